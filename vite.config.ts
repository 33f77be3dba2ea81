import { readdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { fileURLToPath, pathToFileURL } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";
import { frameworkTrim } from "./scripts/build/framework-trim.ts";
import { photoDevServer } from "./scripts/dev/photo-server.ts";

/**
 * The small modules every page loads (layout, sections, the subscribe form, helpers) compress far better as
 * one chunk than as a dozen (decisions 007 and 015); so do the root route's helpers (page-links), which would
 * otherwise compress alone in its chunk. Lazily loaded modules (form schemas, a lead form's submission, the
 * after-hydration start with the service worker and web-vitals reporter) stay out of it.
 */
const SHARED = [
  /\/app\/components\/layout\//,
  // Sections that a single template uses (comparison table, tech stack, testimonials) stay in its chunk.
  /\/app\/components\/sections\/(?!comparison-table|tech-stack|testimonials)[a-z-]+\.tsx$/,
  /\/app\/components\/forms\/(use-lead-form|subscribe-form|field-error|honeypot)\.tsx?$/,
  /\/app\/components\/ui\/(icon|static-art)\.tsx$/,
  /\/app\/lib\/(meta|use-hydrated|use-throttled-scroll|layout-data|navigation|page-links)\.ts$/,
  /\/app\/shared\/(lead-options|chunk-errors)\.ts$/,
];

/**
 * Modules named `*.prerender.tsx` draw markup during the prerender only (decision 010). In the client
 * build each exported function is a stand-in returning "", so neither the module nor react-dom/server
 * reaches the browser; the prerendered markup stays in the page because React never rewrites an
 * unchanged `dangerouslySetInnerHTML`.
 */
function prerenderOnly(): Plugin {
  return {
    name: "alphai-prerender-only",
    enforce: "pre",
    async load(id, options) {
      if (options?.ssr || !/\.prerender\.tsx$/.test(id)) return null;
      const source = await readFile(id, "utf8");
      if (/^export (?!function )/m.test(source)) this.error(`${id}: a prerender-only module may export functions only`);
      const names = [...source.matchAll(/^export function (\w+)/gm)].map((match) => match[1]);
      return names.map((name) => `export function ${name}() { return ""; }`).join("\n");
    },
  };
}

/**
 * content/collections.ts reads the articles, case studies and roles (content/<collection>/<slug>.md) with node:fs,
 * from the folder `import.meta.url` names. The prerender runs it from the server build in build/server, so there its
 * `import.meta.url` becomes its source file's URL; a browser bundle may not have it at all (pages get the content as
 * loader data). In development an edited Markdown file reloads it, as an edited module would.
 */
function markdownCollections(): Plugin {
  const loader = fileURLToPath(new URL("./content/collections.ts", import.meta.url));
  const folders = ["articles", "case-studies", "roles"].map((name) => new URL(`./content/${name}/`, import.meta.url));
  return {
    name: "alphai-markdown-collections",
    transform(code, id) {
      if (id.split("?")[0] !== loader) return null;
      if (this.environment.config.consumer === "client")
        this.error("content/collections.ts reads files with node:fs: browser code gets the collections as loader data");
      for (const folder of folders)
        for (const file of readdirSync(folder).filter((name) => name.endsWith(".md")))
          this.addWatchFile(fileURLToPath(new URL(file, folder)));
      return { code: code.replaceAll("import.meta.url", JSON.stringify(pathToFileURL(loader).href)), map: null };
    },
  };
}

/**
 * React, React DOM and React Router, which every page loads to hydrate. React Router 8 publishes its modules as
 * separate files; left to Rolldown's automatic splitting, the ones both its runtime and the routes use become
 * three more first-load chunks (about 4 KB more gzip on every page). In the shared chunk they compress with the rest.
 */
const FRAMEWORK = /\/node_modules\/(react|react-dom|react-router|scheduler|cookie-es|@remix-run\/route-pattern)\//;

const isShared = (id: string) => FRAMEWORK.test(id) || SHARED.some((pattern) => pattern.test(id));

export default defineConfig({
  // frameworkTrim first: React Router's code the pages never run, and Vite's preload helper, out of the browser bundle.
  plugins: [frameworkTrim(), prerenderOnly(), markdownCollections(), reactRouter(), photoDevServer()],
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  build: {
    assetsInlineLimit: 0,
    // No module preloads for the few lazy chunks (form schemas, web-vitals): they load on demand. Vite still wraps
    // each dynamic import in its preload helper; frameworkTrim (scripts/build/framework-trim.ts) reduces it to the call.
    modulePreload: false,
    // JavaScript is minified by Oxc, Vite 8's default: 0.6 KB smaller per page than terser with two passes was.
    // One group: the framework and the app's shared modules in one chunk (0.7 KB less than two chunks). Lazily
    // loaded modules (form schemas, web-vitals) stay out of it, and so does the entry's own small module.
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: "shared", test: isShared }] } } },
  },
});
