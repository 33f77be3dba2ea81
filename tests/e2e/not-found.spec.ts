import { expect, test } from "./fixtures";
import { UNKNOWN_PATH } from "./helpers";

test.describe("404 page", () => {
  test("shows the texts, Homepage goes to /", async ({ page }) => {
    const response = await page.goto(UNKNOWN_PATH);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
    await expect(page.getByText("We can't seem to find the page you're looking for.")).toBeVisible();
    await expect(page.locator(".float-body")).toHaveCSS("animation-duration", "4s");
    await page.getByRole("link", { name: "Homepage" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("Go Back returns to the previous page", async ({ page, baseURL }) => {
    await page.goto("/work");
    await page.goto(UNKNOWN_PATH, { referer: `${baseURL}/work` });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
    await page.getByRole("button", { name: "Go Back" }).click();
    await expect(page).toHaveURL(/\/work$/);
  });

  test("Go Back with no history goes home", async ({ page }) => {
    await page.goto(UNKNOWN_PATH);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await page.getByRole("button", { name: "Go Back" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("an address that cannot be decoded gets the same page, status 400, and hydrates without errors", async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    const response = await page.goto("/%ff%c0%ae");
    expect(response?.status()).toBe(400);
    expect(response?.headers()["content-security-policy"]).toContain("script-src 'self'");
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
    await expect(page.getByRole("navigation").first()).toBeVisible();
    expect(errors.filter((error) => !error.includes("400 (Bad Request)"))).toEqual([]);
  });

  test("the illustration stands still under reduced motion", async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: "reduce" });
    const page = await context.newPage();
    await page.goto(UNKNOWN_PATH);
    await expect(page.locator(".float-body")).toHaveCSS("animation-name", "none");
    await context.close();
  });
});

test.describe("404 Go Back uses the tab's history", () => {
  test("after a typed URL, Go Back returns to the page before it", async ({ page }) => {
    await page.goto("/contactus");
    // Typed into the address bar: no referrer.
    await page.goto(UNKNOWN_PATH);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await page.getByRole("button", { name: "Go Back" }).click();
    await expect(page).toHaveURL(/\/contactus$/);
  });

  test("works before hydration", async ({ page }) => {
    await page.goto("/work");
    // Hold the app's code back: the page is prerendered HTML and the inline script only.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto(UNKNOWN_PATH, { waitUntil: "domcontentloaded" });
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    await page.getByRole("button", { name: "Go Back" }).click();
    await expect(page).toHaveURL(/\/work$/);
  });

  test("after a client-side navigation to an unknown page, Go Back returns without a reload", async ({ page }) => {
    await page.goto("/about/our-story");
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7));
    await page.evaluate((path) => {
      const link = document.createElement("a");
      link.href = path;
      link.setAttribute("data-page-link", "");
      link.textContent = "broken link";
      document.querySelector("main")!.append(link);
      link.click();
    }, UNKNOWN_PATH);
    await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
    await page.getByRole("button", { name: "Go Back" }).click();
    await expect(page).toHaveURL(/\/about\/our-story$/);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(7);
  });
});
