/**
 * Every menu label and column heading of content/registry.ts has a German one (content/de/labels.ts), and the
 * German dictionaries hold no label the registry no longer has.
 */
import { describe, expect, it } from "vitest";
import { breadcrumbsFor, menu, noticePages, standalonePages, type TreeNode } from "../registry";
import { labels, sectionLabels } from "./labels";

function collect(nodes: readonly TreeNode[], found: { labels: Set<string>; sections: Set<string> }) {
  for (const node of nodes) {
    found.labels.add(node.label);
    if (node.kind !== "group" && node.section) found.sections.add(node.section);
    if (node.children) collect(node.children, found);
  }
  return found;
}

describe("German menu labels", () => {
  const found = collect([...standalonePages, ...menu, ...noticePages], { labels: new Set(), sections: new Set() });
  found.labels.add(breadcrumbsFor("/")[0]!.label);

  it("cover every label and column heading of the registry, and no other", () => {
    expect(Object.keys(labels).sort()).toEqual([...found.labels].sort());
    expect(Object.keys(sectionLabels).sort()).toEqual([...found.sections].sort());
  });

  it("are non-empty and distinct within each menu group", () => {
    for (const value of [...Object.values(labels), ...Object.values(sectionLabels)]) expect(value.trim()).not.toBe("");
    const siblings = (nodes: readonly TreeNode[]): void => {
      const names = nodes.map((node) => labels[node.label]);
      expect(new Set(names).size, names.join(", ")).toBe(names.length);
      for (const node of nodes) if (node.children) siblings(node.children);
    };
    siblings([...standalonePages, ...menu, ...noticePages]);
  });
});
