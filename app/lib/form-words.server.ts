/**
 * The forms' words as their pages' loader data (content/i18n/forms.ts), with the values that are known at build
 * filled in: the role's title, the CV's limit, how long an application is kept. The consent labels are markup with
 * a link (consent.server.tsx).
 */
import { fillIn, formsIn } from "../../content/i18n/forms";
import { pathIn } from "../../content/localized";
import { budgetOptions } from "../../content/pricing";
import { applicationRetentionDays } from "../../content/role-facts";
import { CV_MAX_LABEL } from "../shared/application-limits";
import type { Locale } from "../shared/locale";
import { consentMarkup } from "./consent.server";

/**
 * The contact form's words (/contactus), with its budget bands in the currency of the page's language
 * (content/pricing.ts); its consent label is `contactConsentHtml`.
 */
export const contactFormWords = (locale: Locale) => ({ ...formsIn(locale).contact, budgets: budgetOptions(locale) });
export type ContactFormWords = ReturnType<typeof contactFormWords>;

/** The contact form's consent label, with its link to the privacy policy. */
export const contactConsentHtml = (locale: Locale): string =>
  consentMarkup(formsIn(locale).consent.contact, pathIn("privacy-policy", locale), formsIn(locale).consent);

/** `text` cut around its `{role}`, which is `roleTitle`: the text before it, the title, the text after it. */
function aroundRole(text: string, roleTitle: string): readonly [string, string, string] {
  const [before = "", after = ""] = text.split("{role}");
  return [before, roleTitle, after];
}

/** The application form's words on the page of the role `roleTitle`; its consent label is `applicationConsentHtml`. */
export function applicationFormWords(locale: Locale, roleTitle: string) {
  const words = formsIn(locale).application;
  return { ...words, note: aroundRole(words.note, roleTitle), cv: fillIn(words.cv, { max: CV_MAX_LABEL }) };
}
export type ApplicationFormWords = ReturnType<typeof applicationFormWords>;

/** The application form's consent label: how long an application is kept (APPLICATION_RETENTION_DAYS at build), the link to the privacy policy. */
export const applicationConsentHtml = (locale: Locale): string =>
  consentMarkup(
    fillIn(formsIn(locale).consent.application, { days: applicationRetentionDays() }),
    pathIn("privacy-policy", locale),
    formsIn(locale).consent,
  );

/** What the root layout gives every page's forms: the status line's words and the newsletter form's. */
export const layoutFormWords = (locale: Locale) => ({
  status: formsIn(locale).status,
  subscribe: formsIn(locale).subscribe,
});
