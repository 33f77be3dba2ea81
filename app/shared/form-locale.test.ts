import { describe, expect, it } from "vitest";
import { splitLocale } from "./form-locale";

describe("the language a form is sent in (splitLocale)", () => {
  it("takes a known language out of the entries, and is English without the field", () => {
    expect(splitLocale({ email: "a@b.de", locale: "de" })).toEqual({ locale: "de", values: { email: "a@b.de" } });
    expect(splitLocale({ email: "a@b.de", locale: "en" })).toEqual({ locale: "en", values: { email: "a@b.de" } });
    expect(splitLocale({ email: "a@b.de" })).toEqual({ locale: "en", values: { email: "a@b.de" } });
    // Without the field, the caller's fallback (the page the post came from).
    expect(splitLocale({ email: "a@b.de" }, "de").locale).toBe("de");
  });

  it("leaves any other value in the entries, for the strict schema to refuse, and never throws", () => {
    for (const locale of ["fr", "DE", "", 42, null, ["de", "de"], { de: true }]) {
      const values = { email: "a@b.de", locale };
      expect(splitLocale(values, "de")).toEqual({ locale: "en", values });
    }
    for (const body of [undefined, null, "locale=de", 42, ["de"]]) expect(splitLocale(body, "de").values).toBe(body);
    // An own "__proto__" entry (the form parsers keep it) stays an entry.
    const hostile = JSON.parse('{"__proto__": {"admin": true}, "locale": "de"}') as Record<string, unknown>;
    const { locale, values } = splitLocale(hostile);
    expect(locale).toBe("de");
    expect(Object.keys(values)).toEqual(["__proto__"]);
  });
});
