/**
 * Signed, expiring links for double opt-in and unsubscribe:
 * base64url(JSON payload) + "." + base64url(HMAC-SHA256). Tampering with any
 * byte, or using a token for another purpose, fails verification.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

export type TokenPurpose = "confirm" | "unsubscribe";

interface Payload {
  readonly e: string;
  readonly p: TokenPurpose;
  /** Expiry, epoch seconds (0: never). */
  readonly x: number;
}

export const CONFIRM_TTL_SECONDS = 7 * 24 * 3600;

export class Tokens {
  constructor(private readonly secret: string) {}

  sign(email: string, purpose: TokenPurpose, ttlSeconds = purpose === "confirm" ? CONFIRM_TTL_SECONDS : 0, now = Date.now()): string {
    const payload: Payload = { e: email, p: purpose, x: ttlSeconds ? Math.floor(now / 1000) + ttlSeconds : 0 };
    const body = Buffer.from(JSON.stringify(payload)).toString("base64url");
    return `${body}.${this.mac(body)}`;
  }

  /** The e-mail address of a valid token, or why it is not valid. */
  verify(token: unknown, purpose: TokenPurpose, now = Date.now()): { email: string } | { error: "invalid" | "expired" } {
    if (typeof token !== "string" || token.length > 1000) return { error: "invalid" };
    const [body, mac] = token.split(".");
    if (!body || !mac) return { error: "invalid" };
    const expected = Buffer.from(this.mac(body));
    const given = Buffer.from(mac);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { error: "invalid" };
    let payload: Payload;
    try {
      payload = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as Payload;
    } catch {
      return { error: "invalid" };
    }
    if (payload.p !== purpose || typeof payload.e !== "string") return { error: "invalid" };
    if (payload.x && payload.x * 1000 < now) return { error: "expired" };
    return { email: payload.e };
  }

  private mac(body: string): string {
    return createHmac("sha256", this.secret).update(body).digest("base64url");
  }
}

/**
 * APP_SECRET when set. Otherwise, with the embedded database only, a random
 * secret kept in DATA_DIR so links keep working across restarts; several
 * instances sharing PostgreSQL must share APP_SECRET.
 */
export async function loadSecret(options: { appSecret?: string; dataDir: string; databaseUrl?: string }): Promise<string> {
  if (options.appSecret) {
    if (options.appSecret.length < 32) throw new Error("APP_SECRET must be at least 32 characters long.");
    return options.appSecret;
  }
  if (options.databaseUrl) throw new Error("APP_SECRET is required with DATABASE_URL: every instance must sign links with the same secret.");
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
