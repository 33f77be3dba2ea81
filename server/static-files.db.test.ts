/**
 * How the server sends built files: photo variants (decision 009) with their image
 * type and a year of immutable caching, like Vite's hashed assets; other files are
 * revalidated. Runs the real Fastify app on a small build directory.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { startSharedApp } from "./testing/app";
import { testConfig } from "./testing/support";

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "public, max-age=0, must-revalidate";
const AVIF = "/images/photos/lahore-office-480.0123456789ab.avif";
const WEBP = "/images/photos/lahore-office-480.0123456789ab.webp";

let app: FastifyInstance;
const files: Record<string, Buffer> = {};

beforeAll(async () => {
  const config = await testConfig("pglite");
  const image = sharp({ create: { width: 480, height: 320, channels: 3, background: { r: 40, g: 90, b: 160 } } });
  files[AVIF] = await image.clone().avif().toBuffer();
  files[WEBP] = await image.clone().webp().toBuffer();
  files["/assets/root-AbC123.js"] = Buffer.from("console.log(1);");
  // Not named by the photo pipeline: hand-placed images must stay revalidated.
  files["/images/team.webp"] = files[WEBP];
  files["/images/photos/team.webp"] = files[WEBP];
  // Precompressed siblings, as scripts/build/compress.ts writes them at build.
  const html = readFileSync(path.join(config.buildDir, "index.html"));
  files["/index.html.br"] = brotliCompressSync(html);
  files["/index.html.gz"] = gzipSync(html);
  files["/index.html"] = html;
  for (const [url, data] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(config.buildDir, url)), { recursive: true });
    writeFileSync(path.join(config.buildDir, url), data);
  }
  const shared = await startSharedApp(config);
  app = shared.app;
  return shared.close;
});

describe("static files", () => {
  it("sends AVIF and WebP photo variants with their type, unchanged, cached for a year", async () => {
    for (const [url, type] of [
      [AVIF, "image/avif"],
      [WEBP, "image/webp"],
    ] as const) {
      const response = await app.inject({ method: "GET", url, headers: { "accept-encoding": "br, gzip" } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-type"], url).toBe(type);
      expect(response.headers["cache-control"], url).toBe(IMMUTABLE);
      expect(response.headers["content-encoding"], url).toBeUndefined();
      expect(response.rawPayload.equals(files[url]!), url).toBe(true);
    }
  });

  it("caches Vite's hashed assets for a year too, and revalidates images without a content hash", async () => {
    expect((await app.inject({ url: "/assets/root-AbC123.js" })).headers["cache-control"]).toBe(IMMUTABLE);
    for (const url of ["/images/team.webp", "/images/photos/team.webp"]) {
      const unhashed = await app.inject({ url });
      expect(unhashed.headers["content-type"], url).toBe("image/webp");
      expect(unhashed.headers["cache-control"], url).toBe(REVALIDATE);
    }
  });

  it("sends the precompressed page the client accepts, with Vary, and the plain one to a client that accepts none", async () => {
    const html = files["/index.html"]!;
    const br = await app.inject({ url: "/", headers: { "accept-encoding": "br, gzip" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.rawPayload).equals(html)).toBe(true);
    const gzip = await app.inject({ url: "/", headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).equals(html)).toBe(true);
    const plain = await app.inject({ url: "/", headers: { "accept-encoding": "identity" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.rawPayload.equals(html)).toBe(true);
    for (const response of [br, gzip, plain]) expect(response.headers.vary).toContain("Accept-Encoding");
  });

  it("revalidates pages and assets with ETag and Last-Modified: 304 without a body when unchanged", async () => {
    for (const [url, encoding] of [
      ["/", "br"],
      ["/", "identity"],
      ["/assets/root-AbC123.js", "identity"],
    ] as const) {
      const first = await app.inject({ url, headers: { "accept-encoding": encoding } });
      const etag = first.headers.etag;
      const lastModified = first.headers["last-modified"];
      expect(first.statusCode, url).toBe(200);
      expect(etag, url).toMatch(/^(W\/)?"[^"]+"$/);
      expect(lastModified, url).toBeTruthy();
      const byTag = await app.inject({ url, headers: { "accept-encoding": encoding, "if-none-match": String(etag) } });
      expect(byTag.statusCode, url).toBe(304);
      expect(byTag.rawPayload.length, url).toBe(0);
      const byDate = await app.inject({
        url,
        headers: { "accept-encoding": encoding, "if-modified-since": String(lastModified) },
      });
      expect(byDate.statusCode, url).toBe(304);
      const otherTag = await app.inject({
        url,
        headers: { "accept-encoding": encoding, "if-none-match": '"something-else"' },
      });
      expect(otherTag.statusCode, url).toBe(200);
    }
  });

  it("answers 404 for a variant the build did not make", async () => {
    const response = await app.inject({ url: "/images/photos/lahore-office-9999.0123456789ab.avif" });
    expect(response.statusCode).toBe(404);
  });
});
