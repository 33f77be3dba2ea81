import { expect, test } from "@playwright/test";
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
    await expect(page.getByRole("alert").filter({ hasText: "Loading CSS chunk failed" })).toBeVisible();
    await expect(page.getByRole("alert").getByRole("button", { name: "Reload" })).toBeVisible();
  });
});

test("an unexpected routing error shows its heading and message inside the layout", async ({ page }) => {
  await page.goto("/");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await page.route("**/services/devops.data", (route) => route.fulfill({ status: 500, body: "broken" }));
  await page.getByRole("button", { name: "What we do" }).click();
  await page.locator("#menu-what-we-do").getByRole("link", { name: "DevOps", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Unexpected Application Error!" })).toBeVisible();
  await expect(page.locator(".error-detail")).not.toBeEmpty();
  await expect(page.locator(".site-header")).toBeVisible();
  await expect(page.locator(".site-footer")).toBeVisible();
});
