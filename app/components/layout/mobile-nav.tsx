import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { PageLink } from "../ui/page-link";
import type { TreeNode } from "../../../content/registry";
import { useLayoutData } from "../../lib/layout-data";
import { containsPath, hrefOf, isCurrentGroup, nodeKey } from "../../lib/navigation";
import { Logo } from "./logo";
import { MenuImage } from "./menu-image";

/** Sidebar at 960px and narrower (spec, section 9). */
export const MOBILE_QUERY = "(max-width: 960px)";

/**
 * The collapsible sidebar, opened by the hamburger button. A modal <dialog>
 * gives the focus trap, Escape and the inert page behind natively. Each level
 * keeps at most one submenu open: `openPath[level]` is the open node there.
 */
export function MobileNav() {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const hamburgerRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  // The menu tree is drawn on first open: the prerendered HTML and the hydration skip ~100 links that
  // only a JavaScript click on the hamburger can show (the desktop navigation carries them in the HTML).
  const [drawn, setDrawn] = useState(false);
  const [openPath, setOpenPath] = useState<string[]>([]);
  const location = useLocation();
  const { menu, menuImages } = useLayoutData();

  const open = () => {
    // Start with the current page's group (and its sub-group) expanded.
    const trail: string[] = [];
    let level: readonly TreeNode[] = menu;
    for (;;) {
      const next = level.find((node) => node.children?.length && containsPath(node, location.pathname));
      if (!next) break;
      trail.push(nodeKey(next));
      level = next.children ?? [];
    }
    setOpenPath(trail);
    setDrawn(true);
    setIsOpen(true);
  };
  // Opened once its content is in the DOM, so showModal() focuses the first control as before.
  useLayoutEffect(() => {
    if (isOpen && !dialogRef.current?.open) dialogRef.current?.showModal();
  }, [isOpen]);
  const close = () => dialogRef.current?.close();

  // Any navigation closes the sidebar.
  useEffect(() => close(), [location.key]);

  // Growing past the breakpoint with the sidebar open would leave an invisible modal.
  useEffect(() => {
    const query = window.matchMedia(MOBILE_QUERY);
    const onChange = () => {
      if (!query.matches) close();
    };
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);

  const toggle = (level: number, key: string) =>
    setOpenPath((path) => (path[level] === key ? path.slice(0, level) : [...path.slice(0, level), key]));

  const renderNodes = (nodes: readonly TreeNode[], level: number) =>
    nodes.map((node) => {
      const key = nodeKey(node);
      const href = hrefOf(node);
      const children = node.children ?? [];
      if (!children.length) {
        const image = node.kind === "page" ? node.image : undefined;
        return href ? (
          <li key={key}>
            <PageLink href={href} current={href === location.pathname} className="sidebar-link" onClick={close}>
              {image ? <MenuImage markup={menuImages[image]} /> : null}
              <span>{node.label}</span>
            </PageLink>
          </li>
        ) : null;
      }
      const expanded = openPath[level] === key;
      const current = level === 0 && node.kind === "group" && isCurrentGroup(node, location.pathname);
      return (
        <li key={key} className="sidebar-item" data-level={level} data-current={current || undefined}>
          <button
            type="button"
            className="sidebar-toggle"
            aria-expanded={expanded}
            aria-controls={`sidebar-${key}`}
            onClick={() => toggle(level, key)}
          >
            <span>{node.label}</span>
            {current ? <span className="visually-hidden"> (current section)</span> : null}
            <svg className="chevron" viewBox="0 0 12 12" width={12} height={12} aria-hidden="true" focusable="false">
              <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
            </svg>
          </button>
          <ul id={`sidebar-${key}`} className="sidebar-sublist" hidden={!expanded}>
            {href ? (
              <li>
                <PageLink href={href} current={href === location.pathname} className="sidebar-link sidebar-overview" onClick={close}>
                  {node.label} overview
                </PageLink>
              </li>
            ) : null}
            {renderNodes(children, level + 1)}
          </ul>
        </li>
      );
    });

  return (
    <>
      <button
        ref={hamburgerRef}
        type="button"
        className="hamburger"
        aria-expanded={isOpen}
        aria-controls="site-sidebar"
        aria-label="Open menu"
        onClick={open}
      >
        <svg viewBox="0 0 24 24" width={24} height={24} aria-hidden="true" focusable="false">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {/* A backdrop click is a pointer shortcut; Escape and the Close button are the keyboard equivalents. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
      <dialog
        ref={dialogRef}
        id="site-sidebar"
        className="sidebar"
        aria-label="Site menu"
        onClose={() => {
          setIsOpen(false);
          hamburgerRef.current?.focus();
        }}
        onClick={(event) => {
          // A click on the backdrop (the dialog element itself, outside the panel) closes it.
          if (event.target === event.currentTarget) close();
        }}
      >
        {drawn ? (
          <div className="sidebar-panel">
            <div className="sidebar-top">
              <Logo onNavigate={close} />
              <button type="button" className="sidebar-close" aria-label="Close menu" onClick={close}>
                <svg viewBox="0 0 24 24" width={24} height={24} aria-hidden="true" focusable="false">
                  <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </button>
            </div>
            <nav aria-label="Main">
              <ul className="sidebar-list">{renderNodes(menu, 0)}</ul>
            </nav>
            <PageLink href="/contactus" className="button button-primary sidebar-cta" onClick={close}>
              Get Started
            </PageLink>
          </div>
        ) : null}
      </dialog>
    </>
  );
}
