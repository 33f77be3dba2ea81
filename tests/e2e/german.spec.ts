/**
 * The German site: every page under /de with the same slugs (/de/ for home), in German, linked to its English
 * counterpart by a plain language link; the German 404; no choice of language by cookie or Accept-Language.
 * The page-by-page specs (a11y, content, security, seo, server, footer) run over both languages through `allPaths`.
 */
import { expect, ready, test } from "./fixtures";
import { allPagePaths } from "../../content/routes";
import { localeOfPath, localePath } from "../../app/shared/locale";
import { DESKTOP, fetchPath, MOBILE } from "./helpers";

const GERMAN_HOME = "/de/";

test.describe("German pages", () => {
  test("every English page has a German counterpart at /de + its path, answered 200 in German", async ({ baseURL }) => {
    test.setTimeout(120_000);
    const english = allPagePaths().filter((path) => localeOfPath(path) === "en");
    const german = allPagePaths().filter((path) => localeOfPath(path) === "de");
    expect(german.sort()).toEqual(english.map((path) => localePath(path, "de")).sort());
    for (const path of german) {
      const response = await fetchPath(baseURL, path);
      // Closed roles answer 410 in both languages; every other page 200.
      expect([200, 410], path).toContain(response.status);
      const html = await response.text();
      expect(html, path).toContain('<html lang="de"');
    }
  });

  test("/de leads to the German home page /de/, which is German and links back to English", async ({ request }) => {
    const redirect = await request.get("/de", { maxRedirects: 0 });
    expect(redirect.status()).toBe(301);
    expect(redirect.headers().location).toBe(GERMAN_HOME);
    const home = await request.get(GERMAN_HOME);
    expect(home.status()).toBe(200);
    const html = await home.text();
    expect(html).toContain('<html lang="de"');
    expect(html).toMatch(/<a class="language-link header-language" href="\/" hrefLang="en" lang="en"/);
  });

  test("the language is the address's alone: no redirect or cookie by Accept-Language", async ({ request }) => {
    const response = await request.get("/work", { headers: { "Accept-Language": "de-DE,de;q=0.9" }, maxRedirects: 0 });
    expect(response.status()).toBe(200);
    expect(response.headers()["set-cookie"]).toBeUndefined();
    expect(await response.text()).toContain('<html lang="en"');
    const german = await request.get("/de/work", { headers: { "Accept-Language": "en-US" }, maxRedirects: 0 });
    expect(german.status()).toBe(200);
    expect(german.headers()["set-cookie"]).toBeUndefined();
    expect(await german.text()).toContain('<html lang="de"');
  });

  test("an unknown path under /de/ gets the German 404 page with status 404", async ({ page }) => {
    const response = await page.goto("/de/diese-seite-gibt-es-nicht");
    expect(response?.status()).toBe(404);
    expect(await page.locator("html").getAttribute("lang")).toBe("de");
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await expect(page.getByRole("heading", { level: 1 })).not.toContainText("Oops");
    // Its links stay German: the logo leads to the German home page.
    await page.locator(".site-header-inner > .logo").click();
    await expect(page).toHaveURL(/\/de\/$/);
  });

  test("the header's language link loads the same page in the other language, and back", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await ready(page, "/services/product-engineering");
    const toGerman = page.locator(".site-header .header-language");
    await expect(toGerman).toHaveAttribute("href", "/de/services/product-engineering");
    await expect(toGerman).toHaveAttribute("hreflang", "de");
    await toGerman.click();
    await expect(page).toHaveURL(/\/de\/services\/product-engineering$/);
    expect(await page.locator("html").getAttribute("lang")).toBe("de");
    expect(await page.context().cookies()).toEqual([]);
    // A page link in the German page stays in German.
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    const contact = page.locator(".site-header .header-cta");
    await expect(contact).toHaveAttribute("href", "/de/contactus");
    await contact.click();
    await expect(page).toHaveURL(/\/de\/contactus$/);
    // After a client-side navigation the language link follows the page.
    await expect(page.locator(".site-header .header-language")).toHaveAttribute("href", "/contactus");
    await page.locator(".site-header .header-language").click();
    await expect(page).toHaveURL(/\/contactus$/);
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
  });

  test("the sidebar offers the language link on a phone", async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await ready(page, "/de/work");
    await page.locator(".hamburger").click();
    const link = page.locator("#site-sidebar .sidebar-language");
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute("href", "/work");
    await link.click();
    await expect(page).toHaveURL(/\/work$/);
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
  });

  test("German /work filters without JavaScript answer with the German page, filtered", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/de/work?audience=ngos");
    expect(await page.locator("html").getAttribute("lang")).toBe("de");
    const cards = page.getByTestId("case-grid").locator("a[href^='/de/work/']");
    expect(await cards.count()).toBeGreaterThan(0);
    await expect(page.locator(".filter-count")).toContainText(/Fallstudie/);
    await context.close();
  });
});
