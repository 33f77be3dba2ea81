/** Reading time at 220 words per minute, at least one minute. */
export const readingMinutes = (text: string): number =>
  Math.max(1, Math.round(text.trim().split(/\s+/).length / 220));

const dateFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** An ISO date (YYYY-MM-DD) as "22 November 2026". */
export const formatDate = (iso: string): string => dateFormat.format(new Date(`${iso}T00:00:00Z`));
