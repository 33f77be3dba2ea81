/**
 * The build pipeline over a prerendered page shaped as React Router 8 writes it: parse, classify every script,
 * defer hydration, write the site manifest, and have the server accept it. Unknown scripts and unknown lines of
 * React Router's module script fail, naming the page and the line.
 */
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { chunkErrorScript } from "../../app/shared/chunk-error-script";
import { historyBackScript } from "../../app/shared/history-back-script";
import { platformFallbackScript } from "../../app/shared/platform-fallback-script";
import { indexSiteFiles } from "../../server/site-files";
import { readSiteManifest } from "../../server/site-manifest";
import { applyEdits, BuildOutput, ModuleGraph, parsePage, ROUTE_TABLE_FILE } from "./build-output";
import { deferHydration } from "./deferred-hydration";
import { shellAssets } from "./service-worker";

const manifest = {
  entry: { module: "/assets/entry.client-E.js", imports: ["/assets/runtime-R.js", "/assets/shared-S.js"], css: [] },
  routes: {
    root: {
      id: "root",
      path: "",
      module: "/assets/root-A.js",
      imports: ["/assets/runtime-R.js", "/assets/shared-S.js"],
      css: ["/assets/root-C.css"],
    },
    home: {
      id: "home",
      parentId: "root",
      path: "/",
      module: "/assets/home-H.js",
      imports: ["/assets/shared-S.js"],
      css: [],
    },
    "not-found": {
      id: "not-found",
      parentId: "root",
      path: "*",
      module: "/assets/not-found-N.js",
      imports: [],
      css: [],
    },
  },
  url: "/assets/manifest-1a2b.js",
  version: "1a2b",
};
const table = {
  routes: {
    root: { file: "root.tsx" },
    home: { file: "routes/home.tsx", parentId: "root" },
    "not-found": { file: "routes/not-found.tsx", parentId: "root" },
  },
};
const SITE = chunkErrorScript() + historyBackScript() + platformFallbackScript();
const sha = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

/** A page as React Router 8.4 prerenders it (the scripts and links of the real build, the content cut short). */
function prerendered(route: string, moduleLines?: string[]): string {
  const preloads = [
    "/assets/manifest-1a2b.js",
    "/assets/entry.client-E.js",
    "/assets/runtime-R.js",
    "/assets/shared-S.js",
    "/assets/root-A.js",
    `/assets/${route === "home" ? "home-H" : "not-found-N"}.js`,
  ];
  const lines = moduleLines ?? [
    'import "/assets/manifest-1a2b.js";',
    'import * as route0 from "/assets/root-A.js";',
    `import * as route1 from "/assets/${route === "home" ? "home-H" : "not-found-N"}.js";`,
    "  ",
    `  window.__reactRouterRouteModules = {"root":route0,"${route}":route1};`,
    "",
    'import("/assets/entry.client-E.js");',
  ];
  return [
    '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Alphai</title>',
    '<link rel="stylesheet" href="/assets/root-C.css"/>',
    ...preloads.map((href) => `<link rel="modulepreload" href="${href}"/>`),
    `<script>${SITE}</script></head>`,
    '<body><main><h1>Hello &amp; welcome</h1><svg><path d="M0 0"/></svg></main>',
    `<script>((storageKey, restoreKey) => {\n\t\tif (!window.history.state) {}\n\t})("react-router-scroll-positions", null)</script>`,
    '<script>window.__reactRouterContext = {"basename":"/","ssr":false};window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());</script>',
    `<script type="module" async="">${lines.join("\n")}</script>`,
    '<!--$--><script id="_R_">requestAnimationFrame(function(){$RT=performance.now()});</script>',
    '<script>window.__reactRouterContext.streamController.enqueue("[{\\"_1\\":2}]\\n");</script>',
    "<script>$RB=[];$RV=function(a){$RT=performance.now()};$RC=function(a,b){}</script>",
    "<script>window.__reactRouterContext.streamController.close();</script>",
    '<script>$RC("B:1","S:1")</script></body></html>',
  ].join("");
}

function buildDir(pages: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), "alphai-pipeline-"));
  const client = path.join(root, "client");
  for (const [file, html] of Object.entries(pages)) {
    mkdirSync(path.dirname(path.join(client, file)), { recursive: true });
    writeFileSync(path.join(client, file), html);
  }
  mkdirSync(path.join(client, "assets"), { recursive: true });
  writeFileSync(
    path.join(client, "assets", "manifest-1a2b.js"),
    `window.__reactRouterManifest=${JSON.stringify(manifest)};`,
  );
  writeFileSync(path.join(root, ROUTE_TABLE_FILE), JSON.stringify(table));
  return client;
}

const graph = ModuleGraph.fromSource(`window.__reactRouterManifest=${JSON.stringify(manifest)};`, table);

describe("parsePage", () => {
  it("classifies every script of a prerendered page and finds its links and </head>", () => {
    const page = parsePage("index.html", prerendered("home"));
    expect(page.path).toBe("/");
    expect(page.scripts.map((script) => script.kind)).toEqual([
      "site",
      "scroll-restoration",
      "router-context",
      "router-modules",
      "react-runtime",
      "router-stream",
      "react-runtime",
      "router-stream",
      "react-runtime",
    ]);
    expect(page.scripts[0]!.text).toBe(SITE);
    expect(page.links.filter((link) => link.rel === "modulepreload")).toHaveLength(6);
    expect(page.html.slice(page.headEnd, page.headEnd + 7)).toBe("</head>");
  });

  it("refuses a script element it does not expect, naming the page and the line", () => {
    const html = prerendered("home").replace("<main>", "<main>\n\n<script>alert(1)</script>");
    const line = html.slice(0, html.indexOf("alert(1)")).split("\n").length;
    expect(() => parsePage("about/index.html", html)).toThrow(
      new RegExp(
        `^about/index\\.html, line ${line}: unexpected script element \\(an inline script the build does not know\\): "alert\\(1\\)"`,
      ),
    );
    expect(() =>
      parsePage("x/index.html", prerendered("home").replace("<main>", '<main><script src="/x.js"></script>')),
    ).toThrow(/external script, src="\/x.js"/);
    expect(() =>
      parsePage("x/index.html", prerendered("home").replace("<main>", '<main><script type="text/babel">x</script>')),
    ).toThrow(/type="text\/babel"/);
    expect(() =>
      parsePage("x/index.html", prerendered("home").replace('<script id="_R_">', '<script id="other">')),
    ).toThrow(/^x\/index.html, line \d+: unexpected script element \(an inline script/);
    // The site's own script exactly: a line added to it is an inline script the build does not know.
    const edited = prerendered("home").replace(SITE, `${SITE}fetch("https://cdn.example/x.js");`);
    expect(() => parsePage("x/index.html", edited)).toThrow(/an inline script the build does not know/);
  });
});

describe("deferHydration", () => {
  const page = parsePage("index.html", prerendered("home"));
  const out = applyEdits(page.html, deferHydration(page, graph));
  const rewritten = parsePage("index.html", out);
  const body = rewritten.scripts.find((script) => script.kind === "deferred-hydration")!.text;

  it("removes the module preloads and the static imports, and leaves every other byte as it was", () => {
    expect(out).not.toMatch(/<link rel="modulepreload"/);
    expect(rewritten.scripts.some((script) => script.kind === "router-modules")).toBe(false);
    expect(out).toContain('<link rel="stylesheet" href="/assets/root-C.css"/>');
    expect(out).toContain('<h1>Hello &amp; welcome</h1><svg><path d="M0 0"/></svg>');
    expect(out.replace(/<script type="module">[^]*?<\/script>/, "")).toBe(
      page.html
        .replace(/<link rel="modulepreload"[^>]*>/g, "")
        .replace(/<script type="module" async="">[^]*?<\/script>/, ""),
    );
  });

  it("loads the same modules after the first paint, then runs React Router's start-up", () => {
    expect(body).toContain(
      '["/assets/manifest-1a2b.js","/assets/entry.client-E.js","/assets/runtime-R.js","/assets/shared-S.js","/assets/root-A.js","/assets/home-H.js"]',
    );
    expect(body).toContain(
      'const [, route0, route1] = await Promise.all([import("/assets/manifest-1a2b.js"), import("/assets/root-A.js"), import("/assets/home-H.js")]);',
    );
    expect(body.indexOf('window.__reactRouterRouteModules = {"root":route0,"home":route1};')).toBeGreaterThan(
      body.indexOf("await Promise.all"),
    );
    expect(body).toContain('import("/assets/entry.client-E.js");');
    expect(body).toContain("document.fonts.ready");
    expect(body).toContain("first-contentful-paint");
    expect(body).toContain(".then(() => setTimeout(hydrate))");
  });

  it("refuses a line of React Router's module script it does not know, naming the page and the line", () => {
    const lines = [
      'import "/assets/manifest-1a2b.js";',
      'import * as route0_main from "/assets/root-A.js";',
      "const route0 = {...route0_main};",
    ];
    const html = prerendered("home", lines);
    const odd = parsePage("work/index.html", html);
    const line = html.slice(0, html.indexOf("import * as route0_main")).split("\n").length;
    expect(() => deferHydration(odd, graph)).toThrow(
      new RegExp(
        `^work/index\\.html, line ${line}: a line the build does not recognise in React Router's module script: "import \\* as route0_main`,
      ),
    );
    expect(() => deferHydration(rewritten, graph)).toThrow(/expected one React Router module script, found 0/);
  });

  it("refuses preloads that are not React Router's module graph for the page's routes", () => {
    const extra = parsePage(
      "index.html",
      prerendered("home").replace("</head>", '<link rel="modulepreload" href="/assets/other.js"/></head>'),
    );
    expect(() => deferHydration(extra, graph)).toThrow(
      /index.html: its module preloads are not React Router's module graph for routes root, home \(differ: \/assets\/other.js\)/,
    );
    const unknown = parsePage("index.html", prerendered("home").replaceAll('"home"', '"missing"'));
    expect(() => deferHydration(unknown, graph)).toThrow(/Route "missing" is not in React Router's browser manifest/);
  });
});

describe("the build output and its site manifest", () => {
  it("writes the pages and a manifest the server accepts, with the hashes of the scripts as the browser reads them", async () => {
    const dir = buildDir({
      "index.html": prerendered("home"),
      "404/index.html": prerendered("not-found"),
      "__spa-fallback.html": prerendered("home"),
    });
    const build = await BuildOutput.read(dir);
    for (const page of build.pages) build.update(page, applyEdits(page.html, deferHydration(page, build.graph)));
    await build.write();

    const site = await readSiteManifest(dir);
    expect(Object.keys(site.pages)).toEqual(["404/index.html", "index.html"]);
    const home = site.pages["index.html"]!;
    const html = readFileSync(path.join(dir, "index.html"), "utf8");
    expect(home.sha256).toBe(createHash("sha256").update(html).digest("hex"));
    const loader = /<script type="module">([^]*?)<\/script>/.exec(html)![1]!;
    expect(home.scriptHashes).toContain(sha(loader));
    expect(home.scriptHashes).toContain(sha(SITE));
    expect(home.scriptHashes).toContain(sha('$RC("B:1","S:1")'));
    expect(home.scriptHashes).toHaveLength(9);
    expect(home.routes).toEqual(["root", "home"]);
    expect(home.js).toEqual([
      "/assets/manifest-1a2b.js",
      "/assets/entry.client-E.js",
      "/assets/runtime-R.js",
      "/assets/shared-S.js",
      "/assets/root-A.js",
      "/assets/home-H.js",
    ]);
    expect(home.css).toEqual(["/assets/root-C.css"]);
    expect(site.pages["404/index.html"]!.routes).toEqual(["root", "not-found"]);
    expect(shellAssets(site)).toEqual([...home.js, ...home.css].sort());

    const served = await indexSiteFiles(dir);
    expect(served.csp.get("index.html")).toContain(`'${sha(loader)}'`);
    expect(site.gone).toEqual([]);
  });

  it("records the pages that are gone (closed roles) and refuses one that is not a page of the build", async () => {
    const dir = buildDir({ "index.html": prerendered("home"), "404/index.html": prerendered("not-found") });
    const build = await BuildOutput.read(dir);
    expect(() => build.siteManifest(["about/careers/nope/index.html"])).toThrow(
      "Gone pages about/careers/nope/index.html are not pages of the build",
    );
    await build.write(["index.html"]);
    expect((await readSiteManifest(dir)).gone).toEqual(["index.html"]);
    expect([...(await indexSiteFiles(dir)).gone]).toEqual(["index.html"]);
  });

  it("records the pages that run WebAssembly (the search pages), whose CSP the server widens, and refuses others", async () => {
    const dir = buildDir({ "index.html": prerendered("home"), "404/index.html": prerendered("not-found") });
    const build = await BuildOutput.read(dir);
    expect(() => build.siteManifest([], {}, ["search/index.html"])).toThrow(
      "WebAssembly pages search/index.html are not pages of the build",
    );
    await build.write([], {}, ["index.html"]);
    expect((await readSiteManifest(dir)).wasm).toEqual(["index.html"]);
    const served = await indexSiteFiles(dir);
    expect(served.csp.get("index.html")).toContain("'wasm-unsafe-eval'");
    expect(served.csp.get("404/index.html")).not.toContain("wasm");
  });

  it("hashes a script's text as the HTML parser gives it: raw text, line endings normalised", () => {
    const html = prerendered("home")
      .replace('$RC("B:1","S:1")', '$RC("B:1","S:1")')
      .replace("</head>", "</head>")
      .replace("<main>", "<main>") // unchanged shape
      .replace('{"basename":"/","ssr":false}', '{"basename":"/","ssr":false,"a":"&amp;\r\n"}');
    const page = parsePage("index.html", html);
    const context = page.scripts.find((script) => script.kind === "router-context")!;
    expect(context.text).toContain('"a":"&amp;\n"');
  });
});

describe("applyEdits", () => {
  it("replaces ranges given in any order, and puts insertions at one place last given first", () => {
    const html = "<head></head><body><p>old</p></body>";
    const edits = [
      { start: 19, end: 29, text: "<p>new</p>" },
      { start: 6, end: 6, text: "<a>" },
      { start: 6, end: 6, text: "<b>" },
      { start: 0, end: 0, text: "<!DOCTYPE html>" },
    ];
    expect(applyEdits(html, edits)).toBe("<!DOCTYPE html><head><b><a></head><body><p>new</p></body>");
    expect(applyEdits(html, [])).toBe(html);
  });
});
