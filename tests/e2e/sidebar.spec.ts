import { expect, test } from "@playwright/test";
import { MOBILE, ready } from "./helpers";

for (const viewport of [MOBILE, { width: 960, height: 900 }]) {
  test.describe(`sidebar at ${viewport.width}px`, () => {
    test.use({ viewport });

    test("replaces the desktop navigation with a hamburger that opens the sidebar", async ({ page }) => {
      await ready(page, "/");
      await expect(page.locator(".desktop-nav")).toBeHidden();
      const hamburger = page.getByRole("button", { name: "Open menu" });
      await expect(hamburger).toBeVisible();
      await expect(hamburger).toHaveAttribute("aria-expanded", "false");
      await hamburger.click();
      const sidebar = page.getByRole("dialog", { name: "Site menu" });
      await expect(sidebar).toBeVisible();
      await expect(hamburger).toHaveAttribute("aria-expanded", "true");
      const groups = sidebar.locator('.sidebar-item[data-level="0"] > .sidebar-toggle');
      await expect(groups).toHaveText(["Who We Serve", "What we do", "Marketing", "Capabilities", "About"]);
    });

    test("keeps one submenu open per level", async ({ page }) => {
      await ready(page, "/");
      await page.getByRole("button", { name: "Open menu" }).click();
      const sidebar = page.getByRole("dialog", { name: "Site menu" });
      const whatWeDo = sidebar.getByRole("button", { name: "What we do", exact: true });
      const marketing = sidebar.getByRole("button", { name: "Marketing", exact: true });
      await whatWeDo.click();
      await expect(whatWeDo).toHaveAttribute("aria-expanded", "true");
      const web = sidebar.getByRole("button", { name: "Website Development" });
      const mobile = sidebar.getByRole("button", { name: "Mobile App Development" });
      await web.click();
      await expect(web).toHaveAttribute("aria-expanded", "true");
      await expect(sidebar.getByRole("link", { name: "Angular" })).toBeVisible();
      await mobile.click();
      await expect(mobile).toHaveAttribute("aria-expanded", "true");
      await expect(web).toHaveAttribute("aria-expanded", "false");
      await expect(sidebar.getByRole("link", { name: "Angular" })).toBeHidden();
      await marketing.click();
      await expect(marketing).toHaveAttribute("aria-expanded", "true");
      await expect(whatWeDo).toHaveAttribute("aria-expanded", "false");
      await expect(sidebar.locator('.sidebar-toggle[aria-expanded="true"]')).toHaveCount(1);
      // Clicking an open label closes it again.
      await marketing.click();
      await expect(marketing).toHaveAttribute("aria-expanded", "false");
    });

    test("highlights the current page's group", async ({ page }) => {
      await ready(page, "/industries/healthcare");
      await page.getByRole("button", { name: "Open menu" }).click();
      const sidebar = page.getByRole("dialog", { name: "Site menu" });
      const current = sidebar.locator('.sidebar-item[data-level="0"][data-current]');
      await expect(current).toHaveCount(1);
      await expect(current.locator("> .sidebar-toggle > span").first()).toHaveText("Who We Serve");
      await expect(sidebar.getByRole("link", { name: "Healthcare" })).toHaveAttribute("aria-current", "page");
    });

    test("traps focus, closes on Escape and returns focus to the hamburger", async ({ page }) => {
      await ready(page, "/");
      const hamburger = page.getByRole("button", { name: "Open menu" });
      await hamburger.click();
      const sidebar = page.getByRole("dialog", { name: "Site menu" });
      for (let i = 0; i < 12; i += 1) {
        await page.keyboard.press("Tab");
        const inside = await page.evaluate(() => !!document.activeElement?.closest("#site-sidebar") || document.activeElement === document.body);
        expect(inside).toBe(true);
      }
      // The page behind is inert: it cannot take focus while the sidebar is open.
      expect(await page.evaluate(() => document.querySelector("#site-sidebar")?.matches(":modal"))).toBe(true);
      const focusBehind = await page.evaluate(() => {
        document.querySelector<HTMLElement>("main a")?.focus();
        return document.activeElement?.closest("main") !== null;
      });
      expect(focusBehind).toBe(false);
      await page.keyboard.press("Escape");
      await expect(sidebar).toBeHidden();
      await expect(hamburger).toBeFocused();
      await expect(hamburger).toHaveAttribute("aria-expanded", "false");
    });

    test("a link navigates, closes the sidebar and lands at the top", async ({ page }) => {
      await ready(page, "/");
      await page.evaluate(() => window.scrollTo(0, 800));
      await page.getByRole("button", { name: "Open menu" }).click();
      const sidebar = page.getByRole("dialog", { name: "Site menu" });
      await sidebar.getByRole("button", { name: "About", exact: true }).click();
      await sidebar.getByRole("link", { name: "Careers", exact: true }).click();
      await expect(page).toHaveURL(/\/about\/careers$/);
      await expect(sidebar).toBeHidden();
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });
  });
}
