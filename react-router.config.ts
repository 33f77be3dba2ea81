import type { Config } from "@react-router/dev/config";
import { validatePhotos } from "./app/lib/photos.server";
import { validateContent } from "./content";
import { demoProblems } from "./content/facts";
import { allPagePaths } from "./content/routes";
import { writeRouteTable } from "./scripts/build/build-output";

/** Prerendered under these paths and served by the server with status 404 for unknown paths (German under /de/). */
export const NOT_FOUND_PATH = "/404";
export const GERMAN_NOT_FOUND_PATH = "/de/404";

// Typed by annotation, not `satisfies`: the project is composite (tsconfig.node.json), so its default export needs a
// type that can be named outside @react-router/dev.
const config: Config = {
  ssr: false,
  async prerender() {
    // A production build with the demo's phone numbers, register or directors still in content/site.ts fails first.
    const demo = demoProblems(process.env);
    if (demo.length) throw new Error(demo.join("\n"));
    // A bad content entry or photo fails the build here, before anything is rendered.
    validateContent();
    await validatePhotos();
    return [...allPagePaths(), NOT_FOUND_PATH, GERMAN_NOT_FOUND_PATH];
  },
  // After the bundles and the prerender: React Router's route table (id, file, parent), which the post-build steps
  // (scripts/build/build-output.ts) check each page's hydrated routes against.
  async buildEnd({ buildManifest, reactRouterConfig }) {
    if (!buildManifest) throw new Error("React Router passed no build manifest to buildEnd");
    await writeRouteTable(reactRouterConfig.buildDirectory, buildManifest.routes);
  },
};

export default config;
