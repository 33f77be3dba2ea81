import type { SiteFiles } from "./site-files";

export type Resolution =
  | { readonly kind: "page"; readonly file: string }
  | { readonly kind: "file"; readonly file: string }
  | { readonly kind: "redirect"; readonly location: string }
  | { readonly kind: "not-found" };

const NOT_FOUND: Resolution = { kind: "not-found" };

/**
 * Maps a raw request URL to what to send. Canonical page paths have no
 * trailing slash; the slash form and upper-case variants answer a 301.
 */
export function resolvePath(rawUrl: string, site: SiteFiles): Resolution {
  const queryAt = rawUrl.indexOf("?");
  const rawPath = queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt);
  const query = queryAt === -1 ? "" : rawUrl.slice(queryAt);
  // Most paths have no escape to decode (a path without `%` decodes to itself).
  let pathname = rawPath;
  if (rawPath.includes("%")) {
    try {
      pathname = decodeURIComponent(rawPath);
    } catch {
      return NOT_FOUND;
    }
  }
  if (!pathname.startsWith("/") || pathname.includes("\0") || pathname.includes("\\") || pathname.includes("//"))
    return NOT_FOUND;
  // A `.` or `..` segment follows a slash.
  if (pathname.includes("/.") && pathname.split("/").some((segment) => segment === "." || segment === ".."))
    return NOT_FOUND;

  const page = site.pages.get(pathname);
  if (page) return { kind: "page", file: page };
  if (site.files.has(pathname)) return { kind: "file", file: pathname.slice(1) };

  const canonical = pathname.length > 1 ? pathname.replace(/\/+$/, "") || "/" : pathname;
  // The German home page is the one path with a slash (/de/): /de and /DE lead to it.
  for (const candidate of [canonical, canonical.toLowerCase()].flatMap((path) => [path, `${path}/`])) {
    if (candidate !== pathname && site.pages.has(candidate)) {
      return { kind: "redirect", location: encodeURI(candidate) + query };
    }
  }
  return NOT_FOUND;
}
