/**
 * What the team workspace's end-to-end tests share (decision 026): reading the mails the site sent from the test
 * SMTP server, signing in through the pages, and a signed-in browser per role, made once and reused.
 *
 * TEAM_OWNER_EMAIL may ask for only 5 sign-in mails in 15 minutes, so the owner signs in through the pages once per
 * run: the session is kept in a file that every worker reads (a worker that starts again after a failure too).
 * The other roles are members each worker invites under addresses of its own, and sign in through the pages once.
 */
import { existsSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { APIRequestContext, Browser, BrowserContext, CDPSession, Page } from "@playwright/test";
import { MIN_FILL_MS, type LeadFormName } from "../../app/shared/lead-options";
import { openRoles } from "../../content";
import { expect, test as base } from "./fixtures";
import { port, smtpSink, TEAM_OWNER_EMAIL, teamStateDir } from "./servers";

export const BASE_URL = `http://127.0.0.1:${port}`;
export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 390, height: 844 };

/** A mail as the test SMTP server received it (tests/smtp-sink.ts). */
export interface SentMail {
  readonly to: readonly string[];
  readonly replyTo: readonly string[];
  readonly subject: string;
  readonly text: string;
  readonly date: string;
}

/** An address no other test uses. */
export const uniqueEmail = (label: string) =>
  `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@alphai.test`;

/** The mails sent to `to` so far, oldest first. */
export async function mailsTo(request: APIRequestContext, to: string): Promise<SentMail[]> {
  const response = await request.get(`${smtpSink.url}/messages?to=${encodeURIComponent(to)}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as SentMail[];
}

/** Waits for a mail to `to` after the first `count` whose subject matches (the outbox delivers within a second or two). */
export async function nextMail(
  request: APIRequestContext,
  to: string,
  count: number,
  subject: RegExp = /./,
): Promise<SentMail> {
  let found: SentMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(request, to)).slice(count).find((mail) => subject.test(mail.subject));
        return found !== undefined;
      },
      { timeout: 20_000, intervals: [200, 300, 500] },
    )
    .toBe(true);
  return found!;
}

/** The sign-in link (its path and query, for this server) and the code of a sign-in mail. */
export function signInMailParts(mail: SentMail): { link: string; code: string } {
  const link = /https?:\/\/[^/\s]+(\/team\/sign-in\?token=[\w-]+)/.exec(mail.text)?.[1];
  // The code is in the text only: a subject shows on lock screens and in notifications.
  const code = /code[^\d]*(\d{6})/i.exec(mail.text)?.[1];
  if (!link || !code) throw new Error(`not a sign-in mail: ${mail.subject}`);
  return { link, code };
}

/** Asks for a sign-in mail at /team/sign-in (the page is open there) and returns it. */
export async function askForSignInMail(page: Page, email: string): Promise<SentMail> {
  const before = (await mailsTo(page.request, email)).length;
  await page.getByLabel("Work e-mail address").fill(email);
  await page.getByRole("button", { name: "E-mail me a sign-in link" }).click();
  await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
  return nextMail(page.request, email, before, /^Sign in to Alphai's team workspace$/);
}

/** Signs in through the pages with the code from the mail, from `path` (a screen of the workspace). */
export async function signInWithCode(page: Page, email: string, path = "/team"): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole("heading", { name: "Sign in", level: 1 })).toBeVisible();
  const mail = await askForSignInMail(page, email);
  await page.getByLabel("Code from the e-mail").fill(signInMailParts(mail).code);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  // The workspace's frame (its navigation is behind the menu button on a phone).
  await expect(page.getByRole("banner").getByRole("link", { name: "Alphai Team" })).toBeVisible();
}

/**
 * Starts listening to what the page's live regions say (status, alert, aria-live), each change of a region's text
 * once, as a screen reader reads it; returns a function that gives what was said so far, in order, each as
 * "<region>: <text>", the region named by its id (the workspace's announcer is `announcer`) or else its role.
 */
export async function watchLiveRegions(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const said: string[] = [];
    const last = new Map<Element, string>();
    new MutationObserver((records) => {
      for (const record of records) {
        const node = record.target instanceof Element ? record.target : record.target.parentElement;
        const region = node?.closest('[role="status"], [role="alert"], [aria-live]');
        const text = region?.textContent ?? "";
        if (!region || last.get(region) === text) continue;
        last.set(region, text);
        if (text) said.push(`${region.id || region.getAttribute("role") || "live"}: ${text}`);
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
    (window as unknown as { said: string[] }).said = said;
  });
  return () => page.evaluate(() => (window as unknown as { said: string[] }).said);
}

/** Every state-changing API call must come from the site's own origin (the browser sends it; a test client says it). */
export const sameOrigin = { Origin: new URL(BASE_URL).origin };

/** The owner invites a member with this role through the API (the members test does it through the page). */
export async function invite(
  owner: APIRequestContext,
  email: string,
  role: "owner" | "sales" | "recruiting",
  name = "",
): Promise<number> {
  const response = await owner.post("/api/team/members", {
    data: { email, role, ...(name ? { name } : {}) },
    headers: sameOrigin,
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { member: { id: number } }).member.id;
}

/**
 * A member the owner has just invited (at a fresh address made from `label`) and a new browser for them, not signed
 * in yet: its context, which the test closes, and a page. `baseURL` is for a browser that must reach the site by
 * another host name (WebAuthn needs a domain).
 */
export async function newMemberBrowser(
  browser: Browser,
  owner: BrowserContext,
  member: { label: string; role: "sales" | "recruiting"; name?: string; baseURL?: string },
): Promise<{ email: string; context: BrowserContext; page: Page }> {
  const email = uniqueEmail(member.label);
  await invite(owner.request, email, member.role, member.name);
  const context = await browser.newContext({ baseURL: member.baseURL ?? BASE_URL });
  return { email, context, page: await context.newPage() };
}

/** Chromium's virtual authenticator (CDP WebAuthn): a platform passkey with user verification, as a phone or laptop has. */
export async function virtualAuthenticator(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return cdp;
}

/** The code of a "confirm it is you" mail (server/team/step-up.ts). */
export function stepUpCode(mail: SentMail): string {
  const code = /code[^\d]*(\d{6})/i.exec(mail.text)?.[1];
  if (!code) throw new Error(`not a step-up mail: ${mail.subject}`);
  return code;
}

/**
 * A session counts as fresh for a test for this long after its member last proved it was them: the test then has
 * four minutes or more of the server's 10-minute window for its sensitive actions (server/team/step-up.ts).
 */
const FRESH_MS = 6 * 60_000;

async function freshSession(request: APIRequestContext): Promise<boolean> {
  const answer = await request.get("/api/team/sessions");
  expect(answer.status()).toBe(200);
  const { sessions } = (await answer.json()) as { sessions: { current: boolean; verifiedAt: string }[] };
  const current = sessions.find((session) => session.current);
  return current !== undefined && Date.now() - Date.parse(current.verifiedAt) < FRESH_MS;
}

/**
 * Makes the signed-in session of `request` (the run's shared owner) recently verified, as its member would: a code by
 * mail, typed in. One worker at a time (they share the session and its mailbox); a session verified meanwhile by
 * another worker is left as it is.
 */
async function ensureRecentSignIn(request: APIRequestContext, email: string): Promise<void> {
  await onceAtATime(
    "step-up",
    async () => ((await freshSession(request)) ? true : undefined),
    async () => {
      const before = (await mailsTo(request, email)).length;
      const asked = await request.post("/api/team/step-up/email", { headers: sameOrigin });
      expect(asked.status(), await asked.text()).toBe(202);
      const code = stepUpCode(await nextMail(request, email, before, /confirm it is you/i));
      const confirmed = await request.post("/api/team/step-up/code", { headers: sameOrigin, data: { code } });
      expect(confirmed.status(), await confirmed.text()).toBe(200);
      return true;
    },
  );
}

/** The run's directory of saved sessions (made once by the runner, shared by its workers). */
const stateDir = () => teamStateDir;

/**
 * What `ready()` finds; else what `work()` makes, in one worker at a time (an exclusive lock file in the run's state
 * directory; one older than a minute is a worker that died holding it), `ready()` being asked again under the lock.
 * Throws after a minute of waiting.
 */
async function onceAtATime<T>(name: string, ready: () => Promise<T | undefined>, work: () => Promise<T>): Promise<T> {
  const lock = path.join(stateDir(), `${name}.lock`);
  for (let waited = 0; waited < 60_000; waited += 250) {
    const found = await ready();
    if (found !== undefined) return found;
    try {
      if (existsSync(lock) && Date.now() - statSync(lock).mtimeMs > 60_000) rmSync(lock);
      writeFileSync(lock, String(process.pid), { flag: "wx" });
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
      continue;
    }
    try {
      return (await ready()) ?? (await work());
    } finally {
      rmSync(lock, { force: true });
    }
  }
  throw new Error(`${name}: still waiting for another worker after a minute`);
}

/**
 * A file of the owner's signed-in browser: the first worker to need it signs in through the pages, the others wait
 * for its file (two sign-ins at once would each read the other's code from the mailbox they share).
 */
async function ownerState(browser: Browser): Promise<string> {
  const file = path.join(stateDir(), "owner.json");
  return onceAtATime(
    "owner",
    async () => (existsSync(file) && (await alive(browser, file)) ? file : undefined),
    () => signedInState(browser, TEAM_OWNER_EMAIL, file),
  );
}

async function alive(browser: Browser, file: string): Promise<boolean> {
  const context = await browser.newContext({ storageState: file, baseURL: BASE_URL });
  const ok = (await context.request.get("/api/team/me")).ok();
  await context.close();
  return ok;
}

async function signedInState(browser: Browser, email: string, file: string): Promise<string> {
  const context = await browser.newContext({ baseURL: BASE_URL });
  const page = await context.newPage();
  await signInWithCode(page, email);
  await context.storageState({ path: file });
  await context.close();
  return file;
}

export interface Member {
  readonly email: string;
  readonly id: number;
  /** The file of a browser signed in as this member. */
  readonly state: string;
}

interface TeamFixtures {
  /** A browser context signed in as the owner (TEAM_OWNER_EMAIL). */
  owner: BrowserContext;
  sales: BrowserContext;
  recruiter: BrowserContext;
}

interface TeamWorkerFixtures {
  ownerFile: string;
  salesMember: Member;
  recruiterMember: Member;
}

async function workerMember(
  browser: Browser,
  ownerFile: string,
  role: "sales" | "recruiting",
  workerIndex: number,
): Promise<Member> {
  const email = uniqueEmail(`${role}-w${workerIndex}`);
  const owner = await browser.newContext({ storageState: ownerFile, baseURL: BASE_URL });
  await ensureRecentSignIn(owner.request, TEAM_OWNER_EMAIL);
  const id = await invite(
    owner.request,
    email,
    role,
    role === "sales" ? `Sam Sales ${workerIndex}` : `Rita Recruiter ${workerIndex}`,
  );
  await owner.close();
  const state = await signedInState(browser, email, path.join(stateDir(), `${role}-${workerIndex}-${Date.now()}.json`));
  return { email, id, state };
}

/** The test with signed-in browsers per role (`provide` is Playwright's `use`, named so the React hooks rules leave it be). */
export const test = base.extend<TeamFixtures, TeamWorkerFixtures>({
  ownerFile: [async ({ browser }, provide) => provide(await ownerState(browser)), { scope: "worker" }],
  salesMember: [
    async ({ browser, ownerFile }, provide, workerInfo) =>
      provide(await workerMember(browser, ownerFile, "sales", workerInfo.workerIndex)),
    { scope: "worker" },
  ],
  recruiterMember: [
    async ({ browser, ownerFile }, provide, workerInfo) =>
      provide(await workerMember(browser, ownerFile, "recruiting", workerInfo.workerIndex)),
    { scope: "worker" },
  ],
  owner: async ({ browser, ownerFile }, provide) => {
    const context = await browser.newContext({ storageState: ownerFile, baseURL: BASE_URL });
    // The owner's tests invite, change roles, remove and erase: the shared session is kept recently verified.
    await ensureRecentSignIn(context.request, TEAM_OWNER_EMAIL);
    await provide(context);
    await context.close();
  },
  sales: async ({ browser, salesMember }, provide) => {
    const context = await browser.newContext({ storageState: salesMember.state, baseURL: BASE_URL });
    await provide(context);
    await context.close();
  },
  recruiter: async ({ browser, recruiterMember }, provide) => {
    const context = await browser.newContext({ storageState: recruiterMember.state, baseURL: BASE_URL });
    await provide(context);
    await context.close();
  },
});
export { expect };

/** Form tokens of the public forms, each old enough to be accepted (fetched once per worker; reusable for a day). */
const formTokens = new Map<LeadFormName, Promise<string>>();
function formToken(request: APIRequestContext, form: LeadFormName): Promise<string> {
  let token = formTokens.get(form);
  if (!token) {
    token = (async () => {
      const { token: value } = (await (await request.get(`/api/form-token?form=${form}`)).json()) as { token: string };
      await new Promise((resolve) => setTimeout(resolve, MIN_FILL_MS[form] + 100));
      return value;
    })();
    formTokens.set(form, token);
  }
  return token;
}

/** A lead, sent as the contact form sends it (the page itself is used where the test is about it); its id. */
export async function sendContact(
  request: APIRequestContext,
  lead: {
    name: string;
    email: string;
    company?: string;
    phone?: string;
    message?: string;
    service?: string;
    locale?: "en" | "de";
  },
): Promise<number> {
  const response = await request.post("/api/contact", {
    data: {
      message: "We would like an app for our field technicians, offline first.",
      consent: true,
      ...lead,
      formToken: await formToken(request, "contact"),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** The contact form filled in and sent on /contactus as a visitor would, in the page's tab (its session storage kept). */
export async function sendContactForm(
  page: Page,
  lead: { name: string; email: string; message: string },
): Promise<void> {
  await page.goto("/contactus");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  const form = page.locator("form.contact-form");
  await form.getByLabel("Name *").fill(lead.name);
  await form.getByLabel("Work e-mail *").fill(lead.email);
  await form.getByLabel("Message *").fill(lead.message);
  await form.getByRole("checkbox").check();
  await page.waitForTimeout(MIN_FILL_MS.contact);
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(form.getByRole("status")).toHaveText(/Thank you/);
}

/** A job application with a CV, sent as the role page's form sends it. */
export async function sendApplication(
  request: APIRequestContext,
  applicant: { name: string; email: string; cv: Buffer; cvName?: string },
): Promise<void> {
  const [role] = openRoles(new Date());
  const response = await request.post("/api/applications", {
    headers: { Accept: "application/json" },
    multipart: {
      role: role!.slug,
      name: applicant.name,
      email: applicant.email,
      consent: "yes",
      formToken: await formToken(request, "application"),
      cv: { name: applicant.cvName ?? "cv.pdf", mimeType: "application/pdf", buffer: applicant.cv },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}
