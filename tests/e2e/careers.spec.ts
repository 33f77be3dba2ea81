import { uiIn } from "../../content/i18n/ui";
import { localeOfPath, localePath } from "../../app/shared/locale";
import { expect, ready, test } from "./fixtures";
import type { Page } from "@playwright/test";
import { CV_MAX_BYTES } from "../../app/shared/application-limits";
import { MIN_FILL_MS } from "../../app/shared/lead-options";
import { openRoles, roleBySlug } from "../../content";
import { pathOf, rolePath } from "../../content/registry";
import { DOCX, PDF, PLAIN_ZIP, PNG } from "../../server/testing/cv-files";
import { formMessages } from "../../app/shared/form-messages";
import { closedPaths } from "./helpers";

const now = new Date();
const [role] = openRoles(now);
const path = rolePath(role!.slug);

/** Careers (decision 020): a page per role with its JobPosting and form; closed roles answer 410. */
test.describe("careers", () => {
  test("a role page has exactly one JobPosting, its facts and the application form", async ({ page }) => {
    await ready(page, path);
    await expect(page.locator("h1")).toHaveText(role!.title);
    const graphs = await page.locator('script[type="application/ld+json"]').allTextContents();
    const postings = graphs
      .flatMap((text) => (JSON.parse(text) as { "@graph": { "@type": string }[] })["@graph"])
      .filter((node) => node["@type"] === "JobPosting");
    expect(postings).toHaveLength(1);
    expect(postings[0]).toMatchObject({
      title: role!.title,
      directApply: true,
      baseSalary: { currency: role!.salary.currency },
    });
    await expect(page.getByText(role!.salary.currency, { exact: false }).first()).toBeVisible();
    await expect(
      page.locator("nav[aria-label='Breadcrumb'] a, nav[aria-label='Breadcrumb'] span").last(),
    ).toContainText(role!.title);

    const form = page.locator("form[action='/api/applications']");
    await expect(form).toHaveAttribute("method", "post");
    await expect(form).toHaveAttribute("enctype", "multipart/form-data");
    await expect(form.locator("input[type=hidden][name=role]")).toHaveValue(role!.slug);
    for (const label of [
      "Full name *",
      "E-mail *",
      "Phone",
      "LinkedIn profile",
      "GitHub profile",
      "Portfolio or website",
      "A short note (why this role?)",
    ]) {
      await expect(form.getByLabel(label, { exact: true })).toBeVisible();
    }
    await expect(form.getByLabel(/^CV \*/)).toHaveAttribute("type", "file");
    await expect(form.getByLabel(/^I agree that Alphai stores my application/)).toHaveAttribute("value", "yes");
    await expect(form).toContainText("deleted 180 days after they arrive");
    await expect(form.locator("input[name=website]")).toBeHidden();
  });

  test("the careers page lists the open roles as cards linking to their pages, with no JobPosting", async ({
    page,
  }) => {
    await ready(page, "/about/careers");
    const links = page.locator(".role-card h3 a");
    await expect(links).toHaveCount(openRoles(now).length);
    const html = await page.content();
    expect(html).not.toContain('"JobPosting"');
    await links.first().click();
    await expect(page).toHaveURL(new RegExp(`${rolePath(openRoles(now)[0]!.slug)}$`));
  });

  test("a closed role's page answers 410 with a noindex 'this role is closed' page", async ({ request }) => {
    expect(closedPaths.length).toBeGreaterThan(0);
    for (const closed of closedPaths) {
      const response = await request.get(closed, { maxRedirects: 0 });
      expect(response.status(), closed).toBe(410);
      const html = await response.text();
      // In the page's language, linking to the open roles in that language.
      const locale = localeOfPath(closed);
      expect(html).toContain(uiIn(locale).role.closedTitle);
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      expect(html).toContain(`href="${localePath("/about/careers", locale)}#open-roles"`);
      expect(html).not.toContain('"JobPosting"');
      expect(roleBySlug(closed.split("/").pop()!)).toBeDefined();
    }
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const closed of closedPaths) expect(sitemap).not.toContain(`${closed}<`);
  });

  test("the role page, the careers page and a closed role's page have no WCAG 2.2 AA violations", async ({
    page,
    axe,
  }) => {
    // The closed pages are outside allPaths (they answer 410), so the a11y spec does not reach them.
    for (const target of [path, "/about/careers", ...closedPaths]) {
      const response = await page.goto(target);
      expect(response?.status(), target).toBe(closedPaths.includes(target) ? 410 : 200);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      expect(await axe(), target).toEqual([]);
    }
  });
});

/** A real PDF of about `bytes` bytes: the minimal document with a comment block before its end (PDF comments are ignored by readers). */
const pdfOfSize = (bytes: number) =>
  Buffer.concat([PDF, Buffer.from(`%${"CV ".repeat(Math.ceil(bytes / 3))}\n%%EOF\n`)]);
const file = (name: string, mimeType: string, buffer: Buffer) => ({ name, mimeType, buffer });

/** Fills the text fields and the consent of the application form like a candidate. */
async function fillApplication(page: Page, email = "mariam.khan@example.org") {
  const form = page.locator("form[action='/api/applications']");
  await form.getByLabel("Full name *").fill("Mariam Khan");
  await form.getByLabel("E-mail *").fill(email);
  await form.getByLabel("GitHub profile").fill("https://github.com/mariam-khan");
  await form
    .getByLabel("A short note (why this role?)")
    .fill("Six years of React and TypeScript, four of them on design systems.");
  await form.getByRole("checkbox").check();
  return form;
}

test.describe("applying with JavaScript", () => {
  test("checks the fields and the CV inline before anything is uploaded, then uploads with progress and ends on the thank-you page", async ({
    page,
  }) => {
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().endsWith("/api/applications")) posts.push(request.url());
    });
    await ready(page, path);
    const form = page.locator("form[action='/api/applications']");
    await form.getByLabel("Full name *").fill("Mariam Khan");
    await form.getByLabel("E-mail *").fill("mariam@");
    await form.getByLabel("LinkedIn profile").fill("javascript:alert(1)");
    // A PNG with a PDF's name: the browser reads its first bytes and says what it is.
    await form.getByLabel(/^CV \*/).setInputFiles(file("Mariam Khan CV.pdf", "application/pdf", PNG));
    await form.getByRole("button", { name: "Send application" }).click();

    const email = form.getByLabel("E-mail *");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toBeFocused();
    await expect(page.locator(`#${await email.getAttribute("aria-describedby")}`)).toHaveText(/e-mail/i);
    const linkedin = form.getByLabel("LinkedIn profile");
    await expect(linkedin).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator(`#${await linkedin.getAttribute("aria-describedby")}`)).toHaveText(
      /such as linkedin\.com\/in\/your-name/,
    );
    const cv = form.getByLabel(/^CV \*/);
    await expect(cv).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator(`#${await cv.getAttribute("aria-describedby")}`)).toHaveText(/not a PDF, DOCX or ODT/);
    await expect(form.getByRole("checkbox")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByRole("status")).toHaveText("Please correct the highlighted fields.");
    expect(posts).toEqual([]);

    // Corrected field by field, each message goes as its field becomes right.
    await email.fill("mariam.khan@example.org");
    await expect(email).not.toHaveAttribute("aria-invalid");
    await linkedin.fill("linkedin.com/in/mariam-khan");
    await expect(linkedin).not.toHaveAttribute("aria-invalid");
    await cv.setInputFiles(file("Mariam Khan CV.pdf", "application/pdf", pdfOfSize(1024 * 1024)));
    await expect(cv).not.toHaveAttribute("aria-invalid");
    await form.getByRole("checkbox").check();

    // A slow uplink (750 kbit/s), so that the upload takes a few seconds and its progress shows.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 40,
      downloadThroughput: -1,
      uploadThroughput: (750 * 1024) / 8,
    });
    await page.evaluate(() => {
      const seen: number[] = [];
      (window as unknown as { progressSeen: number[] }).progressSeen = seen;
      new MutationObserver(() => {
        const bar = document.querySelector<HTMLProgressElement>(".application-form progress");
        if (bar && seen.at(-1) !== bar.value) seen.push(bar.value);
      }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    });
    const answer = page.waitForResponse(
      (response) => response.url().endsWith("/api/applications") && response.request().method() === "POST",
    );
    await form.getByRole("button", { name: "Send application" }).click();
    await expect(form.getByRole("status")).toHaveText(/Uploading your application/);
    await expect(form.locator("progress")).toBeVisible();
    await expect(form.getByRole("button", { name: "Send application" })).toBeDisabled();
    const response = await answer;
    expect(response.status()).toBe(201);
    expect(response.request().headers()["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    await expect(page).toHaveURL(new RegExp(`${pathOf("application-sent")}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you, your application has arrived");
    const seen = await page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
    // The bar moved: more than two distinct values between 0 and 100.
    expect(seen.filter((value) => value > 0 && value < 100).length, seen.join(",")).toBeGreaterThan(1);
    expect(posts).toHaveLength(1);
  });

  test("refuses a file over the limit before uploading it, and shows the server's refusal of a disguised zip under the CV field", async ({
    page,
  }) => {
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().endsWith("/api/applications")) posts.push(request.url());
    });
    await ready(page, path);
    const form = await fillApplication(page);
    const cv = form.getByLabel(/^CV \*/);
    await cv.setInputFiles(file("cv.pdf", "application/pdf", pdfOfSize(CV_MAX_BYTES + 1024)));
    await form.getByRole("button", { name: "Send application" }).click();
    await expect(cv).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator(`#${await cv.getAttribute("aria-describedby")}`)).toHaveText(
      /at most 5 MB; this file is 5\.0 MB/,
    );
    expect(posts).toEqual([]);

    // A zip passes the browser's first-bytes check (DOCX and ODT are zips); the server reads its entries and refuses it.
    await cv.setInputFiles(
      file("cv.docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document", PLAIN_ZIP),
    );
    await page.waitForTimeout(MIN_FILL_MS.application);
    const answer = page.waitForResponse((response) => response.url().endsWith("/api/applications"));
    await form.getByRole("button", { name: "Send application" }).click();
    expect((await answer).status()).toBe(415);
    await expect(cv).toHaveAttribute("aria-invalid", "true");
    await expect(cv).toBeFocused();
    await expect(page.locator(`#${await cv.getAttribute("aria-describedby")}`)).toHaveText(/none of them/);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    // Everything typed is still there.
    await expect(form.getByLabel("Full name *")).toHaveValue("Mariam Khan");
    await expect(form.getByRole("checkbox")).toBeChecked();
  });

  test("when every upload slot is busy (503 with Retry-After), it says so, waits and tries again by itself", async ({
    page,
  }) => {
    // The server's side (its slots, the 503 and Retry-After) is tested in server/api/applications-hardening.db.test.ts; here, the form's answer to it.
    let refused = 0;
    await page.route("**/api/applications", async (route) => {
      if (route.request().method() !== "POST" || refused > 0) return route.continue();
      refused += 1;
      return route.fulfill({
        status: 503,
        headers: { "retry-after": "1", "content-type": "application/json; charset=utf-8" },
        body: JSON.stringify({
          error: "We are receiving many applications right now: please try again in a few seconds.",
        }),
      });
    });
    await ready(page, path);
    const form = await fillApplication(page, "busy.day@example.org");
    await form.getByLabel(/^CV \*/).setInputFiles(file("cv.pdf", "application/pdf", PDF));
    await page.waitForTimeout(MIN_FILL_MS.application);
    await form.getByRole("button", { name: "Send application" }).click();
    await expect(form.getByRole("status")).toHaveText(/trying again in 1 second…/);
    await expect(page).toHaveURL(new RegExp(`${pathOf("application-sent")}$`));
    expect(refused).toBe(1);
  });

  test("keeps the typed answers, never the CV or the tick, back from the privacy policy and on the German page, and asks to attach the CV again; once sent, they are gone", async ({
    page,
    axe,
  }) => {
    await ready(page, path);
    const form = page.locator("form[action='/api/applications']");
    // The form's links open in the same tab (decision 036): Back returns to the form as it was left.
    await expect(form.locator("a[target]")).toHaveCount(0);
    const typed = {
      "#application-name": "Mariam Khan",
      "#application-email": "mariam.khan@example.org",
      "#application-linkedin": "linkedin.com/in/mariam-khan",
      "#application-note": "Six years of React and TypeScript, four of them on design systems.",
    };
    for (const [field, value] of Object.entries(typed)) await form.locator(field).fill(value);
    const cv = form.locator("#application-cv");
    await cv.setInputFiles(file("Mariam Khan CV.pdf", "application/pdf", PDF));
    await form.getByRole("checkbox").check();
    await expect.poll(() => page.evaluate(() => Object.values(sessionStorage).join())).toContain("mariam-khan");
    const expectRestored = async (locale: "en" | "de") => {
      // Put back when the browser is idle after hydration: after a page load, that can take a moment on a busy machine.
      for (const [field, value] of Object.entries(typed))
        await expect(form.locator(field)).toHaveValue(value, { timeout: 10_000 });
      await expect(form.getByRole("checkbox")).not.toBeChecked();
      expect(await cv.evaluate((input: HTMLInputElement) => input.files?.length)).toBe(0);
      await expect(cv).toHaveAccessibleDescription(formMessages(locale).upload.restored);
      await expect(form.getByText(formMessages(locale).upload.restored)).toBeVisible();
    };

    await form.getByRole("link", { name: "privacy policy" }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await page.goBack();
    await expectRestored("en");
    // The same role's page in German: the same draft, the note in German.
    await ready(page, localePath(path, "de"));
    await expectRestored("de");
    expect(await axe()).toEqual([]);

    // Sent (the browser waits out the minimum fill time by itself), the draft is gone.
    await cv.setInputFiles(file("Mariam Khan CV.pdf", "application/pdf", PDF));
    await form.getByRole("checkbox").check();
    await form.locator("button[type=submit]").click();
    await expect(page).toHaveURL(new RegExp(`${localePath(pathOf("application-sent"), "de")}$`), { timeout: 10_000 });
    await page.goBack();
    for (const field of Object.keys(typed)) await expect(form.locator(field)).toHaveValue("");
    await expect(cv).not.toHaveAttribute("aria-describedby");
  });

  test("the form works from the keyboard alone", async ({ page }) => {
    await ready(page, path);
    const form = page.locator("form[action='/api/applications']");
    await form.getByLabel("Full name *").focus();
    await page.keyboard.type("Mariam Khan");
    await page.keyboard.press("Tab");
    await page.keyboard.type("mariam.khan@example.org");
    await form.getByLabel(/^CV \*/).setInputFiles(file("cv.docx", "application/octet-stream", DOCX));
    await form.getByRole("checkbox").focus();
    await page.keyboard.press("Space");
    await expect(form.getByRole("checkbox")).toBeChecked();
    await page.waitForTimeout(MIN_FILL_MS.application);
    const answer = page.waitForResponse((response) => response.url().endsWith("/api/applications"));
    // The consent text links to the privacy policy (decision 023): one tab stop between the checkbox and the button.
    await page.keyboard.press("Tab");
    await expect(form.getByRole("link", { name: "privacy policy" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(form.getByRole("button", { name: "Send application" })).toBeFocused();
    await page.keyboard.press("Enter");
    expect((await answer).status()).toBe(201);
    await expect(page).toHaveURL(new RegExp(`${pathOf("application-sent")}$`));
  });
});

test.describe("applying without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a plain multipart post asks to check and attach the CV again, then ends on the thank-you page", async ({
    page,
  }) => {
    await page.goto(path);
    const form = await fillApplication(page, "mariam.nojs@example.org");
    await form
      .getByLabel(/^CV \*/)
      .setInputFiles(
        file("Lebenslauf.docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document", DOCX),
      );
    await form.getByRole("button", { name: "Send application" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Check and send your application");
    await expect(page.locator("footer.site-footer")).toBeVisible();
    await expect(page.getByRole("definition").first()).toHaveText(role!.title);
    await expect(page.getByRole("definition").nth(1)).toHaveText("Mariam Khan");
    await page.getByLabel(/^CV/).setInputFiles(file("Lebenslauf.docx", "application/octet-stream", DOCX));
    await page.waitForTimeout(MIN_FILL_MS.application);
    const [response] = await Promise.all([
      page.waitForResponse((answer) => answer.url().endsWith("/api/applications")),
      page.getByRole("button", { name: "Send application" }).click(),
    ]);
    expect(response.status()).toBe(303);
    await expect(page).toHaveURL(new RegExp(`${pathOf("application-sent")}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you, your application has arrived");
  });

  test("native validation asks for the CV, and a PNG named cv.pdf gets the server's 415 page with the CV message", async ({
    page,
  }) => {
    await page.goto(path);
    const form = await fillApplication(page, "mariam.png@example.org");
    await form.getByRole("button", { name: "Send application" }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    expect(await form.getByLabel(/^CV \*/).evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(
      true,
    );

    await form.getByLabel(/^CV \*/).setInputFiles(file("cv.pdf", "application/pdf", PNG));
    await form.getByRole("button", { name: "Send application" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Check and send your application");
    await page.getByLabel(/^CV/).setInputFiles(file("cv.pdf", "application/pdf", PNG));
    await page.waitForTimeout(MIN_FILL_MS.application);
    const [response] = await Promise.all([
      page.waitForResponse((answer) => answer.url().endsWith("/api/applications")),
      page.getByRole("button", { name: "Send application" }).click(),
    ]);
    expect(response.status()).toBe(415);
    // The role's own page again, the entries kept, the CV marked, and a plain word that it must be attached again.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(role!.title);
    const again = page.locator("form[action='/api/applications']");
    const summary = again.getByRole("alert");
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("link")).toHaveText([/PDF, DOCX or ODT/]);
    await expect(summary).toContainText("Attach your CV again");
    const cv = again.getByLabel(/^CV \*/);
    await expect(cv).toHaveAttribute("aria-invalid", "true");
    await expect(cv).toHaveAccessibleDescription(/PDF, DOCX or ODT/);
    await expect(again.getByLabel("Full name *")).toHaveValue("Mariam Khan");
    await expect(again.getByLabel("E-mail *")).toHaveValue("mariam.png@example.org");
    await expect(again.getByLabel("GitHub profile")).toHaveValue("https://github.com/mariam-khan");
    await expect(again.getByLabel("A short note (why this role?)")).toHaveValue(
      "Six years of React and TypeScript, four of them on design systems.",
    );
    await expect(again.getByRole("checkbox")).toBeChecked();
  });

  test("a link typed without https:// is taken and shown with it", async ({ page }) => {
    await page.goto(path);
    const form = await fillApplication(page, "mariam.link@example.org");
    await form.getByLabel("LinkedIn profile").fill("linkedin.com/in/mariam-khan");
    await form.getByLabel(/^CV \*/).setInputFiles(file("cv.pdf", "application/pdf", pdfOfSize(2048)));
    await form.getByRole("button", { name: "Send application" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Check and send your application");
    await expect(page.getByRole("definition").filter({ hasText: "linkedin" })).toHaveText(
      "https://linkedin.com/in/mariam-khan",
    );
  });
});

test("a broken withdraw link answers 400 in the site's own layout, with no hydration", async ({ page, axe }) => {
  const response = await page.goto("/api/applications/withdraw?token=broken");
  expect(response!.status()).toBe(400);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link is not valid");
  await expect(page.getByRole("navigation", { name: "Main" }).first()).toBeAttached();
  await expect(page.locator("footer.site-footer")).toBeVisible();
  await expect(page.locator("script[type=module]")).toHaveCount(0);
  expect(await axe()).toEqual([]);
});
