import { describe, expect, it } from "vitest";
import { menu, type TreeNode } from "../../content/registry";
import { isCurrentGroup, pagePath, panelColumns } from "./navigation";

/** Links of a panel: the group's pages and families, and the pages of its families and sub-groups. */
const pagesOf = (nodes: readonly TreeNode[]): number =>
  nodes.reduce(
    (sum, node) =>
      sum + (node.kind === "group" ? 0 : 1) + (node.children ?? []).filter((child) => child.kind !== "group").length,
    0,
  );

describe("panelColumns", () => {
  it("gives every column a heading and lists every link of the group once", () => {
    for (const group of menu) {
      const columns = panelColumns(group);
      expect(columns.length, group.id).toBeGreaterThan(0);
      for (const column of columns) expect(column.heading.length, group.id).toBeGreaterThan(1);
      const listed = columns.flatMap((column) => column.items);
      expect(new Set(listed).size, group.id).toBe(listed.length);
      expect(
        columns.reduce((sum, column) => sum + column.items.length + (column.href ? 1 : 0), 0),
        group.id,
      ).toBe(pagesOf(group.children));
    }
  });

  it("gathers a group's own pages under their section heading, families under their own label", () => {
    const about = panelColumns(menu.find((group) => group.id === "about")!);
    expect(about.map((column) => column.heading)).toEqual(["Company", "Our work and ideas"]);
    expect(about[0]!.items.every((node) => node.kind === "page" && node.image)).toBe(true);
    expect(about[0]!.span).toBe(2);
    const who = panelColumns(menu.find((group) => group.id === "who-we-serve")!);
    expect(who.map((column) => [column.heading, column.span])).toEqual([
      ["Organisations", 1],
      ["Industries", 2],
    ]);
    const whatWeDo = panelColumns(menu.find((group) => group.id === "what-we-do")!);
    expect(whatWeDo.every((column) => column.href?.startsWith("/"))).toBe(true);
  });

  it("uses the group's label for pages without a section", () => {
    const columns = panelColumns({
      kind: "group",
      id: "test",
      label: "Test group",
      children: [
        { kind: "page", id: "a", path: "/a", label: "A", template: "notice" },
        { kind: "page", id: "b", path: "/b", label: "B", template: "notice", section: "Else" },
      ],
    });
    expect(columns.map((column) => column.heading)).toEqual(["Test group", "Else"]);
  });
});

describe("isCurrentGroup", () => {
  const group = (id: string) => menu.find((item) => item.id === id)!;
  it("marks the group of a page, and of a collection's page (/work/<slug> is under About's Our work)", () => {
    expect(isCurrentGroup(group("who-we-serve"), "/industries/healthcare")).toBe(true);
    expect(isCurrentGroup(group("about"), "/work")).toBe(true);
    expect(isCurrentGroup(group("about"), "/work/some-case-study")).toBe(true);
    expect(isCurrentGroup(group("about"), "/resource/an-article")).toBe(true);
  });
  it("does not take a shared prefix for a parent", () => {
    expect(isCurrentGroup(group("what-we-do"), "/services/devops-consulting")).toBe(true);
    expect(isCurrentGroup(group("about"), "/workshop")).toBe(false);
    expect(menu.filter((item) => isCurrentGroup(item, "/"))).toEqual([]);
    expect(menu.filter((item) => isCurrentGroup(item, "/contactus"))).toEqual([]);
  });
});

describe("pagePath", () => {
  it("drops the trailing slash React Router 8 prerenders pages from, and keeps the home page's", () => {
    expect(pagePath("/contactus/")).toBe("/contactus");
    expect(pagePath("/services/devops/")).toBe("/services/devops");
    expect(pagePath("/services/devops")).toBe("/services/devops");
    expect(pagePath("/")).toBe("/");
  });
});
