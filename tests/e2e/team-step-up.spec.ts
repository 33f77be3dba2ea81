/**
 * Step-up in the workspace (decision 035): an owner whose sign-in is older than 10 minutes invites a member, changes
 * a role and removes a passkey; each time the workspace asks them to confirm it is them, in place (a code by mail, a
 * passkey through Chromium's virtual authenticator), and the action then goes on. The notices of a passkey added or
 * removed and of a role changed arrive over SMTP.
 *
 * The server is a private one in this worker, on its own embedded database, so the test can make a sign-in
 * 11 minutes old (the one thing it does behind the pages). It is reached as localhost (WebAuthn needs a domain) and
 * sends its mail to the run's test SMTP server. The owner enters with a link printed for the operator.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../server/app";
import { readConfig, type ServerConfig } from "../../server/config";
import { teamSessions } from "../../server/db/schema";
import { freePort } from "../../server/testing/spawn";
import { issueOperatorLink } from "../../server/team/auth";
import { axeViolations, expect, test } from "./fixtures";
import { smtpSink } from "./servers";
import { mailsTo, nextMail, stepUpCode, uniqueEmail, virtualAuthenticator } from "./team-helpers";

// One server for the file's tests, which run in order in one worker.
test.describe.configure({ mode: "serial" });

const OWNER = uniqueEmail("step-up-owner");
let app: FastifyInstance;
let config: ServerConfig;
let origin: string;

test.beforeAll(async () => {
  // A fresh embedded database (initdb and every migration) and the build in memory: a wait, not a limit tested.
  test.setTimeout(150_000);
  const port = await freePort();
  config = readConfig({
    PORT: String(port),
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "alphai-step-up-")),
    LOG_LEVEL: "silent",
    SMTP_URL: `smtp://127.0.0.1:${smtpSink.smtpPort}`,
    TEAM_OWNER_EMAIL: OWNER,
    RATE_LIMIT_MAX: "10000",
  });
  app = await buildApp(config);
  await app.listen({ port, host: "127.0.0.1" });
  origin = `http://localhost:${port}`;
});

test.afterAll(async () => {
  await app?.close();
});

/** Every session's last sign-in or step-up, 11 minutes ago: what a session left open since the morning looks like. */
const signedInLongAgo = () =>
  app.database.db.update(teamSessions).set({ verifiedAt: sql`now() - interval '11 minutes'` });

test.use({ viewport: { width: 1280, height: 800 } });

test("an owner with an old sign-in invites a member after confirming with a code by mail; cancelling changes nothing", async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  const { link } = (await issueOperatorLink(app.database.db, config, OWNER))!;
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Leads", level: 1 })).toBeVisible();
  await signedInLongAgo();

  const invitee = uniqueEmail("step-up-invitee");
  await page.goto("/team/members");
  await page.getByLabel("E-mail address").fill(invitee);
  await page.getByLabel("Name (optional)").fill("Ines Invited");
  await page.getByRole("button", { name: "Send invitation" }).click();
  const dialog = page.getByRole("dialog", { name: "Confirm it’s you" });
  await expect(dialog).toBeVisible();
  // No passkey yet: a code by mail is the way, and it has the focus.
  await expect(dialog.getByRole("button", { name: "Use a passkey" })).toHaveCount(0);
  await expect(dialog.getByRole("button", { name: "E-mail me a code" })).toBeFocused();
  expect(await axeViolations(page, { extraTags: ["best-practice"] })).toEqual([]);

  const before = (await mailsTo(page.request, OWNER)).length;
  await dialog.getByRole("button", { name: "E-mail me a code" }).click();
  const code = dialog.getByLabel("Code from the e-mail");
  await expect(code).toBeFocused();
  await expect(dialog.getByRole("status")).toContainText(OWNER);
  const mail = await nextMail(page.request, OWNER, before, /confirm it is you/i);
  expect(mail.text).not.toMatch(/sign-in\?token=/);
  // A wrong code is said next to the field, and the dialog stays.
  const right = stepUpCode(mail);
  await code.fill(right === "000000" ? "111111" : "000000");
  await dialog.getByRole("button", { name: "Confirm" }).click();
  await expect(code).toHaveAttribute("aria-invalid", "true");
  await expect(dialog).toContainText("That code is not right");
  expect(await axeViolations(page, { extraTags: ["best-practice"] })).toEqual([]);
  await code.fill(right);
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  // The invitation went on as it was typed, and the form says so.
  await expect(page.getByRole("status").filter({ hasText: `Invitation sent to ${invitee} as Sales.` })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "Ines Invited" })).toBeVisible();
  await nextMail(page.request, invitee, 0, /invited/);

  // Later again: the role change is asked for, the member cancels, and nothing changes.
  await signedInLongAgo();
  await page.getByLabel("Role of Ines Invited").selectOption("recruiting");
  await page.getByRole("button", { name: "Change the role of Ines Invited" }).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("alert")).toContainText("Nothing was changed");
  await page.reload();
  await expect(page.getByLabel("Role of Ines Invited")).toHaveValue("sales");
  await context.close();
});

test("a passkey confirms it in place; passkeys added and removed and a role changed are announced by mail", async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  await virtualAuthenticator(page);
  const { link } = (await issueOperatorLink(app.database.db, config, OWNER))!;
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Leads", level: 1 })).toBeVisible();

  // Just signed in: the passkey is added without a check, and the owner is told.
  let before = (await mailsTo(page.request, OWNER)).length;
  await page.goto("/team/account");
  await page.getByLabel("Name of the new passkey").fill("Office laptop");
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Passkey “Office laptop” added." })).toBeVisible();
  const added = await nextMail(page.request, OWNER, before, /passkey was added/);
  expect(added.text).toContain("“Office laptop”");
  expect(added.text).toContain(`${origin}/team/account`);

  // Eleven minutes later, removing it asks for the passkey itself.
  await signedInLongAgo();
  await page.reload();
  before = (await mailsTo(page.request, OWNER)).length;
  await page.getByRole("button", { name: "Remove the passkey Office laptop" }).click();
  await page
    .getByRole("dialog", { name: "Remove the passkey “Office laptop”?" })
    .getByRole("button", {
      name: "Remove passkey",
    })
    .click();
  const stepUp = page.getByRole("dialog", { name: "Confirm it’s you" });
  await stepUp.getByRole("button", { name: "Use a passkey" }).click();
  await expect(stepUp).toBeHidden();
  await expect(page.getByText("You have no passkey yet.")).toBeVisible();
  const removed = await nextMail(page.request, OWNER, before, /passkey was removed/);
  expect(removed.text).toContain("“Office laptop”");
  // The session list shows when it was last confirmed.
  await expect(page.getByRole("listitem").filter({ hasText: "This browser" })).toContainText(
    "last confirmed it was you",
  );

  // A role changed within the window: no check, and the member is told.
  const member = (await page.request.get("/api/team/members").then((answer) => answer.json())) as {
    members: { email: string; name: string }[];
  };
  const ines = member.members.find((row) => row.name === "Ines Invited")!;
  const inesBefore = (await mailsTo(page.request, ines.email)).length;
  await page.goto("/team/members");
  await page.getByLabel("Role of Ines Invited").selectOption("recruiting");
  await page.getByRole("button", { name: "Change the role of Ines Invited" }).click();
  await expect(page.getByRole("dialog", { name: "Confirm it’s you" })).toBeHidden();
  const notice = await nextMail(page.request, ines.email, inesBefore, /role/);
  expect(notice.text).toContain("now Recruiting");
  expect(notice.text).toContain(`${origin}/team/account`);
  await context.close();
});
