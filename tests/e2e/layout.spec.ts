import { expect, ready, test } from "./fixtures";
import type { Page } from "@playwright/test";
import { routedPages } from "../../content/registry";
import { articles, caseStudies } from "../../content";
import { DESKTOP, MOBILE, UNKNOWN_PATH } from "./helpers";

/**
 * What a visitor sees of the layout, measured: card grids without a half-empty last row, the logo on
 * the content column, one colour for the main call to action, targets large enough to tap.
 */

const templatePages = [
  ...new Map(routedPages.map((page) => [page.template, page.path])).values(),
  `/work/${caseStudies[0]!.slug}`,
  `/resource/${articles[0]!.slug}`,
  UNKNOWN_PATH,
];

const CARD_GRIDS =
  ".feature-grid, .link-cards, .case-grid, .testimonials, .tech-stack, .models, .people, .article-list, .stats, .process-steps, .offices, .moments, .gallery-grid";

/** Each grid's rows (items grouped by their top edge) and whether its last row is full or centred. */
async function lastRows(page: Page) {
  return page.evaluate((selector) => {
    return [...document.querySelectorAll<HTMLElement>(`main :is(${selector})`)].flatMap((grid) => {
      const items = [...grid.children].map((child) => child.getBoundingClientRect()).filter((rect) => rect.width > 0);
      const rows = new Map<number, DOMRect[]>();
      for (const rect of items) rows.set(Math.round(rect.top), [...(rows.get(Math.round(rect.top)) ?? []), rect]);
      const ordered = [...rows.values()];
      if (ordered.length < 2) return [];
      const first = ordered[0]!;
      const last = ordered.at(-1)!;
      if (last.length >= first.length) return [];
      const box = grid.getBoundingClientRect();
      const left = Math.min(...last.map((rect) => rect.left)) - box.left;
      const right = box.right - Math.max(...last.map((rect) => rect.right));
      return [
        {
          grid: grid.className,
          perRow: first.length,
          last: last.length,
          left: Math.round(left),
          right: Math.round(right),
        },
      ];
    });
  }, CARD_GRIDS);
}

test.describe("layout at 1440px", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("card grids fill their rows or centre the last one, on a page of every template", async ({ page }) => {
    test.setTimeout(120_000);
    for (const path of [...templatePages, "/services/product-engineering", "/about/our-story"]) {
      await ready(page, path);
      for (const row of await lastRows(page)) {
        // A shorter last row is centred: the space left of it equals the space right of it.
        expect(
          Math.abs(row.left - row.right),
          `${path}: ${row.grid} ends with ${row.last} of ${row.perRow} (${row.left} px left, ${row.right} px right)`,
        ).toBeLessThanOrEqual(2);
      }
    }
  });

  test("the logo and the menus sit on the content column", async ({ page }) => {
    await ready(page, "/");
    const logo = await page.locator(".site-header-inner > .logo").boundingBox();
    const content = await page.locator("main .container").first().boundingBox();
    expect(Math.abs(logo!.x - content!.x)).toBeLessThanOrEqual(1);
    const cta = await page.locator(".site-header .header-cta").boundingBox();
    expect(Math.abs(cta!.x + cta!.width - (content!.x + content!.width))).toBeLessThanOrEqual(1);
  });

  test("the footer's link columns share one row, with no hole", async ({ page }) => {
    await ready(page, "/");
    const tops = await page
      .locator(".site-footer .footer-column")
      .evaluateAll((columns) => columns.map((column) => Math.round(column.getBoundingClientRect().top)));
    expect(tops.length).toBe(5);
    expect(new Set(tops).size).toBe(1);
  });

  test("every main call to action has the same colour", async ({ page }) => {
    const colours = new Set<string>();
    for (const path of ["/", "/contactus", "/about/careers", UNKNOWN_PATH]) {
      await ready(page, path);
      const found = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>(".button-primary, .button-accent, .header-cta")]
          .filter((button) => button.getBoundingClientRect().width > 0)
          .map((button) => getComputedStyle(button).backgroundColor),
      );
      expect(found.length, path).toBeGreaterThan(0);
      for (const colour of found) colours.add(colour);
    }
    expect([...colours]).toHaveLength(1);
  });

  test("a link under cards keeps its distance from them", async ({ page }) => {
    for (const path of [`/resource/${articles[0]!.slug}`, "/"]) {
      await ready(page, path);
      const gaps = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>("main :is(.link-cards, .case-grid) + p")].map((paragraph) => {
          const grid = paragraph.previousElementSibling!.getBoundingClientRect();
          return Math.round(paragraph.getBoundingClientRect().top - grid.bottom);
        }),
      );
      expect(gaps.length, path).toBeGreaterThan(0);
      for (const gap of gaps) expect(gap, path).toBeGreaterThanOrEqual(16);
    }
  });

  test("each open role is a card whose title links to its page, a target at least 24 px tall", async ({ page }) => {
    await ready(page, "/about/careers");
    const links = page.locator(".role-card h3 a");
    expect(await links.count()).toBeGreaterThan(0);
    for (const height of await links.evaluateAll((items) => items.map((link) => link.getBoundingClientRect().height))) {
      expect(height).toBeGreaterThanOrEqual(24);
    }
    expect(
      await page
        .locator(".role-card")
        .first()
        .evaluate((card) => getComputedStyle(card).borderTopStyle),
    ).toBe("solid");
  });

  test("footer links are at least 24 px tall", async ({ page }) => {
    await ready(page, "/");
    const heights = await page
      .locator(".site-footer a")
      .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().height));
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(24);
  });
});

test.describe("layout at 390px", () => {
  test.use({ viewport: MOBILE, isMobile: true, hasTouch: true });

  test("a table wider than the screen says it scrolls, and its row headers stay", async ({ page }) => {
    // The engagement models page has two: typical budgets and the comparison.
    await ready(page, "/about/engagement-models");
    const scrollers = page.locator(".table-scroll");
    await expect(scrollers).toHaveCount(2);
    for (const scroller of await scrollers.all()) {
      expect(await scroller.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
      // Its own hint, just before it.
      await expect(scroller.locator("xpath=preceding-sibling::p[1][contains(@class, 'table-hint')]")).toBeVisible();
      const header = scroller.locator(".comparison tbody th").first();
      const before = await header.boundingBox();
      await scroller.evaluate((element) => element.scrollBy(200, 0));
      const after = await header.boundingBox();
      expect(Math.round(after!.x)).toBe(Math.round(before!.x));
    }
  });

  test("footer and other small links are at least 44 px tall to tap", async ({ page }) => {
    await ready(page, "/");
    const small = await page.locator(".site-footer a, main .breadcrumb a, main .section-more a").evaluateAll((links) =>
      links
        .map((link) => ({
          text: link.textContent?.trim(),
          height: link.getBoundingClientRect().height,
          width: link.getBoundingClientRect().width,
        }))
        .filter((link) => link.height > 0 && (link.height < 44 || link.width < 24)),
    );
    expect(small).toEqual([]);
  });
});

test.describe("layout at 1280px", () => {
  test.use({ viewport: DESKTOP });
  test("nothing crosses the viewport's edge", async ({ page }) => {
    for (const path of templatePages) {
      await ready(page, path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(DESKTOP.width);
    }
  });
});
