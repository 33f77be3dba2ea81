/**
 * The site manifest: what the build knows about every page it prerendered,
 * written by scripts/build/build-output.ts next to the pages as `.site-manifest.json`
 * (a dotfile: the server never lists or sends it) and read by the server at start
 * and by the budgets check. The CSP hashes are computed once, at build, from the
 * parsed HTML; the server only checks that the manifest belongs to the files it
 * is about to serve.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";

export const SITE_MANIFEST_FILE = ".site-manifest.json";

const pageEntry = z.strictObject({
  /** SHA-256 (hex) of the HTML file as written: the server refuses a page that differs. */
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  /** CSP source expressions (`sha256-…`) of the page's executable inline scripts. */
  scriptHashes: z.array(z.string().regex(/^sha256-[A-Za-z0-9+/]+=*$/)),
  /** React Router route ids the page hydrates, root first. */
  routes: z.array(z.string()),
  /** First-load JavaScript and CSS (URL paths) from React Router's module graph. */
  js: z.array(z.string().startsWith("/")),
  css: z.array(z.string().startsWith("/")),
});

const siteManifestSchema = z.strictObject({
  version: z.literal(1),
  /** HTML file relative to the build dir ("index.html", "about/index.html", "404/index.html") → entry. */
  pages: z.record(z.string(), pageEntry),
  /** HTML files of pages that are gone for good (closed job openings): served with 410 Gone. */
  gone: z.array(z.string()).default([]),
  /**
   * HTML files of pages that run WebAssembly (the search pages, decision 030): their CSP adds 'wasm-unsafe-eval',
   * which Pagefind needs when its worker cannot run and it searches in the page itself.
   */
  wasm: z.array(z.string()).default([]),
  /**
   * The settings the pages were built with and state (server/config.ts POLICY_VARIABLES: retention, logs), as
   * variable → value: the server refuses to start with other values (decision 023).
   */
  settings: z.record(z.string(), z.string()),
});

export type SiteManifest = z.infer<typeof siteManifestSchema>;
export type SitePageEntry = z.infer<typeof pageEntry>;

/** Thrown when the build directory cannot be served as it is: the server prints the message and exits 1. */
export class SiteBuildError extends Error {
  override name = "SiteBuildError";
}

export async function readSiteManifest(buildDir: string): Promise<SiteManifest> {
  const file = path.join(buildDir, SITE_MANIFEST_FILE);
  const text = await readFile(file, "utf8").catch(() => {
    throw new SiteBuildError(
      `No site manifest (${file}): the build in ${buildDir} is incomplete or older than this server. Run "npm run build".`,
    );
  });
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new SiteBuildError(`The site manifest ${file} is not JSON. Run "npm run build".`);
  }
  const parsed = siteManifestSchema.safeParse(json);
  if (!parsed.success)
    throw new SiteBuildError(
      `The site manifest ${file} is not valid (${z.prettifyError(parsed.error).replace(/\n/g, " ")}). Run "npm run build".`,
    );
  return parsed.data;
}
