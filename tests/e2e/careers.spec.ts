import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { openRoles, roleBySlug } from "../../content";
import { rolePath } from "../../content/registry";
import { closedPaths, ready } from "./helpers";

const now = new Date();
const [role] = openRoles(now);
const path = rolePath(role!.slug);

/** Careers (issue 13, pages half): a page per role with its JobPosting and form; closed roles answer 410. */
test.describe("careers", () => {
  test("a role page has exactly one JobPosting, its facts and the application form", async ({ page }) => {
    await ready(page, path);
    await expect(page.locator("h1")).toHaveText(role!.title);
    const graphs = await page.locator('script[type="application/ld+json"]').allTextContents();
    const postings = graphs.flatMap((text) => (JSON.parse(text) as { "@graph": { "@type": string }[] })["@graph"]).filter((node) => node["@type"] === "JobPosting");
    expect(postings).toHaveLength(1);
    expect(postings[0]).toMatchObject({ title: role!.title, directApply: true, baseSalary: { currency: role!.salary.currency } });
    await expect(page.getByText(role!.salary.currency, { exact: false }).first()).toBeVisible();
    await expect(page.locator("nav[aria-label='Breadcrumb'] a, nav[aria-label='Breadcrumb'] span").last()).toContainText(role!.title);

    const form = page.locator("form[action='/api/applications']");
    await expect(form).toHaveAttribute("method", "post");
    await expect(form).toHaveAttribute("enctype", "multipart/form-data");
    await expect(form.locator("input[type=hidden][name=role]")).toHaveValue(role!.slug);
    for (const label of ["Full name *", "E-mail *", "Phone", "LinkedIn profile", "GitHub profile", "Portfolio or website", "A short note (why this role?)"]) {
      await expect(form.getByLabel(label, { exact: true })).toBeVisible();
    }
    await expect(form.getByLabel(/^CV \*/)).toHaveAttribute("type", "file");
    await expect(form.getByLabel(/^I agree that Alphai stores my application/)).toHaveAttribute("value", "yes");
    await expect(form).toContainText("deleted 180 days after they arrive");
    await expect(form.locator("input[name=website]")).toBeHidden();
  });

  test("the careers page lists the open roles as cards linking to their pages, with no JobPosting", async ({ page }) => {
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
      expect(html).toContain("This role is closed");
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      expect(html).toContain('href="/about/careers#open-roles"');
      expect(html).not.toContain('"JobPosting"');
      expect(roleBySlug(closed.split("/").pop()!)).toBeDefined();
    }
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const closed of closedPaths) expect(sitemap).not.toContain(`${closed}<`);
  });

  test("the role page, the careers page and a closed role's page have no WCAG 2.2 AA violations", async ({ page }) => {
    // The closed pages are outside allPaths (they answer 410), so the a11y spec does not reach them.
    for (const target of [path, "/about/careers", ...closedPaths]) {
      const response = await page.goto(target);
      expect(response?.status(), target).toBe(closedPaths.includes(target) ? 410 : 200);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`), target).toEqual([]);
    }
  });
});
