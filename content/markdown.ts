/**
 * The long text of articles (each section's body under its `##` heading) in Markdown (decision 051): paragraphs,
 * `###` and `####` subheadings, links, bulleted and numbered lists, emphasis, quotes, code, tables (GitHub's syntax)
 * and photos. One module for the developers' files (content/collections.ts) and, later, the workspace's editor: the
 * same checks (`markdownProblems`) and the same text (`markdownText`); content/markdown-render.ts makes the same HTML
 * (`renderMarkdown`), apart so that what only checks (the server, for the roles) never loads the sanitiser.
 *
 * - Parsed and rendered by marked, sanitised by sanitize-html with an allow-list of exactly what the renderer writes:
 *   HTML written into the Markdown is refused by the check (with its line), never passed through, and should the
 *   renderer ever write a tag or an attribute outside the list, rendering throws instead of serving it.
 * - Links: `page:<page id>` (a page of the site by its id, written as its path in the entry's language, so a moved
 *   page keeps its links), a path of the site (`/services/…`), `#` within the page, `https:`, `http:`, `mailto:` and
 *   `tel:`; any other address is refused. Whether a page id or a path exists is checked with the registry
 *   (content/index.ts), like an entry's `related` pages.
 * - Photos: `![alt text](photo:<photo id> "caption")`, from the photo library (content/photos.ts) through its
 *   pipeline (AVIF and WebP in several widths); the alt text is required.
 * - A table scrolls sideways in its own region on a phone (`.table-scroll`, named by its column headings).
 */
import { Lexer, Marked, type Token, type Tokens } from "marked";

/** Text made safe inside HTML (content and attribute values). */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!);

/**
 * The elements a rendering of the Markdown writes for its text, lists, quotes, code and tables, and a photo's figure:
 * the start of each sanitiser's allow-list (content/markdown-render.ts at build; the workspace's live preview in the
 * browser), each adding what only it writes.
 */
export const RENDERED_TAGS = [
  "p",
  "h3",
  "h4",
  "ul",
  "ol",
  "li",
  "strong",
  "em",
  "del",
  "code",
  "pre",
  "blockquote",
  "div",
  "table",
  "thead",
  "tbody",
  "tr",
  "th",
  "td",
  "hr",
  "br",
  "figure",
  "figcaption",
  "span",
] as const;

const cellClass = (align: Tokens.TableCell["align"]) => (align ? ` class="align-${align}"` : "");

/**
 * A table as HTML (GitHub's syntax): in a region that scrolls sideways on a phone, named by its column headings and
 * reachable by the keyboard; `inline` renders a cell's text (the renderer's `this.parser.parseInline`).
 */
export function tableHtml({ header, rows }: Tokens.Table, inline: (tokens: Token[]) => string): string {
  const name = header.map((cell) => cell.text).join(", ");
  const head = header.map((cell) => `<th scope="col"${cellClass(cell.align)}>${inline(cell.tokens)}</th>`).join("");
  const body = rows
    .map((row) => `<tr>${row.map((cell) => `<td${cellClass(cell.align)}>${inline(cell.tokens)}</td>`).join("")}</tr>`)
    .join("\n");
  return `<div class="table-scroll" role="region" tabindex="0" aria-label="${escapeHtml(name)}"><table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table></div>\n`;
}

/** A problem in a Markdown text, at a line of it (1: its first line). */
export interface MarkdownProblem {
  readonly line: number;
  readonly message: string;
}

const PAGE_LINK = /^page:([a-z0-9]+(?:-[a-z0-9]+)*)$/;
const PHOTO_LINK = /^photo:([a-z0-9]+(?:-[a-z0-9]+)*)$/;
/** A path of this site: starts with one slash, no scheme, no spaces. */
const SITE_PATH = /^\/(?!\/)[^\s\\]*$/;
const EXTERNAL = /^(?:https?:\/\/[^\s/]+\S*|mailto:[^\s@]+@[^\s@]+|tel:\+?[\d\s()-]+)$/;

/** The page id of a `page:` link, or undefined. */
export const pageLinkId = (href: string): string | undefined => PAGE_LINK.exec(href)?.[1];
/** The photo id of a `photo:` image, or undefined. */
export const photoImageId = (href: string): string | undefined => PHOTO_LINK.exec(href)?.[1];

const lexer = new Marked({ gfm: true });

/** The top-level blocks of a Markdown text, each with the line it starts on (1: the text's first line). */
function blocksOf(source: string): { token: Token; line: number }[] {
  const found: { token: Token; line: number }[] = [];
  let cursor = 0;
  for (const token of lexer.lexer(source)) {
    const at = source.indexOf(token.raw, cursor);
    const offset = at >= 0 ? at : cursor;
    cursor = offset + token.raw.length;
    // A block's raw text may start with the blank lines before it: its line is that of its first character.
    const lead = /^\s*/.exec(token.raw)?.[0] ?? "";
    found.push({ token, line: 1 + (source.slice(0, offset + lead.length).match(/\n/g)?.length ?? 0) });
  }
  return found;
}

/** Every token of a Markdown text, depth first, each with the line of the top-level block it is in. */
function tokensOf(source: string): { token: Token; line: number }[] {
  const found: { token: Token; line: number }[] = [];
  const visit = (token: Token, line: number) => {
    found.push({ token, line });
    const children: Token[] = [];
    if ("tokens" in token && Array.isArray(token.tokens)) children.push(...(token.tokens as Token[]));
    if (token.type === "list") for (const item of (token as Tokens.List).items) children.push(item);
    if (token.type === "table") {
      const table = token as Tokens.Table;
      for (const cell of [...table.header, ...table.rows.flat()]) children.push(...cell.tokens);
    }
    for (const child of children) visit(child, line);
  };
  for (const { token, line } of blocksOf(source)) visit(token, line);
  return found;
}

/** What is wrong with a link's address, or undefined: the site links only to its pages and to the web's addresses. */
function linkProblem(href: string): string | undefined {
  if (pageLinkId(href) || SITE_PATH.test(href) || href.startsWith("#") || EXTERNAL.test(href)) return undefined;
  return `the link "${href}" goes nowhere the site links to: write page:<page id>, a path of the site (/…), #…, or an https:, mailto: or tel: address`;
}

const htmlProblem = (token: Token) =>
  `HTML ("${token.raw.trim().slice(0, 40)}") is not shown on the page: write Markdown`;

/** What is wrong with a Markdown text, by line: formatting the site does not show, or an address it will not link. */
export function markdownProblems(source: string): MarkdownProblem[] {
  const problems: MarkdownProblem[] = [];
  for (const { token, line } of tokensOf(source)) {
    const problem = (message: string) => problems.push({ line, message });
    switch (token.type) {
      case "html":
        problem(htmlProblem(token));
        break;
      case "heading": {
        const { depth, text } = token as Tokens.Heading;
        if (depth < 3) problem(`"${"#".repeat(depth)} ${text}": a section's subheadings are ### or ####`);
        else if (depth > 4) problem(`"${"#".repeat(depth)} ${text}": subheadings go down to #### only`);
        break;
      }
      case "link": {
        const message = linkProblem((token as Tokens.Link).href);
        if (message) problem(message);
        break;
      }
      case "image": {
        const { href, text } = token as Tokens.Image;
        if (!photoImageId(href))
          problem(`the image "${href}" is not from the photo library: write ![alt text](photo:<photo id>)`);
        if (text.trim().length < 5)
          problem(`the image "${href}" needs alt text that says what it shows: ![what it shows](${href})`);
        break;
      }
      case "paragraph": {
        const { tokens } = token as Tokens.Paragraph;
        if (tokens.some((child) => child.type === "image") && tokens.some((child) => child.type !== "image"))
          problem("a photo stands in a paragraph of its own, with a blank line before and after it");
        break;
      }
      case "list_item":
        if ((token as Tokens.ListItem).task)
          problem("a task list item ([ ] or [x]) is not shown as such: write a list");
        break;
      default:
    }
  }
  return problems;
}

/** The address of every link of a Markdown text, in order. */
export const markdownLinks = (source: string): string[] =>
  tokensOf(source).flatMap(({ token }) => (token.type === "link" ? [(token as Tokens.Link).href] : []));

/** The id of every library photo a Markdown text shows, in order. */
export const markdownPhotos = (source: string): string[] =>
  tokensOf(source).flatMap(({ token }) => {
    const id = token.type === "image" ? photoImageId((token as Tokens.Image).href) : undefined;
    return id ? [id] : [];
  });

/** The text of a token, its parts run together as they read (a list's items, a table's cells, apart). */
function textOf(token: Token): string {
  switch (token.type) {
    case "list":
      return (token as Tokens.List).items.map(textOf).join(" ");
    case "table": {
      const table = token as Tokens.Table;
      return [...table.header, ...table.rows.flat()].map((cell) => cell.tokens.map(textOf).join("")).join(" ");
    }
    case "image":
      return (token as Tokens.Image).text;
    case "code":
    case "codespan":
      return (token as Tokens.Codespan).text;
    case "br":
    case "space":
      return " ";
    default:
      if ("tokens" in token && Array.isArray(token.tokens)) return (token.tokens as Token[]).map(textOf).join("");
      return "text" in token && typeof token.text === "string" ? token.text : "";
  }
}

/** The text of a Markdown text, as read: formatting dropped, blocks joined by a space (reading time, search). */
export const markdownText = (source: string): string =>
  lexer.lexer(source).map(textOf).join(" ").replace(/\s+/g, " ").trim();

/*
 * A line of text in Markdown (decision 057): a role's list item or hiring step, where the page's structure is fixed and
 * the text itself may hold links, emphasis and code. The line is read as inline Markdown (in a file, the list's own
 * Markdown has decided what is an item: an item that starts with "1. " is a nested list there, and refused).
 */

/** Every token of a line of Markdown, depth first. */
function inlineTokensOf(source: string): Token[] {
  const found: Token[] = [];
  const visit = (token: Token) => {
    found.push(token);
    if ("tokens" in token && Array.isArray(token.tokens)) for (const child of token.tokens as Token[]) visit(child);
  };
  for (const token of Lexer.lexInline(source)) visit(token);
  return found;
}

/** What is wrong with a line of Markdown: HTML, a photo, a line break, or an address the site will not link. */
export function inlineMarkdownProblems(source: string): string[] {
  return inlineTokensOf(source).flatMap((token) => {
    switch (token.type) {
      case "html":
        return [htmlProblem(token)];
      case "link": {
        const message = linkProblem((token as Tokens.Link).href);
        return message ? [message] : [];
      }
      case "image":
        return [`a photo ("${token.raw.slice(0, 40)}") is not shown in a line of a list or a step: write text`];
      case "br":
        return ["a line break is not shown in a line of a list or a step: write one line"];
      case "text": {
        // Read as text by the job posting's description: the character itself, not its HTML name.
        const entity = /&(?:#\d+|#x[\da-f]+|[a-z][a-z\d]*);/i.exec(token.raw)?.[0];
        return entity ? [`"${entity}" is an HTML entity: write the character itself`] : [];
      }
      default:
        return [];
    }
  });
}

/** The address of every link of a line of Markdown, in order. */
export const inlineMarkdownLinks = (source: string): string[] =>
  inlineTokensOf(source).flatMap((token) => (token.type === "link" ? [(token as Tokens.Link).href] : []));

const ESCAPED: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" };

/**
 * The text of a line of Markdown, as read (the job posting's description escapes it again). marked escapes some text
 * tokens' `&`, `<` and `>` as it lexes them; a line holds no HTML entity of its own (`inlineMarkdownProblems`).
 */
export const inlineMarkdownText = (source: string): string =>
  Lexer.lexInline(source)
    .map(textOf)
    .join("")
    .replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ESCAPED[entity]!)
    .replace(/\s+/g, " ")
    .trim();

/** What is wrong with a list item that is a line of Markdown: a task, a nested block, or the line's own problems. */
function itemProblems(item: Tokens.ListItem): string[] {
  const [first, ...more] = item.tokens;
  if (item.task) return ["a task list item ([ ] or [x]) is not shown as such: write a list"];
  if (more.length || (first?.type !== "text" && first?.type !== "paragraph"))
    return [
      'a list item is one line of text, with no nested list or block (a line that starts with "1. " or "# " is one: write "1\\. ")',
    ];
  return inlineMarkdownProblems(item.text);
}

/**
 * What is wrong with a text whose lists' items and paragraphs are lines of Markdown and whose headings are plain text
 * (a role's body: the live preview states what the build would refuse), by line.
 */
export function lineMarkdownProblems(source: string): MarkdownProblem[] {
  return blocksOf(source).flatMap(({ token, line }) => {
    if (token.type === "html") return [{ line, message: htmlProblem(token) }];
    if (token.type === "heading")
      return (token as Tokens.Heading).tokens.some((child) => child.type !== "text" && child.type !== "escape")
        ? [{ line, message: "a heading is plain text: write it without formatting" }]
        : [];
    if (token.type === "paragraph")
      return inlineMarkdownProblems((token as Tokens.Paragraph).text).map((message) => ({ line, message }));
    if (token.type !== "list") return [];
    const list = token as Tokens.List;
    let cursor = 0;
    return list.items.flatMap((item) => {
      const at = Math.max(list.raw.indexOf(item.raw, cursor), cursor);
      cursor = at + item.raw.length;
      const itemLine = line + (list.raw.slice(0, at).match(/\n/g)?.length ?? 0);
      return itemProblems(item).map((message) => ({ line: itemLine, message }));
    });
  });
}
