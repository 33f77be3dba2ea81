/**
 * The German site is typed after the English one and checked at build: a missing or empty German entry, a changed
 * id, a list of another length fails it (content/i18n/parity.ts, content/index.ts `germanProblems`).
 */
import { describe, expect, it } from "vitest";
import { getContent, contentProblems } from "../index";
import { labelProblems } from "../localized";
import { parityProblems } from "./parity";
import { uiIn } from "./ui";

describe("translation parity", () => {
  it("accepts a translation with the original's shape", () => {
    const english = {
      title: "Flutter apps",
      icon: "smartphone",
      related: ["react-native"],
      year: 2024,
      faqs: [{ q: "Why?" }],
    };
    const german = {
      title: "Flutter-Apps",
      icon: "smartphone",
      related: ["react-native"],
      year: 2024,
      faqs: [{ q: "Warum?" }],
    };
    expect(parityProblems(english, german, "page")).toEqual([]);
  });

  it("names every departure: a missing or extra key, an empty text, a changed id, number or list length", () => {
    const english = { title: "A", body: "B", icon: "smartphone", year: 2024, steps: ["one", "two"], extra: undefined };
    const german = { title: "", icon: "telefon", year: 2025, steps: ["eins"], more: "x", extra: undefined };
    expect(parityProblems(english, german, "page")).toEqual([
      "page.title: is empty in the translation",
      "page.body: missing in the translation",
      'page.icon: the id "smartphone" is "telefon" in the translation',
      "page.year: is 2025 in the translation, 2024 in the original",
      "page.steps: has 1 items in the translation, 2 in the original",
      "page.more: not in the original",
    ]);
  });

  it("lets the interface's words differ where an English word looks like an id", () => {
    expect(parityProblems({ prep: "in", all: "for" }, { prep: "in", all: "für" }, "ui", { ids: false })).toEqual([]);
    expect(parityProblems({ prep: "for" }, { prep: " " }, "ui", { ids: false })).toEqual([
      "ui.prep: is empty in the translation",
    ]);
  });

  it("fails on a menu label without a German one, and on a German label for nothing", () => {
    expect(labelProblems({ Home: "Startseite" })).toContain('content/de/labels.ts: no German label for "Who We Serve"');
    expect(labelProblems({ Nope: "Nein" })).toContain(
      'content/de/labels.ts: "Nope" is not a label of content/registry.ts',
    );
  });

  it("holds for the site as it is: every page, label and word has its German counterpart", () => {
    expect(contentProblems()).toEqual([]);
    expect(getContent("home", "home", "de").title).not.toBe(getContent("home", "home", "en").title);
    expect(uiIn("de").layout.getStarted).not.toBe(uiIn("en").layout.getStarted);
  });
});
