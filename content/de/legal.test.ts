/**
 * The German legal pages (content/de/legal.ts) state the same facts as the English ones (content/legal.test.ts): the
 * periods from the server's settings, the addresses, the register entry; so a changed setting shows in both
 * languages, and the sections carry the same anchors.
 */
import { DEFAULT_RETENTION, retentionListHtml } from "../../app/shared/lead-retention";
import { describe, expect, it } from "vitest";
import { readPolicySettings } from "../../app/shared/policy-settings";
import * as english from "../legal";
import type { LegalDocument, Rich } from "../legal";
import { VITALS_RETENTION_DAYS } from "../retention";
import { legalEntity } from "../site";
import { duration, legalNotice, privacyPolicy } from "./legal";

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
/** The document's shape without its words: section ids, block kinds, list, fact and table sizes, every link target. */
const shape = (document: LegalDocument) => ({
  sections: document.sections.map((section) => ({
    id: section.id,
    blocks: section.blocks.map((block) =>
      block.kind === "paragraph"
        ? "paragraph"
        : block.kind === "table"
          ? `table ${block.head.length}x${block.rows.length}`
          : block.kind === "leadRetention"
            ? block.kind
            : `${block.kind} ${block.items.length}`,
    ),
  })),
  hrefs: (JSON.stringify(document).match(/"href":"[^"]+"/g) ?? []).map((href) =>
    href.replace('"href":"/de/', '"href":"/'),
  ),
  updated: document.updated !== undefined,
});

describe("Datenschutzerklärung (German privacy policy)", () => {
  it("states the configured application retention, not a fixed one", () => {
    expect(plain(privacyPolicy(readPolicySettings({})))).toContain(
      "Automatische Löschung 180 Tage nach Eingang der Bewerbung",
    );
    const text = plain(privacyPolicy(readPolicySettings({ APPLICATION_RETENTION_DAYS: "90" })));
    expect(text).toContain("Automatische Löschung 90 Tage nach Eingang der Bewerbung");
    expect(text).toContain(
      "Der Server löscht jede Bewerbung mit ihrem Lebenslauf und den zugehörigen E-Mails 90 Tage nach ihrem Eingang",
    );
    expect(text).toContain("Sicherungskopien der Datenbank werden höchstens 90 Tage aufbewahrt");
    expect(text).not.toContain("180 Tage");
    expect(plain(privacyPolicy(readPolicySettings({ APPLICATION_RETENTION_DAYS: "1" })))).toContain(
      "1 Tag nach Eingang der Bewerbung",
    );
    expect(plain(privacyPolicy(readPolicySettings({ APPLICATION_RETENTION_DAYS: "1500" })))).toContain(
      "1.500 Tage nach Eingang der Bewerbung",
    );
  });

  it("describes the server log as ACCESS_LOG sets it, and the forms' rate-limit window", () => {
    expect(plain(privacyPolicy(readPolicySettings({})))).toContain(
      "Bei jeder Anfrage schreibt der Server eine Zeile in sein Log, mit dem Zeitpunkt",
    );
    expect(plain(privacyPolicy(readPolicySettings({ ACCESS_LOG: "sample:1000" })))).toContain(
      "Bei einer von je 1.000 Anfragen schreibt der Server eine Zeile",
    );
    const off = plain(privacyPolicy(readPolicySettings({ ACCESS_LOG: "off" })));
    expect(off).toContain(
      "Bei gewöhnlichen Anfragen schreibt der Server keine Zeile in sein Log und speichert damit auch keine IP-Adressen.",
    );
    expect(off).toContain("Fehler des Servers, ohne IP-Adressen");
    expect(off).not.toContain("Zeitpunkt, Pfad, Statuscode und IP-Adresse");
    expect(plain(privacyPolicy(readPolicySettings({ RATE_LIMIT_WINDOW_MS: "3600000" })))).toContain(
      "in Zeitfenstern von 1 Stunde je Formular",
    );
    const defaults = plain(privacyPolicy(readPolicySettings({})));
    expect(defaults).toContain("in Zeitfenstern von 10 Minuten je Formular");
    expect(defaults).toContain("Zeitfenster von 10 Minuten für die Formulare");
  });

  it("names the controller, the data protection contact, every purpose and the supervisory authority", () => {
    const policy = privacyPolicy(readPolicySettings({}));
    const text = plain(policy);
    for (const fact of [
      legalEntity.name,
      "Leopoldstraße 62, 80802 München, Deutschland",
      legalEntity.dataProtectionEmail,
      legalEntity.email,
      "+49 89 5555 0193",
      ...legalEntity.managingDirectors,
    ])
      expect(text).toContain(fact);
    expect(text).toContain("Bayerisches Landesamt für Datenschutzaufsicht (BayLDA)");
    expect(text).toContain("Promenade 18, 91522 Ansbach, Deutschland");
    expect(text).toContain(`Automatische Löschung nach ${VITALS_RETENTION_DAYS} Tagen`);
    expect(text).toContain("Double-Opt-in");
    expect(text).toContain("E-Mail-Dienstleister");
    expect(text).toContain("Dubai (Vereinigte Arabische Emirate) und Lahore (Pakistan)");
    expect(text).toContain("Art. 46 Abs. 2 lit. c DSGVO");
    expect(text).toContain("sich bei einer Datenschutz-Aufsichtsbehörde zu beschweren (Art. 77 DSGVO)");
    expect(text).toContain("Bestätigungslink 7 Tage gültig");
    expect(text).toContain("14 Tage im Log-System unseres Hosting-Anbieters");
    expect(text).toContain("verfällt nach 24 Stunden");
    expect(policy.updated).toBe(
      "Stand: 24. November 2026. Die auf dieser Seite genannten Speicherfristen entsprechen den Einstellungen des Servers, der sie veröffentlicht.",
    );
    // No English fact slipped through.
    for (const english of ["Germany", "Munich", "United Arab Emirates", "days", "hour"])
      expect(text).not.toContain(english);
    const table = policy.sections.flatMap((section) => section.blocks).find((block) => block.kind === "table");
    expect(table?.kind === "table" && table.rows.map((row) => richText(row[0]!))).toEqual([
      "Beantwortung Ihrer Anfrage",
      "Newsletter (Double-Opt-in)",
      "Bewerbungen und Lebensläufe",
      "Messung der Ladegeschwindigkeit (Web Vitals)",
      "Schutz der Formulare (Anfragelimits)",
      "Server-Logs",
    ]);
    // Every anchor the policy links to is one of its sections.
    const ids = new Set(policy.sections.map((section) => section.id));
    const anchors = JSON.stringify(policy).match(/"href":"#[^"]+"/g) ?? [];
    for (const anchor of anchors) expect(ids.has(anchor.slice(9, -1)), anchor).toBe(true);
  });

  it("has the English structure for every setting: the same anchors, blocks and links", () => {
    for (const env of [{}, { ACCESS_LOG: "off" }, { ACCESS_LOG: "sample:10", APPLICATION_RETENTION_DAYS: "30" }]) {
      const settings = readPolicySettings(env);
      expect(shape(privacyPolicy(settings))).toEqual(shape(english.privacyPolicy(settings)));
    }
    expect(JSON.stringify(privacyPolicy(readPolicySettings({})))).toContain('"href":"/de/legal-notice"');
  });

  it("writes durations as a German operator would say them", () => {
    expect([
      duration(600_000),
      duration(60_000),
      duration(3_600_000),
      duration(7_200_000),
      duration(90_000),
      duration(1000),
      duration(1500),
    ]).toEqual(["10 Minuten", "1 Minute", "1 Stunde", "2 Stunden", "90 Sekunden", "1 Sekunde", "1.500 Millisekunden"]);
  });
});

describe("Impressum (German legal notice)", () => {
  it("has what § 5 DDG asks for: company, address, representatives, contact, register and VAT id", () => {
    const text = plain(legalNotice());
    for (const fact of [
      "Angaben gemäß § 5 DDG",
      legalEntity.name,
      "Gesellschaft mit beschränkter Haftung (GmbH)",
      "Leopoldstraße 62",
      "80802 München",
      "Deutschland",
      ...legalEntity.managingDirectors,
      "+49 89 5555 0193",
      legalEntity.email,
      `${legalEntity.register.court}, ${legalEntity.register.number}`,
      legalEntity.vatId,
      "Montag bis Freitag, 09:00–18:00 Uhr",
      "Dubai, Vereinigte Arabische Emirate: gcc@alphai.tech",
      "Lahore, Pakistan: southasia@alphai.tech",
      `Verantwortlich für die redaktionellen Inhalte gemäß § 18 Abs. 2 MStV: ${legalEntity.editorialResponsible}`,
    ]) {
      expect(text).toContain(fact);
    }
    expect(text).not.toContain("limited liability");
  });

  it("has the English structure", () => {
    expect(shape(legalNotice())).toEqual(shape(english.legalNotice()));
    expect(JSON.stringify(legalNotice())).toContain('"href":"/de/privacy-policy"');
  });
});
