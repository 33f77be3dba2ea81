import { describe, expect, it } from "vitest";
import { BUDGETS } from "../../app/shared/lead-options";
import { fillIn, formsIn, formsProblems } from "./forms";

describe("the forms' words (content/i18n/forms.ts)", () => {
  it("has every German word, with the English placeholders", () => {
    expect(formsProblems()).toEqual([]);
  });

  it("labels every budget range the contact form sends, in both languages", () => {
    for (const locale of ["en", "de"] as const)
      expect(Object.keys(formsIn(locale).contact.budgets).sort()).toEqual([...BUDGETS].sort());
    // English shows the values themselves, as the form always did.
    expect(Object.entries(formsIn("en").contact.budgets).every(([value, label]) => value === label)).toBe(true);
    expect(formsIn("de").contact.budgets["$25k-$75k"]).toBe("25.000–75.000 USD");
  });

  it("fills in the values a loader knows at build", () => {
    expect(fillIn(formsIn("de").application.cv, { max: "5 MB" })).toBe(
      "Lebenslauf * (PDF, DOCX oder ODT, höchstens 5 MB)",
    );
    expect(fillIn("{role} and {unknown}", { role: "QA" })).toBe("QA and {unknown}");
  });
});
