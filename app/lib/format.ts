import type { Locale } from "../shared/locale";

/** Reading time at 220 words per minute, at least one minute. */
export const readingMinutes = (text: string): number => Math.max(1, Math.round(text.trim().split(/\s+/).length / 220));

// Made on first use: building a formatter loads the locale's data, a cost every page would otherwise pay at start-up.
const dateFormats = new Map<Locale, Intl.DateTimeFormat>();
const languageTags = { en: "en-GB", de: "de-DE" } as const satisfies Record<Locale, string>;

/** An ISO date (YYYY-MM-DD) as "22 November 2026", in German "22. November 2026". Loaders format dates at build. */
export function formatDate(iso: string, locale: Locale = "en"): string {
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(languageTags[locale], {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    });
    dateFormats.set(locale, format);
  }
  return format.format(new Date(`${iso}T00:00:00Z`));
}
