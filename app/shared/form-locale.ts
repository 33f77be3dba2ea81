/**
 * The language a form is sent in: a German page's forms carry a hidden field `locale` ("de"); an English page's
 * forms have none, and a form without it is English. Shared by the browser (which language its inline messages
 * are in) and the server (the language of its answers, redirects and mails). No zod: the contact and newsletter
 * forms' first load reads nothing of it.
 */
import { locales, type Locale } from "./locale";

/** The hidden field's name. */
export const LOCALE_FIELD = "locale";

const isLocale = (value: unknown): value is Locale => locales.includes(value as Locale);

/**
 * A form's language and its other entries. A value that names a language is taken out of the entries; any other
 * value (a word, a number, the field sent twice) stays in them, where the form's strict schema refuses it as an
 * unexpected field (a 400, in English), so an unknown language is a refusal, never a server error. Without the
 * field the language is `fallback`.
 */
export function splitLocale<T>(values: T, fallback: Locale = "en"): { readonly locale: Locale; readonly values: T } {
  if (typeof values !== "object" || values === null || Array.isArray(values) || !Object.hasOwn(values, LOCALE_FIELD))
    return { locale: fallback, values };
  const { [LOCALE_FIELD]: locale, ...rest } = values as Record<string, unknown>;
  return isLocale(locale) ? { locale, values: rest as T } : { locale: "en", values };
}
