/**
 * Server settings from the environment: one zod schema, parsed once at start,
 * with the documented defaults (docs/operations.md, "Environment variables"). A bad
 * value stops the server, and the command-line scripts, with one line per
 * variable: its name, what is wrong with the value, and what is expected.
 * An empty variable (`PORT=`) counts as unset.
 */
import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";
import { site } from "../content/site";
import { ConfigError, describeProblem, problemsOf, wholeNumber } from "../app/shared/environment";
import { policyVariables, type AccessLog } from "../app/shared/policy-settings";

export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  /** Directory of the built client (prerendered HTML and assets). */
  readonly buildDir: string;
  readonly logLevel: LogLevel;
  /** Which requests get access-log lines (at level info): none, all, or one in `every` (ACCESS_LOG). */
  readonly accessLog: AccessLog;
  /** Embedded PGlite data lives here (and the generated secret when APP_SECRET is unset). */
  readonly dataDir: string;
  /** postgres://… to use a PostgreSQL server instead of the embedded database. */
  readonly databaseUrl?: string;
  /** Signs confirmation and unsubscribe links and form tokens. */
  readonly appSecret?: string;
  /** Retired secrets whose links and form tokens are still accepted (rotation of APP_SECRET). */
  readonly appSecretPrevious: readonly string[];
  /**
   * The site's public address (SITE_URL): links in mails, the passkeys' relying party, and whether cookies are
   * Secure and HSTS is sent (an https address). Without SITE_URL, the server is for local use:
   * `http://localhost:PORT` (decision 035).
   */
  readonly siteUrl: string;
  /**
   * The origins whose pages may change state in the workspace and use its passkeys: SITE_URL's and SITE_ORIGINS';
   * without SITE_URL, `http://localhost:PORT` and `http://127.0.0.1:PORT`. Never the request's own Host.
   */
  readonly siteOrigins: readonly string[];
  readonly smtpUrl?: string;
  readonly mailFrom: string;
  /** The agency inbox that receives contact enquiries. */
  readonly contactTo: string;
  /** The careers inbox that is told of each job application (without the CV). */
  readonly careersTo: string;
  /** The team workspace's first owner (TEAM_OWNER_EMAIL, normalised): this address can always sign in at /team (decision 026). */
  readonly teamOwnerEmail?: string;
  /** Job applications and their CVs are deleted this many days after they arrive. */
  readonly applicationRetentionDays: number;
  /** Bytes of CV one client may upload per hour (POST /api/applications), all instances together. */
  readonly applicationUploadBytesPerHour: number;
  /** At most this many applications (with their CVs) are kept; beyond, new ones are refused with a log line. */
  readonly applicationMaxFiles: number;
  /** New applications accepted per hour, all instances together; beyond, 503 and a warning log line. */
  readonly applicationsPerHour: number;
  /** Uploads this instance reads and stores at once (a short waiting line beyond; then 503 with Retry-After). */
  readonly applicationUploadsAtOnce: number;
  /** Uploads one client may have under way or waiting at once, on this instance. */
  readonly applicationUploadsPerClient: number;
  /** The slowest upload accepted once reading has begun (bytes per second, over each `uploadRateWindowMs`); 0 for none. */
  readonly uploadMinBytesPerSecond: number;
  /** The window over which the upload rate is measured (not an environment variable; tests shorten it). */
  readonly uploadRateWindowMs: number;
  /**
   * The least time an answer to a team sign-in request takes, so a member's and a stranger's take the same (not an
   * environment variable; tests that are not about it shorten it).
   */
  readonly teamSignInMinAnswerMs: number;
  /** How long after an erasure its rows' bytes are compacted out of the table files (server/db/erasure.ts; tests shorten it). */
  readonly erasureCompactDelayMs: number;
  /** The least time between two compactions (tests shorten it). */
  readonly erasureCompactMinIntervalMs: number;
  /** Requests per client, per form endpoint, per window. */
  readonly rateLimitMax: number;
  readonly rateLimitWindowMs: number;
  /** Web-vitals reports per client per minute (POST /api/vitals). */
  readonly vitalsRateLimitMax: number;
  /** Newsletter confirmation mails per hour, all instances together, and per recipient domain (server/mail/quota.ts). */
  readonly confirmationMailsPerHour: number;
  readonly confirmationMailsPerDomainPerHour: number;
  /** The proxies whose X-Forwarded-* entries are believed (server/client-address.ts): none, how many hops, or their addresses. */
  readonly trustProxy: TrustProxy;
  /** A request's headers must arrive within this time (slow-header clients are cut off). */
  readonly headersTimeoutMs: number;
  /** The whole request, headers and body, must arrive within this time. */
  readonly requestTimeoutMs: number;
  /** A connection with no traffic at all for this long is closed (a stalled body). */
  readonly idleTimeoutMs: number;
  /** An idle keep-alive connection is kept this long for the client's next request. */
  readonly keepAliveTimeoutMs: number;
  /** On SIGTERM/SIGINT, keep serving this long with /healthz answering 503 before closing (load balancers). */
  readonly shutdownDelayMs: number;
  /** The whole shutdown (delay included) must end within this time, else the process exits with status 1. */
  readonly shutdownTimeoutMs: number;
  /** How often the published content's revision is read, to serve another instance's publish (decision 052); 0: never. */
  readonly contentPollMs: number;
}

/** No proxy (`false`), the number of proxies in front of the server, or their addresses and CIDRs. */
export type TrustProxy = false | number | readonly string[];

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
type LogLevel = (typeof LOG_LEVELS)[number];

const MIN_SECRET_LENGTH = 32;

/** Milliseconds a connection or a shutdown may take: 0 would mean "for ever" or "at once", so at least 1. */
const timeoutMs = (fallback: number) =>
  wholeNumber(fallback, { min: 1, what: "milliseconds", belowMin: "0 would let a connection be held for ever" });

/** More proxies than any real chain has: such a setting is a mistake. */
const MAX_PROXY_HOPS = 10;
const TRUST_PROXY_EXPECTED =
  "expected the number of proxies in front of the server (1 for one reverse proxy) or their addresses/CIDRs, comma-separated";
/** The yes/no words TRUST_PROXY took when it was a yes/no value: "no" still means no proxy, "yes" is refused (it trusted every entry). */
const NO_PROXY = new Set(["0", "false", "no", "off", "n", "disabled"]);
const EVERY_PROXY = new Set(["true", "yes", "on", "y", "enabled"]);

/** Why a TRUST_PROXY entry is not an IP address or CIDR (`10.0.0.0/8`, `192.168.1.1`, `::1`, `2001:db8::/32`); undefined when it is one. */
function proxyAddressProblem(entry: string): string | undefined {
  const [address = "", prefix, ...rest] = entry.split("/");
  const version = isIP(address);
  if (!version || rest.length) return `"${entry}" is not an IP address or CIDR`;
  const bits = version === 4 ? 32 : 128;
  if (prefix !== undefined && !(/^\d{1,3}$/.test(prefix) && Number(prefix) <= bits))
    return `"${entry}" has a prefix length that is not from 0 to ${bits}`;
  // Every address a proxy, or a good part of the internet: every entry believed, as with `true`. No proxy's range
  // is wider than a /8 (IPv4, IPv4-mapped IPv6 where ::ffff:0:0/96 is all of IPv4, or IPv6 such as fd00::/8).
  const mapped = version === 6 && /^::ffff:/i.test(address);
  const widest = version === 4 ? 8 : mapped ? 104 : 8;
  if (prefix !== undefined && Number(prefix) < widest) {
    return `"${entry}" would make ${Number(prefix) === 0 ? "every address" : "a great many addresses"} a proxy, so a client could choose its own address (a proxy's range is at most a /${widest})`;
  }
  return undefined;
}

const secret = (hint: string) =>
  z.string().min(MIN_SECRET_LENGTH, {
    error: (issue) =>
      `only ${String(issue.input).length} characters long; expected at least ${MIN_SECRET_LENGTH} characters (${hint})`,
  });

/** The origin of an http(s) URL that is only an origin (no path, query or credentials); undefined otherwise. */
function originOf(value: string): string | undefined {
  try {
    const url = new URL(value);
    if (!/^https?:$/.test(url.protocol) || url.username || url.password || url.search || url.hash) return undefined;
    return url.pathname === "/" ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** Whether the site is served over HTTPS (its SITE_URL): cookies are then Secure and `__Host-`, and HSTS is sent. */
export const httpsSite = (config: Pick<ServerConfig, "siteUrl">): boolean => config.siteUrl.startsWith("https:");

const envVariables = z.object({
  PORT: wholeNumber(3000, { max: 65535, what: "a port number" }),
  HOST: z.string().default("0.0.0.0"),
  BUILD_DIR: z.string().default("build/client"),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `not a log level; expected one of ${LOG_LEVELS.join(", ")}` }).default("info"),
  ACCESS_LOG: policyVariables.shape.ACCESS_LOG,
  DATA_DIR: z.string().default("data"),
  DATABASE_URL: z
    .url({
      protocol: /^postgres(ql)?$/,
      error: "not a PostgreSQL URL; expected postgres://user:password@host:5432/database",
    })
    .optional(),
  APP_SECRET: secret("a random string, e.g. `openssl rand -base64 32`").optional(),
  APP_SECRET_PREVIOUS: z
    .string()
    .transform((value, context) => {
      const secrets = value
        .split(",")
        .map((entry) => entry.trim())
        .filter(Boolean);
      const short = secrets.flatMap((entry, index) => (entry.length < MIN_SECRET_LENGTH ? [index + 1] : []));
      if (short.length) {
        context.issues.push({
          code: "custom",
          input: value,
          message: `${short.length > 1 ? "secrets" : "secret"} ${short.join(", ")} (of ${secrets.length}) ${short.length > 1 ? "are" : "is"} shorter than ${MIN_SECRET_LENGTH} characters; expected comma-separated secrets of at least ${MIN_SECRET_LENGTH} characters each`,
        });
      }
      return secrets;
    })
    .default([]),
  SITE_URL: z
    .url({
      protocol: /^https?$/,
      error: "not an http(s) URL; expected the public origin, e.g. https://www.alphai.tech",
    })
    .optional(),
  SITE_ORIGINS: z
    .string()
    .transform((value, context) => {
      const origins: string[] = [];
      for (const entry of value
        .split(",")
        .map((item) => item.trim())
        .filter(Boolean)) {
        const origin = originOf(entry);
        if (!origin) {
          context.issues.push({
            code: "custom",
            input: value,
            message: `"${entry}" is not an http(s) origin; expected comma-separated origins, e.g. https://alphai.tech`,
          });
        } else origins.push(origin);
      }
      return origins;
    })
    .default([]),
  SMTP_URL: z
    .url({ protocol: /^(smtps?|direct)$/, error: "not an SMTP URL; expected smtp://… or smtps://user:password@host" })
    .optional(),
  MAIL_FROM: z.string().default(`${site.name} <no-reply@${site.email.split("@")[1]}>`),
  CONTACT_TO: z.string().default(site.email),
  CAREERS_TO: z.string().default(`careers@${site.email.split("@")[1]}`),
  TEAM_OWNER_EMAIL: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(
      z.email({
        error: "not an e-mail address; expected the address of the workspace's first owner, e.g. owner@alphai.tech",
      }),
    )
    .optional(),
  APPLICATION_RETENTION_DAYS: policyVariables.shape.APPLICATION_RETENTION_DAYS,
  APPLICATION_UPLOAD_BYTES_PER_HOUR: wholeNumber(25 * 1024 * 1024, { what: "a number of bytes" }),
  APPLICATION_MAX_FILES: wholeNumber(5000, { what: "a number of applications" }),
  APPLICATIONS_PER_HOUR: wholeNumber(100, { what: "a number of applications" }),
  APPLICATION_UPLOADS_AT_ONCE: wholeNumber(4, { min: 1, max: 1000, what: "a number of uploads" }),
  APPLICATION_UPLOADS_PER_CLIENT: wholeNumber(2, { min: 1, max: 1000, what: "a number of uploads" }),
  UPLOAD_MIN_BYTES_PER_SECOND: wholeNumber(8 * 1024, {
    min: 1,
    max: 100 * 1024 * 1024,
    what: "a number of bytes per second",
    belowMin: "0 would let an upload hold its slot for ever",
  }),
  RATE_LIMIT_MAX: wholeNumber(10, { what: "a number of requests" }),
  RATE_LIMIT_WINDOW_MS: policyVariables.shape.RATE_LIMIT_WINDOW_MS,
  VITALS_RATE_LIMIT_MAX: wholeNumber(60, { what: "a number of reports" }),
  CONFIRMATION_MAILS_PER_HOUR: wholeNumber(200, { what: "a number of mails" }),
  CONFIRMATION_MAILS_PER_DOMAIN_PER_HOUR: wholeNumber(20, { what: "a number of mails" }),
  TRUST_PROXY: z
    .string()
    .transform((value, context): TrustProxy => {
      const refuse = (problem: string): false => {
        context.issues.push({ code: "custom", input: value, message: `${problem}; ${TRUST_PROXY_EXPECTED}` });
        return false;
      };
      const setting = value.trim();
      if (NO_PROXY.has(setting.toLowerCase())) return false;
      // `true` believed every X-Forwarded-For entry: the leftmost, which the client writes, became its address.
      if (EVERY_PROXY.has(setting.toLowerCase()))
        return refuse("would believe every X-Forwarded-For entry, so a client could choose its own address");
      if (/^\d+$/.test(setting))
        return Number(setting) <= MAX_PROXY_HOPS ? Number(setting) || false : refuse(`above ${MAX_PROXY_HOPS}`);
      const entries = setting
        .split(",")
        .map((entry) => entry.trim())
        .filter(Boolean);
      const problem = entries.length ? entries.map(proxyAddressProblem).find(Boolean) : "no address in it";
      return problem ? refuse(problem) : entries;
    })
    .default(false),
  HEADERS_TIMEOUT_MS: timeoutMs(10_000),
  REQUEST_TIMEOUT_MS: timeoutMs(30_000),
  IDLE_TIMEOUT_MS: timeoutMs(30_000),
  KEEP_ALIVE_TIMEOUT_MS: timeoutMs(5_000),
  SHUTDOWN_DELAY_MS: wholeNumber(0, { what: "milliseconds" }),
  SHUTDOWN_TIMEOUT_MS: wholeNumber(10_000, {
    min: 1,
    what: "milliseconds",
    belowMin: "0 leaves no time to finish requests",
  }),
  CONTENT_POLL_MS: wholeNumber(5_000, { what: "milliseconds" }),
});

const envSchema = envVariables.transform((env, context): ServerConfig => {
  const relation = (name: string, message: string) =>
    context.issues.push({ code: "custom", path: [name], input: env, message });
  if (env.HEADERS_TIMEOUT_MS > env.REQUEST_TIMEOUT_MS) {
    relation(
      "HEADERS_TIMEOUT_MS",
      `above REQUEST_TIMEOUT_MS (${env.REQUEST_TIMEOUT_MS}); expected at most REQUEST_TIMEOUT_MS: the headers are part of the request`,
    );
  }
  if (env.SHUTDOWN_DELAY_MS >= env.SHUTDOWN_TIMEOUT_MS) {
    relation(
      "SHUTDOWN_DELAY_MS",
      `not below SHUTDOWN_TIMEOUT_MS (${env.SHUTDOWN_TIMEOUT_MS}); expected less, leaving time to finish requests`,
    );
  }
  return {
    port: env.PORT,
    host: env.HOST,
    buildDir: path.resolve(env.BUILD_DIR),
    logLevel: env.LOG_LEVEL,
    accessLog: env.ACCESS_LOG,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    appSecret: env.APP_SECRET,
    appSecretPrevious: env.APP_SECRET_PREVIOUS,
    siteUrl: env.SITE_URL ? env.SITE_URL.replace(/\/+$/, "") : `http://localhost:${env.PORT}`,
    siteOrigins: [
      ...new Set([
        ...(env.SITE_URL
          ? [new URL(env.SITE_URL).origin]
          : [`http://localhost:${env.PORT}`, `http://127.0.0.1:${env.PORT}`]),
        ...env.SITE_ORIGINS,
      ]),
    ],
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    contactTo: env.CONTACT_TO,
    careersTo: env.CAREERS_TO,
    teamOwnerEmail: env.TEAM_OWNER_EMAIL,
    applicationRetentionDays: env.APPLICATION_RETENTION_DAYS,
    applicationUploadBytesPerHour: env.APPLICATION_UPLOAD_BYTES_PER_HOUR,
    applicationMaxFiles: env.APPLICATION_MAX_FILES,
    applicationsPerHour: env.APPLICATIONS_PER_HOUR,
    applicationUploadsAtOnce: env.APPLICATION_UPLOADS_AT_ONCE,
    applicationUploadsPerClient: env.APPLICATION_UPLOADS_PER_CLIENT,
    uploadMinBytesPerSecond: env.UPLOAD_MIN_BYTES_PER_SECOND,
    uploadRateWindowMs: 15_000,
    teamSignInMinAnswerMs: 250,
    erasureCompactDelayMs: 5_000,
    erasureCompactMinIntervalMs: 60_000,
    rateLimitMax: env.RATE_LIMIT_MAX,
    rateLimitWindowMs: env.RATE_LIMIT_WINDOW_MS,
    vitalsRateLimitMax: env.VITALS_RATE_LIMIT_MAX,
    confirmationMailsPerHour: env.CONFIRMATION_MAILS_PER_HOUR,
    confirmationMailsPerDomainPerHour: env.CONFIRMATION_MAILS_PER_DOMAIN_PER_HOUR,
    trustProxy: env.TRUST_PROXY,
    headersTimeoutMs: env.HEADERS_TIMEOUT_MS,
    requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
    idleTimeoutMs: env.IDLE_TIMEOUT_MS,
    keepAliveTimeoutMs: env.KEEP_ALIVE_TIMEOUT_MS,
    shutdownDelayMs: env.SHUTDOWN_DELAY_MS,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    contentPollMs: env.CONTENT_POLL_MS,
  };
});

/** The variables the schema reads. */
export const ENV_VARIABLES = Object.keys(envVariables.shape) as readonly string[];

interface ReadConfigOptions {
  /**
   * The settings the server itself needs, beyond what the command-line scripts
   * need: APP_SECRET with DATABASE_URL (every instance must sign with the same secret).
   */
  readonly server?: boolean;
}

/** Parses the environment; throws a ConfigError listing every bad variable. */
export function readConfig(env: NodeJS.ProcessEnv = process.env, options: ReadConfigOptions = {}): ServerConfig {
  // An empty variable is unset (`PORT=` in a compose file or a unit file).
  const input = Object.fromEntries(ENV_VARIABLES.map((name) => [name, env[name] === "" ? undefined : env[name]]));
  const result = envSchema.safeParse(input);
  const problems = problemsOf(result.error, input);
  if (result.success && options.server && result.data.databaseUrl && !result.data.appSecret) {
    problems.set(
      "APP_SECRET",
      describeProblem(
        "APP_SECRET",
        undefined,
        `required with DATABASE_URL; expected the same secret of at least ${MIN_SECRET_LENGTH} characters on every instance`,
      ),
    );
  }
  if (problems.size || !result.success) throw new ConfigError([...problems.values()]);
  return result.data;
}

/**
 * readConfig for an entry point (the server, `npm start`, the scripts): on a
 * bad environment, prints one line per bad variable to stderr, no stack
 * trace, and exits with status 1.
 */
export function readConfigOrExit(options: ReadConfigOptions = {}, env: NodeJS.ProcessEnv = process.env): ServerConfig {
  try {
    return readConfig(env, options);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`Cannot start: ${error.message}\n(see "Environment variables" in README.md)`);
    process.exit(1);
  }
}
