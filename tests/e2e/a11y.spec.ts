import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { DESKTOP, MOBILE, UNKNOWN_PATH, allPaths, ready } from "./helpers";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

async function violations(page: Page) {
  // Sections below the first screen use content-visibility: auto (decision 008). Off screen, the browser
  // skips drawing them, and axe, which finds a text's background by hit-testing, then compares colours
  // against the wrong one. Draw them, as they are drawn for a reader who scrolls there.
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>("body *")) {
      if (getComputedStyle(element).contentVisibility === "auto") element.style.contentVisibility = "visible";
    }
  });
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(" ")).slice(0, 5),
  }));
}

const paths = [...allPaths, UNKNOWN_PATH];
// Split the route list into chunks so the work spreads over the workers.
const CHUNKS = 8;
const chunks = Array.from({ length: CHUNKS }, (_, index) => paths.filter((_, at) => at % CHUNKS === index));

for (const viewport of [DESKTOP, MOBILE]) {
  test.describe(`axe at ${viewport.width}px`, () => {
    test.use({ viewport });
    chunks.forEach((chunk, index) => {
      test(`routes part ${index + 1} of ${CHUNKS} have no WCAG 2.2 AA violations`, async ({ page }) => {
        test.setTimeout(240_000);
        for (const path of chunk) {
          await ready(page, path);
          expect(await violations(page), path).toEqual([]);
        }
      });
    });
  });
}

test.describe("axe with menus open", () => {
  test("desktop dropdowns", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await ready(page, "/");
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
      expect(await violations(page), name).toEqual([]);
    }
  });

  test("sidebar with submenus", async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await ready(page, "/industries/healthcare");
    await page.getByRole("button", { name: "Open menu" }).click();
    const sidebar = page.getByRole("dialog", { name: "Site menu" });
    await expect(sidebar).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await sidebar.getByRole("button", { name: "What we do", exact: true }).click();
    await sidebar.getByRole("button", { name: "Website Development" }).click();
    expect(await violations(page)).toEqual([]);
  });
});
