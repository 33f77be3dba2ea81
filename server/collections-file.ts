import { readFileSync } from "node:fs";
import type { CachedCollections } from "../content/collections-cache";

/**
 * The collections the build kept beside the server's bundle (content/collections-cache.ts), as written; none when the
 * file is missing (a bundle built without it) or is not such a file (cut short): the content is then parsed at start,
 * as without it.
 */
export function readCollectionsFile(url: URL): CachedCollections[] {
  try {
    const value: unknown = JSON.parse(readFileSync(url, "utf8"));
    if (!Array.isArray(value)) return [];
    return value.filter(
      (entry): entry is CachedCollections =>
        typeof entry === "object" && entry !== null && typeof (entry as { source?: unknown }).source === "string",
    );
  } catch {
    return [];
  }
}
