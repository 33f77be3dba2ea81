/**
 * The server's index of the build takes each page's CSP from the site manifest the build wrote, and refuses a
 * build without one, or with one that does not describe the files (a page without an entry, a page changed since).
 */
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildApp } from "./app";
import { readConfig } from "./config";
import { indexSiteFiles } from "./site-files";
import { SITE_MANIFEST_FILE } from "./site-manifest";
import { makeBuildDir, tempDir, writeSiteManifest } from "./testing/support";
import { spawnServer } from "./testing/spawn";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("site files", () => {
  it("takes each page's CSP from the manifest, not from the HTML", async () => {
    const dir = makeBuildDir();
    writeFileSync(path.join(dir, "index.html"), "<!doctype html><title>Home</title><script>a()</script>");
    // The manifest names b(): only the build's own hashes count, whatever the file says.
    writeSiteManifest(dir, { "index.html": ["b()"], "404/index.html": ["c()"] });
    const site = await indexSiteFiles(dir);
    expect(site.csp.get("index.html")).toContain(`script-src 'self' ${sha("b()")};`);
    expect(site.csp.get("index.html")).not.toContain(sha("a()"));
    expect(site.csp.get("404/index.html")).toContain(sha("c()"));
    expect([...site.pages]).toEqual([["/", "index.html"]]);
    expect(site.files.has(`/${SITE_MANIFEST_FILE}`)).toBe(false);
  });

  it("indexes the German home page as /de/ and keeps the German 404 page out of the pages", async () => {
    const dir = makeBuildDir();
    for (const file of ["de/index.html", "de/work/index.html", "de/404/index.html"]) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), `<!doctype html><title>${file}</title>`);
    }
    writeSiteManifest(dir, {
      "index.html": [],
      "404/index.html": [],
      "de/index.html": [],
      "de/work/index.html": [],
      "de/404/index.html": ["d()"],
    });
    const site = await indexSiteFiles(dir);
    expect([...site.pages].sort()).toEqual([
      ["/", "index.html"],
      ["/de/", "de/index.html"],
      ["/de/work", "de/work/index.html"],
    ]);
    expect(site.csp.get("de/404/index.html")).toContain(sha("d()"));
  });

  it("allows WebAssembly in the CSP of the pages the manifest lists under `wasm` (the search pages) and no other", async () => {
    const dir = makeBuildDir();
    mkdirSync(path.join(dir, "search"));
    writeFileSync(path.join(dir, "search", "index.html"), "<!doctype html><title>Search</title>");
    writeSiteManifest(
      dir,
      { "index.html": ["a()"], "search/index.html": ["a()"], "404/index.html": [] },
      [],
      readConfig({}),
      ["search/index.html"],
    );
    const site = await indexSiteFiles(dir);
    expect(site.csp.get("search/index.html")).toContain(`script-src 'self' ${sha("a()")} 'wasm-unsafe-eval';`);
    for (const file of ["index.html", "404/index.html"]) expect(site.csp.get(file)).not.toContain("wasm");

    writeSiteManifest(dir, { "index.html": [], "search/index.html": [], "404/index.html": [] }, [], readConfig({}), [
      "searching/index.html",
    ]);
    await expect(indexSiteFiles(dir)).rejects.toThrow(
      "WebAssembly pages searching/index.html are not pages of the build",
    );
  });

  it("refuses a build without a manifest, naming the file and the fix", async () => {
    const dir = makeBuildDir();
    rmSync(path.join(dir, SITE_MANIFEST_FILE));
    await expect(indexSiteFiles(dir)).rejects.toThrow(`No site manifest (${path.join(dir, SITE_MANIFEST_FILE)})`);
    // buildApp reads the build before it opens the database (this project has none to open).
    await expect(buildApp({ ...readConfig({}), buildDir: dir, logLevel: "silent" })).rejects.toThrow(/npm run build/);
  });

  it("refuses a manifest that does not match the build", async () => {
    const dir = makeBuildDir();
    writeFileSync(path.join(dir, "about.html"), "not a page");
    writeFileSync(path.join(dir, "index.html.br"), "ignored");
    await expect(indexSiteFiles(dir)).resolves.toBeDefined();

    const extra = makeBuildDir();
    writeFileSync(path.join(extra, "index.html").replace("index.html", "about-index.html"), "x");
    const { mkdirSync } = await import("node:fs");
    mkdirSync(path.join(extra, "about"));
    writeFileSync(path.join(extra, "about", "index.html"), "<!doctype html><title>About</title>");
    await expect(indexSiteFiles(extra)).rejects.toThrow(
      "does not match the build in " + extra + ": no entry for about/index.html",
    );

    const changed = makeBuildDir();
    writeFileSync(
      path.join(changed, "index.html"),
      readFileSync(path.join(changed, "index.html"), "utf8") + "<script>evil()</script>",
    );
    await expect(indexSiteFiles(changed)).rejects.toThrow("index.html changed after the build");

    const stale = makeBuildDir();
    rmSync(path.join(stale, "404", "index.html"));
    await expect(indexSiteFiles(stale)).rejects.toThrow("404/index.html listed but not in the build");

    // A gone page must be one of the build's pages (the 404 page is not one).
    const strayGone = makeBuildDir();
    writeSiteManifest(strayGone, { "index.html": [], "404/index.html": [] }, ["404/index.html"]);
    await expect(indexSiteFiles(strayGone)).rejects.toThrow("gone pages 404/index.html are not pages of the build");

    const broken = makeBuildDir();
    writeFileSync(
      path.join(broken, SITE_MANIFEST_FILE),
      JSON.stringify({ version: 1, pages: { "index.html": { sha256: "x" } } }),
    );
    await expect(indexSiteFiles(broken)).rejects.toThrow(/site manifest .* is not valid/);
  });

  it("stops the real server at start-up with one clear line and exit status 1", async () => {
    const dir = makeBuildDir();
    rmSync(path.join(dir, SITE_MANIFEST_FILE));
    const data = tempDir("data");
    const server = spawnServer({ BUILD_DIR: dir, DATA_DIR: data, PORT: "0", LOG_LEVEL: "silent" });
    const { code } = await server.exited;
    expect(code).toBe(1);
    expect(server.stderr().trim()).toBe(
      `No site manifest (${path.join(dir, SITE_MANIFEST_FILE)}): the build in ${dir} is incomplete or older than this server. Run "npm run build".`,
    );
  }, 30_000);

  it("refuses to start when a retention or log setting differs from what the build's privacy policy states (decision 023)", async () => {
    // The build recorded the defaults (APPLICATION_RETENTION_DAYS 180); this server would keep applications 90 days.
    const dir = makeBuildDir();
    const data = tempDir("data");
    const server = spawnServer({
      BUILD_DIR: dir,
      DATA_DIR: data,
      PORT: "0",
      LOG_LEVEL: "silent",
      APPLICATION_RETENTION_DAYS: "90",
    });
    const { code } = await server.exited;
    expect(code).toBe(1);
    expect(server.stderr().trim()).toBe(
      'Cannot start: APPLICATION_RETENTION_DAYS="90" differs from "180", the value the built privacy policy states; run the server with APPLICATION_RETENTION_DAYS=180, or rebuild with APPLICATION_RETENTION_DAYS=90',
    );

    // A manifest from before the settings were recorded is refused: the build must be made again.
    const old = makeBuildDir();
    const file = path.join(old, SITE_MANIFEST_FILE);
    const manifest = JSON.parse(readFileSync(file, "utf8")) as { settings?: unknown };
    delete manifest.settings;
    writeFileSync(file, JSON.stringify(manifest));
    await expect(indexSiteFiles(old)).rejects.toThrow(/site manifest .* is not valid/);
  }, 30_000);
});
