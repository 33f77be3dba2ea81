import { describe, expect, it } from "vitest";
import { toCsv } from "./csv";

describe("toCsv", () => {
  it("neutralises formulas at the start of a cell, also behind spaces and line breaks", () => {
    const csv = toCsv([{ a: "=1+1", b: "  +SUM(A1)", c: "plain" }]);
    expect(csv).toBe("a,b,c\n'=1+1,'  +SUM(A1),plain\n");
  });

  it("quotes a cell holding a semicolon or a tab, so a spreadsheet splitting on them keeps it one text cell", () => {
    const csv = toCsv([{ name: "x;=1+1", note: "ok\t@SUM(1)", plain: "a b" }]);
    expect(csv.split("\n")[1]).toBe('"x;=1+1","ok\t@SUM(1)",a b');
  });

  it("writes the header row of the named columns when there are no rows", () => {
    expect(toCsv([], ["id", "email"])).toBe("id,email\n");
  });
});
