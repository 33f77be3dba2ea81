import { useRef, useState } from "react";
import { useLocation } from "react-router";
import type { GroupNode, TreeNode } from "../../../content/registry";
import { useLayoutData } from "../../lib/layout-data";
import { hrefOf, isCurrentGroup, nodeKey } from "../../lib/navigation";
import { PageLink } from "../ui/page-link";
import { MenuImage } from "./menu-image";

/**
 * Desktop header navigation (> 960px): the WAI-ARIA APG disclosure navigation
 * pattern, plus hover. Each group is a button with aria-expanded/aria-controls;
 * Enter/Space toggle, Escape closes and returns focus to the button, focus
 * leaving an open menu closes it; focus alone never opens one.
 */
export function DesktopNav() {
  const [openId, setOpenId] = useState<string | null>(null);
  const location = useLocation();
  const { menu } = useLayoutData();

  // Any navigation (a click on any link) closes the open menu.
  const [seenKey, setSeenKey] = useState(location.key);
  if (seenKey !== location.key) {
    setSeenKey(location.key);
    setOpenId(null);
  }

  return (
    <nav className="desktop-nav" aria-label="Main">
      <ul className="desktop-nav-list">
        {menu.map((group) => (
          <DesktopMenu
            key={group.id}
            group={group}
            open={openId === group.id}
            current={isCurrentGroup(group, location.pathname)}
            pathname={location.pathname}
            // Closing one menu must not close another that has just opened (blur and mouseenter race).
            setOpen={(open) => setOpenId((current) => (open ? group.id : current === group.id ? null : current))}
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
}

function DesktopMenu({ group, open, current, pathname, setOpen }: DesktopMenuProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  // A pointer click on a menu that hovering just opened keeps it open rather than toggling it shut.
  const openedByHover = useRef(false);
  const panelId = `menu-${group.id}`;
  return (
    // Hover and Escape enhance the disclosure button inside, which stays the keyboard control.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li
      className="desktop-menu"
      data-open={open}
      data-current={current || undefined}
      onMouseEnter={() => {
        openedByHover.current = !open;
        setOpen(true);
      }}
      onMouseLeave={() => {
        openedByHover.current = false;
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
          if (event.detail > 0 && openedByHover.current) openedByHover.current = false;
          else setOpen(!open);
        }}
      >
        {group.label}
        <svg className="chevron" viewBox="0 0 12 12" width={12} height={12} aria-hidden="true" focusable="false">
          <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
      </button>
      <div id={panelId} className={`desktop-panel desktop-panel-${group.id}`}>
        <ul className="desktop-panel-grid">
          {group.children.map((node) => (
            <PanelColumn key={nodeKey(node)} node={node} pathname={pathname} />
          ))}
        </ul>
      </div>
    </li>
  );
}

function PanelColumn({ node, pathname }: { node: TreeNode; pathname: string }) {
  const { menuImages } = useLayoutData();
  const href = hrefOf(node);
  const children = node.children ?? [];
  if (!children.length && href) {
    const image = node.kind === "page" ? node.image : undefined;
    return (
      <li className={image ? "panel-item panel-item-image" : "panel-item"}>
        <PageLink href={href} current={href === pathname} className="panel-link">
          {image ? <MenuImage markup={menuImages[image]} /> : null}
          <span>{node.label}</span>
        </PageLink>
      </li>
    );
  }
  const headingId = `${nodeKey(node)}-heading`;
  return (
    <li className="panel-column">
      {href ? (
        <PageLink href={href} current={href === pathname} className="panel-heading" id={headingId}>
          {node.label}
        </PageLink>
      ) : (
        <span className="panel-heading" id={headingId}>
          {node.label}
        </span>
      )}
      <ul aria-labelledby={headingId}>
        {children.map((child) => {
          const childHref = hrefOf(child);
          return childHref ? (
            <li key={nodeKey(child)}>
              <PageLink href={childHref} current={childHref === pathname} className="panel-link">
                {child.label}
              </PageLink>
            </li>
          ) : null;
        })}
      </ul>
    </li>
  );
}
