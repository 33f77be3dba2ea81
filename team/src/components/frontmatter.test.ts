import { describe, expect, it } from "vitest";
import { fieldProblems, readFields, valueAt, writeField } from "./frontmatter";

const TEXT = `---
# The article's fields
title: "Budgets: Real Costs | Alphai"
author:
  name: Usman Tariq
  role: Mobile Engineering Lead
published: 2026-04-15
topics:
  - mobile-apps
  - budgets-and-costs
---

## The biggest cost driver

Text.
`;

describe("an entry's fields, read and written in its text", () => {
  it("reads the fields, and nothing from a text without them or with broken YAML", () => {
    const values = readFields(TEXT);
    expect(valueAt(values, ["title"])).toBe("Budgets: Real Costs | Alphai");
    expect(valueAt(values, ["author", "name"])).toBe("Usman Tariq");
    expect(valueAt(values, ["published"])).toBe("2026-04-15");
    expect(valueAt(values, ["topics", 1])).toBe("budgets-and-costs");
    expect(valueAt(values, ["missing", "deeper"])).toBeUndefined();
    expect(readFields("## No fields\n")).toBeUndefined();
    expect(readFields("---\ntitle: [unclosed\n---\n")).toBeUndefined();
  });

  it("writes one field and keeps the rest of the text as it was: comments, quoting, order, the Markdown", () => {
    const written = writeField(TEXT, ["author", "role"], "Head of Mobile: apps and stores")!;
    expect(written).toBe(TEXT.replace("role: Mobile Engineering Lead", 'role: "Head of Mobile: apps and stores"'));
    // Written back, it keeps the quotes it was given (the yaml document keeps a value's style).
    expect(writeField(written, ["author", "role"], "Mobile Engineering Lead")).toBe(
      TEXT.replace("role: Mobile Engineering Lead", 'role: "Mobile Engineering Lead"'),
    );
    // A new field goes last; a list is written as the files write lists.
    const added = writeField(TEXT, ["related"], ["flutter", "react-native"])!;
    expect(added).toContain("  - budgets-and-costs\nrelated:\n  - flutter\n  - react-native\n---\n\n## The biggest");
    expect(valueAt(readFields(added), ["related"])).toEqual(["flutter", "react-native"]);
  });

  it("removes an optional field, and the group it leaves empty", () => {
    const one = writeField(TEXT, ["author", "role"], undefined)!;
    expect(valueAt(readFields(one), ["author"])).toEqual({ name: "Usman Tariq" });
    const none = writeField(one, ["author", "name"], undefined)!;
    expect(valueAt(readFields(none), ["author"])).toBeUndefined();
    expect(none).not.toContain("author");
    expect(writeField("no fields", ["title"], "x")).toBeUndefined();
  });

  it("finds the build's messages about a field of the document in its language", () => {
    const problems = [
      "workspace/articles/a-new-one.md:3: title: Too small: expected string to have >=10 characters",
      "workspace/articles/a-new-one.md:5: author.name: Too small",
      "workspace/articles/a-new-one.md:9: topics.1: Invalid option",
      "workspace/de/articles/a-new-one.md:3: title: Zu kurz",
      "workspace/articles/a-new-one.md: has no English original",
      "content/articles/other.md:3: title: Too small",
    ];
    expect([...fieldProblems(problems, "articles", "en")]).toEqual([
      ["title", "Too small: expected string to have >=10 characters"],
      ["author.name", "Too small"],
      ["topics.1", "Invalid option"],
    ]);
    expect([...fieldProblems(problems, "articles", "de")]).toEqual([["title", "Zu kurz"]]);
    expect(fieldProblems(problems, "roles", "en").size).toBe(0);
    expect(fieldProblems(undefined, "articles", "en").size).toBe(0);
  });
});
