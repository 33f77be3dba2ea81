import { findPage, type GroupNode, type TreeNode } from "../../content/registry";

/** The link target of a menu node (aliases link to their own path, which shows the same page). */
export const hrefOf = (node: TreeNode): string | undefined => (node.kind === "group" ? undefined : node.path);

/** Stable DOM id for a menu node. */
export const nodeKey = (node: TreeNode): string =>
  node.kind === "group" ? `g-${node.id}` : `p-${node.path.slice(1).replace(/\//g, "-") || "home"}`;

/** Whether the current path is a page inside this menu group. */
export const isCurrentGroup = (group: GroupNode, pathname: string): boolean =>
  findPage(pathname)?.groupId === group.id;

/** Whether a node or any descendant links to the path. */
export const containsPath = (node: TreeNode, pathname: string): boolean =>
  hrefOf(node) === pathname || (node.children ?? []).some((child) => containsPath(child, pathname));
