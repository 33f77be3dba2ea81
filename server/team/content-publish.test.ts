/**
 * A job opening's last day and an article's removal, as the workspace sets them in each language's text
 * (server/team/content-publish.ts, content-remove.ts), and the pages a removed article leaves behind.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { isListed } from "../../content/collections";
import { articleSchema } from "../../content/schema";
import { removedArticlePaths } from "../../content/routes";
import { withLastDay } from "./content-publish";
import { withRemoved } from "./content-remove";

const role = readFileSync(path.resolve("content/roles/qa-automation-engineer-remote.md"), "utf8");

describe("withLastDay", () => {
  it("changes the validThrough line alone, and nothing of the text around it", () => {
    const changed = withLastDay(role, "2027-06-30")!;
    expect(changed).toContain("\nvalidThrough: 2027-06-30\n");
    expect(changed.replace("validThrough: 2027-06-30", "")).toBe(role.replace(/validThrough: .*/, ""));
  });

  it("moves posted back to the last day when it was later (a role closed the day it was posted)", () => {
    const posted = /^posted: (.*)$/m.exec(role)![1]!;
    expect(withLastDay(role, "2026-01-01")).toContain("\nposted: 2026-01-01\n");
    expect(withLastDay(role, "2027-06-30")).toContain(`\nposted: ${posted}\n`);
  });

  it("finds nothing to change in a text without validThrough", () => {
    expect(withLastDay(role.replace(/^validThrough: .*\n/m, ""), "2027-06-30")).toBeUndefined();
  });
});

const article = readFileSync(path.resolve("content/articles/budgeting-a-mobile-app-in-2026.md"), "utf8");

describe("withRemoved", () => {
  it("puts the removal day after the published day, and takes it out again, changing nothing else", () => {
    const removed = withRemoved(article, "2026-12-01")!;
    expect(removed).toMatch(/\npublished: 2026-04-15\nremoved: 2026-12-01\n/);
    expect(withRemoved(removed, "2026-12-02")).toBe(withRemoved(article, "2026-12-02"));
    expect(withRemoved(removed, undefined)).toBe(article);
    expect(withRemoved(article.replace(/^published: .*\n/m, ""), "2026-12-01")).toBeUndefined();
    // The body is the article's own: a line of it that reads like a field is left alone.
    const body = `${article}\npublished: in a magazine, once\nremoved: from the shelves\n`;
    expect(
      withRemoved(body, "2026-12-01")!.endsWith("\npublished: in a magazine, once\nremoved: from the shelves\n"),
    ).toBe(true);
    expect(withRemoved(withRemoved(body, "2026-12-01")!, undefined)).toBe(body);
  });

  it("is read as an article off the site, whose pages in both languages are gone", () => {
    expect(isListed({ removed: undefined })).toBe(true);
    expect(isListed({ removed: "2026-12-01" })).toBe(false);
    expect(articleSchema.shape.removed.safeParse("someday").success).toBe(false);
    expect(articleSchema.shape.removed.safeParse("2026-12-01").success).toBe(true);
    expect(removedArticlePaths([{ slug: "an-old-guide" }])).toEqual([
      "/resource/an-old-guide",
      "/de/resource/an-old-guide",
    ]);
    expect(removedArticlePaths()).toEqual([]);
  });
});
