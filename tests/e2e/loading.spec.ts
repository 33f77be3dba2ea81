import { expect, test } from "./fixtures";
import type { Page } from "@playwright/test";
import { DESKTOP } from "./helpers";

// These tests intercept chunk and data requests with page.route; a service worker would fetch them
// itself (and from its cache), out of the route's reach. The worker has its own spec.
test.use({ viewport: DESKTOP, serviceWorkers: "block" });

test.describe("loading and chunk errors", () => {
  test("shows Loading... in a status region while a route chunk loads", async ({ page }) => {
    await page.goto("/");
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/service-detail-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("button", { name: "What we do" }).click();
    await page.locator("#menu-what-we-do").getByRole("link", { name: "React", exact: true }).click();
    const status = page.locator(".navigation-status");
    await expect(status).toHaveAttribute("role", "status");
    await expect(status).toHaveText("Loading...");
    release();
    await expect(page).toHaveURL(/\/react$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("React");
    await expect(status).toHaveText("");
  });

  test("a script chunk that fails shows 'Loading chunk failed' with a Reload button", async ({ page }) => {
    await page.route(/\/assets\/service-family-[\w-]+\.js$/, (route) => route.abort());
    await page.goto("/services/devops");
    const alert = page.getByRole("alert").filter({ hasText: "Loading chunk failed" });
    await expect(alert).toBeVisible();
    // The prerendered content stays readable.
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.unroute(/\/assets\/service-family-[\w-]+\.js$/);
    await alert.getByRole("button", { name: "Reload" }).click();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await expect(page.getByRole("alert").filter({ hasText: "Loading chunk failed" })).toHaveCount(0);
  });

  test("a style chunk that fails shows 'Loading CSS chunk failed'", async ({ page }) => {
    await page.route(/\/assets\/[\w-]+\.css$/, (route) => route.abort());
    await page.goto("/about/our-story");
    const alert = page.getByRole("alert").filter({ hasText: "Loading CSS chunk failed" });
    await expect(alert.getByRole("button", { name: "Reload" })).toBeVisible();
    // A client render that takes the page's markup away (React's, when it cannot hydrate) leaves the way out in place.
    await page.evaluate(() => document.querySelector("[data-chunk-error]")?.remove());
    await expect(alert.getByRole("button", { name: "Reload" })).toBeVisible();
  });
});

test.describe("chunk errors after a deploy", () => {
  const familyChunk = /\/assets\/service-family-[\w-]+\.js$/;
  const countDocuments = (page: Page) => {
    const loads: string[] = [];
    page.on("request", (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads.push(request.url());
    });
    return loads;
  };

  test("a chunk the server no longer has reloads the page once, which then works", async ({ page }) => {
    const loads = countDocuments(page);
    // The deployed build no longer has the old chunk; the reloaded page is the new build, whose chunks exist.
    await page.route(familyChunk, (route) =>
      loads.length < 2 ? route.fulfill({ status: 404, body: "" }) : route.continue(),
    );
    await page.goto("/services/devops");
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    expect(loads).toHaveLength(2);
    await expect(page.locator("[data-chunk-error]")).toHaveCount(0);
  });

  test("the automatic reload happens only once: a chunk still missing shows the error with its Reload button", async ({
    page,
  }) => {
    const loads = countDocuments(page);
    await page.route(familyChunk, (route) => route.fulfill({ status: 404, body: "" }));
    await page.goto("/services/devops");
    // Two page loads and two HEAD requests come before the alert: on a loaded machine that is more than the default 5 s.
    await expect(page.getByRole("alert").filter({ hasText: "Loading chunk failed" })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole("alert").getByRole("button", { name: "Reload" })).toBeVisible();
    // Nothing to wait for: a further reload would start within this time if it came at all.
    await page.waitForTimeout(500);
    expect(loads).toHaveLength(2);
  });

  // React Router reloads the current page when a route chunk fails; the visitor must still land where they clicked.
  const openReactFromMenu = async (page: Page) => {
    await page.goto("/");
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await page.getByRole("button", { name: "What we do" }).click();
    await page.locator("#menu-what-we-do").getByRole("link", { name: "React", exact: true }).click();
  };
  const detailChunk = /\/assets\/service-detail-[\w-]+\.js$/;

  test("a chunk gone during a client-side navigation ends on the clicked page of the new build", async ({ page }) => {
    const loads = countDocuments(page);
    // Until the visitor's browser asks for the new build's /react document, the old chunk is what it requests, and it is gone.
    await page.route(detailChunk, (route) =>
      loads.some((url) => url.endsWith("/react")) ? route.continue() : route.fulfill({ status: 404, body: "" }),
    );
    await openReactFromMenu(page);
    await expect(page).toHaveURL(/\/react$/);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("React");
    await expect(page.getByRole("alert")).toHaveCount(0);
    expect(loads.map((url) => new URL(url).pathname)).toEqual(["/", "/", "/services/website-development/react"]);
  });

  test("a chunk that cannot be fetched during a client-side navigation ends on the clicked page with the Reload button", async ({
    page,
  }) => {
    const loads = countDocuments(page);
    await page.route(detailChunk, (route) => route.abort());
    await openReactFromMenu(page);
    await expect(page).toHaveURL(/\/react$/);
    const alert = page.getByRole("alert").filter({ hasText: "Loading chunk failed" });
    await expect(alert).toBeVisible();
    await expect(alert.getByRole("button", { name: "Reload" })).toBeVisible();
    // Nothing to wait for: a further reload would start within this time if it came at all.
    await page.waitForTimeout(500);
    expect(loads.map((url) => new URL(url).pathname)).toEqual(["/", "/", "/services/website-development/react"]);
  });
});

test.describe("chunks that never arrive", () => {
  test("a first load whose entry chunk hangs for 120 s shows 'Loading chunk failed'", async ({ page }) => {
    // A paused clock: the page's 120 s start from its inline script, and the time the machine takes to get
    // there must not count, or a slow run would cross 120 s during the first 119.
    const start = new Date("2026-01-05T09:00:00Z");
    await page.clock.install({ time: start });
    await page.clock.pauseAt(new Date(start.getTime() + 1_000));
    await page.route(/\/assets\/entry\.client-[\w-]+\.js$/, () => {
      // Never answered: the chunk hangs.
    });
    await page.goto("/about/our-story", { waitUntil: "domcontentloaded" });
    const alert = page.getByRole("alert").filter({ hasText: "Loading chunk failed" });
    await page.clock.fastForward(119_000);
    await expect(alert).toHaveCount(0);
    await page.clock.fastForward(2_000);
    await expect(alert).toBeVisible();
    await expect(alert.getByRole("button", { name: "Reload" })).toBeVisible();
  });

  test("a navigation whose route chunk hangs for 120 s shows 'Loading chunk failed'", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await page.route(/\/assets\/service-detail-[\w-]+\.js$/, () => {
      // Never answered.
    });
    await page.getByRole("button", { name: "What we do" }).click();
    await page.locator("#menu-what-we-do").getByRole("link", { name: "React", exact: true }).click();
    await expect(page.locator(".navigation-status")).toHaveText("Loading...");
    const alert = page.getByRole("alert").filter({ hasText: "Loading chunk failed" });
    await page.clock.fastForward(121_000);
    await expect(alert).toBeVisible();
  });
});

for (const [home, label, heading, sentence] of [
  ["/", "DevOps", "Unexpected Application Error!", "This page could not be shown"],
  ["/de/", "DevOps", "Unerwarteter Fehler", "Diese Seite konnte nicht angezeigt werden"],
] as const) {
  test(`an unexpected routing error shows its heading and message inside the layout, in the page's language (${home})`, async ({
    page,
  }) => {
    await page.goto(home);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await page.route("**/services/devops.data", (route) => route.fulfill({ status: 500, body: "broken" }));
    await page.locator('.nav-group[data-menu="what-we-do"] > button').click();
    await page.locator("#menu-what-we-do").getByRole("link", { name: label, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    // The page's own sentence (and the status, when the error has one), never the framework's or the server's text.
    await expect(page.locator(".error-detail")).toHaveText(new RegExp(`^${sentence}`));
    await expect(page.locator(".error-detail")).not.toContainText("broken");
    await expect(page.locator(".site-header")).toBeVisible();
    await expect(page.locator(".site-footer")).toBeVisible();
  });
}

test("the hydration code is fetched only after the text is on screen and the font has settled, then the page hydrates", async ({
  page,
}) => {
  await page.goto("/industries/healthcare");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  const timing = await page.evaluate(() => ({
    parsed: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).domContentLoadedEventEnd,
    firstByte: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).responseStart,
    fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity,
    font:
      performance.getEntriesByType("resource").find((entry) => entry.name.endsWith(".woff2"))?.responseEnd ?? Infinity,
    scripts: performance
      .getEntriesByType("resource")
      .filter((entry) => /\/assets\/.+\.js$/.test(new URL(entry.name).pathname))
      .map((entry) => entry.startTime),
    preloadsInHtml: document.querySelectorAll('link[rel="modulepreload"]').length,
  }));
  expect(timing.scripts.length).toBeGreaterThan(3);
  // Nothing competes with the HTML, the CSS and the font; the text has been laid out by then.
  expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.parsed);
  // The text on screen and the font settled, or, on a machine too busy to report the paint that soon, the start-up
  // script's limit of 1 s run out (scripts/build/deferred-hydration.ts; the script began after the first byte). A CI
  // run reported the first contentful paint at 2.7 s and fetched the scripts at 2.4 s, after that limit.
  const settled = Math.min(Math.max(timing.font, timing.fcp), timing.firstByte + 1000);
  expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(settled);
  // The start-up script inserted the route's module preloads when it began.
  expect(timing.preloadsInHtml).toBeGreaterThan(3);
});
