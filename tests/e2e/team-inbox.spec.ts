/**
 * The workspace's lists and what an owner does with them (decision 026): filters kept in the address (a view can be
 * linked to, Back returns to the previous one), pages loaded with the cursor, the CSV of the view, erasure of a
 * person everywhere; and how /team is served: noindex, never in the public pages, never kept by the service worker.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { MIN_FILL_MS } from "../../app/shared/lead-options";
import { PDF } from "../../server/testing/cv-files";
import { axeViolations } from "./fixtures";
import {
  expect,
  mailsTo,
  MOBILE,
  nextMail,
  sameOrigin,
  sendApplication,
  sendContact,
  sendContactForm,
  test,
  uniqueEmail,
} from "./team-helpers";

test.describe("two members on one lead", () => {
  test("unseen is each member's own, and a colleague's stale page cannot undo a change: the 409 is shown, then re-applied", async ({
    owner,
    sales,
    request,
    salesMember,
  }) => {
    const email = uniqueEmail("stale");
    const id = await sendContact(request, { name: "Greta Stale", email, company: "Zweimal AG" });
    const samName = `Sam Sales ${test.info().workerIndex}`;
    const sam = await sales.newPage();
    const olivia = await owner.newPage();
    await olivia.setViewportSize(MOBILE);

    // Loading and filtering the list leaves the lead unseen; opening it makes it seen for Sam only.
    const row = (page: typeof sam) => page.getByRole("row").filter({ hasText: email });
    await sam.goto(`/team/leads?q=${encodeURIComponent(email)}`);
    await expect(row(sam).getByText("Unseen")).toBeVisible();
    await sam.reload();
    await expect(row(sam).getByText("Unseen")).toBeVisible();
    await olivia.goto(`/team/leads?seen=unseen&q=${encodeURIComponent(email)}`);
    await expect(row(olivia).getByText("Unseen")).toBeVisible();
    await row(sam).getByRole("link", { name: "Greta Stale" }).click();
    await expect(sam.getByRole("heading", { name: "Greta Stale", level: 1 })).toBeVisible();
    await sam.goBack();
    await expect(row(sam)).toBeVisible();
    await expect(row(sam).getByText("Unseen")).toHaveCount(0);
    await olivia.reload();
    await expect(row(olivia).getByText("Unseen")).toBeVisible();

    // Both have the lead open; Sam takes it first.
    await sam.goto(`/team/leads/${id}`);
    await olivia.goto(`/team/leads/${id}`);
    await expect(olivia.getByRole("heading", { name: "Greta Stale", level: 1 })).toBeVisible();
    await sam.getByLabel("Status").selectOption("contacted");
    await sam.getByLabel("Assignee").selectOption({ label: samName });
    await sam.getByRole("button", { name: "Save changes" }).click();
    await expect(sam.getByRole("region", { name: "Handling" }).getByRole("status")).toHaveText(
      `Saved: Contacted, ${samName}.`,
    );

    // Olivia's page still shows it new and unassigned: her save is refused, and she is told what changed and by whom.
    await olivia.getByLabel("Status").selectOption("lost");
    await olivia.getByRole("button", { name: "Save changes" }).click();
    const conflict = olivia.getByRole("alert").filter({ hasText: "after you opened it" });
    await expect(conflict).toContainText(`${samName} changed this lead after you opened it.`);
    await expect(conflict.getByRole("listitem")).toHaveText([
      new RegExp(`^${samName} changed the status from New to Contacted`),
      new RegExp(`^${samName} assigned it to ${samName}`),
    ]);
    // Her choice is still in the form; the page shows the lead as it is now.
    await expect(olivia.getByLabel("Status")).toHaveValue("lost");
    await expect(olivia.locator(".subtitle")).toContainText(`Assigned to ${samName}`);
    expect(await axeViolations(olivia), "a lead with a stale save refused").toEqual([]);
    const stored = await (await sales.request.get(`/api/team/leads/${id}`)).json();
    expect([stored.lead.status, stored.lead.assignee?.id]).toEqual(["contacted", salesMember.id]);

    // She applies her change again, on the version she was shown: it saves, and the timeline has all three.
    await conflict.getByRole("button", { name: "Apply my change again" }).click();
    await expect(olivia.getByRole("region", { name: "Handling" }).getByRole("status")).toHaveText(/^Saved: Lost, /);
    await expect(conflict).toBeHidden();
    await sam.reload();
    await expect(sam.getByLabel("Status")).toHaveValue("lost");
    const timeline = sam.getByRole("region", { name: "Timeline" });
    await expect(timeline.getByRole("listitem")).toHaveText([
      /^Enquiry sent from the English site/,
      new RegExp(`^${samName} changed the status from New to Contacted`),
      new RegExp(`^${samName} assigned it to ${samName}`),
      /changed the status from Contacted to Lost/,
    ]);
  });
});

test.describe("replies", () => {
  test("a German lead is answered in German from a template: the mail reaches the lead over SMTP with the member as Reply-To, the reply is on the timeline, and the lead is contacted", async ({
    sales,
    request,
    salesMember,
  }) => {
    const email = uniqueEmail("antwort");
    const id = await sendContact(request, {
      name: "Greta Schmidt",
      email,
      company: "Zweimal AG",
      service: "services/devops",
      locale: "de",
    });
    const page = await sales.newPage();
    await page.goto(`/team/leads/${id}`);
    await page.getByRole("link", { name: "Write a reply" }).click();
    const composer = page.getByRole("region", { name: "Reply" });
    await expect(composer).toContainText("in German");
    // The first German template is ready, filled for Greta.
    await expect(composer.getByLabel("Template").locator("option:checked")).toHaveText("Erste Antwort");
    await expect(composer.getByLabel("Subject")).toHaveValue("Ihre Anfrage bei Alphai");
    const text = composer.getByLabel("Text");
    await expect(text).toHaveValue(/^Guten Tag Greta Schmidt,\n\nvielen Dank für Ihre Anfrage\./);
    await text.fill((await text.inputValue()).replace("30 Minuten", "45 Minuten"));
    const before = (await mailsTo(request, email)).length;
    await composer.getByRole("button", { name: "Send reply" }).click();

    const mail = await nextMail(request, email, before, /^Ihre Anfrage bei Alphai$/);
    expect(mail.replyTo).toEqual([salesMember.email]);
    expect(mail.text).toContain("ein Gespräch von 45 Minuten");
    expect(mail.text).toContain(`Mit freundlichen Grüßen\n\nSam Sales ${test.info().workerIndex}\nAlphai`);
    // On the page: the timeline has the reply, the lead is contacted, the composer is empty for the next one.
    const timeline = page.getByRole("region", { name: "Timeline" });
    await expect(timeline.getByRole("listitem").last()).toContainText(/replied/);
    await expect(timeline.getByRole("listitem")).toContainText([
      /^Enquiry sent from the German site/,
      /changed the status from New to Contacted/,
      /replied.*Ihre Anfrage bei Alphai/,
    ]);
    await expect(page.locator(".subtitle")).toContainText("Contacted");
    await expect(page.getByLabel("Status")).toHaveValue("contacted");
    await expect(composer.getByLabel("Subject")).toHaveValue("");
    await page.reload();
    await timeline.getByText("Ihre Anfrage bei Alphai").click();
    await expect(timeline.getByText(/45 Minuten/)).toBeVisible();
  });
});

test.describe("follow-ups", () => {
  test("a follow-up set for tomorrow is in My day the next morning, overdue the day after, and gone once done; an unanswered lead is flagged overdue after its due time", async ({
    sales,
    request,
  }) => {
    const email = uniqueEmail("follow");
    const id = await sendContact(request, {
      name: "Fritz Follow",
      email,
      company: "Morgen GmbH",
      phone: "+971 4 555 0100",
    });
    const page = await sales.newPage();
    await page.goto(`/team/leads/${id}`);
    // The response clock: due one working day of the (Dubai) office's hours after arrival, not overdue yet.
    const answer = page.locator(".facts div").filter({ has: page.getByText("Answer", { exact: true }) });
    await expect(answer).toContainText("Due by");
    const dueAt = Date.parse((await answer.locator("time").getAttribute("datetime"))!);
    expect(dueAt).toBeGreaterThan(Date.now());
    expect(dueAt - Date.now()).toBeLessThan(4 * 86_400_000);
    await expect(page.locator(".subtitle .badge-overdue")).toHaveCount(0);
    const panel = page.getByRole("region", { name: "Follow-up" });
    const dayAfter = (days: number) =>
      page.evaluate((offset) => {
        const date = new Date(Date.now() + offset * 86_400_000);
        return [date.getFullYear(), date.getMonth() + 1, date.getDate()]
          .map((part) => String(part).padStart(2, "0"))
          .join("-");
      }, days);
    const tomorrow = await dayAfter(1);
    const later = await dayAfter(2);
    await expect(panel.getByLabel("Follow up on")).toHaveValue(tomorrow);
    await panel.getByLabel("Note (optional)").fill("Send the estimate.");
    await panel.getByRole("button", { name: "Set follow-up" }).click();
    await expect(panel.getByRole("listitem")).toContainText(["Send the estimate."]);
    await expect(page.getByRole("region", { name: "Timeline" })).toContainText("set a follow-up for");

    const due = page.getByRole("region", { name: "Follow-ups due" });
    const entry = due.getByRole("listitem").filter({ hasText: "Fritz Follow" });
    await page.goto("/team/my-day");
    await expect(page.getByRole("heading", { name: "My day", level: 1 })).toBeVisible();
    await expect(entry).toHaveCount(0);
    // The next morning, by the member's own clock: due, and counted on the navigation.
    await page.clock.setFixedTime(new Date(`${tomorrow}T08:00:00`));
    await page.goto("/team/my-day");
    await expect(entry).toContainText("Due today");
    await expect(
      page.getByRole("navigation", { name: "Workspace" }).getByRole("link", { name: /^My day \d+ due$/ }),
    ).toBeVisible();
    await expect(entry).toContainText("Send the estimate.");
    // The day after: overdue, flagged.
    await page.clock.setFixedTime(new Date(`${later}T08:00:00`));
    await page.goto("/team/my-day");
    await expect(entry.locator(".overdue")).toHaveText(/^Overdue since /);
    expect(await axeViolations(page), "My day with an overdue follow-up").toEqual([]);
    await entry.getByRole("link", { name: "Fritz Follow" }).click();
    await page
      .getByRole("region", { name: "Follow-up" })
      .getByRole("button", { name: /^Mark the follow-up of .* done$/ })
      .click();
    await expect(page.getByRole("region", { name: "Timeline" })).toContainText("was done");
    await page.goto("/team/my-day");
    await expect(page.getByRole("heading", { name: "My day", level: 1 })).toBeVisible();
    await expect(entry).toHaveCount(0);

    // A minute past its due time and still unanswered, the lead is flagged in the list and on its page.
    await page.clock.setFixedTime(new Date(dueAt + 60_000));
    await page.goto(`/team/leads?q=${encodeURIComponent(email)}`);
    const row = page.getByRole("row").filter({ hasText: "Fritz Follow" });
    await expect(row.locator(".badge-overdue")).toHaveText("Overdue");
    await row.getByRole("link", { name: "Fritz Follow" }).click();
    await expect(page.locator(".subtitle .badge-overdue")).toHaveText("Overdue");
    await expect(answer).toContainText("Overdue: was due by");
    expect(await axeViolations(page), "an overdue lead").toEqual([]);
  });
});

test.describe("where a lead came from", () => {
  test("a visit that lands with utm tags and sends the contact form later shows its source, campaign and pages on the lead", async ({
    page,
    sales,
  }) => {
    const email = uniqueEmail("origin");
    await page.goto("/about/our-story?utm_source=newsletter&utm_medium=email&utm_campaign=autumn-offer");
    // Noted when the browser is idle after hydration, in this tab's session storage only.
    await page.waitForFunction(() => sessionStorage.getItem("alphai-visit") !== null, undefined, { timeout: 15_000 });
    expect(await page.context().cookies()).toEqual([]);
    await sendContactForm(page, {
      name: "Olga Origin",
      email,
      message: "We would like a booking app for our studios in three cities.",
    });

    const inbox = await sales.newPage();
    await inbox.goto(`/team/leads?q=${encodeURIComponent(email)}`);
    await inbox.getByRole("link", { name: "Olga Origin" }).click();
    const facts = inbox.locator(".facts");
    const fact = (term: string) => facts.locator("div").filter({ has: inbox.getByText(term, { exact: true }) });
    await expect(fact("Came from")).toContainText("newsletter");
    await expect(fact("Campaign")).toContainText("autumn-offer");
    await expect(fact("Campaign tags")).toContainText("medium: email");
    await expect(fact("First page of the visit")).toContainText("/about/our-story");
    await expect(fact("Sent from")).toContainText("/contactus");
    // The campaign is a filter of the list.
    await fact("Campaign").getByRole("link", { name: "autumn-offer" }).click();
    await expect(inbox).toHaveURL(/campaign=autumn-offer/);
    await expect(inbox.getByRole("row").filter({ hasText: email })).toHaveCount(1);
  });
});

test.describe("lists", () => {
  test("several leads change in one action and the action is undone; the rows, the total and the store agree", async ({
    sales,
    request,
  }) => {
    const company = `Bulk ${Date.now().toString(36)}`;
    for (const name of ["Bea Bulk", "Bo Bulk", "Bruno Bulk"]) {
      await sendContact(request, { name, email: uniqueEmail("bulk"), company });
    }
    const page = await sales.newPage();
    await page.goto(`/team/leads?q=${encodeURIComponent(company)}`);
    const rows = page.getByRole("row").filter({ hasText: company });
    await expect(rows).toHaveCount(3);
    await expect(page.locator(".list-count")).toHaveText("3 leads shown, the end of the list.");
    const bar = page.getByRole("region", { name: "Selected leads" });
    // Ticked one by one with the keyboard, then all with the header's box.
    await page.getByRole("checkbox", { name: "Select Bea Bulk" }).focus();
    await page.keyboard.press("Space");
    await expect(bar).toContainText("1 lead selected");
    await page.getByRole("checkbox", { name: "Select all leads shown" }).check();
    await expect(bar).toContainText("3 leads selected");
    await bar.getByLabel("Status for the selected leads").selectOption("qualified");
    await bar.getByRole("button", { name: "Set status" }).click();
    await expect(bar).toContainText("3 leads set to Qualified.");
    await expect(rows.getByRole("cell").getByText("Qualified", { exact: true })).toHaveCount(3);
    expect(await axeViolations(page), "the list after an action on several leads").toEqual([]);
    await bar.getByRole("button", { name: "Undo" }).click();
    await expect(bar).toContainText("3 leads back as they were.");
    await expect(rows.getByRole("cell").getByText("New", { exact: true })).toHaveCount(3);
    await expect(bar.getByRole("button", { name: "Undo" })).toHaveCount(0);
    // Stored, and on each lead's timeline.
    await page.reload();
    await expect(rows.getByRole("cell").getByText("New", { exact: true })).toHaveCount(3);
    await rows.getByRole("link", { name: "Bo Bulk" }).click();
    await expect(page.getByRole("region", { name: "Timeline" })).toContainText("Qualified");
  });

  test("filters live in the address: a view opens as linked, Back returns to the previous filters, Load more fetches the next page", async ({
    owner,
    request,
  }) => {
    test.setTimeout(90_000);
    const company = `Paging ${Date.now().toString(36)} GmbH`;
    // 52 leads of one company: a first page of 50, then 2 more.
    for (let index = 0; index < 52; index += 1) {
      await sendContact(request, {
        name: `Paging Person ${index}`,
        email: uniqueEmail(`page${index}`),
        company,
        ...(index === 0 ? { service: "services/devops" } : {}),
      });
    }
    const page = await owner.newPage();
    await page.goto(`/team/leads?q=${encodeURIComponent(company)}`);
    const rows = page.locator("tbody tr");
    await expect(rows).toHaveCount(50);
    // The total comes apart from the page (GET /api/team/leads/count), a moment later.
    await expect(page.getByText("50 of 52 leads shown.")).toBeVisible();
    await page.getByRole("button", { name: "Load more leads" }).click();
    await expect(rows).toHaveCount(52);
    await expect(page.getByText("52 leads shown, the end of the list.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Load more leads" })).toHaveCount(0);
    // The first of the new rows has the focus, so the keyboard continues there.
    await expect(rows.nth(50).getByRole("link")).toBeFocused();

    await page.getByLabel("Service").selectOption("services/devops");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/[?&]service=services%2Fdevops/);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText("Paging Person 0");

    await page.goBack();
    await expect(page).not.toHaveURL(/service=/);
    await expect(rows).toHaveCount(50);
    await expect(page.getByLabel("Service")).toHaveValue("");
    await expect(page.getByLabel("Search name, e-mail, company, message, notes")).toHaveValue(company);
    await page.goForward();
    await expect(page.getByLabel("Service")).toHaveValue("services/devops");
    await expect(rows).toHaveCount(1);

    // A view no lead matches says what to do.
    await page.goto(`/team/leads?q=${encodeURIComponent(company)}&status=spam`);
    await expect(page.getByText("No leads match these filters.")).toBeVisible();
    await page.getByRole("link", { name: "Clear filters" }).click();
    await expect(page).toHaveURL(/\/team\/leads$/);
  });

  test("Export CSV downloads the view on screen, and the export is in the audit log", async ({ owner, request }) => {
    const company = `Export ${Date.now().toString(36)} Ltd`;
    const email = uniqueEmail("export");
    await sendContact(request, { name: "Erik Export", email, company });
    await sendContact(request, { name: "Other Person", email: uniqueEmail("not-exported"), company: "Someone Else" });
    const page = await owner.newPage();
    await page.goto(`/team/leads?q=${encodeURIComponent(company)}`);
    await expect(page.locator("tbody tr")).toHaveCount(1);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Export CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const csv = await readFile((await download.path())!, "utf8");
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toMatch(/^\uFEFF?id,date,status/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(email);
    expect(csv).not.toContain("Someone Else");

    await page.goto("/team/audit?action=export");
    await expect(page.locator("tbody tr").first()).toContainText("Exported a list");
  });
});

test.describe("erasure", () => {
  test("an owner erases a person everywhere after seeing what is stored: their lead, subscription and application are gone", async ({
    owner,
    request,
  }) => {
    const email = uniqueEmail("erase-me");
    await sendContact(request, { name: "Emil Erase", email });
    await sendApplication(request, { name: "Emil Erase", email, cv: PDF });
    const token = (await (await request.get("/api/form-token?form=subscribe")).json()) as { token: string };
    // The subscribe form's token must be older than its minimum fill time, as a person's would be.
    await new Promise((resolve) => setTimeout(resolve, MIN_FILL_MS.subscribe + 100));
    expect((await request.post("/api/subscribe", { data: { email, formToken: token.token } })).status()).toBe(200);

    const page = await owner.newPage();
    await page.goto(`/team/leads?q=${encodeURIComponent(email)}`);
    await expect(page.getByRole("link", { name: "Emil Erase" })).toBeVisible();

    await page.goto("/team/erase");
    await page.getByLabel("E-mail address").fill(email);
    await page.getByRole("button", { name: "Show what is stored" }).click();
    const found = page.getByRole("region", { name: `Stored about ${email}` });
    await expect(found).toContainText("1 lead");
    await expect(found).toContainText("1 newsletter subscription");
    await expect(found).toContainText("1 job application with its CV");
    await found.getByRole("button", { name: `Erase ${email} everywhere` }).click();
    const dialog = page.getByRole("dialog", { name: `Erase ${email} everywhere?` });
    await dialog.getByRole("button", { name: "Erase for good" }).click();
    const done = page.getByRole("heading", { name: `${email} is erased` });
    await expect(done).toBeFocused();
    await expect(page.getByRole("region", { name: `${email} is erased` })).toContainText("1 lead");

    await page.goto(`/team/leads?q=${encodeURIComponent(email)}`);
    await expect(page.getByText("No leads match these filters.")).toBeVisible();
    for (const list of ["leads", "subscribers", "applications"]) {
      const response = await page.request.get(`/api/team/${list}?q=${encodeURIComponent(email)}`);
      expect(((await response.json()) as { items: unknown[] }).items, list).toEqual([]);
    }
    const again = await page.request.post("/api/team/erase/preview", { data: { email }, headers: sameOrigin });
    expect(((await again.json()) as { found: Record<string, number> }).found).toEqual({
      leads: 0,
      subscribers: 0,
      applications: 0,
      mails: 0,
    });
  });
});

test.describe("how /team is served", () => {
  test("every /team address is the workspace's shell: noindex in the header and the page, never stored, its own strict CSP", async ({
    page,
    request,
  }) => {
    for (const url of ["/team", "/team/sign-in", "/team/leads/1"]) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      expect(response.headers()["x-robots-tag"], url).toBe("noindex, nofollow");
      expect(response.headers()["cache-control"], url).toBe("no-store");
      expect(response.headers()["content-security-policy"], url).toMatch(/script-src 'self';/);
    }
    await page.goto("/team");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
    await expect(page).toHaveTitle(/Sign in · Alphai team/);
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("Disallow: /team");
    // No workspace address in the sitemap (/team or under it; /resource/topics/teams-… is a public page).
    expect(await (await request.get("/sitemap.xml")).text()).not.toMatch(/\/team(\/|<|$)/m);
  });

  test("no public page loads or names the workspace's code", async () => {
    const buildDir = path.resolve("build/client");
    const files = (await readdir(buildDir, { recursive: true })).filter((file) =>
      /\.(html|js|css|json|webmanifest)$/.test(file),
    );
    expect(files.length).toBeGreaterThan(100);
    for (const file of files) {
      const text = await readFile(path.join(buildDir, file), "utf8");
      expect(text.includes("/team/assets/"), file).toBe(false);
    }
  });

  test.describe("the public site's service worker", () => {
    // The suite blocks the worker elsewhere (playwright.config.ts).
    test.use({ serviceWorkers: "allow" });
    test("never answers or keeps a /team request", async ({ page }) => {
      await page.goto("/");
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      await page.evaluate(() => navigator.serviceWorker.ready);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      await page.goto("/team/sign-in");
      await expect(page.getByRole("heading", { name: "Sign in", level: 1 })).toBeVisible();
      const cached = await page.evaluate(async () => {
        const urls: string[] = [];
        for (const name of await caches.keys())
          for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
        return urls;
      });
      expect(cached.length).toBeGreaterThan(0);
      expect(cached.filter((url) => url.startsWith("/team"))).toEqual([]);
    });
  });
});
