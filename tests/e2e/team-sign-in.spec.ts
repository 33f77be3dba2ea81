/**
 * Signing in to the team workspace (decision 026) through its pages: the mailed link and the code (read from the
 * test SMTP server, as a member reads their mail), a passkey through Chromium's virtual authenticator, the return
 * to the screen asked for, and the ends of a session (sign-out, removal) and of a cross-site request.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { dataDir, siteEnv } from "./servers";
import { COMMAND_NODE_FLAGS } from "../../server/db/command-flags";
import {
  askForSignInMail,
  BASE_URL,
  expect,
  invite,
  mailsTo,
  newMemberBrowser,
  nextMail,
  sameOrigin,
  signInMailParts,
  signInWithCode,
  test,
  uniqueEmail,
  virtualAuthenticator,
  watchLiveRegions,
} from "./team-helpers";

test.describe("signing in to the workspace", () => {
  test("a signed-out visitor of a screen gets the sign-in, and the mailed link brings them back to that screen", async ({
    browser,
    owner,
  }) => {
    const { email, context, page } = await newMemberBrowser(browser, owner, {
      label: "link",
      role: "recruiting",
      name: "Lina Link",
    });
    await page.goto("/team/applications?status=received");
    await expect(page).toHaveURL(/\/team\/sign-in\?next=%2Fapplications%3Fstatus%3Dreceived$/);
    await expect(page.getByRole("heading", { name: "Sign in", level: 1 })).toBeVisible();
    // Nothing of the workspace is shown, and its API answers 401.
    await expect(page.getByRole("navigation", { name: "Workspace" })).toHaveCount(0);
    expect((await page.request.get("/api/team/applications")).status()).toBe(401);

    const mail = await askForSignInMail(page, email);
    const { link, code } = signInMailParts(mail);
    expect(mail.subject).not.toContain(code);
    await page.goto(link);
    await expect(page).toHaveURL(/\/team\/applications\?status=received$/);
    await expect(page.getByRole("heading", { name: "Applications", level: 1 })).toBeVisible();
    await expect(page.getByText("Lina Link", { exact: true })).toBeVisible();
    // The token left the history, and the link works once.
    await page.goBack();
    await expect(page).not.toHaveURL(/token=/);
    const token = new URL(link, BASE_URL).searchParams.get("token");
    const again = await page.request.post("/api/team/sign-in/link", { data: { token }, headers: sameOrigin });
    expect(again.status()).toBe(400);
    await context.close();
  });

  test("the operator prints a sign-in link on the server while it runs, and it signs the member in in a browser that never asked", async ({
    browser,
    owner,
  }) => {
    const { email, context, page } = await newMemberBrowser(browser, owner, {
      label: "operator",
      role: "sales",
      name: "Otto Operator",
    });
    // The operator's command, in a terminal on the server: on the embedded database, through the running server.
    const { stdout } = await promisify(execFile)(
      process.execPath,
      // As the build compiled it (decision 040): through tsx the command took seconds more on a loaded machine.
      [...COMMAND_NODE_FLAGS, "--enable-source-maps", "build/node/cli/team.js", "sign-in-link", email],
      {
        env: { ...process.env, ...siteEnv, DATA_DIR: dataDir },
        encoding: "utf8",
      },
    );
    const link = /^\S+\/team\/sign-in\?token=\S+$/m.exec(stdout)?.[0];
    expect(link, stdout).toBeDefined();
    const url = new URL(link!);
    await page.goto(`${url.pathname}${url.search}`);
    await expect(page).toHaveURL(/\/team\/leads$/);
    await expect(page.getByRole("banner").getByText("Otto Operator", { exact: true })).toBeVisible();
    await page.goto("/team/account");
    await expect(page.getByRole("listitem").filter({ hasText: "This browser" })).toContainText(
      "Signed in with a link from the server's operator",
    );
    // Once.
    const again = await context.request.post("/api/team/sign-in/link", {
      data: { token: url.searchParams.get("token") },
      headers: sameOrigin,
    });
    expect(again.status()).toBe(400);
    await context.close();
  });

  test("a member signs the sessions of two other browsers out from the account page, told once each time", async ({
    browser,
    owner,
  }) => {
    const email = uniqueEmail("sessions");
    await invite(owner.request, email, "sales", "Sven Sessions");
    const contexts = await Promise.all([1, 2, 3].map(() => browser.newContext({ baseURL: BASE_URL })));
    const [here, ...elsewhere] = await Promise.all(contexts.map((context) => context.newPage()));
    // One after another: each sign-in reads its own code from the member's mailbox.
    for (const page of [...elsewhere, here]) await signInWithCode(page!, email);
    await here!.goto("/team/account");
    const said = await watchLiveRegions(here!);
    const signOut = here!
      .getByRole("region", { name: "Where you are signed in" })
      .getByRole("button", { name: "Sign out this session" });
    await expect(signOut).toHaveCount(2);
    await signOut.first().click();
    await expect(signOut).toHaveCount(1);
    await signOut.first().click();
    await expect(signOut).toHaveCount(0);
    // Read out by the sessions' status region, and only there.
    const twice = ["status: That session is signed out.", "status: That session is signed out."];
    await expect.poll(said).toEqual(twice);
    for (const page of elsewhere) expect((await page.request.get("/api/team/me")).status()).toBe(401);
    expect((await here!.request.get("/api/team/me")).status()).toBe(200);
    // Nothing more was said since (the workspace's announcer speaks 60 ms after it is asked to).
    expect(await said()).toEqual(twice);
    await Promise.all(contexts.map((context) => context.close()));
  });

  test("the code from the mail signs in; a wrong one is refused next to the field", async ({ browser, owner }) => {
    const { email, context, page } = await newMemberBrowser(browser, owner, { label: "code", role: "sales" });
    await page.goto("/team/sign-in");
    const mail = await askForSignInMail(page, email);
    const { code } = signInMailParts(mail);
    const field = page.getByLabel("Code from the e-mail");
    await field.fill(code === "000000" ? "111111" : "000000");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator(`#${(await field.getAttribute("aria-describedby"))!.split(" ").at(-1)}`)).toHaveText(
      /not right/,
    );
    await field.fill(code);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    // A sales member lands on the leads, and the navigation offers only what the role may use.
    await expect(page).toHaveURL(/\/team\/leads$/);
    const nav = page.getByRole("navigation", { name: "Workspace" });
    await expect(nav.getByRole("link")).toHaveText(["Leads", "My day", "Subscribers", "Your account"]);
    await context.close();
  });

  test("a link opened in another browser is refused with what to do; an unknown address gets the same answer and no mail", async ({
    browser,
    owner,
  }) => {
    const {
      email,
      context: asking,
      page: askingPage,
    } = await newMemberBrowser(browser, owner, { label: "other-browser", role: "sales" });
    await askingPage.goto("/team/sign-in");
    const { link } = signInMailParts(await askForSignInMail(askingPage, email));

    const other = await browser.newContext({ baseURL: BASE_URL });
    const otherPage = await other.newPage();
    await otherPage.goto(link);
    const alert = otherPage.getByRole("alert");
    await expect(alert).toContainText("only in the browser where it was asked for");
    await expect(otherPage.getByLabel("Work e-mail address")).toBeVisible();
    expect((await otherPage.request.get("/api/team/me")).status()).toBe(401);

    const stranger = uniqueEmail("stranger");
    await otherPage.getByLabel("Work e-mail address").fill(stranger);
    await otherPage.getByRole("button", { name: "E-mail me a sign-in link" }).click();
    await expect(otherPage.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
    await expect(otherPage.getByText(/If this address belongs to a member of the team/)).toBeVisible();
    // A mail to a member arrives within a second or two (the tests wait on it); none comes for a stranger.
    await otherPage.waitForTimeout(2500);
    expect(await mailsTo(otherPage.request, stranger)).toEqual([]);
    await asking.close();
    await other.close();
  });

  test("signing out ends the session: the old cookie gets 401, and the pages show the sign-in", async ({
    browser,
    owner,
  }) => {
    const { email, context, page } = await newMemberBrowser(browser, owner, { label: "sign-out", role: "sales" });
    await signInWithCode(page, email);
    const cookie = (await context.cookies()).find((entry) => entry.name === "alphai-team");
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe("Lax");
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/team\/sign-in\?signed-out=1$/);
    await expect(page.getByRole("status").filter({ hasText: "You are signed out." })).toBeVisible();
    const replay = await page.request.get("/api/team/me", { headers: { Cookie: `alphai-team=${cookie!.value}` } });
    expect(replay.status()).toBe(401);
    await page.goto("/team/leads");
    await expect(page).toHaveURL(/\/team\/sign-in\?next=%2Fleads$/);
    await context.close();
  });

  test("a session that ends while a screen is open: the next action leads to the sign-in, and back to that screen", async ({
    browser,
    owner,
  }) => {
    const { email, context, page } = await newMemberBrowser(browser, owner, { label: "ended", role: "sales" });
    await signInWithCode(page, email, "/team/account");
    await expect(page.getByRole("heading", { name: "Your account", level: 1 })).toBeVisible();
    // Signed out elsewhere (another tab): this screen does not know yet.
    expect((await page.request.post("/api/team/sign-out", { headers: sameOrigin })).ok()).toBe(true);
    await page.getByLabel("Name of the new passkey").fill("Laptop");
    await page.getByRole("button", { name: "Add a passkey" }).click();
    // The sign-in names the screen by the workspace's own path (not /team/account, which would lead to /team/team/…).
    await expect(page).toHaveURL(/\/team\/sign-in\?next=%2Faccount$/);
    const mail = await askForSignInMail(page, email);
    await page.getByLabel("Code from the e-mail").fill(signInMailParts(mail).code);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(/\/team\/account$/);
    await expect(page.getByRole("heading", { name: "Your account", level: 1 })).toBeVisible();
    await context.close();
  });

  test("a state-changing request from another site is refused (403), even with a live session", async ({ owner }) => {
    const lead = await owner.request.get("/api/team/leads?limit=1");
    expect(lead.status()).toBe(200);
    const evil = { Origin: "https://evil.example" };
    expect((await owner.request.post("/api/team/sign-out", { headers: evil })).status()).toBe(403);
    expect(
      (
        await owner.request.post("/api/team/members", {
          headers: evil,
          data: { email: uniqueEmail("csrf"), role: "owner" },
        })
      ).status(),
    ).toBe(403);
    expect(
      (await owner.request.post("/api/team/erase", { headers: evil, data: { email: "anyone@example.org" } })).status(),
    ).toBe(403);
    // No Origin and no Sec-Fetch-Site: refused too. The same request from the site's own origin passes the check.
    expect(
      (await owner.request.post("/api/team/erase/preview", { data: { email: "anyone@example.org" } })).status(),
    ).toBe(403);
    expect(
      (
        await owner.request.post("/api/team/erase/preview", {
          headers: sameOrigin,
          data: { email: "anyone@example.org" },
        })
      ).status(),
    ).toBe(200);
    // The session survived all of it.
    expect((await owner.request.get("/api/team/me")).status()).toBe(200);
  });
});

test.describe("passkeys", () => {
  test("a member adds a passkey on the account screen and signs in with it, without an e-mail", async ({
    browser,
    owner,
  }) => {
    // WebAuthn needs a domain for the relying party, not an IP address: this browser uses the server as localhost.
    const { email, context, page } = await newMemberBrowser(browser, owner, {
      label: "passkey",
      role: "recruiting",
      name: "Paula Passkey",
      baseURL: BASE_URL.replace("127.0.0.1", "localhost"),
    });
    await virtualAuthenticator(page);
    await signInWithCode(page, email, "/team/account");
    await expect(page.getByRole("heading", { name: "Your account", level: 1 })).toBeVisible();
    await expect(page.getByText("You have no passkey yet.")).toBeVisible();
    const mailsBefore = (await mailsTo(page.request, email)).length;
    // Just signed in: no check asked before adding it.
    await page.getByLabel("Name of the new passkey").fill("Test laptop");
    await page.getByRole("button", { name: "Add a passkey" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Passkey “Test laptop” added." })).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: "Test laptop" })).toContainText("not used yet");
    // The member is told over SMTP, with where to look if it was not them.
    const notice = await nextMail(page.request, email, mailsBefore, /passkey was added/);
    expect(notice.text).toContain("“Test laptop”");
    expect(notice.text).toMatch(/http:\/\/localhost:\d+\/team\/account/);

    await page.getByRole("button", { name: "Sign out" }).first().click();
    await expect(page).toHaveURL(/\/team\/sign-in/);
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await expect(page).toHaveURL(/\/team\/applications$/);
    await page.goto("/team/account");
    await expect(page.getByRole("listitem").filter({ hasText: "Test laptop" })).toContainText("last used");
    await expect(page.getByRole("listitem").filter({ hasText: "This browser" })).toContainText(
      "Signed in with a passkey",
    );
    await context.close();
  });
});
