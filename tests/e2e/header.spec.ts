import { expect, ready, test } from "./fixtures";
import { DESKTOP } from "./helpers";

test.use({ viewport: DESKTOP });

test.describe("desktop header", () => {
  test("shows the desktop navigation, not the hamburger, above 960px", async ({ page }) => {
    await page.setViewportSize({ width: 961, height: 800 });
    await ready(page, "/");
    await expect(page.locator(".site-nav")).toBeVisible();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
  });

  test("hover opens a dropdown and mouse-leave closes it", async ({ page }) => {
    await ready(page, "/");
    const button = page.getByRole("button", { name: "What we do" });
    const panel = page.locator("#menu-what-we-do");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(panel).toBeHidden();
    await button.hover();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("link", { name: "React", exact: true })).toBeVisible();
    await page.mouse.move(640, 700);
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(panel).toBeHidden();
  });

  test("hover intent: a diagonal move to the open panel across the neighbouring item keeps it; a pause on the neighbour switches", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await ready(page, "/");
    const about = page.getByRole("button", { name: "About", exact: true });
    const capabilities = page.getByRole("button", { name: "Capabilities" });
    const panel = page.locator("#menu-about");
    await about.hover();
    await expect(panel).toBeVisible();
    const box = async (selector: string) => (await page.locator(selector).boundingBox())!;
    const start = await about.boundingBox();
    const neighbour = await box('.nav-group[data-menu="capabilities"]');
    // The lowest, leftmost link of the About panel: the way there from About crosses the neighbouring item.
    const rects = await panel
      .locator("a")
      .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().toJSON() as DOMRect));
    const corner = rects.sort((a, b) => b.bottom - a.bottom || a.left - b.left)[0];
    const target = corner && { x: corner.x + corner.width / 2, y: corner.y + corner.height / 2 };
    if (!start || !target) throw new Error("no path");
    const from = { x: start.x + start.width / 2, y: start.y + start.height / 2 };
    // About 60 pointer events a second for a third of a second: a quick, straight, diagonal move.
    const steps = 20;
    const path = Array.from({ length: steps }, (_, i) => ({
      x: from.x + ((target.x - from.x) * (i + 1)) / steps,
      y: from.y + ((target.y - from.y) * (i + 1)) / steps,
    }));
    const inside = (point: { x: number; y: number }, rect: typeof neighbour) =>
      point.x >= rect.x && point.x <= rect.x + rect.width && point.y >= rect.y && point.y <= rect.y + rect.height;
    expect(
      path.filter((point) => inside(point, neighbour)).length,
      "the path crosses the neighbouring item",
    ).toBeGreaterThan(0);
    // The page's timers run on a paused clock from here: the move takes a third of a second of the page's time
    // however slowly a loaded machine delivers the events (the hover intent's delay is a page timer). An installed
    // clock still flows with real time until it is paused: a run in CI once crossed the delay between two moves.
    const now = Date.now();
    await page.clock.install({ time: now });
    await page.clock.pauseAt(now + 1_000);
    // Every change of the open menu during the move is recorded: even a brief switch (a flash of the neighbour's panel) fails.
    await page.evaluate(() => {
      const changes: string[] = ((window as unknown as { menuChanges: string[] }).menuChanges = []);
      new MutationObserver((records) =>
        records.forEach((record) =>
          changes.push(`${(record.target as HTMLElement).dataset.menu}=${(record.target as HTMLElement).dataset.open}`),
        ),
      ).observe(document.querySelector(".site-nav-list")!, { subtree: true, attributeFilter: ["data-open"] });
    });
    for (const point of path) {
      await page.mouse.move(point.x, point.y);
      await page.clock.runFor(16);
    }
    // Resting on the link: the About panel is still the one open, the neighbour never opened.
    await page.clock.runFor(400);
    expect(await page.evaluate(() => (window as unknown as { menuChanges: string[] }).menuChanges)).toEqual([]);
    await expect(about).toHaveAttribute("aria-expanded", "true");
    await expect(capabilities).toHaveAttribute("aria-expanded", "false");
    await expect(panel).toBeVisible();
    expect(await page.evaluate(({ x, y }) => !!document.elementFromPoint(x, y)?.closest("#menu-about"), target)).toBe(
      true,
    );

    // A deliberate move: back up to the bar and along it onto the neighbour, then a pause there, switches.
    const next = (await capabilities.boundingBox())!;
    await page.mouse.move(from.x, from.y, { steps: 4 });
    await page.mouse.move(next.x + next.width / 2, next.y + next.height / 2, { steps: 4 });
    await page.clock.runFor(250);
    await expect(capabilities).toHaveAttribute("aria-expanded", "true", { timeout: 1_000 });
    await expect(about).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator("#menu-capabilities")).toBeVisible();
  });

  test("a clicked link closes its dropdown, which stays closed until the pointer leaves and comes back", async ({
    page,
  }) => {
    await ready(page, "/");
    const about = page.getByRole("button", { name: "About", exact: true });
    const panel = page.locator("#menu-about");
    await about.hover();
    await expect(panel).toBeVisible();
    const link = panel.getByRole("link", { name: "Our story" });
    const box = await link.boundingBox();
    if (!box) throw new Error("no link box");
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    // The pointer stays where the link was, as a visitor's does after a click.
    await page.mouse.click(x, y);
    await expect(page).toHaveURL(/\/about\/our-story$/);
    await expect(about).toHaveAttribute("aria-expanded", "false");
    await expect(panel).toBeHidden();
    // Longer than the menu's hover intent: a panel that would open again has done so by now.
    await page.waitForTimeout(400);
    await page.mouse.move(x + 1, y + 1);
    await page.mouse.move(x, y);
    await expect(panel).toBeHidden();
    await expect(about).toHaveAttribute("aria-expanded", "false");
    // Leaving and coming back opens it again.
    await page.mouse.move(x, 700);
    await about.hover();
    await expect(panel).toBeVisible();
  });

  test("dropdown panels are finished: inner spacing, no bullets, nothing over an edge", async ({ page }) => {
    for (const width of [961, 1280, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      await ready(page, "/");
      for (const name of ["Who We Serve", "What we do", "Marketing", "Capabilities", "About"]) {
        const button = page.getByRole("button", { name, exact: true });
        await button.hover();
        const panel = page.locator(`#${await button.getAttribute("aria-controls")}`);
        await expect(panel).toBeVisible();
        const report = await panel.evaluate((element) => {
          const card = element.querySelector(".panel-columns") as HTMLElement;
          const style = getComputedStyle(card);
          const rect = card.getBoundingClientRect();
          const bullets = [...element.querySelectorAll("li")].filter(
            (li) => getComputedStyle(li).listStyleType !== "none",
          ).length;
          const links = [...element.querySelectorAll("a")].map((a) => a.getBoundingClientRect());
          const inside = links.every(
            (r) => r.left >= rect.left + 16 && r.right <= rect.right - 16 && r.top >= rect.top + 16,
          );
          return {
            padding: ["paddingTop", "paddingRight", "paddingBottom", "paddingLeft"].map((side) =>
              parseFloat(style[side as "paddingTop"]),
            ),
            bullets,
            inViewport: rect.left >= 0 && rect.right <= window.innerWidth,
            inside,
            headings: element.querySelectorAll(".panel-heading").length,
            columns: element.querySelectorAll(".panel-column").length,
          };
        });
        expect(Math.min(...report.padding), `${name} at ${width}`).toBeGreaterThanOrEqual(16);
        expect(report.bullets, `${name} at ${width}`).toBe(0);
        expect(report.inViewport, `${name} at ${width}`).toBe(true);
        expect(report.inside, `${name} at ${width}: links keep clear of the panel's edges`).toBe(true);
        // Every column has a heading.
        expect(report.headings, `${name} at ${width}`).toBe(report.columns);
      }
      await page.mouse.move(width / 2, 880);
    }
  });

  test("follows the disclosure navigation pattern from the keyboard", async ({ page }) => {
    await ready(page, "/");
    const button = page.getByRole("button", { name: "Capabilities" });
    await button.focus();
    // Focus alone never opens a menu.
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toHaveAttribute("aria-controls", "menu-capabilities");
    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("Space");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(page.locator("#menu-capabilities a").first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toBeFocused();

    // Focus leaving an open menu closes it.
    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await page.getByRole("button", { name: "About" }).focus();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("button", { name: "About" })).toHaveAttribute("aria-expanded", "false");
  });

  test("marks the current page link with aria-current and closes the menu on navigation", async ({ page }) => {
    await ready(page, "/");
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.getByRole("button", { name: "Who We Serve" }).click();
    await page.locator("#menu-who-we-serve").getByRole("link", { name: "Healthcare" }).click();
    await expect(page).toHaveURL(/\/industries\/healthcare$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("button", { name: "Who We Serve" })).toHaveAttribute("aria-expanded", "false");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator('#menu-who-we-serve a[aria-current="page"]')).toHaveText("Healthcare");
  });

  test("is not sticky at the top of /, sticky after scrolling, sticky at the top of /contactus", async ({ page }) => {
    await ready(page, "/");
    const header = page.locator(".site-header");
    await expect(header).toHaveAttribute("data-sticky", "false");
    await page.mouse.wheel(0, 900);
    await expect(header).toHaveAttribute("data-sticky", "true");
    await expect(header).toHaveCSS("position", "fixed");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute("data-sticky", "false");

    // Sticky from the top on /contactus, with the treatment of any sticky header over a dark hero: the navy bar and
    // the light logo, then the light bar once the hero is past.
    await ready(page, "/contactus");
    await expect(header).toHaveAttribute("data-sticky", "true");
    await expect(header).toHaveCSS("position", "fixed");
    await expect(header).toHaveAttribute("data-over-hero", "true");
    await expect(header).toHaveCSS("background-color", "rgb(20, 24, 80)");
    await expect(page.locator(".site-header-inner > .logo .logo-light")).toBeVisible();
    await page.mouse.wheel(0, 900);
    await expect(header).toHaveAttribute("data-over-hero", "false");
    await expect(page.locator(".site-header-inner > .logo .logo-dark")).toBeVisible();
  });

  test("stays a navy bar with the light logo while sticky over the hero, the light bar past it", async ({ page }) => {
    await ready(page, "/services/devops");
    const header = page.locator(".site-header");
    const heroBottom = await page.evaluate(
      () => document.querySelector("main > .hero")!.getBoundingClientRect().bottom + window.scrollY,
    );
    const background = () => header.evaluate((element) => getComputedStyle(element).backgroundColor);
    await page.evaluate((y) => window.scrollTo(0, y), heroBottom - 160);
    await expect(header).toHaveAttribute("data-sticky", "true");
    await expect(header).toHaveAttribute("data-over-hero", "true");
    await expect.poll(background).toBe("rgb(20, 24, 80)");
    await expect(page.locator(".site-header-inner > .logo .logo-light")).toBeVisible();
    await page.evaluate((y) => window.scrollTo(0, y), heroBottom + 20);
    await expect(header).toHaveAttribute("data-over-hero", "false");
    await expect.poll(background).toBe("rgb(255, 255, 255)");
    await expect(page.locator(".site-header-inner > .logo .logo-dark")).toBeVisible();
  });

  test("is the light bar from the top on a page without a dark hero (the 404)", async ({ page }) => {
    await ready(page, "/this-page-does-not-exist");
    const header = page.locator(".site-header");
    await expect(header).toHaveAttribute("data-sticky", "false");
    await expect
      .poll(() => header.evaluate((element) => getComputedStyle(element).backgroundColor))
      .toBe("rgb(255, 255, 255)");
    await expect(page.locator(".site-header-inner > .logo .logo-dark")).toBeVisible();
    await expect(page.getByRole("button", { name: "About", exact: true })).toHaveCSS("color", "rgb(26, 29, 51)");
  });

  test("has both 100x30 logos linking home and a Get Started button to /contactus", async ({ page }) => {
    await ready(page, "/services/devops");
    const logos = page.locator(".site-header-inner > .logo img");
    await expect(logos).toHaveCount(2);
    for (const logo of await logos.all()) {
      await expect(logo).toHaveAttribute("width", "100");
      await expect(logo).toHaveAttribute("height", "30");
    }
    // Over the dark hero only the light logo shows; on the solid sticky bar only the dark one.
    await expect(page.locator(".site-header-inner > .logo .logo-dark")).toBeHidden();
    const visible = page.locator(".site-header-inner > .logo .logo-light");
    const box = await visible.boundingBox();
    expect(box?.width).toBe(100);
    expect(box?.height).toBe(30);
    await expect(page.locator(".site-header-inner > .logo")).toHaveAttribute("href", "/");
    await page.locator(".site-header-inner > .logo").click();
    await expect(page).toHaveURL(/\/$/);

    await page.locator(".site-header").getByRole("link", { name: "Get Started" }).click();
    await expect(page).toHaveURL(/\/contactus$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});
