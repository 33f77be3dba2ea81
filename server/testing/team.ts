/**
 * The team workspace's tests' browser: `app.inject` with a cookie jar, the site's origin on every request (the gate
 * refuses a state change without it) and a User-Agent, so sign-in, rotation and sign-out are tested as a browser
 * sees them. Mails are read from the outbox, as the member would read them: no back door into the sign-in.
 */
import { and, desc, eq } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { outbox, teamMembers, type TeamRole } from "../db/schema";
import { createSession } from "../team/session";

const SITE_ORIGIN = "https://www.alphai.test";
const CHROME_ON_LINUX =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

type Method = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

export class TestBrowser {
  readonly cookies = new Map<string, string>();

  constructor(
    readonly app: FastifyInstance,
    readonly userAgent = CHROME_ON_LINUX,
    /** The client's address as the server sees it (rate limits are per client). */
    readonly remoteAddress = "127.0.0.1",
  ) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  async request(
    method: Method,
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    const response = await this.app.inject({
      method,
      url,
      remoteAddress: this.remoteAddress,
      headers: {
        origin: SITE_ORIGIN,
        "user-agent": this.userAgent,
        ...(this.cookies.size ? { cookie: this.cookieHeader } : {}),
        ...headers,
      },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
    for (const cookie of response.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const cleared =
        cookie.value === "" ||
        cookie.maxAge === 0 ||
        (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now());
      if (cleared) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  get = (url: string) => this.request("GET", url);
  post = (url: string, payload?: unknown) => this.request("POST", url, payload ?? {});
  patch = (url: string, payload: unknown) => this.request("PATCH", url, payload);
  put = (url: string, payload: unknown) => this.request("PUT", url, payload);
  delete = (url: string) => this.request("DELETE", url);
}

/** The newest team sign-in mail to an address, with its link's token and its code as the member reads them. */
export async function readSignInMail(
  app: FastifyInstance,
  email: string,
): Promise<{ token: string; code: string; link: string; text: string } | undefined> {
  const [mail] = await app.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, "team-sign-in"), eq(outbox.to, email)))
    .orderBy(desc(outbox.id))
    .limit(1);
  if (!mail) return undefined;
  const link = /https?:\/\/\S+\/team\/sign-in\?token=([A-Za-z0-9_-]+)/.exec(mail.text);
  const code = /code[^:\n]*:\s*(\d{6})\b/.exec(mail.text);
  if (!link || !code) throw new Error(`a team sign-in mail without a link or a code:\n${mail.text}`);
  return { link: link[0], token: link[1]!, code: code[1]!, text: mail.text };
}

/** Signs a browser in through the e-mail flow (asks, reads the mail, types the code); answers the member. */
export async function signInByEmail(
  browser: TestBrowser,
  email: string,
): Promise<{ id: number; email: string; name: string; role: TeamRole }> {
  const asked = await browser.post("/api/team/sign-in/email", { email });
  if (asked.statusCode !== 200) throw new Error(`asking to sign in answered ${asked.statusCode}: ${asked.body}`);
  const mail = await readSignInMail(browser.app, email);
  if (!mail) throw new Error(`no sign-in mail to ${email}`);
  const signedIn = await browser.post("/api/team/sign-in/code", { code: mail.code });
  if (signedIn.statusCode !== 200) throw new Error(`the code answered ${signedIn.statusCode}: ${signedIn.body}`);
  return (signedIn.json() as { member: { id: number; email: string; name: string; role: TeamRole } }).member;
}

/** A member put on the team directly (test setup, not the behaviour under test), and a browser signed in as them. */
export async function memberWithSession(
  app: FastifyInstance,
  email: string,
  role: TeamRole,
  name = email.split("@")[0]!,
): Promise<{ id: number; browser: TestBrowser; cookie: string }> {
  const [row] = await app.database.db
    .insert(teamMembers)
    .values({ email, name, role })
    .returning({ id: teamMembers.id });
  const value = await createSession(app.database.db, row!.id, "email", "Test");
  const browser = new TestBrowser(app);
  browser.cookies.set("__Host-alphai-team", value);
  return { id: row!.id, browser, cookie: value };
}
