import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import type { GroupNode } from "../../../content/registry";
import { PageLink } from "../ui/page-link";
import { useLayoutData } from "../../lib/layout-data";
import { isCurrentGroup, usePagePath } from "../../lib/navigation";
import { LanguageLink } from "./language-link";
import { Logo } from "./logo";
import { navGroupMarkup } from "./menu.prerender";
import { searchLinkMarkup } from "./search-link.prerender";

/** How long a hover waits before switching away from an open menu (ms). */
const SWITCH_MS = 200;
/** The sidebar's layout: 960 px and narrower (global.css); the menus in the header above. */
const SIDEBAR_QUERY = "(max-width: 960px)";
const SIDEBAR_ID = "site-sidebar";

/**
 * The site's navigation, one tree for both layouts (decision 038).
 *
 * Wide screens: the WAI-ARIA APG disclosure navigation pattern, plus hover. Each group is a button with
 * aria-expanded/aria-controls; Enter/Space toggle, Escape closes and returns focus to the button, focus leaving an open
 * menu closes it; focus alone never opens one. Before hydration (and without JavaScript) the panels open with CSS, on
 * :hover and :focus-within (global.css, `html:not([data-hydrated])`), so they work from the first paint; once
 * hydrated, this component's state decides. The sidebar's wrappers are `display: contents` there, its own controls
 * hidden.
 *
 * 960 px and narrower: the same tree in a sidebar, a popover (`popover`, opened by the header's menu button through
 * `popovertarget`): the browser opens and closes it, Escape and a tap outside close it, and focus returns to the
 * button, before and without JavaScript. Each group and family is a <details> (those of a level share a `name`, so one
 * is open per level), the current page's open in the prerendered HTML. Once hydrated the open sidebar is modal: the
 * rest of the page is inert and the focus starts in it. React closes it on client-side navigation.
 */
export function SiteNav() {
  const [openId, setOpenId] = useState<string | null>(null);
  const location = useLocation();
  const layout = useLayoutData();
  const { menu, contactPath, ui } = layout;
  const pathname = usePagePath();
  const timer = useRef(0);
  const sidebarRef = useRef<HTMLDivElement>(null);

  // Any navigation (a click on any link, Back) closes the open menu (and the sidebar: useSidebar).
  const [seenKey, setSeenKey] = useState(location.key);
  if (seenKey !== location.key) {
    setSeenKey(location.key);
    setOpenId(null);
  }
  useSidebar(sidebarRef, location.key);

  /**
   * Hover intent: with no menu open, hovering one opens it at once. With one open, the pointer entering another or
   * leaving changes nothing for SWITCH_MS; coming back to the open menu (its panel included) in that time cancels
   * the change. A pointer crossing the neighbouring item on its way down to the open panel keeps that panel.
   */
  const hover = (id: string, enter: boolean) => {
    clearTimeout(timer.current);
    if (enter && !openId) setOpenId(id);
    else if (openId && (enter ? openId !== id : openId === id))
      timer.current = window.setTimeout(
        () => setOpenId((current) => (enter ? id : current === id ? null : current)),
        SWITCH_MS,
      );
  };

  // A panel that CSS opened before hydration (pointer on it, or focus in it) stays open.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const shown = document.querySelector<HTMLElement>(".nav-group:is(:hover, :focus-within)");
      if (shown?.dataset.menu && !matchMedia(SIDEBAR_QUERY).matches) setOpenId(shown.dataset.menu);
    });
    return () => cancelAnimationFrame(frame);
  }, []);

  return (
    <div ref={sidebarRef} id={SIDEBAR_ID} className="sidebar" popover="auto">
      <div className="sidebar-panel">
        <div className="sidebar-top">
          <Logo />
          <CloseButton label={ui.closeMenu} />
        </div>
        <span
          className="search-link-slot"
          dangerouslySetInnerHTML={{ __html: searchLinkMarkup(layout, "sidebar") }}
          suppressHydrationWarning
        />
        <nav className="site-nav" aria-label={ui.mainNav}>
          <ul className="site-nav-list">
            {menu.map((group) => (
              <NavGroup
                key={group.id}
                group={group}
                open={openId === group.id}
                current={isCurrentGroup(group, pathname)}
                pathname={pathname}
                // Closing one menu must not close another that has just opened (blur and mouseenter race).
                setOpen={(open) => {
                  // Opening one settles any pending switch; closing one (a blur as focus moves on) must not cancel a switch to another.
                  if (open) clearTimeout(timer.current);
                  setOpenId((current) => (open ? group.id : current === group.id ? null : current));
                }}
                hover={(enter) => hover(group.id, enter)}
              />
            ))}
          </ul>
        </nav>
        <LanguageLink className="sidebar-language" />
        <PageLink href={contactPath} className="button button-primary sidebar-cta">
          {ui.getStarted}
        </PageLink>
      </div>
    </div>
  );
}

/**
 * Closing the sidebar: a popover (hiding a closed one does nothing), or where the browser has none, the element the
 * inline fallback shows by `data-open` (app/shared/platform-fallback-script.ts).
 */
const close = (sidebar: HTMLElement) => {
  sidebar.hidePopover?.();
  sidebar.removeAttribute("data-open");
};

const CloseButton = ({ label }: { label: string }) => (
  <button
    type="button"
    className="sidebar-close"
    aria-label={label}
    popoverTarget={SIDEBAR_ID}
    popoverTargetAction="hide"
  >
    <svg viewBox="0 0 24 24" width={24} height={24} aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  </button>
);

/**
 * The open sidebar as a modal: everything else inert (the menu button too, so the focus cannot leave), the focus on
 * its first control, all given back as it starts to close (so the browser can return the focus to the menu button).
 * Growing past the breakpoint closes it, and so does any navigation (hydration is not one: a sidebar opened before it,
 * the first tap on a slow phone, decision 010, stays open).
 */
function useSidebar(sidebarRef: React.RefObject<HTMLDivElement | null>, locationKey: string) {
  const shownKey = useRef(locationKey);
  useEffect(() => {
    const sidebar = sidebarRef.current;
    if (shownKey.current !== locationKey && sidebar) close(sidebar);
    shownKey.current = locationKey;
  }, [sidebarRef, locationKey]);

  useEffect(() => {
    const sidebar = sidebarRef.current;
    if (!sidebar) return;
    let inert: HTMLElement[] = [];
    const release = () => {
      for (const element of inert) element.inert = false;
      inert = [];
    };
    const hold = () => {
      release();
      for (let node: HTMLElement = sidebar; node.parentElement && node !== document.body; node = node.parentElement)
        for (const sibling of node.parentElement.children)
          if (sibling !== node && sibling instanceof HTMLElement && !sibling.inert) {
            sibling.inert = true;
            inert.push(sibling);
          }
    };
    const beforeToggle = (event: Event) => ((event as ToggleEvent).newState === "open" ? hold() : release());
    const toggle = (event: Event) => {
      if ((event as ToggleEvent).newState === "open" && !sidebar.contains(document.activeElement))
        sidebar.querySelector<HTMLElement>("a[href], button")?.focus();
    };
    sidebar.addEventListener("beforetoggle", beforeToggle);
    sidebar.addEventListener("toggle", toggle);
    // Opened before hydration: a popover shown (the fallback's `data-open` fires no toggle to release the page).
    if ("popover" in sidebar && sidebar.checkVisibility()) hold();
    const query = matchMedia(SIDEBAR_QUERY);
    const onChange = () => {
      if (!query.matches) close(sidebar);
    };
    query.addEventListener("change", onChange);
    return () => {
      release();
      sidebar.removeEventListener("beforetoggle", beforeToggle);
      sidebar.removeEventListener("toggle", toggle);
      query.removeEventListener("change", onChange);
    };
  }, [sidebarRef]);
}

interface NavGroupProps {
  group: GroupNode;
  open: boolean;
  current: boolean;
  /** The page shown, to mark its link with aria-current. */
  pathname: string;
  setOpen: (open: boolean) => void;
  /** The pointer entering (true) or leaving the item, panel included: SiteNav's hover intent decides. */
  hover: (enter: boolean) => void;
}

function NavGroup({ group, open, current, pathname, setOpen, hover }: NavGroupProps) {
  const { ui } = useLayoutData();
  const buttonRef = useRef<HTMLButtonElement>(null);
  // A pointer click on a menu that hovering just opened keeps it open rather than toggling it shut.
  const openedByHover = useRef(false);
  // A link clicked in the panel closes it; resting the pointer there must not reopen it. Hover opens it
  // again only after the pointer has left the item and come back (decision 010).
  const held = useRef(false);
  // The disclosure button is the wide layout's: in the sidebar it is hidden and the group's <details> is the control.
  const wide = () => buttonRef.current?.checkVisibility() ?? false;
  return (
    // Hover and Escape enhance the disclosure button inside, which stays the keyboard control.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li
      className="nav-group"
      data-menu={group.id}
      data-open={open}
      data-current={current || undefined}
      onMouseEnter={() => {
        if (held.current || !wide()) return;
        openedByHover.current = !open;
        hover(true);
      }}
      onMouseLeave={() => {
        held.current = false;
        openedByHover.current = false;
        if (wide()) hover(false);
      }}
      onClick={(event) => {
        if (!(event.target as Element).closest("a")) return;
        held.current = event.detail > 0;
        setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape" && open && wide()) {
          event.preventDefault();
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="nav-group-button"
        aria-expanded={open}
        aria-controls={`menu-${group.id}`}
        onClick={(event) => {
          // detail is 0 for Enter/Space: the keyboard always toggles.
          // A click while hover intent still waits to switch here opens at once.
          if (event.detail > 0 && openedByHover.current && open) openedByHover.current = false;
          else {
            held.current = false;
            setOpen(!open);
          }
        }}
      >
        {group.label}
        <svg className="chevron" viewBox="0 0 12 12" width={12} height={12} aria-hidden="true" focusable="false">
          <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
      </button>
      {/* The group's <details> and panel are prerendered markup that hydration keeps (menu.prerender.tsx). */}
      <div
        className="nav-group-slot"
        dangerouslySetInnerHTML={{ __html: navGroupMarkup(group, pathname, ui) }}
        suppressHydrationWarning
      />
    </li>
  );
}

/** The header's menu button (960 px and narrower): opens the sidebar, the browser's popover. */
export function MenuButton() {
  const { ui } = useLayoutData();
  return (
    <button type="button" className="hamburger" aria-label={ui.openMenu} popoverTarget={SIDEBAR_ID}>
      <svg viewBox="0 0 24 24" width={24} height={24} aria-hidden="true" focusable="false">
        <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  );
}
