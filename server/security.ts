/**
 * Security headers. helmet's standard set, computed once at start (SECURITY_HEADERS), goes on every
 * answer; HTML pages get a Content-Security-Policy with the SHA-256 hashes of that page's own inline
 * scripts (computed at build from the parsed HTML, scripts/build/build-output.ts, and read from the site
 * manifest at start-up), so no 'unsafe-inline' is needed.
 */
import type { ServerResponse } from "node:http";
import helmet, { type HelmetOptions } from "helmet";

const BASE_DIRECTIVES = {
  "default-src": ["'self'"],
  "script-src": ["'self'"],
  "style-src": ["'self'"],
  "img-src": ["'self'", "data:"],
  "font-src": ["'self'"],
  "connect-src": ["'self'"],
  "manifest-src": ["'self'"],
  "worker-src": ["'self'"],
  "object-src": ["'none'"],
  "base-uri": ["'self'"],
  "frame-ancestors": ["'none'"],
  "form-action": ["'self'"],
} as const;

/** The helmet configuration of the CSP used for every non-page response. */
export const helmetDirectives: Record<string, string[]> = Object.fromEntries(
  Object.entries(BASE_DIRECTIVES).map(([name, values]) => [name, [...values]]),
);

/**
 * The full CSP header of one HTML page, from its inline scripts' hashes (`sha256-…`, as the site manifest lists
 * them). `extra`: sources added to some directives: the search pages' WebAssembly (SEARCH_PAGE_SOURCES), and the
 * development pages' own (server/dev-pages.ts).
 */
export function pageCsp(
  scriptHashes: readonly string[],
  extra: Partial<Record<keyof typeof BASE_DIRECTIVES, readonly string[]>> = {},
): string {
  return Object.entries(BASE_DIRECTIVES)
    .map(([name, values]) => {
      const sources = [
        ...values,
        ...(name === "script-src" ? scriptHashes.map((hash) => `'${hash}'`) : []),
        ...(extra[name as keyof typeof BASE_DIRECTIVES] ?? []),
      ];
      return `${name} ${sources.join(" ")}`;
    })
    .join("; ");
}

/**
 * What the search pages add (decision 030): Pagefind compiles its WebAssembly in its worker, which has its own policy
 * (SEARCH_WORKER_CSP), but falls back to the page itself where a worker cannot run. No other page may compile any.
 */
export const SEARCH_PAGE_SOURCES = { "script-src": ["'wasm-unsafe-eval'"] } as const;

/** Pagefind's worker script, which the search loads from any page of the site (after a client-side navigation too). */
const SEARCH_WORKER_PATH = "/pagefind/pagefind-worker.js";

/**
 * A dedicated worker runs under the CSP of its own script's response, not the page's: Pagefind's worker may compile
 * WebAssembly and fetch the index from the site, and nothing else.
 */
const SEARCH_WORKER_CSP = "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self'";

/** The CSP of a file of the build that is not a page, when it is not the one every answer has (helmetDirectives). */
export const fileCsp = (urlPath: string): string | undefined =>
  urlPath === SEARCH_WORKER_PATH ? SEARCH_WORKER_CSP : undefined;

/** Features the site never uses. */
const PERMISSIONS_POLICY =
  "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()";

/** What the server asks helmet for (it used to run @fastify/helmet with these options on every request). */
const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: helmetDirectives },
  // Sent only over HTTPS (or behind a proxy that says so): HSTS below.
  strictTransportSecurity: false,
  referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  crossOriginOpenerPolicy: { policy: "same-origin" },
};

/** The headers helmet sets with HELMET_OPTIONS: asked of helmet once, by running its middleware on a response that only records them. */
function helmetHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => {
      headers[name] = String(value);
    },
    removeHeader: () => undefined,
  } as unknown as ServerResponse;
  let finished = false;
  helmet(HELMET_OPTIONS)({} as never, recorder, () => {
    finished = true;
  });
  // helmet's middleware is synchronous; if a future version were not, this would fail at start rather than send fewer headers.
  if (!finished) throw new Error("helmet did not set its headers synchronously");
  return headers;
}

/** Every answer's security headers: helmet's set and the Permissions-Policy (pages replace the CSP with their own). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  ...helmetHeaders(),
  "Permissions-Policy": PERMISSIONS_POLICY,
});
/** Added over HTTPS only (a TLS socket, or `X-Forwarded-Proto: https` from a trusted proxy). */
export const HSTS = ["Strict-Transport-Security", "max-age=31536000; includeSubDomains"] as const;

/** For the rare answer sent outside the normal pipeline (before routing): what every response carries. */
export const BARE_SECURITY_HEADERS = {
  "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "SAMEORIGIN",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Cache-Control": "no-store",
} as const;
