/**
 * The built site, served from memory (decision 017).
 *
 * At start every servable file of the build (the allowlist of server/site-files.ts) is read once, with
 * its precompressed `.br` and `.gz` siblings (a file that has a `.gz` is held only compressed: its uncompressed bytes,
 * which few clients ask for, are the `.gz` decompressed on request), and each variant gets its headers computed once: type,
 * caching, validators (the same weak ETag and Last-Modified as before, from the size and modification
 * time of the variant's file), the page's CSP, helmet's headers (server/security.ts). A request then
 * costs a map lookup, an Accept-Encoding negotiation and one write. Files changed on disk after start
 * are not seen: a new build needs a restart (as it always did, since the allowlist and the CSPs were
 * read at start).
 *
 * Two ways in, with the same answers (server/static-headers.db.test.ts compares them with what
 * @fastify/static sent):
 * - `handler(next)` wraps the HTTP server's request handler: the common requests (GET or HEAD of a
 *   page, a file or a redirect, with or without If-None-Match / If-Modified-Since) are answered there,
 *   before Fastify, with no per-request objects, hooks or log lines. Everything else goes to Fastify.
 * - `register(app)` adds the Fastify route for the rest (ranges, If-Match and If-Unmodified-Since,
 *   unknown paths) and `sendErrorPage()` for the 404 and 400 pages.
 */
import { readFileSync, statSync } from "node:fs";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import path from "node:path";
import { promisify } from "node:util";
import { gzip as gzipCallback, gunzipSync } from "node:zlib";
import negotiate from "@fastify/accept-negotiator";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fresh from "fresh";
import mime from "mime";
import rangeParser from "range-parser";
import { ATOM_TYPE, isFeedFile } from "../app/shared/feed";
import { parsePhotoFileName, PHOTO_URL_BASE } from "../app/shared/photo-data";
import { accessLineWriter, type AccessLine } from "./access-line";
import { clientAddress, type ProxyTrust } from "./client-address";
import type { AccessLog } from "../app/shared/policy-settings";
import type { Handler } from "./http-server";
import { resolvePath } from "./resolve-path";
import { inSlices } from "./slices";
import {
  plainHeaders,
  prepareHeaders,
  writePrepared,
  type HeaderPairs,
  type PreparedHeaders,
} from "./prepared-headers";
import { fileCsp, HSTS, SECURITY_HEADERS } from "./security";
import { localeOfPath } from "../app/shared/locale";
import { GERMAN_NOT_FOUND_FILE, NOT_FOUND_FILE, type SiteFiles } from "./site-files";

/** Hashed build assets never change: cache them for a year. */
const IMMUTABLE = "public, max-age=31536000, immutable";
/** Everything else (HTML, .data, icons) is revalidated with its ETag / Last-Modified. */
const REVALIDATE = "public, max-age=0, must-revalidate";
/**
 * The search index's files named by a hash of their content (scripts/build/search-index.ts, decision 030): its
 * metadata, word index, fragment and filter chunks. Its script, worker, entry file and WebAssembly keep their names.
 */
const HASHED_SEARCH_FILE =
  /^pagefind\/(?:pagefind\.[a-z-]+_[0-9a-f]+\.pf_meta|(?:index|fragment|filter)\/[a-z-]+_[0-9a-f]+\.pf_(?:index|fragment|filter))$/;
/**
 * Content-hashed files: Vite's assets, the photo variants the build names `<id>-<width>.<hash>.<ext>` (decision 009)
 * and the search index's chunks.
 */
const isHashed = (relative: string) =>
  relative.startsWith("assets/") ||
  HASHED_SEARCH_FILE.test(relative) ||
  (relative.startsWith(PHOTO_URL_BASE.slice(1)) &&
    parsePhotoFileName(relative.slice(PHOTO_URL_BASE.length - 1)) !== undefined);

/** The order of preference when a client accepts several equally (as @fastify/static had it). */
const ENCODINGS = ["br", "gzip"] as const;
type Encoding = (typeof ENCODINGS)[number];
const EXTENSION: Record<Encoding, string> = { br: ".br", gzip: ".gz" };

/**
 * `text/…`, JavaScript and JSON are sent with `; charset=utf-8` (the rule of @fastify/send). The articles' feeds are
 * Atom documents, which `mime` would call `application/xml` by their extension (app/shared/feed.ts).
 */
function contentType(file: string): string {
  if (isFeedFile(file)) return `${ATOM_TYPE}; charset=utf-8`;
  const type = mime.getType(file) ?? "application/octet-stream";
  return /^(text\/|application\/javascript|application\/json)/.test(type) ? `${type}; charset=utf-8` : type;
}

interface Variant {
  /** The bytes sent (for an uncompressed variant that is not held, decompressed from the gzip variant's each time). */
  readonly body: Buffer;
  /** Whether `body` is held in memory. */
  readonly held: boolean;
  readonly etag: string;
  readonly lastModified: string;
  /** The 200 answer's headers, security headers included (HSTS when the server sends it), checked once. */
  readonly ok: PreparedHeaders;
  /** The 304 answer's. */
  readonly notModified: PreparedHeaders;
  /** The file's own headers only (the Fastify route adds them to the security headers its hook set). */
  readonly own: OutgoingHttpHeaders;
}

interface Entry {
  readonly identity: Variant;
  readonly encoded: Partial<Record<Encoding, Variant>>;
  /** The encodings this file has, in ENCODINGS order, for the negotiation. */
  readonly encodings: readonly Encoding[];
  /** An HTML page: its own CSP, set before any precondition is checked. */
  readonly page: boolean;
  /** A page's CSP, or a file's own (the search's worker); other files have the one every answer has. */
  readonly csp?: string;
}

const withHsts = (headers: OutgoingHttpHeaders): OutgoingHttpHeaders => ({ ...headers, [HSTS[0]]: HSTS[1] });

/**
 * The length a gzip member says its uncompressed data has (its last four bytes, RFC 1952: the size modulo 2^32), to
 * check that a `.gz` holds its file before the file's own bytes are left on disk.
 */
const gzipSize = (gzip: Buffer) => (gzip.length >= 18 ? gzip.readUInt32LE(gzip.length - 4) : -1);

/**
 * A variant of a file: `gzip`, when given, is the file's gzip variant, whose decompressed bytes are this variant's
 * body whenever it is asked for, instead of the file's bytes held in memory.
 */
function loadVariant(
  file: string,
  relative: string,
  encoding: Encoding | undefined,
  entry: { page: boolean; csp?: string; hsts: boolean; pairs: HeaderPairs },
  gzip?: Buffer,
): Variant | undefined {
  // A precompressed variant may be missing; the file itself may not.
  const stats = statSync(file, { throwIfNoEntry: !encoding });
  if (!stats) return undefined;
  const content = gzip ? undefined : readFileSync(file);
  const etag = `W/"${stats.size.toString(16)}-${stats.mtime.getTime().toString(16)}"`;
  const lastModified = stats.mtime.toUTCString();
  const cacheControl = entry.page || !isHashed(relative) ? REVALIDATE : IMMUTABLE;
  // What send() wrote, then what @fastify/static added: the type again and the coding of a precompressed file.
  const validators = {
    "Accept-Ranges": "bytes",
    "Cache-Control": cacheControl,
    "Last-Modified": lastModified,
    ETag: etag,
    Vary: "Accept-Encoding",
  };
  const typeAndCoding: OutgoingHttpHeaders = {
    "Content-Type": contentType(relative),
    ...(encoding ? { "Content-Encoding": encoding } : {}),
  };
  const own = { ...validators, ...typeAndCoding, "Content-Length": content?.length ?? stats.size };
  const security = entry.csp ? { ...SECURITY_HEADERS, "Content-Security-Policy": entry.csp } : SECURITY_HEADERS;
  // Only the server's own kind of answer, with HSTS or without (it is the configuration's, decision 035): a copy of
  // each for the other held about 3 MB (decision 060).
  const finished = (headers: OutgoingHttpHeaders) =>
    prepareHeaders(entry.hsts ? withHsts(headers) : headers, entry.pairs);
  const headers = {
    etag,
    lastModified,
    own,
    ok: finished({ ...security, ...own }),
    // A 304 has no length; the type and coding stay only for a precompressed file (as before).
    notModified: finished({ ...security, ...validators, ...(encoding ? typeAndCoding : {}) }),
  };
  if (content) return { ...headers, body: content, held: true };
  return {
    ...headers,
    held: false,
    get body() {
      return gunzipSync(gzip!);
    },
  };
}

/** `csp`: a page's own policy; for another file, its own when it has one (server/security.ts `fileCsp`). */
function loadEntry(
  buildDir: string,
  relative: string,
  page: boolean,
  csp: string | undefined,
  hsts: boolean,
  pairs: HeaderPairs,
): Entry {
  const file = path.join(buildDir, relative);
  const kind = { page, csp, hsts, pairs };
  const encoded: Partial<Record<Encoding, Variant>> = {};
  for (const encoding of ENCODINGS) {
    const variant = loadVariant(file + EXTENSION[encoding], relative, encoding, kind);
    if (variant) encoded[encoding] = variant;
  }
  // Browsers, crawlers and proxies accept brotli or gzip: the uncompressed bytes are for the few clients that accept
  // neither, and for Range requests. Where the file has a gzip variant that holds it, they are that variant
  // decompressed when asked for, rather than a third copy held (39 MB of the build's pages and .data files; decision
  // 042).
  const gzip = encoded.gzip?.body;
  const size = gzip && statSync(file, { throwIfNoEntry: false })?.size;
  const identity = loadVariant(file, relative, undefined, kind, gzip && gzipSize(gzip) === size ? gzip : undefined);
  if (!identity) throw new Error(`${relative} is missing from the build`);
  return {
    identity,
    encoded,
    encodings: encodingSet(ENCODINGS.filter((encoding) => encoded[encoding])),
    page: kind.page,
    csp,
  };
}

/**
 * The few sets of encodings a file has, one array each, so that `choose` keeps what it negotiated per set: browsers
 * send a handful of `Accept-Encoding` values, the same on every request.
 */
const ENCODING_SETS = new Map<string, readonly Encoding[]>();
const encodingSet = (encodings: readonly Encoding[]): readonly Encoding[] => {
  const key = encodings.join();
  let set = ENCODING_SETS.get(key);
  if (!set) ENCODING_SETS.set(key, (set = Object.freeze([...encodings])));
  return set;
};
/** What `Accept-Encoding` values chose, per set of encodings; at most NEGOTIATED_KEPT values each (then forgotten). */
const negotiated = new WeakMap<readonly Encoding[], Map<string, Encoding | null>>();
const NEGOTIATED_KEPT = 64;

/** Picks the variant the client accepts, as @fastify/static did (`*` counts as gzip; q-values respected). */
function choose(entry: Entry, acceptEncoding: string | undefined): Variant {
  if (acceptEncoding === undefined || entry.encodings.length === 0) return entry.identity;
  let known = negotiated.get(entry.encodings);
  if (!known) negotiated.set(entry.encodings, (known = new Map()));
  let encoding = known.get(acceptEncoding);
  if (encoding === undefined) {
    encoding =
      (negotiate(acceptEncoding.toLowerCase().replaceAll("*", "gzip"), [...entry.encodings]) as Encoding | null) ??
      null;
    if (known.size >= NEGOTIATED_KEPT) known.clear();
    known.set(acceptEncoding, encoding);
  }
  return (encoding && entry.encoded[encoding]) || entry.identity;
}

const gzip = promisify(gzipCallback);

/** A URL's path without its query string, for the log: links carry their tokens in the query (decision 022). */
const pathOnly = (url: string) => {
  const at = url.indexOf("?");
  return at === -1 ? url : url.slice(0, at);
};

/** A path as a log line says it: without its query, and without a preview link's token (decision 054). */
export const loggedPath = (url: string) => {
  const path = pathOnly(url);
  return path.startsWith("/preview/") ? path.replace(/^\/preview\/[^/]+/, "/preview/[token]") : path;
};

/**
 * What an access-log line says of a request (`req`): the same fields whichever way the request was answered.
 * A type, not an interface: the logger's serializer type wants one with an index signature.
 */
export type RequestLogFields = {
  readonly method?: string;
  /** The path only (pathOnly). */
  readonly url: string;
  readonly host?: string;
  /** The client, as the trusted proxies reported it (server/client-address.ts). */
  readonly remoteAddress?: string;
};

export interface StaticSiteOptions {
  /** Which X-Forwarded-* entries count (TRUST_PROXY, server/client-address.ts); undefined: none. */
  readonly trust: ProxyTrust | undefined;
  /** Whether every answer carries HSTS: SITE_URL is https (decision 035), whatever the request's protocol. */
  readonly hsts: boolean;
  /** Whether a request gets an access-log line (accessLogSampler). */
  readonly logged: (request: object) => boolean;
  /**
   * Pages the server answers differently when their URL has a query (a filtered /work without JavaScript,
   * server/work-page.ts; search results, server/search-page.ts), by path: the page as built and the query in, the
   * answer out (undefined: the page as built).
   */
  readonly queryPages?: ReadonlyMap<string, QueryPage>;
  /**
   * Pages made for every request, with a query or not, by path (the privacy policy, which lists the lead retention
   * periods the owners set: server/retention-page.ts).
   */
  readonly livePages?: ReadonlyMap<string, QueryPage>;
}

/** How a page with a query is answered: its HTML, or undefined for the page as built. */
export interface QueryPage {
  (html: string, query: URLSearchParams): string | undefined | Promise<string | undefined>;
  /** Headers of the answer besides the page's own (a search result page's `X-Robots-Tag: noindex`). */
  readonly headers?: Readonly<Record<string, string>>;
}

/** An answer Fastify's error handler turns into the site's `{error}` (412 and 416, as @fastify/send's errors were). */
class StatusError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/** `If-Match` / `If-Unmodified-Since` that the file does not meet (RFC 9110, 13.1.1 and 13.1.4). */
function preconditionFails(request: IncomingMessage, variant: Variant): boolean {
  const ifMatch = [request.headers["if-match"] ?? []].flat().join(",");
  if (ifMatch && ifMatch !== "*") {
    const tokens = ifMatch.split(",").map((token) => token.trim());
    if (!tokens.some((token) => token === variant.etag || `W/${token}` === variant.etag)) return true;
  }
  const ifUnmodifiedSince = Date.parse(request.headers["if-unmodified-since"] ?? "");
  return !Number.isNaN(ifUnmodifiedSince) && Date.parse(variant.lastModified) > ifUnmodifiedSince;
}

/** A Range is honoured unless If-Range names another version. */
function rangeIsFresh(request: IncomingMessage, variant: Variant): boolean {
  const header = request.headers["if-range"];
  if (header === undefined) return true;
  const ifRange = String(header);
  if (ifRange.includes('"')) return ifRange.includes(variant.etag);
  const date = Date.parse(ifRange);
  return !Number.isNaN(date) && Date.parse(variant.lastModified) <= date;
}

const isConditional = (request: IncomingMessage) =>
  request.headers["if-none-match"] !== undefined || request.headers["if-modified-since"] !== undefined;
const notModified = (request: IncomingMessage, variant: Variant) =>
  isConditional(request) && fresh(request.headers, { etag: variant.etag, "last-modified": variant.lastModified });

/** Decides which requests are written to the log (ACCESS_LOG): one decision per request, for both of Fastify's lines. */
export function accessLogSampler(setting: AccessLog): (request: object) => boolean {
  if (setting.kind !== "sample") return () => setting.kind === "all";
  let count = 0;
  const decided = new WeakMap<object, boolean>();
  return (request) => {
    let logged = decided.get(request);
    if (logged === undefined) {
      logged = count++ % setting.every === 0;
      decided.set(request, logged);
    }
    return logged;
  };
}

export class StaticSite {
  private app?: FastifyInstance;
  /** The access-log line of an answer given from memory (server/access-line.ts), once `register()` has the logger. */
  private accessLine?: AccessLine;
  /** The last page made for a request from each page as built, gzipped (sendVariantPage). */
  private readonly zippedPages = new WeakMap<Entry, { html: string; body: Buffer }>();
  /** `livePages` by the file they resolve to, so an address spelt otherwise (`/privacy%2Dpolicy`) is one of them too. */
  private readonly liveFiles = new Map<string, QueryPage>();
  /** The text of the pages made for every request, decoded once (a page held only gzipped is unzipped for it). */
  private readonly texts = new WeakMap<Entry, string>();

  private constructor(
    private site: SiteFiles,
    private entries: ReadonlyMap<string, Entry>,
    private readonly options: StaticSiteOptions,
  ) {
    this.findLivePages();
  }

  private findLivePages(): void {
    this.liveFiles.clear();
    for (const [pathname, page] of this.options.livePages ?? []) {
      const resolved = resolvePath(pathname, this.site);
      if (resolved.kind === "page") this.liveFiles.set(resolved.file, page);
    }
  }

  /**
   * Serves `next`'s files from the next request on (a new generation of the site, decision 052): swapped between two
   * requests, on the one thread, so a request is answered wholly from one generation or the other.
   */
  replaceWith(next: StaticSite): void {
    this.site = next.site;
    this.entries = next.entries;
    this.findLivePages();
  }

  /** The files being served (their index: pages, CSP, gone pages, settings). */
  get files(): SiteFiles {
    return this.site;
  }

  /** The text of a page answered for its query or every request, as built. */
  private textOf(entry: Entry): string {
    let text = this.texts.get(entry);
    if (text === undefined) {
      text = entry.identity.body.toString("utf8");
      this.texts.set(entry, text);
    }
    return text;
  }

  /**
   * Reads the build into memory: every page (with its CSP from `site.csp`), the 404 page and every file, with their
   * .br and .gz (a file with a .gz is held only compressed: loadEntry).
   */
  static async load(buildDir: string, site: SiteFiles, options: StaticSiteOptions): Promise<StaticSite> {
    const pages = new Set([
      ...site.pages.values(),
      NOT_FOUND_FILE,
      ...(site.csp.has(GERMAN_NOT_FOUND_FILE) ? [GERMAN_NOT_FOUND_FILE] : []),
    ]);
    const relatives = [...pages, ...[...site.files].map((url) => url.slice(1))];
    const entries = new Map<string, Entry>();
    const pairs: HeaderPairs = new Map();
    await inSlices(relatives, (relative) =>
      entries.set(
        relative,
        pages.has(relative)
          ? loadEntry(buildDir, relative, true, site.csp.get(relative) ?? "", options.hsts, pairs)
          : loadEntry(buildDir, relative, false, fileCsp(`/${relative}`), options.hsts, pairs),
      ),
    );
    return new StaticSite(site, entries, options);
  }

  /** Bytes held, all variants together (logged at start). */
  private get bytes(): number {
    let bytes = 0;
    for (const entry of this.entries.values()) {
      bytes +=
        (entry.identity.held ? entry.identity.body.length : 0) +
        (entry.encoded.br?.body.length ?? 0) +
        (entry.encoded.gzip?.body.length ?? 0);
    }
    return bytes;
  }

  /**
   * The HTTP server's handler: answers a GET or HEAD of a page, file or redirect itself when it needs
   * nothing but the memory (no Range, If-Match, If-Unmodified-Since), and passes the rest to `next`
   * (Fastify). Inactive until `register()`.
   */
  handler(next: Handler): Handler {
    return (request, response) => {
      if (!this.app || !this.answer(this.app, request, response)) next(request, response);
    };
  }

  private answer(app: FastifyInstance, request: IncomingMessage, response: ServerResponse): boolean {
    const { method, headers } = request;
    if (method !== "GET" && method !== "HEAD") return false;
    if (
      headers.range !== undefined ||
      headers["if-match"] !== undefined ||
      headers["if-unmodified-since"] !== undefined
    )
      return false;
    const resolved = resolvePath(request.url ?? "/", this.site);
    // Unknown paths, pages that are gone (410) and pages answered by their query are answered by the Fastify route.
    if (resolved.kind === "not-found" || (resolved.kind === "page" && this.site.gone.has(resolved.file))) return false;
    if (resolved.kind === "page" && this.byQuery(request.url ?? "/", resolved.file)) return false;
    const shuttingDown = app.isShuttingDown();
    if (resolved.kind === "redirect") {
      const head = {
        ...(this.options.hsts ? withHsts(SECURITY_HEADERS) : SECURITY_HEADERS),
        Location: resolved.location,
        "Content-Length": 0,
        // During shutdown every answer closes its connection (server/health.ts).
        ...(shuttingDown ? { Connection: "close" } : {}),
      };
      response.writeHead(301, head);
      response.end();
      this.logAnswer(request, 301);
      return true;
    }
    const variant = choose(this.entries.get(resolved.file)!, headers["accept-encoding"]);
    const unchanged = notModified(request, variant);
    const status = unchanged ? 304 : 200;
    const head = unchanged ? variant.notModified : variant.ok;
    if (shuttingDown) response.writeHead(status, { ...plainHeaders(head), Connection: "close" });
    else writePrepared(response, status, head);
    response.end(unchanged || method === "HEAD" ? undefined : variant.body);
    this.logAnswer(request, status);
    return true;
  }

  /** The access-log line of an answer given here: the fields of Fastify's lines (server/app.ts), written as it writes them. */
  private logAnswer(request: IncomingMessage, status: number): void {
    if (!this.accessLine || !this.options.logged(request)) return;
    // The path without its query or a preview's token, the client as the trusted proxies reported it.
    this.accessLine(
      {
        method: request.method!,
        url: loggedPath(request.url ?? "/"),
        host: request.headers.host,
        remoteAddress: clientAddress(request, this.options.trust),
      },
      status,
    );
  }

  /** The Fastify route for what `handler()` passes on: ranges, preconditions, unknown paths. Turns `handler()` on. */
  register(app: FastifyInstance): void {
    this.app = app;
    this.accessLine = accessLineWriter(app.log);
    app.log.info(
      `static build in memory: ${this.entries.size} files, ${(this.bytes / 1024 / 1024).toFixed(1)} MiB held (.br and .gz, and the files without a .gz)`,
    );
    app.get("/*", (request, reply) => {
      const resolved = resolvePath(request.url, this.site);
      switch (resolved.kind) {
        case "redirect":
          return reply.redirect(resolved.location, 301);
        case "not-found":
          return this.sendErrorPage(request, reply, 404);
        case "page":
          return this.sendPage(request, reply, resolved.file);
        default:
          return this.send(request, reply, this.entries.get(resolved.file)!);
      }
    });
  }

  /** A page: gone (410), made for its query (`queryPages`), or as built. */
  private async sendPage(request: FastifyRequest, reply: FastifyReply, file: string): Promise<FastifyReply> {
    const entry = this.entries.get(file)!;
    if (this.site.gone.has(file)) return this.sendGone(request, reply, entry);
    const answer = this.byQuery(request.url, file);
    if (answer) {
      try {
        const html = await answer.page(this.textOf(entry));
        if (html !== undefined) return await this.sendVariantPage(request, reply, entry, html, answer.headers);
      } catch (error) {
        // The page as built is still an answer: the search page lists every page without its results.
        request.log.error({ err: error }, "a page's answer to its query failed: sent as built");
      }
    }
    return this.send(request, reply, entry);
  }

  /**
   * How a URL is answered when its page is one of `livePages`, or has a query and is one of `queryPages`; undefined
   * for every other URL.
   */
  private byQuery(
    url: string,
    file: string,
  ): { page: (html: string) => ReturnType<QueryPage>; headers?: QueryPage["headers"] } | undefined {
    const at = url.indexOf("?");
    const answer = this.liveFiles.get(file) ?? (at === -1 ? undefined : this.options.queryPages?.get(url.slice(0, at)));
    if (!answer) return undefined;
    const query = new URLSearchParams(at === -1 ? "" : url.slice(at + 1));
    return { page: (html) => answer(html, query), headers: answer.headers };
  }

  /**
   * A page made for this request from one of the build (`queryPages`): its CSP and headers (and the answer's own), no
   * validators, revalidated.
   */
  private async sendVariantPage(
    request: FastifyRequest,
    reply: FastifyReply,
    entry: Entry,
    html: string,
    headers: QueryPage["headers"] = {},
  ): Promise<FastifyReply> {
    const own = { ...entry.identity.own };
    for (const name of ["ETag", "Last-Modified", "Content-Length", "Accept-Ranges", "Content-Encoding"])
      delete own[name];
    void reply
      .code(200)
      .header("Content-Security-Policy", entry.csp)
      .headers(own)
      .headers(headers)
      .header("Cache-Control", REVALIDATE)
      .type("text/html; charset=utf-8");
    const accepted = request.headers["accept-encoding"];
    if (!accepted || negotiate(accepted.toLowerCase().replaceAll("*", "gzip"), ["gzip"]) !== "gzip")
      return reply.send(html);
    // Gzipped as the built pages are; a live page is the same until its setting changes: the last one is kept.
    let zipped = this.zippedPages.get(entry);
    if (zipped?.html !== html) {
      zipped = { html, body: await gzip(html, { level: 6 }) };
      this.zippedPages.set(entry, zipped);
    }
    return reply.header("Content-Encoding", "gzip").send(zipped.body);
  }

  /** A file of the build (not a page) by its URL path ("/pagefind/pagefind.js"), as built; undefined if there is none. */
  file(url: string): Buffer | undefined {
    const entry = url.startsWith("/") ? this.entries.get(url.slice(1)) : undefined;
    return entry && !entry.page ? entry.identity.body : undefined;
  }

  /** A page of the build by its path (`/contactus`), as built, with its CSP; undefined for another path or a page that is gone. */
  page(pathname: string): { readonly html: string; readonly csp: string } | undefined {
    const file = this.site.pages.get(pathname);
    const entry = file && !this.site.gone.has(file) ? this.entries.get(file) : undefined;
    return entry ? { html: entry.identity.body.toString("utf8"), csp: entry.csp ?? "" } : undefined;
  }

  /** The prerendered 404 page with status 404 (unknown path) or 400 (undecodable URL): whatever the request's conditions or range. */
  sendErrorPage(request: FastifyRequest, reply: FastifyReply, status: 400 | 404): FastifyReply {
    // Under /de/ the German page; a build without one (tests' small builds) answers with the English page.
    const german = localeOfPath(pathOnly(request.url)) === "de" ? this.entries.get(GERMAN_NOT_FOUND_FILE) : undefined;
    const entry = german ?? this.entries.get(NOT_FOUND_FILE)!;
    const variant = choose(entry, request.headers["accept-encoding"]);
    return reply.code(status).header("Content-Security-Policy", entry.csp).headers(variant.own).send(variant.body);
  }

  /** A page that is gone for good (a closed role): its own prerendered page with status 410, whatever the request's conditions or range. */
  private sendGone(request: FastifyRequest, reply: FastifyReply, entry: Entry): FastifyReply {
    const variant = choose(entry, request.headers["accept-encoding"]);
    // No validators or ranges: a 410 is not revalidated into a 304 or cut into a 206.
    const own = { ...variant.own };
    delete own.ETag;
    delete own["Last-Modified"];
    delete own["Accept-Ranges"];
    return reply
      .code(410)
      .header("Content-Security-Policy", entry.csp)
      .headers(own)
      .header("Cache-Control", REVALIDATE)
      .send(variant.body);
  }

  private send(request: FastifyRequest, reply: FastifyReply, entry: Entry): FastifyReply {
    const variant = choose(entry, request.headers["accept-encoding"]);
    // A page's CSP and caching were set before the file was looked at, so a 412 carries them too (as before); a file
    // with a policy of its own (the search's worker) carries it on every answer.
    if (entry.page) reply.header("Content-Security-Policy", entry.csp).header("Cache-Control", REVALIDATE);
    else if (entry.csp) reply.header("Content-Security-Policy", entry.csp);
    if (preconditionFails(request.raw, variant)) throw new StatusError(412, "Precondition Failed");
    if (notModified(request.raw, variant)) {
      const headers = { ...variant.own };
      delete headers["Content-Length"];
      if (!variant.own["Content-Encoding"]) delete headers["Content-Type"];
      return reply.code(304).headers(headers).send();
    }
    const range = request.headers.range;
    if (range !== undefined && /^ *bytes=/.test(range) && rangeIsFresh(request.raw, variant)) {
      const ranges = rangeParser(variant.body.length, range, { combine: true });
      if (ranges === -1) throw new StatusError(416, "Range Not Satisfiable");
      if (ranges !== -2 && ranges.length === 1) {
        const { start, end } = ranges[0]!;
        return reply
          .code(206)
          .headers({
            ...variant.own,
            "Content-Range": `bytes ${start}-${end}/${variant.body.length}`,
            "Content-Length": end - start + 1,
          })
          .send(variant.body.subarray(start, end + 1));
      }
    }
    return reply.headers(variant.own).send(variant.body);
  }
}
