/**
 * Absolute URLs and social images. `SITE_URL` (read at build time) is the
 * origin of every absolute URL in the HTML, the sitemap and the structured data.
 */
import { processEnv } from "../app/shared/environment";
import { basePath, localeOfPath, localePath, locales, type Locale } from "../app/shared/locale";

export const DEFAULT_SITE_URL = "https://www.alphai.tech";

export const siteUrl = (): string => (processEnv().SITE_URL ?? DEFAULT_SITE_URL).replace(/\/+$/, "");

export const absoluteUrl = (path: string): string => `${siteUrl()}${path === "/" ? "/" : path}`;

/** Social card size (Open Graph and Twitter large image). */
export const OG_IMAGE = { width: 1200, height: 630 } as const;

/** The build-generated social image of a canonical page path (in either language: "/de/work" → /og/de--work.png). */
export const ogImagePath = (canonicalPath: string): string =>
  `/og/${canonicalPath === "/" ? "home" : canonicalPath.replace(/^\/|\/$/g, "").replace(/\//g, "--")}.png`;

/** A page's language versions for `hreflang` links: each language, and English as the default. */
export interface Alternate {
  readonly hreflang: Locale | "x-default";
  readonly href: string;
}

/**
 * The language versions of a page, from its path in either language and the languages it is in (default: every
 * one; an entry may be in one alone, content/routes.ts `pageLocales`): English is the default where there is one.
 */
export const alternatesOf = (path: string, available: readonly Locale[] = locales): Alternate[] => [
  ...available.map((locale) => ({ hreflang: locale, href: absoluteUrl(localePath(path, locale)) })),
  {
    hreflang: "x-default",
    href: absoluteUrl(available.includes("en") ? basePath(path) : localePath(path, available[0] ?? "en")),
  },
];

/** What the <head> of a page needs, resolved at build time. */
export interface Seo {
  readonly title: string;
  readonly description: string;
  readonly canonicalUrl: string;
  readonly ogType: "website" | "article";
  /** The page's language, and its versions in every language (reciprocal `hreflang` links). */
  readonly locale: Locale;
  readonly alternates: readonly Alternate[];
  /** Form result pages are not for search engines. */
  readonly noindex?: boolean;
  readonly image: { readonly url: string; readonly width: number; readonly height: number; readonly alt: string };
}

/** A page's SEO facts; `canonicalPath` is the page's own path in its language ("/de/work" for the German /work). */
export function seoFor(
  canonicalPath: string,
  title: string,
  description: string,
  ogType: Seo["ogType"] = "website",
  /** The languages the page is in (an entry's may be one: content/routes.ts `pageLocales`). */
  available: readonly Locale[] = locales,
): Seo {
  return {
    title,
    description,
    canonicalUrl: absoluteUrl(canonicalPath),
    ogType,
    locale: localeOfPath(canonicalPath),
    alternates: alternatesOf(canonicalPath, available),
    image: { url: absoluteUrl(ogImagePath(canonicalPath)), ...OG_IMAGE, alt: title.replace(/ \| Alphai$/, "") },
  };
}
