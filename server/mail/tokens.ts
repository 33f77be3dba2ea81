/**
 * Signed tokens: the newsletter's confirmation and unsubscribe links, and the
 * lead forms' proof of fill time (decision 012).
 *
 * Format: `<key id>.<base64url(JSON payload)>.<base64url(HMAC-SHA256 of "<key id>.<payload>")>`.
 * The key id names the secret that signed the token, so APP_SECRET can be
 * rotated: new tokens are signed with APP_SECRET, tokens signed with a secret
 * listed in APP_SECRET_PREVIOUS keep verifying. Parsing is strict: anything but
 * exactly these three parts (nothing before, between or after) is invalid.
 * Links mailed before key ids existed (`<payload>.<mac>`, MAC over the payload)
 * are still accepted for confirmation and unsubscribe, with the same strictness.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { FORM_TOKEN_MAX_AGE_MS, MIN_FILL_MS, type LeadFormName } from "../../app/shared/lead-options";
import { NEWSLETTER_CONFIRMATION_LINK_DAYS } from "../../content/retention";

/** For "withdraw" (a job application's erase link) the signed subject is the application's id, not an address. */
export type TokenPurpose = "confirm" | "unsubscribe" | "withdraw";

const CONFIRM_TTL_SECONDS = NEWSLETTER_CONFIRMATION_LINK_DAYS * 24 * 3600;

/** Why a form token was refused. */
export type FormTokenProblem = "missing" | "invalid" | "too-young" | "expired";

interface Key {
  readonly id: string;
  readonly secret: string;
}

const PART = "[A-Za-z0-9_-]";
/** HMAC-SHA256 in base64url, without padding: always 43 characters. */
const MAC_LENGTH = 43;
const KEY_ID_LENGTH = 8;
const MAX_TOKEN_LENGTH = 1000;
const CURRENT = new RegExp(`^(${PART}{${KEY_ID_LENGTH}})\\.(${PART}+)\\.(${PART}{${MAC_LENGTH}})$`);
const LEGACY = new RegExp(`^(${PART}+)\\.(${PART}{${MAC_LENGTH}})$`);

const hmac = (secret: string, data: string) => createHmac("sha256", secret).update(data).digest("base64url");

/** A short public name of a secret; it reveals nothing about the secret itself. */
export const keyId = (secret: string): string => hmac(secret, "alphai key id").slice(0, KEY_ID_LENGTH);

const sameMac = (expected: string, given: string) => {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const decode = (body: string): Record<string, unknown> | undefined => {
  try {
    const value: unknown = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
    return isRecord(value) ? value : undefined;
  } catch {
    return undefined;
  }
};

const formPurpose = (form: LeadFormName) => `form:${form}`;

export class Tokens {
  private readonly keys: readonly Key[];

  /** `secret` signs; it and every `previous` secret verify. */
  constructor(secret: string, previous: readonly string[] = []) {
    this.keys = [secret, ...previous].map((value) => ({ id: keyId(value), secret: value }));
  }

  /** A confirmation (expires after 7 days) or unsubscribe (never expires) link token for an address. */
  sign(
    email: string,
    purpose: TokenPurpose,
    ttlSeconds = purpose === "confirm" ? CONFIRM_TTL_SECONDS : 0,
    now = Date.now(),
  ): string {
    return this.seal({ e: email, p: purpose, x: ttlSeconds ? Math.floor(now / 1000) + ttlSeconds : 0 });
  }

  /** The e-mail address of a valid link token, or why it is not valid. */
  verify(
    token: unknown,
    purpose: TokenPurpose,
    now = Date.now(),
  ): { email: string } | { error: "invalid" | "expired" } {
    const payload = this.open(token, { legacy: true });
    if (
      !payload ||
      payload.p !== purpose ||
      typeof payload.e !== "string" ||
      !Number.isSafeInteger(payload.x) ||
      (payload.x as number) < 0
    ) {
      return { error: "invalid" };
    }
    if (payload.x && (payload.x as number) * 1000 < now) return { error: "expired" };
    return { email: payload.e };
  }

  /** A form token for one form, carrying its issue time (epoch ms). */
  issueFormToken(form: LeadFormName, now = Date.now()): string {
    return this.seal({ p: formPurpose(form), i: now });
  }

  /**
   * Whether a form token proves that this form was in the visitor's hands long
   * enough: issued by this server (or with a previous secret), for this form,
   * at least MIN_FILL_MS and at most FORM_TOKEN_MAX_AGE_MS ago.
   */
  checkFormToken(token: unknown, form: LeadFormName, now = Date.now()): { ok: true } | { error: FormTokenProblem } {
    if (token === undefined || token === "") return { error: "missing" };
    const payload = this.open(token, { legacy: false });
    if (!payload || payload.p !== formPurpose(form) || !Number.isSafeInteger(payload.i)) return { error: "invalid" };
    const age = now - (payload.i as number);
    if (age < MIN_FILL_MS[form]) return { error: "too-young" };
    if (age > FORM_TOKEN_MAX_AGE_MS) return { error: "expired" };
    return { ok: true };
  }

  private seal(payload: Record<string, unknown>): string {
    const key = this.keys[0]!;
    const signed = `${key.id}.${Buffer.from(JSON.stringify(payload)).toString("base64url")}`;
    return `${signed}.${hmac(key.secret, signed)}`;
  }

  /** The payload of a well-formed token whose MAC one of the keys confirms. */
  private open(token: unknown, options: { legacy: boolean }): Record<string, unknown> | undefined {
    if (typeof token !== "string" || token.length > MAX_TOKEN_LENGTH) return undefined;
    const current = CURRENT.exec(token);
    if (current) {
      const [, id, body, mac] = current as unknown as [string, string, string, string];
      const signed = `${id}.${body}`;
      const valid = this.keys.some((key) => key.id === id && sameMac(hmac(key.secret, signed), mac));
      return valid ? decode(body) : undefined;
    }
    const legacy = options.legacy ? LEGACY.exec(token) : null;
    if (legacy) {
      const [, body, mac] = legacy as unknown as [string, string, string];
      const valid = this.keys.some((key) => sameMac(hmac(key.secret, body), mac));
      return valid ? decode(body) : undefined;
    }
    return undefined;
  }
}

/** The signing secret (APP_SECRET, or the generated one) and the previous secrets that still verify. */
export interface Secrets {
  readonly current: string;
  readonly previous: readonly string[];
}

/**
 * APP_SECRET when set. Otherwise, with the embedded database only, a random
 * secret kept in DATA_DIR so links keep working across restarts; several
 * instances sharing PostgreSQL must share APP_SECRET. APP_SECRET_PREVIOUS
 * (comma-separated) lists retired secrets whose tokens are still accepted.
 */
export async function loadSecrets(options: {
  appSecret?: string;
  appSecretPrevious?: readonly string[];
  dataDir: string;
  databaseUrl?: string;
}): Promise<Secrets> {
  const previous = options.appSecretPrevious ?? [];
  for (const [index, secret] of previous.entries()) {
    if (secret.length < 32)
      throw new Error(`APP_SECRET_PREVIOUS: secret ${index + 1} must be at least 32 characters long.`);
  }
  return { current: await loadSecret(options), previous };
}

async function loadSecret(options: { appSecret?: string; dataDir: string; databaseUrl?: string }): Promise<string> {
  if (options.appSecret) {
    if (options.appSecret.length < 32) throw new Error("APP_SECRET must be at least 32 characters long.");
    return options.appSecret;
  }
  if (options.databaseUrl)
    throw new Error("APP_SECRET is required with DATABASE_URL: every instance must sign links with the same secret.");
  const file = path.join(options.dataDir, "secret");
  try {
    return (await readFile(file, "utf8")).trim();
  } catch {
    await mkdir(options.dataDir, { recursive: true });
    const secret = randomBytes(32).toString("base64url");
    await writeFile(file, `${secret}\n`, { mode: 0o600, flag: "wx" }).catch(async () => undefined);
    return (await readFile(file, "utf8")).trim();
  }
}
