/**
 * Build-time data of the layout (the root route's loader): the menu tree, the
 * company facts. Passed as loader data, embedded once in each prerendered page,
 * so the registry and content/site.ts stay out of the JavaScript bundles. The
 * menus' link lists are drawn from it during the prerender (menu.prerender.tsx).
 */
import { menu, pageNode, pathOf } from "../../content/registry";
import { site } from "../../content/site";

const legalLink = (id: string) => ({ label: pageNode(id).label, path: pathOf(id) });

export function layoutData() {
  return {
    menu,
    contactPath: pathOf("contact"),
    /** The privacy policy and the legal notice: every page's footer links to them; the subscribe form to the policy. */
    legal: { privacy: legalLink("privacy-policy"), notice: legalLink("legal-notice") },
    site,
  };
}

export type LayoutData = ReturnType<typeof layoutData>;
