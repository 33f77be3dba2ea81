/**
 * One generation of the site (decision 052): the build's pages made again from its own server bundle and the content
 * as it is now (the repository's files, with the team's published documents over them when `CONTENT_OVERLAY` names
 * their folder), finished by the same post-build steps as the build, and checked as the server checks a build before
 * serving it. Runs in a child process of the server (`node build/node/cli/generate.js`), never in the server itself:
 * the content modules read the collections once, when they load.
 *
 * What a generation holds (`<out>/client`, `<out>/react-router-routes.json`): the build's own browser files (`assets/`
 * and the files of `public/`), copied; every page and its data, prerendered; everything the post-build steps derive.
 * Whatever a previous generation (or the build) made from the same inputs is reused (`previous`): the compressed
 * siblings of unchanged files and the social images of unchanged cards.
 */
import { copyFile, cp, mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { inlineTeamPhotos } from "../../app/lib/photos.server";
import config from "../../react-router.config";
import { indexSiteFiles } from "../../server/site-files";
import { ROUTE_TABLE_FILE } from "./build-output";
import { finishSite } from "./finish-site";
import { prerenderPaths } from "./prerender";

export interface GenerateOptions {
  /** The build (`npm run build`'s folder: `client/`, `server/index.js`, the route table). */
  readonly build: string;
  /** The folder the generation is written to, emptied first. */
  readonly out: string;
  /** A finished site whose unchanged outputs are reused (the generation being served; default: the build's). */
  readonly previous?: string;
  /** The time the site is made for (default: now). */
  readonly now?: Date;
}

export interface Generation {
  /** The site's folder (`<out>/client`), complete and checked. */
  readonly client: string;
  readonly pages: number;
  readonly seconds: { readonly prerender: number; readonly finish: number; readonly total: number };
  /** The post-build summary line. */
  readonly summary: string;
}

/** The folders of `public/` (copied by Vite into the client build as they are) and the bundles, from the build. */
async function copyBrowserFiles(buildClient: string, client: string): Promise<void> {
  await cp(path.join(buildClient, "assets"), path.join(client, "assets"), {
    recursive: true,
    filter: (source) => !/\.(br|gz)$/.test(source),
  });
  const publicDir = path.resolve("public");
  for (const entry of await readdir(publicDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const relative = path.relative(publicDir, path.join(entry.parentPath, entry.name));
    await mkdir(path.dirname(path.join(client, relative)), { recursive: true });
    await copyFile(path.join(buildClient, relative), path.join(client, relative));
  }
}

/** The checks the build runs before it renders anything (content, photos, demo values); throws with the problems. */
export async function checkContent(): Promise<void> {
  await (config.prerender as () => Promise<string[]>)();
}

/** Makes a generation of the site in `options.out`; throws, naming the problem, when the content or the result is bad. */
export async function generateSite(options: GenerateOptions): Promise<Generation> {
  const started = performance.now();
  const buildClient = path.join(options.build, "client");
  const client = path.join(options.out, "client");
  await rm(options.out, { recursive: true, force: true });
  await mkdir(client, { recursive: true });
  await copyFile(path.join(options.build, ROUTE_TABLE_FILE), path.join(options.out, ROUTE_TABLE_FILE));
  await copyBrowserFiles(buildClient, client);
  // The paths, after the same checks as the build's (content, photos, demo values): a bad document stops here.
  const paths = await (config.prerender as () => Promise<string[]>)();
  const serverBuild = (await import(pathToFileURL(path.resolve(options.build, "server/index.js")).href)) as ServerBuild;
  await prerenderPaths(serverBuild, paths, client, { spaFallback: true });
  const prerendered = performance.now();
  const summary = await finishSite(client, {
    previous: options.previous ?? buildClient,
    now: options.now,
    log: () => {},
  });
  const finished = performance.now();
  // As the server checks a build at start: the site manifest describes these files (CSP hashes included).
  const site = await indexSiteFiles(client);
  const seconds = (from: number, to: number) => Math.round(to - from) / 1000;
  return {
    client,
    pages: site.pages.size,
    seconds: {
      prerender: seconds(started, prerendered),
      finish: seconds(prerendered, finished),
      total: seconds(started, finished),
    },
    summary,
  };
}

/**
 * One page of the site as it would be with the content as it is now (the team's documents over the repository's, as
 * for a generation), for a preview (decision 054): the same checks, server bundle, loaders and templates, one path
 * prerendered into `out`. Returns the page's HTML; throws, naming the problem, when the content is bad or the path is
 * not a page of the site with it. The team's photos that are not on the site yet are inside the page (written back).
 */
export async function previewPage(options: { build: string; out: string; path: string }): Promise<string> {
  const paths = await (config.prerender as () => Promise<string[]>)();
  if (!paths.includes(options.path)) throw new Error(`${options.path} is not a page of the site with this text.`);
  const serverBuild = (await import(pathToFileURL(path.resolve(options.build, "server/index.js")).href)) as ServerBuild;
  await rm(options.out, { recursive: true, force: true });
  await prerenderPaths(serverBuild, [options.path], options.out);
  // A photo uploaded for the text is not on the site until the text is published: the preview carries it.
  const file = path.join(options.out, ...options.path.split("/").filter(Boolean), "index.html");
  const html = await inlineTeamPhotos(await readFile(file, "utf8"));
  await writeFile(file, html);
  return html;
}
