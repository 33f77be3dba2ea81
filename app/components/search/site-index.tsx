import type { IndexEntry, IndexSection } from "~/lib/site-index.server";
import { PageLink } from "../ui/page-link";

function Entries({ entries }: { readonly entries: readonly IndexEntry[] }) {
  return (
    <ul className="site-index-list">
      {entries.map((entry) => (
        <li key={entry.path ?? entry.label}>
          {entry.path === undefined ? (
            <span className="site-index-group">{entry.label}</span>
          ) : (
            <PageLink href={entry.path}>{entry.label}</PageLink>
          )}
          {entry.children ? <Entries entries={entry.children} /> : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * Every page the search finds, by section (app/lib/site-index.server.ts): the search page's content without
 * JavaScript. Drawn at build (the search route's loader), so its links are in the HTML and not in the page's code.
 */
export function SiteIndex({ sections }: { readonly sections: readonly IndexSection[] }) {
  return (
    <div className="site-index">
      {sections.map((section) => (
        <section key={section.id} className="site-index-section" aria-labelledby={`index-${section.id}`}>
          <h3 id={`index-${section.id}`}>{section.label}</h3>
          <Entries entries={section.entries} />
        </section>
      ))}
    </div>
  );
}
