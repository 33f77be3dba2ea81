/**
 * The invokers polyfill as the site serves it (decision 024): the package's minified browser build, with its licence
 * line, under a content-hashed name in /assets (served like every hashed asset, cached for a year). vite.config.ts
 * emits it into the client build and gives the prerender its URL; app/shared/platform-fallback-script.ts loads it only
 * in browsers without invoker commands.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/** The URL form build-output.ts accepts inside the site's inline script. */
export const INVOKERS_POLYFILL_URL = /^\/assets\/invokers-polyfill-[0-9a-f]{10}\.js$/;

export function invokersPolyfill(): { fileName: string; url: string; source: string } {
  const require = createRequire(import.meta.url);
  // The package's "require" export is its minified, self-applying browser build (invoker.min.js).
  const file = require.resolve("invokers-polyfill");
  const { version } = JSON.parse(readFileSync(path.join(path.dirname(file), "package.json"), "utf8")) as {
    version: string;
  };
  const source = `/*! invokers-polyfill ${version} | MIT License | Keith Cirkel | github.com/keithamus/invokers-polyfill */\n${readFileSync(file, "utf8").trim()}\n`;
  const fileName = `assets/invokers-polyfill-${createHash("sha256").update(source).digest("hex").slice(0, 10)}.js`;
  return { fileName, url: `/${fileName}`, source };
}
