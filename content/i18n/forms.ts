/**
 * The forms' own words (headings, labels, placeholders, hints, buttons, the status line), in each language: the
 * contact form (/contactus), the newsletter form of every page's footer and the application form of a role page.
 * Typed dictionaries, as content/i18n/ui.ts: the loaders pass a language's words as loader data (the root layout's
 * for the newsletter form, the contact and role pages' for theirs), so neither language's words are in the
 * JavaScript bundles. The validation messages are the schemas' (app/shared/form-messages.ts).
 *
 * `{name}` marks a value a loader fills in at build (`fillIn`); a translation keeps the same ones. The German
 * dictionary must have every English key (the type says so), and `formsProblems()` fails the build on an empty
 * entry or a placeholder that differs.
 */
import type { Locale } from "../../app/shared/locale";
import { parityProblems } from "./parity";

const en = {
  /** The contact and newsletter forms' status line while and after they are sent (useLeadForm). */
  status: {
    correct: "Please correct the highlighted fields.",
    sending: "Sending…",
    unreachable: "We could not reach the server. Check your connection and try again.",
    thanks: "Thank you.",
    failed: "Something went wrong. Please try again.",
  },
  /**
   * The consent checkboxes' labels: the agreement, then "(see the privacy policy). *" with the link
   * (app/lib/consent.server.tsx). `{days}`: how long an application is kept.
   */
  consent: {
    contact: "I agree that Alphai stores my details to answer this enquiry. We use them for nothing else",
    application:
      "I agree that Alphai stores my application and CV to consider me for this role. They are deleted {days} days after they arrive, or at once if I withdraw with the link in the confirmation e-mail, and used for nothing else",
    see: "see the",
    privacyPolicy: "privacy policy",
  },
  contact: {
    title: "Tell us about your project",
    note: "Fields marked * are required. We reply within one working day.",
    name: "Name *",
    email: "Work e-mail *",
    company: "Company",
    phone: "Phone",
    service: "Service of interest",
    serviceNone: "Not sure yet",
    budget: "Budget range",
    budgetNone: "Prefer not to say",
    message: "Message *",
    submit: "Send message",
  },
  subscribe: {
    title: "Insights in your inbox",
    note: "One e-mail a month on building better software, after you confirm your address. Unsubscribe in one click.",
    email: "Email address",
    placeholder: "Enter your email",
    submit: "Subscribe",
    privacy: "How we handle your address: privacy policy",
  },
  application: {
    title: "Apply for this role",
    note: "Fields marked * are required. Your CV goes only to the people hiring for {role}.",
    name: "Full name *",
    email: "E-mail *",
    phone: "Phone",
    location: "Where you live (city, country)",
    linkedin: "LinkedIn profile",
    github: "GitHub profile",
    portfolio: "Portfolio or website",
    cv: "CV * (PDF, DOCX or ODT, at most {max})",
    message: "A short note (why this role?)",
    submit: "Send application",
  },
};

/** The shape every language's dictionary has: the English keys, each a string. */
type Strings<T> = { readonly [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
export type FormStrings = Strings<typeof en>;

const de: FormStrings = {
  status: {
    correct: "Bitte korrigieren Sie die markierten Felder.",
    sending: "Wird gesendet…",
    unreachable: "Wir konnten den Server nicht erreichen. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.",
    thanks: "Vielen Dank.",
    failed: "Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.",
  },
  consent: {
    contact:
      "Ich bin einverstanden, dass Alphai meine Angaben speichert, um diese Anfrage zu beantworten. Sie werden für nichts anderes verwendet",
    application:
      "Ich bin einverstanden, dass Alphai meine Bewerbung und meinen Lebenslauf speichert, um mich für diese Stelle zu berücksichtigen. Beides wird {days} Tage nach Eingang gelöscht – oder sofort, wenn ich meine Bewerbung über den Link in der Bestätigungs-E-Mail zurückziehe – und für nichts anderes verwendet",
    see: "siehe",
    privacyPolicy: "Datenschutzerklärung",
  },
  contact: {
    title: "Erzählen Sie uns von Ihrem Projekt",
    note: "Mit * markierte Felder sind Pflichtfelder. Wir antworten innerhalb eines Werktags.",
    name: "Name *",
    email: "Geschäftliche E-Mail-Adresse *",
    company: "Unternehmen",
    phone: "Telefon",
    service: "Gewünschte Leistung",
    serviceNone: "Noch offen",
    budget: "Budgetrahmen",
    budgetNone: "Keine Angabe",
    message: "Nachricht *",
    submit: "Nachricht senden",
  },
  subscribe: {
    title: "Insights direkt in Ihr Postfach",
    note: "Einmal im Monat eine E-Mail über die Entwicklung besserer Software, sobald Sie Ihre Adresse bestätigt haben. Abmeldung mit einem Klick.",
    email: "E-Mail-Adresse",
    placeholder: "Ihre E-Mail-Adresse",
    submit: "Abonnieren",
    privacy: "Wie wir mit Ihrer Adresse umgehen: Datenschutzerklärung",
  },
  application: {
    title: "Auf diese Stelle bewerben",
    note: "Mit * markierte Felder sind Pflichtfelder. Ihr Lebenslauf geht ausschließlich an die Personen, die die Stelle „{role}“ besetzen.",
    name: "Vollständiger Name *",
    email: "E-Mail *",
    phone: "Telefon",
    location: "Wohnort (Stadt, Land)",
    linkedin: "LinkedIn-Profil",
    github: "GitHub-Profil",
    portfolio: "Portfolio oder Website",
    cv: "Lebenslauf * (PDF, DOCX oder ODT, höchstens {max})",
    message: "Kurze Nachricht (Warum diese Stelle?)",
    submit: "Bewerbung senden",
  },
};

const dictionaries: Record<Locale, FormStrings> = { en, de };

/** The forms' words in a language. */
export const formsIn = (locale: Locale): FormStrings => dictionaries[locale];

/** `text` with each `{name}` replaced by `values[name]` (a name without a value stays as it is). */
export const fillIn = (text: string, values: Readonly<Record<string, string | number>>): string =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

const placeholders = (text: string) => [...text.matchAll(/\{\w+\}/g)].map((match) => match[0]).sort();

/** Each string of a dictionary with its path. */
function strings(value: unknown, path: string): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) => strings(item, `${path}.${key}`));
}

/** Empty or missing German words, and German words whose `{placeholders}` differ from the English (the build fails on any). */
export function formsProblems(): string[] {
  const where = "content/i18n/forms.ts de";
  const german = new Map(strings(de, where));
  return [
    ...parityProblems(en, de, where, { ids: false }),
    ...strings(en, where)
      .filter(
        ([path, text]) => german.has(path) && placeholders(text).join() !== placeholders(german.get(path)!).join(),
      )
      .map(([path]) => `${path}: has other {placeholders} than the English`),
  ];
}
