import { describe, expect, it } from "vitest";
import { deferHydration } from "./deferred-hydration";

const page = [
  '<head><link rel="stylesheet" href="/assets/root.css"/><link rel="modulepreload" href="/assets/manifest-1.js"/>',
  '<link rel="modulepreload" href="/assets/entry.client-2.js"/><link rel="modulepreload" href="/assets/root-3.js"/></head>',
  '<body><p>Hello</p><script type="module" async="">import "/assets/manifest-1.js";',
  'import * as route0 from "/assets/root-3.js";',
  'import * as route1 from "/assets/home-4.js";',
  "  ",
  '  window.__reactRouterRouteModules = {"root":route0,"home":route1};',
  "",
  'import("/assets/entry.client-2.js");</script></body>',
].join("\n");

describe("deferHydration", () => {
  const out = deferHydration(page);

  it("removes the module preloads and the static imports from the HTML", () => {
    expect(out).not.toContain('rel="modulepreload" href');
    expect(out).not.toMatch(/^import /m);
    expect(out).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    expect(out).toContain("<p>Hello</p>");
  });

  it("loads the same modules after the first paint, then runs React Router's start-up", async () => {
    const body = /<script type="module">([\s\S]*?)<\/script>/.exec(out)![1]!;
    expect(body).toContain('["/assets/manifest-1.js","/assets/entry.client-2.js","/assets/root-3.js"]');
    expect(body).toContain('const [, route0, route1] = await Promise.all([import("/assets/manifest-1.js"), import("/assets/root-3.js"), import("/assets/home-4.js")]);');
    expect(body.indexOf("__reactRouterRouteModules")).toBeGreaterThan(body.indexOf("await Promise.all"));
    expect(body).toContain('import("/assets/entry.client-2.js");');
    expect(body).toContain("document.fonts.ready");
    expect(body).toContain("first-contentful-paint");
    expect(body).toContain(".then(() => setTimeout(hydrate))");
  });

  it("refuses a page it does not understand rather than shipping a broken one", () => {
    expect(() => deferHydration("<html><body></body></html>")).toThrow(/module script/);
  });
});
