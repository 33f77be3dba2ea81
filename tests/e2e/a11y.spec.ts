import type { Page } from "@playwright/test";
import { expect, ready, settled, test } from "./fixtures";
import { routedPages } from "../../content/registry";
import { DESKTOP, MOBILE, UNKNOWN_PATH, allPaths, inParts } from "./helpers";

const paths = [...allPaths, UNKNOWN_PATH];
const CHUNKS = 16;
const chunks = inParts(paths, CHUNKS);
/** The narrowest phone the site is laid out for (no breakpoint lies between it and 390 px). */
const NARROW_PHONE = { width: 360, height: 780 };

/**
 * Parts of every page that are the same markup on most pages (but for the current page's marks): the closed phone
 * sidebar, a popover not shown, with the whole menu (about two thirds of a page's elements), and the footer, on its own
 * background. A part identical to one the walk has checked (same markup, same style sheets, same document language and
 * classes, same width) renders and reads the same, so axe checks it once and leaves it out of the other pages.
 */
const REPEATED_PARTS = ["#site-sidebar:not(:popover-open)", "footer.site-footer"] as const;

/** For each repeated part the page has, its selector and what makes it render as it does on this page. */
const repeatedParts = (page: Page) =>
  page.evaluate((selectors) => {
    const root = document.documentElement;
    const context = [
      window.innerWidth,
      root.lang,
      root.className,
      document.body.className,
      ...[...document.styleSheets].map((sheet) => sheet.href ?? sheet.ownerNode?.textContent),
    ].join("\n");
    return selectors.flatMap((selector) => {
      const element = document.querySelector(selector);
      return element ? [{ selector, key: `${selector}\n${context}\n${element.outerHTML}` }] : [];
    });
  }, REPEATED_PARTS);

/**
 * The walk over every page, in both languages, at desktop width and on a narrow phone: no WCAG 2.2 AA violation (axe),
 * no CSP violation, console error or uncaught error in Chromium, and no sideways scrolling (a German footer once pushed
 * every German page 35 px sideways at 1280 px). One load of each page serves all of them at both widths: the page is
 * loaded and hydrated at desktop width, checked, then narrowed to the phone's width (the layout is CSS media queries
 * and the navigation one tree for both, decision 038) and checked again once it has settled. A load and hydration cost
 * about as much as one axe run; loading every page once instead of twice took a sixth off the walk.
 */
test.describe("every page at 1280px and at 360px", () => {
  chunks.forEach((chunk, index) => {
    test(`part ${index + 1} of ${CHUNKS}: no WCAG 2.2 AA violations, no CSP violation or console error, no sideways scrolling`, async ({
      page,
      axe,
    }) => {
      test.setTimeout(240_000);
      const problems: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") problems.push(`${page.url()}: ${message.text()}`);
      });
      page.on("pageerror", (error) => problems.push(`${page.url()}: ${error.message}`));
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) =>
          console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
        );
      });
      const checked = new Set<string>();
      for (const path of chunk) {
        await page.setViewportSize(DESKTOP);
        await ready(page, path);
        for (const viewport of [DESKTOP, NARROW_PHONE]) {
          if (viewport !== DESKTOP) await page.setViewportSize(viewport);
          await settled(page);
          const parts = await repeatedParts(page);
          const exclude = parts.filter((part) => checked.has(part.key)).map((part) => part.selector);
          expect(await axe({ exclude }), `${path} at ${viewport.width}px`).toEqual([]);
          for (const part of parts) checked.add(part.key);
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(overflow, `${path} scrolls sideways by ${overflow}px at ${viewport.width}px`).toBeLessThanOrEqual(0);
        }
      }
      // The unknown path's own 404 answer is the one expected failed load.
      const unknown = new URL(UNKNOWN_PATH, page.url()).href;
      expect(problems.filter((problem) => !(problem.startsWith(`${unknown}: `) && problem.includes("404")))).toEqual(
        [],
      );
    });
  });
});

/** One page of every template: the menus are the same everywhere but for the current page's marks. */
const templatePages = [...new Map(routedPages.map((page) => [page.template, page.path])).values(), UNKNOWN_PATH];

/** The template pages in a few tests, each page loaded in turn in one browser tab (a fresh one costs a cold start). */
const MENU_PARTS = 3;

test.describe("axe with menus open", () => {
  inParts(templatePages, MENU_PARTS).forEach((part, index) => {
    test(`desktop dropdowns, part ${index + 1} of ${MENU_PARTS}`, async ({ page, axe }) => {
      test.setTimeout(180_000);
      await page.setViewportSize(DESKTOP);
      for (const path of part) {
        await ready(page, path);
        for (const name of ["Who We Serve", "What we do", "Marketing", "Capabilities", "About"]) {
          const button = page.getByRole("button", { name, exact: true });
          await button.click();
          await expect(button).toHaveAttribute("aria-expanded", "true");
          // The previous panel fades out over 0.18 s: check the page as it settles, with one panel shown.
          await page.waitForFunction(() =>
            [...document.querySelectorAll('.nav-group:not([data-open="true"]) .nav-panel')].every((panel) => {
              const style = getComputedStyle(panel);
              return style.visibility === "hidden" && style.opacity === "0";
            }),
          );
          expect(await axe(), `${path} with ${name} open`).toEqual([]);
        }
      }
    });

    test(`sidebar with every submenu level open, part ${index + 1} of ${MENU_PARTS}`, async ({ page, axe }) => {
      test.setTimeout(180_000);
      await page.setViewportSize(MOBILE);
      for (const path of part) {
        await ready(page, path);
        await page.getByRole("button", { name: "Open menu" }).click();
        const sidebar = page.locator("#site-sidebar");
        await expect(sidebar).toBeVisible();
        expect(await axe(), `${path} sidebar`).toEqual([]);
        await sidebar.locator("summary", { hasText: "What we do" }).click();
        await sidebar.locator("summary", { hasText: "Website Development" }).click();
        await expect(sidebar.getByRole("link", { name: "Angular" })).toBeVisible();
        expect(await axe(), `${path} sidebar with submenus`).toEqual([]);
      }
    });
  });
});

test.describe("as auditors' tools see the page", () => {
  test.use({ viewport: DESKTOP });
  test("nothing in the page is left unrendered until scrolled to (content-visibility), on a page of every template", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    for (const path of templatePages) {
      await ready(page, path);
      // Tools that find a text's background by hit-testing (axe in Lighthouse, WAVE) misread content the
      // browser skips; checkVisibility() tells whether the browser skips an element's contents.
      const skipped = await page.evaluate(() =>
        [...document.querySelectorAll("main *, footer *")]
          .filter((element) => element.checkVisibility() && !element.checkVisibility({ contentVisibilityAuto: true }))
          .map((element) => `${element.tagName.toLowerCase()}.${element.className}`)
          .slice(0, 5),
      );
      expect(skipped, path).toEqual([]);
    }
  });
});
