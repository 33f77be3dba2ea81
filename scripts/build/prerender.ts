/**
 * The prerender of React Router's build (`react-router build` with `ssr: false` and a `prerender` list), done again
 * from the build's own server bundle (`build/server/index.js`) without Vite: what a generation of the site runs when
 * the team's published content changes (decision 052). For each path it asks React Router's request handler for the
 * path's loader data (`<path>.data`, `/_.data` for the root), then for its HTML with that data passed along (the
 * `X-React-Router-Prerender-Data` header, read only while `IS_RR_BUILD_REQUEST` is "yes", as in React Router's own
 * prerender), and writes both where React Router writes them: `<path>.data` and `<path>/index.html`. The same server
 * bundle, paths and content give the same bytes as the build's (`scripts/build/generate.test.ts`).
 *
 * The paths may differ from the build's (a new article): the handler serves only the paths of the build's `prerender`
 * list, so it is given a build whose list is these paths.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { createRequestHandler, matchRoutes, type RouteObject, type ServerBuild } from "react-router";

/** The server build's routes nested under their parents, as `matchRoutes` takes them, and the ids of those with a loader. */
function nestedRoutes(build: ServerBuild): { routes: RouteObject[]; withLoader: ReadonlySet<string> } {
  const all = Object.values(build.routes).filter((route) => route !== undefined);
  const children = new Map<string | undefined, RouteObject[]>();
  const toObject = (route: (typeof all)[number]): RouteObject =>
    route.index
      ? { id: route.id, index: true, path: route.path, caseSensitive: route.caseSensitive }
      : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: childrenOf(route.id) };
  const childrenOf = (parentId: string | undefined): RouteObject[] => {
    let list = children.get(parentId);
    if (!list) {
      list = all.filter((route) => route.parentId === parentId).map(toObject);
      children.set(parentId, list);
    }
    return list;
  };
  const withLoader = new Set(all.filter((route) => typeof route.module.loader === "function").map((route) => route.id));
  return { routes: childrenOf(undefined), withLoader };
}

/** React Router's redirect-free HTML request for a path, with its loader data when it is short enough for a header. */
function htmlRequest(pagePath: string, data: string | null): Request {
  const headers = new Headers();
  if (data !== null) {
    const encoded = encodeURI(data);
    if (encoded.length < 8 * 1024) headers.set("X-React-Router-Prerender-Data", encoded);
  }
  return new Request(`http://localhost${`${pagePath}/`.replace(/\/\/+/g, "/")}`, { headers });
}

export interface PrerenderResult {
  /** The files written, relative to the output folder, in the order written. */
  readonly files: string[];
}

/**
 * Prerenders `paths` with the server build into `outDir` (React Router's layout), and React Router's SPA fallback
 * (`__spa-fallback.html`) with `spaFallback`. Throws on a path no route matches, a
 * loader's or a page's answer other than 200 (the message names the path), or a page with loader data but no
 * hydration script.
 */
export async function prerenderPaths(
  serverBuild: ServerBuild,
  paths: readonly string[],
  outDir: string,
  options: { concurrency?: number; spaFallback?: boolean } = {},
): Promise<PrerenderResult> {
  const previous = process.env.IS_RR_BUILD_REQUEST;
  process.env.IS_RR_BUILD_REQUEST = "yes";
  try {
    const build: ServerBuild = { ...serverBuild, prerender: [...paths] };
    const handle = createRequestHandler(build, "production");
    const { routes, withLoader } = nestedRoutes(build);
    const files: string[] = [];
    const write = async (file: string, contents: string) => {
      const target = path.join(outDir, ...file.split("/"));
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, contents);
      files.push(file);
    };
    const renderOne = async (pagePath: string) => {
      const matches = matchRoutes(routes, `/${pagePath}/`.replace(/^\/\/+/, "/"));
      if (!matches) throw new Error(`Prerender: no route matches ${pagePath}`);
      let data: string | null = null;
      if (matches.some((match) => withLoader.has(match.route.id ?? ""))) {
        const dataPath = pagePath.endsWith("/") ? `${pagePath}_.data` : `${pagePath}.data`;
        const response = await handle(new Request(`http://localhost${dataPath.replace(/\/\/+/g, "/")}`));
        if (response.status !== 200 && response.status !== 202)
          throw new Error(`Prerender (data): ${pagePath} answered ${response.status}`);
        data = await response.text();
        await write(dataPath.replace(/^\/+/, ""), data);
      }
      const response = await handle(htmlRequest(pagePath, data));
      const html = await response.text();
      if (response.status !== 200) throw new Error(`Prerender (html): ${pagePath} answered ${response.status}`);
      await write(`${`${pagePath}/`.replace(/^\/+/, "")}index.html`.replace(/\/\/+/g, "/"), html);
    };
    // A few at a time: the loaders read files and photos, the rendering is synchronous.
    const queue = [...paths];
    const concurrency = Math.max(1, options.concurrency ?? 4);
    await Promise.all(
      Array.from({ length: Math.min(concurrency, queue.length) }, async () => {
        for (let next = queue.shift(); next !== undefined; next = queue.shift()) await renderOne(next);
      }),
    );
    if (options.spaFallback) {
      // React Router's SPA fallback (served for no path here, but part of the build: scripts/build/build-output.ts).
      const response = await handle(
        new Request("http://localhost/", { headers: { "X-React-Router-SPA-Mode": "yes" } }),
      );
      const html = await response.text();
      if (response.status !== 200) throw new Error(`Prerender (SPA fallback): answered ${response.status}`);
      await write("__spa-fallback.html", html);
    }
    return { files };
  } finally {
    if (previous === undefined) delete process.env.IS_RR_BUILD_REQUEST;
    else process.env.IS_RR_BUILD_REQUEST = previous;
  }
}
