/**
 * Build-time data of the layout (the root route's loader): the page's language, the menu tree and the company facts
 * in that language. Passed as loader data, embedded once in each prerendered page, so the registry and
 * content/site.ts stay out of the JavaScript bundles. The menus' link lists are drawn from it during the prerender
 * (menu.prerender.tsx).
 */
import { uiIn } from "../../content/i18n/ui";
import { linkIn, localizeNodes, siteIn } from "../../content/localized";
import { menu } from "../../content/registry";
import { localePath, type Locale } from "../shared/locale";

export function layoutData(locale: Locale) {
  return {
    locale,
    menu: localizeNodes(menu, locale),
    home: localePath("/", locale),
    contactPath: linkIn("contact", locale).path,
    /** The search page: the header's and the sidebar's search link. */
    searchPath: linkIn("search", locale).path,
    /** The privacy policy and the legal notice: every page's footer links to them; the subscribe form to the policy. */
    legal: { privacy: linkIn("privacy-policy", locale), notice: linkIn("legal-notice", locale) },
    site: siteIn(locale),
    /** The layout's own words: header, sidebar, footer. */
    ui: uiIn(locale).layout,
  };
}

export type LayoutData = ReturnType<typeof layoutData>;
