/**
 * The link to the search page in the header and the sidebar, rendered to markup during the prerender only (decision
 * 010, as the menus in menu.prerender.tsx): the client bundle carries neither its icon nor its word. Before hydration
 * it is a plain link; after, a page link (app/lib/page-links.ts) navigates client-side, and the search page puts the
 * focus in its field (app/routes/search.tsx).
 */
import { renderToStaticMarkup } from "react-dom/server";
import type { LayoutData } from "../../lib/layout-data.server";
import { PageLink } from "../ui/page-link";

export function searchLinkMarkup(layout: Pick<LayoutData, "searchPath" | "ui">, place: "header" | "sidebar"): string {
  return renderToStaticMarkup(
    <PageLink href={layout.searchPath} className={`search-link ${place}-search`}>
      <svg viewBox="0 0 24 24" width={20} height={20} aria-hidden="true" focusable="false">
        <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="m20 20-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span className="search-link-label">{layout.ui.search}</span>
    </PageLink>,
  );
}
