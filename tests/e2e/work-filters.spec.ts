import { expect, ready, test } from "./fixtures";
import type { Page } from "@playwright/test";
import { caseStudies } from "../../content/collections";
import { contentPages, pageNode } from "../../content/registry";
import { attr, builtPage, DESKTOP, element, textOf, withClass } from "./helpers";

test.use({ viewport: DESKTOP });

/**
 * "Finding relevant work": audience and industry pages list the case studies tagged with them and link to
 * /work filtered the same way; /work filters by industry, client type (audience) and service.
 * Expected numbers come from the case studies (content/case-studies/), never from the pages.
 */
type Study = (typeof caseStudies)[number];
const tagPages = contentPages.filter((page) => page.template === "industry" || page.template === "audience");
const tagOf = (template: string) => (template === "industry" ? "industry" : "audience");
const taggedWith = (template: string, pageId: string) =>
  caseStudies.filter((study) => (template === "industry" ? study.industry : study.clientType) === pageId);
const hrefs = (studies: readonly Study[]) => studies.map((study) => `/work/${study.slug}`).sort();

const workCards = (page: Page) => page.locator('[data-testid="case-grid"] .case-card');
const cardHrefs = async (cards: ReturnType<Page["locator"]>) =>
  (await cards.locator("h3 a").evaluateAll((links) => links.map((link) => link.getAttribute("href")!))).sort();
const count = (page: Page) => page.getByRole("status").filter({ hasText: "case stud" });
const select = (page: Page, filter: "industry" | "audience" | "service") =>
  page.getByLabel({ industry: "Industry", audience: "Client type", service: "Service" }[filter], { exact: true });
const marker = {
  set: (page: Page) => page.evaluate(() => ((window as unknown as { marker: number }).marker = 42)),
  get: (page: Page) => page.evaluate(() => (window as unknown as { marker?: number }).marker),
};

test.describe("audience and industry pages", () => {
  // In the pages as built: the lists are in the prerendered HTML, which hydration leaves as it is.
  test("every page lists each case study tagged with it, newest first", async ({ baseURL }) => {
    expect(tagPages.length).toBe(13);
    for (const { path, pageId, template } of tagPages) {
      const expected = taggedWith(template, pageId);
      const page = await builtPage(baseURL, path);
      // The region named by its heading, "… case studies".
      const section = page.find((item) => {
        const label = item.tagName === "section" && attr(item, "aria-labelledby");
        const heading = label && page.find((other) => attr(other, "id") === label);
        return !!heading && /case stud/i.test(textOf(heading));
      });
      expect(section, path).toBeDefined();
      const links = page
        .findAll(withClass("case-card"), section)
        .map((card) => attr(page.find(element("a"), page.find(element("h3"), card)!)!, "href")!);
      expect([...links].sort(), path).toEqual(hrefs(expected));
      const years = links.map((href) => caseStudies.find((study) => `/work/${study.slug}` === href)!.year);
      expect(years, `${path} newest first`).toEqual([...years].sort((a, b) => b - a));
    }
  });

  test('"Read case studies" opens /work filtered to the page, without a reload', async ({ page }) => {
    for (const { path, pageId, template } of tagPages) {
      const expected = taggedWith(template, pageId);
      await ready(page, path);
      await marker.set(page);
      await page.getByRole("link", { name: "Read case studies" }).click();
      await expect(page).toHaveURL(`/work?${tagOf(template)}=${pageId}`);
      await expect(select(page, tagOf(template)), path).toHaveValue(pageId);
      await expect(workCards(page), path).toHaveCount(expected.length);
      expect(await cardHrefs(workCards(page)), path).toEqual(hrefs(expected));
      await expect(count(page)).toContainText(`${expected.length} case stud`);
      await expect(count(page)).toContainText(pageNode(pageId).label);
      expect(await marker.get(page), `${path}: client-side navigation`).toBe(42);
    }
  });
});

test.describe("/work filters", () => {
  test("?audience=ngos shows only NGO studies and the count says so", async ({ page, request }) => {
    const ngos = caseStudies.filter((study) => study.clientType === "ngos");
    await ready(page, "/work?audience=ngos");
    await expect(select(page, "audience")).toHaveValue("ngos");
    await expect(workCards(page)).toHaveCount(ngos.length);
    expect(await cardHrefs(workCards(page))).toEqual(hrefs(ngos));
    await expect(count(page)).toContainText(`${ngos.length} case stud`);
    await expect(count(page)).toContainText("NGOs");
    // The URL is a page of its own: the server answers it like /work.
    expect((await request.get("/work?audience=ngos")).status()).toBe(200);
  });

  test("audience and industry in the URL intersect", async ({ page }) => {
    const [first] = caseStudies.filter((study) => study.clientType === "ngos");
    const both = caseStudies.filter((study) => study.clientType === "ngos" && study.industry === first!.industry);
    expect(both.length).toBeLessThan(caseStudies.filter((study) => study.clientType === "ngos").length);
    await ready(page, `/work?audience=ngos&industry=${first!.industry}`);
    await expect(select(page, "audience")).toHaveValue("ngos");
    await expect(select(page, "industry")).toHaveValue(first!.industry);
    await expect(workCards(page)).toHaveCount(both.length);
    expect(await cardHrefs(workCards(page))).toEqual(hrefs(both));
    await expect(count(page)).toContainText(pageNode(first!.industry).label);
    await expect(count(page)).toContainText("NGOs");

    // A combination no study has: an empty state, not an empty grid.
    const audiences = ["startups", "scale-ups", "enterprises", "ngos"] as const;
    const industries = [...new Set(caseStudies.map((study) => study.industry))];
    const pair = audiences
      .flatMap((audience) => industries.map((industry) => ({ audience, industry })))
      .find(
        ({ audience, industry }) =>
          !caseStudies.some((study) => study.clientType === audience && study.industry === industry),
      )!;
    await ready(page, `/work?audience=${pair.audience}&industry=${pair.industry}`);
    await expect(count(page)).toContainText("0 case studies");
    await expect(workCards(page)).toHaveCount(0);
    await expect(page.locator(".empty-state")).toBeVisible();
  });

  test("changing the client type replaces the URL and the list; Clear filters resets", async ({ context }) => {
    // A tab of its own: the worker's shared tab may hold Chromium's fifty entries, where a new one would not count.
    const page = await context.newPage();
    await ready(page, "/work");
    await expect(workCards(page)).toHaveCount(caseStudies.length);
    await marker.set(page);
    const length = await page.evaluate(() => history.length);

    await select(page, "audience").selectOption("startups");
    await expect(page).toHaveURL(/\/work\?audience=startups$/);
    const startups = caseStudies.filter((study) => study.clientType === "startups");
    await expect(workCards(page)).toHaveCount(startups.length);
    expect(await cardHrefs(workCards(page))).toEqual(hrefs(startups));

    await select(page, "audience").selectOption("enterprises");
    await expect(page).toHaveURL(/\/work\?audience=enterprises$/);
    await expect(workCards(page)).toHaveCount(caseStudies.filter((study) => study.clientType === "enterprises").length);
    expect(await page.evaluate(() => history.length)).toBe(length);
    expect(await marker.get(page)).toBe(42);

    await page.getByRole("link", { name: "Clear filters" }).click();
    await expect(page).toHaveURL(/\/work$/);
    await expect(workCards(page)).toHaveCount(caseStudies.length);
    // The link is gone with the filters; the keyboard stays in the form.
    await expect(page.locator("form.filters select").first()).toBeFocused();
    await expect(select(page, "audience")).toHaveValue("");
    await expect(page.getByRole("link", { name: "Clear filters" })).toHaveCount(0);
    expect(await page.evaluate(() => history.length)).toBe(length);
  });

  test("industry and service combine without a reload, state in the URL", async ({ page }) => {
    await ready(page, "/work");
    await marker.set(page);
    await select(page, "industry").selectOption("healthcare");
    await expect(page).toHaveURL(/\?industry=healthcare$/);
    const healthcare = caseStudies.filter((study) => study.industry === "healthcare");
    await expect(workCards(page)).toHaveCount(healthcare.length);
    await expect(count(page)).toContainText(`${healthcare.length} case stud`);

    const service = healthcare[0]!.services[0]!;
    await select(page, "service").selectOption(service);
    await expect(page).toHaveURL(new RegExp(`industry=healthcare&service=${service}$`));
    await expect(workCards(page)).toHaveCount(healthcare.filter((study) => study.services.includes(service)).length);
    expect(await marker.get(page)).toBe(42);
  });

  test("unknown filter values are ignored", async ({ page, request }) => {
    expect((await request.get("/work?industry=nope")).status()).toBe(200);
    await ready(page, "/work?industry=nope&audience=martians&service=%3Cb%3E");
    await expect(workCards(page)).toHaveCount(caseStudies.length);
    for (const filter of ["industry", "audience", "service"] as const)
      await expect(select(page, filter)).toHaveValue("");
    await expect(count(page)).toHaveText(`${caseStudies.length} case studies`);
    await expect(page.getByRole("link", { name: "Clear filters" })).toHaveCount(0);

    // Next to a known value, only the known one applies; the next change drops the unknown one.
    await ready(page, "/work?industry=nope&audience=ngos");
    await expect(workCards(page)).toHaveCount(caseStudies.filter((study) => study.clientType === "ngos").length);
    await select(page, "audience").selectOption("startups");
    await expect(page).toHaveURL(/\/work\?audience=startups$/);
  });
});

test.describe("/work without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the filters are sent with their button and the server answers the filtered list; Clear filters shows all again", async ({
    page,
  }) => {
    await page.goto("/work");
    await expect(workCards(page)).toHaveCount(caseStudies.length);
    await expect(page.getByRole("link", { name: "Clear filters" })).toBeHidden();
    const industry = caseStudies[0]!.industry;
    const expected = caseStudies.filter((study) => study.industry === industry);
    await select(page, "industry").selectOption(industry);
    const [response] = await Promise.all([
      page.waitForResponse((answer) => answer.url().includes("/work?")),
      page.getByRole("button", { name: "Show case studies" }).click(),
    ]);
    expect(response.status()).toBe(200);
    expect(new URL(page.url()).searchParams.get("industry")).toBe(industry);
    await expect(workCards(page)).toHaveCount(expected.length);
    expect(await cardHrefs(workCards(page))).toEqual(hrefs(expected));
    await expect(count(page)).toHaveText(
      `${expected.length} case ${expected.length === 1 ? "study" : "studies"} in ${pageNode(industry).label}`,
    );
    await expect(select(page, "industry")).toHaveValue(industry);
    await expect(select(page, "audience")).toHaveValue("");

    // Intersected with a client type no study of that industry has: the empty state, and the way back.
    const other = caseStudies.find(
      (study) => !expected.some((match) => match.clientType === study.clientType),
    )?.clientType;
    if (other) {
      await select(page, "audience").selectOption(other);
      await page.getByRole("button", { name: "Show case studies" }).click();
      await expect(workCards(page)).toHaveCount(0);
      await expect(page.getByText("No case study matches all of these filters yet.")).toBeVisible();
    }
    await page.getByRole("link", { name: "Clear filters" }).click();
    await expect(page).toHaveURL(/\/work$/);
    await expect(workCards(page)).toHaveCount(caseStudies.length);
  });

  test("a shared filtered URL is answered filtered; unknown values are no filter", async ({ page }) => {
    const study = caseStudies[0]!;
    const expected = caseStudies.filter(
      (item) => item.industry === study.industry && item.clientType === study.clientType,
    );
    await page.goto(`/work?industry=${study.industry}&audience=${study.clientType}`);
    await expect(workCards(page)).toHaveCount(expected.length);
    expect(await cardHrefs(workCards(page))).toEqual(hrefs(expected));
    await page.goto("/work?industry=nope&service=");
    await expect(workCards(page)).toHaveCount(caseStudies.length);
    await expect(count(page)).toHaveText(`${caseStudies.length} case studies`);
  });
});

test("a filtered URL opened with JavaScript lists the same studies, and its filters work", async ({ page }) => {
  const study = caseStudies[0]!;
  const expected = caseStudies.filter((item) => item.industry === study.industry);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  // Hydrated over the server's filtered page without a mismatch (React would report one and render it again).
  await ready(page, `/work?industry=${study.industry}`);
  await expect(workCards(page)).toHaveCount(expected.length);
  await expect(page.getByRole("button", { name: "Show case studies" })).toBeHidden();
  await marker.set(page);
  await select(page, "industry").selectOption("");
  await expect(page).toHaveURL(/\/work$/);
  await expect(workCards(page)).toHaveCount(caseStudies.length);
  expect(await marker.get(page)).toBe(42);
  expect(errors).toEqual([]);
});
