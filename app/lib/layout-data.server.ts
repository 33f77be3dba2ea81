/**
 * Build-time data of the layout (the root route's loader): the menu tree, the
 * company facts. Passed as loader data, embedded once in each prerendered page,
 * so the registry and content/site.ts stay out of the JavaScript bundles. The
 * menus' link lists are drawn from it during the prerender (menu.prerender.tsx).
 */
import { menu, pathOf } from "../../content/registry";
import { site } from "../../content/site";

export function layoutData() {
  return { menu, contactPath: pathOf("contact"), site };
}

export type LayoutData = ReturnType<typeof layoutData>;
