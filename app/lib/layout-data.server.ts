/**
 * Build-time data of the layout (the root route's loader): the menu tree, the
 * company facts and the menu images. Passed as loader data, embedded once in
 * each prerendered page, so the registry, content/site.ts and the drawings stay
 * out of the JavaScript bundles.
 */
import { menu, pathOf } from "../../content/registry";
import { site } from "../../content/site";
import { menuImages } from "./art.server";

export function layoutData() {
  return { menu, contactPath: pathOf("contact"), site, menuImages: menuImages() };
}

export type LayoutData = ReturnType<typeof layoutData>;
