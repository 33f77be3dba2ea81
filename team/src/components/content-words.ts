/** The workspace's words for the site's collections, shared by the entry and new-entry screens (issue 37). */
import type { ContentCollection } from "../../../app/shared/team-api";

export const EDITABLE = {
  articles: "Articles",
  "case-studies": "Case studies",
  roles: "Job openings",
} as const satisfies Record<ContentCollection, string>;
export type Editable = keyof typeof EDITABLE;

export const LANGUAGE_NAMES = { en: "English", de: "German" } as const;
export const SITE_PATHS: Record<Editable, string> = {
  articles: "/resource",
  "case-studies": "/work",
  roles: "/about/careers",
};

/** What the text field says the text is made of. */
export const HINTS: Record<Editable, string> = {
  articles:
    "The fields first, between the lines of three dashes, then the article in Markdown: ## for a section, ### for a subheading, - for a list, **bold**, [a link](page:contact).",
  "case-studies":
    "The fields first, between the lines of three dashes, then the case study's two sections in Markdown: ### for a subheading, - for a list, **bold**, [a link](page:contact).",
  roles:
    "The fields first, between the lines of three dashes, then the role's sections: - before each item, ### before each hiring step; within a line **bold**, _italic_, [a link](page:contact). Its last day (validThrough) is set for both languages under Applications above.",
};

export const isEditable = (value: string | undefined): value is Editable =>
  value !== undefined && Object.hasOwn(EDITABLE, value);

/** An entry of the collection, as a sentence names one. */
export const NOUNS: Record<Editable, string> = {
  articles: "article",
  "case-studies": "case study",
  roles: "job opening",
};

const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * A copied text with the new entry's own dates: an article published today, a case study of this year, a job opening
 * posted today that takes applications for eight weeks (a copy of a closed role would otherwise be closed at once, of a removed article removed).
 */
export function datedToday(collection: Editable, text: string, now: Date): string {
  const line = (name: string, value: string) => (copied: string) =>
    copied.replace(new RegExp(`^${name}:[^\\n]*$`, "m"), `${name}: ${value}`);
  const changes =
    collection === "articles"
      ? [line("published", day(now)), (copied: string) => copied.replace(/^removed:[^\n]*\n/m, "")]
      : collection === "roles"
        ? [line("posted", day(now)), line("validThrough", day(new Date(now.getTime() + 56 * 86_400_000)))]
        : [line("year", String(now.getUTCFullYear()))];
  // The frontmatter's fields only (up to its closing dashes): the body is the entry's own words.
  const end = /\n---(?:\r?\n|$)/.exec(text.slice(3));
  if (!text.startsWith("---") || !end) return text;
  const split = 3 + end.index;
  return changes.reduce((copied, change) => change(copied), text.slice(0, split)) + text.slice(split);
}
