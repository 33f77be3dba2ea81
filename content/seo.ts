/**
 * Absolute URLs and social images. `SITE_URL` (read at build time) is the
 * origin of every absolute URL in the HTML, the sitemap and the structured data.
 */
import { processEnv } from "../app/shared/environment";

export const DEFAULT_SITE_URL = "https://www.alphai.tech";

export const siteUrl = (): string => (processEnv().SITE_URL ?? DEFAULT_SITE_URL).replace(/\/+$/, "");

export const absoluteUrl = (path: string): string => `${siteUrl()}${path === "/" ? "/" : path}`;

/** Social card size (Open Graph and Twitter large image). */
export const OG_IMAGE = { width: 1200, height: 630 } as const;

/** The build-generated social image of a canonical page path. */
export const ogImagePath = (canonicalPath: string): string =>
  `/og/${canonicalPath === "/" ? "home" : canonicalPath.slice(1).replace(/\//g, "--")}.png`;

/** What the <head> of a page needs, resolved at build time. */
export interface Seo {
  readonly title: string;
  readonly description: string;
  readonly canonicalUrl: string;
  readonly ogType: "website" | "article";
  /** Form result pages are not for search engines. */
  readonly noindex?: boolean;
  readonly image: { readonly url: string; readonly width: number; readonly height: number; readonly alt: string };
}

export function seoFor(
  canonicalPath: string,
  title: string,
  description: string,
  ogType: Seo["ogType"] = "website",
): Seo {
  return {
    title,
    description,
    canonicalUrl: absoluteUrl(canonicalPath),
    ogType,
    image: { url: absoluteUrl(ogImagePath(canonicalPath)), ...OG_IMAGE, alt: title.replace(/ \| Alphai$/, "") },
  };
}
