/**
 * Small operations on a parsed page (parse5's tree): the server rewrites a prerendered page for the answers
 * only it can give without JavaScript (server/form-page.ts, server/work-page.ts).
 */
import { defaultTreeAdapter as tree, parseFragment, type DefaultTreeAdapterTypes } from "parse5";

export type Element = DefaultTreeAdapterTypes.Element;
type ParentNode = DefaultTreeAdapterTypes.ParentNode;
type ChildNode = DefaultTreeAdapterTypes.ChildNode;

export const attr = (element: Element, name: string): string | undefined =>
  element.attrs.find((item) => item.name === name)?.value;
export function setAttr(element: Element, name: string, value: string): void {
  const found = element.attrs.find((item) => item.name === name);
  if (found) found.value = value;
  else element.attrs.push({ name, value });
}
export const removeAttr = (element: Element, name: string) => {
  element.attrs = element.attrs.filter((item) => item.name !== name);
};
export const hasClass = (element: Element, name: string) => (attr(element, "class") ?? "").split(/\s+/).includes(name);

export function* elements(node: ParentNode): Generator<Element> {
  for (const child of tree.getChildNodes(node)) {
    if (!tree.isElementNode(child)) continue;
    yield child;
    yield* elements(
      child.nodeName === "template" ? tree.getTemplateContent(child as DefaultTreeAdapterTypes.Template) : child,
    );
  }
}
export const find = (node: ParentNode, test: (element: Element) => boolean): Element | undefined => {
  for (const element of elements(node)) if (test(element)) return element;
  return undefined;
};

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!);

/** The nodes of an HTML fragment (built here from escaped text), ready to insert. */
export const fragment = (html: string): ChildNode[] => [...tree.getChildNodes(parseFragment(html))];
export const insertAfter = (reference: ChildNode, nodes: readonly ChildNode[]) => {
  const parent = tree.getParentNode(reference)!;
  const siblings = tree.getChildNodes(parent);
  const next = siblings[siblings.indexOf(reference) + 1];
  for (const node of nodes) {
    if (next) tree.insertBefore(parent, node, next);
    else tree.appendChild(parent, node);
  }
};

/**
 * Removes the scripts that would hydrate the page into the single-page app, which would render it as it was
 * built: the page stays a document. JSON-LD and scripts marked `data-static-page` (run before hydration) stay.
 */
export function staticDocument(document: DefaultTreeAdapterTypes.Document): void {
  for (const element of [...elements(document)]) {
    const drop =
      (element.nodeName === "script" &&
        attr(element, "type") !== "application/ld+json" &&
        attr(element, "data-static-page") === undefined) ||
      (element.nodeName === "link" && attr(element, "rel") === "modulepreload");
    if (drop) tree.detachNode(element);
  }
}
