import { describe, expect, it } from "vitest";
import { resolvePath } from "./resolve-path";
import type { SiteFiles } from "./site-files";

const site: SiteFiles = {
  pages: new Map([
    ["/", "index.html"],
    ["/digital-marketing", "digital-marketing/index.html"],
    ["/services/devops", "services/devops/index.html"],
    ["/de/", "de/index.html"],
    ["/de/services/devops", "de/services/devops/index.html"],
  ]),
  files: new Set(["/assets/entry-abc123.js", "/favicon.svg", "/services/devops.data"]),
  csp: new Map(),
  gone: new Set(),
  settings: {},
};

describe("resolvePath", () => {
  it("serves prerendered pages and build files", () => {
    expect(resolvePath("/", site)).toEqual({ kind: "page", file: "index.html" });
    expect(resolvePath("/services/devops?utm=x", site)).toEqual({ kind: "page", file: "services/devops/index.html" });
    expect(resolvePath("/assets/entry-abc123.js", site)).toEqual({ kind: "file", file: "assets/entry-abc123.js" });
    expect(resolvePath("/services/devops.data", site)).toEqual({ kind: "file", file: "services/devops.data" });
  });

  it("decodes a percent-encoded path before looking it up", () => {
    expect(resolvePath("/%73ervices/devops", site)).toEqual({ kind: "page", file: "services/devops/index.html" });
    expect(resolvePath("/services%2Fdevops", site)).toEqual({ kind: "page", file: "services/devops/index.html" });
    expect(resolvePath("/favicon%2esvg", site)).toEqual({ kind: "file", file: "favicon.svg" });
  });

  it("redirects the trailing-slash and upper-case forms to the canonical path, keeping the query", () => {
    expect(resolvePath("/digital-marketing/", site)).toEqual({ kind: "redirect", location: "/digital-marketing" });
    expect(resolvePath("/services/devops/?a=1", site)).toEqual({ kind: "redirect", location: "/services/devops?a=1" });
    expect(resolvePath("/Services/DevOps", site)).toEqual({ kind: "redirect", location: "/services/devops" });
  });

  it("serves the German home page at /de/, the one path with a slash, and leads /de and /DE to it", () => {
    expect(resolvePath("/de/", site)).toEqual({ kind: "page", file: "de/index.html" });
    expect(resolvePath("/de", site)).toEqual({ kind: "redirect", location: "/de/" });
    expect(resolvePath("/DE?x=1", site)).toEqual({ kind: "redirect", location: "/de/?x=1" });
    expect(resolvePath("/de/services/devops/", site)).toEqual({ kind: "redirect", location: "/de/services/devops" });
    expect(resolvePath("/de/nope", site)).toEqual({ kind: "not-found" });
    expect(resolvePath("/de//", site)).toEqual({ kind: "not-found" });
  });

  it("answers not-found for unknown paths and anything outside the build", () => {
    for (const url of [
      "/nope",
      "/services/devops/extra",
      "/../package.json",
      "/assets/../../package.json",
      "/%2e%2e/%2e%2e/etc/passwd",
      "/assets/%2e%2e%2fserver%2fapp.ts",
      "/..%5c..%5cpackage.json",
      "/%E0%A4%A",
      "/favicon.svg%00.js",
      "//etc/passwd",
      "/index.html",
      "/services/./devops",
      "/services/devops/.",
      "/./",
      "/services/%2e/devops",
    ]) {
      expect(resolvePath(url, site), url).toEqual({ kind: "not-found" });
    }
  });
});
