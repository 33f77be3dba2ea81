/**
 * The HTML of a Markdown text (content/markdown.ts, decision 051), at build: rendered by marked, sanitised by
 * sanitize-html with an allow-list of exactly what the renderer writes.
 */
import { Marked } from "marked";
import sanitizeHtml from "sanitize-html";
import {
  escapeHtml,
  inlineMarkdownProblems,
  markdownProblems,
  photoImageId,
  RENDERED_TAGS,
  tableHtml,
} from "./markdown";

/** How a rendering resolves what the Markdown refers to. */
export interface RenderOptions {
  /** The address a link goes to (a `page:` link's path, a path in the entry's language); undefined: unknown. */
  readonly href: (href: string) => string | undefined;
  /** A library photo as HTML (app/components/ui/photo.tsx), shown with this alt text; undefined: unknown. */
  readonly photo?: (id: string, alt: string) => string | undefined;
}

/** What the renderer writes, and nothing else: the sanitiser's allow-list (sanitize-html). */
const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [...RENDERED_TAGS, "a", "picture", "source", "img"],
  allowedAttributes: {
    a: ["href"],
    ol: ["start"],
    code: ["class"],
    div: ["class", "role", "tabindex", "aria-label"],
    th: ["class", "scope"],
    td: ["class"],
    figure: ["class"],
    span: ["class"],
    source: ["type", "srcset", "sizes"],
    img: ["class", "src", "srcset", "sizes", "width", "height", "alt", "decoding", "loading"],
  },
  allowedClasses: {
    code: ["language-*"],
    div: ["table-scroll"],
    th: ["align-left", "align-center", "align-right"],
    td: ["align-left", "align-center", "align-right"],
    figure: ["body-photo"],
    span: ["photo", "photo--*"],
    img: ["photo-placeholder", "photo-img"],
  },
  allowedSchemes: ["https", "http", "mailto", "tel"],
  allowedSchemesByTag: { img: ["data"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "escape",
};

/** A link to where `options` resolves `href`; throws for a page the site does not have. */
function linkHtml(options: Pick<RenderOptions, "href">, href: string, inner: string): string {
  const target = options.href(href);
  if (target === undefined) throw new Error(`the link "${href}" goes to no page of the site`);
  return `<a href="${escapeHtml(target)}">${inner}</a>`;
}

/**
 * A Markdown text as HTML, sanitised. Throws on what `markdownProblems` refuses, on an unknown page or photo, and if
 * the sanitiser would change the renderer's HTML (an element or attribute outside its allow-list).
 */
export function renderMarkdown(source: string, options: RenderOptions): string {
  const [problem] = markdownProblems(source);
  if (problem) throw new Error(`line ${problem.line}: ${problem.message}`);
  const marked = new Marked({
    gfm: true,
    renderer: {
      html: ({ text }) => escapeHtml(text),
      paragraph({ tokens }) {
        const inline = this.parser.parseInline(tokens);
        // A photo is a paragraph of its own (markdownProblems): its figure is the block.
        return tokens.some((token) => token.type === "image") ? `${inline}\n` : `<p>${inline}</p>\n`;
      },
      heading({ tokens, depth }) {
        return `<h${depth}>${this.parser.parseInline(tokens)}</h${depth}>\n`;
      },
      link({ href, tokens }) {
        return linkHtml(options, href, this.parser.parseInline(tokens));
      },
      image({ href, text, title }) {
        const id = photoImageId(href)!;
        const photo = options.photo?.(id, text);
        if (photo === undefined) throw new Error(`the photo "${id}" is not in the photo library (content/photos.ts)`);
        const caption = title ? `<figcaption>${escapeHtml(title)}</figcaption>` : "";
        return `<figure class="body-photo">${photo}${caption}</figure>`;
      },
      table(token) {
        return tableHtml(token, (tokens) => this.parser.parseInline(tokens));
      },
    },
  });
  return sanitised((marked.parse(source, { async: false }) as string).trim());
}

/**
 * A line of Markdown (a role's list item or hiring step, decision 057) as HTML, sanitised: its text, links, emphasis and
 * code. Throws on what `inlineMarkdownProblems` refuses and on a link to an unknown page.
 */
export function renderInlineMarkdown(source: string, options: Pick<RenderOptions, "href">): string {
  const [problem] = inlineMarkdownProblems(source);
  if (problem) throw new Error(problem);
  const marked = new Marked({
    gfm: true,
    renderer: {
      link({ href, tokens }) {
        return linkHtml(options, href, this.parser.parseInline(tokens));
      },
    },
  });
  return sanitised(marked.parseInline(source, { async: false }) as string);
}

/** The renderer's HTML, through the sanitiser; throws if the sanitiser would change it. */
function sanitised(html: string): string {
  // Both through the same serialiser (entities, empty elements), one with the allow-list, one without.
  const clean = sanitizeHtml(html, ALLOWED);
  const whole = sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    allowedSchemes: ALLOWED.allowedSchemes,
    allowedSchemesByTag: ALLOWED.allowedSchemesByTag,
  });
  if (clean !== whole) throw new Error(`the Markdown rendered to HTML the sanitiser changes:\n${whole}\n---\n${clean}`);
  return clean;
}
