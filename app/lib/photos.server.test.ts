/**
 * The photo pipeline on photos this test makes with sharp (gradient and noise, so the
 * encoders have real work): variants, their real sizes, the placeholder, the cache,
 * publishing, the manifest checks, and the markup of <Photo> for the result.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { mkdir, readdir, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { photos as siteManifest } from "../../content/photos";
import { Photo } from "../components/ui/photo";
import { parsePhotoFileName, photoFileName } from "../shared/photo-data";
import {
  loadPhoto,
  MIN_SOURCE_WIDTH,
  photoEntries,
  photoProblems,
  processPhoto,
  publishPhotos,
  type PhotoPaths,
  type ProcessedPhoto,
} from "./photos.server";

interface MakeOptions {
  readonly format?: "jpeg" | "png" | "gif";
  /** Left half fully transparent. */
  readonly alpha?: boolean;
  /** EXIF orientation to write (6: stored sideways, shown rotated 90°). */
  readonly orientation?: number;
  /** One flat colour: for files only the manifest checks read (quick to make). */
  readonly plain?: boolean;
}

/** A width x height photo-like image: colour gradients, a wavy texture and grain. */
async function makePhoto(file: string, width: number, height: number, options: MakeOptions = {}) {
  const channels = options.alpha ? 4 : 3;
  const pixels = Buffer.alloc(options.plain ? 0 : width * height * channels);
  let seed = 42;
  const grain = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) % 17) - 8;
  const clamp = (value: number) => Math.max(0, Math.min(255, Math.round(value)));
  for (let y = 0; y < (options.plain ? 0 : height); y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * channels;
      const wave = Math.sin(x / 37) * Math.cos(y / 53) * 40;
      pixels[at] = clamp((x / width) * 200 + wave + grain());
      pixels[at + 1] = clamp((y / height) * 200 - wave + grain());
      pixels[at + 2] = clamp(140 + Math.sin(x / 60) * 60 + grain());
      if (options.alpha) pixels[at + 3] = x < width / 2 ? 0 : 255;
    }
  }
  let image = options.plain
    ? sharp({ create: { width, height, channels, background: { r: 90, g: 120, b: 160, alpha: 1 } } })
    : sharp(pixels, { raw: { width, height, channels } });
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  const format = options.format ?? "jpeg";
  const encoded = format === "png" ? image.png() : format === "gif" ? image.gif() : image.jpeg({ quality: 90 });
  await mkdir(path.dirname(file), { recursive: true });
  writeFileSync(file, await encoded.toBuffer());
}

const root = mkdtempSync(path.join(tmpdir(), "alphai-photos-"));
const paths: PhotoPaths = { sourceDir: path.join(root, "photos"), cacheDir: path.join(root, "cache") };
const ALT = "Two engineers pairing at a standing desk by a tall window in the Lahore office.";
const entry = (id: string, file: string, extra: Record<string, unknown> = {}) => ({ id, file, alt: ALT, ...extra });

beforeAll(async () => {
  await makePhoto(path.join(paths.sourceDir, "office.jpg"), 2000, 1333);
  await makePhoto(path.join(paths.sourceDir, "narrow.jpg"), 1200, 800, { plain: true });
  await makePhoto(path.join(paths.sourceDir, "team/terrace.png"), 1700, 1000, { format: "png", plain: true });
  await makePhoto(path.join(paths.sourceDir, "animated.jpg"), 1800, 1200, { format: "gif", plain: true });
  // Stored sideways (EXIF orientation 6): shown 1600 and 1200 px wide.
  await makePhoto(path.join(paths.sourceDir, "sideways-tall.jpg"), 2400, 1600, { orientation: 6, plain: true });
  await makePhoto(path.join(paths.sourceDir, "sideways-narrow.jpg"), 2000, 1200, { orientation: 6, plain: true });
  // Small sources to run the encoders quickly (only the manifest check asks for 1600 px).
  await makePhoto(path.join(paths.sourceDir, "small/sideways.jpg"), 1200, 800, { orientation: 6 });
  await makePhoto(path.join(paths.sourceDir, "small/street.png"), 900, 600, { format: "png" });
  await makePhoto(path.join(paths.sourceDir, "small/cutout.png"), 600, 400, { format: "png", alpha: true });
  writeFileSync(path.join(paths.sourceDir, "broken.jpg"), "not an image at all");
}, 60_000);

describe("photo pipeline", () => {
  let office: ProcessedPhoto;
  beforeAll(async () => {
    office = await processPhoto(
      photoEntries([entry("lahore-office", "office.jpg", { caption: "The Lahore office." })])[0]!,
      paths,
    );
  }, 120_000);

  it("makes AVIF and WebP at 480, 800, 1200 and 1600 px from a 2000 px source, none wider than the source", () => {
    for (const format of ["avif", "webp"] as const) {
      expect(office.data[format].map((variant) => variant.width)).toEqual([480, 800, 1200, 1600]);
    }
    expect(office.files).toHaveLength(8);
    expect(Math.max(...office.files.map((file) => file.width))).toBeLessThanOrEqual(2000);
    expect(office.data).toMatchObject({
      id: "lahore-office",
      alt: ALT,
      caption: "The Lahore office.",
      position: "center",
      width: 1600,
      height: 1066,
    });
  });

  it("says the real format and size of every file, as sharp reads them back", async () => {
    for (const file of office.files) {
      const meta = await sharp(file.cacheFile).metadata();
      expect(meta.format, file.name).toBe(file.format === "avif" ? "heif" : "webp");
      if (file.format === "avif") expect(meta.compression).toBe("av1");
      expect([meta.width, meta.height], file.name).toEqual([file.width, file.height]);
      expect((await stat(file.cacheFile)).size).toBe(file.bytes);
      // The aspect ratio of the source, to the pixel.
      expect(Math.abs(file.height - (file.width * 1333) / 2000)).toBeLessThanOrEqual(1);
    }
    // AVIF is the smaller format at every width.
    for (const avif of office.files.filter((file) => file.format === "avif")) {
      const webp = office.files.find((file) => file.format === "webp" && file.width === avif.width)!;
      expect(avif.bytes, `${avif.width} px`).toBeLessThan(webp.bytes);
    }
  });

  it("names files after their bytes and serves them under /images/photos/", () => {
    for (const file of office.files) {
      expect(file.name).toBe(photoFileName("lahore-office", file.width, file.hash, file.format));
      expect(parsePhotoFileName(file.name)).toEqual({ hash: file.hash, format: file.format });
    }
    expect(office.data.webp[0]!.url).toMatch(/^\/images\/photos\/lahore-office-480\.[0-9a-f]{12}\.webp$/);
    expect(new Set(office.files.map((file) => file.hash)).size).toBe(8);
  });

  it("makes a placeholder: a WebP data URI under 1 KB, 16 px wide", async () => {
    const placeholder = office.data.placeholder!;
    expect(placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(placeholder.length).toBeLessThan(1024);
    const meta = await sharp(Buffer.from(placeholder.split(",")[1]!, "base64")).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 16, 11]);
  });

  it("reads a second run from the cache without encoding again", async () => {
    const before = await Promise.all(office.files.map(async (file) => (await stat(file.cacheFile)).mtimeMs));
    const started = performance.now();
    const again = await processPhoto(
      photoEntries([entry("lahore-office", "office.jpg", { caption: "The Lahore office." })])[0]!,
      paths,
    );
    expect(again.cached).toBe(true);
    expect(office.cached).toBe(false);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(again.data).toEqual(office.data);
    expect(await Promise.all(again.files.map(async (file) => (await stat(file.cacheFile)).mtimeMs))).toEqual(before);
    // A new id reuses the same encoded files under new names; the alt text is not part of the cache.
    const renamed = await processPhoto(photoEntries([entry("lahore-floor", "office.jpg")])[0]!, paths);
    expect(renamed.cached).toBe(true);
    expect(renamed.data.avif[0]!.url).toMatch(/^\/images\/photos\/lahore-floor-480\./);
    expect(renamed.files.map((file) => file.hash)).toEqual(office.files.map((file) => file.hash));
  });

  it("publishes every variant under its content-hashed name", async () => {
    const buildDir = path.join(root, "build");
    const bytes = await publishPhotos([office], buildDir);
    const published = (await readdir(path.join(buildDir, "images/photos"))).sort();
    expect(published).toEqual(office.files.map((file) => file.name).sort());
    expect(bytes).toBe(office.files.reduce((sum, file) => sum + file.bytes, 0));
  });

  it("applies the EXIF orientation: a portrait photo stored sideways stays portrait", async () => {
    const [portrait] = photoEntries([entry("portrait", "small/sideways.jpg")]);
    const photo = await processPhoto(portrait!, paths);
    expect([photo.data.width, photo.data.height]).toEqual([800, 1200]);
    expect(photo.data.webp.map((variant) => variant.width)).toEqual([480, 800]);
    const meta = await sharp(photo.files.at(-1)!.cacheFile).metadata();
    expect([meta.width, meta.height, meta.orientation]).toEqual([800, 1200, undefined]);
  }, 60_000);

  it("takes PNG sources; one with transparency keeps it and gets no placeholder", async () => {
    const [street, cutout] = photoEntries([entry("street", "small/street.png"), entry("cutout", "small/cutout.png")]);
    const opaque = await processPhoto(street!, paths);
    expect(opaque.data.webp.map((variant) => variant.width)).toEqual([480, 800]);
    expect(opaque.data.placeholder).toMatch(/^data:image\/webp;base64,/);
    const transparent = await processPhoto(cutout!, paths);
    expect(transparent.data.placeholder).toBeUndefined();
    expect((await sharp(transparent.files[0]!.cacheFile).metadata()).hasAlpha).toBe(true);
  }, 60_000);

  it("renders <Photo> with the variants' real sizes: srcset, sizes, width, height, alt, lazy loading", () => {
    const html = renderToStaticMarkup(
      createElement(Photo, { photo: office.data, sizes: "(min-width: 64rem) 50vw, 100vw" }),
    );
    const avifSet = office.data.avif.map((variant) => `${variant.url} ${variant.width}w`).join(", ");
    const webpSet = office.data.webp.map((variant) => `${variant.url} ${variant.width}w`).join(", ");
    expect(html).toContain(`<source type="image/avif" srcSet="${avifSet}" sizes="(min-width: 64rem) 50vw, 100vw"/>`);
    expect(html).toContain(`<source type="image/webp" srcSet="${webpSet}" sizes="(min-width: 64rem) 50vw, 100vw"/>`);
    const img = html.match(/<img class="photo-img"[^>]*>/)?.[0] ?? "";
    expect(img).toContain(`src="${office.data.webp.find((variant) => variant.width === 1200)!.url}"`);
    expect(img).toContain(`width="1600"`);
    expect(img).toContain(`height="1066"`);
    expect(img).toContain(`alt="${ALT}"`);
    expect(img).toContain(`loading="lazy"`);
    expect(img).toContain(`decoding="async"`);
    expect(img).not.toContain("fetchpriority");
    // The placeholder sits under the photo, decorative, with the same box.
    expect(html).toMatch(
      /^<span class="photo"><img class="photo-placeholder" src="data:image\/webp;base64,[^"]+" alt="" width="1600" height="1066"/,
    );
    // Nothing that the CSP (style-src 'self') would block.
    expect(html).not.toContain("style=");
  });

  it("loads a priority photo at once with high priority, and crops to the position hint", () => {
    const photo = { ...office.data, position: "top" as const };
    const html = renderToStaticMarkup(
      createElement(Photo, { photo, sizes: "100vw", priority: true, className: "hero-photo" }),
    );
    expect(html).toMatch(/^<span class="photo photo--top hero-photo">/);
    const img = html.match(/<img class="photo-img"[^>]*>/)?.[0] ?? "";
    expect(img).toContain(`fetchPriority="high"`);
    expect(img).not.toContain("loading=");
  });
});

describe("photo manifest checks", () => {
  const problemsOf = (entries: unknown[]) => photoProblems(entries, paths);

  it("accepts valid entries (JPEG and PNG, in sub-folders too)", async () => {
    expect(
      await problemsOf([entry("office", "office.jpg", { position: "top" }), entry("terrace", "team/terrace.png")]),
    ).toEqual([]);
  });

  it(`refuses a source narrower than ${MIN_SOURCE_WIDTH} px, saying how wide it is`, async () => {
    expect(await problemsOf([entry("narrow", "narrow.jpg")])).toEqual([
      'photo "narrow": content/photos/narrow.jpg is 1200 px wide; sources must be at least 1600 px wide (export a larger original)',
    ]);
  });

  it("measures the width as shown, after EXIF rotation", async () => {
    expect(await problemsOf([entry("portrait", "sideways-tall.jpg")])).toEqual([]);
    expect(await problemsOf([entry("portrait", "sideways-narrow.jpg")])).toEqual([
      'photo "portrait": content/photos/sideways-narrow.jpg is 1200 px wide; sources must be at least 1600 px wide (export a larger original)',
    ]);
  });

  it("refuses a missing, empty or meaningless alt text", async () => {
    expect(await problemsOf([{ id: "no-alt", file: "office.jpg" }])).toEqual([
      'photo "no-alt": alt: alt text is required: describe what the photo shows',
    ]);
    expect(await problemsOf([entry("empty-alt", "office.jpg", { alt: "   " })])).toEqual([
      'photo "empty-alt": alt: alt text is required: describe what the photo shows in 10 to 200 characters',
    ]);
    const [photoOf] = await problemsOf([
      entry("photo-of", "office.jpg", { alt: "Photo of the office at night with the lights on." }),
    ]);
    expect(photoOf).toMatch(/^photo "photo-of": alt: alt text should not start with "photo of"/);
    const [tooLong] = await problemsOf([entry("long-alt", "office.jpg", { alt: "A".repeat(201) })]);
    expect(tooLong).toMatch(/alt text is at most 200 characters/);
  });

  it("refuses a missing file, naming it", async () => {
    expect(await problemsOf([entry("ghost", "missing.jpg")])).toEqual([
      'photo "ghost": file content/photos/missing.jpg does not exist',
    ]);
  });

  it("refuses unsupported formats, by name and by content", async () => {
    const [heic] = await problemsOf([entry("heic", "office.heic")]);
    expect(heic).toBe('photo "heic": file: unsupported format: use .jpg, .jpeg, .png, .webp, .avif');
    expect(await problemsOf([entry("gif", "animated.jpg")])).toEqual([
      'photo "gif": content/photos/animated.jpg is a gif image: use JPEG, PNG, WebP or AVIF',
    ]);
    const [broken] = await problemsOf([entry("broken", "broken.jpg")]);
    expect(broken).toMatch(/^photo "broken": content\/photos\/broken.jpg could not be read as an image/);
  });

  it("refuses duplicate ids and files, bad ids and paths out of content/photos", async () => {
    expect(await problemsOf([entry("office", "office.jpg"), entry("office", "team/terrace.png")])).toEqual([
      'photo "office": duplicate id (ids name the photo in pages and URLs, so each must be unique)',
    ]);
    expect(await problemsOf([entry("office", "office.jpg"), entry("office-again", "office.jpg")])).toEqual([
      'photo "office-again": uses the same file as photo "office" (office.jpg)',
    ]);
    expect(await problemsOf([entry("Office Photo", "office.jpg")])).toEqual([
      'photo "Office Photo": id: photo ids are lower-case kebab-case (e.g. lahore-office-desks)',
    ]);
    expect(await problemsOf([entry("escape", "../secrets.jpg")])).toEqual([
      'photo "escape": file: file is a path inside content/photos/',
    ]);
  });

  it("lists every problem of a manifest at once", async () => {
    const problems = await problemsOf([
      entry("narrow", "narrow.jpg"),
      entry("ghost", "missing.jpg"),
      { id: "bare", file: "office.jpg" },
    ]);
    expect(problems).toHaveLength(3);
  });

  it("the site's own manifest is valid", async () => {
    expect(await photoProblems(siteManifest)).toEqual([]);
  });

  it("a page's loader asking for a photo the manifest does not list gets an error naming the id and the fix", async () => {
    const missing = "no-such-photo";
    expect(siteManifest.some((photo) => photo.id === missing)).toBe(false);
    await expect(loadPhoto(missing)).rejects.toThrow('Unknown photo "no-such-photo": add it to content/photos.ts');
  });
});
