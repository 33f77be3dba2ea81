/**
 * The forms' validation messages in each language: the zod schemas' (lead-forms.ts, application-form.ts,
 * form-schema.ts) and the application form's script's (app/lib/application-upload.ts). Shared by the browser and
 * the server, and loaded with the schemas on first use of a form, never with a page: both languages live here.
 * The German dictionary has every English key (the type says so).
 */
import type { Locale } from "./locale";

/** What the text rules' message calls each field (form-schema.ts): "from <label>". */
interface FieldLabels {
  readonly email: string;
  readonly name: string;
  readonly phone: string;
  readonly website: string;
  readonly formToken: string;
  readonly company: string;
  readonly message: string;
  readonly role: string;
  readonly location: string;
  readonly linkedin: string;
  readonly github: string;
  readonly portfolio: string;
  readonly note: string;
  readonly consent: string;
  /** A field the form does not name. */
  readonly other: string;
}

/** The application form's links. */
export type LinkName = "linkedin" | "github" | "portfolio";

export interface FormMessages {
  /** The text rules (form-schema.ts): `label` is one of `labels`. */
  readonly textRules: (label: string, multiline: boolean) => string;
  readonly labels: FieldLabels;
  /** Fields the form does not have (`fieldErrors`). */
  readonly unexpected: (keys: readonly string[]) => string;
  readonly email: { readonly missing: string; readonly tooLong: string; readonly invalid: string };
  readonly formToken: string;
  readonly name: { readonly missing: string; readonly tooLong: string };
  readonly phone: { readonly text: string; readonly invalid: string };
  /** An optional line of text (the company, the location): as text, and at most `max` characters. */
  readonly company: { readonly text: string; readonly tooLong: (max: number) => string };
  readonly location: { readonly text: string; readonly tooLong: (max: number) => string };
  readonly service: string;
  readonly budget: string;
  readonly message: { readonly missing: string; readonly tooShort: string; readonly tooLong: string };
  readonly contactConsent: string;
  readonly role: string;
  readonly link: {
    readonly text: (link: LinkName) => string;
    readonly tooLong: (link: LinkName) => string;
    readonly invalid: (link: LinkName) => string;
  };
  readonly note: { readonly text: string; readonly tooLong: (max: number) => string };
  readonly applicationConsent: string;
  /** The application form's script (app/lib/application-upload.ts). */
  readonly upload: {
    readonly unreachable: string;
    readonly correct: string;
    /** No CV chosen; `max` is the limit as people read it ("5 MB"). */
    readonly attach: (max: string) => string;
    readonly empty: string;
    readonly tooLarge: (max: string, bytes: number) => string;
    readonly notCv: string;
    readonly unreadable: string;
    readonly progressLabel: string;
    readonly percent: (fraction: number) => string;
    readonly uploading: string;
    readonly uploaded: string;
    readonly busy: (seconds: number) => string;
    readonly sending: string;
    readonly failed: (status: number) => string;
    /** Under the CV field of a form whose draft was put back (app/lib/form-drafts.ts): the file is not kept. */
    readonly restored: string;
  };
}

const MB = 1024 * 1024;
const ENGLISH_LINKS: Record<LinkName, { label: string; example: string }> = {
  linkedin: { label: "LinkedIn", example: "linkedin.com/in/your-name" },
  github: { label: "GitHub", example: "github.com/your-name" },
  portfolio: { label: "portfolio", example: "example.com" },
};

const en: FormMessages = {
  textRules: (label, multiline) =>
    multiline
      ? `Remove the special characters (control codes or broken characters) from ${label}.`
      : `Remove line breaks and special characters (control codes, direction marks or broken characters) from ${label}.`,
  labels: {
    email: "your e-mail address",
    name: "your name",
    phone: "the phone number",
    website: "this field",
    formToken: "the form token",
    company: "the company name",
    message: "your message",
    role: "the role",
    location: "the location",
    linkedin: "the LinkedIn link",
    github: "the GitHub link",
    portfolio: "the portfolio link",
    note: "your note",
    consent: "this field",
    other: "this field",
  },
  unexpected: (keys) => `Unexpected field${keys.length > 1 ? "s" : ""}: ${keys.join(", ")}.`,
  email: {
    missing: "Enter your e-mail address.",
    tooLong: "Keep the e-mail address under 254 characters.",
    invalid: "Enter a valid e-mail address, like name@company.com.",
  },
  formToken: "Send the form token from GET /api/form-token as text.",
  name: { missing: "Enter your name.", tooLong: "Keep your name under 100 characters." },
  phone: {
    text: "Enter the phone number as text.",
    invalid: "Enter a phone number with digits, spaces and + ( ) - only.",
  },
  company: {
    text: "Enter the company name as text.",
    tooLong: (max) => `Keep the company name under ${max} characters.`,
  },
  location: { text: "Enter the location as text.", tooLong: (max) => `Keep the location under ${max} characters.` },
  service: "Choose a service from the list.",
  budget: "Choose a budget range from the list.",
  message: {
    missing: "Tell us about your project.",
    tooShort: "Tell us a little more: at least 10 characters.",
    tooLong: "Keep the message under 5,000 characters.",
  },
  contactConsent: "Please agree, so that we may store your details to reply.",
  role: "Choose the role you apply for.",
  link: {
    text: (link) => `Enter the ${ENGLISH_LINKS[link].label} link as text.`,
    tooLong: (link) => `Keep the ${ENGLISH_LINKS[link].label} link under 500 characters.`,
    invalid: (link) =>
      `Enter the ${ENGLISH_LINKS[link].label} link as a web address, such as ${ENGLISH_LINKS[link].example}.`,
  },
  note: {
    text: "Enter the note as text.",
    tooLong: (max) => `Keep the note under ${max.toLocaleString("en")} characters.`,
  },
  applicationConsent: "Please agree, so that we may process your application.",
  upload: {
    unreachable: "We could not reach the server. Check your connection and try again: nothing was sent.",
    correct: "Please correct the highlighted fields.",
    attach: (max) => `Attach your CV: a PDF, DOCX or ODT file of at most ${max}.`,
    empty: "This file is empty: attach your CV.",
    tooLarge: (max, bytes) => `The CV must be at most ${max}; this file is ${(bytes / MB).toFixed(1)} MB.`,
    notCv:
      "This file is not a PDF, DOCX or ODT document (its content says so, whatever its name): attach your CV in one of those formats.",
    unreadable: "This file could not be read: attach it again.",
    progressLabel: "Upload of your application",
    percent: (fraction) => `${Math.round(fraction * 100)}%`,
    uploading: "Uploading your application and CV…",
    uploaded: "Uploaded. Saving your application…",
    busy: (seconds) =>
      `Many applications are arriving right now: trying again in ${seconds} second${seconds === 1 ? "" : "s"}…`,
    sending: "Sending your application…",
    failed: (status) => `Something went wrong (${status}). Please try again.`,
    restored: "Your answers were restored; please attach your CV again.",
  },
};

const GERMAN_LINKS: Record<LinkName, { label: string; example: string }> = {
  linkedin: { label: "LinkedIn-Link", example: "linkedin.com/in/ihr-name" },
  github: { label: "GitHub-Link", example: "github.com/ihr-name" },
  portfolio: { label: "Portfolio-Link", example: "example.com" },
};

/** German numbers: 3.000, 5,3. */
const german = (value: number, fractionDigits = 0) =>
  value.toLocaleString("de-DE", { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits });

const de: FormMessages = {
  // The labels are in the dative: "aus Ihrem Namen".
  textRules: (label, multiline) =>
    multiline
      ? `Entfernen Sie die Sonderzeichen (Steuerzeichen oder defekte Zeichen) aus ${label}.`
      : `Entfernen Sie Zeilenumbrüche und Sonderzeichen (Steuerzeichen, Richtungsmarken oder defekte Zeichen) aus ${label}.`,
  labels: {
    email: "Ihrer E-Mail-Adresse",
    name: "Ihrem Namen",
    phone: "der Telefonnummer",
    website: "diesem Feld",
    formToken: "dem Formular-Token",
    company: "dem Firmennamen",
    message: "Ihrer Nachricht",
    role: "der Stelle",
    location: "dem Wohnort",
    linkedin: "dem LinkedIn-Link",
    github: "dem GitHub-Link",
    portfolio: "dem Portfolio-Link",
    note: "Ihrer Nachricht",
    consent: "diesem Feld",
    other: "diesem Feld",
  },
  unexpected: (keys) => `${keys.length > 1 ? "Unerwartete Felder" : "Unerwartetes Feld"}: ${keys.join(", ")}.`,
  email: {
    missing: "Geben Sie Ihre E-Mail-Adresse ein.",
    tooLong: "Die E-Mail-Adresse darf höchstens 254 Zeichen lang sein.",
    invalid: "Geben Sie eine gültige E-Mail-Adresse ein, etwa name@firma.de.",
  },
  formToken: "Senden Sie das Formular-Token von GET /api/form-token als Text.",
  name: { missing: "Geben Sie Ihren Namen ein.", tooLong: "Ihr Name darf höchstens 100 Zeichen lang sein." },
  phone: {
    text: "Geben Sie die Telefonnummer als Text ein.",
    invalid: "Geben Sie eine Telefonnummer nur mit Ziffern, Leerzeichen und + ( ) - ein.",
  },
  company: {
    text: "Geben Sie den Firmennamen als Text ein.",
    tooLong: (max) => `Der Firmenname darf höchstens ${german(max)} Zeichen lang sein.`,
  },
  location: {
    text: "Geben Sie Ihren Wohnort als Text ein.",
    tooLong: (max) => `Ihr Wohnort darf höchstens ${german(max)} Zeichen lang sein.`,
  },
  service: "Wählen Sie eine Leistung aus der Liste.",
  budget: "Wählen Sie einen Budgetrahmen aus der Liste.",
  message: {
    missing: "Erzählen Sie uns von Ihrem Projekt.",
    tooShort: "Bitte schreiben Sie uns etwas mehr: mindestens 10 Zeichen.",
    tooLong: "Ihre Nachricht darf höchstens 5.000 Zeichen lang sein.",
  },
  contactConsent: "Bitte stimmen Sie zu, damit wir Ihre Angaben für unsere Antwort speichern dürfen.",
  role: "Wählen Sie die Stelle, auf die Sie sich bewerben.",
  link: {
    text: (link) => `Geben Sie den ${GERMAN_LINKS[link].label} als Text ein.`,
    tooLong: (link) => `Der ${GERMAN_LINKS[link].label} darf höchstens 500 Zeichen lang sein.`,
    invalid: (link) =>
      `Geben Sie den ${GERMAN_LINKS[link].label} als Webadresse ein, etwa ${GERMAN_LINKS[link].example}.`,
  },
  note: {
    text: "Geben Sie Ihre Nachricht als Text ein.",
    tooLong: (max) => `Ihre Nachricht darf höchstens ${german(max)} Zeichen lang sein.`,
  },
  applicationConsent: "Bitte stimmen Sie zu, damit wir Ihre Bewerbung bearbeiten dürfen.",
  upload: {
    unreachable:
      "Wir konnten den Server nicht erreichen. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut: Es wurde nichts gesendet.",
    correct: "Bitte korrigieren Sie die markierten Felder.",
    attach: (max) => `Hängen Sie Ihren Lebenslauf an: eine PDF-, DOCX- oder ODT-Datei mit höchstens ${max}.`,
    empty: "Diese Datei ist leer: Hängen Sie Ihren Lebenslauf an.",
    tooLarge: (max, bytes) =>
      `Der Lebenslauf darf höchstens ${max} groß sein; diese Datei hat ${german(bytes / MB, 1)} MB.`,
    notCv:
      "Diese Datei ist kein PDF-, DOCX- oder ODT-Dokument (das zeigt ihr Inhalt, unabhängig vom Dateinamen): Hängen Sie Ihren Lebenslauf in einem dieser Formate an.",
    unreadable: "Diese Datei konnte nicht gelesen werden: Hängen Sie sie bitte erneut an.",
    progressLabel: "Upload Ihrer Bewerbung",
    percent: (fraction) => `${Math.round(fraction * 100)} %`,
    uploading: "Ihre Bewerbung und Ihr Lebenslauf werden hochgeladen…",
    uploaded: "Hochgeladen. Ihre Bewerbung wird gespeichert…",
    busy: (seconds) =>
      `Gerade gehen sehr viele Bewerbungen ein: neuer Versuch in ${seconds} ${seconds === 1 ? "Sekunde" : "Sekunden"}…`,
    sending: "Ihre Bewerbung wird gesendet…",
    failed: (status) => `Etwas ist schiefgelaufen (${status}). Bitte versuchen Sie es erneut.`,
    restored: "Ihre Angaben wurden wiederhergestellt; bitte hängen Sie Ihren Lebenslauf erneut an.",
  },
};

const dictionaries: Record<Locale, FormMessages> = { en, de };

/** The forms' validation messages in a language. */
export const formMessages = (locale: Locale): FormMessages => dictionaries[locale];
