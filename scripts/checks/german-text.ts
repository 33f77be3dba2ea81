/**
 * What a German page says, drawings included, and the English words in it (issue 35 §3): the functions of the German
 * pages' check (scripts/checks/german.ts), apart so that their unit test needs no build.
 *
 * A page's text is its visible text, its title and description, the text of its attributes that people read or hear
 * (alt, aria-label, title, placeholder, a button's value), and the SVG drawings' <text> and <title>: those inlined in
 * the page and those it shows from a file (an <img> or a link to an .svg). Text inside an element whose `lang` is not
 * German (the language link's "English", marked lang="en") is English on purpose and not read.
 */
import { parse, type DefaultTreeAdapterTypes } from "parse5";
import { ALLOWED, COMMON_ENGLISH } from "./english-words";

type Node = DefaultTreeAdapterTypes.ChildNode | DefaultTreeAdapterTypes.Document;
type Element = DefaultTreeAdapterTypes.Element;

/** Elements whose content is never shown as text. */
const UNREAD = new Set(["script", "style", "template"]);
/** Attributes people read or hear. */
const READ_ATTRIBUTES = new Set(["alt", "aria-label", "title", "placeholder", "aria-description"]);

export interface PageText {
  /** Each piece of text the page shows or says, in document order. */
  readonly texts: readonly string[];
  /** The drawings the page shows from files (an <img src> or a link's href ending in .svg), as site paths. */
  readonly svgFiles: readonly string[];
}

const attribute = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value;

/** The text of an HTML page or an SVG file (parse5 reads an SVG file's elements as foreign content). */
export function readText(markup: string): PageText {
  const texts: string[] = [];
  const svgFiles: string[] = [];
  const visit = (node: Node) => {
    if (node.nodeName === "#text") {
      const value = (node as DefaultTreeAdapterTypes.TextNode).value.trim();
      if (value) texts.push(value);
      return;
    }
    if (!("childNodes" in node)) return;
    if ("tagName" in node) {
      const element = node as Element;
      if (UNREAD.has(element.tagName)) return;
      const lang = attribute(element, "lang");
      if (lang !== undefined && lang !== "" && !lang.toLowerCase().startsWith("de")) return;
      for (const attr of element.attrs) if (READ_ATTRIBUTES.has(attr.name) && attr.value.trim()) texts.push(attr.value);
      if (element.tagName === "meta" && attribute(element, "name") === "description")
        texts.push(attribute(element, "content") ?? "");
      if (element.tagName === "input" && ["submit", "button"].includes(attribute(element, "type") ?? ""))
        texts.push(attribute(element, "value") ?? "");
      const file = element.tagName === "img" ? attribute(element, "src") : attribute(element, "href");
      if (file?.startsWith("/") && /\.svg$/.test(file) && element.tagName !== "link") svgFiles.push(file);
    }
    for (const child of node.childNodes) visit(child);
  };
  visit(parse(markup, { scriptingEnabled: false }));
  return { texts, svgFiles: [...new Set(svgFiles)] };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const ALLOWED_NAMES = ALLOWED.length
  ? new RegExp(ALLOWED.map((name) => `(?<![\\p{L}])${escapeRegExp(name)}(?![\\p{L}])`).join("|"), "gu")
  : undefined;

/**
 * The English words of `COMMON_ENGLISH` in a text, as written, once each. The names of `ALLOWED` are taken out
 * first, and e-mail and web addresses; an abbreviation in capitals (USD, API, QA, IT) and a single letter are never words here.
 */
export function englishWordsIn(text: string): string[] {
  // Addresses are not words: e-mail addresses and web addresses go first.
  const words = text.replace(/\S+@\S+|https?:\/\/\S+/g, " ");
  const rest = ALLOWED_NAMES ? words.replace(ALLOWED_NAMES, " ") : words;
  const found = new Set<string>();
  for (const [word] of rest.matchAll(/\p{L}+/gu)) {
    if (word.length < 2 || word === word.toUpperCase()) continue;
    if (COMMON_ENGLISH.has(word.toLowerCase())) found.add(word);
  }
  return [...found];
}

export interface EnglishFinding {
  readonly word: string;
  /** The text it was found in, shortened around the word. */
  readonly context: string;
}

/** The English words in a list of texts, each with the text it was found in (shortened to 100 characters). */
export function englishIn(texts: readonly string[]): EnglishFinding[] {
  const findings: EnglishFinding[] = [];
  for (const text of texts) {
    for (const word of englishWordsIn(text)) {
      const at = Math.max(0, text.indexOf(word) - 40);
      findings.push({ word, context: text.slice(at, at + 100).replace(/\s+/g, " ") });
    }
  }
  return findings;
}
