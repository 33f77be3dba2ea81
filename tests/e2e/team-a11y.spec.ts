/**
 * axe on every screen of the team workspace (decision 026) at 1280 and 390 px: lists full and empty, a detail, a
 * form showing its errors, a confirmation dialog open, the sign-in with its errors, and a screen the role may not use.
 */
import type { Page } from "@playwright/test";
import { PDF } from "../../server/testing/cv-files";
import { axeViolations } from "./fixtures";
import { BASE_URL, DESKTOP, expect, MOBILE, sendApplication, sendContact, test, uniqueEmail } from "./team-helpers";

/** The workspace is held to axe's best practices as well as WCAG 2.2 AA. */
const violations = (page: Page) => axeViolations(page, { extraTags: ["best-practice"] });

/** Opens a screen and waits until it has drawn its heading (the data has loaded). */
async function screen(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
}

async function expectClean(page: Page, what: string) {
  expect(await violations(page), what).toEqual([]);
}

for (const viewport of [DESKTOP, MOBILE]) {
  test.describe(`workspace axe at ${viewport.width}px`, () => {
    test.use({ viewport });

    test("the sign-in: asking, checking the inbox, a wrong code, a refused link", async ({ browser }) => {
      const context = await browser.newContext({ baseURL: BASE_URL, viewport });
      const page = await context.newPage();
      await screen(page, "/team/sign-in", "Sign in");
      await expectClean(page, "sign-in");
      await page.getByRole("button", { name: "E-mail me a sign-in link" }).click();
      await expect(page.getByLabel("Work e-mail address")).toHaveAttribute("aria-invalid", "true");
      await expectClean(page, "sign-in with an empty address");
      await page.getByLabel("Work e-mail address").fill(uniqueEmail("nobody"));
      await page.getByRole("button", { name: "E-mail me a sign-in link" }).click();
      await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
      await page.getByLabel("Code from the e-mail").fill("123456");
      await page.getByRole("button", { name: "Sign in", exact: true }).click();
      await expect(page.getByLabel("Code from the e-mail")).toHaveAttribute("aria-invalid", "true");
      await expectClean(page, "sign-in with a wrong code");
      await page.goto("/team/sign-in?token=not-a-real-token");
      await expect(page.getByRole("alert")).toContainText("only in the browser where it was asked for");
      await expectClean(page, "sign-in with a refused link");
      await context.close();
    });

    test("leads and subscribers, full and empty, and a lead", async ({ owner, request }) => {
      const email = uniqueEmail("axe-lead");
      const id = await sendContact(request, { name: "Ada Axe", email, company: "Accessible GmbH" });
      const page = await owner.newPage();
      await page.setViewportSize(viewport);
      await screen(page, "/team/leads", "Leads");
      await expect(page.locator("tbody tr").first()).toBeVisible();
      await expectClean(page, "leads");
      await screen(page, "/team/leads?q=no-such-lead-anywhere", "Leads");
      await expect(page.getByText("No leads match these filters.")).toBeVisible();
      await expectClean(page, "leads, empty");
      // Filters the API refuses: each message next to its field, the list not shown.
      await screen(page, "/team/leads?from=2026-02-02&to=2026-02-01", "Leads");
      const until = page.getByLabel("Received until");
      await expect(until).toHaveAttribute("aria-invalid", "true");
      await expect(page.locator(`#${await until.getAttribute("aria-describedby")}`)).toHaveText(/before the first day/);
      await expect(page.getByRole("alert")).toContainText("These filters cannot be applied");
      await expect(page.locator("tbody tr")).toHaveCount(0);
      await expectClean(page, "leads with refused filters");
      await screen(page, `/team/leads/${id}`, "Ada Axe");
      await expectClean(page, "a lead");
      await page.getByRole("button", { name: "Add note" }).click();
      await expect(page.getByLabel("Add a note")).toHaveAttribute("aria-invalid", "true");
      await expectClean(page, "a lead with a note's error");
      await screen(page, "/team/my-day", "My day");
      await expectClean(page, "my day");
      await screen(page, "/team/subscribers", "Subscribers");
      await expectClean(page, "subscribers");
      await screen(page, "/team/subscribers?q=no-such-subscriber", "Subscribers");
      await expectClean(page, "subscribers, empty");
    });

    test("applications, full and empty, an application, articles, job openings, a new one with its errors, and a screen the role may not use", async ({
      owner,
      recruiter,
      request,
    }) => {
      // Eighteen screens and states, a preview made by the generator and a build check: over a minute under load.
      test.setTimeout(150_000);
      const email = uniqueEmail("axe-applicant");
      await sendApplication(request, { name: "Abel Axe", email, cv: PDF });
      const page = await owner.newPage();
      await page.setViewportSize(viewport);
      await screen(page, "/team/applications", "Applications");
      await expectClean(page, "applications");
      await screen(page, "/team/applications?status=hired&q=no-such-applicant", "Applications");
      await expectClean(page, "applications, empty");
      await screen(page, `/team/applications?q=${encodeURIComponent(email)}`, "Applications");
      await page.getByRole("link", { name: "Abel Axe" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Abel Axe" })).toBeVisible();
      await expectClean(page, "an application");
      await screen(page, "/team/content/articles", "Articles");
      await expect(page.locator("tbody tr").first()).toBeVisible();
      await expectClean(page, "the articles");
      // An article's editor, and the build's refusal of a text shown in it (nothing published).
      await page.getByRole("link", { name: "When to Modernise a Legacy Application", exact: true }).click();
      await expect(
        page.getByRole("heading", { level: 1, name: "When to Modernise a Legacy Application" }),
      ).toBeVisible();
      await expectClean(page, "an article's editor");
      // Its page previewed (at the width that suits the screen), with its link to share.
      await page.getByRole("button", { name: "Preview the English page" }).click();
      await expect(page.getByRole("heading", { name: "Preview of the English page, not published" })).toBeFocused({
        timeout: 60_000,
      });
      await expect(page.frameLocator("iframe").getByRole("heading", { level: 1 })).toBeVisible();
      await expectClean(page, "an article's editor with its page previewed");
      // A photo added from the toolbar: its dialog, sent empty, with each field's message in place.
      await page.getByRole("toolbar", { name: "Formatting, English" }).getByRole("button", { name: "Photo" }).click();
      const upload = page.getByRole("dialog", { name: "Add a photo to the English text" });
      await upload.getByRole("button", { name: "Upload and add to the text" }).click();
      await expect(upload.getByLabel("What the photo shows")).toHaveAttribute("aria-invalid", "true");
      await expect(upload.getByLabel("Photo", { exact: true })).toBeFocused();
      await expectClean(page, "the photo dialog with its errors");
      await page.keyboard.press("Escape");
      await expect(upload).toBeHidden();
      // Kept as a draft, not published (one language at each width: both run at once on one server), then discarded.
      const drafted = page.getByRole("region", { name: viewport === DESKTOP ? "English" : "German" });
      await drafted.getByRole("button", { name: "Save as draft" }).click();
      await expect(drafted.getByRole("status").filter({ hasText: "Draft saved" })).toBeVisible();
      await expect(drafted.getByText(/A draft, saved by .+ on/)).toBeVisible();
      await expectClean(page, "an article's editor with a draft");
      await drafted.getByRole("button", { name: "Discard the draft" }).click();
      await expect(drafted.getByRole("status").filter({ hasText: "Draft discarded" })).toBeVisible();
      const text = page.getByLabel("English text", { exact: true });
      await text.fill((await text.inputValue()).replace(/^published: .*$/m, "published: someday"));
      await page.getByRole("button", { name: "Publish the English text" }).click();
      // The generator checks the whole content first: on a loaded machine, seconds.
      await expect(page.getByRole("alert").filter({ hasText: "cannot be built" })).toContainText(
        "workspace/articles/when-to-modernise-a-legacy-app.md",
        { timeout: 60_000 },
      );
      // The message is at its field in the form too.
      await expect(page.getByRole("region", { name: "English" }).getByLabel("Published on")).toHaveAttribute(
        "aria-invalid",
        "true",
      );
      await expectClean(page, "an article's editor with the build's refusal");
      // The message names its line: the button selects it in the field.
      await page
        .getByRole("button", { name: /^Go to line \d+ of the English text$/ })
        .first()
        .click();
      await expect(text).toBeFocused();
      expect(
        await text.evaluate((field: HTMLTextAreaElement) =>
          field.value.slice(field.selectionStart, field.selectionEnd),
        ),
      ).toBe("published: someday");

      const refused = await recruiter.newPage();
      await refused.setViewportSize(viewport);
      // The job openings, each with its state in both languages (a closed one among them).
      await screen(refused, "/team/content/roles", "Job openings");
      await expect(refused.locator("tbody tr").filter({ hasText: "Closed" }).first()).toBeVisible();
      await expectClean(refused, "the job openings");
      // A job opening's editor, and a last day in the past refused in place (nothing published).
      await refused.getByRole("link", { name: "QA Automation Engineer", exact: true }).click();
      await expect(refused.getByRole("heading", { level: 1, name: "QA Automation Engineer" })).toBeVisible();
      await expectClean(refused, "a job opening's editor");
      // Its text's toolbar formats within a line (no section heading, no photo: decision 057), and the live preview
      // shows the formatting and states what the build would refuse in a list item.
      const toolbar = refused.getByRole("toolbar", { name: "Formatting, English" });
      await expect(toolbar.getByRole("button")).toHaveText(["Bold", "Italic", "Link", "Code"]);
      const roleText = refused.getByRole("textbox", { name: "English text" });
      const written = await roleText.inputValue();
      await roleText.fill(written.replace(/^- (\S+)/m, "- **$1** ![The office](photo:lahore-office)"));
      await refused.getByRole("button", { name: "Live preview of the English text" }).click();
      const livePreview = refused.getByRole("region", { name: "Live preview of the English text" });
      await expect(livePreview.locator("li strong").first()).toBeVisible();
      await expect(refused.getByRole("note").filter({ hasText: "The build would refuse" })).toContainText("a photo");
      await expectClean(refused, "a job opening's editor with its live preview");
      await roleText.fill(written);
      const lastDay = refused.getByLabel("Last day to apply");
      await lastDay.fill("2020-01-01");
      await refused.getByRole("button", { name: "Save the last day" }).click();
      await expect(lastDay).toHaveAttribute("aria-invalid", "true");
      await expect(refused.getByRole("alert")).toContainText("cannot be in the past");
      await expectClean(refused, "a job opening's editor with a refused last day");
      // A new job opening sent without its address or its texts: each field's message in place, nothing checked yet.
      await screen(refused, "/team/content/roles/new", "New job opening");
      await refused.getByRole("button", { name: "Publish the job opening in both languages" }).click();
      await expect(refused.getByLabel("The job opening's address")).toHaveAttribute("aria-invalid", "true");
      await expect(refused.getByLabel("German text")).toHaveAttribute("aria-invalid", "true");
      await expect(refused.getByLabel("The job opening's address")).toBeFocused();
      await expectClean(refused, "a new job opening with its errors");
      await screen(refused, "/team/leads", "No access to this screen");
      await expectClean(refused, "no access");
      await screen(refused, "/team/nothing-here", "Not found");
      await expectClean(refused, "not found");
    });

    test("members with the invitation's errors, the account, erasure and the audit log", async ({ owner }) => {
      const page = await owner.newPage();
      await page.setViewportSize(viewport);
      await screen(page, "/team/members", "Members");
      await expectClean(page, "members");
      await page.getByRole("button", { name: "Send invitation" }).click();
      await expect(page.getByLabel("E-mail address")).toHaveAttribute("aria-invalid", "true");
      await page.getByLabel("E-mail address").fill("not an address");
      await page.getByRole("button", { name: "Send invitation" }).click();
      await expect(page.getByLabel("E-mail address")).toHaveAttribute("aria-invalid", "true");
      await expectClean(page, "members with the invitation's errors");

      await screen(page, "/team/account", "Your account");
      await expectClean(page, "account");
      await screen(page, "/team/templates", "Reply templates");
      await expectClean(page, "reply templates");
      await page.getByText("Add a German template").click();
      await page.getByRole("button", { name: "Add template" }).click();
      await expect(page.getByRole("textbox", { name: "Name" }).last()).toHaveAttribute("aria-invalid", "true");
      await expectClean(page, "reply templates with a new one's errors");
      await screen(page, "/team/erase", "Erase a person");
      await expectClean(page, "erase");
      await page.getByLabel("E-mail address").fill(uniqueEmail("axe-erase"));
      await page.getByRole("button", { name: "Show what is stored" }).click();
      await expect(page.getByText(/Nothing is stored under this address/)).toBeVisible();
      await expectClean(page, "erase, nothing found");
      await screen(page, "/team/retention", "How long leads are kept");
      await expectClean(page, "retention");
      await page.getByLabel("Spam, in months").fill("0");
      await page.getByRole("button", { name: "Save periods" }).click();
      await expect(page.getByLabel("Spam, in months")).toHaveAttribute("aria-invalid", "true");
      await expectClean(page, "retention with a period's error");
      await screen(page, "/team/audit", "Audit log");
      await expectClean(page, "audit log");
      // The security log, with an anonymous failed sign-in in it (a link that does not exist).
      await page.request.post("/api/team/sign-in/link", {
        data: { token: "A".repeat(43) },
        headers: { Origin: new URL(page.url()).origin },
      });
      await page.getByRole("link", { name: "security log" }).click();
      await expect(page.getByRole("heading", { name: "Security log", level: 1 })).toBeVisible();
      await expect(
        page
          .getByText(/a sign-in link that does not exist/)
          .filter({ visible: true })
          .first(),
      ).toBeVisible();
      await expectClean(page, "security log");
      if (viewport === MOBILE) {
        await page.getByRole("button", { name: "Menu" }).click();
        await expect(page.getByRole("navigation", { name: "Workspace" })).toBeVisible();
        await expectClean(page, "the menu open");
      }
    });

    test("a confirmation dialog", async ({ owner }) => {
      const email = uniqueEmail("axe-dialog");
      const name = `Dana Dialog ${email.split("@")[0]!.slice(-6)}`;
      await owner.request.post("/api/team/members", {
        data: { email, role: "sales", name },
        headers: { Origin: new URL(BASE_URL).origin },
      });
      const page = await owner.newPage();
      await page.setViewportSize(viewport);
      await screen(page, "/team/members", "Members");
      await page.getByRole("button", { name: `Remove ${name}` }).click();
      await expect(page.getByRole("dialog", { name: `Remove ${name}?` })).toBeVisible();
      await expectClean(page, "the confirmation dialog");
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toHaveCount(0);
    });
  });
}
