import type { FastifyReply, FastifyRequest } from "fastify";
import { pathOf } from "../../content/registry";

/**
 * A plain form post (JavaScript off) gets HTML and redirects to result pages;
 * a script posting JSON, or asking for JSON, gets JSON.
 */
export function wantsHtml(request: FastifyRequest): boolean {
  const type = request.headers["content-type"] ?? "";
  const accept = request.headers.accept ?? "";
  return (type.startsWith("application/x-www-form-urlencoded") || type.startsWith("multipart/form-data")) && !accept.includes("application/json");
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!);

/** A minimal, self-contained HTML page for form errors when JavaScript is off. */
function htmlNotice(title: string, lines: readonly string[], back: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} | Alphai</title></head>
<body><main><h1>${escapeHtml(title)}</h1><ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul>
<p><a href="${escapeHtml(back)}">Go back and try again</a></p></main></body></html>`;
}

/**
 * The path of a Referer on this site, for a "Go back" link; undefined for
 * another origin, a malformed value, or anything that a browser would read as
 * another host (`//host`, `/\\host`).
 */
function sameOriginPath(referer: string | undefined, origin: string | undefined): string | undefined {
  if (!referer || !origin || referer.length > 2000) return undefined;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return undefined;
  }
  if (url.origin !== origin) return undefined;
  const path = `${url.pathname}${url.search}`;
  return /^\/(?![/\\])/.test(path) ? path : undefined;
}

/** This request's own origin, normalised as URL.origin is (no default port). */
function requestOrigin(request: FastifyRequest): string | undefined {
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return undefined;
  }
}

/** The page that holds each form: where "Go back" leads without a usable Referer. */
const FORM_PAGES: Record<string, () => string> = {
  "/api/contact": () => pathOf("contact"),
  "/api/subscribe": () => "/",
  "/api/applications": () => pathOf("careers"),
};
const formPage = (request: FastifyRequest) => FORM_PAGES[request.routeOptions.url ?? ""]?.() ?? "/";

/** Sends an error in the form the client understands. */
export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  error: string,
  fields?: Record<string, string>,
) {
  if (wantsHtml(request)) {
    const back = sameOriginPath(request.headers.referer, requestOrigin(request)) ?? formPage(request);
    return reply
      .code(status)
      .type("text/html; charset=utf-8")
      .send(htmlNotice(error, fields ? Object.values(fields) : [error], back));
  }
  return reply.code(status).send(fields ? { error, fields } : { error });
}
