/**
 * The server's bundle (scripts/build/server-bundle.ts): what the run's global setup compiled (server/testing/
 * node-bundle.ts) has every entry, finds the files its modules find beside their sources, and refuses a module that
 * would read `import.meta` as its own file's.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it, inject } from "vitest";
import { ENTRIES, readsImportMeta, SOURCE_URL_MODULES, withSourceUrl } from "./server-bundle";

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
});
