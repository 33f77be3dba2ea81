import type { Inline, LegalBlock, LegalDocument as LegalDocumentData, Rich } from "../../../content/legal";
import { Fragment } from "react";
import { PageLink } from "../ui/page-link";
import { ScrollTable } from "./comparison-table";
import { DEFAULT_RETENTION, retentionItemsHtml } from "../../shared/lead-retention";

/** A run of text or a link: a page of the site as a page link, anything else (mail, phone, anchor, another site) as is. */
function InlineText({ text }: { readonly text: Rich }) {
  return (
    <>
      {text.map((part: Inline, index) =>
        typeof part === "string" ? (
          part
        ) : part.href.startsWith("/") ? (
          <PageLink key={index} href={part.href}>
            {part.text}
          </PageLink>
        ) : (
          <a key={index} href={part.href}>
            {part.text}
          </a>
        ),
      )}
    </>
  );
}

function Block({ block, hint }: { readonly block: LegalBlock; readonly hint: string }) {
  switch (block.kind) {
    case "paragraph":
      return (
        <p>
          <InlineText text={block.text} />
        </p>
      );
    case "list":
      return (
        <ul>
          {block.items.map((item, index) => (
            <li key={index}>
              <InlineText text={item} />
            </li>
          ))}
        </ul>
      );
    case "facts":
      return (
        <dl className="legal-facts">
          {block.items.map((item) => (
            <div key={item.term}>
              <dt>{item.term}</dt>
              <dd>
                {item.detail.map((line, index) => (
                  <Fragment key={index}>
                    {index ? <br /> : null}
                    <InlineText text={line} />
                  </Fragment>
                ))}
              </dd>
            </div>
          ))}
        </dl>
      );
    case "leadRetention":
      // Built with the defaults; the server and the legal route put the periods in force in its place.
      return (
        <ul
          className="lead-retention"
          dangerouslySetInnerHTML={{ __html: retentionItemsHtml(DEFAULT_RETENTION, block.locale) }}
        />
      );
    case "table":
      return (
        <ScrollTable caption={block.caption} columns={block.head} hint={hint} className="comparison legal-table">
          {block.rows.map(([purpose = [], ...cells], index) => (
            <tr key={index}>
              <th scope="row">
                <InlineText text={purpose} />
              </th>
              {cells.map((cell, column) => (
                <td key={column}>
                  <InlineText text={cell} />
                </td>
              ))}
            </tr>
          ))}
        </ScrollTable>
      );
  }
}

/**
 * A legal page's text (content/legal.ts): a short table of contents, then one section per h2. Drawn at build, in
 * the route's loader, so none of it is in the page's JavaScript.
 */
export function LegalDocument({
  document,
  tocLabel,
  tableHint,
}: {
  readonly document: LegalDocumentData;
  readonly tocLabel: string;
  /** The tables' hint on narrow screens ("Swipe sideways to see every column →"). */
  readonly tableHint: string;
}) {
  return (
    <>
      {document.sections.length > 3 ? (
        <nav className="article-toc" aria-label={tocLabel}>
          <ol>
            {document.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      {document.sections.map((section) => (
        <section key={section.id} aria-labelledby={section.id}>
          <h2 id={section.id}>{section.title}</h2>
          {section.blocks.map((block, index) => (
            <Block key={index} block={block} hint={tableHint} />
          ))}
        </section>
      ))}
      {document.updated ? <p className="legal-updated">{document.updated}</p> : null}
    </>
  );
}
