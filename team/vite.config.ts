import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { contentPages, pageNode } from "../content/registry.ts";
import { roles } from "../content/collections.ts";
import { compressDirectory } from "../scripts/build/compress.ts";

/**
 * The team workspace (decision 026): a small single-page app of its own, built into build/team and served under
 * /team by server/team/shell.ts. It is not a route of the public site, so the public pages' first-load JavaScript
 * and chunks do not change, and its code loads only under /team.
 */

/**
 * The lists' filter options, taken from the content at build (as the contact form's are): the services a lead can
 * name (each service family page by its path, as the contact form sends it) and the roles an application can be for.
 */
const options = {
  services: contentPages
    .filter((page) => page.template === "service-family")
    .map((page) => ({ value: page.path.slice(1), label: pageNode(page.pageId).label })),
  roles: roles.map((role) => ({ value: role.slug, label: role.title })),
};

const outDir = fileURLToPath(new URL("../build/team", import.meta.url));

export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  base: "/team/",
  // The site's public folder is the public build's; the workspace ships only what it imports.
  publicDir: false,
  define: { __TEAM_OPTIONS__: JSON.stringify(options) },
  server: { fs: { allow: [fileURLToPath(new URL("..", import.meta.url))] } },
  build: {
    outDir,
    emptyOutDir: true,
    assetsInlineLimit: 0,
    // A screen's chunk and the chunks it imports are fetched together, not one after the other (every browser the
    // workspace supports has module preload, so no polyfill).
    modulePreload: { polyfill: false },
    reportCompressedSize: false,
    rolldownOptions: {
      // React Router marks its modules "use client" for server components; in a browser-only bundle that means nothing.
      onwarn(warning, warn) {
        if (warning.code !== "MODULE_LEVEL_DIRECTIVE") warn(warning);
      },
    },
  },
  plugins: [
    {
      // The Brotli and gzip forms of every file, written beside it as for the public build: the server reads them
      // instead of compressing the workspace at every start (about 1.5 s of a start on the suite's machine).
      name: "alphai-team-compress",
      apply: "build",
      async closeBundle() {
        await compressDirectory(outDir);
      },
    },
  ],
  logLevel: "warn",
});
