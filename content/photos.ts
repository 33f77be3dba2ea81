/**
 * Photographs of Alphai's people and offices. Each entry names an original in
 * content/photos/; the build checks it (alt text, file, format, at least 1600 px
 * wide) and makes AVIF and WebP variants with a blurred placeholder
 * (app/lib/photos.server.ts, decision 009). See "How to add a photo" in docs/content.md.
 *
 * Example:
 *   {
 *     id: "lahore-engineering-floor",
 *     file: "lahore-engineering-floor.jpg",
 *     alt: "Engineers at dual monitors on the open-plan floor of the Lahore office, a sprint board behind them.",
 *     caption: "The engineering floor in Lahore.",
 *     position: "top",
 *   },
 */
import type { z } from "zod";
import type { photoSchema } from "./schema";

export const photos: readonly z.input<typeof photoSchema>[] = [];
