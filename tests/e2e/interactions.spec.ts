import { expect, ready, test } from "./fixtures";
import { DESKTOP } from "./helpers";

test.use({ viewport: DESKTOP });

test.describe("gallery lightbox", () => {
  test("opens with Enter, arrows move, focus is trapped, Escape closes and returns focus", async ({ page }) => {
    await ready(page, "/gallery");
    const thumbs = page.locator(".gallery-thumb");
    expect(await thumbs.count()).toBeGreaterThanOrEqual(12);
    const second = thumbs.nth(1);
    await second.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    const count = dialog.locator(".lightbox-count");
    await expect(count).toHaveText(/^Image 2 of \d+$/);
    await page.keyboard.press("ArrowRight");
    await expect(count).toHaveText(/^Image 3 of/);
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(count).toHaveText(/^Image 1 of/);
    await page.keyboard.press("ArrowLeft");
    await expect(count).toHaveText(/^Image (\d+) of \1$/);
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press("Tab");
      expect(
        await page.evaluate(
          () => !!document.activeElement?.closest("dialog") || document.activeElement === document.body,
        ),
      ).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(second).toBeFocused();
  });

  test("opens on click and closes with the Close button", async ({ page }) => {
    await ready(page, "/gallery");
    const first = page.locator(".gallery-thumb").first();
    await first.click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.getByRole("button", { name: "Close" }).click();
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(first).toBeFocused();
  });

  test("thumbnails have explicit sizes", async ({ page }) => {
    await ready(page, "/gallery");
    const thumbnails = await page.locator(".gallery-thumb img").all();
    expect(thumbnails.length).toBeGreaterThanOrEqual(12);
    for (const art of thumbnails) {
      await expect(art).toHaveAttribute("width", /\d+/);
      await expect(art).toHaveAttribute("height", /\d+/);
    }
  });
});

test.describe("FAQ accordion", () => {
  test("opens and closes from the keyboard", async ({ page }) => {
    await ready(page, "/services/website-development/react");
    const item = page.locator(".faq-item").first();
    const summary = item.locator("summary");
    const answer = item.locator("p");
    await expect(answer).toBeHidden();
    await summary.focus();
    await page.keyboard.press("Enter");
    await expect(answer).toBeVisible();
    await page.keyboard.press("Space");
    await expect(answer).toBeHidden();
  });
});

test.describe("page links", () => {
  const marked = () => (window as unknown as { marker?: number }).marker;

  test("a link to a page navigates without a document load and scrolls to the top", async ({ page }) => {
    await ready(page, "/");
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7));
    // A footer link to a page the header menu also lists.
    const hrefs = (selector: string) =>
      page.locator(selector).evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    const inMenu = new Set(await hrefs(".site-nav a[data-page-link]"));
    const target = (await hrefs("footer a[data-page-link]")).find((href) => href !== "/" && inMenu.has(href));
    expect(target).toBeTruthy();
    const heading = await page.locator("h1").textContent();
    const link = page.locator(`footer a[data-page-link][href="${target}"]`);
    await link.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(page.locator("h1")).not.toHaveText(heading ?? "");
    expect(await page.evaluate(marked)).toBe(7);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // The header menu marks the page now shown, and only it.
    expect(await hrefs('.site-nav a[aria-current="page"]')).toEqual([target]);

    // Back returns to the previous entry, still without a document load.
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("h1")).toHaveText(heading ?? "");
    expect(await page.evaluate(marked)).toBe(7);
    expect(await hrefs('.site-nav a[aria-current="page"]')).toEqual([]);
  });

  test("a link to the page already shown replaces the history entry", async ({ context }) => {
    // A tab of its own: the worker's shared tab may hold Chromium's fifty entries, where a new one would not count.
    const page = await context.newPage();
    await ready(page, "/about");
    await ready(page, "/contactus");
    const length = await page.evaluate(() => history.length);
    await page.locator('footer a[data-page-link][href="/contactus"]').click();
    await expect(page).toHaveURL(/\/contactus$/);
    expect(await page.evaluate(() => history.length)).toBe(length);
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
  });

  test("a modified click keeps the browser's behaviour: the page stays, a new tab opens", async ({ page, context }) => {
    await ready(page, "/");
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7));
    const popup = context.waitForEvent("page");
    await page.locator('footer a[data-page-link][href="/contactus"]').click({ modifiers: ["Control"] });
    const opened = await popup;
    // A new tab starts on about:blank, whose load can come first (the headless shell's often does): wait for the page.
    await expect(opened).toHaveURL(/^http:\/\/[^/]+\/contactus$/);
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(marked)).toBe(7);
    await opened.close();
  });
});
