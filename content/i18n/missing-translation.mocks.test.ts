/** A German page entry missing or emptied fails the content check the build runs (validateContent). */
import { describe, expect, it, vi } from "vitest";
import type * as german from "../de/pages";

vi.mock("../de/pages", async (importOriginal) => {
  const actual = await importOriginal<typeof german>();
  const rest = { ...(actual.germanEntries as Record<string, Record<string, unknown>>) };
  delete rest.flutter;
  return { germanEntries: { ...rest, android: { ...rest.android, intro: "" } } };
});

describe("a missing German entry", () => {
  it("fails the build with the page and the field", async () => {
    const { contentProblems, validateContent } = await import("../index");
    expect(contentProblems()).toEqual(
      expect.arrayContaining([
        'content/de/pages: no German entry for page "flutter"',
        'content/de/pages: "android".intro: is empty in the translation',
      ]),
    );
    expect(() => validateContent()).toThrow(/no German entry for page "flutter"/);
  });
});
