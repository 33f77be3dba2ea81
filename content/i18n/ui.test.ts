import { describe, expect, it } from "vitest";
import { fill, pageUi, parts, uiIn, uiProblems } from "./ui";

describe("the interface's words", () => {
  it("has every English text in German, with the same placeholders", () => {
    expect(uiProblems()).toEqual([]);
  });

  it("gives a template its words and the shared ones, in its language", () => {
    expect(pageUi("en", "home")).toMatchObject({ keyFigures: "Key figures", getStarted: "Get Started" });
    expect(pageUi("de", "home")).toMatchObject({ keyFigures: "Zahlen und Fakten", getStarted: "Projekt starten" });
    // One label for every button to the contact form: the header's is the templates'.
    for (const locale of ["en", "de"] as const)
      expect(pageUi(locale, "audience").getStarted).toBe(uiIn(locale).layout.getStarted);
    expect(uiIn("de").layout.chunkError.reload).toBe("Neu laden");
  });

  it("fills in placeholders, and cuts a text at them as JSX would", () => {
    expect(fill("{days} days a week", { days: 2 })).toBe("2 days a week");
    expect(parts("{name} is a {tagline} since {year}.", { name: "Alphai", tagline: "studio", year: 2022 })).toEqual([
      "Alphai",
      " is a ",
      "studio",
      " since ",
      "2022",
      ".",
    ]);
    expect(parts("a{empty}b", { empty: "" })).toEqual(["a", "b"]);
    expect(() => fill("{missing}", {})).toThrow(/No value for \{missing\}/);
  });
});
