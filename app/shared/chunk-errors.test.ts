import { describe, expect, it } from "vitest";
import { chunkErrorKind, chunkUrl } from "./chunk-errors";

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

describe("chunkUrl", () => {
  it("finds the failed chunk's URL, absolute or not", () => {
    expect(
      chunkUrl(
        new TypeError(
          "Failed to fetch dynamically imported module: http://127.0.0.1:4173/assets/service-detail-Ab1_x.js",
        ),
      ),
    ).toBe("http://127.0.0.1:4173/assets/service-detail-Ab1_x.js");
    expect(chunkUrl(new Error("Unable to preload CSS for /assets/root-9f.css"))).toBe("/assets/root-9f.css");
  });
  it("is null when no chunk is named", () => {
    expect(chunkUrl(new TypeError("Importing a module script failed."))).toBeNull();
    expect(chunkUrl(new Error("/api/contact failed"))).toBeNull();
  });
});
