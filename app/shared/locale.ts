/**
 * The site's languages and their paths: English at the root, German under `/de` with the same slugs (`/de/` for the
 * home page). Shared by the build, the server and the browser (the language switcher, page links), so it stays tiny.
 */
export const locales = ["en", "de"] as const;
export type Locale = (typeof locales)[number];

/** The German home page; every other German path is `/de` + the English path. */
const GERMAN_HOME = "/de/";

/** The language of a site path. */
export const localeOfPath = (path: string): Locale => (path === "/de" || path.startsWith("/de/") ? "de" : "en");

/** The English path of a path in either language ("/de/work" → "/work", "/de/" → "/"). */
export function basePath(path: string): string {
  if (localeOfPath(path) === "en") return path;
  return path.slice(3) || "/";
}

/** A site path in `locale`: "/work" → "/de/work", "/" → "/de/". Paths already in a language are moved to `locale`. */
export function localePath(path: string, locale: Locale): string {
  const base = basePath(path);
  if (locale === "en") return base;
  return base === "/" ? GERMAN_HOME : `/de${base}`;
}

/** The same page in the other language (the language switcher's link). */
export const counterpartPath = (path: string): string => localePath(path, localeOfPath(path) === "en" ? "de" : "en");
