/**
 * Pages that are gone for good (closed job openings, decision 020): the build lists them in the site
 * manifest's `gone`, and the server answers them over HTTP with 410 and the page's own "this role is
 * closed" HTML, on both databases, whatever the request's encoding, conditions or range.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { listen, startAppWith } from "./testing/app";
import { BACKENDS, testConfig, writeSiteManifest } from "./testing/support";

const CLOSED = `<!doctype html><title>Closed</title><meta name="robots" content="noindex"><h1>This role is closed</h1><a href="/about/careers#open-roles">See the open roles</a>`;
const OPEN = `<!doctype html><title>Open</title><h1>Senior React Engineer</h1>`;

async function start(backend: (typeof BACKENDS)[number], gone: readonly string[]) {
  const config = await testConfig(backend);
  const files: Record<string, string | Buffer> = {
    "index.html": "<!doctype html><title>Home</title>",
    "about/careers/open-role/index.html": OPEN,
    "about/careers/closed-role/index.html": CLOSED,
    "about/careers/closed-role/index.html.br": brotliCompressSync(CLOSED),
  };
  for (const [file, data] of Object.entries(files)) {
    const target = path.join(config.buildDir, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, data);
  }
  writeSiteManifest(
    config.buildDir,
    {
      "index.html": [],
      "404/index.html": [],
      "about/careers/open-role/index.html": [],
      "about/careers/closed-role/index.html": [],
    },
    gone,
  );
  return `http://127.0.0.1:${await listen(await startAppWith(config))}`;
}

describe.each(BACKENDS)("pages that are gone (%s)", (backend) => {
  it("answers a closed role's page with 410 and its own page, and an open one with 200", async () => {
    const origin = await start(backend, ["about/careers/closed-role/index.html"]);
    const closed = await fetch(`${origin}/about/careers/closed-role`, { headers: { "accept-encoding": "identity" } });
    expect(closed.status).toBe(410);
    expect(closed.headers.get("content-type")).toMatch(/^text\/html/);
    expect(closed.headers.get("content-security-policy")).toContain("default-src");
    expect(closed.headers.get("etag")).toBeNull();
    const html = await closed.text();
    expect(html).toContain("This role is closed");
    expect(html).toContain('content="noindex"');
    expect(html).toContain('href="/about/careers#open-roles"');

    const open = await fetch(`${origin}/about/careers/open-role`);
    expect(open.status).toBe(200);
    expect(await open.text()).toBe(OPEN);
  });

  it("keeps 410 for HEAD, conditional and range requests, and sends the precompressed page", async () => {
    const origin = await start(backend, ["about/careers/closed-role/index.html"]);
    const url = `${origin}/about/careers/closed-role`;
    expect((await fetch(url, { method: "HEAD" })).status).toBe(410);
    expect(
      (await fetch(url, { headers: { "if-none-match": "*", "if-modified-since": new Date().toUTCString() } })).status,
    ).toBe(410);
    expect((await fetch(url, { headers: { range: "bytes=0-5" } })).status).toBe(410);
    const br = await fetch(url, { headers: { "accept-encoding": "br" } });
    expect(br.status).toBe(410);
    // fetch() decodes brotli itself; the page is whole.
    expect(await br.text()).toBe(CLOSED);
    // The trailing-slash form still redirects to the canonical path, which answers 410.
    const slash = await fetch(`${url}/`, { redirect: "manual" });
    expect(slash.status).toBe(301);
    expect(slash.headers.get("location")).toBe("/about/careers/closed-role");
  });

  it("serves the same page with 200 when the manifest does not list it as gone", async () => {
    const origin = await start(backend, []);
    expect((await fetch(`${origin}/about/careers/closed-role`)).status).toBe(200);
  });
});
