import type { Config } from "@react-router/dev/config";
import { validatePhotos } from "./app/lib/photos.server";
import { validateContent } from "./content";
import { allPagePaths } from "./content/routes";
import { writeRouteTable } from "./scripts/build-output";

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
  // After the bundles and the prerender: React Router's route table (id, file, parent), which the post-build steps
  // (scripts/build-output.ts) check each page's hydrated routes against.
  async buildEnd({ buildManifest, reactRouterConfig }) {
    if (!buildManifest) throw new Error("React Router passed no build manifest to buildEnd");
    await writeRouteTable(reactRouterConfig.buildDirectory, buildManifest.routes);
  },
} satisfies Config;
