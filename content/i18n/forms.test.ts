import { describe, expect, it } from "vitest";
import { fillIn, formsIn, formsProblems } from "./forms";

describe("the forms' words (content/i18n/forms.ts)", () => {
  it("has every German word, with the English placeholders", () => {
    expect(formsProblems()).toEqual([]);
  });

  it("fills in the values a loader knows at build", () => {
    expect(fillIn(formsIn("de").application.cv, { max: "5 MB" })).toBe(
      "Lebenslauf * (PDF, DOCX oder ODT, höchstens 5 MB)",
    );
    expect(fillIn("{role} and {unknown}", { role: "QA" })).toBe("QA and {unknown}");
  });
});
