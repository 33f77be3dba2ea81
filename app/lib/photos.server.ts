/**
 * The raster photo pipeline (decision 009), build side only: the `.server` suffix
 * makes React Router refuse any import of it from browser code, so sharp never
 * reaches a bundle. Pages get plain `PhotoData` (app/shared/photo-data.ts) from
 * `loadPhoto(id)` in their loader; `<Photo>` renders it.
 *
 *  - `photoProblems` / `validatePhotos`: the manifest (content/photos.ts) and the
 *    files it names; run before prerendering (react-router.config.ts).
 *  - `processPhoto`: AVIF and WebP at PHOTO_WIDTHS (never wider than the source)
 *    and a tiny placeholder, cached by the source's bytes and the settings.
 *  - `publishPhotos`: copies the variants to build/client/images/photos under
 *    content-hashed names (scripts/build/postbuild.ts).
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { copyFile, mkdir, readFile, rename, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import sharp from "sharp";
import { photos as manifest } from "../../content/photos.ts";
import { photoSchema, type PhotoEntry } from "../../content/schema.ts";
import {
  PHOTO_URL_BASE,
  photoFileName,
  TEAM_PHOTOS_FILE,
  type PhotoData,
  type PhotoFormat,
  type PhotoVariant,
} from "../shared/photo-data.ts";

/** Widths made for every photo, when the source is at least that wide. */
const PHOTO_WIDTHS = [480, 800, 1200, 1600, 2400] as const;
/** Narrower sources are refused: the 1600 px variant is what a full-width photo on a laptop needs. */
export const MIN_SOURCE_WIDTH = 1600;
/** Larger originals only weigh on the repository: the site never serves more than 2400 px. */
const MAX_SOURCE_BYTES = 10 * 1024 * 1024;
const PHOTO_FORMATS = ["avif", "webp"] as const satisfies readonly PhotoFormat[];
const ENCODERS = {
  avif: { quality: 50, effort: 4, chromaSubsampling: "4:2:0" },
  webp: { quality: 75, effort: 4 },
} as const;
const PLACEHOLDER = { width: 16, quality: 40 } as const;
/** Part of every cache key: changing the widths, the encoders or sharp's version remakes the variants. */
const SETTINGS = JSON.stringify({
  version: 1,
  PHOTO_WIDTHS,
  ENCODERS,
  PLACEHOLDER,
  sharp: sharp.versions.sharp,
  vips: sharp.versions.vips,
});
/** Decoders sharp names for the formats we accept (AVIF is HEIF with AV1 compression). */
const READABLE = new Set(["jpeg", "png", "webp", "heif"]);

export interface PhotoPaths {
  /** Originals (content/photos). */
  readonly sourceDir: string;
  /** Encoded variants and their records, by source hash (git-ignored, under node_modules/.cache). */
  readonly cacheDir: string;
}

export const defaultPhotoPaths = (root = process.cwd()): PhotoPaths => ({
  sourceDir: path.join(root, "content", "photos"),
  cacheDir: path.join(root, "node_modules", ".cache", "alphai-photos"),
});

/** What sharp reads from an original, with EXIF orientation applied. */
interface SourceInfo {
  readonly format: string;
  readonly width: number;
  readonly height: number;
  readonly bytes: number;
}

async function inspectSource(file: string): Promise<SourceInfo> {
  const { size } = await stat(file);
  const meta = await sharp(file).metadata();
  const format =
    meta.format === "heif" && meta.compression !== "av1" ? `heif (${meta.compression ?? "unknown"})` : meta.format;
  return { format, width: meta.autoOrient.width, height: meta.autoOrient.height, bytes: size };
}

/**
 * Every problem of a photo manifest, each naming the entry and what to do (empty when valid):
 * schema (id, file name and format, alt text), duplicate ids and files, missing or unreadable
 * files, formats that are not really JPEG/PNG/WebP/AVIF, sources narrower than 1600 px or over 10 MB.
 */
export async function photoProblems(
  entries: readonly unknown[],
  paths: PhotoPaths = defaultPhotoPaths(),
  /** How problems name the originals' folder. */
  folder = "content/photos",
): Promise<string[]> {
  const problems: string[] = [];
  const ids = new Set<string>();
  const files = new Map<string, string>();
  for (const [index, raw] of entries.entries()) {
    const rawId = (raw as { id?: unknown } | null)?.id;
    const name = `photo ${typeof rawId === "string" && rawId ? `"${rawId}"` : `#${index + 1}`}`;
    const parsed = photoSchema.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        problems.push(`${name}: ${issue.path.join(".") || "entry"}: ${issue.message}`);
      continue;
    }
    const { id, file } = parsed.data;
    if (ids.has(id))
      problems.push(`${name}: duplicate id (ids name the photo in pages and URLs, so each must be unique)`);
    ids.add(id);
    const other = files.get(file);
    if (other) problems.push(`${name}: uses the same file as photo "${other}" (${file})`);
    files.set(file, id);

    const where = `${folder}/${file}`;
    const source = path.join(paths.sourceDir, file);
    let info: SourceInfo;
    try {
      info = await inspectSource(source);
    } catch (error) {
      const missing = (error as NodeJS.ErrnoException).code === "ENOENT";
      problems.push(
        missing
          ? `${name}: file ${where} does not exist`
          : `${name}: ${where} could not be read as an image (${(error as Error).message})`,
      );
      continue;
    }
    if (!READABLE.has(info.format)) {
      problems.push(`${name}: ${where} is a ${info.format} image: use JPEG, PNG, WebP or AVIF`);
      continue;
    }
    if (info.width < MIN_SOURCE_WIDTH) {
      problems.push(
        `${name}: ${where} is ${info.width} px wide; sources must be at least ${MIN_SOURCE_WIDTH} px wide (export a larger original)`,
      );
    }
    if (info.bytes > MAX_SOURCE_BYTES) {
      problems.push(
        `${name}: ${where} is ${(info.bytes / 1024 / 1024).toFixed(1)} MB; originals are at most ${MAX_SOURCE_BYTES / 1024 / 1024} MB (export at about 2400-3200 px, JPEG quality 85-90)`,
      );
    }
  }
  return problems;
}

/*
 * The team's uploaded photos in a generation or a preview (decision 055): `<CONTENT_OVERLAY>/photos.json` lists them as
 * content/photos.ts lists the repository's, their originals in `<CONTENT_OVERLAY>/photos/` (server/site-generations.ts
 * writes both, for the photos the team's documents show).
 */
const TEAM_PHOTOS_LABEL = "workspace/photos";

/** The team's photo manifest in `overlay` (none without one). */
function teamManifest(overlay: string | undefined): unknown[] {
  if (!overlay) return [];
  try {
    return JSON.parse(readFileSync(new URL(TEAM_PHOTOS_FILE, pathToFileURL(`${overlay}/`)), "utf8")) as unknown[];
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

/** Where the team's originals are (the cache is the repository's photos' own). */
const teamPhotoPaths = (overlay: string, root = process.cwd()): PhotoPaths => ({
  sourceDir: path.join(overlay, "photos"),
  cacheDir: defaultPhotoPaths(root).cacheDir,
});

/** Throws with every problem listed; run at build before prerendering, so a bad photo fails it. */
export async function validatePhotos(
  entries: readonly unknown[] = manifest,
  paths: PhotoPaths = defaultPhotoPaths(),
  overlay: string | undefined = process.env.CONTENT_OVERLAY,
): Promise<void> {
  const team = teamManifest(overlay);
  const problems = await photoProblems(entries, paths);
  if (team.length) {
    problems.push(
      ...(await photoProblems(team, { ...paths, sourceDir: teamPhotoPaths(overlay!).sourceDir }, TEAM_PHOTOS_LABEL)),
    );
    const ids = new Set(entries.map((entry) => (entry as { id?: unknown }).id));
    for (const entry of team) {
      const id = (entry as { id?: unknown }).id;
      if (ids.has(id)) problems.push(`photo "${String(id)}": uploaded in the workspace and in content/photos.ts`);
    }
  }
  if (problems.length) throw new Error(`Photos are invalid:\n- ${problems.join("\n- ")}`);
}

/** A photo of the library (the repository's or the team's) and where its original and cache are. */
interface LibraryPhoto {
  readonly entry: PhotoEntry;
  readonly paths: PhotoPaths;
  /** Uploaded in the workspace. */
  readonly team: boolean;
}

/** Every photo of the library: content/photos.ts's, then the team's in `CONTENT_OVERLAY` (validatePhotos checked them). */
export function libraryPhotos(overlay: string | undefined = process.env.CONTENT_OVERLAY): LibraryPhoto[] {
  return [
    ...photoEntries().map((entry) => ({ entry, paths: defaultPhotoPaths(), team: false })),
    ...photoEntries(teamManifest(overlay)).map((entry) => ({ entry, paths: teamPhotoPaths(overlay!), team: true })),
  ];
}

/** A variant as cached: the hash of its bytes names both the cache file and the published file. */
interface CachedVariant {
  readonly format: PhotoFormat;
  readonly width: number;
  readonly height: number;
  readonly bytes: number;
  readonly hash: string;
}

/** The cache record of one source (`<cacheDir>/<key>.json`). */
interface CachedPhoto {
  readonly width: number;
  readonly height: number;
  readonly placeholder?: string;
  readonly variants: readonly CachedVariant[];
}

/** A processed photo: what pages get, plus what the build needs to publish it. */
export interface ProcessedPhoto {
  readonly data: PhotoData;
  /** Every variant with its cache file and published name. */
  readonly files: readonly (CachedVariant & { readonly cacheFile: string; readonly name: string })[];
  /** True when the variants came from the cache. */
  readonly cached: boolean;
}

const sha256 = (...parts: (string | Buffer)[]) => {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(part);
  return hash.digest("hex");
};

/** Where the cache keeps a variant: named by the hash of its bytes alone, so renaming a photo's id costs nothing. */
export const cachedVariantFile = (cacheDir: string, hash: string, format: PhotoFormat) =>
  path.join(cacheDir, "files", `${hash}.${format}`);

/** Writes atomically, so an interrupted build never leaves half a file that a later build trusts. */
async function writeAtomic(file: string, data: string | Buffer) {
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, file);
}

async function readCached(recordFile: string, cacheDir: string): Promise<CachedPhoto | undefined> {
  try {
    const record = JSON.parse(await readFile(recordFile, "utf8")) as CachedPhoto;
    await Promise.all(
      record.variants.map((variant) => stat(cachedVariantFile(cacheDir, variant.hash, variant.format))),
    );
    return record;
  } catch {
    return undefined;
  }
}

async function encode(source: Buffer, cacheDir: string): Promise<CachedPhoto> {
  const image = sharp(source).autoOrient();
  const meta = await sharp(source).metadata();
  const sourceWidth = meta.autoOrient.width;
  const widths = PHOTO_WIDTHS.filter((width) => width <= sourceWidth);
  if (!widths.length)
    throw new Error(`a ${sourceWidth} px wide source is narrower than the smallest variant (${PHOTO_WIDTHS[0]} px)`);

  const variants = await Promise.all(
    PHOTO_FORMATS.flatMap((format) =>
      widths.map(async (width): Promise<CachedVariant> => {
        const resized = image.clone().resize({ width, withoutEnlargement: true });
        const { data, info } = await (
          format === "avif" ? resized.avif(ENCODERS.avif) : resized.webp(ENCODERS.webp)
        ).toBuffer({ resolveWithObject: true });
        const hash = sha256(data).slice(0, 12);
        await writeAtomic(cachedVariantFile(cacheDir, hash, format), data);
        return { format, width: info.width, height: info.height, bytes: data.length, hash };
      }),
    ),
  );
  // Only an opaque photo fully covers its placeholder; behind transparency it would show.
  const { isOpaque } = await image.clone().stats();
  const placeholder = isOpaque
    ? `data:image/webp;base64,${(await image.clone().resize({ width: PLACEHOLDER.width }).webp({ quality: PLACEHOLDER.quality }).toBuffer()).toString("base64")}`
    : undefined;
  const largest = variants.filter((variant) => variant.format === "webp").at(-1)!;
  return { width: largest.width, height: largest.height, placeholder, variants };
}

/**
 * The variants and placeholder of one photo, made once per source content and settings:
 * later builds read `<cacheDir>/<key>.json` and the files it names instead of encoding again.
 */
export async function processPhoto(
  entry: PhotoEntry,
  paths: PhotoPaths = defaultPhotoPaths(),
): Promise<ProcessedPhoto> {
  const source = await readFile(path.join(paths.sourceDir, entry.file));
  const key = sha256(SETTINGS, source).slice(0, 24);
  const recordFile = path.join(paths.cacheDir, `${key}.json`);
  await mkdir(path.join(paths.cacheDir, "files"), { recursive: true });
  let record = await readCached(recordFile, paths.cacheDir);
  const cached = record !== undefined;
  if (!record) {
    record = await encode(source, paths.cacheDir);
    await writeAtomic(recordFile, JSON.stringify(record));
  }
  const files = record.variants.map((variant) => ({
    ...variant,
    cacheFile: cachedVariantFile(paths.cacheDir, variant.hash, variant.format),
    name: photoFileName(entry.id, variant.width, variant.hash, variant.format),
  }));
  const variantsOf = (format: PhotoFormat): PhotoVariant[] =>
    files
      .filter((file) => file.format === format)
      .map((file) => ({ url: `${PHOTO_URL_BASE}${file.name}`, width: file.width, height: file.height }));
  const data: PhotoData = {
    id: entry.id,
    alt: entry.alt,
    ...(entry.caption ? { caption: entry.caption } : {}),
    position: entry.position,
    width: record.width,
    height: record.height,
    ...(record.placeholder ? { placeholder: record.placeholder } : {}),
    avif: variantsOf("avif"),
    webp: variantsOf("webp"),
  };
  return { data, files, cached };
}

/** Copies the variants of processed photos into `<buildDir>/images/photos`; returns the bytes written. */
export async function publishPhotos(photos: readonly ProcessedPhoto[], buildDir: string): Promise<number> {
  const outDir = path.join(buildDir, ...PHOTO_URL_BASE.split("/").filter(Boolean));
  if (photos.length) await mkdir(outDir, { recursive: true });
  let bytes = 0;
  for (const photo of photos) {
    for (const file of photo.files) {
      await copyFile(file.cacheFile, path.join(outDir, file.name));
      bytes += file.bytes;
    }
  }
  return bytes;
}

/** The manifest, parsed (validatePhotos has checked it before any page is rendered). */
export const photoEntries = (entries: readonly unknown[] = manifest): PhotoEntry[] =>
  entries.map((entry) => photoSchema.parse(entry));

const processing = new Map<string, Promise<ProcessedPhoto>>();

/** A photo of the library, processed once per process. */
function processed(id: string): Promise<ProcessedPhoto> {
  if (!processing.has(id)) {
    const photo = libraryPhotos().find((item) => item.entry.id === id);
    if (!photo) throw new Error(`Unknown photo "${id}": add it to content/photos.ts`);
    processing.set(id, processPhoto(photo.entry, photo.paths));
  }
  return processing.get(id)!;
}

/** A photo of the library for a page's loader (build time only): plain data for `<Photo>`. */
export async function loadPhoto(id: string): Promise<PhotoData> {
  return (await processed(id)).data;
}

/** The widest WebP variant a preview shows of a photo that is not on the site yet. */
const PREVIEW_WIDTH = 800;

/**
 * A previewed page whose photos uploaded in the workspace are not on the site yet (decision 055): each shown as one
 * WebP of at most 800 px inside the page (a data URL; a preview's policy allows images from the site and data only),
 * its other sources dropped. The repository's photos are on the site already and stay as they are.
 */
export async function inlineTeamPhotos(html: string): Promise<string> {
  let page = html;
  for (const { entry, team } of libraryPhotos()) {
    if (!team || !page.includes(`${PHOTO_URL_BASE}${entry.id}-`)) continue;
    const photo = await processed(entry.id);
    const webp = photo.files.filter((file) => file.format === "webp");
    const shown = webp.filter((file) => file.width <= PREVIEW_WIDTH).at(-1) ?? webp[0]!;
    const data = `data:image/webp;base64,${(await readFile(shown.cacheFile)).toString("base64")}`;
    const names = new Set(photo.files.map((file) => `${PHOTO_URL_BASE}${file.name}`));
    const mentions = (text: string) => [...names].some((name) => text.includes(name));
    page = page
      .replace(/<source\b[^>]*>/g, (element) => (mentions(element) ? "" : element))
      .replace(/ srcset="[^"]*"/g, (attribute) => (mentions(attribute) ? "" : attribute))
      .replace(/ src="([^"]*)"/g, (attribute, url: string) => (names.has(url) ? ` src="${data}"` : attribute));
  }
  return page;
}
