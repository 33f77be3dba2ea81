import { expect, test } from "./fixtures";
import { DESKTOP, MOBILE, UNKNOWN_PATH } from "./helpers";

/** The menus are the platform's (a popover, <details>, CSS): they work without any JavaScript. */
test.use({ javaScriptEnabled: false });

test.describe("without JavaScript", () => {
  test("at 390px the menu button opens the sidebar with its groups, and a link navigates", async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto("/industries/healthcare");
    const sidebar = page.locator("#site-sidebar");
    await expect(sidebar).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(sidebar).toBeVisible();
    await expect(sidebar.locator(".nav-group > .nav-group-slot > details > summary")).toHaveText(
      ["Who We Serve (current section)", "What we do", "Marketing", "Capabilities", "About"],
      { useInnerText: true },
    );
    // The current page's group is open; another opens with a tap and closes the first (one per level).
    await expect(sidebar.getByRole("link", { name: "Healthcare" })).toBeVisible();
    await sidebar.locator("summary", { hasText: "What we do" }).click();
    await expect(sidebar.getByRole("link", { name: "Healthcare" })).toBeHidden();
    await sidebar.locator("summary", { hasText: "Website Development" }).click();
    await sidebar.getByRole("link", { name: "React", exact: true }).click();
    await expect(page).toHaveURL(/\/services\/website-development\/react$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(sidebar).toBeHidden();
    // Escape closes it too.
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(sidebar).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(sidebar).toBeHidden();
  });

  test("at 1280px hovering or clicking a top-level item shows its panel, and a link navigates", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/");
    const capabilities = page.locator("#menu-capabilities");
    await expect(capabilities).toBeHidden();
    await page.getByRole("button", { name: "Capabilities", exact: true }).hover();
    await expect(capabilities).toBeVisible();
    await page.mouse.move(640, 780);
    await expect(capabilities).toBeHidden();

    const marketing = page.locator("#menu-marketing");
    await page.getByRole("button", { name: "Marketing", exact: true }).click();
    await page.mouse.move(640, 780);
    await expect(marketing).toBeVisible();
    await marketing.getByRole("link", { name: "SEO" }).click();
    await expect(page).toHaveURL(/\/digital-marketing\/seo$/);
    await expect(page.locator("#menu-marketing")).toBeHidden();
  });

  test("the keyboard reaches every panel's links", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/");
    await page.getByRole("button", { name: "About", exact: true }).focus();
    await page.keyboard.press("Tab");
    const focused = page.locator("#menu-about a").first();
    await expect(focused).toBeFocused();
    await expect(focused).toBeVisible();
  });

  test("the 404 page offers Homepage, and no Go Back that could not work", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    const response = await page.goto(UNKNOWN_PATH);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("link", { name: "Homepage" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Go Back" })).toBeHidden();
  });

  test("the 404 page's search form sends its query to the search page of its language, which answers with results", async ({
    page,
  }) => {
    for (const [path, label, results] of [
      [UNKNOWN_PATH, "Or search the site", /^\d+ results? for “kubernetes”$/],
      [`/de${UNKNOWN_PATH}`, "Oder durchsuchen Sie die Website", /^\d+ Ergebnisse? für „kubernetes“$/],
    ] as const) {
      expect((await page.goto(path))?.status()).toBe(404);
      const form = page.getByRole("search");
      await expect(form).toHaveAttribute("method", "get");
      await form.getByRole("searchbox", { name: label }).fill("kubernetes");
      await form.getByRole("searchbox").press("Enter");
      await expect(page).toHaveURL(`${path.startsWith("/de/") ? "/de" : ""}/search?q=kubernetes`);
      await expect(page.locator(".search-answer .search-count")).toHaveText(results);
      await expect(page.locator(".search-answer .search-result-link").first()).toBeVisible();
    }
  });
});
