import { describe, expect, it } from "vitest";
import { privacyPolicy } from "../../content/legal";
import { privacyPolicy as germanPrivacyPolicy } from "../../content/de/legal";
import {
  DEFAULT_RETENTION,
  fillLeadRetention,
  formatPeriod,
  LEAD_RETENTION,
  retentionListHtml,
  retentionWithDefaults,
} from "./lead-retention";
import { readPolicySettings } from "./policy-settings";

describe("lead retention periods", () => {
  it("are said in months, or years when whole, in both languages", () => {
    expect([1, 6, 18, 12, 36].map((months) => formatPeriod(months, "en"))).toEqual([
      "1 month",
      "6 months",
      "18 months",
      "1 year",
      "3 years",
    ]);
    expect([1, 6, 12, 24].map((months) => formatPeriod(months, "de"))).toEqual([
      "1 Monat",
      "6 Monate",
      "1 Jahr",
      "2 Jahre",
    ]);
  });

  it("take the defaults for what a stored setting lacks or holds outside the limits", () => {
    expect(retentionWithDefaults({})).toEqual(DEFAULT_RETENTION);
    expect(retentionWithDefaults({ lost: 3, spam: 0, won: 121, new: 2.5, qualified: "9" })).toEqual({
      ...DEFAULT_RETENTION,
      lost: 3,
    });
    for (const { default: standard, min, max } of Object.values(LEAD_RETENTION)) {
      expect(standard).toBeGreaterThanOrEqual(min);
      expect(standard).toBeLessThanOrEqual(max);
    }
  });

  it("fill a page's list with the periods in force, or say they could not be read", () => {
    const page = `<h2>Enquiries</h2>${retentionListHtml(DEFAULT_RETENTION, "en")}<p>After</p>`;
    const filled = fillLeadRetention(page, { ...DEFAULT_RETENTION, lost: 3, won: 48 }, "en");
    expect(filled).toContain("<li><strong>Lost (no project)</strong>: 3 months</li>");
    expect(filled).toContain("<li><strong>Won (a project followed)</strong>: 4 years</li>");
    expect(filled).toMatch(/^<h2>Enquiries<\/h2><ul class="lead-retention" data-in-force="">.*<\/ul><p>After<\/p>$/);
    expect(fillLeadRetention(page, undefined, "de")).toMatch(
      /<p class="lead-retention" data-in-force="">Die Fristen konnten/,
    );
    expect(fillLeadRetention("<p>No list</p>", DEFAULT_RETENTION, "en")).toBe("<p>No list</p>");
  });

  it("are listed in the enquiries section of the privacy policy, in both languages", () => {
    for (const [policy, locale] of [
      [privacyPolicy(readPolicySettings({})), "en"],
      [germanPrivacyPolicy(readPolicySettings({})), "de"],
    ] as const) {
      const enquiries = policy.sections.find((section) => section.id === "enquiries");
      expect(enquiries?.blocks).toContainEqual({ kind: "leadRetention", locale });
      expect(
        policy.sections.flatMap((section) => section.blocks).filter((block) => block.kind === "leadRetention"),
      ).toHaveLength(1);
    }
  });
});
