/**
 * The formatting toolbar of an article's text field (issue 37 §2): GitHub's `<markdown-toolbar>` element, which writes
 * the Markdown for the selection (bold, a link, a list…) into the field and follows the WAI-ARIA toolbar pattern (one
 * tab stop, arrow keys between its buttons). The text stays the file's own: what the toolbar writes is what a
 * developer would type. Each button states its role: the element sets it only on the toolbar.
 */
import "@github/markdown-toolbar-element";
import { Bold, Code, Heading2, Heading3, Italic, Link, List, ListOrdered, Quote } from "lucide-react";
import type { DetailedHTMLProps, HTMLAttributes, ReactNode } from "react";

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

/** A button's look: its icon, its name (said and shown on hover) and the Markdown it writes. */
const Tool = ({ name, icon }: { name: string; icon: ReactNode }) => (
  <>
    {icon}
    <span className="visually-hidden">{name}</span>
  </>
);

const icon = { "aria-hidden": true, size: 18, strokeWidth: 2 } as const;

/** The toolbar for the text field `target` (its id), named for screen readers by `label`. */
export function MarkdownToolbar({ target, label }: { target: string; label: string }) {
  return (
    <markdown-toolbar for={target} aria-label={label} className="markdown-toolbar">
      <md-header level="2" title="Section heading (##)" className="markdown-tool" role="button">
        <Tool name="Section heading" icon={<Heading2 {...icon} />} />
      </md-header>
      <md-header level="3" title="Subheading (###)" className="markdown-tool" role="button">
        <Tool name="Subheading" icon={<Heading3 {...icon} />} />
      </md-header>
      <md-bold title="Bold (**text**)" className="markdown-tool" role="button">
        <Tool name="Bold" icon={<Bold {...icon} />} />
      </md-bold>
      <md-italic title="Italic (_text_)" className="markdown-tool" role="button">
        <Tool name="Italic" icon={<Italic {...icon} />} />
      </md-italic>
      <md-link title="Link ([text](url), or page:<id> for a page of the site)" className="markdown-tool" role="button">
        <Tool name="Link" icon={<Link {...icon} />} />
      </md-link>
      <md-unordered-list title="Bulleted list (- item)" className="markdown-tool" role="button">
        <Tool name="Bulleted list" icon={<List {...icon} />} />
      </md-unordered-list>
      <md-ordered-list title="Numbered list (1. item)" className="markdown-tool" role="button">
        <Tool name="Numbered list" icon={<ListOrdered {...icon} />} />
      </md-ordered-list>
      <md-quote title="Quote (> text)" className="markdown-tool" role="button">
        <Tool name="Quote" icon={<Quote {...icon} />} />
      </md-quote>
      <md-code title="Code (`code`)" className="markdown-tool" role="button">
        <Tool name="Code" icon={<Code {...icon} />} />
      </md-code>
    </markdown-toolbar>
  );
}
