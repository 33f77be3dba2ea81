import { expect, ready, test } from "./fixtures";
import { contentIn, galleryImages } from "../../content";
import { DESKTOP } from "./helpers";

test.use({ viewport: DESKTOP });

const fileOf = (slug: string) => `/images/gallery/${slug}.svg`;

test.describe("gallery without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every thumbnail is a link to its drawing, served as an SVG image", async ({ page, request }) => {
    await page.goto("/gallery");
    const links = page.locator("a.gallery-thumb");
    await expect(links).toHaveCount(galleryImages.length);
    for (const [at, image] of galleryImages.entries()) {
      const link = links.nth(at);
      await expect(link).toHaveAttribute("href", fileOf(image.slug));
      await expect(link).not.toHaveAttribute("aria-haspopup", /.*/);
      // The thumbnail is the same file, loaded lazily, described by its alt text.
      await expect(link.locator("img")).toHaveAttribute("src", fileOf(image.slug));
      await expect(link.locator("img")).toHaveAttribute("alt", image.alt);

      const response = await request.get(fileOf(image.slug));
      expect(response.status(), image.slug).toBe(200);
      expect(response.headers()["content-type"]).toMatch(/^image\/svg\+xml/);
      const svg = await response.text();
      expect(svg).toMatch(/<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 320 200"/);
      expect(svg).toContain("<title>Illustration: ");
    }
  });

  test("the German gallery links to German drawings: their own files, titled with the German alt text", async ({
    page,
    request,
  }) => {
    await page.goto("/de/gallery");
    const links = page.locator("a.gallery-thumb");
    for (const [at, image] of contentIn("de").galleryImages.entries()) {
      const file = `/images/gallery/de/${image.slug}.svg`;
      await expect(links.nth(at)).toHaveAttribute("href", file);
      await expect(links.nth(at).locator("img")).toHaveAttribute("src", file);
      const svg = await (await request.get(file)).text();
      expect(svg, image.slug).toContain(`<title>${image.alt}</title>`);
    }
    // The design sprint's week is a German one, Monday to Friday (M D M D F), not M T W T F.
    const sprint = await (await request.get("/images/gallery/de/design-sprint-prototype.svg")).text();
    expect([...sprint.matchAll(/<text[^>]*>([A-Z])<\/text>/g)].map((match) => match[1]).join("")).toBe("MDMDF");
  });

  test("a click opens the image itself", async ({ page }) => {
    await page.goto("/gallery");
    await page.locator("a.gallery-thumb").nth(1).click();
    await expect(page).toHaveURL(new RegExp(`${fileOf(galleryImages[1]!.slug).replace(/\./g, "\\.")}$`));
    // The document is the drawing: an SVG root with its title.
    expect(await page.evaluate(() => document.documentElement.localName)).toBe("svg");
    expect(await page.title()).toBe(galleryImages[1]!.alt);
  });
});

test.describe("gallery with JavaScript", () => {
  test("a click opens the lightbox with the drawing instead; arrows move, Escape closes and focus returns", async ({
    page,
  }) => {
    await ready(page, "/gallery");
    const third = page.locator("a.gallery-thumb").nth(2);
    await expect(third).toHaveAttribute("aria-haspopup", "dialog");
    await third.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/gallery$/);
    const image = dialog.locator("img.lightbox-image");
    await expect(image).toHaveAttribute("src", fileOf(galleryImages[2]!.slug));
    await expect(image).toHaveAttribute("alt", galleryImages[2]!.alt);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    await page.keyboard.press("ArrowRight");
    await expect(image).toHaveAttribute("src", fileOf(galleryImages[3]!.slug));
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(third).toBeFocused();
  });

  test("a modified click keeps the browser's behaviour: the image opens in a new tab, no dialog", async ({
    page,
    context,
  }) => {
    await ready(page, "/gallery");
    const opened = context.waitForEvent("page");
    await page
      .locator("a.gallery-thumb")
      .first()
      .click({ modifiers: ["ControlOrMeta"] });
    const tab = await opened;
    // A new tab starts on about:blank, whose load can come first (the headless shell's often does): wait for the image.
    await expect.poll(() => new URL(tab.url()).pathname).toBe(fileOf(galleryImages[0]!.slug));
    await expect(page.getByRole("dialog")).toBeHidden();
  });
});

test.describe("case-study cards", () => {
  test("show each product as a lazily loaded image the server sends", async ({ page, request }) => {
    await ready(page, "/work");
    const images = page.locator(".case-card img.product-visual");
    await expect(images).not.toHaveCount(0);
    for (const image of await images.all()) {
      await expect(image).toHaveAttribute("loading", "lazy");
      expect((await image.getAttribute("alt"))?.startsWith("Illustration: ")).toBe(true);
      const response = await request.get((await image.getAttribute("src"))!);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toMatch(/^image\/svg\+xml/);
    }
  });
});
