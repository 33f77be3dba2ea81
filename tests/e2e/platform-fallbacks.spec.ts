import { expect, test } from "./fixtures";
import type { Page } from "@playwright/test";
import { MOBILE } from "./helpers";

/**
 * Decisions 024 and 038: the public pages rely on recent platform features; where one is missing the page must still work.
 * Chromium has them all and no longer has a switch to turn them off, so each test makes this Chromium lack one the
 * way an older browser does: the JavaScript interface is removed and the built-in behaviour cancelled (it starts
 * from a trusted event), so only the site's fallback can make the control work. Without the fallback these fail.
 */
test.use({ viewport: MOBILE, hasTouch: true, isMobile: true, serviceWorkers: "block" });

/**
 * Safari before 17, Firefox before 125, Chromium before 114: no Popover API, so a click on the menu button does nothing.
 * The interface is deleted and a trusted click's default action, which would show the popover, is cancelled.
 */
function withoutPopover(page: Page) {
  return page.addInitScript(() => {
    const prototype = HTMLElement.prototype as unknown as Record<string, unknown>;
    for (const name of ["popover", "showPopover", "hidePopover", "togglePopover"]) delete prototype[name];
    addEventListener(
      "click",
      (event) => {
        if (event.isTrusted && (event.target as Element).closest?.("[popovertarget]")) event.preventDefault();
      },
      true,
    );
    (window as unknown as { nativePopover: boolean }).nativePopover = "popover" in HTMLElement.prototype;
  });
}

/** Holds the app's JavaScript: the page stays as prerendered, not hydrated. */
async function beforeHydration(page: Page) {
  await page.route(/\/assets\/[\w.-]+\.js$/, () => {});
}

const hydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === "true");

/** Opens the sidebar and closes it with its Close button, with Escape, and with a tap outside it. */
async function openAndClose(page: Page) {
  const hamburger = page.getByRole("button", { name: "Open menu" });
  const sidebar = page.locator("#site-sidebar");
  await expect(sidebar).toBeHidden();
  await hamburger.tap();
  await expect(sidebar).toBeVisible();
  await expect(sidebar.getByRole("button", { name: "Close menu" })).toBeInViewport();
  await sidebar.getByRole("button", { name: "Close menu" }).tap();
  await expect(sidebar).toBeHidden();
  await hamburger.tap();
  await expect(sidebar).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(sidebar).toBeHidden();
  await hamburger.tap();
  await expect(sidebar).toBeVisible();
  // A tap inside the panel (its top bar, between the logo and the Close button) keeps it open; one outside it, left
  // of the panel, closes it.
  await page.touchscreen.tap(MOBILE.width - 130, 36);
  await expect(sidebar).toBeVisible();
  await page.touchscreen.tap(12, MOBILE.height / 2);
  await expect(sidebar).toBeHidden();
}

test.describe("without the Popover API", () => {
  test("the menu opens on the first tap before hydration, and closes", async ({ page }) => {
    await withoutPopover(page);
    await beforeHydration(page);
    await page.goto("/industries/healthcare", { waitUntil: "commit" });
    await page.getByRole("button", { name: "Open menu" }).waitFor({ state: "visible" });
    expect(await page.evaluate(() => (window as unknown as { nativePopover: boolean }).nativePopover)).toBe(false);
    await openAndClose(page);
    expect(await hydrated(page)).toBe(false);
  });

  test("the menu opens and closes after hydration, and a link in it navigates", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await withoutPopover(page);
    await page.goto("/");
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await openAndClose(page);
    const sidebar = page.locator("#site-sidebar");
    await page.getByRole("button", { name: "Open menu" }).tap();
    await sidebar.locator("summary", { hasText: "About" }).tap();
    await sidebar.getByRole("link", { name: "Careers", exact: true }).tap();
    await expect(page).toHaveURL(/\/about\/careers$/);
    await expect(sidebar).toBeHidden();
    expect(errors).toEqual([]);
  });
});

test("a browser with the Popover API uses it, and the fallback stays out of the way", async ({ page }) => {
  await page.goto("/");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  expect(await page.evaluate(() => document.documentElement.hasAttribute("data-no-popover"))).toBe(false);
  await page.getByRole("button", { name: "Open menu" }).tap();
  const sidebar = page.locator("#site-sidebar");
  await expect(sidebar).toBeVisible();
  expect(
    await sidebar.evaluate((element) => element.matches(":popover-open") && !element.hasAttribute("data-open")),
  ).toBe(true);
});

/**
 * Firefox before 121, Safari before 15.4: no `:has()`. Such a browser drops every style rule whose selector list
 * has `:has()` in it, and every `@supports selector(:has(…))` block; the stylesheets are served that way here.
 */
function withoutHas(page: Page) {
  return page.route(/\/assets\/[\w.-]+\.css$/, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: dropHasRules(await response.text()) });
  });
}

/** Removes the rules a browser without :has() ignores (CSS as the build writes it: minified, no comments). */
function dropHasRules(css: string): string {
  let out = css;
  let start = 0;
  for (let index = 0; index < out.length; index += 1) {
    const char = out[index];
    if (char === "}" || char === ";") start = index + 1;
    if (char !== "{") continue;
    const prelude = out.slice(start, index).trim();
    if (prelude.includes(":has(") && (!prelude.startsWith("@") || prelude.startsWith("@supports"))) {
      let depth = 1;
      let end = index + 1;
      for (; end < out.length && depth > 0; end += 1) depth += out[end] === "{" ? 1 : out[end] === "}" ? -1 : 0;
      out = out.slice(0, start) + out.slice(end);
      index = start - 1;
    } else start = index + 1;
  }
  return out;
}

test.describe("without :has()", () => {
  test.use({ viewport: { width: 1280, height: 800 }, hasTouch: false, isMobile: false });

  test("the header stays legible over a dark hero, and card links keep a focus ring", async ({ page }) => {
    await withoutHas(page);
    await page.goto("/services/devops");
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    expect(
      await page.evaluate(() =>
        [...document.styleSheets].some((sheet) => [...sheet.cssRules].some((rule) => rule.cssText.includes(":has("))),
      ),
    ).toBe(false);
    const header = page.locator(".site-header");
    const colours = () =>
      header.evaluate((element) => {
        const button = element.querySelector(".nav-group-button")!;
        return { background: getComputedStyle(element).backgroundColor, text: getComputedStyle(button).color };
      });
    // At the top: the light bar (no transparent header without :has()), dark text.
    expect(await colours()).toEqual({ background: "rgb(255, 255, 255)", text: "rgb(26, 29, 51)" });
    // Sticky over the hero: the navy bar with light text.
    const heroBottom = await page.evaluate(
      () => document.querySelector("main > .hero")!.getBoundingClientRect().bottom + window.scrollY,
    );
    await page.evaluate((y) => window.scrollTo(0, y), heroBottom - 160);
    await expect(header).toHaveAttribute("data-over-hero", "true");
    await expect.poll(colours).toEqual({ background: "rgb(20, 24, 80)", text: "rgb(255, 255, 255)" });
    // A card's link, focused from the keyboard, shows a ring of its own.
    const link = page.locator(".link-card h3 a, .case-card h3 a").first();
    await link.evaluate((element: HTMLElement) => element.scrollIntoView({ block: "center" }));
    await link.focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    await expect(link).toBeFocused();
    await expect(link).toHaveCSS("outline-style", "solid");
    await expect(link).toHaveCSS("outline-width", "3px");
  });
});
