/**
 * The build served from memory (server/static-memory.ts, decision 017), over real connections so the
 * answers written before Fastify are the ones tested: encodings, HEAD, 304, which requests Fastify
 * still sees, memory as the source (a file changed on disk after start is not served), shutdown,
 * and the access log.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import type { ServerConfig } from "./config";
import { accessLogSampler } from "./static-memory";
import { listen, startAppWith } from "./testing/app";
import { testConfig, writeSiteManifest } from "./testing/support";

afterAll(() => agent.destroy());

const HOME = `<!doctype html><title>Home</title><h1>Home</h1>${"<p>Alphai builds software.</p>".repeat(40)}`;
const SCRIPT = `console.log(${JSON.stringify("y".repeat(500))});`;
const FEED = `<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom">${"<entry/>".repeat(80)}</feed>`;
const SITEMAP = `<?xml version="1.0" encoding="UTF-8"?><urlset>${"<url/>".repeat(80)}</urlset>`;

/** A server on a small build with precompressed siblings, listening on a free port; `fastifyRequests` counts what reached Fastify. */
async function start(overrides: Partial<ServerConfig> = {}, more: Record<string, string | Buffer> = {}) {
  const config = await testConfig("pglite", overrides);
  const files: Record<string, string | Buffer> = {
    "index.html": HOME,
    "index.html.br": brotliCompressSync(HOME),
    "index.html.gz": gzipSync(HOME),
    "assets/app-Xy12.js": SCRIPT,
    "assets/app-Xy12.js.gz": gzipSync(SCRIPT),
    "resource/feed.xml": FEED,
    "resource/feed.xml.br": brotliCompressSync(FEED),
    "resource/feed.xml.gz": gzipSync(FEED),
    "de/resource/feed.xml": FEED,
    "sitemap.xml": SITEMAP,
    ...more,
  };
  for (const [file, data] of Object.entries(files)) {
    const target = path.join(config.buildDir, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, data);
  }
  // The manifest the build would write, with this server's own ACCESS_LOG among the settings it states (decision 023).
  writeSiteManifest(config.buildDir, { "index.html": [], "404/index.html": [] }, [], config);
  const fastifyRequests: string[] = [];
  // The log lines the server writes.
  const written: string[] = [];
  const app = await startAppWith(config, {
    logStream: { write: (line) => written.push(line) },
    beforeReady: (built) =>
      built.addHook("onRequest", async (request) => {
        fastifyRequests.push(`${request.method} ${request.url}`);
      }),
  });
  const origin = `http://127.0.0.1:${await listen(app)}`;
  return { app, config, origin, fastifyRequests, written };
}

interface Answer {
  readonly status: number;
  readonly headers: http.IncomingHttpHeaders;
  readonly body: Buffer;
}

/**
 * One request with node:http, keep-alive: the bytes as sent (fetch() would decode them) and the
 * headers as written (fetch() adds `Cache-Control: no-cache` to conditional requests).
 */
function get(origin: string, url: string, headers: Record<string, string> = {}, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .request(`${origin}${url}`, { method, headers, agent }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on("error", reject)
      .end();
  });
}
const agent = new http.Agent({ keepAlive: true });
const raw = (origin: string, url: string, acceptEncoding: string) =>
  get(origin, url, { "accept-encoding": acceptEncoding });
const encodingOf = (answer: Answer) => answer.headers["content-encoding"];

describe("the build served from memory", () => {
  it("sends the variant the client accepts, byte for byte, and the plain file to one that accepts none", async () => {
    const { origin, fastifyRequests } = await start();
    const br = await raw(origin, "/", "gzip, deflate, br");
    expect(encodingOf(br)).toBe("br");
    expect(brotliDecompressSync(br.body).toString()).toBe(HOME);
    const gzip = await raw(origin, "/", "gzip");
    expect(encodingOf(gzip)).toBe("gzip");
    expect(gunzipSync(gzip.body).toString()).toBe(HOME);
    const preferred = await raw(origin, "/", "br;q=0.1, gzip;q=0.9");
    expect(encodingOf(preferred)).toBe("gzip");
    const plain = await raw(origin, "/", "identity");
    expect(encodingOf(plain)).toBeUndefined();
    expect(plain.body.toString()).toBe(HOME);
    // An asset with only a .gz: a brotli-only client gets the plain file.
    const asset = await raw(origin, "/assets/app-Xy12.js", "br");
    expect(encodingOf(asset)).toBeUndefined();
    expect(asset.body.toString()).toBe(SCRIPT);
    for (const answer of [br, gzip, preferred, plain, asset]) expect(answer.headers.vary).toBe("Accept-Encoding");
    // None of these went through Fastify: they were answered from memory before it.
    expect(fastifyRequests).toEqual([]);
  });

  it("caches the search index's hashed chunks for a year, revalidates its other files, and gives its worker its own CSP", async () => {
    const { origin } = await start(
      {},
      {
        "pagefind/pagefind.js": "export const search = 1;",
        "pagefind/pagefind-worker.js": "self.onmessage = () => {};",
        "pagefind/pagefind-entry.json": "{}",
        "pagefind/wasm.en.pagefind": "wasm",
        "pagefind/pagefind.en_7d48e1a44d.pf_meta": "meta",
        "pagefind/index/en_d65dadb.pf_index": "index",
        "pagefind/fragment/de_aefbe4c.pf_fragment": "fragment",
      },
    );
    const headersOf = async (url: string) => (await get(origin, url)).headers;
    for (const url of ["/pagefind/pagefind.js", "/pagefind/pagefind-worker.js", "/pagefind/pagefind-entry.json"])
      expect((await headersOf(url))["cache-control"], url).toBe("public, max-age=0, must-revalidate");
    expect((await headersOf("/pagefind/wasm.en.pagefind"))["cache-control"]).toBe("public, max-age=0, must-revalidate");
    for (const url of [
      "/pagefind/pagefind.en_7d48e1a44d.pf_meta",
      "/pagefind/index/en_d65dadb.pf_index",
      "/pagefind/fragment/de_aefbe4c.pf_fragment",
    ])
      expect((await headersOf(url))["cache-control"], url).toBe("public, max-age=31536000, immutable");
    const workerCsp = "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self'";
    expect((await headersOf("/pagefind/pagefind-worker.js"))["content-security-policy"]).toBe(workerCsp);
    // Through Fastify too (a precondition sends it there), and on a 304.
    const viaFastify = await get(origin, "/pagefind/pagefind-worker.js", { "if-match": "*" });
    expect(viaFastify.headers["content-security-policy"]).toBe(workerCsp);
    const etag = (await headersOf("/pagefind/pagefind-worker.js")).etag!;
    const notModified = await get(origin, "/pagefind/pagefind-worker.js", { "if-none-match": etag });
    expect(notModified.status).toBe(304);
    expect(notModified.headers["content-security-policy"]).toBe(workerCsp);
    // Every other file keeps the CSP every answer has, without WebAssembly.
    for (const url of ["/pagefind/pagefind.js", "/", "/assets/app-Xy12.js"])
      expect((await headersOf(url))["content-security-policy"], url).not.toContain("wasm");
  });

  it("sends the articles' Atom feeds as application/atom+xml in every encoding, other XML as application/xml", async () => {
    const { origin } = await start();
    for (const encoding of ["br", "gzip", "identity"]) {
      const feed = await raw(origin, "/resource/feed.xml", encoding);
      expect(feed.status).toBe(200);
      expect(feed.headers["content-type"]).toBe("application/atom+xml; charset=utf-8");
      expect(encodingOf(feed)).toBe(encoding === "identity" ? undefined : encoding);
    }
    expect((await raw(origin, "/de/resource/feed.xml", "br")).headers["content-type"]).toBe(
      "application/atom+xml; charset=utf-8",
    );
    expect((await raw(origin, "/sitemap.xml", "br")).headers["content-type"]).toBe("application/xml");
  });

  it("answers HEAD with the GET's headers and no body", async () => {
    const { origin } = await start();
    for (const encoding of ["br", "identity"]) {
      const getAnswer = await get(origin, "/", { "accept-encoding": encoding });
      const headAnswer = await get(origin, "/", { "accept-encoding": encoding }, "HEAD");
      expect(headAnswer.status).toBe(200);
      const withoutDate = (answer: Answer) => Object.entries(answer.headers).filter(([name]) => name !== "date");
      expect(withoutDate(headAnswer)).toEqual(withoutDate(getAnswer));
      expect(getAnswer.body.length).toBeGreaterThan(0);
      expect(headAnswer.body.length).toBe(0);
    }
  });

  it("answers 304 to a matching If-None-Match or If-Modified-Since, per variant, and 200 otherwise", async () => {
    const { origin, fastifyRequests } = await start();
    for (const [url, encoding] of [
      ["/", "br"],
      ["/", "identity"],
      ["/assets/app-Xy12.js", "gzip"],
    ] as const) {
      const first = await get(origin, url, { "accept-encoding": encoding });
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
      const byTag = await get(origin, url, { "accept-encoding": encoding, "if-none-match": etag });
      expect(byTag.status, `${url} ${encoding}`).toBe(304);
      expect(byTag.body.length).toBe(0);
      expect(byTag.headers.etag).toBe(etag);
      const byDate = await get(origin, url, {
        "accept-encoding": encoding,
        "if-modified-since": String(first.headers["last-modified"]),
      });
      expect(byDate.status).toBe(304);
      expect((await get(origin, url, { "accept-encoding": encoding, "if-none-match": '"stale"' })).status).toBe(200);
    }
    // Each variant has its own validator: the brotli page's ETag does not match the plain page.
    const brTag = String((await get(origin, "/", { "accept-encoding": "br" })).headers.etag);
    expect((await get(origin, "/", { "accept-encoding": "identity", "if-none-match": brTag })).status).toBe(200);
    expect(fastifyRequests).toEqual([]);
  });

  it("leaves ranges, preconditions, unknown paths, other methods and the API to Fastify", async () => {
    const { origin, fastifyRequests } = await start();
    expect((await get(origin, "/", { range: "bytes=0-3", "accept-encoding": "identity" })).status).toBe(206);
    expect((await get(origin, "/", { "if-match": '"nope"' })).status).toBe(412);
    expect((await get(origin, "/nothing-here")).status).toBe(404);
    expect((await get(origin, "/", {}, "POST")).status).toBe(405);
    expect((await get(origin, "/healthz")).status).toBe(200);
    expect((await get(origin, "/%ff")).status).toBe(400);
    // (The 405 is answered by an earlier onRequest hook than the one counting here.)
    expect(fastifyRequests).toEqual(["GET /", "GET /", "GET /nothing-here", "GET /healthz", "GET /__bad-url"]);
  });

  it("serves what it read at start: a file changed or added on disk afterwards is not sent", async () => {
    const { origin, config } = await start();
    writeFileSync(path.join(config.buildDir, "index.html"), "<!doctype html><title>Changed</title><h1>Changed</h1>");
    writeFileSync(path.join(config.buildDir, "index.html.br"), brotliCompressSync("changed"));
    writeFileSync(path.join(config.buildDir, "added.txt"), "added after start");
    expect(brotliDecompressSync((await raw(origin, "/", "br")).body).toString()).toBe(HOME);
    expect((await raw(origin, "/", "identity")).body.toString()).toBe(HOME);
    expect((await get(origin, "/added.txt")).status).toBe(404);
    // Deleting the build does not stop it either.
    rmSync(config.buildDir, { recursive: true, force: true });
    expect(gunzipSync((await raw(origin, "/assets/app-Xy12.js", "gzip")).body).toString()).toBe(SCRIPT);
  });

  it("holds a file with a .gz only compressed: its uncompressed answer is the .gz decompressed, whole or in a range", async () => {
    // notes.txt.gz is not notes.txt compressed (a stale sibling): its size tells, and the file's own bytes are kept.
    const { origin, config } = await start({}, { "notes.txt": "current notes", "notes.txt.gz": gzipSync("old") });
    rmSync(path.join(config.buildDir, "index.html"));
    const home = await raw(origin, "/", "identity");
    expect(home.body.toString()).toBe(HOME);
    expect(home.headers["content-length"]).toBe(String(Buffer.byteLength(HOME)));
    expect(home.headers["content-encoding"]).toBeUndefined();
    const range = await get(origin, "/", { range: "bytes=15-28", "accept-encoding": "identity" });
    expect(range.status).toBe(206);
    expect(range.body.toString()).toBe(HOME.slice(15, 29));
    expect((await raw(origin, "/notes.txt", "identity")).body.toString()).toBe("current notes");
  });

  it("closes the connection after each answer once shutdown has begun", async () => {
    const { app, origin } = await start();
    expect((await get(origin, "/")).headers.connection).toBe("keep-alive");
    app.beginShutdown();
    for (const url of ["/", "/assets/app-Xy12.js", "/nothing-here"]) {
      const answer = await get(origin, url);
      expect(answer.headers.connection, url).toBe("close");
    }
  });

  it("writes one access-log line per request answered from memory, as ACCESS_LOG says", async () => {
    for (const [setting, expected] of [
      [{ kind: "all" }, 4],
      [{ kind: "off" }, 0],
      [{ kind: "sample", every: 2 }, 2],
    ] as const) {
      const { origin, written } = await start({ accessLog: setting, logLevel: "info" });
      const before = written.length;
      for (let index = 0; index < 4; index += 1) await get(origin, "/");
      const lines = written
        .slice(before)
        .map((line) => JSON.parse(line) as { msg: string })
        .filter((line) => line.msg === "request completed");
      expect(lines, JSON.stringify(setting)).toHaveLength(expected);
      if (expected) expect(lines[0]).toMatchObject({ req: { method: "GET", url: "/" }, res: { statusCode: 200 } });
    }
  });
});

describe("accessLogSampler", () => {
  it("decides once per request, so Fastify's two lines of a request agree", () => {
    const sampled = accessLogSampler({ kind: "sample", every: 3 });
    const requests = Array.from({ length: 9 }, () => ({}));
    const first = requests.map((request) => sampled(request));
    expect(first.filter(Boolean)).toHaveLength(3);
    expect(requests.map((request) => sampled(request))).toEqual(first);
    expect(accessLogSampler({ kind: "off" })({})).toBe(false);
    expect(accessLogSampler({ kind: "all" })({})).toBe(true);
  });
});
