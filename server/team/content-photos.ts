/**
 * Photos uploaded for the team's texts (issue 37 §2, decision 055).
 *
 * `POST /api/team/content/photos` `{ name?, alt, data }` (`data`: the file, base64; the workspace's API takes JSON
 * only), for who may publish articles or case studies. The file must be what the photo pipeline accepts from a
 * developer (app/lib/photos.server.ts): JPEG, PNG, WebP or AVIF, at most 10 MB, at least 1,600 px wide; `alt` as
 * content/photos.ts's alt text. It is kept upright, at most 3,200 px wide and without its metadata (camera, place,
 * time): JPEG, or PNG when it has transparency. 201 `{ id, markdown, width, height }` (`markdown` shows it in a text);
 * the same file again is the same photo (200). 400 per field, 413 over 10 MB, 415 for a file that is no such image.
 * Audited as `content.photo`. A text shows it once published: generations and previews write the photos their texts
 * show beside them (server/site-generations.ts), and the build's pipeline makes its AVIF and WebP variants.
 */
import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { photos as repositoryPhotos } from "../../content/photos";
import { photoSchema } from "../../content/schema";
import { contentPhotos } from "../db/schema";
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
/** A file that would decode to more pixels than a 60-megapixel camera's is refused before it is decoded. */
const MAX_PIXELS = 60_000_000;
/** What sharp calls the formats the pipeline reads (AVIF is HEIF with AV1 compression). */
const READABLE = new Set(["jpeg", "png", "webp"]);

const photoInput = z.strictObject({
  name: z.string().max(200, { error: "Keep the file name to 200 characters." }).optional(),
  alt: photoSchema.shape.alt,
  data: z
    .string({ error: "Choose a photo to upload." })
    .min(1, { error: "Choose a photo to upload." })
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, { error: "Send the file as base64." }),
});

/** The id of a photo: the file's name as a slug, then the start of its content's hash. */
function photoId(name: string | undefined, bytes: Buffer): string {
  const base =
    (name ?? "")
      .replace(/\.[^.]*$/, "")
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 40)
      .replace(/-+$/, "") || "photo";
  return `${base}-${createHash("sha256").update(bytes).digest("hex").slice(0, 8)}`;
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
  let meta;
  try {
    meta = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata();
  } catch {
    return unreadable;
  }
  const avif = meta.format === "heif" && meta.compression === "av1";
  if (!READABLE.has(meta.format) && !avif) return unreadable;
  if (meta.width * meta.height > MAX_PIXELS)
    return { status: 400, error: "This photo has more than 60 megapixels: export it at about 3,200 px wide." };
  const width = meta.autoOrient.width;
  if (width < MIN_WIDTH)
    return {
      status: 400,
      error: `This photo is ${width.toLocaleString("en")} px wide; photos must be at least ${MIN_WIDTH.toLocaleString("en")} px wide, so they stay sharp on large screens. Upload a larger original.`,
    };
  const image = sharp(bytes, { limitInputPixels: MAX_PIXELS })
    .autoOrient()
    .resize({ width: KEPT_WIDTH, withoutEnlargement: true });
  // No `withMetadata`: sharp writes none of the original's EXIF, XMP or IPTC (camera, place, time).
  const { data, info } = meta.hasAlpha
    ? await image.png({ compressionLevel: 9 }).toBuffer({ resolveWithObject: true })
    : await image.jpeg({ quality: 90, mozjpeg: true }).toBuffer({ resolveWithObject: true });
  return { data, extension: meta.hasAlpha ? "png" : "jpg", width: info.width, height: info.height };
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
      const kept = await normalise(bytes);
      if ("status" in kept)
        return kept.status === 400
          ? badFields(reply, { data: kept.error })
          : reply.code(415).send({ error: kept.error, fields: { data: kept.error } });
      const id = photoId(input.name, kept.data);
      if (repositoryPhotos.some((photo) => photo.id === id))
        return badFields(reply, { name: "A photo of the repository has this name: rename the file." });
      const { member } = memberOf(request);
      const [added] = await db
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
      await audit(db, {
        actorId: member.id,
        action: "content.photo",
        subjectType: "content",
        subjectId: `photo/${id}`,
      });
      return reply.code(added ? 201 : 200).send({
        id,
        markdown: `![${input.alt.replace(/[[\]\\]/g, "\\$&")}](photo:${id})`,
        width: kept.width,
        height: kept.height,
      });
    },
  );
}
