/**
 * The lead forms' proof of fill time (decision 012).
 *
 * With JavaScript, a form asks `GET /api/form-token?form=contact|subscribe`
 * when the visitor first uses it and sends the token with the submission; the
 * server accepts it once it is MIN_FILL_MS old and for a day.
 *
 * Without JavaScript a form cannot fetch anything, so its first post arrives
 * without a token: the server answers with a page that shows the visitor's
 * entries, carries them in hidden fields with a fresh token, and asks them to
 * press Send. Nothing they typed is lost.
 */
import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyReply } from "fastify";
import { CV_ACCEPT, CV_MAX_LABEL } from "../../app/shared/application-limits";
import { LOCALE_FIELD } from "../../app/shared/form-locale";
import { FORM_TOKEN_MAX_AGE_MS, MIN_FILL_MS, type LeadFormName } from "../../app/shared/lead-options";
import { localePath, type Locale } from "../../app/shared/locale";
import type { SiteContent } from "../site-content";
import { budgetOptions } from "../../content/pricing";
import { labelIn, pathIn } from "../../content/localized";
import { findPage, pageNode, pathOf } from "../../content/registry";
import { inSiteShell } from "../page-shell";
import type { FormTokenProblem, Tokens } from "../mail/tokens";
import { helmetDirectives } from "../security";
import { answersIn } from "./answers";

const FORMS: readonly LeadFormName[] = ["contact", "subscribe", "application"];
const isForm = (value: unknown): value is LeadFormName => FORMS.includes(value as LeadFormName);

export function formTokenRoutes(app: FastifyInstance, tokens: Tokens): void {
  app.get("/api/form-token", async (request, reply) => {
    const { form } = request.query as { form?: unknown };
    reply.header("Cache-Control", "no-store");
    if (!isForm(form)) {
      const message = `Ask for the token of one form: form=${FORMS.join(" or form=")}.`;
      return reply.code(400).send({ error: message, fields: { form: message } });
    }
    return reply.send({
      token: tokens.issueFormToken(form),
      minAgeMs: MIN_FILL_MS[form],
      maxAgeMs: FORM_TOKEN_MAX_AGE_MS,
    });
  });
}

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!);

/** An entry as the visitor chose it: the service's and the role's names rather than their values, the consent in words. */
const shown = (name: string, value: unknown, locale: Locale, content: SiteContent): string => {
  if (name === "service" && typeof value === "string") {
    const page = findPage(`/${value}`);
    return page ? labelIn(pageNode(page.pageId).label, locale) : value;
  }
  if (name === "role" && typeof value === "string") return content.role(value, locale)?.title ?? value;
  if (name === "budget" && typeof value === "string")
    return budgetOptions(locale).find((band) => band.value === value)?.label ?? value;
  if (name === "consent") {
    const { check } = answersIn(locale);
    if (value === "yes") return check.applicationConsent;
    return value === true ? check.contactConsent : "";
  }
  return typeof value === "string" ? value : "";
};

const STYLE = `body{margin:0;font:1.0625rem/1.6 system-ui,-apple-system,"Segoe UI",Arial,sans-serif;color:#1a1d33;background:#f4f5fb}
main{max-width:40rem;margin:2rem auto;padding:2rem;background:#fff;border:1px solid #dfe2f0;border-radius:12px}
h1{margin:0 0 .5rem;font-size:1.75rem;line-height:1.2;color:#0b0d2b}
.note{padding:.75rem 1rem;border-left:4px solid #f59e0b;background:#fff8eb}
dl{margin:1.5rem 0;display:grid;grid-template-columns:max-content 1fr;gap:.5rem 1rem}
dt{font-weight:600}dd{margin:0;white-space:pre-wrap;overflow-wrap:anywhere}
button{font:inherit;font-weight:600;min-height:44px;padding:.6rem 1.5rem;border:0;border-radius:8px;background:#ffb547;color:#0b0d2b;cursor:pointer}
button:hover{background:#f59e0b}:focus-visible{outline:3px solid #4338ca;outline-offset:2px}
.hint{color:#4a4f6a;font-size:.95rem}
label:has(input[type=file]){display:block;font-weight:600}
input[type=file]{display:block;margin-top:.5rem;font:inherit;font-weight:400;max-width:100%}
input[type=file]::file-selector-button{font:inherit;min-height:44px;margin-right:.75rem;padding:.4rem 1rem;border:1px solid #b8bdd6;border-radius:8px;background:#fff;color:#0b0d2b;cursor:pointer}
a{color:#4338ca}
@media (max-width:30rem){main{margin:0;border:0;border-radius:0;padding:1.25rem}dl{grid-template-columns:1fr}dd{margin-bottom:.5rem}}`;

/** This page's CSP: the site's, plus the hash of its one inline style sheet. */
const CSP = Object.entries(helmetDirectives)
  .map(([name, values]) => {
    const extra =
      name === "style-src" ? [`'sha256-${createHash("sha256").update(STYLE, "utf8").digest("base64")}'`] : [];
    return `${name} ${[...values, ...extra].join(" ")}`;
  })
  .join("; ");

/** Where each form posts. */
const FORM_ACTIONS: Record<LeadFormName, string> = {
  contact: "/api/contact",
  subscribe: "/api/subscribe",
  application: "/api/applications",
};

/** The body of the "check and send" page for a plain form post without a valid token, in the form's language. */
function confirmationPage(
  form: LeadFormName,
  values: Readonly<Record<string, unknown>>,
  token: string,
  problem: FormTokenProblem,
  locale: Locale,
  content: SiteContent,
): string {
  const { check } = answersIn(locale);
  const { intro, button } = check.pages[form];
  const entries = check.labels[form]
    .map(([name, label]) => [name, label, shown(name, values[name], locale, content)] as const)
    .filter(([, , value]) => value !== "");
  // The form's language goes with the entries (app/shared/form-locale.ts); English is the default.
  const sent: (readonly [string, unknown])[] = Object.entries(values);
  if (locale !== "en") sent.push([LOCALE_FIELD, locale]);
  const hidden = sent
    .filter(([name, value]) => name !== "website" && name !== "formToken" && value !== undefined && value !== "")
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(String(value))}">`);
  const note = problem === "missing" ? "" : `<p class="note" role="status">${escapeHtml(check.notes[problem])}</p>`;
  const policy = `<a href="${pathIn("privacy-policy", locale)}">${escapeHtml(check.privacyPolicy)}</a>`;
  return `${note}<p>${escapeHtml(intro)}</p>
<dl>${entries.map(([, label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`).join("")}</dl>
<form method="post" action="${FORM_ACTIONS[form]}"${form === "application" ? ' enctype="multipart/form-data"' : ""}>${hidden.join("")}${
    form === "application"
      ? `<p><label>${escapeHtml(check.cv(CV_MAX_LABEL))} <input type="file" name="cv" required accept="${CV_ACCEPT}"></label></p>`
      : ""
  }<input type="hidden" name="formToken" value="${escapeHtml(token)}">
<div hidden><label>Website <input type="text" name="website" tabindex="-1" autocomplete="off"></label></div>
<button type="submit" class="button button-primary">${escapeHtml(button)}</button></form>
<p class="hint">${escapeHtml(check.whyThisStep)}</p>
<p class="hint">${check.privacy(policy)}</p>`;
}

/** A small page answered by the API itself (no-JS form steps, the withdraw link): the site's colours, one inline style sheet, noindex. */
function simplePage(title: string, body: string, locale: Locale): string {
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} | Alphai</title><style>${STYLE}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

/**
 * Sends a simple page (`body` is HTML: escape what it carries) in `locale`, never cached: inside the site's layout (a
 * built notice page's in that language, server/page-shell.ts) with that page's CSP; without a build, the small page
 * above with its own.
 */
export function sendSimplePage(
  reply: FastifyReply,
  status: number,
  title: string,
  body: string,
  locale: Locale = "en",
) {
  const shell = reply.server.sitePage?.(localePath(pathOf("contact-sent"), locale));
  const html = shell && inSiteShell(shell.html, title, body);
  if (shell && html) {
    return reply
      .code(status)
      .header("Cache-Control", "no-store")
      .header("Content-Security-Policy", shell.csp)
      .type("text/html; charset=utf-8")
      .send(html);
  }
  return reply
    .code(status)
    .header("Cache-Control", "no-store")
    .header("Content-Security-Policy", CSP)
    .type("text/html; charset=utf-8")
    .send(simplePage(title, body, locale));
}

/** Sends the confirmation page in the form's language: 200 on a first post without a token, 400 when a token was refused. */
export function sendConfirmationPage(
  reply: FastifyReply,
  form: LeadFormName,
  values: Readonly<Record<string, unknown>>,
  token: string,
  problem: FormTokenProblem,
  locale: Locale,
) {
  return sendSimplePage(
    reply,
    problem === "missing" ? 200 : 400,
    answersIn(locale).check.pages[form].title,
    confirmationPage(form, values, token, problem, locale, reply.server.siteContent),
    locale,
  );
}
