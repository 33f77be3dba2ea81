import { expect, ready, test } from "./fixtures";
import type { Locator } from "@playwright/test";
import { MOBILE } from "./helpers";

/** A submenu label of the sidebar: the <summary> of its <details> (the platform's disclosure). */
const toggle = (sidebar: Locator, name: string) =>
  sidebar.locator("summary.nav-toggle", { has: sidebar.page().getByText(name, { exact: true }) });
const expanded = (summary: Locator) =>
  summary.evaluate((element) => (element.parentElement as HTMLDetailsElement).open);

for (const viewport of [MOBILE, { width: 960, height: 900 }]) {
  test.describe(`sidebar at ${viewport.width}px`, () => {
    test.use({ viewport });

    test("replaces the desktop navigation with a hamburger that opens the sidebar", async ({ page }) => {
      await ready(page, "/");
      await expect(page.locator(".nav-group-button").first()).toBeHidden();
      await expect(page.locator(".site-nav")).toBeHidden();
      const hamburger = page.getByRole("button", { name: "Open menu" });
      await expect(hamburger).toBeVisible();
      // The browser opens the sidebar itself (and tells assistive technology the button's expanded state): a popover
      // and its invoker, not a script.
      await expect(hamburger).toHaveAttribute("popovertarget", "site-sidebar");
      await expect(page.locator("#site-sidebar")).toHaveAttribute("popover", "auto");
      await hamburger.click();
      const sidebar = page.locator("#site-sidebar");
      await expect(sidebar).toBeVisible();
      const groups = sidebar.locator(".nav-group > .nav-group-slot > details > .nav-toggle");
      await expect(groups).toHaveText(["Who We Serve", "What we do", "Marketing", "Capabilities", "About"], {
        useInnerText: true,
      });
      // The links are in the prerendered page, not drawn on first open.
      const html = await (await page.request.get("/")).text();
      expect(html.match(/class="panel-link[^"]*"/g)?.length ?? 0).toBeGreaterThan(80);
    });

    test("keeps one submenu open per level, with the keyboard too", async ({ page }) => {
      await ready(page, "/");
      await page.getByRole("button", { name: "Open menu" }).click();
      const sidebar = page.locator("#site-sidebar");
      const whatWeDo = toggle(sidebar, "What we do");
      const marketing = toggle(sidebar, "Marketing");
      await whatWeDo.click();
      expect(await expanded(whatWeDo)).toBe(true);
      const web = toggle(sidebar, "Website Development");
      const mobile = toggle(sidebar, "Mobile App Development");
      await web.click();
      expect(await expanded(web)).toBe(true);
      await expect(sidebar.getByRole("link", { name: "Angular" })).toBeVisible();
      await mobile.focus();
      await page.keyboard.press("Enter");
      await expect.poll(() => expanded(mobile)).toBe(true);
      expect(await expanded(web)).toBe(false);
      await expect(sidebar.getByRole("link", { name: "Angular" })).toBeHidden();
      await marketing.click();
      expect(await expanded(marketing)).toBe(true);
      expect(await expanded(whatWeDo)).toBe(false);
      await expect(sidebar.locator(".nav-group > .nav-group-slot > details[open]")).toHaveCount(1);
      // Clicking an open label closes it again; Space works like Enter.
      await marketing.focus();
      await page.keyboard.press("Space");
      await expect.poll(() => expanded(marketing)).toBe(false);
    });

    test("highlights the current page's group and opens it", async ({ page }) => {
      await ready(page, "/industries/healthcare");
      await page.getByRole("button", { name: "Open menu" }).click();
      const sidebar = page.locator("#site-sidebar");
      const current = sidebar.locator(".nav-group[data-current]");
      await expect(current).toHaveCount(1);
      await expect(current.locator("> .nav-group-slot > details > .nav-toggle > span").first()).toHaveText(
        "Who We Serve",
      );
      await expect(sidebar.getByRole("link", { name: "Healthcare" })).toBeVisible();
      await expect(sidebar.getByRole("link", { name: "Healthcare" })).toHaveAttribute("aria-current", "page");
    });

    test("after a client-side navigation, marks and opens the new page's group", async ({ page }) => {
      await ready(page, "/industries/healthcare");
      await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
      await page.getByRole("button", { name: "Open menu" }).click();
      const sidebar = page.locator("#site-sidebar");
      await toggle(sidebar, "What we do").click();
      await toggle(sidebar, "DevOps").click();
      await sidebar.getByRole("link", { name: "CI/CD Pipelines" }).click();
      await expect(page).toHaveURL(/\/services\/devops-ci-cd$/);
      // A client-side navigation: the page was not reloaded.
      expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
      await page.getByRole("button", { name: "Open menu" }).click();
      const current = sidebar.locator(".nav-group[data-current]");
      await expect(current).toHaveCount(1);
      await expect(current.locator("> .nav-group-slot > details > summary")).toContainText("What we do");
      await expect(sidebar.getByRole("link", { name: "CI/CD Pipelines" })).toBeVisible();
      await expect(sidebar.getByRole("link", { name: "CI/CD Pipelines" })).toHaveAttribute("aria-current", "page");
      await expect(sidebar.locator('a[aria-current="page"]')).toHaveCount(1);
      await expect(sidebar.getByRole("link", { name: "Healthcare", includeHidden: true })).not.toHaveAttribute(
        "aria-current",
        "page",
      );
      // The footer marks the same way.
      await expect(page.locator('.site-footer a[aria-current="page"]')).toHaveCount(0);
    });

    test("traps focus, closes on Escape and returns focus to the hamburger", async ({ page }) => {
      await ready(page, "/");
      const hamburger = page.getByRole("button", { name: "Open menu" });
      await hamburger.click();
      const sidebar = page.locator("#site-sidebar");
      for (let i = 0; i < 12; i += 1) {
        await page.keyboard.press("Tab");
        const inside = await page.evaluate(
          () => !!document.activeElement?.closest("#site-sidebar") || document.activeElement === document.body,
        );
        expect(inside).toBe(true);
      }
      // The page behind is inert: it cannot take focus while the sidebar is open, nor can the menu button.
      expect(await page.evaluate(() => document.querySelector("#site-sidebar")?.matches(":popover-open"))).toBe(true);
      expect(
        await page.evaluate(() =>
          [...document.querySelectorAll("main, .site-footer, .hamburger")].map(
            (element) => (element as HTMLElement).closest("[inert]") !== null,
          ),
        ),
      ).toEqual([true, true, true]);
      const focusBehind = await page.evaluate(() => {
        document.querySelector<HTMLElement>("main a")?.focus();
        return document.activeElement?.closest("main") !== null;
      });
      expect(focusBehind).toBe(false);
      await page.keyboard.press("Escape");
      await expect(sidebar).toBeHidden();
      await expect(hamburger).toBeFocused();
      // Closed, the page is as it was.
      await expect(page.locator("[inert]")).toHaveCount(0);
    });

    test("the Close button and a tap on the backdrop close it", async ({ page }) => {
      await ready(page, "/");
      const hamburger = page.getByRole("button", { name: "Open menu" });
      const sidebar = page.locator("#site-sidebar");
      await hamburger.click();
      await sidebar.getByRole("button", { name: "Close menu" }).click();
      await expect(sidebar).toBeHidden();
      await hamburger.click();
      await expect(sidebar).toBeVisible();
      // The backdrop is left of the panel, which sits on the right edge.
      await page.mouse.click(10, viewport.height / 2);
      await expect(sidebar).toBeHidden();
    });

    test("a link navigates, closes the sidebar and lands at the top", async ({ page }) => {
      await ready(page, "/");
      await page.evaluate(() => window.scrollTo(0, 800));
      await page.getByRole("button", { name: "Open menu" }).click();
      const sidebar = page.locator("#site-sidebar");
      await toggle(sidebar, "About").click();
      await sidebar.getByRole("link", { name: "Careers", exact: true }).click();
      await expect(page).toHaveURL(/\/about\/careers$/);
      await expect(sidebar).toBeHidden();
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });
  });
}

test.describe("sidebar opened before hydration", () => {
  test.use({ viewport: MOBILE });

  test("stays open, with its links, once the page has hydrated", async ({ page }) => {
    // The app's entry chunk is held until the sidebar is open: the tap comes before hydration, as on a slow phone.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/entry\.client-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/contactus");
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    await page.getByRole("button", { name: "Open menu" }).click();
    const sidebar = page.locator("#site-sidebar");
    await expect(sidebar).toBeVisible();
    release();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await expect(sidebar).toBeVisible();
    await expect(sidebar.getByRole("link", { name: "Get Started" })).toBeVisible();
    // Hydration makes it modal as if it had opened then: the page behind is inert.
    expect(await page.locator("main").evaluate((main) => main.closest("[inert]") !== null)).toBe(true);
    // Growing past the sidebar's breakpoint closes it and gives the page back.
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect(page.locator("[inert]")).toHaveCount(0);
    await page.setViewportSize(MOBILE);
    await expect(sidebar).toBeHidden();
  });
});
