/**
 * Die Datenschutzerklärung und das Impressum auf Deutsch (/de/privacy-policy, /de/legal-notice), gebaut wie die
 * englischen (content/legal.ts): aus den Unternehmensangaben (content/site.ts `legalEntity`), den Speicherfristen, die
 * auch der Server importiert (content/retention.ts), und den Einstellungen, die der Server liest
 * (APPLICATION_RETENTION_DAYS, ACCESS_LOG, RATE_LIMIT_WINDOW_MS; app/shared/policy-settings.ts `readPolicySettings`,
 * Entscheidung 023). Dieselben Abschnitte mit denselben ids in derselben Reihenfolge, damit die Anker in beiden
 * Sprachen gleich sind. Die wenigen Angaben, die content/site.ts nur auf Englisch führt (Ländernamen, Rechtsform,
 * Garantie für Übermittlungen in Drittländer), übersetzt diese Datei über Tabellen, die beim Bau fehlschlagen, sobald
 * sich die englische Angabe ändert: Dann ist die deutsche Fassung hier nachzuziehen.
 */
import type { PolicySettings } from "../../app/shared/policy-settings";
import { CV_MAX_LABEL } from "../../app/shared/application-limits";
import { FORM_TOKEN_MAX_AGE_MS } from "../../app/shared/lead-options";
import type { Inline, LegalBlock, LegalDocument, Rich } from "../legal";
import {
  APPLICATION_PRUNE_EVERY_HOURS,
  HOURLY_WINDOW_MS,
  NEWSLETTER_CONFIRMATION_LINK_DAYS,
  PRUNE_EVERY_HOURS,
  RATE_LIMIT_KEPT_AFTER_WINDOW_HOURS,
  VITALS_RATE_WINDOW_MS,
  VITALS_RETENTION_DAYS,
} from "../retention";
import { legalEntity, site, type Office } from "../site";

const PRIVACY_POLICY_PATH = "/de/privacy-policy";
const LEGAL_NOTICE_PATH = "/de/legal-notice";

const paragraph = (...text: Inline[]): LegalBlock => ({ kind: "paragraph", text });
const link = (text: string, href: string): Inline => ({ text, href });
const mail = (address: string): Inline => link(address, `mailto:${address}`);

const number = (count: number) => new Intl.NumberFormat("de-DE").format(count);
/** „A und B“, „A, B und C“. */
const and = (items: readonly string[]) => new Intl.ListFormat("de", { type: "conjunction" }).format(items);
const unit = (count: number, singular: string, plural: string) => `${number(count)} ${count === 1 ? singular : plural}`;
/** „180 Tage“ (Nominativ und Akkusativ: „180 Tage nach Eingang“). */
const days = (count: number): string => unit(count, "Tag", "Tage");
/** „30 Tagen“ (Dativ: „nach 30 Tagen“). */
const daysDative = (count: number): string => unit(count, "Tag", "Tagen");
const hours = (count: number): string => unit(count, "Stunde", "Stunden");
/** „stündlich“, „alle 6 Stunden“. */
const everyHours = (count: number): string => (count === 1 ? "stündlich" : `alle ${hours(count)}`);
/**
 * Eine Dauer, wie ein Betreiber sie nennt: „10 Minuten“, „1 Stunde“, „90 Sekunden“, „1.500 Millisekunden“ (im Dativ
 * gleichlautend: „nach 1 Stunde“, „von 10 Minuten“).
 */
export function duration(ms: number): string {
  if (ms % 3_600_000 === 0) return hours(ms / 3_600_000);
  if (ms % 60_000 === 0) return unit(ms / 60_000, "Minute", "Minuten");
  if (ms % 1000 === 0) return unit(ms / 1000, "Sekunde", "Sekunden");
  return unit(ms, "Millisekunde", "Millisekunden");
}
/** „24. November 2026“. */
const formatDate = (iso: string) =>
  new Intl.DateTimeFormat("de-DE", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${iso}T00:00:00Z`),
  );

/** Die deutsche Fassung einer Angabe, die content/site.ts auf Englisch führt; eine geänderte oder neue Angabe lässt den Bau hier scheitern. */
function german(table: Readonly<Record<string, string>>, english: string, what: string): string {
  const translated = table[english];
  if (translated === undefined)
    throw new Error(`content/de/legal.ts: no German wording for ${what} "${english}" (content/site.ts); add it here`);
  return translated;
}

/** Die Ländernamen aus content/site.ts (Standorte, Aufsichtsbehörde). */
const countries: Readonly<Record<string, string>> = {
  Germany: "Deutschland",
  "United Arab Emirates": "Vereinigte Arabische Emirate",
  Pakistan: "Pakistan",
};
const country = (english: string) => german(countries, english, "the country");

const legalForms: Readonly<Record<string, string>> = {
  "Gesellschaft mit beschränkter Haftung (GmbH), limited liability company under German law":
    "Gesellschaft mit beschränkter Haftung (GmbH)",
};

/** `legalEntity.groupTransferSafeguard`, als Ergänzung zu „die Übermittlung stützt sich auf …“. */
const transferSafeguards: Readonly<Record<string, string>> = {
  "the EU standard contractual clauses between Alphai Technologies GmbH and the Alphai companies in the United Arab Emirates and Pakistan":
    "die EU-Standardvertragsklauseln zwischen der Alphai Technologies GmbH und den Alphai-Gesellschaften in den Vereinigten Arabischen Emiraten und in Pakistan",
};

const weekdays: Readonly<Record<string, string>> = {
  Monday: "Montag",
  Tuesday: "Dienstag",
  Wednesday: "Mittwoch",
  Thursday: "Donnerstag",
  Friday: "Freitag",
  Saturday: "Samstag",
  Sunday: "Sonntag",
};

/** „Montag bis Freitag, 09:00–18:00 Uhr“, aus `site.hours`. */
function officeHours(): string {
  const { opens, closes } = site.hours;
  const open: readonly string[] = site.hours.days;
  const first = german(weekdays, open[0]!, "the weekday");
  const last = german(weekdays, open[open.length - 1]!, "the weekday");
  return `${open.length === 1 ? first : `${first} bis ${last}`}, ${opens}–${closes} Uhr`;
}

/** Der Standort am Sitz der Gesellschaft. */
function registeredOffice(): Office {
  const office = site.offices.find((item) => item.id === legalEntity.officeId);
  if (!office) throw new Error(`content/site.ts: legalEntity.officeId "${legalEntity.officeId}" is not an office`);
  return office;
}

/** Der deutsche Ortsname ist `locality` des Standorts („München“), nicht sein englisches `city`. */
const addressLines = (office: Office): string[] => [
  office.streetAddress,
  `${office.postalCode} ${office.locality}`,
  country(office.country),
];

/** Was das Zugriffslog zu einer Anfrage enthält, je nach ACCESS_LOG. */
function serverLogText(settings: PolicySettings): Rich {
  const fields =
    "dem Zeitpunkt, der Methode und dem Pfad der aufgerufenen Adresse (nie mit dem Teil nach einem Fragezeichen, der einen persönlichen Link enthalten kann), dem Hostnamen, dem Statuscode der Antwort und der IP-Adresse Ihres Geräts";
  const which =
    settings.accessLog.kind === "all"
      ? "Bei jeder Anfrage schreibt der Server eine Zeile in sein Log, mit "
      : settings.accessLog.kind === "sample"
        ? `Bei einer von je ${number(settings.accessLog.every)} Anfragen schreibt der Server eine Zeile in sein Log, mit `
        : undefined;
  const errors =
    "Fehler des Servers selbst werden mit der internen Nummer der Anfrage und der Fehlermeldung protokolliert, ohne Ihre IP-Adresse.";
  if (!which)
    return [
      `Bei gewöhnlichen Anfragen schreibt der Server keine Zeile in sein Log und speichert damit auch keine IP-Adressen. ${errors}`,
    ];
  return [
    `${which}${fields} (bei Anfragen an die Formulare und andere Programmierschnittstellen außerdem mit dem Port, von dem Ihr Gerät sie gesendet hat). Cookies, Browserkennungen und Formularinhalte werden nicht protokolliert. ${errors}`,
  ];
}

/** Die Datenschutzerklärung für diese Einstellungen (der Bau liest sie mit readPolicySettings). */
// eslint-disable-next-line max-lines-per-function -- der Text der Datenschutzerklärung, Abschnitt für Abschnitt: Daten
export function privacyPolicy(settings: PolicySettings): LegalDocument {
  const entity = legalEntity;
  const office = registeredOffice();
  const authority = entity.supervisoryAuthority;
  const retention = days(settings.applicationRetentionDays);
  const formWindow = duration(settings.rateLimitWindowMs);
  const afterWindow = hours(RATE_LIMIT_KEPT_AFTER_WINDOW_HOURS);
  const prune = everyHours(PRUNE_EVERY_HOURS);
  const outsideEu = site.offices.filter((item) => item.countryCode !== "DE");
  const logsKept = days(entity.serverLogRetentionDays);
  const logged = settings.accessLog.kind !== "off";

  return {
    updated: `Stand: ${formatDate(entity.privacyPolicyUpdated)}. Die auf dieser Seite genannten Speicherfristen entsprechen den Einstellungen des Servers, der sie veröffentlicht.`,
    sections: [
      {
        id: "controller",
        title: "Verantwortlicher",
        blocks: [
          paragraph(`Verantwortlicher im Sinne der Datenschutz-Grundverordnung (DSGVO) ist die ${entity.name}:`),
          {
            kind: "facts",
            items: [
              { term: "Anschrift", detail: [[addressLines(office).join(", ")]] },
              { term: "Vertreten durch", detail: [[`${and(entity.managingDirectors)} (Geschäftsführung)`]] },
              { term: "E-Mail", detail: [[mail(entity.email)]] },
              { term: "Telefon", detail: [[link(office.phoneDisplay, `tel:${office.phone}`)]] },
              {
                term: "Kontakt für Datenschutzfragen",
                detail: [
                  [mail(entity.dataProtectionEmail), " (für alle Fragen zu Ihren Daten und zur Ausübung Ihrer Rechte)"],
                ],
              },
            ],
          },
          paragraph("Weitere Angaben zum Unternehmen finden Sie im ", link("Impressum", LEGAL_NOTICE_PATH), "."),
        ],
      },
      {
        id: "overview",
        title: "Was wir verarbeiten, wozu und wie lange",
        blocks: [
          paragraph(
            "Die Website setzt keine Cookies, keine Analyse- oder Werbedienste, keine Tracking-Pixel und keine Inhalte fremder Server ein: Schriften, Bilder und Skripte kommen ausschließlich von dieser Website. Was sie tatsächlich speichert, zeigt die folgende Tabelle; die Abschnitte danach erläutern jeden Punkt.",
          ),
          {
            kind: "table",
            caption: "Zwecke, Rechtsgrundlagen und Speicherdauer",
            head: ["Zweck", "Daten", "Rechtsgrundlage", "Speicherdauer"],
            rows: [
              [
                [link("Beantwortung Ihrer Anfrage", "#enquiries")],
                [
                  "Name, E-Mail-Adresse, Nachricht; Unternehmen, Telefonnummer, Leistung und Budget, sofern Sie sie angeben; Zeitpunkt Ihrer Einwilligung",
                ],
                [
                  "Ihre Einwilligung, Art. 6 Abs. 1 lit. a DSGVO; vorvertragliche Maßnahmen auf Ihre Anfrage, Art. 6 Abs. 1 lit. b DSGVO",
                ],
                [
                  "Automatische Löschung nach der Frist für den Stand der Anfrage (unten bei den Anfragen aufgeführt), gerechnet ab der letzten Bearbeitung; früher, wenn Sie Ihre Einwilligung widerrufen oder die Löschung verlangen",
                ],
              ],
              [
                [link("Newsletter (Double-Opt-in)", "#newsletter")],
                ["E-Mail-Adresse; Zeitpunkte von Anmeldung, Bestätigung und Abmeldung"],
                [
                  "Ihre Einwilligung, Art. 6 Abs. 1 lit. a DSGVO; ihr Nachweis, Art. 6 Abs. 1 lit. c i. V. m. Art. 7 Abs. 1 DSGVO; kein Versand an unbestätigte oder abgemeldete Adressen, Art. 6 Abs. 1 lit. f DSGVO",
                ],
                [
                  `Bestätigungslink ${days(NEWSLETTER_CONFIRMATION_LINK_DAYS)} gültig. Keine automatische Löschung: Adresse und Status bleiben gespeichert, damit eine abgemeldete oder unbestätigte Adresse nichts erhält; Löschung auf Ihren Wunsch`,
                ],
              ],
              [
                [link("Bewerbungen und Lebensläufe", "#applications")],
                [
                  "Name, E-Mail-Adresse, Stelle, Lebenslauf; Telefonnummer, Wohnort, Profil-Links und Anmerkung, sofern Sie sie angeben; Zeitpunkt Ihrer Einwilligung",
                ],
                [
                  "Vorvertragliche Maßnahmen für ein Beschäftigungsverhältnis auf Ihre Anfrage, Art. 6 Abs. 1 lit. b DSGVO; Ihre Einwilligung, Art. 6 Abs. 1 lit. a DSGVO",
                ],
                [
                  `Automatische Löschung ${retention} nach Eingang der Bewerbung oder sofort, wenn Sie sie zurückziehen`,
                ],
              ],
              [
                [link("Messung der Ladegeschwindigkeit (Web Vitals)", "#web-vitals")],
                ["Geschwindigkeitsmesswerte eines Seitenaufrufs und der Pfad der Seite; keine IP-Adresse, kein Cookie"],
                ["Unser berechtigtes Interesse an einer schnellen Website, Art. 6 Abs. 1 lit. f DSGVO"],
                [`Automatische Löschung nach ${daysDative(VITALS_RETENTION_DAYS)}`],
              ],
              [
                [link("Schutz der Formulare (Anfragelimits)", "#rate-limits")],
                ["Ihre IP-Adresse (bei IPv6 deren erste Hälfte) mit der Zahl ihrer Anfragen"],
                ["Unser berechtigtes Interesse an nutzbaren Formularen ohne Missbrauch, Art. 6 Abs. 1 lit. f DSGVO"],
                [
                  `Automatische Löschung ${afterWindow} nach Ende des Zählzeitraums (Zeitfenster von ${formWindow} für die Formulare, sonst bis zu einer Stunde)`,
                ],
              ],
              [
                [link("Server-Logs", "#server-logs")],
                [
                  logged
                    ? "Zeitpunkt, Pfad, Statuscode und IP-Adresse von Anfragen"
                    : "Fehler des Servers, ohne IP-Adressen",
                ],
                [
                  "Unser berechtigtes Interesse an einer sicheren, funktionsfähigen Website, Art. 6 Abs. 1 lit. f DSGVO",
                ],
                [`${logsKept} im Log-System unseres Hosting-Anbieters`],
              ],
            ],
          },
          paragraph(
            "Sie sind nicht verpflichtet, uns personenbezogene Daten bereitzustellen. Ohne die Angaben, die ein Formular abfragt, können wir allerdings Ihre Anfrage nicht beantworten, Ihnen den Newsletter nicht senden und Ihre Bewerbung nicht berücksichtigen. Wir treffen keine ausschließlich auf einer automatisierten Verarbeitung beruhenden Entscheidungen (Art. 22 DSGVO) und setzen keine automatisierte Vorauswahl von Bewerbungen ein.",
          ),
        ],
      },
      {
        id: "enquiries",
        title: "Anfragen über das Kontaktformular oder per E-Mail",
        blocks: [
          paragraph(
            "Wenn Sie das Kontaktformular absenden, speichert der Server Ihren Namen, Ihre E-Mail-Adresse und Ihre Nachricht, das Unternehmen, die Telefonnummer, die Leistung und das Budget, sofern Sie diese angegeben haben, sowie den Zeitpunkt, zu dem Sie das Einwilligungsfeld angekreuzt haben. Anschließend benachrichtigt er unser Team, dass eine Anfrage eingegangen ist, mit einem Link auf die Anfrage in unserem Team-Arbeitsbereich, aber ohne Ihre Angaben, und sendet Ihnen eine E-Mail, die den Eingang Ihrer Anfrage bestätigt, ohne Ihre Nachricht. Wir verwenden die Angaben ausschließlich, um Ihre Anfrage zu beantworten und ein daraus folgendes Angebot oder Projekt vorzubereiten. Schreiben Sie uns stattdessen eine E-Mail oder rufen Sie uns an, verarbeiten wir Ihre Angaben auf dieselbe Weise.",
          ),
          paragraph(
            "Mit dem Formular sendet Ihr Browser auch, wo Ihr Besuch auf dieser Website begann: die Adresse der ersten Seite, die Sie geöffnet haben (ohne ihre Parameter), die Seite, auf der das Formular steht, den Namen der Website, von deren Link Sie kamen (etwa den einer Suchmaschine, nie die vollständige Adresse), und etwaige Kampagnenmerkmale in der Adresse der ersten Seite (utm_source, utm_medium, utm_campaign, utm_term, utm_content). Ihr Browser bewahrt die erste Seite in seinem Sitzungsspeicher nur für diesen Tab auf, bis Sie ihn schließen; es wird kein Cookie gesetzt und keine Kennung gespeichert, und nichts davon wird anders als mit dem Formular übermittelt. Wir speichern diese Angaben mit Ihrer Anfrage und löschen sie mit ihr, um zu erfahren, welche Seiten und Kampagnen Anfragen bringen (Art. 6 Abs. 1 lit. f DSGVO: unser berechtigtes Interesse daran zu wissen, was von unserem Marketing wirkt).",
          ),
          paragraph(
            "Rechtsgrundlage: Ihre Einwilligung (Art. 6 Abs. 1 lit. a DSGVO) und, wenn Ihre Anfrage ein mögliches Projekt betrifft, die Durchführung vorvertraglicher Maßnahmen, die Sie angefragt haben (Art. 6 Abs. 1 lit. b DSGVO). Sie können Ihre Einwilligung jederzeit mit einer Nachricht an ",
            mail(entity.dataProtectionEmail),
            " widerrufen; die Rechtmäßigkeit der bis dahin erfolgten Verarbeitung bleibt davon unberührt.",
          ),
          paragraph(
            "Speicherdauer: Die Website löscht jede Anfrage automatisch, mit den Notizen und Antworten unseres Teams dazu und den E-Mails, die sie betreffen, sobald seit ihrer letzten Bearbeitung eine festgelegte Frist verstrichen ist (ihr Eingang oder die letzte Änderung ihres Status, Notiz, Antwort oder Wiedervorlage durch unser Team). Die Frist richtet sich nach dem Stand der Anfrage; unser Team legt sie innerhalb von Grenzen fest, die die Website durchsetzt, und diese Liste zeigt stets die geltenden Fristen:",
          ),
          { kind: "leadRetention", locale: "de" },
          paragraph(
            "Der Server prüft das einmal täglich, und gelöschte Anfragen werden auch aus den Dateien der Datenbank entfernt. Widerrufen Sie Ihre Einwilligung oder verlangen Sie die Löschung, löschen wir eine Anfrage früher. Was wir zu einem daraus folgenden Vertrag gesetzlich aufbewahren müssen (Handelsbriefe: sechs Jahre nach § 257 Handelsgesetzbuch, HGB), bewahren wir außerhalb der Website auf.",
          ),
          ...(outsideEu.length
            ? [
                paragraph(
                  `Unsere Teams in ${and(outsideEu.map((item) => `${item.locality} (${country(item.country)})`))} können an Ihrer Anfrage mitarbeiten, wenn sie Ihr Projekt betreuen. Für keines dieser Länder besteht ein Angemessenheitsbeschluss der Europäischen Kommission; die Übermittlung stützt sich auf ${german(transferSafeguards, entity.groupTransferSafeguard, "legalEntity.groupTransferSafeguard")} (Art. 46 Abs. 2 lit. c DSGVO). Eine Kopie erhalten Sie auf Anfrage unter `,
                  mail(entity.dataProtectionEmail),
                  ".",
                ),
              ]
            : []),
        ],
      },
      {
        id: "newsletter",
        title: "Newsletter",
        blocks: [
          paragraph(
            `Wenn Sie Ihre E-Mail-Adresse in das Anmeldefeld eingeben, speichert der Server sie mit dem Zeitpunkt als unbestätigt und sendet Ihnen einen Bestätigungslink (Double-Opt-in). Der Link ist ${days(NEWSLETTER_CONFIRMATION_LINK_DAYS)} gültig; erst wenn Sie ihn öffnen, erhalten Sie den Newsletter, und wir speichern den Zeitpunkt Ihrer Bestätigung. Jeder Newsletter enthält einen Link, mit dem Sie sich mit einem Klick abmelden; wir speichern dann den Zeitpunkt Ihrer Abmeldung.`,
          ),
          paragraph(
            "Rechtsgrundlage: Ihre Einwilligung (Art. 6 Abs. 1 lit. a DSGVO), die Sie jederzeit über den Abmeldelink oder mit einer Nachricht an uns widerrufen können. Die Protokollierung Ihrer Einwilligung beruht auf unserer rechtlichen Pflicht, sie nachweisen zu können (Art. 6 Abs. 1 lit. c i. V. m. Art. 7 Abs. 1 DSGVO); die Speicherung einer unbestätigten oder abgemeldeten Adresse auf unserem berechtigten Interesse, ihr nichts weiter zu senden (Art. 6 Abs. 1 lit. f DSGVO).",
          ),
          paragraph(
            "Speicherdauer: Die Website löscht diese Einträge nicht automatisch. Eine nie bestätigte Adresse erhält keine weitere E-Mail, solange sie nicht erneut in das Anmeldefeld eingegeben wird; eine abgemeldete Adresse bleibt mit ihrem Status gespeichert, damit sie nicht versehentlich wieder aufgenommen wird. Die Aufzeichnung des Servers über die von ihm versandten E-Mails, einschließlich der Bestätigungs-E-Mail, wird ebenso aufbewahrt. Möchten Sie die Adresse lieber vollständig löschen lassen, schreiben Sie an ",
            mail(entity.dataProtectionEmail),
            ".",
          ),
        ],
      },
      {
        id: "applications",
        title: "Bewerbungen und Lebensläufe",
        blocks: [
          paragraph(
            `Wenn Sie sich auf eine Stelle bewerben, speichert der Server Ihren Namen, Ihre E-Mail-Adresse, die Stelle und Ihren Lebenslauf (PDF, DOCX oder ODT, höchstens ${CV_MAX_LABEL}), die Telefonnummer, den Wohnort, die Links zu LinkedIn, GitHub oder Ihrem Portfolio und die Anmerkung, sofern Sie diese angegeben haben, sowie den Zeitpunkt, zu dem Sie das Einwilligungsfeld angekreuzt haben. Sie erhalten eine Bestätigung per E-Mail; unser Karriere-Postfach erfährt nur, dass eine Bewerbung eingegangen ist, ohne Ihre Angaben und ohne Lebenslauf. Diese bleiben auf dem Server und werden nur von den Personen gelesen, die die Stelle besetzen.`,
          ),
          paragraph(
            "Rechtsgrundlage: die Durchführung vorvertraglicher Maßnahmen für ein Beschäftigungsverhältnis, die Sie mit Ihrer Bewerbung angefragt haben (Art. 6 Abs. 1 lit. b DSGVO, soweit anwendbar i. V. m. § 26 Bundesdatenschutzgesetz, BDSG), und Ihre Einwilligung in die Aufbewahrung der Bewerbung für den unten genannten Zeitraum (Art. 6 Abs. 1 lit. a DSGVO).",
          ),
          paragraph(
            `Speicherdauer: Der Server löscht jede Bewerbung mit ihrem Lebenslauf und den zugehörigen E-Mails ${retention} nach ihrem Eingang; er prüft das bei jedem Start und ${everyHours(APPLICATION_PRUNE_EVERY_HOURS)}. Die Bestätigungs-E-Mail enthält einen Link, mit dem Sie Ihre Bewerbung zurückziehen und sofort löschen. Gelöschte Bewerbungen werden binnen Sekunden auch aus den Dateien der Datenbank entfernt. Sicherungskopien der Datenbank werden höchstens ${retention} aufbewahrt. Möchten wir Ihre Bewerbung für eine spätere Stelle behalten, fragen wir Sie vorher.`,
          ),
        ],
      },
      {
        id: "web-vitals",
        title: "Messung der Ladegeschwindigkeit",
        blocks: [
          paragraph(
            "Nachdem eine Seite geladen ist, sendet Ihr Browser an den eigenen Server der Website einige Geschwindigkeitsmesswerte dieses Seitenaufrufs (die Core Web Vitals: wie schnell der Hauptinhalt erschien, wie schnell die Seite reagierte und wie stark sich ihr Layout verschob), jeweils mit ihrer Bewertung, einer Zufallskennung, die die Messwerte eines Seitenaufrufs zusammenfasst, der Art, wie die Seite aufgerufen wurde (etwa durch Neuladen oder über die Zurück-Schaltfläche), und dem Pfad der Seite ohne den Teil nach einem Fragezeichen. Sonst wird nichts mit ihnen gesendet oder gespeichert: keine IP-Adresse, kein Cookie, keine Browserangaben, und auf Ihrem Gerät wird dafür nichts abgelegt. Wir werten die Messwerte als Kennzahlen je Seite aus, um langsame Seiten zu finden und zu beschleunigen.",
          ),
          paragraph(
            `Rechtsgrundlage: unser berechtigtes Interesse an einer schnellen, gut nutzbaren Website (Art. 6 Abs. 1 lit. f DSGVO). Speicherdauer: Messwerte, die älter als ${days(VITALS_RETENTION_DAYS)} sind, werden automatisch gelöscht (bei jedem Start des Servers und ${prune}). Beim Empfang der Messwerte wird außerdem Ihre IP-Adresse höchstens ${duration(VITALS_RATE_WINDOW_MS)} lang auf ein Limit für Meldungen angerechnet, wie unter `,
            link("Anfragelimits", "#rate-limits"),
            " beschrieben; die Anfrage selbst steht wie jede andere im Server-Log.",
          ),
        ],
      },
      {
        id: "rate-limits",
        title: "Schutz der Formulare: Anfragelimits und Formular-Token",
        blocks: [
          paragraph(
            `Damit die Formulare nutzbar bleiben und automatisierter Missbrauch unterbunden wird, zählt der Server Anfragen je IP-Adresse (bei IPv6-Adressen deren erste Hälfte, die zu einem Anschluss gehört), und zwar in Zeitfenstern von ${formWindow} je Formular, von ${duration(VITALS_RATE_WINDOW_MS)} für die Geschwindigkeitsmessungen und von ${duration(HOURLY_WINDOW_MS)} für die hochgeladene Datenmenge von Bewerbungen. Für Bestätigungs-E-Mails zählt er zudem je Stunde die E-Mails, die an eine E-Mail-Domain gehen (den Teil nach dem @, nie die vollständige Adresse). Jeder Zähler enthält die Adresse oder Domain, eine Zahl und das Ende seines Zeitfensters; er wird ${afterWindow} nach Ablauf seines Zeitfensters automatisch gelöscht (geprüft bei jedem Start und ${prune}).`,
          ),
          paragraph(
            `Sobald Sie beginnen, ein Formular auszufüllen, ruft Ihr Browser ein signiertes Formular-Token ab, das nur den Namen des Formulars und den Zeitpunkt seiner Ausstellung enthält; es belegt, dass sich ein Mensch einige Sekunden Zeit für das Formular genommen hat, und verfällt nach ${duration(FORM_TOKEN_MAX_AGE_MS)}. Es wird nirgends gespeichert, weder auf dem Server noch auf Ihrem Gerät.`,
          ),
          paragraph(
            "Rechtsgrundlage: unser berechtigtes Interesse an sicheren Formularen, die für alle funktionieren (Art. 6 Abs. 1 lit. f DSGVO).",
          ),
        ],
      },
      {
        id: "server-logs",
        title: "Server-Logs und Hosting",
        blocks: [
          paragraph(...serverLogText(settings)),
          paragraph(
            `Der Server selbst legt keine Logdateien an: Sein Log geht an das Log-System unseres Hosting-Anbieters, das es ${logsKept} aufbewahrt und dann löscht. Wir sehen das Log nur ein, um die Website zu betreiben, Fehler zu finden und Angriffe abzuwehren. Rechtsgrundlage: unser berechtigtes Interesse an einer sicheren, funktionsfähigen Website (Art. 6 Abs. 1 lit. f DSGVO).`,
          ),
          paragraph(
            "Die Website legt in Ihrem Browser eine Kopie ihrer Seiten und Dateien ab (über einen Service Worker), damit sich bereits besuchte Seiten auch ohne Verbindung öffnen lassen. Wird eine neue Version der Website veröffentlicht, während Sie sie geöffnet haben, speichert der Browser zudem, nur für diesen Tab, den Zeitpunkt eines automatischen Neuladens und die Seite, die Sie gerade öffnen wollten, damit die Seite einmal neu lädt und nicht in einer Schleife; diese Angaben werden gelöscht, sobald Sie den Tab schließen. Beides enthält keine personenbezogenen Daten, wird nie an uns gesendet und ist allein dafür erforderlich, Ihnen die Website so bereitzustellen, wie Sie es wünschen (§ 25 Abs. 2 Nr. 2 TDDDG); Sie können beides entfernen, indem Sie die Websitedaten dieser Website in Ihrem Browser löschen.",
          ),
        ],
      },
      {
        id: "recipients",
        title: "Empfänger Ihrer Daten",
        blocks: [
          paragraph(
            "Innerhalb von Alphai sehen nur die Personen Ihre Daten, die sie für die oben genannten Zwecke benötigen. Außerhalb von Alphai verarbeiten zwei Arten von Dienstleistern sie in unserem Auftrag, auf Grundlage eines Auftragsverarbeitungsvertrags (Art. 28 DSGVO) und nach unseren Weisungen:",
          ),
          {
            kind: "list",
            items: [
              ["Unser Hosting-Anbieter, der den Server der Website, ihre Datenbank und ihr Log-System betreibt."],
              [
                "Unser E-Mail-Dienstleister, über den wir die oben beschriebenen E-Mails versenden: Benachrichtigungen an unser Team, Bestätigungs-E-Mails und den Newsletter.",
              ],
            ],
          },
          paragraph(
            "Wir verkaufen Ihre Daten nicht und geben sie an niemanden sonst weiter, es sei denn, wir sind gesetzlich dazu verpflichtet (etwa durch eine gerichtliche Anordnung).",
          ),
        ],
      },
      {
        id: "rights",
        title: "Ihre Rechte",
        blocks: [
          paragraph("Sie haben das Recht,"),
          {
            kind: "list",
            items: [
              [
                "Auskunft über die bei uns gespeicherten Daten zu Ihrer Person und eine Kopie davon zu erhalten (Art. 15 DSGVO);",
              ],
              ["unrichtige Daten berichtigen zu lassen (Art. 16 DSGVO);"],
              ["Ihre Daten löschen (Art. 17 DSGVO) oder ihre Verarbeitung einschränken zu lassen (Art. 18 DSGVO);"],
              [
                "die Daten, die Sie uns bereitgestellt haben, in einem gängigen, maschinenlesbaren Format zu erhalten (Art. 20 DSGVO);",
              ],
              [
                "einer Verarbeitung, die auf unserem berechtigten Interesse beruht, aus Gründen, die sich aus Ihrer besonderen Situation ergeben, jederzeit zu widersprechen (Art. 21 DSGVO);",
              ],
              ["eine erteilte Einwilligung jederzeit mit Wirkung für die Zukunft zu widerrufen (Art. 7 Abs. 3 DSGVO)."],
            ],
          },
          paragraph(
            "Um diese Rechte auszuüben, schreiben Sie an ",
            mail(entity.dataProtectionEmail),
            ". Wir antworten innerhalb eines Monats.",
          ),
          paragraph(
            "Außerdem haben Sie das Recht, sich bei einer Datenschutz-Aufsichtsbehörde zu beschweren (Art. 77 DSGVO), etwa bei der Behörde an Ihrem Wohn- oder Arbeitsort oder bei der für uns zuständigen:",
          ),
          {
            kind: "facts",
            items: [
              {
                term: "Zuständige Aufsichtsbehörde",
                detail: [
                  [authority.name],
                  [
                    `${authority.streetAddress}, ${authority.postalCode} ${authority.locality}, ${country(authority.country)}`,
                  ],
                  [link(authority.url.replace(/^https:\/\//, ""), authority.url)],
                ],
              },
            ],
          },
        ],
      },
    ],
  };
}

/** Das Impressum (§ 5 DDG). */
export function legalNotice(): LegalDocument {
  const entity = legalEntity;
  const office = registeredOffice();
  return {
    sections: [
      {
        id: "provider",
        title: "Angaben gemäß § 5 DDG",
        blocks: [
          {
            kind: "facts",
            items: [
              { term: "Firma", detail: [[entity.name]] },
              { term: "Rechtsform", detail: [[german(legalForms, entity.legalForm, "legalEntity.legalForm")]] },
              { term: "Sitz und Anschrift", detail: addressLines(office).map((line) => [line]) },
              { term: "Geschäftsführung", detail: entity.managingDirectors.map((name) => [name]) },
              { term: "Handelsregister", detail: [[`${entity.register.court}, ${entity.register.number}`]] },
              { term: "Umsatzsteuer-Identifikationsnummer", detail: [[`${entity.vatId} (gemäß § 27a UStG)`]] },
            ],
          },
        ],
      },
      {
        id: "contact",
        title: "Kontakt",
        blocks: [
          {
            kind: "facts",
            items: [
              { term: "Telefon", detail: [[link(office.phoneDisplay, `tel:${office.phone}`)]] },
              { term: "E-Mail", detail: [[mail(entity.email)]] },
              { term: "Geschäftszeiten", detail: [[`${officeHours()} (mitteleuropäische Zeit)`]] },
              {
                term: "Weitere Standorte",
                detail: site.offices
                  .filter((item) => item.id !== office.id)
                  .map((item) => [`${item.locality}, ${country(item.country)}: `, mail(item.email)]),
              },
            ],
          },
          paragraph(
            "Bei Fragen zu personenbezogenen Daten schreiben Sie an ",
            mail(entity.dataProtectionEmail),
            "; die ",
            link("Datenschutzerklärung", PRIVACY_POLICY_PATH),
            " erläutert, welche Daten diese Website verarbeitet.",
          ),
        ],
      },
      {
        id: "editorial",
        title: "Verantwortlich für den Inhalt",
        blocks: [
          paragraph(
            `Verantwortlich für die redaktionellen Inhalte gemäß § 18 Abs. 2 MStV: ${entity.editorialResponsible}, ${addressLines(office).join(", ")}.`,
          ),
        ],
      },
      {
        id: "disputes",
        title: "Verbraucherstreitbeilegung",
        blocks: [
          paragraph(
            "Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen (§ 36 VSBG). Unsere Leistungen richten sich an Unternehmen.",
          ),
        ],
      },
    ],
  };
}
