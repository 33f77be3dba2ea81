/**
 * An entry's Markdown (content/markdown.ts) as the page's HTML, at build: links to pages in the entry's language
 * (content/routes.ts `bodyHref`), photos from the library through the photo pipeline, drawn as `<Photo>` draws them;
 * a role's lines of Markdown (decision 057) as their inline HTML.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Photo } from "~/components/ui/photo";
import type { Locale } from "~/shared/locale";
import type { PhotoData } from "~/shared/photo-data";
import { markdownPhotos } from "../../content/markdown";
import { renderInlineMarkdown, renderMarkdown } from "../../content/markdown-render";
import { bodyHref } from "../../content/routes";
import { absoluteUrl } from "../../content/seo";
import { loadPhoto } from "./photos.server";

const escapeAttribute = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const hrefs = new Map<Locale, (href: string) => string | undefined>();
const hrefIn = (locale: Locale) => {
  if (!hrefs.has(locale)) hrefs.set(locale, bodyHref(locale));
  return hrefs.get(locale)!;
};

/** How wide a photo in an article's column is shown (its column is at most 46rem). */
const BODY_PHOTO_SIZES = "(min-width: 48rem) 46rem, 100vw";

/**
 * The HTML of a Markdown text of an entry in `locale`. `absolute`: links and photos as absolute URLs (the feeds), a
 * photo as one `<img>`.
 */
export async function markdownHtml(source: string, locale: Locale, { absolute = false } = {}): Promise<string> {
  const photos = new Map<string, PhotoData>();
  for (const id of markdownPhotos(source)) photos.set(id, await loadPhoto(id));
  const href = hrefIn(locale);
  return renderMarkdown(source, {
    href: (link) => {
      const target = href(link);
      return absolute && target?.startsWith("/") ? absoluteUrl(target) : target;
    },
    photo: (id, alt) => {
      const photo = photos.get(id);
      if (!photo) return undefined;
      if (absolute) {
        const file = photo.webp.filter((variant) => variant.width <= 1200).at(-1) ?? photo.webp[0];
        return file ? `<img src="${absoluteUrl(file.url)}" alt="${escapeAttribute(alt)}">` : undefined;
      }
      return renderToStaticMarkup(createElement(Photo, { photo: { ...photo, alt }, sizes: BODY_PHOTO_SIZES }));
    },
  });
}

/** The HTML of a line of Markdown of an entry in `locale` (a role's list item or hiring step): no `<p>` around it. */
export const inlineMarkdownHtml = (source: string, locale: Locale): string =>
  renderInlineMarkdown(source, { href: hrefIn(locale) });
