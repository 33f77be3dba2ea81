import type { FastifyReply, FastifyRequest } from "fastify";
import { splitLocale } from "../../app/shared/form-locale";
import { localeOfPath, localePath, type Locale } from "../../app/shared/locale";
import { pathOf, rolePath } from "../../content/registry";
import { refusedFormPage } from "../form-page";
import { answersIn } from "./answers";
import { escapeHtml, sendSimplePage } from "./form-token";

/** A page of the build by its path, with its CSP (server/static-memory.ts `page`); absent in development and in API-only tests. */
type PageSource = (pathname: string) => { readonly html: string; readonly csp: string } | undefined;

declare module "fastify" {
  interface FastifyInstance {
    /** Where a refused plain form post finds the page its form is on (server/app.ts). */
    sitePage: PageSource | undefined;
  }
}

/** The entries of a plain form post that the route read itself (the multipart upload); urlencoded bodies are `request.body`. */
const readValues = new WeakMap<FastifyRequest, Readonly<Record<string, unknown>>>();
export const rememberValues = (request: FastifyRequest, values: Readonly<Record<string, unknown>>) =>
  readValues.set(request, values);
const valuesOf = (request: FastifyRequest): Readonly<Record<string, unknown>> => {
  const remembered = readValues.get(request);
  if (remembered) return remembered;
  const body: unknown = request.body;
  return typeof body === "object" && body !== null && !Array.isArray(body) && !Buffer.isBuffer(body)
    ? (body as Record<string, unknown>)
    : {};
};

/**
 * A plain form post (JavaScript off) gets HTML and redirects to result pages;
 * a script posting JSON, or asking for JSON, gets JSON.
 */
export function wantsHtml(request: FastifyRequest): boolean {
  const type = request.headers["content-type"] ?? "";
  const accept = request.headers.accept ?? "";
  return (
    (type.startsWith("application/x-www-form-urlencoded") || type.startsWith("multipart/form-data")) &&
    !accept.includes("application/json")
  );
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

/** The language of the page a request came from (its Referer on this site); English when it names none. */
export function refererLocale(request: FastifyRequest): Locale {
  const path = sameOriginPath(request.headers.referer, requestOrigin(request));
  return path ? localeOfPath(path.split("?")[0]!) : "en";
}

/**
 * The language to answer a form's post in: its hidden `locale` field (app/shared/form-locale.ts), or, when the
 * post has none (a refusal before the body is read, a page built before the field), the page it came from.
 */
export const formLocale = (request: FastifyRequest): Locale =>
  splitLocale(valuesOf(request), refererLocale(request)).locale;

/** The page that holds each form when the Referer does not name one: the contact page, the home page's footer, the role's page (in English). */
const FORM_PAGES: Record<string, (values: Readonly<Record<string, unknown>>) => string> = {
  "/api/contact": () => pathOf("contact"),
  "/api/subscribe": () => "/",
  "/api/applications": (values) =>
    typeof values.role === "string" && /^[a-z0-9]+(?:-[a-z0-9]+){0,20}$/.test(values.role)
      ? rolePath(values.role)
      : pathOf("careers"),
};

/** The forms whose summary adds that a browser never sends a file back. */
const WITH_A_FILE = new Set(["/api/applications"]);

/**
 * A refused plain form post: the page the form is on (the Referer's, if it has that form, else the form's own
 * page) with the entries kept and the refused fields marked (server/form-page.ts); a small styled page with
 * the reasons when no page has the form (development, an API-only server).
 */
function sendRefusedForm(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  error: string,
  fields?: Record<string, string>,
) {
  const action = request.routeOptions.url ?? "";
  const values = valuesOf(request);
  const locale = formLocale(request);
  const answers = answersIn(locale);
  const referer = sameOriginPath(request.headers.referer, requestOrigin(request));
  const own = FORM_PAGES[action]?.(values);
  // The page the form was on; else the form's own page in the form's language.
  const candidates = [referer, own && localePath(own, locale)];
  for (const path of candidates) {
    const page = path ? request.server.sitePage?.(path.split("?")[0]!) : undefined;
    const note = WITH_A_FILE.has(action) ? answers.attachAgain : undefined;
    const html =
      page && refusedFormPage(page.html, { action, error, fields, values, note, errorTitle: answers.errorTitle });
    if (html) {
      return reply
        .code(status)
        .header("Cache-Control", "no-store")
        .header("Content-Security-Policy", page.csp)
        .type("text/html; charset=utf-8")
        .send(html);
    }
  }
  const back = candidates.find(Boolean) ?? "/";
  const lines = fields ? Object.values(fields) : [];
  return sendSimplePage(
    reply,
    status,
    error,
    `${lines.length ? `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul>` : ""}<p><a href="${escapeHtml(back)}">${escapeHtml(answers.backToForm)}</a></p>`,
    locale,
  );
}

/** Sends an error in the form the client understands. */
export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  error: string,
  fields?: Record<string, string>,
) {
  if (wantsHtml(request)) return sendRefusedForm(request, reply, status, error, fields);
  return reply.code(status).send(fields ? { error, fields } : { error });
}
