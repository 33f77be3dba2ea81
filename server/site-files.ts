/**
 * The allowlist of what the server may send: every file of the build, indexed
 * once at start-up. Nothing outside it is ever read, so path traversal (encoded
 * or not) can only miss and answer 404.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { pageCsp } from "./security";

/** Prerendered by the build for unknown paths (react-router.config.ts). */
export const NOT_FOUND_FILE = "404/index.html";
const PRECOMPRESSED = /\.(br|gz)$/;

export interface SiteFiles {
  /** Page path ("/", "/work") → its HTML file, relative to the build dir. */
  readonly pages: ReadonlyMap<string, string>;
  /** HTML file → its Content-Security-Policy (hashes of its inline scripts). */
  readonly csp: ReadonlyMap<string, string>;
  /** Every other servable file, as a URL path ("/assets/x.js"). */
  readonly files: ReadonlySet<string>;
}

export async function indexSiteFiles(buildDir: string): Promise<SiteFiles> {
  const entries = await readdir(buildDir, { recursive: true, withFileTypes: true });
  const pages = new Map<string, string>();
  const files = new Set<string>();
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const relative = path.relative(buildDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/");
    if (PRECOMPRESSED.test(relative) || relative.startsWith(".") || relative === "__spa-fallback.html") continue;
    if (relative === NOT_FOUND_FILE) continue;
    if (relative === "index.html") pages.set("/", relative);
    else if (relative.endsWith("/index.html")) pages.set(`/${relative.slice(0, -"/index.html".length)}`, relative);
    else files.add(`/${relative}`);
  }
  if (!pages.has("/")) throw new Error(`No prerendered pages in ${buildDir}: run "npm run build" first.`);
  const csp = new Map<string, string>();
  await Promise.all(
    [...pages.values(), NOT_FOUND_FILE].map(async (file) => {
      csp.set(file, pageCsp(await readFile(path.join(buildDir, file), "utf8").catch(() => "")));
    }),
  );
  return { pages, files, csp };
}
