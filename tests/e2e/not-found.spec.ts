import { expect, test } from "@playwright/test";
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

  test("the illustration stands still under reduced motion", async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: "reduce" });
    const page = await context.newPage();
    await page.goto(UNKNOWN_PATH);
    await expect(page.locator(".float-body")).toHaveCSS("animation-name", "none");
    await context.close();
  });
});
