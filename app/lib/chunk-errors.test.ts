import { describe, expect, it } from "vitest";
import { chunkErrorKind } from "./chunk-errors";

describe("chunkErrorKind", () => {
  it("recognises script chunk failures from each browser", () => {
    expect(chunkErrorKind(new TypeError("Failed to fetch dynamically imported module: /assets/a.js"))).toBe("script");
    expect(chunkErrorKind(new TypeError("Importing a module script failed."))).toBe("script");
    expect(chunkErrorKind(new TypeError("error loading dynamically imported module"))).toBe("script");
  });
  it("recognises style chunk failures", () => {
    expect(chunkErrorKind(new Error("Unable to preload CSS for /assets/a.css"))).toBe("style");
  });
  it("leaves other errors alone", () => {
    expect(chunkErrorKind(new Error("Cannot read properties of undefined"))).toBeNull();
    expect(chunkErrorKind(undefined)).toBeNull();
  });
});
