/**
 * What a client receives for the static build, header by header, compared with a recording.
 *
 * `static-headers.snapshot.json` was recorded over HTTP from the server as it was when it still served
 * files with @fastify/static (reading the disk per request) and ran helmet per request (commit
 * "Record the static answers of @fastify/static"). The in-memory server (server/static-memory.ts,
 * decision 017) must send the same status, the same headers (all of them, except `Date`) and the same
 * bytes for every request below: pages, assets, redirects, the 404 and 400 pages, 405, every
 * Accept-Encoding, HEAD, conditional requests (304, 412), ranges (206, 416), HTTPS behind a proxy.
 * Do not update the recording to make this test pass: a difference is a change of behaviour, to be
 * made on purpose and described in the commit. One was: `GET /nothing-here` with `If-None-Match: *`
 * got a 404 without a body (send() answered "not modified" inside a 404); the 404 and 400 pages are now
 * always sent whole, whatever the request's conditions or range.
 */
import { createHash } from "node:crypto";
import { mkdirSync, utimesSync, writeFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listen, startAppWith, startSharedApp } from "./testing/app";
import { testConfig, writeSiteManifest } from "./testing/support";

/** Every file gets this modification time, so ETag and Last-Modified are the same in every run. */
const MTIME = new Date("2026-11-20T10:00:00Z");

const PAGE = (title: string, script = "") =>
  `<!doctype html><html lang="en"><head><title>${title}</title>${script}</head><body><h1>${title}</h1>${"<p>text</p>".repeat(50)}</body></html>`;

/** A small build: precompressed siblings where scripts/build/compress.ts would write them, every kind of file the real build has. */
const FILES: Record<string, string | Buffer> = {
  "index.html": PAGE("Home", "<script>window.boot=1</script>"),
  "work/index.html": PAGE("Work"),
  "services/devops/index.html": PAGE("DevOps", "<script>a()</script>"),
  "404/index.html": PAGE("Oops! Page not found", "<script>history.back</script>"),
  "work.data": JSON.stringify({ work: true, items: Array.from({ length: 40 }, (_, index) => index) }),
  "assets/root-AbC123.js": `console.log(${JSON.stringify("x".repeat(600))});`,
  "assets/root-AbC123.css": `body{color:red}${".a{margin:0}".repeat(60)}`,
  "assets/inter-latin-wght-normal-Dx4kXJAl.woff2": Buffer.alloc(300, 7),
  "images/photos/lahore-office-480.0123456789ab.avif": Buffer.alloc(200, 1),
  "images/photos/lahore-office-480.0123456789ab.webp": Buffer.alloc(200, 2),
  "images/team.webp": Buffer.alloc(100, 3),
  "og/home.png": Buffer.alloc(120, 4),
  "favicon.svg": `<svg xmlns="http://www.w3.org/2000/svg">${"<g/>".repeat(100)}</svg>`,
  "icons.svg": `<svg xmlns="http://www.w3.org/2000/svg">${"<symbol/>".repeat(100)}</svg>`,
  "sw.js": `self.addEventListener("fetch",()=>{});${"//".repeat(400)}`,
  "robots.txt": "User-agent: *\nAllow: /\n",
  "sitemap.xml": `<?xml version="1.0"?><urlset>${"<url/>".repeat(100)}</urlset>`,
  "site.webmanifest": JSON.stringify({ name: "Alphai" }),
  ".hidden": "secret",
};
/** Files that get .br and .gz siblings (as scripts/build/compress.ts does for text over 1 KB or so). */
const PRECOMPRESSED = [
  "index.html",
  "services/devops/index.html",
  "404/index.html",
  "work.data",
  "assets/root-AbC123.js",
  "assets/root-AbC123.css",
  "icons.svg",
  "sw.js",
  "sitemap.xml",
];

function writeBuild(dir: string) {
  const all: Record<string, string | Buffer> = { ...FILES };
  for (const file of PRECOMPRESSED) {
    const data = Buffer.from(FILES[file]!);
    all[`${file}.br`] = brotliCompressSync(data);
    all[`${file}.gz`] = gzipSync(data);
  }
  for (const [file, data] of Object.entries(all)) {
    const target = path.join(dir, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, data);
    utimesSync(target, MTIME, MTIME);
  }
  // The CSP hashes the build would list for these pages' inline scripts.
  writeSiteManifest(dir, {
    "index.html": ["window.boot=1"],
    "work/index.html": [],
    "services/devops/index.html": ["a()"],
    "404/index.html": ["history.back"],
  });
}

interface Answer {
  status: number;
  headers: Record<string, string | string[]>;
  bytes: number;
  sha256?: string;
}

/** One request over a real connection (so the raw HTTP server's own answer is what is compared), keep-alive as browsers do. */
function request(
  port: number,
  method: string,
  url: string,
  headers: Record<string, string>,
  agent: http.Agent,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request({ host: "127.0.0.1", port, method, path: url, headers, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const body = Buffer.concat(chunks);
        const received: Record<string, string | string[]> = {};
        for (const [name, value] of Object.entries(response.headers))
          if (name !== "date" && value !== undefined) received[name] = value;
        resolve({
          status: response.statusCode ?? 0,
          headers: Object.fromEntries(Object.entries(received).sort(([a], [b]) => a.localeCompare(b))),
          bytes: body.length,
          ...(url.startsWith("/api/") ? {} : { sha256: createHash("sha256").update(body).digest("base64") }),
        });
      });
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}

type Case = readonly [method: string, url: string, headers?: Record<string, string>];

/** Conditional requests need the validators of an earlier answer: `ETAG` and `MODIFIED` are replaced by those of `GET url` with the same Accept-Encoding. */
const CASES: readonly Case[] = [
  // Pages and their encodings.
  ["GET", "/", { "accept-encoding": "br, gzip" }],
  ["GET", "/", { "accept-encoding": "gzip, deflate, br, zstd" }],
  ["GET", "/", { "accept-encoding": "gzip" }],
  ["GET", "/", { "accept-encoding": "identity" }],
  ["GET", "/", {}],
  ["GET", "/", { "accept-encoding": "gzip;q=1, br;q=0.5" }],
  ["GET", "/", { "accept-encoding": "br;q=0, gzip" }],
  ["GET", "/", { "accept-encoding": "*" }],
  ["GET", "/", { "accept-encoding": "deflate" }],
  ["GET", "/", { "accept-encoding": "BR" }],
  ["GET", "/?utm_source=x", { "accept-encoding": "br" }],
  ["HEAD", "/", { "accept-encoding": "br" }],
  ["HEAD", "/", {}],
  ["GET", "/work", { "accept-encoding": "br, gzip" }],
  ["GET", "/services/devops", { "accept-encoding": "gzip" }],
  ["GET", "/services/devops", {}],
  // Redirects to the canonical path.
  ["GET", "/work/", {}],
  ["GET", "/work/?a=1&b=2", {}],
  ["GET", "/Work", {}],
  ["GET", "/SERVICES/DevOps/", {}],
  ["HEAD", "/work/", {}],
  // Files: types, caching, encodings.
  ["GET", "/assets/root-AbC123.js", { "accept-encoding": "br, gzip" }],
  ["GET", "/assets/root-AbC123.js", { "accept-encoding": "gzip" }],
  ["GET", "/assets/root-AbC123.js", {}],
  ["HEAD", "/assets/root-AbC123.js", { "accept-encoding": "br" }],
  ["GET", "/assets/root-AbC123.css", { "accept-encoding": "br" }],
  ["GET", "/assets/inter-latin-wght-normal-Dx4kXJAl.woff2", { "accept-encoding": "br, gzip" }],
  ["GET", "/images/photos/lahore-office-480.0123456789ab.avif", { "accept-encoding": "br, gzip" }],
  ["GET", "/images/photos/lahore-office-480.0123456789ab.webp", {}],
  ["GET", "/images/team.webp", {}],
  ["GET", "/og/home.png", {}],
  ["GET", "/favicon.svg", { "accept-encoding": "br" }],
  ["GET", "/icons.svg", { "accept-encoding": "br" }],
  ["GET", "/work.data", { "accept-encoding": "gzip" }],
  ["GET", "/work.data", {}],
  ["GET", "/sw.js", { "accept-encoding": "br, gzip" }],
  ["GET", "/robots.txt", { "accept-encoding": "br" }],
  ["GET", "/sitemap.xml", { "accept-encoding": "gzip" }],
  ["GET", "/site.webmanifest", {}],
  // Conditional requests.
  ["GET", "/", { "accept-encoding": "br", "if-none-match": "ETAG" }],
  ["GET", "/", { "accept-encoding": "identity", "if-none-match": "ETAG" }],
  ["GET", "/", { "accept-encoding": "br", "if-none-match": '"other", ETAG' }],
  ["GET", "/", { "accept-encoding": "br", "if-none-match": '"other"' }],
  ["GET", "/", { "accept-encoding": "br", "if-none-match": "*" }],
  ["GET", "/", { "accept-encoding": "br", "if-none-match": "ETAG", "cache-control": "no-cache" }],
  ["GET", "/", { "accept-encoding": "br", "if-modified-since": "MODIFIED" }],
  ["GET", "/", { "accept-encoding": "br", "if-modified-since": "Mon, 01 Jan 2024 00:00:00 GMT" }],
  ["GET", "/", { "accept-encoding": "br", "if-modified-since": "MODIFIED", "if-none-match": '"other"' }],
  ["HEAD", "/", { "accept-encoding": "br", "if-none-match": "ETAG" }],
  ["GET", "/assets/root-AbC123.js", { "accept-encoding": "gzip", "if-none-match": "ETAG" }],
  ["GET", "/images/team.webp", { "if-modified-since": "MODIFIED" }],
  ["GET", "/", { "accept-encoding": "br", "if-match": '"other"' }],
  ["GET", "/", { "accept-encoding": "br", "if-match": "ETAG" }],
  ["GET", "/", { "accept-encoding": "br", "if-unmodified-since": "Mon, 01 Jan 2024 00:00:00 GMT" }],
  ["GET", "/nothing-here", { "accept-encoding": "br", "if-none-match": "*" }],
  // Ranges.
  ["GET", "/images/team.webp", { range: "bytes=0-9" }],
  ["GET", "/images/team.webp", { range: "bytes=-10" }],
  ["GET", "/images/team.webp", { range: "bytes=90-" }],
  ["GET", "/images/team.webp", { range: "bytes=0-1,5-6" }],
  ["GET", "/images/team.webp", { range: "bytes=500-600" }],
  ["GET", "/images/team.webp", { range: "items=0-1" }],
  ["GET", "/images/team.webp", { range: "bytes=0-9", "if-range": "ETAG" }],
  ["GET", "/images/team.webp", { range: "bytes=0-9", "if-range": '"other"' }],
  ["HEAD", "/images/team.webp", { range: "bytes=0-9" }],
  ["GET", "/", { "accept-encoding": "br", range: "bytes=0-9" }],
  // Not found, not allowed, not valid.
  ["GET", "/nothing-here", { "accept-encoding": "br, gzip" }],
  ["GET", "/nothing-here", {}],
  ["HEAD", "/nothing-here", { "accept-encoding": "br" }],
  ["GET", "/404", { "accept-encoding": "br" }],
  ["GET", "/404/index.html", {}],
  ["GET", "/index.html", {}],
  ["GET", "/index.html.br", {}],
  ["GET", "/.hidden", {}],
  ["GET", "/%2e%2e/package.json", {}],
  ["GET", "//work", {}],
  ["GET", "/Assets/root-AbC123.js", {}],
  ["GET", "/images/photos/lahore-office-9999.0123456789ab.avif", {}],
  ["POST", "/work", {}],
  ["PUT", "/", {}],
  ["DELETE", "/assets/root-AbC123.js", {}],
  ["OPTIONS", "/", {}],
  ["PATCH", "/nothing-here", {}],
  ["GET", "/%ff", { "accept-encoding": "br" }],
  ["HEAD", "/%ff", {}],
  ["GET", "/services/%e0%80", {}],
  ["GET", "/__bad-url", {}],
  // HTTPS behind the proxy (TRUST_PROXY): the site's SITE_URL is http here, so no HSTS whatever the proxy says
  // (decision 035; an https SITE_URL sends it on everything, below).
  ["GET", "/", { "accept-encoding": "br", "x-forwarded-proto": "https" }],
  ["GET", "/assets/root-AbC123.js", { "x-forwarded-proto": "https" }],
  ["GET", "/work/", { "x-forwarded-proto": "https" }],
  ["GET", "/nothing-here", { "x-forwarded-proto": "https" }],
  // The rest of the server, for reference.
  ["GET", "/healthz", {}],
  ["HEAD", "/healthz", {}],
  ["GET", "/api/nothing", {}],
  ["GET", "/api/form-token?form=contact", {}],
];

let port: number;
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

beforeAll(async () => {
  // A site on plain http (the reference's answers without HSTS); an https one is the test after.
  const config = await testConfig("pglite", {
    trustProxy: 1,
    siteUrl: "http://www.alphai.test",
    siteOrigins: ["http://www.alphai.test"],
  });
  writeBuild(config.buildDir);
  const { app, close } = await startSharedApp(config);
  port = await listen(app);
  return close;
});
afterAll(() => agent.destroy());

describe("the static build's answers", () => {
  it("are what @fastify/static and helmet sent: same status, headers and bytes", async () => {
    const answers: Record<string, Answer> = {};
    for (const [method, url, headers = {}] of CASES) {
      let sent = headers;
      if (Object.values(headers).some((value) => value.includes("ETAG") || value.includes("MODIFIED"))) {
        const plain = await request(port, "GET", url, { "accept-encoding": headers["accept-encoding"] ?? "" }, agent);
        sent = Object.fromEntries(
          Object.entries(headers).map(([name, value]) => [
            name,
            value
              .replace("ETAG", String(plain.headers.etag))
              .replace("MODIFIED", String(plain.headers["last-modified"])),
          ]),
        );
      }
      answers[`${method} ${url} ${JSON.stringify(headers)}`] = await request(port, method, url, sent, agent);
    }
    await expect(`${JSON.stringify(answers, null, 2)}\n`).toMatchFileSnapshot("./static-headers.snapshot.json");
  });
});

describe("an https SITE_URL", () => {
  it("puts HSTS on every answer, from memory and from Fastify, though the request came over plain http", async () => {
    const config = await testConfig("pglite", { trustProxy: 1 });
    writeBuild(config.buildDir);
    const app = await startAppWith(config);
    const httpsPort = await listen(app);
    for (const [method, url] of [
      ["GET", "/"],
      ["GET", "/assets/root-AbC123.js"],
      ["HEAD", "/work/"],
      ["GET", "/nothing-here"],
      ["GET", "/healthz"],
      ["POST", "/work"],
    ] as const) {
      const answer = await request(httpsPort, method, url, {}, new http.Agent());
      expect(answer.headers["strict-transport-security"], `${method} ${url}`).toBe(
        "max-age=31536000; includeSubDomains",
      );
    }
  });
});
