import { describe, expect, it } from "vitest";
import { chunkErrorScript } from "./chunk-error-script";

describe("chunkErrorScript", () => {
  it("is valid JavaScript with its constants filled in", () => {
    expect(() => new Function(chunkErrorScript())).not.toThrow();
    expect(chunkErrorScript()).not.toContain("${");
    expect(chunkErrorScript()).toContain("120000");
  });
});
