import { describe, expect, it } from "vitest";
import { basePath, counterpartPath, localeOfPath, localePath } from "./locale";

describe("locale paths", () => {
  it("knows the language of a path", () => {
    expect(localeOfPath("/")).toBe("en");
    expect(localeOfPath("/work")).toBe("en");
    expect(localeOfPath("/design")).toBe("en");
    expect(localeOfPath("/de/")).toBe("de");
    expect(localeOfPath("/de")).toBe("de");
    expect(localeOfPath("/de/work")).toBe("de");
  });

  it("puts the German pages under /de with the same slugs, the home page at /de/", () => {
    expect(localePath("/", "de")).toBe("/de/");
    expect(localePath("/work/x", "de")).toBe("/de/work/x");
    expect(localePath("/de/work/x", "de")).toBe("/de/work/x");
    expect(localePath("/de/work/x", "en")).toBe("/work/x");
    expect(localePath("/de/", "en")).toBe("/");
    expect(localePath("/design", "de")).toBe("/de/design");
    expect(basePath("/de/contactus")).toBe("/contactus");
  });

  it("links each page to its counterpart", () => {
    expect(counterpartPath("/")).toBe("/de/");
    expect(counterpartPath("/de/")).toBe("/");
    expect(counterpartPath("/services/product-engineering")).toBe("/de/services/product-engineering");
    expect(counterpartPath("/de/services/product-engineering")).toBe("/services/product-engineering");
  });
});
