/**
 * The workspace's roles end to end (decision 026): the owner invites a recruiter and manages members on the
 * members page; the recruiter reads applications and downloads a CV but is refused the leads; a sales member takes a
 * contact sent from /contactus from new to won with a note. Every permission is the server's (403), the pages only
 * hide what a role cannot use.
 */
import { readFile } from "node:fs/promises";
import { PDF } from "../../server/testing/cv-files";
import {
  BASE_URL,
  expect,
  invite,
  mailsTo,
  nextMail,
  sameOrigin,
  sendApplication,
  sendContactForm,
  signInWithCode,
  test,
  uniqueEmail,
  watchLiveRegions,
} from "./team-helpers";

/** A real PDF (it passes the type sniffing) that no other test uploads. */
const uniquePdf = (marker: string) =>
  Buffer.from(PDF.toString("latin1").replace("%PDF-1.4\n", `%PDF-1.4\n% ${marker}\n`), "latin1");

test.describe("roles", () => {
  test("the owner invites a recruiter, who sees the applications, downloads a CV identical to the upload, and is refused the leads", async ({
    browser,
    owner,
    request,
  }) => {
    const recruiterEmail = uniqueEmail("recruiter");
    const page = await owner.newPage();
    await page.goto("/team/members");
    await expect(page.getByRole("heading", { name: "Members", level: 1 })).toBeVisible();
    const invitations = (await mailsTo(request, recruiterEmail)).length;
    await page.getByLabel("E-mail address").fill(recruiterEmail);
    await page.getByLabel("Name (optional)").fill("Rhea Recruiter");
    await page.getByLabel("Role", { exact: true }).selectOption("recruiting");
    await page.getByRole("button", { name: "Send invitation" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: `Invitation sent to ${recruiterEmail} as Recruiting.` }),
    ).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: recruiterEmail })).toContainText("Rhea Recruiter");
    const invitation = await nextMail(request, recruiterEmail, invitations, /invited/i);
    expect(invitation.text).toContain("/team/sign-in");
    // Inviting the same address again says so, next to the form.
    await page.getByLabel("E-mail address").fill(recruiterEmail);
    await page.getByRole("button", { name: "Send invitation" }).click();
    await expect(page.getByRole("alert").filter({ hasText: /already/i })).toBeVisible();

    const applicant = uniqueEmail("applicant");
    const cv = uniquePdf(applicant);
    await sendApplication(request, { name: "Hira Khan", email: applicant, cv, cvName: "Hira Khan CV.pdf" });

    const context = await browser.newContext({ baseURL: BASE_URL, acceptDownloads: true });
    const recruiter = await context.newPage();
    await signInWithCode(recruiter, recruiterEmail, "/team/applications");
    await expect(recruiter.getByRole("navigation", { name: "Workspace" }).getByRole("link")).toHaveText([
      "Applications",
      "Job openings",
      "Your account",
    ]);
    await recruiter.getByLabel("Search name or e-mail").fill(applicant);
    await recruiter.getByRole("button", { name: "Apply filters" }).click();
    await expect(recruiter).toHaveURL(
      new RegExp(`/team/applications\\?q=${encodeURIComponent(applicant).replaceAll(".", "\\.")}$`),
    );
    await recruiter.getByRole("link", { name: "Hira Khan" }).click();
    await expect(recruiter.getByRole("heading", { name: "Hira Khan", level: 1 })).toBeVisible();
    await expect(recruiter.getByText(/deleted for good on/)).toBeVisible();
    const [download] = await Promise.all([
      recruiter.waitForEvent("download"),
      recruiter.getByRole("link", { name: /Download CV/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    expect((await readFile((await download.path())!)).equals(cv)).toBe(true);

    // The leads are not for recruiting: the API refuses them (403), and the page says so.
    expect(await recruiter.evaluate(() => fetch("/api/team/leads").then((response) => response.status))).toBe(403);
    await recruiter.goto("/team/leads");
    await expect(recruiter.getByRole("heading", { name: "No access to this screen", level: 1 })).toBeVisible();
    await expect(recruiter.getByText("Your role, Recruiting, does not include this screen.")).toBeVisible();
    await context.close();
  });

  test("a contact sent from /contactus is in the inbox at once, and a sales member takes it from new to won with a note", async ({
    page,
    sales,
  }) => {
    const email = uniqueEmail("contact");
    await sendContactForm(page, {
      name: "Nadia Contact",
      email,
      message: "We need a booking app for our twelve clinics, in German and English.",
    });

    const inbox = await sales.newPage();
    await inbox.goto(`/team/leads?q=${encodeURIComponent(email)}`);
    const row = inbox.getByRole("row").filter({ hasText: email });
    await expect(row).toContainText("Nadia Contact");
    await expect(row.getByRole("cell").getByText("New", { exact: true })).toBeVisible();
    await row.getByRole("link", { name: "Nadia Contact" }).click();
    await expect(inbox.getByRole("heading", { name: "Nadia Contact", level: 1 })).toBeVisible();
    await expect(inbox.getByText("We need a booking app for our twelve clinics")).toBeVisible();
    await expect(inbox.getByRole("link", { name: "Write a reply" })).toHaveAttribute("href", "#reply");

    // What the page's live regions say: a screen reader reads each outcome once.
    const said = await watchLiveRegions(inbox);
    const saved = `Saved: Won, Sam Sales ${test.info().workerIndex}.`;
    await inbox.getByLabel("Status").selectOption("won");
    await inbox.getByLabel("Assignee").selectOption({ label: `Sam Sales ${test.info().workerIndex}` });
    await inbox.getByRole("button", { name: "Save changes" }).click();
    await expect(inbox.getByRole("region", { name: "Handling" }).getByRole("status")).toHaveText(saved);
    // Saved again as it is: said again.
    await inbox.getByRole("button", { name: "Save changes" }).click();
    await expect.poll(said).toEqual([`status: ${saved}`, `status: ${saved}`]);
    await inbox.getByLabel("Add a note").fill("Signed: kick-off on Monday.");
    await inbox.getByRole("button", { name: "Add note" }).click();
    await expect(inbox.getByRole("listitem").filter({ hasText: "Signed: kick-off on Monday." })).toContainText(
      `Sam Sales ${test.info().workerIndex}`,
    );
    await expect.poll(said).toEqual([`status: ${saved}`, `status: ${saved}`, "announcer: Note added."]);

    // Stored: another look shows the same.
    await inbox.reload();
    await expect(inbox.getByLabel("Status")).toHaveValue("won");
    await expect(inbox.getByRole("listitem").filter({ hasText: "Signed: kick-off on Monday." })).toBeVisible();
    await inbox.goto(`/team/leads?status=won&assignee=me&q=${encodeURIComponent(email)}`);
    await expect(inbox.getByRole("row").filter({ hasText: email })).toContainText("Won");
  });

  test("the owner changes a member's role and removes another after a confirmation; the removed member's session ends at once", async ({
    browser,
    owner,
  }) => {
    const changing = uniqueEmail("role-change");
    const leaving = uniqueEmail("leaving");
    await invite(owner.request, changing, "recruiting", "Carl Change");
    await invite(owner.request, leaving, "sales", "Lea Leaving");
    const leaverContext = await browser.newContext({ baseURL: BASE_URL });
    const leaver = await leaverContext.newPage();
    await signInWithCode(leaver, leaving);
    const cookie = (await leaverContext.cookies()).find((entry) => entry.name === "alphai-team")!.value;

    const page = await owner.newPage();
    await page.goto("/team/members");
    await page.getByLabel("Role of Carl Change").selectOption("sales");
    await page.getByRole("button", { name: "Change the role of Carl Change" }).click();
    await expect(
      page.getByRole("status", { includeHidden: true }).filter({ hasText: "Carl Change is now Sales." }),
    ).toBeAttached();
    await page.reload();
    await expect(page.getByLabel("Role of Carl Change")).toHaveValue("sales");

    const remove = page.getByRole("button", { name: "Remove Lea Leaving" });
    await remove.click();
    const dialog = page.getByRole("dialog", { name: "Remove Lea Leaving?" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(remove).toBeFocused();
    await remove.click();
    await dialog.getByRole("button", { name: "Remove from the team" }).click();
    await expect(page.getByRole("button", { name: "Remove Lea Leaving" })).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Former members" })).toContainText("Lea Leaving");

    // Their session ended with the removal: the old cookie gets 401, their open page goes to the sign-in.
    expect((await owner.request.get("/api/team/me", { headers: { Cookie: `alphai-team=${cookie}` } })).status()).toBe(
      401,
    );
    await leaver.getByRole("link", { name: "Subscribers" }).click();
    await expect(leaver).toHaveURL(/\/team\/sign-in\?next=%2Fsubscribers$/);
    // And they cannot ask for a sign-in mail any more: the same answer as a stranger, no mail.
    expect(
      (
        await leaver.request.post("/api/team/sign-in/email", { data: { email: leaving }, headers: sameOrigin })
      ).status(),
    ).toBe(200);
    await leaverContext.close();
  });
});
