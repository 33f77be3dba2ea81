import { describe, expect, it } from "vitest";
import { site } from "../../content/site";
import { dueAt, leadDueAt, officeFor } from "./response-clock";

const BERLIN = "Europe/Berlin";

describe("the response clock: one working day of opening hours", () => {
  it.each([
    ["a Wednesday morning: the same time on Thursday", "2026-12-02T10:00:00+01:00", "2026-12-03T10:00:00+01:00"],
    ["Friday afternoon: Monday afternoon", "2026-12-04T17:00:00+01:00", "2026-12-07T17:00:00+01:00"],
    ["a Saturday: Monday's closing time", "2026-12-05T12:00:00+01:00", "2026-12-07T18:00:00+01:00"],
    ["before opening: that day's closing time", "2026-12-07T07:30:00+01:00", "2026-12-07T18:00:00+01:00"],
    ["after closing: the next day's closing time", "2026-12-03T19:00:00+01:00", "2026-12-04T18:00:00+01:00"],
    ["at closing time: the next day's", "2026-12-03T18:00:00+01:00", "2026-12-04T18:00:00+01:00"],
    ["over the change to summer time", "2026-03-27T17:00:00+01:00", "2026-03-30T17:00:00+02:00"],
  ])("%s", (_, arrived, due) => {
    expect(dueAt(new Date(arrived), BERLIN).toISOString()).toBe(new Date(due).toISOString());
  });

  it("counts in the office's own time zone", () => {
    // 06:00 UTC is 10:00 in Dubai (a working morning) and 07:00 in Munich (before opening).
    const arrived = new Date("2026-12-02T06:00:00Z");
    expect(dueAt(arrived, "Asia/Dubai").toISOString()).toBe("2026-12-03T06:00:00.000Z");
    expect(dueAt(arrived, BERLIN).toISOString()).toBe("2026-12-02T17:00:00.000Z");
  });
});

describe("the office a lead's clock runs in", () => {
  it.each([
    ["+971 4 555 0100", "en", "gcc"],
    ["00971-4-555-0100", "de", "gcc"],
    ["+92 42 3555 0100", "en", "south-asia"],
    ["+880 2 555 0100", "en", "south-asia"],
    ["+49 89 5555 0100", "en", "dach"],
    ["+41 44 555 0100", "en", "dach"],
  ] as const)("%s (%s) is answered by %s", (phone, locale, office) => {
    expect(officeFor({ phone, locale }).id).toBe(office);
  });

  it("falls back to the language's office for a national number, another country or none", () => {
    for (const phone of [null, "", "089 5555 0100", "+1 212 555 0100", "+9"]) {
      for (const locale of ["en", "de"] as const) {
        expect(officeFor({ phone, locale }).id).toBe(site.leadOffice[locale]);
      }
    }
  });

  it("runs every office's clock in a real time zone", () => {
    for (const office of site.offices) {
      expect(() => new Intl.DateTimeFormat("en", { timeZone: office.timeZone })).not.toThrow();
    }
    const due = leadDueAt(new Date("2026-12-02T06:00:00Z"), { phone: "+971 4 555 0100", locale: "en" });
    expect(due.toISOString()).toBe("2026-12-03T06:00:00.000Z");
  });
});
