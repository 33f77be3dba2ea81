/**
 * The live preview's HTML of an article's text (components/live-preview.tsx): its body (the text after the frontmatter)
 * in Markdown, rendered by marked as the site's renderer renders it (content/markdown-render.ts: `##` and `###`
 * headings, lists, emphasis, quotes, code, tables, photos), and its Markdown problems as the build states them
 * (content/markdown.ts `markdownProblems`), numbered by the line of the whole text. Loaded only when a member turns the
 * preview on. Links are shown, not followed (a click would leave the editor); a photo is a box with its description
 * (the page's preview shows the photo itself). HTML written into the text is shown as text, and the HTML made is
 * sanitised by DOMPurify with an allow-list of what this renderer writes: a colleague's draft can never run a script
 * in the member's session.
 */
import DOMPurify from "dompurify";
import { Marked, type Tokens } from "marked";
import { markdownProblems, pageLinkId, photoImageId } from "../../../content/markdown";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!);

/** What this renderer writes, and nothing else. */
const ALLOWED_TAGS = [
  "p",
  "h2",
  "h3",
  "h4",
  "ul",
  "ol",
  "li",
  "span",
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
];
const ALLOWED_ATTR = ["class", "title", "start", "scope", "role", "aria-label"];

const cellClass = (align: Tokens.TableCell["align"]) => (align ? ` class="align-${align}"` : "");

const marked = new Marked({
  gfm: true,
  renderer: {
    html: ({ text }) => escapeHtml(text),
    heading({ tokens, depth }) {
      const level = Math.min(Math.max(depth, 2), 4);
      return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
    },
    link({ href, tokens }) {
      const page = pageLinkId(href);
      const where = page ? `the page ${page}` : href;
      return `<span class="preview-link" title="${escapeHtml(`Goes to ${where}`)}">${this.parser.parseInline(tokens)}</span>`;
    },
    image({ href, text, title }) {
      const id = photoImageId(href) ?? href;
      const caption = title ? `<figcaption>${escapeHtml(title)}</figcaption>` : "";
      return `<figure class="preview-photo"><span class="preview-photo-box" role="img" aria-label="${escapeHtml(text)}" title="${escapeHtml(id)}">${escapeHtml(text)}</span>${caption}</figure>`;
    },
    paragraph({ tokens }) {
      const inline = this.parser.parseInline(tokens);
      return tokens.some((token) => token.type === "image") ? `${inline}\n` : `<p>${inline}</p>\n`;
    },
    table({ header, rows }) {
      const head = header
        .map((cell) => `<th scope="col"${cellClass(cell.align)}>${this.parser.parseInline(cell.tokens)}</th>`)
        .join("");
      const body = rows
        .map(
          (row) =>
            `<tr>${row.map((cell) => `<td${cellClass(cell.align)}>${this.parser.parseInline(cell.tokens)}</td>`).join("")}</tr>`,
        )
        .join("");
      return `<div class="table-scroll"><table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table></div>\n`;
    },
  },
});

const FRONTMATTER = /^---\r?\n[\s\S]*?\r?\n---[^\S\r\n]*(?:\r?\n|$)/;

/** The preview of a text: its body's HTML, sanitised, and its Markdown problems with the line of the whole text. */
export function previewOf(text: string): { html: string; problems: string[] } {
  const frontmatter = FRONTMATTER.exec(text)?.[0] ?? "";
  const body = text.slice(frontmatter.length);
  const offset = frontmatter.split("\n").length - 1;
  const html = marked.parse(body, { async: false }) as string;
  return {
    html: DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR }),
    // A `##` line starts one of the article's sections (content/collections.ts): within a section it is a problem.
    problems: markdownProblems(body)
      .filter((problem) => !problem.message.startsWith('"## '))
      .map((problem) => `Line ${problem.line + offset}: ${problem.message}`),
  };
}
