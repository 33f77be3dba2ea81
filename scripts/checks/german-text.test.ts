import { describe, expect, it } from "vitest";
import { englishIn, englishWordsIn, readText } from "./german-text";

describe("the German pages' check", () => {
  it("reads a page's visible text, title, description, alt and ARIA text, and its drawings' <text> and <title>", () => {
    const { texts, svgFiles } = readText(
      `<!doctype html><html lang="de"><head><title>Fallstudie | Alphai</title><meta name="description" content="Read the case study"></head>
      <body><p>Schritt 3 von 7</p><img src="/images/work/kyc.svg" alt="Approved"><a href="/images/gallery/x.svg">Bild</a>
      <svg aria-label="Step 3 of 7"><title>Pay in 4</title><text>Continue</text></svg>
      <button aria-label="Close">×</button><script>const the = "of";</script>
      <a href="/" hreflang="en" lang="en">English</a></body></html>`,
    );
    expect(texts).toEqual([
      "Fallstudie | Alphai",
      "Read the case study",
      "Schritt 3 von 7",
      "Approved",
      "Bild",
      "Step 3 of 7",
      "Pay in 4",
      "Continue",
      "Close",
      "×",
    ]);
    expect(svgFiles).toEqual(["/images/work/kyc.svg", "/images/gallery/x.svg"]);
  });

  it("finds common English words, and not German words, abbreviations, addresses or the allowed names", () => {
    expect(englishWordsIn("Step 3 of 7 · Continue · Approved · Pay in 4 · Sat 18:00 · Held for review")).toEqual([
      "Step",
      "of",
      "Continue",
      "Approved",
      "Pay",
      "Sat",
      "for",
    ]);
    expect(englishWordsIn("the services and the team")).toEqual(["the", "and"]);
    expect(
      englishWordsIn(
        "Die App hat ein Team, das Design und Code liefert: USD, API, QA, IT. Schreiben Sie an careers@alphai.tech oder https://alphai.tech/the-page.",
      ),
    ).toEqual([]);
    expect(englishWordsIn("End-to-End-Tests, Apple Pay und Know-how nach der Definition of Done")).toEqual([]);
    expect(englishIn(["Ein Satz", "Zahlen Sie mit Pay in 4"])).toEqual([
      { word: "Pay", context: "Zahlen Sie mit Pay in 4" },
    ]);
  });
});
