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
 * runs: a build moved together with the repository still finds them. The server's entry (server/main.ts) reads its
 * own, which in the bundle names `build/node/main.js`, beside which the bundle keeps the parsed collections
 * (`collections.json`, content/collections-cache.ts: decision 061). Any other module that reads `import.meta` fails
 * the bundle until it is listed here.
 *
 * Usage: tsx scripts/build/server-bundle.ts [outDir] (default build/node).
 */
import { readFile, rm, writeFile } from "node:fs/promises";
import { isDeepStrictEqual } from "node:util";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { decode, encode, type SourceMapSegment } from "@jridgewell/sourcemap-codec";
import { build, type Plugin } from "esbuild";
import { COLLECTIONS_CACHE, type CachedCollections } from "../../content/collections-cache";

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
        if (args.path === path.join(ROOT, ENTRIES.main!)) return undefined;
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

/**
 * Where a line's characters moved when `asciiOnly` escaped some of them: the first column of each escape and by how
 * many columns everything after it moved.
 */
type Shifts = ReadonlyMap<number, readonly (readonly [column: number, by: number])[]>;

/**
 * The bundle with every character outside ASCII written as a `\uXXXX` escape. esbuild escapes them in strings and
 * names, but not in comments and regular expressions; one `—` in a comment makes V8 hold the whole file's source (which
 * it keeps for the life of the process) as two bytes a character: 4.9 MB instead of 2.5 for the server's main chunk
 * (decision 060). An escape means the same character in a comment or a regular expression, `u` flag or not (a pair of
 * escaped surrogates is one code point there); a character escaped with a backslash of its own (`\ä`, an identity
 * escape) loses that backslash.
 */
export function asciiOnly(code: string): { code: string; shifts: Shifts } {
  const shifts = new Map<number, [number, number][]>();
  const lines = code.split("\n").map((line, index) => {
    if (!/[\u0080-\uffff]/.test(line)) return line;
    const moved: [number, number][] = [];
    let out = "";
    let from = 0;
    for (const match of line.matchAll(/(\\*)([\u0080-\uffff])/g)) {
      const backslashes = match[1]!.length % 2 === 1 ? match[1]!.slice(1) : match[1]!;
      const escape = `\\u${match[2]!.charCodeAt(0).toString(16).padStart(4, "0")}`;
      out += line.slice(from, match.index) + backslashes + escape;
      moved.push([match.index + match[0].length, backslashes.length + escape.length - match[0].length]);
      from = match.index + match[0].length;
    }
    shifts.set(index, moved);
    return out + line.slice(from);
  });
  return { code: lines.join("\n"), shifts };
}

/**
 * A source map with one mapping where a line's original line changes, instead of one per token, and none into the
 * packages (decision 060): `--enable-source-maps` decodes every mapping of a file it loads into objects, which held
 * about 33 MB for the server's bundle. A stack trace still names every frame of the project's own code by its source
 * file and line (its column is the first mapped one of that line); a frame in a package (`unmapped(source)`) names the
 * bundle's file and line, where esbuild's comment above each module names the package's file. Names are dropped (Node
 * does not use them). Columns follow `shifts`.
 */
export function lineMappings(
  mappings: string,
  shifts: Shifts = new Map(),
  unmapped: (source: number) => boolean = () => false,
): string {
  return encode(
    decode(mappings).map((segments, line) => {
      const moved = shifts.get(line) ?? [];
      const column = (at: number) => moved.reduce((sum, [from, by]) => (at >= from ? sum + by : sum), at);
      const kept: SourceMapSegment[] = [];
      let previous: string | undefined;
      for (const segment of segments) {
        const mapped = segment.length > 1 && !unmapped(segment[1]!);
        const key = mapped ? `${segment[1]}:${segment[2]}` : "";
        if (key === previous) continue;
        previous = key;
        kept.push(mapped ? [column(segment[0]), segment[1]!, segment[2]!, segment[3]!] : [column(segment[0])]);
      }
      return kept;
    }),
  );
}

/** A package's module, by its path in a source map's `sources`. */
const inPackage = (source: string) => /(^|\/)node_modules\//.test(source);

/** Rewrites a bundle's script (`asciiOnly`) and its map (`lineMappings`) in place. */
async function leaner(script: string): Promise<void> {
  const { code, shifts } = asciiOnly(await readFile(script, "utf8"));
  await writeFile(script, code);
  const mapFile = `${script}.map`;
  const map = JSON.parse(await readFile(mapFile, "utf8")) as { mappings: string; names: string[]; sources: string[] };
  const mappings = lineMappings(map.mappings, shifts, (source) => inPackage(map.sources[source] ?? ""));
  await writeFile(mapFile, JSON.stringify({ ...map, names: [], mappings }));
}

/**
 * Writes the parsed collections with their sources to `file` (content/collections-cache.ts). A value that would not
 * come back from JSON exactly as it is (a date, a map, a property set to undefined) fails the build rather than reach
 * the server changed: what the server reads is what it would have parsed.
 */
export async function writeCollectionsCache(file: string, values: readonly CachedCollections[]): Promise<void> {
  for (const { value } of values)
    if (!isDeepStrictEqual(JSON.parse(JSON.stringify(value)), value))
      throw new Error("The parsed collections change when written as JSON: the server cannot be given them");
  await writeFile(file, JSON.stringify(values));
}

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
  const outputs = Object.keys(result.metafile.outputs);
  await Promise.all(outputs.filter((file) => file.endsWith(".js")).map((file) => leaner(path.resolve(ROOT, file))));
  // What the server would parse at every start, parsed once here (the content's own module checked it as it loaded).
  const { parsedCollections } = await import("../../content/collections");
  await writeCollectionsCache(path.join(outDir, COLLECTIONS_CACHE), parsedCollections());
  return outputs;
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
