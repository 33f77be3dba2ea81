import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { PageLink } from "../ui/page-link";
import { useLayoutData } from "../../lib/layout-data";
import { usePagePath } from "../../lib/navigation";
import { LanguageLink } from "./language-link";
import { Logo } from "./logo";
import { sidebarMarkup } from "./menu.prerender";
import { searchLinkMarkup } from "./search-link.prerender";

/** Sidebar at 960px and narrower; the desktop menus above. */
const MOBILE_QUERY = "(max-width: 960px)";
const SIDEBAR_ID = "site-sidebar";

/**
 * Invoker commands (HTML `commandfor`/`command`): the browser opens and closes the modal dialog itself,
 * so the menu button works from the first paint, before and without JavaScript. Where the browser lacks them, or
 * `closedby`, the inline script in <head> supplies them (app/shared/platform-fallback-script.ts, decision 024).
 */
const invoke = (command: "show-modal" | "close") => ({ commandfor: SIDEBAR_ID, command }) as Record<string, string>;

/**
 * The collapsible sidebar, opened by the hamburger button. Everything here is
 * the platform's: a modal <dialog> opened by an invoker command (focus trap,
 * Escape, the page behind inert, `closedby="any"` for a tap on the backdrop),
 * and one <details> per submenu, those of a level sharing a `name`, so at most
 * one per level is open. The current page's group and sub-group are open in
 * the prerendered HTML (the tree is prerendered markup: menu.prerender.tsx). The menu button has no aria-expanded (HTML forbids it
 * with `command`; while the modal is open the page behind, button included, is
 * inert). React only closes the sidebar on client-side navigation.
 */
export function MobileNav() {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const location = useLocation();
  const { menu, contactPath, ui } = useLayoutData();
  const tree = sidebarMarkup(menu, usePagePath(), ui);

  // Growing past the breakpoint with the sidebar open would leave an invisible modal.
  useEffect(() => {
    const query = window.matchMedia(MOBILE_QUERY);
    const onChange = () => {
      if (!query.matches) dialogRef.current?.close();
    };
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);

  // Any navigation closes the sidebar; hydration is not one: a sidebar opened before it (the first tap comes before
  // the scripts have run on a slow phone, decision 010) stays open.
  const shownKey = useRef(location.key);
  useEffect(() => {
    if (shownKey.current !== location.key) dialogRef.current?.close();
    shownKey.current = location.key;
  }, [location.key]);

  return (
    <>
      <button type="button" className="hamburger" aria-label={ui.openMenu} {...invoke("show-modal")}>
        <svg viewBox="0 0 24 24" width={24} height={24} aria-hidden="true" focusable="false">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <dialog ref={dialogRef} id={SIDEBAR_ID} className="sidebar" aria-label={ui.siteMenu} {...{ closedby: "any" }}>
        <div className="sidebar-panel">
          <div className="sidebar-top">
            <Logo />
            <button type="button" className="sidebar-close" aria-label={ui.closeMenu} {...invoke("close")}>
              <svg viewBox="0 0 24 24" width={24} height={24} aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          </div>
          <span
            className="search-link-slot"
            dangerouslySetInnerHTML={{ __html: searchLinkMarkup(useLayoutData(), "sidebar") }}
            suppressHydrationWarning
          />
          <nav aria-label={ui.mainNav}>
            {/* Prerendered markup that hydration keeps (menu.prerender.tsx). */}
            <ul className="sidebar-list" dangerouslySetInnerHTML={{ __html: tree }} suppressHydrationWarning />
          </nav>
          <LanguageLink className="sidebar-language" />
          <PageLink href={contactPath} className="button button-primary sidebar-cta">
            {ui.getStarted}
          </PageLink>
        </div>
      </dialog>
    </>
  );
}
