import type { Locale } from "~/shared/locale";

/**
 * The hidden field that tells the server a form was sent from a German page (app/shared/form-locale.ts): its answers,
 * redirects and mails are then German. An English page's forms have none (English is the default).
 */
export function LocaleField({ locale }: { readonly locale: Locale }) {
  return locale === "en" ? null : <input type="hidden" name="locale" value={locale} />;
}
