/**
 * A previewed page as it is sent (decision 054): the generator's HTML of the page, made a still document. Its scripts
 * go (hydrating it would render the page as it is published), so do its service worker and manifest; it says it is a
 * preview and until when; it asks not to be indexed; its links to other pages open in a new tab (a preview is shown in
 * the workspace's frames, which the site's pages refuse to be in). Its policy allows no script and no form, and only
 * the workspace to frame it.
 */
import { createHash } from "node:crypto";
import { defaultTreeAdapter as tree, parse, serialize } from "parse5";
import type { Locale } from "../app/shared/locale";
import { attr, elements, escapeHtml, fragment, setAttr } from "./html-document";

/** The preview's note: its own look, in a style element the policy names by hash. */
/** At the foot of the window, over the page (the site's header is fixed at its top); the page ends above it. */
const NOTE_STYLE =
  ".preview-note{position:fixed;inset:auto 0 0 0;z-index:2147483647;margin:0;padding:.625rem 1rem;background:#fff4d6;color:#3d2c00;border-top:2px solid #b07d00;font:500 0.9375rem/1.4 system-ui,sans-serif;text-align:center}body{padding-bottom:4.5rem}";

const NOTE_STYLE_HASH = `sha256-${createHash("sha256").update(NOTE_STYLE).digest("base64")}`;

/** The policy of a preview: the site's styles, images and fonts; no script, form, base or frame but the workspace's. */
export const PREVIEW_CSP = [
  // Scripts disabled outright, as in the workspace's frame (links may open a tab; the origin stays, for the fonts).
  "sandbox allow-same-origin allow-popups allow-popups-to-escape-sandbox",
  "default-src 'none'",
  `style-src 'self' '${NOTE_STYLE_HASH}'`,
  "img-src 'self' data:",
  "font-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join("; ");

/** The headers of a preview (and of its 404 and 410): never indexed, stored, or sent on as a referrer. */
export const PREVIEW_HEADERS = {
  "Content-Security-Policy": PREVIEW_CSP,
  "X-Robots-Tag": "noindex, nofollow, noarchive",
  "Cache-Control": "private, no-store",
  "Referrer-Policy": "no-referrer",
  "X-Frame-Options": "SAMEORIGIN",
} as const;

const WORDS = {
  en: {
    note: (until: string) => `Preview of a text that is not published. This link works until ${until} UTC.`,
    gone: "This preview has expired",
    goneText: "Preview links work for seven days. Ask the colleague who shared it for a new one.",
    missing: "There is no preview at this address",
    missingText: "Check the link, or ask the colleague who shared it for a new one.",
    stale: "This preview was made before the site was updated",
    staleText: "It would no longer look as the page will. Ask the colleague who shared it to preview the page again.",
  },
  de: {
    note: (until: string) =>
      `Vorschau eines Textes, der nicht veröffentlicht ist. Dieser Link gilt bis ${until} Uhr (UTC).`,
    gone: "Diese Vorschau ist abgelaufen",
    goneText: "Vorschau-Links gelten sieben Tage. Bitten Sie die Person, die ihn geteilt hat, um einen neuen.",
    missing: "Unter dieser Adresse gibt es keine Vorschau",
    missingText: "Prüfen Sie den Link oder bitten Sie die Person, die ihn geteilt hat, um einen neuen.",
    stale: "Diese Vorschau stammt von vor einer Aktualisierung der Website",
    staleText:
      "Sie sähe nicht mehr so aus wie die Seite. Bitten Sie die Person, die sie geteilt hat, um eine neue Vorschau.",
  },
} as const;

const until = (expiresAt: Date, locale: Locale) =>
  new Intl.DateTimeFormat(locale === "de" ? "de-DE" : "en-GB", {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: "UTC",
  }).format(expiresAt);

/** The page's HTML as a preview: still, noindex, saying so and until when. */
export function previewDocument(html: string, options: { expiresAt: Date; locale: Locale }): string {
  const document = parse(html);
  let head: ReturnType<typeof tree.createElement> | undefined;
  let body: ReturnType<typeof tree.createElement> | undefined;
  for (const element of [...elements(document)]) {
    const name = element.nodeName;
    const rel = attr(element, "rel");
    if (name === "head") head = element;
    else if (name === "body") body = element;
    else if (
      (name === "script" && attr(element, "type") !== "application/ld+json") ||
      (name === "link" && (rel === "modulepreload" || rel === "manifest")) ||
      // Nothing the site's pages have; dropped should a text ever bring one.
      ["base", "iframe", "object", "embed"].includes(name) ||
      (name === "meta" && attr(element, "http-equiv") !== undefined)
    )
      tree.detachNode(element);
    else if (name === "meta" && attr(element, "name") === "robots") tree.detachNode(element);
    else if (name === "a" && !(attr(element, "href") ?? "#").startsWith("#")) {
      setAttr(element, "target", "_blank");
      setAttr(element, "rel", [attr(element, "rel"), "noopener"].filter(Boolean).join(" "));
    }
  }
  if (!head || !body) throw new Error("A previewed page has no head or body.");
  for (const node of fragment(`<meta name="robots" content="noindex, nofollow"><style>${NOTE_STYLE}</style>`))
    tree.appendChild(head, node);
  const note = fragment(
    `<p class="preview-note" role="note">${escapeHtml(WORDS[options.locale].note(until(options.expiresAt, options.locale)))}</p>`,
  );
  const first = tree.getFirstChild(body);
  for (const node of note) {
    if (first) tree.insertBefore(body, node, first);
    else tree.appendChild(body, node);
  }
  return serialize(document);
}

/** The stylesheets a kept preview links to (the build's hashed files it was made with). */
export const stylesheetsOf = (html: string): string[] =>
  [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1]!);

/**
 * The small page of a preview link that has expired (410), was made with stylesheets the site no longer has (410: a
 * deploy since), or never was (404).
 */
export function previewMissingPage(kind: "gone" | "stale" | "missing", locale: Locale): string {
  const words = WORDS[locale];
  const pages: Record<typeof kind, readonly [string, string]> = {
    gone: [words.gone, words.goneText],
    stale: [words.stale, words.staleText],
    missing: [words.missing, words.missingText],
  };
  const [title, text] = pages[kind];
  return `<!DOCTYPE html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></main></body></html>`;
}
