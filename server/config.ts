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
  /** Trust X-Forwarded-* headers (only behind a proxy that sets them). */
  readonly trustProxy: boolean;
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
    trustProxy: env.TRUST_PROXY === "true" || env.TRUST_PROXY === "1",
  };
}
