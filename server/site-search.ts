/**
 * The site search on the server (decision 030, amended): the build's own Pagefind script (`/pagefind/pagefind.js`,
 * the file the browser runs) evaluated here, once per language, over the build's index files in memory, and asked
 * through the browser's search function (app/shared/site-search.ts). So `/search?q=` answered without JavaScript
 * (server/search-page.ts) lists what the page lists once its script runs.
 *
 * pagefind.js is an ES module written for a browser. It is run as the body of a function whose parameters stand in
 * for the two browser globals it reads: `fetch`, which here reads the index's files from memory, and `document`,
 * whose `<html lang>` chooses the language's index, as in the browser. Without `window` Pagefind runs in the calling
 * thread, not a worker. `import.meta.url` (where the script was loaded from) is replaced by nothing, and the module's
 * `export { … }` by a `return` of its exports.
 */
import { runInThisContext } from "node:vm";
import type { Locale } from "../app/shared/locale";
import { PAGEFIND_OPTIONS, searchSite, type Pagefind, type SearchPage } from "../app/shared/site-search";

/** Where the browser loads the index from; the server reads the same files from the build. */
const BASE = "/pagefind/";

/** Reads a file of the build by its URL path ("/pagefind/pagefind.js"); undefined when the build has none. */
type ReadBuildFile = (url: string) => Buffer | undefined;

interface PagefindModule {
  createInstance(options: object): Pagefind;
}

/** pagefind.js as a function of `fetch` and `document`, returning its exports. */
function moduleBody(source: string): string {
  const exports = /export\s*\{([^}]*)\};?\s*$/.exec(source);
  if (!exports) throw new Error("pagefind.js does not end with its exports: a Pagefind this server does not know");
  const names = exports[1]!.split(",").map((name) => {
    const [local, exported] = name.trim().split(/\s+as\s+/);
    return `${JSON.stringify(exported ?? local)}: ${local}`;
  });
  const body = source.slice(0, exports.index).replaceAll("import.meta.url", "undefined");
  return `(function (fetch, document) {\n${body}\nreturn { ${names.join(", ")} };\n})`;
}

export class SiteSearch {
  private readonly instances = new Map<Locale, Promise<Pagefind>>();

  constructor(private readonly read: ReadBuildFile) {}

  /** Forgets the indexes read so far: the next search reads the site being served now (a new generation). */
  reset(): void {
    this.instances.clear();
  }

  /** Pagefind on `locale`'s index, made on the first search in that language; a failed start is tried again next time. */
  private pagefind(locale: Locale): Promise<Pagefind> {
    let instance = this.instances.get(locale);
    if (!instance) {
      instance = this.start(locale);
      this.instances.set(locale, instance);
      instance.catch(() => this.instances.delete(locale));
    }
    return instance;
  }

  private async start(locale: Locale): Promise<Pagefind> {
    const script = this.read(`${BASE}pagefind.js`);
    const entry = this.read(`${BASE}pagefind-entry.json`);
    if (!script || !entry) throw new Error("The build has no search index (/pagefind/)");
    // Pagefind starts loading in its constructor, where a failure would be a rejection nobody awaits (which ends
    // the process): what it loads first is checked here.
    const index = (JSON.parse(entry.toString("utf8")) as { languages: Record<string, { hash: string; wasm?: string }> })
      .languages[locale];
    if (
      !index?.wasm ||
      !this.read(`${BASE}pagefind.${index.hash}.pf_meta`) ||
      !this.read(`${BASE}wasm.${index.wasm}.pagefind`)
    )
      throw new Error(`The build's search index has no "${locale}" index`);
    const fetchFile = (input: string): Promise<Response> => {
      const url = input.split("?", 1)[0]!;
      const body = url.startsWith(BASE) ? this.read(url) : undefined;
      return Promise.resolve(body ? new Response(new Uint8Array(body)) : new Response(null, { status: 404 }));
    };
    const document = { currentScript: null, querySelector: () => ({ getAttribute: () => locale }) };
    const make = runInThisContext(moduleBody(script.toString("utf8")), { filename: `${BASE}pagefind.js` }) as (
      fetch: (input: string) => Promise<Response>,
      document: object,
    ) => PagefindModule;
    const pagefind = make(fetchFile, document).createInstance({ ...PAGEFIND_OPTIONS, basePath: BASE });
    await pagefind.init();
    return pagefind;
  }

  /** The results for `term` in `locale`'s index, with the data of the first `count`: what the search page shows. */
  async search(locale: Locale, term: string, count: number): Promise<SearchPage> {
    const page = await searchSite(await this.pagefind(locale), term, count);
    if (!page) throw new Error("Pagefind answered nothing");
    return page;
  }
}
