/**
 * The legal pages are made from the facts in content/site.ts and from the settings the server keeps (decision 023):
 * a missing fact fails the build, and the privacy policy states the configured periods, not fixed ones.
 */
import { DEFAULT_RETENTION, retentionListHtml } from "../app/shared/lead-retention";
import { describe, expect, it } from "vitest";
import { readPolicySettings } from "../app/shared/policy-settings";
import { contentProblems, legalEntityProblems } from "./index";
import { duration, legalNotice, privacyPolicy, type LegalDocument, type Rich } from "./legal";
import { VITALS_RETENTION_DAYS } from "./retention";
import { legalEntity } from "./site";

const richText = (rich: Rich) => rich.map((part) => (typeof part === "string" ? part : part.text)).join("");
/** The whole document as plain text. */
function plain(document: LegalDocument): string {
  return document.sections
    .flatMap((section) => [
      section.title,
      ...section.blocks.flatMap((block) => {
        switch (block.kind) {
          case "paragraph":
            return [richText(block.text)];
          case "list":
            return block.items.map(richText);
          case "facts":
            return block.items.flatMap((item) => [item.term, ...item.detail.map(richText)]);
          case "table":
            return [block.caption, ...block.head, ...block.rows.flatMap((row) => row.map(richText))];
          case "leadRetention":
            return [retentionListHtml(DEFAULT_RETENTION, block.locale).replace(/<[^>]+>/g, "\n")];
        }
      }),
    ])
    .join("\n");
}

describe("legal entity facts", () => {
  it("are complete and valid, and the content validates with them", () => {
    expect(legalEntityProblems(legalEntity)).toEqual([]);
    expect(contentProblems()).toEqual([]);
  });

  it("fail the build when a fact is missing or malformed", () => {
    const withoutVatId = Object.fromEntries(Object.entries(legalEntity).filter(([key]) => key !== "vatId"));
    expect(legalEntityProblems(withoutVatId)).toEqual([expect.stringContaining("vatId")]);
    expect(legalEntityProblems({ ...legalEntity, managingDirectors: [] })).toEqual([
      expect.stringContaining("managingDirectors"),
    ]);
    expect(
      legalEntityProblems({ ...legalEntity, register: { court: "Amtsgericht München", number: "281746" } }),
    ).toEqual([expect.stringContaining("register.number")]);
    expect(legalEntityProblems({ ...legalEntity, name: "Alphai Technologies" })).toEqual([
      expect.stringContaining("name"),
    ]);
    expect(legalEntityProblems({ ...legalEntity, officeId: "gcc" })).toEqual([
      expect.stringContaining("not in Germany"),
    ]);
    expect(legalEntityProblems({ ...legalEntity, officeId: "berlin" })).toEqual([
      expect.stringContaining("not an office"),
    ]);
  });
});

describe("privacy policy", () => {
  it("states the configured application retention, not a fixed one", () => {
    expect(plain(privacyPolicy(readPolicySettings({})))).toContain(
      "Deleted automatically 180 days after the application arrives",
    );
    const text = plain(privacyPolicy(readPolicySettings({ APPLICATION_RETENTION_DAYS: "90" })));
    expect(text).toContain("Deleted automatically 90 days after the application arrives");
    expect(text).toContain(
      "the server deletes each application with its CV and the e-mails about it 90 days after it arrived",
    );
    expect(text).not.toContain("180 days");
    expect(plain(privacyPolicy(readPolicySettings({ APPLICATION_RETENTION_DAYS: "1" })))).toContain(
      "1 day after the application arrives",
    );
  });

  it("describes the server log as ACCESS_LOG sets it, and the forms' rate-limit window", () => {
    expect(plain(privacyPolicy(readPolicySettings({})))).toContain(
      "For every request, the server writes a line to its log with the time",
    );
    expect(plain(privacyPolicy(readPolicySettings({ ACCESS_LOG: "sample:100" })))).toContain(
      "For one request in every 100, the server writes a line",
    );
    const off = plain(privacyPolicy(readPolicySettings({ ACCESS_LOG: "off" })));
    expect(off).toContain("The server writes no line to its log for ordinary requests, and so no IP addresses.");
    expect(off).toContain("Errors of the server, without IP addresses");
    expect(plain(privacyPolicy(readPolicySettings({ RATE_LIMIT_WINDOW_MS: "3600000" })))).toContain(
      "in windows of 1 hour for each form",
    );
    expect(plain(privacyPolicy(readPolicySettings({})))).toContain("in windows of 10 minutes for each form");
  });

  it("names the controller, the data protection contact, every purpose and the supervisory authority", () => {
    const policy = privacyPolicy(readPolicySettings({}));
    const text = plain(policy);
    for (const fact of [
      legalEntity.name,
      "Leopoldstraße 62, 80802 München, Germany",
      legalEntity.dataProtectionEmail,
      ...legalEntity.managingDirectors,
    ])
      expect(text).toContain(fact);
    expect(text).toContain("Bayerisches Landesamt für Datenschutzaufsicht (BayLDA)");
    expect(text).toContain("Promenade 18, 91522 Ansbach, Germany");
    expect(text).toContain(`Deleted automatically after ${VITALS_RETENTION_DAYS} days`);
    expect(text).toContain("double opt-in");
    expect(text).toContain("e-mail service provider");
    expect(text).toContain("lodge a complaint with a supervisory authority");
    const table = policy.sections.flatMap((section) => section.blocks).find((block) => block.kind === "table");
    expect(table?.kind === "table" && table.rows.map((row) => richText(row[0]!))).toEqual([
      "Answering your enquiry",
      "Newsletter (double opt-in)",
      "Job applications and CVs",
      "Measuring page speed (web vitals)",
      "Protecting the forms (rate limits)",
      "Server logs",
    ]);
    // Every anchor the policy links to is one of its sections.
    const ids = new Set(policy.sections.map((section) => section.id));
    const anchors = JSON.stringify(policy).match(/"href":"#[^"]+"/g) ?? [];
    for (const anchor of anchors) expect(ids.has(anchor.slice(9, -1)), anchor).toBe(true);
  });

  it("writes durations as an operator would say them", () => {
    expect([
      duration(600_000),
      duration(60_000),
      duration(3_600_000),
      duration(7_200_000),
      duration(90_000),
      duration(1500),
    ]).toEqual(["10 minutes", "1 minute", "1 hour", "2 hours", "90 seconds", "1,500 milliseconds"]);
  });
});

describe("legal notice", () => {
  it("has what § 5 DDG asks for: company, address, representatives, contact, register and VAT id", () => {
    const text = plain(legalNotice());
    for (const fact of [
      legalEntity.name,
      "Leopoldstraße 62",
      "80802 München",
      ...legalEntity.managingDirectors,
      "+49 89 5555 0193",
      legalEntity.email,
      `${legalEntity.register.court}, ${legalEntity.register.number}`,
      legalEntity.vatId,
    ]) {
      expect(text).toContain(fact);
    }
  });
});
