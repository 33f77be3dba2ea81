/**
 * What the site search (scripts/build/search-index.ts) reads of a page's markup: where its `<main>` starts, its
 * `<title>`, and where a word boundary goes between block elements. Taken from the parse the build makes of every page
 * anyway (scripts/build/build-output.ts `parsePage`), so indexing a page parses nothing again: a second parse of every
 * indexed page cost about 1.8 s of each generation of the site's 16 s.
 */
import { parse, type DefaultTreeAdapterTypes } from "parse5";

type Node = DefaultTreeAdapterTypes.Node;
type Element = DefaultTreeAdapterTypes.Element;

export interface SearchOutline {
  /** The source offset just after `<main` in the page's first `<main>` start tag; undefined if it has none. */
  readonly mainAt: number | undefined;
  /** The text of the page's `<title>`, as written; undefined if it has none. */
  readonly title: string | undefined;
  /** Where a space goes in `<main>` (`blockBoundaries`), ascending source offsets. */
  readonly boundaries: readonly number[];
}

/**
 * Elements that flow within a line of text: no word boundary at their tags ("<strong>Re</strong>act" is one word).
 * Every other element in `<main>` is a block (a heading, paragraph, list item, table cell, a stat's `<dt>` and
 * `<dd>`, a card's `<div>`), whose text is a word apart from its neighbours' however the markup is written.
 */
const INLINE = new Set([
  "a",
  "abbr",
  "b",
  "bdi",
  "bdo",
  "cite",
  "code",
  "data",
  "del",
  "dfn",
  "em",
  "i",
  "ins",
  "kbd",
  "mark",
  "q",
  "s",
  "samp",
  "small",
  "span",
  "strong",
  "sub",
  "sup",
  "time",
  "u",
  "var",
  "wbr",
]);
/** Elements whose content is not text to separate (raw text, or drawings Pagefind does not read). */
const OPAQUE = new Set(["script", "style", "template", "textarea", "svg", "math", "noscript"]);

function find(node: Node, test: (element: Element) => boolean): Element | undefined {
  if ("tagName" in node && test(node)) return node;
  for (const child of "childNodes" in node ? node.childNodes : []) {
    const found = find(child, test);
    if (found) return found;
  }
  return undefined;
}

const textOf = (element: Element): string =>
  element.childNodes.map((child) => ("value" in child && child.nodeName === "#text" ? child.value : "")).join("");

/**
 * Where a word boundary goes in `main`: inside each block element's start and end tag (and after a `<br>`, `<hr>` or
 * `<img>`), as source offsets. React writes no whitespace between elements, and Pagefind joins the text of
 * neighbouring elements as it is written, so "of delivery</dt><dd>99%" was indexed, and shown in a result's
 * excerpt, as one word "delivery99%".
 */
function blockBoundaries(main: Element): number[] {
  const offsets: number[] = [];
  const visit = (element: Element) => {
    for (const child of element.childNodes) {
      if (!("tagName" in child) || OPAQUE.has(child.tagName) || INLINE.has(child.tagName)) {
        if ("tagName" in child && INLINE.has(child.tagName)) visit(child);
        continue;
      }
      const location = child.sourceCodeLocation;
      if (location?.startTag) offsets.push(location.startTag.endOffset);
      if (location?.endTag) offsets.push(location.endTag.startOffset);
      visit(child);
    }
  };
  visit(main);
  return offsets;
}

/** The outline of a document parsed by parse5 with `sourceCodeLocationInfo`. */
export function searchOutline(document: Node): SearchOutline {
  const main = find(document, (element) => element.tagName === "main");
  const title = find(document, (element) => element.tagName === "title");
  const start = main?.sourceCodeLocation?.startTag;
  return {
    mainAt: start ? start.startOffset + "<main".length : undefined,
    title: title ? textOf(title) : undefined,
    boundaries: main && start ? blockBoundaries(main).sort((a, b) => a - b) : [],
  };
}

/** The outline of `html`, parsed here (a page the build has not parsed: the unit tests' small pages). */
export const outlineOf = (html: string): SearchOutline => searchOutline(parse(html, { sourceCodeLocationInfo: true }));
