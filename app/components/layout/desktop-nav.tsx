import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import type { GroupNode } from "../../../content/registry";
import { useLayoutData } from "../../lib/layout-data";
import { isCurrentGroup, usePagePath } from "../../lib/navigation";
import { desktopPanelMarkup } from "./menu.prerender";

/** How long a hover waits before switching away from an open menu (ms). */
const SWITCH_MS = 200;

/**
 * Desktop header navigation (> 960px): the WAI-ARIA APG disclosure navigation
 * pattern, plus hover. Each group is a button with aria-expanded/aria-controls;
 * Enter/Space toggle, Escape closes and returns focus to the button, focus
 * leaving an open menu closes it; focus alone never opens one.
 *
 * Before hydration (and without JavaScript) the panels open with CSS, on
 * :hover and :focus-within (global.css, `html:not([data-hydrated])`), so they
 * work from the first paint; once hydrated, this component's state decides.
 */
export function DesktopNav() {
  const [openId, setOpenId] = useState<string | null>(null);
  const location = useLocation();
  const { menu, ui } = useLayoutData();
  const pathname = usePagePath();
  const timer = useRef(0);

  // Any navigation (a click on any link, Back) closes the open menu.
  const [seenKey, setSeenKey] = useState(location.key);
  if (seenKey !== location.key) {
    setSeenKey(location.key);
    setOpenId(null);
  }

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
      const shown = document.querySelector<HTMLElement>(".desktop-menu:is(:hover, :focus-within)");
      if (shown?.dataset.menu) setOpenId(shown.dataset.menu);
    });
    return () => cancelAnimationFrame(frame);
  }, []);

  return (
    <nav className="desktop-nav" aria-label={ui.mainNav}>
      <ul className="desktop-nav-list">
        {menu.map((group) => (
          <DesktopMenu
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
  );
}

interface DesktopMenuProps {
  group: GroupNode;
  open: boolean;
  current: boolean;
  /** The page shown, to mark its link with aria-current. */
  pathname: string;
  setOpen: (open: boolean) => void;
  /** The pointer entering (true) or leaving the item, panel included: DesktopNav's hover intent decides. */
  hover: (enter: boolean) => void;
}

function DesktopMenu({ group, open, current, pathname, setOpen, hover }: DesktopMenuProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  // A pointer click on a menu that hovering just opened keeps it open rather than toggling it shut.
  const openedByHover = useRef(false);
  // A link clicked in the panel closes it; resting the pointer there must not reopen it. Hover opens it
  // again only after the pointer has left the item and come back (decision 010).
  const held = useRef(false);
  const panelId = `menu-${group.id}`;
  const panel = desktopPanelMarkup(group, pathname);
  return (
    // Hover and Escape enhance the disclosure button inside, which stays the keyboard control.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li
      className="desktop-menu"
      data-menu={group.id}
      data-open={open}
      data-current={current || undefined}
      onMouseEnter={() => {
        if (held.current) return;
        openedByHover.current = !open;
        hover(true);
      }}
      onMouseLeave={() => {
        held.current = false;
        openedByHover.current = false;
        hover(false);
      }}
      onClick={(event) => {
        if (!(event.target as Element).closest("a")) return;
        held.current = event.detail > 0;
        setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
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
        className="desktop-menu-button"
        aria-expanded={open}
        aria-controls={panelId}
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
      {/* The panel's columns are prerendered markup that hydration keeps (menu.prerender.tsx). */}
      <div
        id={panelId}
        className="desktop-panel"
        dangerouslySetInnerHTML={{ __html: panel }}
        suppressHydrationWarning
      />
    </li>
  );
}
