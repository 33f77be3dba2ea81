/**
 * The live preview's HTML of an entry's text (components/live-preview.tsx): its body (the text after the frontmatter)
 * in Markdown, rendered by marked as the site's renderer renders it (content/markdown-render.ts: `##` and `###`
 * headings, lists, emphasis, quotes, code, tables, photos), and its Markdown problems as the build states them
 * (content/markdown.ts `markdownProblems`), numbered by the line of the whole text. Loaded only when a member turns the
 * preview on. Links are shown, not followed (a click would leave the editor); a photo is a box with its description
 * (the page's preview shows the photo itself). HTML written into the text is shown as text, and the HTML made is
 * sanitised by DOMPurify with an allow-list of what this renderer writes: a colleague's draft can never run a script
 * in the member's session.
 */
import DOMPurify from "dompurify";
import { Marked } from "marked";
import type { Editable } from "./content-words";
import {
  escapeHtml,
  lineMarkdownProblems,
  markdownProblems,
  pageLinkId,
  photoImageId,
  RENDERED_TAGS,
  tableHtml,
} from "../../../content/markdown";

/** What this renderer writes, and nothing else: the site's elements, a section's heading, no link or image. */
const ALLOWED_TAGS = [...RENDERED_TAGS, "h2"];
const ALLOWED_ATTR = ["class", "title", "start", "scope", "role", "aria-label", "tabindex"];

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
    table(token) {
      return tableHtml(token, (tokens) => this.parser.parseInline(tokens));
    },
  },
});

const FRONTMATTER = /^---\r?\n[\s\S]*?\r?\n---[^\S\r\n]*(?:\r?\n|$)/;

/**
 * The preview of a `collection`'s text: its body's HTML, sanitised, and its Markdown problems with the line of the
 * whole text (a role's items and steps are lines of Markdown: decision 057).
 */
export function previewOf(text: string, collection: Editable): { html: string; problems: string[] } {
  const frontmatter = FRONTMATTER.exec(text)?.[0] ?? "";
  const body = text.slice(frontmatter.length);
  const offset = frontmatter.split("\n").length - 1;
  const html = marked.parse(body, { async: false }) as string;
  // A `##` line starts one of the text's sections (content/collections.ts): within a section it is a problem.
  const problems =
    collection === "roles"
      ? lineMarkdownProblems(body)
      : markdownProblems(body).filter((problem) => !problem.message.startsWith('"## '));
  return {
    html: DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR }),
    problems: problems.map((problem) => `Line ${problem.line + offset}: ${problem.message}`),
  };
}
