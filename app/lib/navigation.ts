import type { GroupNode, TreeNode } from "../../content/registry";

/** The link target of a menu node (aliases link to their own path, which shows the same page). */
export const hrefOf = (node: TreeNode): string | undefined => (node.kind === "group" ? undefined : node.path);

/** Stable DOM id for a menu node. */
export const nodeKey = (node: TreeNode): string =>
  node.kind === "group" ? `g-${node.id}` : `p-${node.path.slice(1).replace(/\//g, "-") || "home"}`;

/** Whether a node or any descendant links to the path. */
export const containsPath = (node: TreeNode, pathname: string): boolean =>
  hrefOf(node) === pathname || (node.children ?? []).some((child) => containsPath(child, pathname));

/** Whether the current path is a page inside this menu group (every page of a group is in its menu). */
export const isCurrentGroup = (group: GroupNode, pathname: string): boolean => containsPath(group, pathname);
