/** The two kinds of chunk that can fail: a script (a module) or a style sheet. */
export type ChunkErrorKind = "script" | "style";

/** Which kind of chunk a loading error is about, if any. */
export function chunkErrorKind(error: unknown): ChunkErrorKind | null {
  const message = error instanceof Error ? error.message : typeof error === "string" ? error : "";
  if (/Unable to preload CSS|Loading CSS chunk/i.test(message)) return "style";
  if (
    /dynamically imported module|Importing a module script failed|error loading dynamically imported|Loading chunk/i.test(
      message,
    )
  )
    return "script";
  return null;
}

/** A chunk that has not arrived after this long has failed. */
export const CHUNK_TIMEOUT_MS = 120_000;

/** The chunk URL named in a loader error message ("Failed to fetch dynamically imported module: …/assets/x.js"). */
export const CHUNK_URL_PATTERN = /(?:https?:\/\/[^\s'"]+?)?\/assets\/[^\s'")]+\.(?:js|css)/;

export function chunkUrl(error: unknown): string | null {
  const message = error instanceof Error ? error.message : typeof error === "string" ? error : "";
  return CHUNK_URL_PATTERN.exec(message)?.[0] ?? null;
}
