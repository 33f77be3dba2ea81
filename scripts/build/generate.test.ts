/**
 * A generation of the site (scripts/build/generate.ts, decision 052), run as the server runs it: the compiled command
 * (`cli/generate.js` of the run's bundle) over the build `npm run build` made (`build/`, which the suite builds before
 * the tests), with the team's documents in the folder `CONTENT_OVERLAY` names.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { runCommand } from "../../server/testing/spawn";
import { tempDir } from "../../server/testing/support";

const BUILD = path.resolve("build");
const CLIENT = path.join(BUILD, "client");
const ARTICLE = "budgeting-a-mobile-app-in-2026";
const SENTENCE = "A useful exercise before asking for quotes";

if (!existsSync(path.join(BUILD, "server", "index.js")))
  throw new Error(`No build in ${BUILD}: run "npm run build" before this test (npm test does).`);

/** The site's files under a folder, relative to it, but the compressed siblings. */
const filesOf = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();

/** A folder of the team's documents holding `text` as the article's English document, and `photo` if given. */
function overlayWith(text: string, photo?: { id: string; bytes: Buffer }): string {
  const overlay = tempDir("overlay");
  mkdirSync(path.join(overlay, "articles"));
  writeFileSync(path.join(overlay, "articles", `${ARTICLE}.md`), text);
  if (photo) {
    // As server/site-generations.ts writes a photo uploaded in the workspace (decision 055).
    mkdirSync(path.join(overlay, "photos"));
    writeFileSync(path.join(overlay, "photos", `${photo.id}.jpg`), photo.bytes);
    const entry = { id: photo.id, file: `${photo.id}.jpg`, alt: "A whiteboard of sticky notes in three columns" };
    writeFileSync(path.join(overlay, "photos.json"), JSON.stringify([entry]));
  }
  return overlay;
}

const PHOTO = "team-whiteboard-0a1b2c3d";

const articleFile = readFileSync(path.resolve("content/articles", `${ARTICLE}.md`), "utf8");

describe("a generation of the site", () => {
  it(
    "is the build but for what a team's edit changes: the article's page, data, feed and search index, and the " +
      "variants of the photo it shows, with every other file's compressed siblings and every social image reused",
    async () => {
      expect(articleFile).toContain(SENTENCE);
      const bytes = await sharp({
        create: { width: 1600, height: 900, channels: 3, background: { r: 200, g: 120, b: 40 } },
      })
        .jpeg()
        .toBuffer();
      const text = articleFile
        .replace(SENTENCE, "A useful exercise, which the team rewrote, before")
        .replace(/^(## .*\n)/m, `$1\n![Sticky notes on the team's whiteboard](photo:${PHOTO})\n`);
      expect(text).toContain(`(photo:${PHOTO})`);
      const overlay = overlayWith(text, { id: PHOTO, bytes });
      const out = path.join(tempDir("generation"), "site");
      // Made for the build's own time: the sitemap's dates and the roles closed by then are the build's.
      const now = statSync(path.join(CLIENT, "sitemap.xml")).mtime.toISOString();
      const result = await runCommand("generate", ["--out", out, "--build", BUILD, "--now", now], {
        CONTENT_OVERLAY: overlay,
      });
      expect(result.stderr).toBe("");
      expect(result.status).toBe(0);
      const generation = JSON.parse(result.stdout) as { client: string; pages: number; summary: string };
      expect(generation.client).toBe(path.join(out, "client"));
      expect(generation.summary).toMatch(/270 social images \(270 reused\)/);

      const built = filesOf(CLIENT);
      const made = filesOf(generation.client);
      const changed = made.filter(
        (file) =>
          !built.includes(file) ||
          !readFileSync(path.join(CLIENT, file)).equals(readFileSync(path.join(generation.client, file))),
      );
      // The search index's files are named by their content: the English ones that hold the sentence are new.
      const photos = (file: string) => file.startsWith("images/photos/");
      expect(changed.filter((file) => !file.startsWith("pagefind/") && !photos(file))).toEqual([
        ".site-manifest.json",
        `resource/${ARTICLE}.data`,
        `resource/${ARTICLE}/index.html`,
        "resource/feed.xml",
        "sw.js",
      ]);
      expect(
        changed.filter((file) => file.startsWith("pagefind/")).every((file) => /(^|[/.])en_|entry/.test(file)),
      ).toBe(true);
      expect(made.filter((file) => !file.startsWith("pagefind/") && !photos(file))).toEqual(
        built.filter((file) => !file.startsWith("pagefind/")),
      );
      // The photo uploaded in the workspace, through the pipeline: AVIF and WebP at each width up to its own.
      const variants = made.filter(photos);
      expect(variants.map((file) => file.replace(/\.[0-9a-f]{12}\./, ".")).sort()).toEqual(
        ["avif", "webp"]
          .flatMap((format) => [1200, 1600, 480, 800].map((w) => `images/photos/${PHOTO}-${w}.${format}`))
          .sort(),
      );
      const page = readFileSync(path.join(generation.client, "resource", ARTICLE, "index.html"), "utf8");
      expect(page).toContain("A useful exercise, which the team rewrote, before");
      expect(page).toMatch(
        new RegExp(`<img class="photo-img" src="/images/photos/${PHOTO}-1200\\.[0-9a-f]{12}\\.webp"`),
      );
      expect(page).toMatch(/alt="Sticky notes on the team(&#x27;|&#39;|')s whiteboard"/);
      expect(readFileSync(path.join(generation.client, "resource", "feed.xml"), "utf8")).toContain(
        "which the team rewrote",
      );
      // Every unchanged file kept its compressed siblings; the changed ones have new ones that match them.
      expect(generation.summary).toMatch(/664 files precompressed \(\d+ reused/);
      const reused = Number(/precompressed \((\d+) reused/.exec(generation.summary)![1]);
      expect(reused).toBeGreaterThan(600);
      expect(existsSync(path.join(generation.client, "resource", ARTICLE, "index.html.br"))).toBe(true);
    },
    120_000,
  );

  it("refuses a document the build would refuse, naming it, and writes no site", async () => {
    const overlay = overlayWith(articleFile.replace("category: Mobile apps", "category: Mobile apps\nrelated: oops"));
    const out = path.join(tempDir("generation"), "site");
    const result = await runCommand("generate", ["--out", out, "--build", BUILD], { CONTENT_OVERLAY: overlay });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`workspace/articles/${ARTICLE}.md`);
    expect(existsSync(path.join(out, "client", ".site-manifest.json"))).toBe(false);
  }, 60_000);
});
