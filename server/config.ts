/** Server settings from the environment, with the documented defaults (see README). */
import path from "node:path";
import { siteUrl } from "../content/seo";
import { site } from "../content/site";

export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  /** Directory of the built client (prerendered HTML and assets). */
  readonly buildDir: string;
  readonly logLevel: string;
  /** Embedded PGlite data lives here (and the generated secret when APP_SECRET is unset). */
  readonly dataDir: string;
  /** postgres://… to use a PostgreSQL server instead of the embedded database. */
  readonly databaseUrl?: string;
  /** Signs confirmation and unsubscribe links and form tokens. */
  readonly appSecret?: string;
  /** Retired secrets whose links and form tokens are still accepted (rotation of APP_SECRET). */
  readonly appSecretPrevious: readonly string[];
  /** Public origin used in links inside e-mails. */
  readonly siteUrl: string;
  readonly smtpUrl?: string;
  readonly mailFrom: string;
  /** The agency inbox that receives contact enquiries. */
  readonly contactTo: string;
  /** Requests per client, per form endpoint, per window. */
  readonly rateLimitMax: number;
  readonly rateLimitWindowMs: number;
  /** Web-vitals reports per client per minute (POST /api/vitals). */
  readonly vitalsRateLimitMax: number;
  /** Newsletter confirmation mails per hour, all instances together, and per recipient domain (server/mail/quota.ts). */
  readonly confirmationMailsPerHour: number;
  readonly confirmationMailsPerDomainPerHour: number;
  /** Trust X-Forwarded-* headers (only behind a proxy that sets them). */
  readonly trustProxy: boolean;
  /** A request's headers must arrive within this time (slow-header clients are cut off). */
  readonly headersTimeoutMs: number;
  /** The whole request, headers and body, must arrive within this time. */
  readonly requestTimeoutMs: number;
  /** A connection with no traffic at all for this long is closed (a stalled body). */
  readonly idleTimeoutMs: number;
  /** An idle keep-alive connection is kept this long for the client's next request. */
  readonly keepAliveTimeoutMs: number;
}

const int = (value: string | undefined, fallback: number, name: string): number => {
  if (value === undefined || value === "") return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return parsed;
};

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = int(env.PORT, 3000, "PORT");
  if (port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const positive = (name: string, fallback: number) => {
    const value = int(env[name], fallback, name);
    if (value === 0) throw new Error(`${name} must be above 0: a connection must never be held forever`);
    return value;
  };
  const headersTimeoutMs = positive("HEADERS_TIMEOUT_MS", 10_000);
  const requestTimeoutMs = positive("REQUEST_TIMEOUT_MS", 30_000);
  if (headersTimeoutMs > requestTimeoutMs) throw new Error("HEADERS_TIMEOUT_MS cannot be above REQUEST_TIMEOUT_MS");
  return {
    port,
    host: env.HOST ?? "0.0.0.0",
    buildDir: path.resolve(env.BUILD_DIR ?? "build/client"),
    logLevel: env.LOG_LEVEL ?? "info",
    dataDir: path.resolve(env.DATA_DIR ?? "data"),
    databaseUrl: env.DATABASE_URL || undefined,
    appSecret: env.APP_SECRET || undefined,
    appSecretPrevious: (env.APP_SECRET_PREVIOUS ?? "").split(",").map((secret) => secret.trim()).filter(Boolean),
    siteUrl: (env.SITE_URL ?? siteUrl()).replace(/\/+$/, ""),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? `${site.name} <no-reply@${site.email.split("@")[1]}>`,
    contactTo: env.CONTACT_TO ?? site.email,
    rateLimitMax: int(env.RATE_LIMIT_MAX, 10, "RATE_LIMIT_MAX"),
    rateLimitWindowMs: int(env.RATE_LIMIT_WINDOW_MS, 10 * 60_000, "RATE_LIMIT_WINDOW_MS"),
    vitalsRateLimitMax: int(env.VITALS_RATE_LIMIT_MAX, 60, "VITALS_RATE_LIMIT_MAX"),
    confirmationMailsPerHour: int(env.CONFIRMATION_MAILS_PER_HOUR, 200, "CONFIRMATION_MAILS_PER_HOUR"),
    confirmationMailsPerDomainPerHour: int(env.CONFIRMATION_MAILS_PER_DOMAIN_PER_HOUR, 20, "CONFIRMATION_MAILS_PER_DOMAIN_PER_HOUR"),
    trustProxy: env.TRUST_PROXY === "true" || env.TRUST_PROXY === "1",
    headersTimeoutMs,
    requestTimeoutMs,
    idleTimeoutMs: positive("IDLE_TIMEOUT_MS", 30_000),
    keepAliveTimeoutMs: positive("KEEP_ALIVE_TIMEOUT_MS", 5_000),
  };
}
