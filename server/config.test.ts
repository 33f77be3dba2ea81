/** The environment schema: defaults, every constraint, one clear line per bad variable, no credential printed. */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, MAX_TIMER_MS } from "../app/shared/environment";
import { policySettingProblems, policySettingValues, readPolicySettings } from "../app/shared/policy-settings";
import { ENV_VARIABLES, readConfig } from "./config";

const SECRET = "s".repeat(32);

/** The lines readConfig refuses `env` with (fails the test when it accepts it). */
function problems(env: NodeJS.ProcessEnv, options?: { server?: boolean }): readonly string[] {
  try {
    readConfig(env, options);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  throw new Error(`accepted ${JSON.stringify(env)}`);
}

describe("readConfig", () => {
  it("gives the documented defaults for an empty environment", () => {
    expect(readConfig({})).toEqual({
      port: 3000,
      host: "0.0.0.0",
      buildDir: path.resolve("build/client"),
      logLevel: "info",
      accessLog: { kind: "all" },
      dataDir: path.resolve("data"),
      databaseUrl: undefined,
      appSecret: undefined,
      appSecretPrevious: [],
      // Without SITE_URL: local use on the server's own loopback address, over plain http (decision 035).
      siteUrl: "http://localhost:3000",
      siteOrigins: ["http://localhost:3000", "http://127.0.0.1:3000"],
      smtpUrl: undefined,
      mailFrom: "Alphai <no-reply@alphai.tech>",
      contactTo: "hello@alphai.tech",
      careersTo: "careers@alphai.tech",
      teamOwnerEmail: undefined,
      applicationRetentionDays: 180,
      applicationUploadBytesPerHour: 26_214_400,
      applicationMaxFiles: 5000,
      applicationsPerHour: 100,
      applicationUploadsAtOnce: 4,
      applicationUploadsPerClient: 2,
      uploadMinBytesPerSecond: 8192,
      uploadRateWindowMs: 15_000,
      teamSignInMinAnswerMs: 250,
      erasureCompactDelayMs: 5_000,
      erasureCompactMinIntervalMs: 60_000,
      rateLimitMax: 10,
      rateLimitWindowMs: 600_000,
      vitalsRateLimitMax: 60,
      confirmationMailsPerHour: 200,
      confirmationMailsPerDomainPerHour: 20,
      trustProxy: false,
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 30_000,
      idleTimeoutMs: 30_000,
      keepAliveTimeoutMs: 5_000,
      shutdownDelayMs: 0,
      shutdownTimeoutMs: 10_000,
      contentPollMs: 5_000,
    });
  });

  it("treats an empty variable as unset and ignores variables it does not know", () => {
    const empty = Object.fromEntries(ENV_VARIABLES.map((name) => [name, ""]));
    expect(readConfig({ ...empty, UNRELATED: "x" })).toEqual(readConfig({}));
  });

  it("reads every variable", () => {
    const config = readConfig({
      PORT: "8080",
      HOST: "127.0.0.1",
      BUILD_DIR: "/srv/site",
      LOG_LEVEL: "warn",
      ACCESS_LOG: "sample:100",
      DATA_DIR: "/var/lib/alphai",
      DATABASE_URL: "postgres://app:pw@db:5432/alphai",
      APP_SECRET: SECRET,
      APP_SECRET_PREVIOUS: ` ${"a".repeat(32)} , ${"b".repeat(40)},`,
      SITE_URL: "https://staging.alphai.tech//",
      SITE_ORIGINS: " https://alphai.tech , https://www.alphai.tech/,",
      SMTP_URL: "smtps://user:pass@smtp.example.net",
      MAIL_FROM: "Web <web@alphai.tech>",
      CONTACT_TO: "sales@alphai.tech",
      CAREERS_TO: "jobs@alphai.tech",
      TEAM_OWNER_EMAIL: "  Owner@Alphai.Tech ",
      APPLICATION_RETENTION_DAYS: "90",
      APPLICATION_UPLOAD_BYTES_PER_HOUR: "1000000",
      APPLICATION_MAX_FILES: "10",
      APPLICATIONS_PER_HOUR: "7",
      APPLICATION_UPLOADS_AT_ONCE: "2",
      APPLICATION_UPLOADS_PER_CLIENT: "1",
      UPLOAD_MIN_BYTES_PER_SECOND: "1",
      RATE_LIMIT_MAX: "0",
      RATE_LIMIT_WINDOW_MS: "60000",
      VITALS_RATE_LIMIT_MAX: "5",
      CONFIRMATION_MAILS_PER_HOUR: "0",
      CONFIRMATION_MAILS_PER_DOMAIN_PER_HOUR: "3",
      TRUST_PROXY: "1",
      HEADERS_TIMEOUT_MS: "2000",
      REQUEST_TIMEOUT_MS: "2000",
      IDLE_TIMEOUT_MS: "3000",
      KEEP_ALIVE_TIMEOUT_MS: String(MAX_TIMER_MS),
      SHUTDOWN_DELAY_MS: "5000",
      SHUTDOWN_TIMEOUT_MS: "20000",
      CONTENT_POLL_MS: "0",
    });
    expect(config).toMatchObject({
      port: 8080,
      host: "127.0.0.1",
      buildDir: "/srv/site",
      logLevel: "warn",
      accessLog: { kind: "sample", every: 100 },
      dataDir: "/var/lib/alphai",
      databaseUrl: "postgres://app:pw@db:5432/alphai",
      appSecret: SECRET,
      appSecretPrevious: ["a".repeat(32), "b".repeat(40)],
      siteUrl: "https://staging.alphai.tech",
      siteOrigins: ["https://staging.alphai.tech", "https://alphai.tech", "https://www.alphai.tech"],
      smtpUrl: "smtps://user:pass@smtp.example.net",
      mailFrom: "Web <web@alphai.tech>",
      contactTo: "sales@alphai.tech",
      careersTo: "jobs@alphai.tech",
      teamOwnerEmail: "owner@alphai.tech",
      applicationRetentionDays: 90,
      applicationUploadBytesPerHour: 1_000_000,
      applicationMaxFiles: 10,
      applicationsPerHour: 7,
      applicationUploadsAtOnce: 2,
      applicationUploadsPerClient: 1,
      uploadMinBytesPerSecond: 1,
      rateLimitMax: 0,
      rateLimitWindowMs: 60_000,
      vitalsRateLimitMax: 5,
      confirmationMailsPerHour: 0,
      confirmationMailsPerDomainPerHour: 3,
      trustProxy: 1,
      headersTimeoutMs: 2000,
      requestTimeoutMs: 2000,
      idleTimeoutMs: 3000,
      keepAliveTimeoutMs: MAX_TIMER_MS,
      shutdownDelayMs: 5000,
      shutdownTimeoutMs: 20_000,
      contentPollMs: 0,
    });
    expect(readConfig({ ACCESS_LOG: "off" }).accessLog).toEqual({ kind: "off" });
    expect(readConfig({ ACCESS_LOG: "sample:1" }).accessLog).toEqual({ kind: "sample", every: 1 });
    expect(readConfig({ PORT: "0" }).port).toBe(0);
    expect(readConfig({ PORT: "65535" }).port).toBe(65535);
  });

  it.each([
    ["PORT", "abc", `PORT="abc": not a whole number; expected a port number from 0 to 65535`],
    ["PORT", "65536", `PORT="65536": above 65535; expected a port number from 0 to 65535`],
    ["PORT", "-1", `PORT="-1": not a whole number`],
    ["PORT", "80.5", `PORT="80.5": not a whole number`],
    ["PORT", "1e3", `PORT="1e3": not a whole number`],
    ["PORT", " 80", `PORT=" 80": not a whole number`],
    [
      "LOG_LEVEL",
      "loud",
      `LOG_LEVEL="loud": not a log level; expected one of fatal, error, warn, info, debug, trace, silent`,
    ],
    [
      "ACCESS_LOG",
      "some",
      `ACCESS_LOG="some": not an access-log setting; expected off, all, or sample:N (one request in N, N from 1 to 1000000)`,
    ],
    ["ACCESS_LOG", "sample:0", `ACCESS_LOG="sample:0": not an access-log setting`],
    ["ACCESS_LOG", "sample:1.5", `ACCESS_LOG="sample:1.5": not an access-log setting`],
    ["SITE_URL", "www.alphai.tech", `SITE_URL="www.alphai.tech": not an http(s) URL`],
    ["SITE_ORIGINS", "https://alphai.tech/path", `"https://alphai.tech/path" is not an http(s) origin`],
    ["SITE_ORIGINS", "ftp://alphai.tech", `"ftp://alphai.tech" is not an http(s) origin`],
    // `true` trusted every X-Forwarded-For entry, the client's own included: refused, saying what to write instead.
    [
      "TRUST_PROXY",
      "true",
      `TRUST_PROXY="true": would believe every X-Forwarded-For entry, so a client could choose its own address; expected the number of proxies in front of the server (1 for one reverse proxy) or their addresses/CIDRs, comma-separated`,
    ],
    ["TRUST_PROXY", "TRUE", `TRUST_PROXY="TRUE": would believe every X-Forwarded-For entry`],
    ["TRUST_PROXY", "yes", `TRUST_PROXY="yes": would believe every X-Forwarded-For entry`],
    ["TRUST_PROXY", "on", `TRUST_PROXY="on": would believe every X-Forwarded-For entry`],
    [
      "TRUST_PROXY",
      "-1",
      `TRUST_PROXY="-1": "-1" is not an IP address or CIDR; expected the number of proxies in front of the server`,
    ],
    ["TRUST_PROXY", "11", `TRUST_PROXY="11": above 10; expected the number of proxies in front of the server`],
    [
      "TRUST_PROXY",
      "10.0.0.0/99",
      `TRUST_PROXY="10.0.0.0/99": "10.0.0.0/99" has a prefix length that is not from 0 to 32; expected the number of proxies`,
    ],
    ["TRUST_PROXY", "::1/129", `TRUST_PROXY="::1/129": "::1/129" has a prefix length that is not from 0 to 128`],
    [
      "TRUST_PROXY",
      "hello",
      `TRUST_PROXY="hello": "hello" is not an IP address or CIDR; expected the number of proxies`,
    ],
    [
      "TRUST_PROXY",
      "10.0.0.0/8, proxy.internal",
      `TRUST_PROXY="10.0.0.0/8, proxy.internal": "proxy.internal" is not an IP address or CIDR`,
    ],
    ["TRUST_PROXY", "10.0.0.1/8/8", `TRUST_PROXY="10.0.0.1/8/8": "10.0.0.1/8/8" is not an IP address or CIDR`],
    ["TRUST_PROXY", "10.1", `TRUST_PROXY="10.1": "10.1" is not an IP address or CIDR`],
    ["TRUST_PROXY", ",", `TRUST_PROXY=",": no address in it`],
    [
      "TRUST_PROXY",
      "10.0.0.1,0.0.0.0/0",
      `TRUST_PROXY="10.0.0.1,0.0.0.0/0": "0.0.0.0/0" would make every address a proxy, so a client could choose its own address`,
    ],
    ["TRUST_PROXY", "::/0", `TRUST_PROXY="::/0": "::/0" would make every address a proxy`],
    [
      "TRUST_PROXY",
      "0.0.0.0/1,128.0.0.0/1",
      `TRUST_PROXY="0.0.0.0/1,128.0.0.0/1": "0.0.0.0/1" would make a great many addresses a proxy`,
    ],
    [
      "TRUST_PROXY",
      "::ffff:0:0/96",
      `TRUST_PROXY="::ffff:0:0/96": "::ffff:0:0/96" would make a great many addresses a proxy`,
    ],
    ["TRUST_PROXY", "2000::/3", `TRUST_PROXY="2000::/3": "2000::/3" would make a great many addresses a proxy`],
    ["RATE_LIMIT_MAX", "ten", `RATE_LIMIT_MAX="ten": not a whole number; expected a number of requests from 0 to`],
    ["RATE_LIMIT_WINDOW_MS", "0", `RATE_LIMIT_WINDOW_MS="0": below 1; expected milliseconds from 1 to ${MAX_TIMER_MS}`],
    ["VITALS_RATE_LIMIT_MAX", "-5", `VITALS_RATE_LIMIT_MAX="-5": not a whole number`],
    ["CONFIRMATION_MAILS_PER_HOUR", "lots", `CONFIRMATION_MAILS_PER_HOUR="lots": not a whole number`],
    [
      "CONFIRMATION_MAILS_PER_DOMAIN_PER_HOUR",
      "1.5",
      `CONFIRMATION_MAILS_PER_DOMAIN_PER_HOUR="1.5": not a whole number`,
    ],
    [
      "APPLICATION_UPLOADS_AT_ONCE",
      "0",
      `APPLICATION_UPLOADS_AT_ONCE="0": below 1; expected a number of uploads from 1 to 1000`,
    ],
    ["APPLICATION_UPLOADS_PER_CLIENT", "x", `APPLICATION_UPLOADS_PER_CLIENT="x": not a whole number`],
    ["APPLICATIONS_PER_HOUR", "-1", `APPLICATIONS_PER_HOUR="-1": not a whole number`],
    ["UPLOAD_MIN_BYTES_PER_SECOND", "8k", `UPLOAD_MIN_BYTES_PER_SECOND="8k": not a whole number`],
    [
      "UPLOAD_MIN_BYTES_PER_SECOND",
      "0",
      `UPLOAD_MIN_BYTES_PER_SECOND="0": 0 would let an upload hold its slot for ever`,
    ],
    [
      "HEADERS_TIMEOUT_MS",
      "0",
      `HEADERS_TIMEOUT_MS="0": 0 would let a connection be held for ever; expected milliseconds from 1 to ${MAX_TIMER_MS}`,
    ],
    ["REQUEST_TIMEOUT_MS", "0", `REQUEST_TIMEOUT_MS="0": 0 would let a connection be held for ever`],
    ["IDLE_TIMEOUT_MS", "0", `IDLE_TIMEOUT_MS="0": 0 would let a connection be held for ever`],
    ["KEEP_ALIVE_TIMEOUT_MS", "0", `KEEP_ALIVE_TIMEOUT_MS="0": 0 would let a connection be held for ever`],
    // Node would turn a longer timer into 1 ms.
    ["IDLE_TIMEOUT_MS", String(MAX_TIMER_MS + 1), `IDLE_TIMEOUT_MS="${MAX_TIMER_MS + 1}": above ${MAX_TIMER_MS}`],
    [
      "SHUTDOWN_TIMEOUT_MS",
      "0",
      `SHUTDOWN_TIMEOUT_MS="0": 0 leaves no time to finish requests; expected milliseconds from 1 to`,
    ],
    ["SHUTDOWN_DELAY_MS", "soon", `SHUTDOWN_DELAY_MS="soon": not a whole number`],
  ])("refuses %s=%j with one line naming it, the value, the problem and what is expected", (name, value, line) => {
    const lines = problems({ [name]: value });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(line);
  });

  it("reads TRUST_PROXY as a number of proxies or their addresses, and no proxy for 0, false and unset", () => {
    const trustProxy = (value?: string) => readConfig({ TRUST_PROXY: value }).trustProxy;
    expect(trustProxy(undefined)).toBe(false);
    for (const none of ["0", "false", "FALSE", "no", "off"]) expect(trustProxy(none), none).toBe(false);
    expect(trustProxy("1")).toBe(1);
    expect(trustProxy("2")).toBe(2);
    expect(trustProxy("10")).toBe(10);
    expect(trustProxy("10.0.0.0/8,192.168.1.1")).toEqual(["10.0.0.0/8", "192.168.1.1"]);
    expect(trustProxy(" 10.0.0.0/8 , 2001:db8::/32, ")).toEqual(["10.0.0.0/8", "2001:db8::/32"]);
    expect(trustProxy("::1")).toEqual(["::1"]);
    expect(trustProxy("127.0.0.1/32,::ffff:10.0.0.1,fd00::/8")).toEqual([
      "127.0.0.1/32",
      "::ffff:10.0.0.1",
      "fd00::/8",
    ]);
  });

  it("refuses a TEAM_OWNER_EMAIL that is not an e-mail address", () => {
    expect(problems({ TEAM_OWNER_EMAIL: "owner at alphai" })).toEqual([
      'TEAM_OWNER_EMAIL="owner at alphai": not an e-mail address; expected the address of the workspace\'s first owner, e.g. owner@alphai.tech',
    ]);
  });

  it("refuses a headers timeout above the request timeout, and a shutdown delay not below the shutdown timeout", () => {
    expect(problems({ HEADERS_TIMEOUT_MS: "40000" })).toEqual([
      `HEADERS_TIMEOUT_MS="40000": above REQUEST_TIMEOUT_MS (30000); expected at most REQUEST_TIMEOUT_MS: the headers are part of the request`,
    ]);
    expect(readConfig({ HEADERS_TIMEOUT_MS: "5000", REQUEST_TIMEOUT_MS: "5000" }).headersTimeoutMs).toBe(5000);
    expect(problems({ SHUTDOWN_DELAY_MS: "10000" })[0]).toMatch(
      /^SHUTDOWN_DELAY_MS="10000": not below SHUTDOWN_TIMEOUT_MS \(10000\)/,
    );
    expect(readConfig({ SHUTDOWN_DELAY_MS: "9999" }).shutdownDelayMs).toBe(9999);
  });

  it("names credentials without ever printing them", () => {
    const hidden = "hunter2-password";
    const lines = problems({
      APP_SECRET: hidden,
      APP_SECRET_PREVIOUS: `${"a".repeat(32)},${hidden},${hidden}`,
      DATABASE_URL: `mysql://root:${hidden}@db/app`,
      SMTP_URL: `http://user:${hidden}@mail`,
    });
    expect(lines).toEqual([
      "DATABASE_URL (value hidden): not a PostgreSQL URL; expected postgres://user:password@host:5432/database",
      `APP_SECRET (value hidden): only ${hidden.length} characters long; expected at least 32 characters (a random string, e.g. \`openssl rand -base64 32\`)`,
      "APP_SECRET_PREVIOUS (value hidden): secrets 2, 3 (of 3) are shorter than 32 characters; expected comma-separated secrets of at least 32 characters each",
      "SMTP_URL (value hidden): not an SMTP URL; expected smtp://… or smtps://user:password@host",
    ]);
    expect(lines.join("\n")).not.toContain("hunter2");
  });

  it("reports every bad variable at once, one line each", () => {
    const lines = problems({ PORT: "x", LOG_LEVEL: "x", TRUST_PROXY: "x", IDLE_TIMEOUT_MS: "x", HOST: "localhost" });
    expect(lines.map((line) => line.split("=")[0])).toEqual(["PORT", "LOG_LEVEL", "TRUST_PROXY", "IDLE_TIMEOUT_MS"]);
  });

  it("cuts a very long value short", () => {
    const lines = problems({ PORT: "9".repeat(5000) });
    expect(lines).toHaveLength(1);
    expect(lines[0]!.length).toBeLessThan(200);
  });

  it("requires APP_SECRET with DATABASE_URL for the server, not for the scripts", () => {
    const env = { DATABASE_URL: "postgresql://db/alphai" };
    expect(readConfig(env).databaseUrl).toBe("postgresql://db/alphai");
    expect(problems(env, { server: true })).toEqual([
      "APP_SECRET (unset): required with DATABASE_URL; expected the same secret of at least 32 characters on every instance",
    ]);
    expect(readConfig({ ...env, APP_SECRET: SECRET }, { server: true }).appSecret).toBe(SECRET);
    expect(readConfig({}, { server: true }).appSecret).toBeUndefined();
  });

  it("accepts PostgreSQL URLs with a socket directory or escaped password", () => {
    for (const url of [
      "postgres:///alphai?host=/var/run/postgresql",
      "postgresql://app:p%40ss@localhost:5432/alphai",
      "postgres://db/alphai?sslmode=require",
    ]) {
      expect(readConfig({ DATABASE_URL: url }).databaseUrl).toBe(url);
    }
  });
});

describe("policy settings (decision 023)", () => {
  it("reads the settings the privacy policy states with the server's own parser and messages", () => {
    expect(readPolicySettings({})).toEqual({
      applicationRetentionDays: 180,
      accessLog: { kind: "all" },
      rateLimitWindowMs: 600_000,
    });
    const settings = readPolicySettings({
      APPLICATION_RETENTION_DAYS: "90",
      ACCESS_LOG: "sample:100",
      RATE_LIMIT_WINDOW_MS: "60000",
      PORT: "not read",
    });
    expect(settings).toEqual({
      applicationRetentionDays: 90,
      accessLog: { kind: "sample", every: 100 },
      rateLimitWindowMs: 60_000,
    });
    expect(policySettingValues(settings)).toEqual({
      APPLICATION_RETENTION_DAYS: "90",
      ACCESS_LOG: "sample:100",
      RATE_LIMIT_WINDOW_MS: "60000",
    });
    // The same refusal as the server's, so a build cannot state a value the server would not run with.
    expect(() => readPolicySettings({ APPLICATION_RETENTION_DAYS: "4000" })).toThrow(ConfigError);
    expect(() => readPolicySettings({ APPLICATION_RETENTION_DAYS: "4000" })).toThrow(
      'APPLICATION_RETENTION_DAYS="4000": above 3650; expected a number of days from 1 to 3650',
    );
  });

  it("names each setting of the server that differs from what the build recorded, one line each", () => {
    const built = policySettingValues(readPolicySettings({}));
    expect(policySettingProblems(readConfig({}), built)).toEqual([]);
    expect(policySettingProblems(readConfig({ APPLICATION_RETENTION_DAYS: "90", ACCESS_LOG: "off" }), built)).toEqual([
      'APPLICATION_RETENTION_DAYS="90" differs from "180", the value the built privacy policy states; run the server with APPLICATION_RETENTION_DAYS=180, or rebuild with APPLICATION_RETENTION_DAYS=90',
      'ACCESS_LOG="off" differs from "all", the value the built privacy policy states; run the server with ACCESS_LOG=all, or rebuild with ACCESS_LOG=off',
    ]);
    expect(policySettingProblems(readConfig({}), {})).toHaveLength(3);
  });
});
