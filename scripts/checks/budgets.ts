/**
 * Performance budgets on the production build (run by `npm test`): the
 * first-load JavaScript and CSS of every prerendered route, gzip-compressed,
 * against the limits below. Prints the table; exits 1 when a route is over,
 * or when the shared entry chunks carry page content or the web-vitals library, or when a file of the workspace's
 * build (build/team) lacks its .br and .gz: the server would compress it at every start (server/team/shell.ts).
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { getContent } from "../../content";
import { contentPages } from "../../content/registry";
import { readSiteManifest } from "../../server/site-manifest";

const BUDGET = { js: 114_000, css: 20_000 } as const;

const buildDir = path.resolve(process.argv[2] ?? "build/client");
const gzipSize = new Map<string, number>();
/** Size as served: the build's precompressed .gz file (level 9), or gzip of the file if it is too small to have one. */
const sizeOf = async (url: string) => {
  if (!gzipSize.has(url)) {
    const file = path.join(buildDir, url);
    const size = await readFile(`${file}.gz`).then(
      (data) => data.length,
      async () => gzipSync(await readFile(file), { level: 9 }).length,
    );
    gzipSize.set(url, size);
  }
  return gzipSize.get(url)!;
};

// Every page the server sends, with the scripts and stylesheets it loads before it is interactive: from the site
// manifest the build wrote (React Router's module graph for the page's routes, and the stylesheets its parsed HTML links).
const manifest = await readSiteManifest(buildDir);
const files = Object.keys(manifest.pages);
const rows: { route: string; "JS gzip KB": string; "CSS gzip KB": string; ok: string }[] = [];
let failed = false;
const shared = new Map<string, number>();
for (const file of files.sort()) {
  const { js, css } = manifest.pages[file]!;
  js.forEach((url) => shared.set(url, (shared.get(url) ?? 0) + 1));
  const jsBytes = (await Promise.all(js.map(sizeOf))).reduce((a, b) => a + b, 0);
  const cssBytes = (await Promise.all(css.map(sizeOf))).reduce((a, b) => a + b, 0);
  const ok = jsBytes <= BUDGET.js && cssBytes <= BUDGET.css;
  if (!ok) failed = true;
  rows.push({
    route: file === "index.html" ? "/" : `/${path.dirname(file)}`,
    "JS gzip KB": (jsBytes / 1000).toFixed(1),
    "CSS gzip KB": (cssBytes / 1000).toFixed(1),
    ok: ok ? "yes" : "OVER",
  });
}

// Chunks every page loads: no page content, no web-vitals.
const everywhere = [...shared].filter(([, count]) => count === files.length).map(([url]) => url);
const sample = contentPages
  .filter((page) => page.template === "service-detail")
  .slice(0, 3)
  .map((page) => getContent(page.pageId, "service-detail").faqs[0]!.question);
for (const url of everywhere) {
  const code = await readFile(path.join(buildDir, url), "utf8");
  for (const text of sample) {
    if (code.includes(text)) {
      failed = true;
      console.error(`${url} contains page content ("${text}")`);
    }
  }
  // The library's own observer types: the reporter that imports it lazily only names its functions.
  if (/largest-contentful-paint|"layout-shift"|first-input/.test(code)) {
    failed = true;
    console.error(`${url} contains the web-vitals library`);
  }
}

// The workspace's build, beside the public one: its compressible files with the forms the server reads at start.
const teamDir = path.join(buildDir, "..", "team");
const teamFiles = await readdir(teamDir, { recursive: true }).catch(() => [] as string[]);
const teamNames = new Set(teamFiles);
for (const name of teamFiles.filter((file) => /\.(html|js|css|svg|json)$/.test(file))) {
  const size = (await readFile(path.join(teamDir, name))).length;
  if (size >= 512 && !(teamNames.has(`${name}.br`) && teamNames.has(`${name}.gz`))) {
    failed = true;
    console.error(
      `build/team/${name} has no .br and .gz beside it (team/vite.config.ts compresses the workspace's build)`,
    );
  }
}

console.table(rows);
const max = (key: "JS gzip KB" | "CSS gzip KB") => Math.max(...rows.map((row) => Number(row[key])));
console.log(
  `Budgets: JS ${BUDGET.js / 1000} KB, CSS ${BUDGET.css / 1000} KB (gzip). Largest: JS ${max("JS gzip KB")} KB, CSS ${max("CSS gzip KB")} KB. Shared on every page: ${everywhere.length} chunks.`,
);
if (failed) {
  console.error("Performance budget exceeded.");
  process.exit(1);
}
