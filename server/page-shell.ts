/**
 * A page the API answers itself (the check-and-send step without JavaScript, the withdraw link, a refusal no
 * built page holds a form for) inside the site's own layout: a built notice page's header, navigation and
 * footer with its `<main>` replaced, as a document without the app's hydration scripts (decision 025).
 */
import { defaultTreeAdapter as tree, parse, serialize } from "parse5";
import { attr, escapeHtml, find, fragment, staticDocument } from "./html-document";

/** `shell` (a built page's HTML) with `title` as its heading and `body` (HTML, escaped by the caller) as its content. */
export function inSiteShell(shell: string, title: string, body: string): string | undefined {
  const document = parse(shell);
  const main = find(document, (element) => element.nodeName === "main");
  const head = find(document, (element) => element.nodeName === "head");
  if (!main || !head) return undefined;
  for (const child of [...tree.getChildNodes(main)]) tree.detachNode(child);
  // The hero is the region named by the heading; the answer's section has no name of its own, as a second region
  // with the heading's name would repeat it (axe: landmark-unique).
  const content = fragment(
    `<section class="hero hero-compact" aria-labelledby="page-title"><div class="container hero-inner"><div class="hero-copy"><h1 id="page-title">${escapeHtml(title)}</h1></div></div></section>` +
      `<section class="section section-plain"><div class="container"><div class="api-answer">${body}</div></div></section>`,
  );
  for (const node of content) tree.appendChild(main, node);
  // The notice page's own head: its title, description, canonical and social tags are not this answer's.
  for (const element of [...tree.getChildNodes(head)]) {
    if (!tree.isElementNode(element)) continue;
    const property = attr(element, "property") ?? attr(element, "name") ?? "";
    const drop =
      (element.nodeName === "link" && attr(element, "rel") === "canonical") ||
      (element.nodeName === "meta" && (/^(og|twitter):/.test(property) || property === "description")) ||
      (element.nodeName === "script" && attr(element, "type") === "application/ld+json");
    if (drop) tree.detachNode(element);
  }
  const titleElement = find(head, (element) => element.nodeName === "title");
  if (titleElement) {
    for (const child of [...tree.getChildNodes(titleElement)]) tree.detachNode(child);
    tree.insertText(titleElement, `${title} | Alphai`);
  }
  if (!find(head, (element) => element.nodeName === "meta" && attr(element, "name") === "robots")) {
    for (const node of fragment(`<meta name="robots" content="noindex">`)) tree.appendChild(head, node);
  }
  staticDocument(document);
  return serialize(document);
}
