/**
 * The collections as the build parsed them, kept beside the server's bundle (`build/node/collections.json`), each with
 * the text it was parsed from (decision 061). Parsing the Markdown and YAML of every entry and checking it against the
 * schema took about a quarter of a second of the server's start; the server reads that file (server/main.ts, through
 * server/collections-file.ts) and offers its values here before the content's modules load, and loadCollections
 * (content/collections.ts) takes a value whose text is exactly what it would parse, and parses as before whatever is
 * not offered: an entry edited since the build, a team's published documents. The build, the tests and `npm run dev`
 * offer nothing, and parse.
 */

/** The file's name in the server's bundle folder. */
export const COLLECTIONS_CACHE = "collections.json";

/** One value of the file, with everything it was computed from, as one text (content/collections.ts). */
export interface CachedCollections {
  readonly source: string;
  readonly value: unknown;
}

let offered: CachedCollections[] = [];
let given = 0;

/** Offers the values the build kept (server/main.ts, before the content's modules load), in place of any before. */
export function offerParsedCollections(values: readonly CachedCollections[]): void {
  offered = [...values];
}

/**
 * The value offered for the text `source()`, when one is, else `compute()`. A value is given once (the start asks for
 * each language once) and then let go, with its text.
 */
export function cachedCollections<T>(source: () => string, compute: () => T): T {
  if (offered.length === 0) return compute();
  const text = source();
  const index = offered.findIndex((entry) => entry.source === text);
  if (index < 0) return compute();
  const [hit] = offered.splice(index, 1);
  given += 1;
  return hit!.value as T;
}

/** How many values were given (the server logs it at start: 2, one per language, unless the content changed). */
export const collectionsFromCache = (): number => given;
