import { expect, test } from "./fixtures";
import { MOBILE } from "./helpers";

/**
 * Lighthouse's mobile conditions (slow 4G, CPU x4): hydration starts after the first paint (decision 008)
 * and takes a while, so the menu must not wait for it. The first tap on the menu button, as soon as the
 * button is visible, opens the sidebar.
 */
test.use({ viewport: MOBILE, hasTouch: true, isMobile: true, serviceWorkers: "block" });

const cases = [
  { path: "/", popover: true },
  { path: "/industries/healthcare", popover: true },
  { path: "/contactus", popover: true },
  // A browser without the Popover API (Safari before 17): the inline script's fallback must be in place by the first
  // tap (decisions 024 and 038; tests/e2e/platform-fallbacks.spec.ts explains the emulation).
  { path: "/", popover: false },
];

for (const { path, popover } of cases) {
  test(`the first tap on the menu button opens the menu under throttling (${path}${popover ? "" : ", without the Popover API"})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    if (!popover) {
      await page.addInitScript(() => {
        const prototype = HTMLElement.prototype as unknown as Record<string, unknown>;
        for (const name of ["popover", "showPopover", "hidePopover", "togglePopover"]) delete prototype[name];
        addEventListener(
          "click",
          (event) => {
            if (event.isTrusted && (event.target as Element).closest?.("[popovertarget]")) event.preventDefault();
          },
          true,
        );
      });
    }
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });

    const start = Date.now();
    await page.goto(path, { waitUntil: "commit" });
    const hamburger = page.getByRole("button", { name: "Open menu" });
    await hamburger.waitFor({ state: "visible" });
    const visibleAt = Date.now() - start;
    const hydratedAtTap = await page.evaluate(() => document.documentElement.dataset.hydrated === "true");
    await hamburger.tap();
    const sidebar = page.locator("#site-sidebar");
    await expect(sidebar).toBeVisible({ timeout: 3_000 });
    const openAt = Date.now() - start;
    await expect(sidebar.getByRole("link", { name: "Get Started" })).toBeVisible();
    test.info().annotations.push({
      type: "first tap",
      description: `${path}: button visible at ${visibleAt} ms, menu open at ${openAt} ms, hydrated at tap: ${hydratedAtTap}`,
    });
    console.log(`first tap ${path}: visible ${visibleAt} ms, open ${openAt} ms, hydrated at tap: ${hydratedAtTap}`);
  });
}
