import { useLocation } from "react-router";
import type { GroupNode, TreeNode } from "../../content/registry";

/** A path as the registry writes it: no trailing slash, except the home page's "/". */
export const pagePath = (pathname: string): string => pathname.replace(/(.)\/$/, "$1");

/**
 * The current page's path, for the menus' `aria-current`, the open submenus and the header. React Router 8
 * prerenders every page from `<path>/` (its build requests the slash form), so while the HTML is made
 * `useLocation()` ends in "/"; in the browser the server has already redirected such an address (decision 003).
 * Hydration keeps the prerendered attributes, so both must agree.
 */
export function usePagePath(): string {
  return pagePath(useLocation().pathname);
}

/** The link target of a menu node (aliases link to their own path, which shows the same page). */
export const hrefOf = (node: TreeNode): string | undefined => (node.kind === "group" ? undefined : node.path);

/** Stable DOM id for a menu node. */
export const nodeKey = (node: TreeNode): string =>
  node.kind === "group" ? `g-${node.id}` : `p-${node.path.slice(1).replace(/\//g, "-") || "home"}`;

/** Whether a path is a node's page or a page of its collection (/work/<slug> under /work). */
const isAtOrUnder = (href: string | undefined, pathname: string): boolean =>
  href !== undefined && (href === pathname || (href !== "/" && pathname.startsWith(`${href}/`)));

/** Whether a node or any descendant links to the path (or to the collection the path belongs to). */
export const containsPath = (node: TreeNode, pathname: string): boolean =>
  isAtOrUnder(hrefOf(node), pathname) || (node.children ?? []).some((child) => containsPath(child, pathname));

/** Whether the current path is a page inside this menu group (every page of a group is in its menu). */
export const isCurrentGroup = (group: GroupNode, pathname: string): boolean => containsPath(group, pathname);

/** A column of a desktop menu panel: a heading (linked when it is a family page) and its links. */
export interface PanelColumn {
  readonly key: string;
  readonly heading: string;
  readonly href?: string;
  readonly items: readonly TreeNode[];
  /** The family or sub-group the column shows (a collapsible submenu in the sidebar); none for the group's own pages. */
  readonly family?: TreeNode;
  /** Grid tracks the column takes: long lists and image tiles flow over two. */
  readonly span: 1 | 2;
}

/** Lists longer than this flow over two tracks of the panel grid. */
const LONG_LIST = 8;

/**
 * The columns of a group's desktop panel: each family or sub-group is a column under its own label;
 * consecutive pages of the group itself are gathered under their `section` heading (or the group's label).
 */
export function panelColumns(group: GroupNode): PanelColumn[] {
  const columns: PanelColumn[] = [];
  let loose: { heading: string; items: TreeNode[] } | undefined;
  const close = () => {
    if (!loose) return;
    const tiles = loose.items.some((node) => node.kind === "page" && node.image);
    columns.push({
      key: `panel-${group.id}-${columns.length}`,
      heading: loose.heading,
      items: loose.items,
      span: tiles || loose.items.length > LONG_LIST ? 2 : 1,
    });
    loose = undefined;
  };
  for (const node of group.children) {
    if (node.children?.length) {
      close();
      columns.push({
        key: nodeKey(node),
        heading: node.label,
        href: hrefOf(node),
        items: node.children,
        family: node,
        span: node.children.length > LONG_LIST ? 2 : 1,
      });
      continue;
    }
    const heading = (node.kind !== "group" && node.section) || group.label;
    if (loose?.heading !== heading) close();
    loose ??= { heading, items: [] };
    loose.items.push(node);
  }
  close();
  return columns;
}
