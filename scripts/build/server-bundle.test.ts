/**
 * The server's bundle (scripts/build/server-bundle.ts): what the run's global setup compiled (server/testing/
 * node-bundle.ts) has every entry, finds the files its modules find beside their sources, and refuses a module that
 * would read `import.meta` as its own file's; packages are compiled in, but for those that find files of their own.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { builtinModules, SourceMap, type SourceMapPayload } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { describe, expect, it, inject } from "vitest";
import {
  asciiOnly,
  ENTRIES,
  EXTERNAL_PACKAGES,
  findsOwnFiles,
  lineMappings,
  packageOf,
  readsImportMeta,
  SOURCE_URL_MODULES,
  withSourceUrl,
  writeCollectionsCache,
} from "./server-bundle";
import { parsedCollections } from "../../content/collections";
import { COLLECTIONS_CACHE } from "../../content/collections-cache";

const root = path.resolve(".");

describe("the server's bundle", () => {
  it("has the server and every operator command, with source maps", () => {
    for (const name of Object.keys(ENTRIES)) {
      const file = path.join(inject("nodeBundle"), `${name}.js`);
      expect(existsSync(file), name).toBe(true);
      expect(existsSync(`${file}.map`), name).toBe(true);
    }
  });

  it("keeps the collections as parsed at build beside the server, and refuses a value JSON would change", async () => {
    const kept = JSON.parse(readFileSync(path.join(inject("nodeBundle"), COLLECTIONS_CACHE), "utf8")) as unknown;
    expect(kept).toEqual(parsedCollections());
    const file = path.join(mkdtempSync(path.join(tmpdir(), "alphai-bundle-")), COLLECTIONS_CACHE);
    for (const value of [{ published: new Date() }, { entries: new Map() }, { removed: undefined }])
      await expect(writeCollectionsCache(file, [{ source: "", value }])).rejects.toThrow(/change when written as JSON/);
    expect(existsSync(file)).toBe(false);
  });

  it("gives the listed modules their source file's URL wherever the bundle's file is, entry or chunk", () => {
    const bundle = path.join(root, "build", "node");
    for (const source of SOURCE_URL_MODULES) {
      const code = withSourceUrl("export const here = import.meta.url;", path.join(root, source), "../..");
      for (const running of ["main.js", "cli/leads.js", "chunks/chunk-X.js"]) {
        const url = pathToFileURL(path.join(bundle, running)).href;
        const here = new Function(
          "meta",
          `return ${code.slice("export const here = ".length).replaceAll("import.meta", "meta")}`,
        )({
          url,
        }) as string;
        expect(here, `${source} in ${running}`).toBe(pathToFileURL(path.join(root, source)).href);
      }
    }
  });

  it("tells code that reads import.meta from text that only names it", () => {
    expect(readsImportMeta("const dir = new URL('.', import.meta.url);")).toBe(true);
    expect(readsImportMeta("if (import.meta.env.SSR) run();")).toBe(true);
    expect(readsImportMeta("// import.meta.url is the bundle\nconst a = 1;")).toBe(false);
    expect(readsImportMeta('/* import.meta */ source.replaceAll("import.meta.url", "undefined");')).toBe(false);
  });

  it("compiles packages in, but refuses one that looks for files beside its modules unless it stays in node_modules", () => {
    expect(packageOf("@fastify/cookie/index.js")).toBe("@fastify/cookie");
    expect(packageOf("zod/v4/core")).toBe("zod");
    expect(findsOwnFiles("const wasm = readFileSync(path.join(__dirname, 'layout.wasm'));")).toBe(true);
    expect(findsOwnFiles("fetch(new URL('./pglite.data', import.meta.url))")).toBe(true);
    expect(findsOwnFiles("const worker = require.resolve('./worker.js');")).toBe(true);
    expect(findsOwnFiles("exports.dirname = (file) => file.slice(0, file.lastIndexOf('/'));")).toBe(false);
    // The packages a page's render shares with the site's server build, loaded once from node_modules.
    expect(EXTERNAL_PACKAGES).toEqual(expect.arrayContaining(["react", "react-dom", "react-router"]));
    // The compiled commands load no package from node_modules that the list does not name (esbuild's require shim
    // calls `require("<package>")`, an ES module `from "<package>"` or `import("<package>")`).
    const bare = /(?:\bfrom\s*|\bimport\(\s*|\b__require\(\s*)"(@?[\w-][\w./-]*)"/g;
    const named = new Set<string>();
    for (const file of readdirSync(inject("nodeBundle"), { recursive: true, encoding: "utf8" }))
      if (file.endsWith(".js"))
        for (const match of readFileSync(path.join(inject("nodeBundle"), file), "utf8").matchAll(bare))
          if (!match[1]!.startsWith("node:")) named.add(packageOf(match[1]!));
    const outside = [...named].filter((name) => !builtinModules.includes(name));
    expect(outside.length).toBeGreaterThan(0);
    expect(outside.filter((name) => !(EXTERNAL_PACKAGES as readonly string[]).includes(name))).toEqual([]);
  });

  it("holds only ASCII, escaping what comments and regular expressions had without changing what the code does", () => {
    for (const file of readdirSync(inject("nodeBundle"), { recursive: true, encoding: "utf8" }))
      if (file.endsWith(".js"))
        expect(/[\u0080-\uffff]/.test(readFileSync(path.join(inject("nodeBundle"), file), "utf8")), file).toBe(false);
    const source = [
      "// Über uns — 64–71",
      'return [/Ländern/i.test("LÄNDERN"), /[ä-ö]/u.test("ö"), /[ä-ö]/.test("ü"), /😀{2}/u.test("😀😀"),',
      '  /a\\ä/.test("aä"), /a\\\\ä/.test("a\\\\ä"), "—".length];',
    ].join("\n");
    const { code, shifts } = asciiOnly(source);
    expect(/[\u0080-\uffff]/.test(code)).toBe(false);
    expect(new Function(code)()).toEqual(new Function(source)());
    expect(new Function(code)()).toEqual([true, true, false, true, true, true, 1]);
    // The columns after an escape move by what it added: `Ü` (column 3) became six characters.
    expect(shifts.get(0)?.[0]).toEqual([4, 5]);
  });

  it("maps every position of the project's code to the same source file and line with a mapping per original line, and none of a package's", async () => {
    const result = await build({
      entryPoints: [path.join(root, "server/static-memory.ts")],
      bundle: true,
      platform: "node",
      format: "esm",
      sourcemap: "external",
      sourcesContent: false,
      write: false,
      outdir: path.join(root, "build", "map-check"),
      logLevel: "silent",
    });
    const full = JSON.parse(result.outputFiles.find((file) => file.path.endsWith(".map"))!.text) as SourceMapPayload;
    const inPackage = (source: number) => full.sources[source]!.includes("node_modules/");
    const lean = { ...full, names: [], mappings: lineMappings(full.mappings, new Map(), inPackage) };
    expect(lean.mappings.length).toBeLessThan(full.mappings.length / 2);
    const [before, after] = [new SourceMap(full), new SourceMap(lean)];
    const positions = full.mappings.split(";").flatMap((line, index) => (line ? [index] : []));
    expect(positions.length).toBeGreaterThan(1000);
    let compared = 0;
    let packages = 0;
    for (const line of positions)
      for (const column of [0, 10, 40, 100]) {
        const a = before.findEntry(line, column);
        if (!("originalSource" in a)) continue;
        const b = after.findEntry(line, column) as Partial<typeof a>;
        // A package's frame is left as the bundle's, never given another file's line.
        const own = !a.originalSource.includes("node_modules/");
        expect({ file: b.originalSource, line: b.originalLine }).toEqual(
          own ? { file: a.originalSource, line: a.originalLine } : { file: undefined, line: undefined },
        );
        if (own) compared += 1;
        else packages += 1;
      }
    expect(compared).toBeGreaterThan(1000);
    expect(packages).toBeGreaterThan(100);
  });
});
