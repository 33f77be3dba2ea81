/**
 * Previews (issue 37 §3, decision 054), on the real build and generator: an editor previews an article's unpublished
 * text and a new article's, in both languages; the link shows the page in the real templates, still, noindex and
 * never stored, and nothing is published; a text the build refuses is refused with its message; other roles cannot
 * preview; a link expires (410), and one that never was is 404.
 */
import path from "node:path";
import { readFileSync } from "node:fs";
import { eq } from "drizzle-orm";
import { inject, describe, expect, it } from "vitest";
import sharp from "sharp";
import type { Db } from "../db/client";
import { auditEvents, contentPhotos, contentPreviews, contentRevision } from "../db/schema";
import { startAppWith } from "../testing/app";
import { testConfig } from "../testing/support";
import { memberWithSession, type TestBrowser } from "../testing/team";

const SLUG = "budgeting-a-mobile-app-in-2026";
const ORIGINAL = "A useful exercise before asking for quotes";
const EDITED = "A useful exercise, which the team's wombat previewed, before asking for quotes";
const file = (locale: string) =>
  readFileSync(path.resolve(`content/${locale === "de" ? "de/" : ""}articles`, `${SLUG}.md`), "utf8");

/** A JPEG of `width` × `height` px, with a camera's metadata and a place when `exif`. */
const jpeg = (width: number, height: number, exif = false) => {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 40, g: 90, b: 160 } } }).jpeg();
  return (
    exif ? image.withExif({ IFD0: { Make: "WombatCam", Artist: "Erika" }, IFD3: { GPSLatitudeRef: "N" } }) : image
  ).toBuffer();
};

const ALT = "Four people at a whiteboard, planning a release on sticky notes";

/** Uploads refused and accepted (decision 055); returns the photo uploaded. */
async function uploadPhotos(
  db: Db,
  editor: TestBrowser,
  sales: TestBrowser,
): Promise<{ id: string; markdown: string }> {
  const url = "/api/team/content/photos";
  const upload = (body: object) => editor.post(url, body);
  const original = await jpeg(1800, 1000, true);
  expect((await sharp(original).metadata()).exif).toBeDefined();
  const data = original.toString("base64");
  expect((await sales.post(url, { name: "a.jpg", alt: ALT, data })).statusCode).toBe(403);
  const empty = await upload({ alt: "photo" });
  expect(empty.statusCode).toBe(400);
  expect(Object.keys((empty.json() as { fields: object }).fields).sort()).toEqual(["alt", "data"]);
  const pdf = await upload({ name: "cv.pdf", alt: ALT, data: Buffer.from("%PDF-1.4 not a photo").toString("base64") });
  expect(pdf.statusCode).toBe(415);
  const narrow = await upload({ name: "small.jpg", alt: ALT, data: (await jpeg(800, 600)).toString("base64") });
  expect(narrow.statusCode).toBe(400);
  expect((narrow.json() as { fields: { data: string } }).fields.data).toContain("800 px wide");
  const large = await upload({
    name: "big.jpg",
    alt: ALT,
    data: Buffer.alloc(10 * 1024 * 1024 + 1).toString("base64"),
  });
  expect(large.statusCode).toBe(413);
  expect(await db.select().from(contentPhotos)).toEqual([]);

  // A file no pipeline reads, whatever it claims, never reaches a decoder; nor does a photo too tall for the variants.
  const gif = await upload({
    name: "a.jpg",
    alt: ALT,
    data: Buffer.from("GIF89a".padEnd(64, "\0")).toString("base64"),
  });
  expect(gif.statusCode).toBe(415);
  const tall = await upload({ name: "tall.jpg", alt: ALT, data: (await jpeg(1600, 5000)).toString("base64") });
  expect((tall.json() as { fields: { data: string } }).fields.data).toContain("as tall as it is wide");
  const twoLines = await upload({ name: "a.jpg", alt: `${ALT}\nand more`, data, caption: "One\ntwo" });
  expect(Object.keys((twoLines.json() as { fields: object }).fields).sort()).toEqual(["alt", "caption"]);
  expect(await db.select().from(contentPhotos)).toEqual([]);

  const added = await upload({ name: "IMG_20261201_143012.JPG", alt: ALT, caption: 'The "planning" wall', data });
  expect(added.statusCode).toBe(201);
  const photo = added.json() as { id: string; markdown: string; width: number };
  // Named by what it shows, never by the file's name (a phone writes the time into it).
  expect(photo.id).toMatch(/^four-people-at-a-whiteboard-planning-a-[0-9a-f]{12}$/);
  expect(photo).toMatchObject({
    markdown: `![${ALT}](photo:${photo.id} "The \\"planning\\" wall")`,
    width: 1800,
  });
  // Kept without the camera's metadata and place; the same file again is the same photo.
  const [kept] = await db.select().from(contentPhotos);
  expect(kept).toMatchObject({ id: photo.id, file: `${photo.id}.jpg`, width: 1800, height: 1000 });
  expect((await sharp(kept!.data).metadata()).exif).toBeUndefined();
  // The same file for the German text: the same photo, with the German description in its Markdown.
  const german = "Vier Menschen planen an einem Whiteboard eine Veröffentlichung";
  const again = await upload({ name: "whiteboard.jpg", alt: german, data });
  expect(again.statusCode).toBe(200);
  expect(again.json()).toMatchObject({ id: photo.id, markdown: `![${german}](photo:${photo.id})` });
  expect(await db.select({ id: contentPhotos.id }).from(contentPhotos)).toEqual([{ id: photo.id }]);
  return photo;
}

describe("previewing an entry before it is published", () => {
  it("shows the page with the text in the real templates, to whoever has the link, and publishes nothing", async () => {
    const config = await testConfig("pglite", { buildDir: path.resolve("build/client"), contentPollMs: 0 });
    const app = await startAppWith(config, { generator: path.join(inject("nodeBundle"), "cli", "generate.js") });
    try {
      const editor = await memberWithSession(app, "erika@alphai.test", "editor", "Erika Editor");
      const sales = await memberWithSession(app, "sam@alphai.test", "sales");
      const url = "/api/team/content/articles/preview";
      const english = file("en").replace(ORIGINAL, EDITED);

      expect((await sales.browser.post(url, { slug: SLUG, locale: "en", texts: { en: english } })).statusCode).toBe(
        403,
      );
      const bad = await editor.browser.post(url, { slug: "Not A Slug", locale: "fr", texts: {} });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys((bad.json() as { fields: object }).fields).sort()).toEqual(["locale", "slug"]);

      // A text the build refuses: its message, and nothing kept.
      const refused = await editor.browser.post(url, {
        slug: SLUG,
        locale: "en",
        texts: { en: english.replace("category: Mobile apps", "category: Mobile apps\ntopics: [no-such-topic]") },
      });
      expect(refused.statusCode).toBe(422);
      expect((refused.json() as { problems: string[] }).problems.join("\n")).toContain(`workspace/articles/${SLUG}.md`);
      expect(await app.database.db.select().from(contentPreviews)).toEqual([]);

      // The page with the text, in the site's templates, still and unlisted.
      // With a photo uploaded for it (not on the site yet: the preview carries it).
      const photo = await uploadPhotos(app.database.db, editor.browser, sales.browser);
      const withPhoto = english.replace(/^(---\n[\s\S]*?\n---\n\n.*\n)/, `$1\n${photo.markdown}\n`);
      expect(withPhoto).toContain(photo.markdown);
      const made = await editor.browser.post(url, { slug: SLUG, locale: "en", texts: { en: withPhoto } });
      expect(made.statusCode).toBe(201);
      const { url: link, path: page } = made.json() as { url: string; path: string };
      expect(page).toBe(`/resource/${SLUG}`);
      expect(link).toMatch(/^\/preview\/[A-Za-z0-9_-]{43}$/);
      const shown = await app.inject({ method: "GET", url: link });
      expect(shown.statusCode).toBe(200);
      expect(shown.headers["x-robots-tag"]).toContain("noindex");
      expect(shown.headers["cache-control"]).toBe("private, no-store");
      expect(shown.headers["referrer-policy"]).toBe("no-referrer");
      expect(shown.headers["content-security-policy"]).toContain("frame-ancestors 'self'");
      expect(shown.headers["content-security-policy"]).not.toContain("script-src");
      expect(shown.body).toContain("wombat");
      expect(shown.body).toMatch(
        /<img class="photo-img" src="data:image\/webp;base64,[^"]+"[^>]* alt="Four people at a whiteboard/,
      );
      expect(shown.body).not.toContain(`/images/photos/${photo.id}`);
      expect(shown.body).toContain('class="preview-note"');
      expect(shown.body).toContain('<meta name="robots" content="noindex, nofollow">');
      expect(shown.body).toMatch(/<link rel="stylesheet" href="\/assets\/root-[\w-]+\.css"/);
      // Still: no script but structured data, where the page on the site has its hydration's.
      const scripts = /<script(?![^>]*application\/ld\+json)[^>]*>/g;
      expect((await app.inject({ method: "GET", url: page })).body).toMatch(scripts);
      expect(shown.body).not.toMatch(scripts);
      // Only the token's hash is kept.
      const [row] = await app.database.db.select().from(contentPreviews);
      expect(row!.tokenHash).not.toContain(link.slice("/preview/".length));

      // Nothing was published: the page, the feed and the content's revision are as they were.
      expect((await app.inject({ method: "GET", url: page })).body).toContain(ORIGINAL);
      expect((await app.inject({ method: "GET", url: "/resource/feed.xml" })).body).not.toContain("wombat");
      expect((await app.database.db.select().from(contentRevision))[0]?.revision ?? 0).toBe(0);

      // A new article, previewed in German with both its texts.
      const retitled = (locale: string, title: string) =>
        file(locale)
          .replace(/^title: .*$/m, `title: "${title} | Alphai"`)
          .replace(
            /^description: .*$/m,
            `description: "${title}: what a mobile app costs to build in 2026, and what it takes to run it after launch."`,
          );
      const fresh = await editor.browser.post(url, {
        slug: "a-new-article",
        locale: "de",
        texts: { en: retitled("en", "A new article"), de: retitled("de", "Ein neuer Artikel") },
      });
      expect(fresh.json()).toMatchObject({ url: expect.any(String) });
      expect(fresh.statusCode).toBe(201);
      const german = await app.inject({ method: "GET", url: (fresh.json() as { url: string }).url });
      expect(german.body).toContain('<html lang="de"');
      expect(german.body).toContain("Ein neuer Artikel");
      expect(german.body).toContain("Vorschau");
      expect((await app.inject({ method: "GET", url: "/de/resource/a-new-article" })).statusCode).toBe(404);

      const audited = await app.database.db.select().from(auditEvents).where(eq(auditEvents.action, "content.preview"));
      expect(audited.map((event) => event.subjectId).sort()).toEqual([
        "articles/a-new-article/de",
        `articles/${SLUG}/en`,
      ]);

      // Made before a deploy that changed the site's stylesheets: 410 with what to do, not an unstyled page.
      const [kept] = await app.database.db.select().from(contentPreviews).where(eq(contentPreviews.locale, "en"));
      await app.database.db
        .update(contentPreviews)
        .set({ html: kept!.html.replace(/\/assets\/root-[\w-]+\.css/, "/assets/root-OLDBUILD.css") })
        .where(eq(contentPreviews.id, kept!.id));
      const stale = await app.inject({ method: "GET", url: link });
      expect(stale.statusCode).toBe(410);
      expect(stale.body).toContain("before the site was updated");

      // Expired: 410 in the page's language; a link that never was: 404; a page is never written to.
      await app.database.db.update(contentPreviews).set({ expiresAt: new Date(Date.now() - 1000) });
      const expired = await app.inject({ method: "GET", url: link });
      expect(expired.statusCode).toBe(410);
      expect(expired.headers["x-robots-tag"]).toContain("noindex");
      expect(expired.body).not.toContain("wombat");
      expect((await app.inject({ method: "GET", url: `/preview/${"A".repeat(43)}` })).statusCode).toBe(404);
      expect((await app.inject({ method: "GET", url: "/preview/short" })).statusCode).toBe(404);
      expect((await app.inject({ method: "POST", url: link })).statusCode).toBe(405);
    } finally {
      await app.close();
    }
    // Previews made by the generator's child, and a photo's variants encoded the first time: a minute under load.
  }, 120_000);
});
