import type { Config } from "@react-router/dev/config";
import { validatePhotos } from "./app/lib/photos.server";
import { validateContent } from "./content";
import { allPagePaths } from "./content/routes";

/** Prerendered under this path and served by the server with status 404 for unknown paths. */
export const NOT_FOUND_PATH = "/404";

export default {
  ssr: false,
  async prerender() {
    // A bad content entry or photo fails the build here, before anything is rendered.
    validateContent();
    await validatePhotos();
    return [...allPagePaths(), NOT_FOUND_PATH];
  },
} satisfies Config;
