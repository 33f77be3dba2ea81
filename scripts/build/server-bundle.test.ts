/**
 * The server's bundle (scripts/build/server-bundle.ts): what the run's global setup compiled (server/testing/
 * node-bundle.ts) has every entry, finds the files its modules find beside their sources, and refuses a module that
 * would read `import.meta` as its own file's; packages are compiled in, but for those that find files of their own.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it, inject } from "vitest";
import {
  ENTRIES,
  EXTERNAL_PACKAGES,
  findsOwnFiles,
  packageOf,
  readsImportMeta,
  SOURCE_URL_MODULES,
  withSourceUrl,
} from "./server-bundle";

const root = path.resolve(".");

describe("the server's bundle", () => {
  it("has the server and every operator command, with source maps", () => {
    for (const name of Object.keys(ENTRIES)) {
      const file = path.join(inject("nodeBundle"), `${name}.js`);
      expect(existsSync(file), name).toBe(true);
      expect(existsSync(`${file}.map`), name).toBe(true);
    }
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
});
