/**
 * Security headers. @fastify/helmet sets the standard set; HTML pages get a
 * Content-Security-Policy with the SHA-256 hashes of that page's own inline
 * scripts (computed at build from the parsed HTML, scripts/build-output.ts, and
 * read from the site manifest at start-up), so no 'unsafe-inline' is needed.
 */

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
 * them). `extra`: sources added to some directives, for development pages only (server/dev-pages.ts); production
 * pages get none.
 */
export function pageCsp(scriptHashes: readonly string[], extra: Partial<Record<keyof typeof BASE_DIRECTIVES, readonly string[]>> = {}): string {
  return Object.entries(BASE_DIRECTIVES)
    .map(([name, values]) => {
      const sources = [...values, ...(name === "script-src" ? scriptHashes.map((hash) => `'${hash}'`) : []), ...(extra[name as keyof typeof BASE_DIRECTIVES] ?? [])];
      return `${name} ${sources.join(" ")}`;
    })
    .join("; ");
}

/** Features the site never uses. */
export const PERMISSIONS_POLICY =
  "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()";

/** For the rare answer sent outside the normal pipeline (before routing): what every response carries. */
export const BARE_SECURITY_HEADERS = {
  "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "SAMEORIGIN",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Cache-Control": "no-store",
} as const;
