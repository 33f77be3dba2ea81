import { expect, ready, test } from "./fixtures";
import type { Locator, Page } from "@playwright/test";
import { openRoles } from "../../content";
import { pathOf, rolePath } from "../../content/registry";

/**
 * Details a designer measures: text on one baseline where it shares a row, tiles
 * with gaps, the same spacing for every section, fields that look alike, reading times that never wrap.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const rolePage = rolePath(openRoles(new Date())[0]!.slug);

/**
 * The bottom edge of each text run under `selector` (pseudo-elements aside), grouped into rows of text
 * whose boxes overlap vertically: a row whose bottoms differ is not on one baseline (one font size).
 */
/** The top and bottom padding of the first element `selector` finds. */
const verticalPadding = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const style = getComputedStyle(element);
      return [style.paddingTop, style.paddingBottom];
    });

async function rowsOfText(page: Page, selector: string) {
  return page.locator(selector).evaluate((root) => {
    const runs: { text: string; top: number; bottom: number }[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode as Text;
      if (!node.data.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        if (rect.width > 0) runs.push({ text: node.data.trim(), top: rect.top, bottom: rect.bottom });
      }
    }
    const rows: (typeof runs)[] = [];
    for (const run of runs.sort((a, b) => a.top - b.top)) {
      const row = rows.find((candidate) => candidate.some((other) => run.top < other.bottom && other.top < run.bottom));
      if (row) row.push(run);
      else rows.push([run]);
    }
    return rows.map((row) => row.map((run) => ({ text: run.text, bottom: Math.round(run.bottom * 10) / 10 })));
  });
}

function expectOneBaselinePerRow(rows: { text: string; bottom: number }[][], where: string) {
  expect(rows.length, `${where}: text found`).toBeGreaterThan(0);
  for (const row of rows) {
    const bottoms = row.map((run) => run.bottom);
    expect(Math.max(...bottoms) - Math.min(...bottoms), `${where}: ${JSON.stringify(row)}`).toBeLessThanOrEqual(1);
  }
}

/** Boxes of the image tiles and of the links without an image in a menu, and whether the latter form a list of their own. */
async function tileLayout(container: Locator, tile: string, link: string) {
  return container.evaluate(
    (root, { tile, link }) => {
      const box = (element: Element) => {
        const rect = element.getBoundingClientRect();
        return {
          left: rect.left,
          top: rect.top,
          right: rect.right,
          bottom: rect.bottom,
          label: element.textContent?.trim(),
        };
      };
      const tiles = [...root.querySelectorAll(tile)];
      const plain = [...root.querySelectorAll(link)].filter((element) => !element.matches(tile));
      const lists = new Set(plain.map((element) => element.closest("ul")));
      const list = lists.size === 1 ? [...lists][0]! : null;
      return {
        tiles: tiles.map(box),
        plain: plain.map(box),
        ownList: !!list && !list.querySelector(tile),
        listBox: list ? box(list) : null,
      };
    },
    { tile, link },
  );
}

type Box = { left: number; top: number; right: number; bottom: number; label?: string };

function expectTilesApart(
  layout: { tiles: Box[]; plain: Box[]; ownList: boolean; listBox: Box | null },
  where: string,
) {
  expect(layout.tiles.length, `${where}: tiles`).toBe(4);
  for (const [index, one] of layout.tiles.entries()) {
    for (const two of layout.tiles.slice(index + 1)) {
      // Side by side or one above the other, with room between them.
      const apart = Math.max(two.left - one.right, one.left - two.right, two.top - one.bottom, one.top - two.bottom);
      expect(apart, `${where}: gap between "${one.label}" and "${two.label}"`).toBeGreaterThanOrEqual(4);
    }
  }
  expect(layout.plain.length, `${where}: links without an image`).toBe(3);
  expect(layout.ownList, `${where}: the links without an image form a list of their own`).toBe(true);
  const list = layout.listBox!;
  for (const tile of layout.tiles) {
    const overlaps =
      tile.left < list.right && list.left < tile.right && tile.top < list.bottom && list.top < tile.bottom;
    expect(overlaps, `${where}: "${tile.label}" lies inside the list of links without an image`).toBe(false);
  }
}

test.describe("on a phone (390px)", () => {
  test.use({ viewport: PHONE });

  test("the breadcrumb's current page sits on the same baseline as its links", async ({ page }) => {
    for (const path of [pathOf("our-story"), rolePage]) {
      await ready(page, path);
      expectOneBaselinePerRow(await rowsOfText(page, "main .breadcrumb ol"), path);
    }
  });

  test("the sidebar's About tiles have gaps, and the pages without an image are a group of their own", async ({
    page,
  }) => {
    await ready(page, pathOf("careers"));
    await page.getByRole("button", { name: "Open menu" }).click();
    const about = page.locator(".nav-group[data-current] > .nav-group-slot > details");
    await expect(about).toHaveAttribute("open", "");
    expectTilesApart(await tileLayout(about, ".panel-link-image", ".panel-link"), "sidebar");
  });

  test("the application section has the page's section spacing", async ({ page }) => {
    await ready(page, rolePage);
    expect(await verticalPadding(page, ".role-apply-section")).toEqual(await verticalPadding(page, "main .section"));
  });

  test("the resource cards' meta line never breaks inside the reading time", async ({ page }) => {
    await ready(page, pathOf("resources"));
    // 390px first, then widths where a card's line is just long enough to break (each width checked).
    for (const width of [390, 360, 375, 700, 1000]) {
      await page.setViewportSize({ width, height: 844 });
      const lines = await page.locator(".article-card-meta").evaluateAll((metas) =>
        metas.map((meta) => {
          const walker = document.createTreeWalker(meta, NodeFilter.SHOW_TEXT);
          const nodes: Text[] = [];
          while (walker.nextNode()) nodes.push(walker.currentNode as Text);
          const text = meta.textContent ?? "";
          const match = /\d+ min read/.exec(text);
          if (!match) return { text, lines: 0 };
          const at = (position: number): [Text, number] => {
            for (const node of nodes) {
              if (position <= node.length) return [node, position];
              position -= node.length;
            }
            throw new Error("position past the text");
          };
          const range = document.createRange();
          range.setStart(...at(match.index));
          range.setEnd(...at(match.index + match[0].length));
          return {
            text,
            lines: new Set(
              [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)),
            ).size,
          };
        }),
      );
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) expect(line.lines, `${width}px: ${line.text}`).toBe(1);
    }
  });
});

test.describe("on a desktop (1440px)", () => {
  test.use({ viewport: DESKTOP });

  test("the footer's bottom row is on one baseline", async ({ page }) => {
    await ready(page, "/");
    const rows = await rowsOfText(page, ".site-footer .footer-bottom");
    expect(rows.length, "one row at 1440px").toBe(1);
    expectOneBaselinePerRow(rows, "footer bottom row");
  });

  test("the About panel's tiles have gaps, and the pages without an image are a group of their own", async ({
    page,
  }) => {
    await ready(page, "/");
    const about = page.getByRole("button", { name: "About", exact: true });
    await about.click();
    const panel = page.locator("#menu-about");
    await expect(panel.getByRole("link", { name: "Gallery" })).toBeVisible();
    expectTilesApart(await tileLayout(panel, ".panel-link-image", ".panel-link"), "About panel");
  });

  test("the application section has the page's section spacing", async ({ page }) => {
    await ready(page, rolePage);
    expect(await verticalPadding(page, ".role-apply-section")).toEqual(await verticalPadding(page, "main .section"));
  });

  test("the CV field is styled like the other fields, its button too", async ({ page }) => {
    await ready(page, rolePage);
    const look = (selector: string) =>
      page.locator(selector).evaluate((element) => {
        const style = getComputedStyle(element);
        const rect = element.getBoundingClientRect();
        return {
          height: Math.round(rect.height),
          border: `${style.borderTopWidth} ${style.borderTopStyle} ${style.borderTopColor}`,
          radius: style.borderTopLeftRadius,
          background: style.backgroundColor,
          font: style.fontFamily,
          fontSize: style.fontSize,
        };
      });
    expect(await look("#application-cv")).toEqual(await look("#application-name"));
    // The browser's own grey button (its system font, grey fill, square corners) is replaced by the site's.
    const button = await page.locator("#application-cv").evaluate((input) => {
      const style = getComputedStyle(input, "::file-selector-button");
      const field = getComputedStyle(input);
      return {
        sameFont: style.fontFamily === field.fontFamily,
        background: style.backgroundColor,
        radius: parseFloat(style.borderTopLeftRadius),
        weight: Number(style.fontWeight),
      };
    });
    expect(button.sameFont).toBe(true);
    expect(button.background).not.toBe("rgb(239, 239, 239)");
    expect(button.radius).toBeGreaterThanOrEqual(6);
    expect(button.weight).toBeGreaterThanOrEqual(600);
  });
});
