/**
 * The team workspace's pages (decision 026, server/team/shell.ts): the shell for every /team path, its hashed assets
 * in every encoding, and the 503 of a server without a team build. The files are served from memory whatever the
 * database, so PGlite alone (as the other static-file tests).
 */
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { listen, startAppWith } from "../testing/app";
import { tempDir, testConfig } from "../testing/support";
import { SHELL_CSP } from "./shell";

/** Node's fetch decodes what it asked for, so the bytes are read over a raw request. */
const rawGet = (url: string, encoding: string) =>
  new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    request(url, { headers: { "accept-encoding": encoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
    })
      .on("error", reject)
      .end();
  });

const SHELL = `<!doctype html><html lang="en"><head><meta name="robots" content="noindex, nofollow"><title>Team</title><script type="module" src="/team/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>`;
const SCRIPT = `console.log(${JSON.stringify("workspace ".repeat(200))});`;
/** A screen's script as the build leaves it: its Brotli form beside it, and a `.gz` of other bytes (a stale one). */
const SCREEN = `export const screen = ${JSON.stringify("leads ".repeat(300))};`;
const SCREEN_BR = brotliCompressSync(SCREEN, { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } });

/** A server on a public build at <tmp>/client, with a team build beside it at <tmp>/team unless `withTeam` is false. */
async function start(withTeam = true): Promise<string> {
  const config = await testConfig("pglite");
  const base = tempDir("team-shell");
  const buildDir = path.join(base, "client");
  renameSync(config.buildDir, buildDir);
  if (withTeam) {
    mkdirSync(path.join(base, "team", "assets"), { recursive: true });
    writeFileSync(path.join(base, "team", "index.html"), SHELL);
    writeFileSync(path.join(base, "team", "assets", "index-abc123.js"), SCRIPT);
    writeFileSync(path.join(base, "team", "assets", "inter-abc123.woff2"), Buffer.alloc(2000, 7));
    writeFileSync(path.join(base, "team", "assets", "screen-def456.js"), SCREEN);
    writeFileSync(path.join(base, "team", "assets", "screen-def456.js.br"), SCREEN_BR);
    writeFileSync(path.join(base, "team", "assets", "screen-def456.js.gz"), gzipSync(`${SCREEN} and more`));
  }
  return `http://127.0.0.1:${await listen(await startAppWith({ ...config, buildDir }))}`;
}

describe("the team workspace's pages", () => {
  it("answers every /team path with the shell: 200, no-store, noindex, the security headers and its strict CSP", async () => {
    const origin = await start();
    for (const url of ["/team", "/team/", "/team/sign-in?token=abc", "/team/leads/42", "/team/no-such-screen"]) {
      const response = await fetch(`${origin}${url}`, { headers: { "accept-encoding": "identity" } });
      expect(response.status, url).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
      expect(response.headers.get("content-security-policy")).toBe(SHELL_CSP);
      expect(response.headers.get("x-frame-options")).toBe("SAMEORIGIN");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("permissions-policy")).toContain("camera=()");
      expect(await response.text()).toBe(SHELL);
    }
    expect(SHELL_CSP).toContain("script-src 'self';");
    expect(SHELL_CSP).not.toContain("unsafe-inline");
    expect(SHELL_CSP).toContain("frame-ancestors 'none'");
    // A page is read, never written to.
    const post = await fetch(`${origin}/team/leads`, { method: "POST" });
    expect(post.status).toBe(405);
  });

  it("serves the hashed assets for a year in the encoding the client takes, and 404 for any other", async () => {
    const origin = await start();
    const url = `${origin}/team/assets/index-abc123.js`;
    const plain = await fetch(url, { headers: { "accept-encoding": "identity" } });
    expect(plain.status).toBe(200);
    expect(plain.headers.get("content-type")).toBe("application/javascript; charset=utf-8");
    expect(plain.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("vary")).toBe("Accept-Encoding");
    expect(await plain.text()).toBe(SCRIPT);

    const raw = (encoding: string) => rawGet(url, encoding);
    const br = await raw("gzip, deflate, br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT);
    expect(Number(br.headers["content-length"])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(SCRIPT.length / 4);
    const gz = await raw("gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).toString()).toBe(SCRIPT);

    // The forms the build wrote are sent as they are, not made again at start; a .gz of other bytes is not sent for
    // the file (its trailer states another length), nor is a form ever a file of its own.
    const screen = `${origin}/team/assets/screen-def456.js`;
    const rawScreen = (encoding: string) => rawGet(screen, encoding);
    const builtBr = await rawScreen("br");
    expect(builtBr.headers["content-encoding"]).toBe("br");
    expect(builtBr.body.equals(SCREEN_BR)).toBe(true);
    const madeGz = await rawScreen("gzip");
    expect(madeGz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(madeGz.body).toString()).toBe(SCREEN);
    const madeBr = await rawScreen("gzip, br");
    expect(brotliDecompressSync(madeBr.body).toString()).toBe(SCREEN);
    expect((await fetch(`${screen}.br`)).status).toBe(404);

    const font = await fetch(`${origin}/team/assets/inter-abc123.woff2`, { headers: { "accept-encoding": "br" } });
    expect(font.headers.get("content-type")).toBe("font/woff2");
    expect(font.headers.get("content-encoding")).toBeNull();
    expect(Buffer.from(await font.arrayBuffer())).toEqual(Buffer.alloc(2000, 7));

    for (const missing of ["/team/assets/nothing.js", "/team/assets/%2e%2e%2findex.html", "/team/assets/"]) {
      const response = await fetch(`${origin}${missing}`);
      expect(response.status, missing).toBe(404);
      expect(response.headers.get("cache-control"), missing).toBe("no-store");
    }
  });

  it("answers 503 with what to do when the server has no team build, and leaves the public site alone", async () => {
    const origin = await start(false);
    const response = await fetch(`${origin}/team/leads`);
    expect(response.status).toBe(503);
    expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(await response.text()).toContain("npm run build");
    expect((await fetch(`${origin}/`)).status).toBe(200);
    expect((await fetch(`${origin}/teams`)).status).toBe(404);
  });
});
