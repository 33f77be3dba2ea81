import { describe, expect, it } from "vitest";
import { diffRows } from "./text-diff";

const numbered = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => `line ${from + index}`).join("\n");

describe("diffRows", () => {
  it("marks removed and added lines and folds long unchanged runs to two lines either side of a change", () => {
    const before = `${numbered(1, 10)}\nold\n${numbered(11, 20)}\n`;
    const after = `${numbered(1, 10)}\nnew\n${numbered(11, 20)}\n`;
    expect(diffRows(before, after)).toEqual([
      { kind: "folded", count: 8 },
      { kind: "same", text: "line 9" },
      { kind: "same", text: "line 10" },
      { kind: "removed", text: "old" },
      { kind: "added", text: "new" },
      { kind: "same", text: "line 11" },
      { kind: "same", text: "line 12" },
      { kind: "folded", count: 8 },
    ]);
  });

  it("keeps a short unchanged run between two changes whole, and finds nothing to mark in equal texts", () => {
    const rows = diffRows("a\nb\nc\nd\ne\n", "A\nb\nc\nd\nE\n");
    expect(rows.map((row) => (row.kind === "folded" ? `…${row.count}` : `${row.kind}:${row.text}`))).toEqual([
      "removed:a",
      "added:A",
      "same:b",
      "same:c",
      "same:d",
      "removed:e",
      "added:E",
    ]);
    expect(diffRows("same\n", "same\n").every((row) => row.kind === "same")).toBe(true);
  });
});
