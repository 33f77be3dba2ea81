import { describe, expect, it } from "vitest";
import { chunkErrorScript } from "./chunk-error-script";

describe("chunkErrorScript", () => {
  it("is valid JavaScript with its constants filled in", () => {
    expect(() => new Function(chunkErrorScript())).not.toThrow();
    expect(chunkErrorScript()).not.toContain("${");
    expect(chunkErrorScript()).toContain("120000");
  });

  it("carries the alert's words in both languages, for the page's <html lang> to pick", () => {
    expect(chunkErrorScript()).toContain('"Loading chunk failed"');
    expect(chunkErrorScript()).toContain('"Neu laden"');
    expect(chunkErrorScript()).toContain("document.documentElement.lang");
  });
});
