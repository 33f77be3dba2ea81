/**
 * The server and the operator commands compiled to JavaScript at build (decision 040): `build/node/main.js` (what
 * `npm run serve` and `npm start` run) and `build/node/cli/<name>.js` (what `npm run leads` and the other operator
 * commands run), with source maps, so no TypeScript is compiled when a server or a command starts.
 *
 * esbuild bundles the project's own modules (server/, app/shared/, content/, scripts/cli/) and the packages they import
 * into ES modules for Node 24, but for the packages listed in EXTERNAL_PACKAGES, which load from `node_modules` as
 * installed (decision 059). Modules shared by several entries go into shared chunks.
 *
 * Two modules find files beside themselves through `import.meta.url` (content/collections.ts its Markdown folders,
 * server/db/client.ts its migrations). In a bundle `import.meta.url` names the bundle's file, so in those modules it
 * is replaced by the URL of the source file, relative to the bundle's own, which the bundle then computes where it
 * runs: a build moved together with the repository still finds them. Any other module that reads `import.meta` fails
 * the bundle until it is listed here.
 *
 * Usage: tsx scripts/build/server-bundle.ts [outDir] (default build/node).
 */
import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build, type Plugin } from "esbuild";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

/** The operator commands (`scripts/cli/<name>.ts`, `npm run <name>`). */
const COMMANDS = ["applications", "content", "generate", "leads", "outbox", "seed-team", "team", "vitals"] as const;

/** The entries, by their output name under the bundle's folder. */
export const ENTRIES: Record<string, string> = {
  main: "server/main.ts",
  ...Object.fromEntries(COMMANDS.map((name) => [`cli/${name}`, `scripts/cli/${name}.ts`])),
};

/** The modules whose `import.meta.url` names their source file in the bundle (see above), relative to the root. */
export const SOURCE_URL_MODULES = [
  "content/collections.ts",
  "scripts/build/og-image.ts",
  "server/db/client.ts",
] as const;

/**
 * A module's source with `import.meta.url` replaced by its source file's URL, computed where the bundle runs: from the
 * bundle's folder (the URL of the running file, entry or chunk, without its `cli/` or `chunks/` folder) and `root`,
 * the repository's root relative to that folder.
 */
export function withSourceUrl(code: string, file: string, root: string): string {
  const source = path.relative(ROOT, file).split(path.sep).join("/");
  const bundleDir = String.raw`new URL(".", import.meta.url).href.replace(/\/(?:cli|chunks)\/$/, "/")`;
  return code.replaceAll("import.meta.url", `new URL(${JSON.stringify(`${root}/${source}`)}, ${bundleDir}).href`);
}

/** Whether a module's code reads `import.meta` (outside its comments and double-quoted strings, which may name it). */
export const readsImportMeta = (code: string): boolean =>
  /\bimport\.meta\b/.test(code.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*|"(?:[^"\\\n]|\\.)*"/g, ""));

/** `import.meta.url` in the listed modules as their source's; anywhere else in the project's code, an error. */
function sourceUrls(root: string): Plugin {
  const listed = new Set(SOURCE_URL_MODULES.map((file) => path.join(ROOT, file)));
  return {
    name: "alphai-source-urls",
    setup(bundle) {
      bundle.onLoad({ filter: /\.tsx?$/ }, async (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        const code = await readFile(args.path, "utf8");
        if (listed.has(args.path)) return { contents: withSourceUrl(code, args.path, root), loader: "ts" };
        if (readsImportMeta(code))
          throw new Error(
            `${path.relative(ROOT, args.path)} reads import.meta, which in a bundle names the bundle's file: list it in ` +
              "SOURCE_URL_MODULES (scripts/build/server-bundle.ts) if it means its source file",
          );
        return undefined;
      });
    },
  };
}

/**
 * Packages left to node_modules, imported as installed: those that find files of their own where they are installed
 * (PGlite its WebAssembly and data, sharp and resvg their native addons, Pagefind its binary, satori its WebAssembly,
 * pino's transports their worker files), the build's tools, and React, React DOM and React Router, which the site's
 * server build (`build/server/index.js`, rendered by a generation) imports from node_modules: one copy of each, or a
 * page's contexts would come from another copy than the renderer's. Every other package is compiled into the bundle
 * (decision 059): Node then reads a few large files instead of resolving and reading about 1,300 small ones, which took
 * about 0.3 s of every server's start. A bundled package that would look for files beside its own module (`__dirname`,
 * `__filename`, `require.resolve`, `import.meta.url`) fails the bundle until it is listed here.
 */
export const EXTERNAL_PACKAGES = [
  "@electric-sql/pglite",
  "@react-router/dev",
  "@react-router/node",
  "@resvg/resvg-js",
  "esbuild",
  "lightningcss",
  "pagefind",
  "pg-native",
  "pino",
  "react",
  "react-dom",
  "react-router",
  "satori",
  "sharp",
  "thread-stream",
  "vite",
] as const;

/** A package's name from a bare import or a path inside node_modules. */
export const packageOf = (specifier: string): string =>
  specifier.startsWith("@") ? specifier.split("/").slice(0, 2).join("/") : specifier.split("/")[0]!;

/** Whether a module's code looks for files beside itself (see EXTERNAL_PACKAGES). */
export const findsOwnFiles = (code: string): boolean =>
  /\b(?:__dirname|__filename|require\.resolve|import\.meta\.url)\b/.test(code);

/** The listed packages stay in node_modules; every other one is bundled, unless it looks for files of its own. */
function packagesOutside(): Plugin {
  const external = new Set<string>(EXTERNAL_PACKAGES);
  return {
    name: "alphai-packages-outside",
    setup(bundle) {
      bundle.onResolve({ filter: /^[^./]/ }, (args) => {
        if (args.path.startsWith("node:")) return { path: args.path, external: true };
        // The app's own modules, by Vite's alias (vite.config.ts): bundled, resolved by `alias` below.
        if (args.path.startsWith("~/")) return undefined;
        return external.has(packageOf(args.path)) ? { path: args.path, external: true } : undefined;
      });
      bundle.onLoad({ filter: /[\\/]node_modules[\\/].*\.[cm]?js$/ }, async (args) => {
        const code = await readFile(args.path, "utf8");
        if (findsOwnFiles(code)) {
          const name = packageOf(args.path.split(`${path.sep}node_modules${path.sep}`).pop()!);
          throw new Error(
            `${name} looks for files beside its modules (${path.relative(ROOT, args.path)}), which a bundle moves: ` +
              "list it in EXTERNAL_PACKAGES (scripts/build/server-bundle.ts) if the server or a command needs it",
          );
        }
        return { contents: code, loader: "js" };
      });
    },
  };
}

/**
 * The bundled packages written as CommonJS call `require` for Node's own modules, which an ES module does not have:
 * each output file makes one from its own URL (esbuild's `require` shim then uses it).
 */
const REQUIRE_BANNER =
  'import { createRequire as alphaiRequire } from "node:module";\nconst require = alphaiRequire(import.meta.url);';

/** Bundles the entries into `outDir`, emptied first (no chunk of an earlier build stays). Returns the files written. */
export async function bundleServer(outDir: string): Promise<string[]> {
  await rm(outDir, { recursive: true, force: true });
  // Where the repository is, from the bundle's folder: the base of the source URLs above.
  const root = path.relative(outDir, ROOT).split(path.sep).join("/") || ".";
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: Object.entries(ENTRIES).map(([out, entry]) => ({ in: entry, out })),
    outdir: outDir,
    bundle: true,
    splitting: true,
    platform: "node",
    format: "esm",
    target: "node24",
    // Packages are bundled, but for those that stay in node_modules (EXTERNAL_PACKAGES).
    plugins: [sourceUrls(root), packagesOutside()],
    banner: { js: REQUIRE_BANNER },
    // The app's modules the post-build steps import name each other as Vite's alias does (vite.config.ts).
    alias: { "~": "./app" },
    sourcemap: "linked",
    // Mappings only: `--enable-source-maps` holds every loaded file's map in memory, and with the packages' sources in
    // them the server held 275-290 MB at rest on PostgreSQL instead of 235 (decision 059). A stack trace still names
    // the TypeScript file and line, and Node prints the line from the file on disk.
    sourcesContent: false,
    // Readable stack traces without the source maps too; the bundle is not sent anywhere.
    minify: false,
    chunkNames: "chunks/[name]-[hash]",
    logLevel: "warning",
    metafile: true,
  });
  return Object.keys(result.metafile.outputs);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outDir = path.resolve(process.argv[2] ?? "build/node");
  const started = performance.now();
  const files = await bundleServer(outDir);
  const scripts = files.filter((file) => file.endsWith(".js"));
  console.log(
    `server-bundle: ${scripts.length} files in ${path.relative(process.cwd(), outDir)} (${Object.keys(ENTRIES).join(", ")}) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
