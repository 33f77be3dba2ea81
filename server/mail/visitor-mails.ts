/**
 * The mails a visitor gets, in the language of the page they used (app/shared/form-locale.ts): the contact form's
 * acknowledgement, the newsletter's confirmation and the job application's confirmation. German ones address the reader as "Sie" and write dates the
 * German way (24. Mai 2027). The team's notifications stay English; for a German visitor they say so, so that the
 * team answers in German (`teamLanguageNote`).
 */
import type { Locale } from "../../app/shared/locale";

/** A mail's subject and text. */
export interface MailText {
  readonly subject: string;
  readonly text: string;
}

/**
 * The contact form's acknowledgement. It goes to the address the form was sent with, which anyone can type: so it
 * carries nothing the sender wrote (no name, no message: nothing to relay), only what happens next and whom to write
 * to if the enquiry was not theirs. `privacy` is the data protection address.
 */
export function contactAcknowledgementText(locale: Locale, { privacy }: { readonly privacy: string }): MailText {
  if (locale === "de") {
    return {
      subject: "Ihre Anfrage bei Alphai ist eingegangen",
      text: [
        "Guten Tag,",
        "",
        "vielen Dank für Ihre Anfrage. Sie ist bei uns eingegangen, und unser Team ist informiert.",
        "Jemand aus dem passenden Fachbereich antwortet Ihnen innerhalb eines Arbeitstages – mit ersten Fragen oder einem Vorschlag für ein Gespräch.",
        "",
        "Ihre Nachricht steht nicht in dieser E-Mail: Sie bleibt in unseren Systemen und wird nur zur Beantwortung Ihrer Anfrage verwendet.",
        `Falls Sie uns nicht geschrieben haben, teilen Sie uns das bitte mit (${privacy}); wir löschen die Anfrage dann.`,
        "",
        "Mit freundlichen Grüßen",
        "Ihr Alphai-Team",
      ].join("\n"),
    };
  }
  return {
    subject: "We have your enquiry: Alphai",
    text: [
      "Hello,",
      "",
      "thank you for your enquiry. It has arrived and our team has been told.",
      "Someone from the practice that fits your project replies within one working day, with first questions or a proposed call.",
      "",
      "Your message is not in this e-mail: it stays in our systems and is used only to answer your enquiry.",
      `If you did not write to us, please tell us (${privacy}) and we will erase the enquiry.`,
      "",
      "Best regards,",
      "The Alphai team",
    ].join("\n"),
  };
}

/** The newsletter's confirmation: `confirm` and `unsubscribe` are the links. */
export function subscribeConfirmationText(
  locale: Locale,
  { confirm, unsubscribe }: { readonly confirm: string; readonly unsubscribe: string },
): MailText {
  if (locale === "de") {
    return {
      subject: "Bitte bestätigen Sie Ihr Abonnement der monatlichen E-Mail von Alphai",
      text: [
        "Guten Tag,",
        "",
        "bitte bestätigen Sie, dass Sie die monatliche E-Mail von Alphai über die Entwicklung besserer Software erhalten möchten:",
        confirm,
        "",
        "Der Link ist sieben Tage gültig. Falls Sie das nicht angefordert haben, ignorieren Sie diese Nachricht einfach: Sie erhalten dann nichts weiter von uns.",
        "",
        `Abmelden: ${unsubscribe}`,
      ].join("\n"),
    };
  }
  return {
    subject: "Confirm your subscription to Alphai's monthly e-mail",
    text: [
      "Hello,",
      "",
      "please confirm that you want Alphai's monthly e-mail on building better software:",
      confirm,
      "",
      "The link is valid for seven days. If you did not ask for this, ignore this message and nothing more will arrive.",
      "",
      `Unsubscribe: ${unsubscribe}`,
    ].join("\n"),
  };
}

/** What the application's confirmation says. */
export interface ApplicationConfirmation {
  readonly name: string;
  /** The role's title in the mail's language. */
  readonly roleTitle: string;
  readonly retentionDays: number;
  /** The day the application is deleted (UTC). */
  readonly deleteBy: Date;
  /** The withdraw link. */
  readonly withdraw: string;
}

/** A day as Germans write it: "24. Mai 2027" (the UTC day). */
const germanDate = (date: Date) =>
  new Intl.DateTimeFormat("de-DE", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(date);

/** The candidate's confirmation of a job application, with the withdraw link. */
export function applicationConfirmationText(locale: Locale, mail: ApplicationConfirmation): MailText {
  const { name, roleTitle, retentionDays, deleteBy, withdraw } = mail;
  if (locale === "de") {
    return {
      subject: `Ihre Bewerbung als ${roleTitle} bei Alphai`,
      text: [
        `Guten Tag ${name},`,
        "",
        `vielen Dank für Ihre Bewerbung als ${roleTitle}. Ihre Bewerbung und Ihr Lebenslauf sind bei uns eingegangen.`,
        "",
        "So geht es weiter: Ein Mitglied unseres Recruiting-Teams liest jede Bewerbung und antwortet Ihnen innerhalb von zwei Wochen,",
        "entweder mit einer Einladung zu einem ersten Gespräch oder mit unserer Entscheidung.",
        "",
        `Wir bewahren Ihre Bewerbung ${retentionDays.toLocaleString("de-DE")} Tage lang auf (bis zum ${germanDate(deleteBy)}) und löschen sie dann zusammen mit Ihrem Lebenslauf.`,
        "Wenn Sie Ihre Bewerbung zurückziehen und Ihre Daten sofort löschen möchten, öffnen Sie diesen Link:",
        withdraw,
      ].join("\n"),
    };
  }
  return {
    subject: `Your application for ${roleTitle} at Alphai`,
    text: [
      `Hello ${name},`,
      "",
      `thank you for applying for ${roleTitle}. Your application and your CV have arrived.`,
      "",
      "What happens next: someone from the hiring team reads every application and answers within two weeks,",
      "either with an invitation to a first conversation or with our decision.",
      "",
      `We keep your application for ${retentionDays} days (until ${deleteBy.toISOString().slice(0, 10)}) and then delete it with your CV.`,
      "To withdraw it and erase your data now, open this link:",
      withdraw,
    ].join("\n"),
  };
}

/** The line a team notification adds for a person who used the German site (none for English). */
export const teamLanguageNote = (locale: Locale, who: string): string[] =>
  locale === "en" ? [] : ["", `${who} used the German site: answer in German.`];
