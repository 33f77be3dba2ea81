import { describe, expect, it } from "vitest";
import { serviceWorkerSource, shellAssets } from "./service-worker";

const entry = { sha256: "0".repeat(64), scriptHashes: [], routes: ["root", "home"] };

describe("service worker pre-cache", () => {
  it("takes the home page's first-load scripts and styles from the site manifest, never another page's", () => {
    const manifest = {
      version: 1 as const,
      pages: {
        "index.html": {
          ...entry,
          js: ["/assets/shared-b2.js", "/assets/entry-a1.js", "/assets/shared-b2.js"],
          css: ["/assets/root-a1.css"],
        },
        "work/index.html": { ...entry, js: ["/assets/work-c3.js"], css: [] },
      },
      gone: [],
      wasm: [],
      settings: {},
    };
    expect(shellAssets(manifest)).toEqual(["/assets/entry-a1.js", "/assets/root-a1.css", "/assets/shared-b2.js"]);
    expect(serviceWorkerSource("abc", ["/", "/offline", ...shellAssets(manifest)], "/offline")).not.toContain(
      "work-c3",
    );
    expect(() => shellAssets({ version: 1, pages: {}, gone: [], wasm: [], settings: {} })).toThrow(/no home page/);
  });
});
