/** Reading time at 220 words per minute, at least one minute. */
export const readingMinutes = (text: string): number => Math.max(1, Math.round(text.trim().split(/\s+/).length / 220));

// Made on first use: building a formatter loads the locale's data, a cost every page would otherwise pay at start-up.
let dateFormat: Intl.DateTimeFormat | undefined;

/** An ISO date (YYYY-MM-DD) as "22 November 2026". */
export const formatDate = (iso: string): string =>
  (dateFormat ??= new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  })).format(new Date(`${iso}T00:00:00Z`));
