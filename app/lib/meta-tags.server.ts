import type { MetaDescriptor } from "react-router";
import { ATOM_TYPE } from "../shared/feed";
import { localePath, locales, type Locale } from "../shared/locale";
import { uiIn } from "../../content/i18n/ui";
import { feedPath } from "../../content/registry";
import { absoluteUrl, type Seo } from "../../content/seo";

const OG_LOCALES: Record<Locale, string> = { en: "en_US", de: "de_DE" };

/**
 * The <head> tags of a page, built at build time: title, description, canonical, language versions, the articles'
 * feed in the page's language, Open Graph and Twitter card.
 */
export function metaTags(seo: Seo): MetaDescriptor[] {
  return [
    { title: seo.title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: seo.canonicalUrl },
    ...seo.alternates.map(({ hreflang, href }) => ({ tagName: "link", rel: "alternate", hrefLang: hreflang, href })),
    {
      tagName: "link",
      rel: "alternate",
      type: ATOM_TYPE,
      title: uiIn(seo.locale).feed.title,
      href: absoluteUrl(localePath(feedPath(), seo.locale)),
    },
    ...(seo.noindex ? [{ name: "robots", content: "noindex" }] : []),
    { property: "og:site_name", content: "Alphai" },
    { property: "og:locale", content: OG_LOCALES[seo.locale] },
    ...locales
      .filter((locale) => locale !== seo.locale)
      .map((locale) => ({ property: "og:locale:alternate", content: OG_LOCALES[locale] })),
    { property: "og:type", content: seo.ogType },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: seo.canonicalUrl },
    { property: "og:image", content: seo.image.url },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(seo.image.width) },
    { property: "og:image:height", content: String(seo.image.height) },
    { property: "og:image:alt", content: seo.image.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: seo.title },
    { name: "twitter:description", content: seo.description },
    { name: "twitter:image", content: seo.image.url },
    { name: "twitter:image:alt", content: seo.image.alt },
  ];
}
