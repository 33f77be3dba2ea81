/**
 * The allowlist of what the server may send: every file of the build, indexed
 * once at start-up. Nothing outside it is ever read, so path traversal (encoded
 * or not) can only miss and answer 404. Each page's Content-Security-Policy comes
 * from the site manifest the build wrote (server/site-manifest.ts: its inline scripts' hashes, and WebAssembly on the
 * search pages); the server
 * refuses to start when the manifest is missing or does not describe these files.
 */
import { createHash } from "node:crypto";
import { closeSync, fstatSync, openSync, readdirSync, readSync, type Dirent } from "node:fs";
import path from "node:path";
import { pageCsp, SEARCH_PAGE_SOURCES } from "./security";
import { readSiteManifest, SiteBuildError } from "./site-manifest";
import { inSlices } from "./slices";

/** Prerendered by the build for unknown paths (react-router.config.ts); the German one for unknown paths under /de/. */
export const NOT_FOUND_FILE = "404/index.html";
export const GERMAN_NOT_FOUND_FILE = "de/404/index.html";
/** The German home page is /de/ (app/shared/locale.ts); every other page's path has no trailing slash. */
const GERMAN_HOME_FILE = "de/index.html";
const PRECOMPRESSED = /\.(br|gz)$/;

export interface SiteFiles {
  /** Page path ("/", "/work") → its HTML file, relative to the build dir. */
  readonly pages: ReadonlyMap<string, string>;
  /** HTML file → its Content-Security-Policy (hashes of its inline scripts; WebAssembly on the search pages). */
  readonly csp: ReadonlyMap<string, string>;
  /** Every other servable file, as a URL path ("/assets/x.js"). */
  readonly files: ReadonlySet<string>;
  /** HTML files of pages that are gone (closed roles): served with 410 Gone (the manifest's `gone`). */
  readonly gone: ReadonlySet<string>;
  /** The policy settings the build recorded (the site manifest's `settings`). */
  readonly settings: Readonly<Record<string, string>>;
}

/** A buffer the pages are read into to be hashed, grown to the largest: one allocation, not one per page. */
let scratch = Buffer.alloc(0);

/** The SHA-256 of a file's bytes (hex), read whole into `scratch`. */
function sha256Of(file: string): string {
  const descriptor = openSync(file, "r");
  try {
    const size = fstatSync(descriptor).size;
    if (scratch.length < size) scratch = Buffer.allocUnsafeSlow(Math.max(size, scratch.length * 2, 256 * 1024));
    let read = 0;
    while (read < size) {
      const count = readSync(descriptor, scratch, read, size - read, read);
      if (count === 0) break;
      read += count;
    }
    return createHash("sha256").update(scratch.subarray(0, read)).digest("hex");
  } finally {
    closeSync(descriptor);
  }
}

export async function indexSiteFiles(buildDir: string): Promise<SiteFiles> {
  let entries: Dirent[];
  try {
    entries = readdirSync(buildDir, { recursive: true, withFileTypes: true });
  } catch {
    throw new SiteBuildError(`No build in ${buildDir}: run "npm run build" first.`);
  }
  const pages = new Map<string, string>();
  const files = new Set<string>();
  let notFound = false;
  let germanNotFound = false;
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const relative = path.relative(buildDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/");
    // Dotfiles (the site manifest among them) and React Router's SPA fallback are never served.
    if (PRECOMPRESSED.test(relative) || relative.startsWith(".") || relative === "__spa-fallback.html") continue;
    if (relative === NOT_FOUND_FILE) notFound = true;
    else if (relative === GERMAN_NOT_FOUND_FILE) germanNotFound = true;
    else if (relative === "index.html") pages.set("/", relative);
    else if (relative === GERMAN_HOME_FILE) pages.set("/de/", relative);
    else if (relative.endsWith("/index.html")) pages.set(`/${relative.slice(0, -"/index.html".length)}`, relative);
    else files.add(`/${relative}`);
  }
  if (!pages.has("/")) throw new SiteBuildError(`No prerendered pages in ${buildDir}: run "npm run build" first.`);

  const manifest = await readSiteManifest(buildDir);
  const htmlFiles = [
    ...pages.values(),
    ...(notFound ? [NOT_FOUND_FILE] : []),
    ...(germanNotFound ? [GERMAN_NOT_FOUND_FILE] : []),
  ];
  const mismatch = (detail: string) =>
    new SiteBuildError(`The site manifest does not match the build in ${buildDir}: ${detail}. Run "npm run build".`);
  const unlisted = htmlFiles.filter((file) => !manifest.pages[file]);
  if (unlisted.length)
    throw mismatch(
      `no entry for ${unlisted.slice(0, 5).join(", ")}${unlisted.length > 5 ? ` and ${unlisted.length - 5} more` : ""}`,
    );
  const missing = Object.keys(manifest.pages).filter((file) => !htmlFiles.includes(file));
  if (missing.length) throw mismatch(`${missing.slice(0, 5).join(", ")} listed but not in the build`);
  const csp = new Map<string, string>();
  const wasm = new Set(manifest.wasm);
  await inSlices(htmlFiles, (file) => {
    const entry = manifest.pages[file]!;
    const sha256 = sha256Of(path.join(buildDir, file));
    if (sha256 !== entry.sha256) throw mismatch(`${file} changed after the build (its CSP hashes would not fit it)`);
    csp.set(file, pageCsp(entry.scriptHashes, wasm.has(file) ? SEARCH_PAGE_SOURCES : {}));
  });
  const pageFiles = new Set(pages.values());
  const strays = manifest.gone.filter((file) => !pageFiles.has(file));
  if (strays.length) throw mismatch(`gone pages ${strays.slice(0, 5).join(", ")} are not pages of the build`);
  const wasmStrays = [...wasm].filter((file) => !pageFiles.has(file));
  if (wasmStrays.length)
    throw mismatch(`WebAssembly pages ${wasmStrays.slice(0, 5).join(", ")} are not pages of the build`);
  return { pages, files, csp, gone: new Set(manifest.gone), settings: manifest.settings };
}
