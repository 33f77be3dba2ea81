/**
 * What a page gets for a photo: plain data made at build by app/lib/photos.server.ts
 * and passed as loader data to `<Photo>` (app/components/ui/photo.tsx). Types and
 * file naming only, so client code may import it without pulling in the pipeline.
 */
import type { PhotoPosition } from "../../content/schema";

export type PhotoFormat = "avif" | "webp";

/** One encoded size of a photo. */
export interface PhotoVariant {
  /** `/images/photos/<id>-<width>.<hash>.<ext>`: content-hashed, cached for a year. */
  readonly url: string;
  /** Real pixel size of the file (read back from the encoder). */
  readonly width: number;
  readonly height: number;
}

export interface PhotoData {
  readonly id: string;
  readonly alt: string;
  readonly caption?: string;
  readonly position: PhotoPosition;
  /** Intrinsic size for the `<img>` (that of the largest variant): reserves the layout box. */
  readonly width: number;
  readonly height: number;
  /** A ~16 px wide WebP as a data URI, shown blurred until the photo covers it; absent for sources with transparency. */
  readonly placeholder?: string;
  /** Narrowest first; the same widths in both formats. */
  readonly avif: readonly PhotoVariant[];
  readonly webp: readonly PhotoVariant[];
}

/** Where the build puts the variants, under build/client. */
export const PHOTO_URL_BASE = "/images/photos/";

/**
 * The team's photos in a generation's or a preview's content folder (decision 055): listed in this file as
 * content/photos.ts lists the repository's, their originals beside it in photos/.
 */
export const TEAM_PHOTOS_FILE = "photos.json";

/** The published name of a variant: readable id and width, then the hash of its bytes. */
export const photoFileName = (id: string, width: number, hash: string, format: PhotoFormat) =>
  `${id}-${width}.${hash}.${format}`;

const FILE_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*-(\d+)\.([0-9a-f]{12})\.(avif|webp)$/;

/** The content hash and format of a published name, or undefined for any other name. */
export function parsePhotoFileName(name: string): { hash: string; format: PhotoFormat } | undefined {
  const match = FILE_NAME.exec(name);
  return match ? { hash: match[2]!, format: match[3] as PhotoFormat } : undefined;
}
