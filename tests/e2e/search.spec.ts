import type { Page } from "@playwright/test";
import { expect as expectWithin5s, test } from "./fixtures";
import { DESKTOP, MOBILE } from "./helpers";
import { sectionsByPath, siteIndex } from "../../app/lib/site-index.server";
import { openRoles } from "../../content";
import { pathOf, rolePath } from "../../content/registry";
import { retailCommerce } from "../../content/pages/audiences/retail-commerce";

// A page's first query loads Pagefind's index and its WebAssembly (about 600 KB a language, decision 030): on a
// loaded two-core machine running three workers that once took over the default 5 s, so this file waits up to 15 s
// for what the search shows. A wait only: every expectation is the same.
const expect = expectWithin5s.configure({ timeout: 15_000 });

const FLUTTER = "/services/mobile-app-development/flutter";

/** The search field, its live region and its results on the search page. */
const searchPage = (page: Page) => ({
  field: page.getByRole("search").getByRole("searchbox"),
  status: page.locator(".search-status"),
  results: page.getByRole("list", { name: /^(Search results|Suchergebnisse)$/ }).getByRole("listitem"),
  links: page.locator(".search-result-link"),
});

/** The CSP violations and console errors of a page, as they happen. */
async function watchProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on("console", (message) => {
    // Playwright's own note that it kept the service worker out (playwright.config.ts) is not the page's.
    if (message.text() === "Service Worker registration blocked by Playwright") return;
    if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return problems;
}

test.describe("site search", () => {
  test("finds an English page by a word only in its body: title, section and the match highlighted", async ({
    page,
    visit,
    request,
  }) => {
    // "Riverpod" is in the Flutter page's text, not in its title or heading.
    const html = await (await request.get(FLUTTER)).text();
    expect(html).toContain("Riverpod");
    expect(html.match(/<title>[^<]*<\/title>|<h1[^>]*>[^<]*<\/h1>/g)?.join("")).not.toContain("Riverpod");

    await visit("/search");
    const { field, status, results } = searchPage(page);
    await expect(field).toHaveAccessibleName("Search the site");
    await field.fill("Riverpod");
    await expect(status).toHaveText(/^(\d+) results? for “Riverpod”$/);
    const count = Number((await status.textContent())!.split(" ")[0]);
    await expect(results).toHaveCount(count);
    const flutter = results.filter({ has: page.locator(`a[href="${FLUTTER}"]`) });
    await expect(flutter.getByRole("link")).toHaveText("Flutter App Development Services");
    await expect(flutter.locator(".search-result-section")).toHaveText("What we do");
    await expect(flutter.locator(".search-result-snippet mark").first()).toHaveText(/^Riverpod$/i);
    // The snippet is text and <mark>s only.
    expect(
      await flutter.locator(".search-result-snippet *").evaluateAll((nodes) => nodes.map((node) => node.tagName)),
    ).toEqual(expect.arrayContaining(["MARK"]));
    expect(
      await flutter
        .locator(".search-result-snippet *")
        .evaluateAll((nodes) => nodes.filter((node) => node.tagName !== "MARK").length),
    ).toBe(0);
    // The address keeps the search, so it can be shared: opening it runs the search again.
    await expect(page).toHaveURL(/\/search\?q=Riverpod$/);
    await visit("/search?q=Riverpod");
    await expect(searchPage(page).field).toHaveValue("Riverpod");
    await expect(searchPage(page).status).toHaveText(`${count} result${count === 1 ? "" : "s"} for “Riverpod”`);
  });

  test("finds a German page by a German word of its text, in the German index only", async ({ page, visit }) => {
    await visit("/de/search");
    const { field, status, results } = searchPage(page);
    await expect(field).toHaveAccessibleName("Website durchsuchen");
    await field.fill("Codegenerierung");
    await expect(status).toHaveText("1 Ergebnis für „Codegenerierung“");
    await expect(results.getByRole("link")).toHaveText("Flutter-App-Entwicklung");
    await expect(results.getByRole("link")).toHaveAttribute("href", `/de${FLUTTER}`);
    await expect(results.locator(".search-result-section")).toHaveText("Leistungen");
    await expect(results.locator(".search-result-snippet mark")).toHaveText(["Codegenerierung"]);
    // Each language's page searches its language's index only: a German word is on German pages, not on English ones.
    await field.fill("Verwaltung");
    await expect(status).toHaveText(/^\d+ Ergebnisse? für „Verwaltung“$/);
    const germanHrefs = await searchPage(page).links.evaluateAll((links) =>
      links.map((link) => link.getAttribute("href")),
    );
    expect(germanHrefs.length).toBeGreaterThan(0);
    expect(germanHrefs.filter((href) => !href?.startsWith("/de/"))).toEqual([]);
    await visit("/search");
    await searchPage(page).field.fill("Verwaltung");
    await expect(searchPage(page).status).toHaveText("No results for “Verwaltung”");
    await expect(searchPage(page).results).toHaveCount(0);
  });

  test("moves through the results with the arrow keys and opens one with Enter", async ({ page, visit }) => {
    await visit("/search");
    const { field, status, links } = searchPage(page);
    await field.click();
    await page.keyboard.type("flutter");
    await expect(status).toHaveText(/^\d+ results for “flutter”$/);
    // One tab stop for the whole list: the first result until another is chosen.
    await expect(links.first()).toHaveAttribute("tabindex", "0");
    await expect(links.nth(1)).toHaveAttribute("tabindex", "-1");
    await page.keyboard.press("ArrowDown");
    await expect(links.first()).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(field).toBeFocused();
    await expect(field).toHaveValue("flutter");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect(links.nth(1)).toBeFocused();
    await expect(links.nth(1)).toHaveAttribute("tabindex", "0");
    await page.keyboard.press("End");
    await expect(links.last()).toBeFocused();
    await page.keyboard.press("Home");
    await expect(links.first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(field).toBeFocused();
    await expect(field).toHaveValue("flutter");

    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    const href = await links.nth(1).getAttribute("href");
    const title = await links.nth(1).textContent();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(href!);
    await expect(page).toHaveTitle(new RegExp(`^${title!.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} \\| Alphai`));
  });

  test("shows more results on request, with the focus on the first new one; an emptied field clears them and ?q=", async ({
    page,
    visit,
  }) => {
    await visit("/search?q=kubernetes");
    const { field, status, results, links } = searchPage(page);
    await expect(status).toHaveText(/^\d+ results for “kubernetes”$/);
    const total = Number((await status.textContent())!.split(" ")[0]);
    expect(total).toBeGreaterThan(6);
    await expect(results).toHaveCount(6);
    await page.getByRole("button", { name: "Show more results" }).click();
    await expect(results).toHaveCount(Math.min(12, total));
    await expect(links.nth(6)).toBeFocused();
    await expect(links.nth(6)).toHaveAttribute("tabindex", "0");
    await field.fill("");
    await expect(results).toHaveCount(0);
    await expect(status).toHaveText("");
    await expect(page).toHaveURL(/\/search$/);
  });

  test("hydrates over the server's answer to ?q= without an error: the query kept, the same results, then its own", async ({
    page,
    visit,
    request,
  }) => {
    const problems = await watchProblems(page);
    const served = await (await request.get("/de/search?q=kubernetes")).text();
    const servedHrefs = [...served.matchAll(/<a href="([^"]+)" class="search-result-link"/g)].map((match) => match[1]);
    expect(servedHrefs).toHaveLength(6);
    await visit("/de/search?q=kubernetes");
    const { field, status, links } = searchPage(page);
    await expect(field).toHaveValue("kubernetes");
    await expect(status).toHaveText(/^\d+ Ergebnisse für „kubernetes“$/);
    await expect(page.locator(".search-answer")).toHaveCount(0);
    expect(await links.evaluateAll((all) => all.map((link) => link.getAttribute("href")))).toEqual(servedHrefs);
    await field.fill("flutter");
    await expect(status).toHaveText(/^\d+ Ergebnisse für „flutter“$/);
    await expect(page).toHaveURL(/\/de\/search\?q=flutter$/);
    expect(problems).toEqual([]);
  });

  test("is axe-clean with results shown, on a desktop and a phone", async ({ page, visit, axe }) => {
    for (const viewport of [DESKTOP, MOBILE]) {
      await page.setViewportSize(viewport);
      await visit("/search?q=kubernetes");
      await expect(searchPage(page).status).toHaveText(/^\d+ results for “kubernetes”$/);
      await expect(searchPage(page).results.first()).toBeVisible();
      expect(await axe(), `${viewport.width}px`).toEqual([]);
    }
  });

  test("loads nothing of the search on a page's first load, and the index only once the field has the focus", async ({
    page,
    visit,
  }) => {
    const searchRequests: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/pagefind/")) searchRequests.push(request.url());
    });
    for (const path of ["/", "/work", FLUTTER, "/de/", "/search", "/de/search"]) {
      await visit(path);
      await page.waitForLoadState("networkidle");
      expect(searchRequests, path).toEqual([]);
    }
    const first = page.waitForRequest((request) => new URL(request.url()).pathname.startsWith("/pagefind/"));
    await searchPage(page).field.focus();
    expect(new URL((await first).url()).pathname).toBe("/pagefind/pagefind.js");
    await page.keyboard.type("Flutter");
    await expect(searchPage(page).status).toHaveText(/^\d+ Ergebnisse für „Flutter“$/);
    // Only the German index: no English file was asked for.
    expect(searchRequests.filter((url) => /[/.]en[_.]/.test(new URL(url).pathname))).toEqual([]);
  });

  test("opens in place from the header and the sidebar, with the focus in the field", async ({ page, visit }) => {
    await page.setViewportSize(DESKTOP);
    await visit("/work");
    await page.getByRole("banner").getByRole("link", { name: "Search" }).click();
    await expect(page).toHaveURL("/search");
    await expect(searchPage(page).field).toBeFocused();
    // Client-side: the document loaded once (the hydration marker is still the first page's).
    expect(await page.evaluate(() => performance.getEntriesByType("navigation").length)).toBe(1);
    expect(
      await page.evaluate(() => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).name),
    ).toMatch(/\/work$/);

    await page.setViewportSize(MOBILE);
    await visit("/de/work");
    await page.getByRole("button", { name: "Menü öffnen" }).click();
    await page.locator("#site-sidebar").getByRole("link", { name: "Suche" }).click();
    await expect(page).toHaveURL("/de/search");
    await expect(page.locator("#site-sidebar")).toBeHidden();
    await expect(searchPage(page).field).toBeFocused();
  });

  test("searches without a CSP violation from a page reached by a client-side navigation", async ({ page, visit }) => {
    const problems = await watchProblems(page);
    await page.setViewportSize(DESKTOP);
    await visit("/work");
    // The document stays /work's, whose CSP allows no WebAssembly: Pagefind's worker, with its own CSP, compiles it.
    // (Watched from before the click: the search page focuses its field, which may start Pagefind at once.)
    const worker = page.waitForEvent("worker");
    await page.getByRole("banner").getByRole("link", { name: "Search" }).click();
    await expect(searchPage(page).field).toBeFocused();
    await page.keyboard.type("kubernetes");
    expect(new URL((await worker).url()).pathname).toBe("/pagefind/pagefind-worker.js");
    await expect(searchPage(page).status).toHaveText(/^\d+ results for “kubernetes”$/);
    await expect(searchPage(page).results.first()).toBeVisible();
    expect(problems).toEqual([]);
  });

  test("allows WebAssembly on the search pages only, and serves the index with the right caching", async ({
    request,
  }) => {
    const csp = async (path: string) => (await request.get(path)).headers()["content-security-policy"]!;
    for (const path of ["/search", "/de/search"]) {
      expect(await csp(path), path).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+ 'wasm-unsafe-eval';/);
    }
    for (const path of ["/", "/work", "/de/", FLUTTER, "/pagefind/pagefind.js"])
      expect(await csp(path), path).not.toContain("wasm-unsafe-eval");
    const worker = await request.get("/pagefind/pagefind-worker.js");
    expect(worker.headers()["content-security-policy"]).toBe(
      "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self'",
    );
    expect(worker.headers()["content-type"]).toContain("javascript");

    const entry = await request.get("/pagefind/pagefind-entry.json");
    expect(entry.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
    const languages = ((await entry.json()) as { languages: Record<string, { hash: string }> }).languages;
    expect(Object.keys(languages).sort()).toEqual(["de", "en"]);
    for (const path of ["/pagefind/pagefind.js", "/pagefind/pagefind-worker.js", "/pagefind/wasm.en.pagefind"])
      expect((await request.get(path)).headers()["cache-control"], path).toBe("public, max-age=0, must-revalidate");
    const meta = await request.get(`/pagefind/pagefind.${languages.en!.hash}.pf_meta`);
    expect(meta.status()).toBe(200);
    expect(meta.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    // Pagefind's own interfaces are not part of the build.
    for (const path of [
      "/pagefind/pagefind-ui.js",
      "/pagefind/pagefind-highlight.js",
      "/pagefind/wasm.unknown.pagefind",
    ])
      expect((await request.get(path)).status(), path).toBe(404);
  });
});

test.describe("site search without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server answers ?q= with the results in both languages: open roles first for a job search, six more by a link, the query escaped", async ({
    page,
  }) => {
    /** The results the server put on the page: their links and snippets. */
    const answer = (scope: Page) => ({
      count: scope.locator(".search-answer .search-count"),
      links: scope.locator(".search-answer .search-result-link"),
    });
    const react = openRoles(new Date()).find((role) => role.slug.includes("react"))!;
    const devops = openRoles(new Date()).find((role) => role.slug.includes("devops"))!;

    const response = await page.goto("/search?q=react+developer+job");
    expect(response?.status()).toBe(200);
    expect(response?.headers()["x-robots-tag"]).toBe("noindex");
    expect(response?.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
    expect(response?.headers()["content-security-policy"]).toContain("'wasm-unsafe-eval'");
    await expect(page.getByRole("search").getByRole("searchbox")).toHaveValue("react developer job");
    await expect(answer(page).count).toHaveText(/^\d+ results? for “react developer job”$/);
    await expect(answer(page).links.first()).toHaveAttribute("href", rolePath(react.slug));
    await expect(answer(page).links.first()).toContainText(react.title);

    // Six at a time, and six more by the "more" link (the script's button needs the script).
    await page.goto("/search?q=kubernetes");
    const total = Number((await answer(page).count.textContent())!.split(" ")[0]);
    expect(total).toBeGreaterThan(6);
    await expect(answer(page).links).toHaveCount(6);
    await page.getByRole("link", { name: "Show more results" }).click();
    await expect(page).toHaveURL(/\/search\?q=kubernetes&shown=12$/);
    await expect(answer(page).links).toHaveCount(Math.min(12, total));

    // Block elements are words apart in the index: a stat's label and value are not run together in a snippet.
    const stat = retailCommerce.stats.find((item) => item.label.includes("size-related"))!;
    await page.goto("/search?q=size-related");
    const retail = page
      .locator(".search-answer .search-result")
      .filter({ has: page.locator(`a[href="${pathOf("retail-commerce")}"]`) });
    await expect(retail.locator(".search-result-snippet")).toContainText(`${stat.label} ${stat.value}`);

    // German: the German index, and the role first for "Stelle".
    await page.goto("/de/search?q=Stelle+DevOps");
    await expect(answer(page).count).toHaveText(/^\d+ Ergebnisse? für „Stelle DevOps“$/);
    await expect(answer(page).links.first()).toHaveAttribute("href", `/de${rolePath(devops.slug)}`);

    // The query is text wherever it is shown; an empty query is the page as built.
    const hostile = `"><img src=x onerror=alert(1)><mark>x</mark>`;
    await page.goto(`/search?q=${encodeURIComponent(hostile)}`);
    await expect(page.getByRole("search").getByRole("searchbox")).toHaveValue(hostile);
    await expect(answer(page).count).toContainText(` for “${hostile}”`);
    await expect(page.locator("main img, [onerror]")).toHaveCount(0);
    const empty = await page.goto("/search?q=+");
    expect(empty?.headers()["x-robots-tag"]).toBeUndefined();
    await expect(page.locator(".search-answer")).toBeEmpty();
  });

  for (const locale of ["en", "de"] as const) {
    test(`lists every page of the ${locale === "en" ? "English" : "German"} search index by section, with links`, async ({
      page,
    }) => {
      const sections = siteIndex(locale, new Date());
      await page.goto(locale === "en" ? "/search" : "/de/search");
      await expect(page.getByRole("search").getByRole("searchbox")).toBeVisible();
      const form = page.getByRole("search");
      await expect(form).toHaveAttribute("method", "get");
      await expect(form).toHaveAttribute("action", locale === "en" ? "/search" : "/de/search");
      expect(sections.length).toBeGreaterThanOrEqual(8);
      for (const section of sections) {
        const region = page.getByRole("region", { name: section.label, exact: true });
        await expect(region.getByRole("heading", { level: 3 })).toHaveText(section.label);
        const paths = [...sectionsByPath([section]).keys()];
        const hrefs = await region
          .getByRole("link")
          .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
        expect(hrefs, section.label).toEqual(paths);
      }
      // Every page the search finds, once (the sitemap's pages but the search pages themselves).
      const all = [...sectionsByPath(sections).keys()];
      expect(all.length).toBeGreaterThan(100);
      expect(all).not.toContain(locale === "en" ? "/search" : "/de/search");
    });
  }
});
