/**
 * Build-time data of the layout (the root route's loader): the page's language, the menu tree and the company facts
 * in that language. Passed as loader data, embedded once in each prerendered page, so the registry and
 * content/site.ts stay out of the JavaScript bundles. The menus' link lists are drawn from it during the prerender
 * (menu.prerender.tsx).
 */
import { parts, uiIn } from "../../content/i18n/ui";
import { linkIn, localizeNodes, siteIn } from "../../content/localized";
import { menu } from "../../content/registry";
import { localePath, type Locale } from "../shared/locale";
import { layoutFormWords } from "./form-words.server";

export function layoutData(locale: Locale) {
  const site = siteIn(locale);
  const ui = uiIn(locale).layout;
  return {
    locale,
    menu: localizeNodes(menu, locale),
    home: localePath("/", locale),
    contactPath: linkIn("contact", locale).path,
    /** The search page: the header's and the sidebar's search link. */
    searchPath: linkIn("search", locale).path,
    /** The privacy policy and the legal notice: every page's footer links to them; the subscribe form to the policy. */
    legal: { privacy: linkIn("privacy-policy", locale), notice: linkIn("legal-notice", locale) },
    site,
    /** The layout's own words: header, sidebar, footer. */
    ui,
    /**
     * The footer's sentence about the company, in pieces around its facts (the markup of the same words written in
     * JSX around expressions). An English tagline is lower-cased within the sentence; a German one keeps its nouns'
     * capitals.
     */
    footerAbout: parts(ui.footerAbout, {
      name: site.name,
      tagline: locale === "en" ? site.tagline.toLowerCase() : site.tagline,
      year: site.foundingYear,
    }),
    /** The forms' status line and the footer's newsletter form (content/i18n/forms.ts). */
    forms: layoutFormWords(locale),
  };
}

export type LayoutData = ReturnType<typeof layoutData>;
