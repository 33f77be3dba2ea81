/**
 * The formatting toolbar of an entry's text field (issue 37 §2): GitHub's `<markdown-toolbar>` element, which writes
 * the Markdown for the selection (bold, a link, a list…) into the field and follows the WAI-ARIA toolbar pattern (one
 * tab stop, arrow keys between its buttons). The text stays the file's own: what the toolbar writes is what a
 * developer would type. Each button states its role: the element sets it only on the toolbar. The last button adds
 * a photo (components/photo-upload.tsx).
 */
import "@github/markdown-toolbar-element";
import { Bold, Code, Heading2, Heading3, Italic, Link, List, ListOrdered, Quote } from "lucide-react";
import type { DetailedHTMLProps, HTMLAttributes } from "react";
import { PhotoTool } from "./photo-upload";

type ToolbarElement = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & { for?: string; level?: string };

declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      "markdown-toolbar": ToolbarElement;
      "md-header": ToolbarElement;
      "md-bold": ToolbarElement;
      "md-italic": ToolbarElement;
      "md-link": ToolbarElement;
      "md-unordered-list": ToolbarElement;
      "md-ordered-list": ToolbarElement;
      "md-quote": ToolbarElement;
      "md-code": ToolbarElement;
    }
  }
}

const icon = { "aria-hidden": true, size: 18, strokeWidth: 2 } as const;

/** The toolbar's buttons: the element (the Markdown it writes), its name, what it writes (on hover) and its icon. */
const TOOLS = [
  { tag: "md-header", level: "2", name: "Section heading", writes: "##", Icon: Heading2 },
  { tag: "md-header", level: "3", name: "Subheading", writes: "###", Icon: Heading3 },
  { tag: "md-bold", name: "Bold", writes: "**text**", Icon: Bold },
  { tag: "md-italic", name: "Italic", writes: "_text_", Icon: Italic },
  { tag: "md-link", name: "Link", writes: "[text](url), or page:<id> for a page of the site", Icon: Link },
  { tag: "md-unordered-list", name: "Bulleted list", writes: "- item", Icon: List },
  { tag: "md-ordered-list", name: "Numbered list", writes: "1. item", Icon: ListOrdered },
  { tag: "md-quote", name: "Quote", writes: "> text", Icon: Quote },
  { tag: "md-code", name: "Code", writes: "`code`", Icon: Code },
] as const;

/**
 * The buttons each collection's text has (decision 057): an article's sections are the writer's own; a case study's
 * two sections are fixed (no section heading); a role's items and steps are lines (formatting within a line, no photo).
 */
const COLLECTION_TOOLS = {
  articles: { tools: TOOLS, photo: true },
  "case-studies": { tools: TOOLS.filter((tool) => tool.name !== "Section heading"), photo: true },
  roles: { tools: TOOLS.filter((tool) => ["Bold", "Italic", "Link", "Code"].includes(tool.name)), photo: false },
} as const;

/** The toolbar for the text field `target` (its id) of a `collection`'s entry in `locale`, named by `label`. */
export function MarkdownToolbar({
  target,
  label,
  locale,
  collection,
}: {
  target: string;
  label: string;
  locale: "en" | "de";
  collection: keyof typeof COLLECTION_TOOLS;
}) {
  const { tools, photo } = COLLECTION_TOOLS[collection];
  return (
    <markdown-toolbar for={target} aria-label={label} className="markdown-toolbar">
      {tools.map(({ tag: Tag, name, writes, Icon, ...rest }) => (
        <Tag key={name} {...rest} title={`${name} (${writes})`} className="markdown-tool" role="button">
          <Icon {...icon} />
          <span className="visually-hidden">{name}</span>
        </Tag>
      ))}
      {photo ? <PhotoTool target={target} locale={locale} /> : null}
    </markdown-toolbar>
  );
}
