/**
 * Photos uploaded for the team's texts (issue 37 §2, decision 055).
 *
 * `POST /api/team/content/photos` `{ name?, alt, caption?, data }` (`data`: the file, base64; the workspace's API takes JSON
 * only), for who may publish articles or case studies. The file must be what the photo pipeline accepts from a
 * developer (app/lib/photos.server.ts): JPEG, PNG, WebP or AVIF (by its first bytes, then as sharp reads it), at most
 * 10 MB and 40 megapixels, at least 1,600 px wide and at most three times as tall; `alt` as content/photos.ts's alt
 * text, on one line. It is kept upright, at most 3,200 px wide and without its metadata (camera, place, time): JPEG, or
 * PNG when it has transparency. 201 `{ id, markdown, width, height }` (`markdown` shows it in a text, with its
 * caption); the same file again, with any description, is the same photo (200). 400 per field, 413 over 10 MB, 415 for a file that is no such
 * image, 429 with `Retry-After` while another upload is decoded on the instance (one at a time).
 * Audited as `content.photo`. A text shows it once published: generations and previews write the photos their texts
 * show beside them (server/site-generations.ts), and the build's pipeline makes its AVIF and WebP variants.
 */
import { createHash } from "node:crypto";
import { and, like, lt, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { photos as repositoryPhotos } from "../../content/photos";
import { photoSchema } from "../../content/schema";
import type { Db } from "../db/client";
import { contentPhotos, contentSchedules, contentVersions } from "../db/schema";
import { audit } from "./audit";
import { PUBLISHERS } from "./content-publish";
import { memberOf, type TeamDeps } from "./index";
import { badFields, parseOr400 } from "./list-query";

/** The largest original the pipeline takes (as content/photos' originals). */
const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
/** Narrower originals are refused, as the repository's are (app/lib/photos.server.ts `MIN_SOURCE_WIDTH`). */
const MIN_WIDTH = 1600;
/** Wider originals are kept at this width: the site never serves more than 2,400 px. */
const KEPT_WIDTH = 3200;
/** A file that would decode to more pixels than a 40-megapixel camera's is refused before it is decoded. */
const MAX_PIXELS = 40_000_000;
/** Taller than this many widths, its variants would pass WebP's and AVIF's 16,383 px limit: refused. */
const MAX_TALL = 3;
/** What sharp calls the formats the pipeline reads (AVIF is HEIF with AV1 compression). */
const READABLE = new Set(["jpeg", "png", "webp"]);

/**
 * Whether the bytes start as a JPEG, PNG, WebP or AVIF file does: nothing else reaches a decoder in the server's
 * process (libvips would try SVG, TIFF, GIF and more on whatever it is given).
 */
function looksLikePhoto(bytes: Buffer): boolean {
  const ascii = (from: number, to: number) => bytes.subarray(from, to).toString("latin1");
  if (bytes.length < 16) return false;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return true;
  if (ascii(0, 8) === "\x89PNG\r\n\x1a\n") return true;
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return true;
  // An ISO media file whose brands (its first box, `ftyp`) name AVIF.
  const box = bytes.readUInt32BE(0);
  return ascii(4, 8) === "ftyp" && box <= 256 && /avi[fs]/.test(ascii(8, Math.min(box, bytes.length)));
}

/** One upload decoded at a time on an instance: a decode takes up to a second and a hundred MB or more. */
let decoding = false;

/** No line break or other control character (a description or a caption is one line of a paragraph). */
// eslint-disable-next-line no-control-regex -- control characters are what it refuses
const ONE_LINE = /^[^\u0000-\u001f\u007f]*$/;

const photoInput = z.strictObject({
  name: z.string().max(200, { error: "Keep the file name to 200 characters." }).optional(),
  alt: photoSchema.shape.alt.regex(ONE_LINE, { error: "Write what the photo shows on one line." }),
  caption: z
    .string()
    .trim()
    .max(200, { error: "Keep the caption to 200 characters." })
    .regex(ONE_LINE, { error: "Write the caption on one line." })
    .optional(),
  data: z
    .string({ error: "Choose a photo to upload." })
    .min(1, { error: "Choose a photo to upload." })
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, { error: "Send the file as base64." }),
});

/**
 * The id of a photo: the start of what it shows as a slug, then `hash` (the start of its bytes' SHA-256). Never the
 * file's name, which a camera or a phone writes the time it was taken into.
 */
function photoId(alt: string, hash: string): string {
  const base =
    alt
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 40)
      .replace(/-[^-]*$/, "") || "photo";
  return `${base}-${hash}`;
}

type Refusal = { status: 400 | 415; error: string };

/** The original as kept: upright, at most 3,200 px wide, no metadata; or why it is refused. */
async function normalise(
  bytes: Buffer,
): Promise<{ data: Buffer; extension: "jpg" | "png"; width: number; height: number } | Refusal> {
  const { default: sharp } = await import("sharp");
  const unreadable: Refusal = {
    status: 415,
    error: "This file is not a photo the site can use: upload a JPEG, PNG, WebP or AVIF image.",
  };
  if (!looksLikePhoto(bytes)) return unreadable;
  sharp.concurrency(1);
  let meta;
  try {
    meta = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata();
  } catch {
    return unreadable;
  }
  const avif = meta.format === "heif" && meta.compression === "av1";
  if (!READABLE.has(meta.format) && !avif) return unreadable;
  if (meta.width * meta.height > MAX_PIXELS)
    return { status: 400, error: "This photo has more than 40 megapixels: export it at about 3,200 px wide." };
  const { width, height } = meta.autoOrient;
  if (height > width * MAX_TALL)
    return {
      status: 400,
      error: `This photo is ${MAX_TALL} times as tall as it is wide or more: crop it, or export it as several.`,
    };
  if (width < MIN_WIDTH)
    return {
      status: 400,
      error: `This photo is ${width.toLocaleString("en")} px wide; photos must be at least ${MIN_WIDTH.toLocaleString("en")} px wide, so they stay sharp on large screens. Upload a larger original.`,
    };
  const image = sharp(bytes, { limitInputPixels: MAX_PIXELS })
    .autoOrient()
    .resize({ width: KEPT_WIDTH, withoutEnlargement: true });
  // No `withMetadata`: sharp writes none of the original's EXIF, XMP, IPTC or ICC (camera, place, time), in sRGB.
  const transparent = meta.hasAlpha && !(await image.clone().stats()).isOpaque;
  const { data, info } = transparent
    ? await image.png({ compressionLevel: 9 }).toBuffer({ resolveWithObject: true })
    : await image.jpeg({ quality: 90, mozjpeg: true }).toBuffer({ resolveWithObject: true });
  if (data.length > MAX_PHOTO_BYTES)
    return {
      status: 400,
      error: "This photo is larger than 10 MB even at 3,200 px wide: export it as a JPEG, or with less detail.",
    };
  return { data, extension: transparent ? "png" : "jpg", width: info.width, height: info.height };
}

export function contentPhotoRoutes(app: FastifyInstance, deps: TeamDeps): void {
  const { db } = deps;
  const roles = [...new Set([...PUBLISHERS.articles, ...PUBLISHERS["case-studies"]])];
  app.post(
    "/api/team/content/photos",
    // base64 is 4/3 of the file, and the fields beside it.
    { config: { team: { roles } }, bodyLimit: Math.ceil((MAX_PHOTO_BYTES * 4) / 3) + 64 * 1024 },
    async (request, reply) => {
      const input = parseOr400(photoInput, request.body, reply);
      if (!input) return reply;
      const bytes = Buffer.from(input.data, "base64");
      if (bytes.length > MAX_PHOTO_BYTES)
        return reply.code(413).send({
          error: `This photo is ${(bytes.length / 1024 / 1024).toFixed(1)} MB; photos are at most 10 MB. Export it at about 3,200 px wide, JPEG quality 85 to 90.`,
          fields: { data: "The photo is larger than 10 MB." },
        });
      if (decoding)
        return reply
          .code(429)
          .header("Retry-After", "5")
          .send({ error: "Another photo is being processed on this server. Try again in a few seconds." });
      decoding = true;
      const kept = await normalise(bytes).finally(() => (decoding = false));
      if ("status" in kept)
        return kept.status === 400
          ? badFields(reply, { data: kept.error })
          : reply.code(415).send({ error: kept.error, fields: { data: kept.error } });
      // The same photo again (the other language's text, a second article): the photo already kept, whatever its
      // description was then; the Markdown carries this one's.
      const hash = createHash("sha256").update(kept.data).digest("hex").slice(0, 12);
      const [known] = (
        await db
          .select({ id: contentPhotos.id, data: contentPhotos.data })
          .from(contentPhotos)
          .where(like(contentPhotos.id, `%-${hash}`))
      ).filter((row) => row.data.equals(kept.data));
      const id = known?.id ?? photoId(input.alt, hash);
      if (!known && repositoryPhotos.some((photo) => photo.id === id))
        return badFields(reply, { alt: "A photo of the repository has this id: describe the photo in other words." });
      const { member } = memberOf(request);
      const [added] = known
        ? []
        : await db
            .insert(contentPhotos)
            .values({
              id,
              file: `${id}.${kept.extension}`,
              alt: input.alt,
              width: kept.width,
              height: kept.height,
              data: kept.data,
              createdBy: member.id,
            })
            .onConflictDoNothing()
            .returning({ id: contentPhotos.id });
      // The id taken by another photo whose hash starts the same (one in 2^48): refused rather than shown instead.
      if (!known && !added)
        return reply.code(409).send({ error: "Another photo has this id. Describe this one in other words." });
      await audit(db, {
        actorId: member.id,
        action: "content.photo",
        subjectType: "content",
        subjectId: `photo/${id}`,
      });
      const escape = (text: string) => text.replace(/[[\]\\]/g, "\\$&");
      const caption = input.caption ? ` "${input.caption.replace(/["\\]/g, "\\$&")}"` : "";
      return reply.code(added ? 201 : 200).send({
        id,
        markdown: `![${escape(input.alt)}](photo:${id}${caption})`,
        width: kept.width,
        height: kept.height,
      });
    },
  );
}

/** How long an uploaded photo no text shows is kept (a member may still be writing the text it is for). */
const UNUSED_PHOTO_DAYS = 30;

/**
 * Deletes the photos uploaded more than 30 days ago that no version of a text (published, earlier or restorable) and
 * no scheduled text shows: a photo may show people, and is kept only while the site may need it. Returns how many.
 */
export async function pruneUnusedPhotos(db: Db, now = new Date()): Promise<number> {
  const shownIn = (text: typeof contentVersions.text | typeof contentSchedules.text) =>
    sql`position(${"](photo:"} || ${contentPhotos.id} in ${text}) > 0`;
  const deleted = await db
    .delete(contentPhotos)
    .where(
      and(
        lt(contentPhotos.createdAt, new Date(now.getTime() - UNUSED_PHOTO_DAYS * 86_400_000)),
        sql`not exists (select 1 from ${contentVersions} where ${shownIn(contentVersions.text)})`,
        sql`not exists (select 1 from ${contentSchedules} where ${shownIn(contentSchedules.text)})`,
      ),
    )
    .returning({ id: contentPhotos.id });
  return deleted.length;
}
