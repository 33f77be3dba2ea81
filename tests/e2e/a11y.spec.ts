import { expect, ready, test } from "./fixtures";
import { routedPages } from "../../content/registry";
import { DESKTOP, MOBILE, UNKNOWN_PATH, allPaths, inParts } from "./helpers";

const paths = [...allPaths, UNKNOWN_PATH];
const CHUNKS = 8;
const chunks = inParts(paths, CHUNKS);

for (const viewport of [DESKTOP, MOBILE]) {
  test.describe(`axe at ${viewport.width}px`, () => {
    test.use({ viewport });
    chunks.forEach((chunk, index) => {
      test(`routes part ${index + 1} of ${CHUNKS} have no WCAG 2.2 AA violations as loaded`, async ({ page, axe }) => {
        test.setTimeout(240_000);
        for (const path of chunk) {
          await ready(page, path);
          expect(await axe(), path).toEqual([]);
        }
      });
    });
  });
}

/** One page of every template: the menus are the same everywhere but for the current page's marks. */
const templatePages = [...new Map(routedPages.map((page) => [page.template, page.path])).values(), UNKNOWN_PATH];

test.describe("axe with menus open", () => {
  for (const path of templatePages) {
    test(`desktop dropdowns on ${path}`, async ({ page, axe }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(DESKTOP);
      await ready(page, path);
      for (const name of ["Who We Serve", "What we do", "Marketing", "Capabilities", "About"]) {
        const button = page.getByRole("button", { name, exact: true });
        await button.click();
        await expect(button).toHaveAttribute("aria-expanded", "true");
        // The previous panel fades out over 0.18 s: check the page as it settles, with one panel shown.
        await page.waitForFunction(() =>
          [...document.querySelectorAll('.desktop-menu:not([data-open="true"]) .desktop-panel')].every((panel) => {
            const style = getComputedStyle(panel);
            return style.visibility === "hidden" && style.opacity === "0";
          }),
        );
        expect(await axe(), `${path} with ${name} open`).toEqual([]);
      }
    });

    test(`sidebar with every submenu level open on ${path}`, async ({ page, axe }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(MOBILE);
      await ready(page, path);
      await page.getByRole("button", { name: "Open menu" }).click();
      const sidebar = page.getByRole("dialog", { name: "Site menu" });
      await expect(sidebar).toBeVisible();
      expect(await axe(), `${path} sidebar`).toEqual([]);
      await sidebar.locator("summary", { hasText: "What we do" }).click();
      await sidebar.locator("summary", { hasText: "Website Development" }).click();
      await expect(sidebar.getByRole("link", { name: "Angular" })).toBeVisible();
      expect(await axe(), `${path} sidebar with submenus`).toEqual([]);
    });
  }
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
