/**
 * The build as the post-build steps see it, read once: every prerendered HTML
 * file parsed with a real HTML parser (parse5, with source offsets, so edits
 * change only the bytes they mean to), React Router's browser manifest (the
 * module graph: which chunks a route loads) and the route table its `buildEnd`
 * hook hands over (react-router.config.ts). Every script element of a page is
 * classified; one the pipeline does not expect fails the build, naming the page
 * and the line. postbuild (JSON-LD, deferred hydration), the site manifest (CSP
 * hashes, first-load assets), the budgets check and the service worker's
 * pre-cache list all come from here.
 */
import { createHash } from "node:crypto";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { parse, type DefaultTreeAdapterTypes } from "parse5";
import { z } from "zod";
import { chunkErrorScript } from "../../app/shared/chunk-error-script";
import { canGoBack, historyBackScript } from "../../app/shared/history-back-script";
import { platformFallbackScript } from "../../app/shared/platform-fallback-script";
import { SITE_MANIFEST_FILE, type SiteManifest, type SitePageEntry } from "../../server/site-manifest";
import { searchOutline, type SearchOutline } from "./search-outline";

type Node = DefaultTreeAdapterTypes.Node;
type Element = DefaultTreeAdapterTypes.Element;

/** Written by `buildEnd` into the build directory (next to `client/`, never served). */
export const ROUTE_TABLE_FILE = "react-router-routes.json";

/** First line of the start-up script scripts/build/deferred-hydration.ts writes, by which a parsed page recognises it. */
export const DEFERRED_HYDRATION_MARK =
  "// Hydration after the first paint (scripts/build/deferred-hydration.ts, decision 008).";

/** What a page's script element is; anything else fails the build. */
type ScriptKind =
  | "site" // app/root.tsx: the chunk-error, Go Back and platform fallback scripts
  | "json-ld" // postbuild's structured data (not executed)
  | "router-modules" // React Router's start-up module script, as <Scripts> writes it
  | "deferred-hydration" // the same, rewritten by scripts/build/deferred-hydration.ts
  | "router-context" // React Router's hydration context
  | "router-stream" // React Router's loader data, streamed into the context
  | "scroll-restoration" // <ScrollRestoration>
  | "react-runtime"; // React's own streaming instructions ($RT, $RC…)

interface PageScript {
  readonly kind: ScriptKind;
  readonly text: string;
  /** Source offsets of the whole element, and the line its text starts on. */
  readonly start: number;
  readonly end: number;
  readonly line: number;
}

interface PageLink {
  readonly rel: string;
  readonly href: string;
  readonly start: number;
  readonly end: number;
}

export interface Page {
  /** Relative to the build dir, with "/" ("index.html", "about/index.html", "__spa-fallback.html"). */
  readonly file: string;
  /** The page path the server answers with this file ("/", "/about", "/404"); undefined for other HTML. */
  readonly path: string | undefined;
  readonly html: string;
  readonly scripts: readonly PageScript[];
  readonly links: readonly PageLink[];
  /** Offset of `</head>`. */
  readonly headEnd: number;
  /** What the site search reads of the page (scripts/build/search-outline.ts), taken from the same parse. */
  readonly outline: SearchOutline;
}

export interface Edit {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

/**
 * Replaces source ranges of `html` (non-overlapping, any order), in one pass: the page is copied once, not once per
 * edit. Insertions at the same place come out last given, first (as if each were applied in turn, from the end).
 */
export function applyEdits(html: string, edits: readonly Edit[]): string {
  const ordered = edits
    .map((edit, index) => ({ edit, index }))
    .sort((a, b) => a.edit.start - b.edit.start || b.index - a.index);
  const parts: string[] = [];
  let at = 0;
  for (const { edit } of ordered) {
    parts.push(html.slice(at, edit.start), edit.text);
    at = Math.max(at, edit.end);
  }
  parts.push(html.slice(at));
  return parts.join("");
}

/** app/root.tsx's script, as written by the prerender: the Go Back script embeds `canGoBack` as the bundler compiled it. */
const [SITE_BEFORE = "", SITE_AFTER = ""] = (chunkErrorScript() + historyBackScript() + platformFallbackScript()).split(
  canGoBack.toString(),
);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const SITE_SCRIPT = new RegExp(
  `^${escape(SITE_BEFORE)}function canGoBack\\(navigation, ?historyLength, ?referrer, ?origin\\) ?\\{[^]*\\}${escape(SITE_AFTER)}$`,
);
const isSiteScript = (text: string) => SITE_SCRIPT.test(text);
const CLASSIC_SCRIPTS: readonly [ScriptKind, (text: string, id: string | undefined) => boolean][] = [
  ["site", (text, id) => !id && isSiteScript(text)],
  ["scroll-restoration", (text, id) => !id && text.startsWith("((storageKey, restoreKey) => {")],
  [
    "router-context",
    (text, id) =>
      !id &&
      /^window\.__reactRouterContext = \{.*\};window\.__reactRouterContext\.stream = new ReadableStream\(/s.test(text),
  ],
  [
    "router-stream",
    (text, id) => !id && /^window\.__reactRouterContext\.streamController\.(enqueue\(".*"\);|close\(\);)$/s.test(text),
  ],
  ["react-runtime", (text, id) => id === "_R_" && text === "requestAnimationFrame(function(){$RT=performance.now()});"],
  [
    "react-runtime",
    (text, id) => !id && (text.startsWith("$RB=[];$RV=function(") || /^\$RC\("B:\d+","S:\d+"\)$/.test(text)),
  ],
];

const excerpt = (text: string) => JSON.stringify(text.length > 80 ? `${text.slice(0, 80)}…` : text);

function classify(file: string, line: number, attributes: ReadonlyMap<string, string>, text: string): ScriptKind {
  const unexpected = (why: string) =>
    new Error(
      `${file}, line ${line}: unexpected script element (${why}): ${excerpt(text)}. Update scripts/build/build-output.ts if it is meant to be there.`,
    );
  const names = [...attributes.keys()];
  const type = attributes.get("type");
  if (attributes.has("src")) throw unexpected(`an external script, src="${attributes.get("src")}"`);
  if (type === "application/ld+json") {
    if (names.length !== 1) throw unexpected(`attributes ${names.join(", ")}`);
    return "json-ld";
  }
  if (type === "module") {
    if (names.some((name) => name !== "type" && name !== "async")) throw unexpected(`attributes ${names.join(", ")}`);
    return text.startsWith(DEFERRED_HYDRATION_MARK) ? "deferred-hydration" : "router-modules";
  }
  if (type !== undefined) throw unexpected(`type="${type}"`);
  if (names.some((name) => name !== "id")) throw unexpected(`attributes ${names.join(", ")}`);
  const known = CLASSIC_SCRIPTS.find(([, test]) => test(text, attributes.get("id")));
  if (!known) throw unexpected("an inline script the build does not know");
  return known[0];
}

/** The path of a built page: "/" and the German home page "/de/" (app/shared/locale.ts) keep their slash. */
const pagePathOf = (file: string) =>
  file === "index.html"
    ? "/"
    : file === "de/index.html"
      ? "/de/"
      : file.endsWith("/index.html")
        ? `/${file.slice(0, -"/index.html".length)}`
        : undefined;

/** Parses one HTML file; throws on a script element it does not expect. */
export function parsePage(file: string, html: string): Page {
  const document = parse(html, { sourceCodeLocationInfo: true });
  const scripts: PageScript[] = [];
  const links: PageLink[] = [];
  let headEnd: number | undefined;
  const visit = (node: Node) => {
    if ("tagName" in node) {
      const element = node as Element;
      const location = element.sourceCodeLocation;
      const attributes = () => new Map(element.attrs.map((attribute) => [attribute.name, attribute.value]));
      if (element.tagName === "script") {
        if (!location?.startTag) throw new Error(`${file}: a script element the parser inserted, not in the source`);
        const text = element.childNodes
          .map((child) => ("value" in child && child.nodeName === "#text" ? child.value : ""))
          .join("");
        const line = location.startTag.endLine;
        scripts.push({
          kind: classify(file, line, attributes(), text),
          text,
          start: location.startOffset,
          end: location.endOffset,
          line,
        });
      } else if (element.tagName === "link" && location) {
        const linkAttributes = attributes();
        links.push({
          rel: linkAttributes.get("rel") ?? "",
          href: linkAttributes.get("href") ?? "",
          start: location.startOffset,
          end: location.endOffset,
        });
      } else if (element.tagName === "head") {
        headEnd = location?.endTag?.startOffset;
      }
    }
    if ("childNodes" in node) for (const child of node.childNodes) visit(child);
    if ("content" in node) visit(node.content);
  };
  visit(document);
  if (headEnd === undefined) throw new Error(`${file}: no </head> in the page`);
  return { file, path: pagePathOf(file), html, scripts, links, headEnd, outline: searchOutline(document) };
}

/** React Router's start-up module script, line by line: every line must be one this pipeline knows. */
export interface RouterModules {
  /** Side-effect imports (React Router's browser manifest). */
  readonly sideEffects: readonly string[];
  /** `import * as routeN from "…"`, in order. */
  readonly routeImports: readonly { readonly binding: string; readonly url: string }[];
  /** Route ids, root first, from `window.__reactRouterRouteModules = {…}`. */
  readonly routeIds: readonly string[];
  /** The assignment line itself, run unchanged after the imports. */
  readonly assignment: string;
  /** `import("…")` of the client entry. */
  readonly entry: string;
}

const SIDE_EFFECT_IMPORT = /^import "([^"\\]+)";$/;
const NAMESPACE_IMPORT = /^import \* as (route\d+) from "([^"\\]+)";$/;
const ROUTE_ID = String.raw`"(?:[^"\\]|\\.)*"`;
const ROUTE_MODULES = new RegExp(
  String.raw`^window\.__reactRouterRouteModules = \{(${ROUTE_ID}:route\d+(?:,${ROUTE_ID}:route\d+)*)\};$`,
);
const ENTRY_IMPORT = /^import\("([^"\\]+)"\);$/;

export function routerModules(page: Page): RouterModules {
  const scripts = page.scripts.filter((script) => script.kind === "router-modules");
  if (scripts.length !== 1)
    throw new Error(`${page.file}: expected one React Router module script, found ${scripts.length}`);
  const script = scripts[0]!;
  const sideEffects: string[] = [];
  const routeImports: { binding: string; url: string }[] = [];
  let assignment: string | undefined;
  let routeIds: string[] = [];
  let entry: string | undefined;
  script.text.split("\n").forEach((raw, index) => {
    const line = raw.trim();
    const refuse = (why: string) =>
      new Error(
        `${page.file}, line ${script.line + index}: ${why} in React Router's module script: ${excerpt(line)}. Update scripts/build/build-output.ts and scripts/build/deferred-hydration.ts.`,
      );
    let match: RegExpExecArray | null;
    if (!line) return;
    if ((match = SIDE_EFFECT_IMPORT.exec(line))) sideEffects.push(match[1]!);
    else if ((match = NAMESPACE_IMPORT.exec(line))) routeImports.push({ binding: match[1]!, url: match[2]! });
    else if ((match = ROUTE_MODULES.exec(line))) {
      if (assignment) throw refuse("a second route-modules assignment");
      assignment = line;
      const pairs = [...match[1]!.matchAll(new RegExp(String.raw`(${ROUTE_ID}):(route\d+)`, "g"))];
      routeIds = pairs.map((pair) => JSON.parse(pair[1]!) as string);
      const bindings = pairs.map((pair) => pair[2]!);
      if (bindings.join() !== routeImports.map((item) => item.binding).join())
        throw refuse("route modules that were not imported in order");
    } else if ((match = ENTRY_IMPORT.exec(line))) {
      if (entry || !assignment) throw refuse("an entry import out of place");
      entry = match[1]!;
    } else throw refuse("a line the build does not recognise");
  });
  if (!assignment || !entry || !routeImports.length)
    throw new Error(
      `${page.file}, line ${script.line}: React Router's module script lacks its route imports, route modules or entry import`,
    );
  return { sideEffects, routeImports, routeIds, assignment, entry };
}

const browserManifestSchema = z.object({
  url: z.string(),
  entry: z.object({ module: z.string(), imports: z.array(z.string()), css: z.array(z.string()) }),
  routes: z.record(
    z.string(),
    z.object({
      id: z.string(),
      module: z.string(),
      imports: z.array(z.string()).optional(),
      css: z.array(z.string()).optional(),
      clientActionModule: z.string().optional(),
      clientLoaderModule: z.string().optional(),
      clientMiddlewareModule: z.string().optional(),
      hydrateFallbackModule: z.string().optional(),
    }),
  ),
});
type BrowserManifest = z.infer<typeof browserManifestSchema>;

const routeTableSchema = z.object({
  routes: z.record(z.string(), z.object({ file: z.string(), parentId: z.string().optional() })),
});
type RouteTable = z.infer<typeof routeTableSchema>;

/** The route table `buildEnd` receives (`buildManifest.routes`), for the post-build steps. */
export async function writeRouteTable(
  buildDirectory: string,
  routes: Record<string, { file: string; parentId?: string }>,
): Promise<void> {
  const table: RouteTable = {
    routes: Object.fromEntries(
      Object.entries(routes).map(([id, route]) => [id, { file: route.file, parentId: route.parentId }]),
    ),
  };
  await writeFile(path.join(buildDirectory, ROUTE_TABLE_FILE), `${JSON.stringify(table, null, 2)}\n`);
}

/** React Router's module graph: what a set of routes loads first, as <Scripts> would preload it. */
export class ModuleGraph {
  constructor(
    private readonly manifest: BrowserManifest,
    private readonly table: RouteTable,
  ) {}

  /** Parses `window.__reactRouterManifest={…};`, the file React Router writes (`assets/manifest-<hash>.js`). */
  static fromSource(source: string, table: RouteTable): ModuleGraph {
    const match = /^window\.__reactRouterManifest=(\{.*\});\s*$/s.exec(source);
    if (!match)
      throw new Error(
        "React Router's browser manifest does not have the expected form window.__reactRouterManifest={…};",
      );
    return new ModuleGraph(browserManifestSchema.parse(JSON.parse(match[1]!)), table);
  }

  get url(): string {
    return this.manifest.url;
  }

  /** Module scripts and stylesheets of these routes (root first, each the parent of the next), without duplicates. */
  firstLoad(routeIds: readonly string[]): { js: string[]; css: string[] } {
    const routes = routeIds.map((id, index) => {
      const route = this.manifest.routes[id];
      const known = this.table.routes[id];
      if (!route || !known)
        throw new Error(`Route "${id}" is not in React Router's ${route ? "route table" : "browser manifest"}`);
      const parent = index === 0 ? undefined : routeIds[index - 1];
      if (known.parentId !== parent)
        throw new Error(
          `Route "${id}" is hydrated under "${parent ?? "nothing"}", but its parent is "${known.parentId ?? "none"}"`,
        );
      return route;
    });
    const js = [
      this.manifest.url,
      this.manifest.entry.module,
      ...this.manifest.entry.imports,
      ...routes.flatMap((route) => [
        ...[
          route.clientActionModule,
          route.clientLoaderModule,
          route.clientMiddlewareModule,
          route.hydrateFallbackModule,
        ].filter((url) => url !== undefined),
        route.module,
        ...(route.imports ?? []),
      ]),
    ];
    const css = [...this.manifest.entry.css, ...routes.flatMap((route) => route.css ?? [])];
    return { js: [...new Set(js)], css: [...new Set(css)] };
  }
}

/** The prerendered build, read and parsed once; pages are replaced in memory and written together. */
export class BuildOutput {
  private readonly changed = new Set<string>();
  /** Route ids per page, from React Router's module script as prerendered (the rewrite replaces the script). */
  private readonly routeIds = new Map<string, readonly string[]>();

  private constructor(
    readonly dir: string,
    private readonly byFile: Map<string, Page>,
    readonly graph: ModuleGraph,
  ) {
    for (const page of byFile.values()) {
      if (page.scripts.some((script) => script.kind === "router-modules"))
        this.routeIds.set(page.file, routerModules(page).routeIds);
    }
  }

  /** `dir` is the client build (`build/client`); the route table is in its parent (`build/`). */
  static async read(dir: string): Promise<BuildOutput> {
    const files = (await readdir(dir, { recursive: true }))
      .filter((file) => file.endsWith(".html"))
      .map((file) => file.split(path.sep).join("/"));
    const pages = new Map<string, Page>();
    await Promise.all(
      files.sort().map(async (file) => pages.set(file, parsePage(file, await readFile(path.join(dir, file), "utf8")))),
    );
    const home = pages.get("index.html");
    if (!home) throw new Error(`No prerendered home page in ${dir}: run "react-router build" first.`);
    const manifestUrl = routerModules(home).sideEffects.find((url) => /\/manifest-[\w-]+\.js$/.test(url));
    if (!manifestUrl) throw new Error("index.html: React Router's module script imports no browser manifest");
    const table = routeTableSchema.parse(
      JSON.parse(await readFile(path.join(path.dirname(dir), ROUTE_TABLE_FILE), "utf8")),
    );
    const graph = ModuleGraph.fromSource(await readFile(path.join(dir, manifestUrl.slice(1)), "utf8"), table);
    return new BuildOutput(dir, new Map([...pages].sort(([a], [b]) => a.localeCompare(b))), graph);
  }

  /** Every HTML file of the build (pages, the 404, React Router's SPA fallback). */
  get pages(): Page[] {
    return [...this.byFile.values()];
  }

  /** Replaces a page's HTML (parsed again, so the result is checked like the original). */
  update(page: Page, html: string): Page {
    const next = parsePage(page.file, html);
    this.byFile.set(page.file, next);
    this.changed.add(page.file);
    return next;
  }

  /** What the server and the budgets check need of every page it serves (every `index.html`, the 404's included). */
  siteManifest(
    gone: readonly string[] = [],
    settings: Readonly<Record<string, string>> = {},
    wasm: readonly string[] = [],
  ): SiteManifest {
    const pages: Record<string, SitePageEntry> = {};
    for (const page of this.byFile.values()) {
      if (!page.path) continue;
      const routes = this.routeIds.get(page.file);
      if (!routes) throw new Error(`${page.file}: no React Router module script, so no routes to hydrate`);
      const { js, css } = this.graph.firstLoad(routes);
      const stylesheets = page.links.filter((link) => link.rel === "stylesheet").map((link) => link.href);
      const unlinked = css.filter((href) => !stylesheets.includes(href));
      if (unlinked.length)
        throw new Error(
          `${page.file}: React Router's manifest gives it ${unlinked.join(", ")}, which the page does not link`,
        );
      pages[page.file] = {
        sha256: createHash("sha256").update(page.html, "utf8").digest("hex"),
        scriptHashes: [
          ...new Set(
            page.scripts
              .filter((script) => script.kind !== "json-ld" && script.text)
              .map((script) => `sha256-${createHash("sha256").update(script.text, "utf8").digest("base64")}`),
          ),
        ],
        routes: [...routes],
        js,
        css: [...new Set(stylesheets)],
      };
    }
    const unknown = gone.filter((file) => !pages[file]);
    if (unknown.length) throw new Error(`Gone pages ${unknown.join(", ")} are not pages of the build`);
    const strays = wasm.filter((file) => !pages[file]);
    if (strays.length) throw new Error(`WebAssembly pages ${strays.join(", ")} are not pages of the build`);
    return { version: 1, pages, gone: [...gone].sort(), wasm: [...wasm].sort(), settings: { ...settings } };
  }

  /**
   * Writes the pages that changed, then the site manifest of the result; `gone` are the HTML files the server answers
   * with 410, `wasm` those whose CSP allows WebAssembly (the search pages).
   */
  async write(
    gone: readonly string[] = [],
    settings: Readonly<Record<string, string>> = {},
    wasm: readonly string[] = [],
  ): Promise<SiteManifest> {
    await Promise.all(
      [...this.changed].map((file) => writeFile(path.join(this.dir, file), this.byFile.get(file)!.html)),
    );
    this.changed.clear();
    const manifest = this.siteManifest(gone, settings, wasm);
    await writeFile(path.join(this.dir, SITE_MANIFEST_FILE), `${JSON.stringify(manifest, null, 1)}\n`);
    return manifest;
  }
}
