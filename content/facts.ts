/**
 * Facts that must agree with each other, checked at build (content/index.ts `contentProblems`): the people the site
 * names against the one list of them (content/site.ts `people`), the figures the pages state about the company
 * against `site.figures`, and, for a production build, the demo values still in the settings.
 */
import type { Locale } from "../app/shared/locale";
import { DEFAULT_SITE_URL } from "./seo";
import { demoValuesInPlace, legalEntity, people as allPeople, site, type Appearance, type Person } from "./site";

/** Where a name stands on the site, for the people check. */
export interface Naming {
  readonly name: string;
  readonly appearance: Appearance;
  /** The page or file, for the message. */
  readonly where: string;
  /** The leadership page's role, checked against the person's role in that language. */
  readonly role?: { readonly locale: Locale; readonly text: string };
}

/** A case study's quote: its role ("Director of Programmes, education foundation, Lahore") and the study's client. */
export interface StudyQuote {
  readonly where: string;
  readonly role: string;
  readonly client: string;
}

/** Lower case, without accents, spaces, hyphens, dots or apostrophes: two spellings of a name meet here. */
const folded = (name: string) =>
  name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/^(dr|prof)\.?\s+/, "")
    .replace(/[\s.'’-]/g, "");

/** The family name: the last word, with an "Al-", "Al " or "von " prefix kept with it. */
const familyName = (name: string) => /(?:\b(?:al|el|von|van|de)[\s-])?[^\s]+$/i.exec(name.trim())?.[0] ?? name;

/** Edit distance, for names one letter apart ("Aisha"/"Ayesha" is two). */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length]!;
}

/** Which appearances only staff may have, and which only clients. */
const STAFF_PLACES: readonly Appearance[] = ["leadership", "legal-notice", "office-contact"];

/**
 * The names on the site against the list of people: each named person is in the list, of the right kind, in a place
 * the list gives them (and the list names nobody the site does not); no two entries are one name spelt two ways; the
 * managing directors are on the leadership page; a case study's quote names an organisation the study describes.
 */
export function peopleProblems(
  namings: readonly Naming[],
  quotes: readonly StudyQuote[],
  people: readonly Person[] = allPeople,
  directors: readonly string[] = legalEntity.managingDirectors,
  offices: readonly string[] = site.offices.map((office) => office.id),
): string[] {
  const problems: string[] = [];
  const byName = new Map(people.map((person) => [person.name, person]));
  // One person, one spelling: no two entries fold to the same name, are a letter or two apart, or share a family name
  // spelt differently.
  for (const [index, a] of people.entries()) {
    for (const b of people.slice(index + 1)) {
      const same = folded(a.name) === folded(b.name) || distance(folded(a.name), folded(b.name)) <= 2;
      const family =
        familyName(a.name) !== familyName(b.name) && folded(familyName(a.name)) === folded(familyName(b.name));
      if (same) problems.push(`people: "${a.name}" and "${b.name}" are one name spelt two ways`);
      else if (family)
        problems.push(
          `people: the family name of "${a.name}" and "${b.name}" is spelt two ways ("${familyName(a.name)}", "${familyName(b.name)}")`,
        );
    }
    if (a.kind === "staff" && a.appears.some((place) => !STAFF_PLACES.includes(place)))
      problems.push(`people: "${a.name}" is staff and quoted as a client (${a.appears.join(", ")})`);
    if (a.kind === "client" && a.appears.some((place) => STAFF_PLACES.includes(place)))
      problems.push(`people: "${a.name}" is a client and named as staff (${a.appears.join(", ")})`);
    if (a.kind === "staff" && a.appears.includes("leadership") && !a.role)
      problems.push(`people: "${a.name}" is on the leadership page without a role`);
  }
  const seen = new Set<string>();
  for (const naming of namings) {
    const person = byName.get(naming.name);
    if (!person) {
      const near = people.find((item) => distance(folded(item.name), folded(naming.name)) <= 2);
      problems.push(
        `${naming.where}: "${naming.name}" is not in the list of people (content/site.ts)${near ? `; did you mean "${near.name}"?` : ""}`,
      );
      continue;
    }
    seen.add(`${person.name}\u0000${naming.appearance}`);
    if (!person.appears.includes(naming.appearance))
      problems.push(
        `${naming.where}: "${person.name}" is named in the ${naming.appearance} but listed only in ${person.appears.join(", ")}` +
          (person.kind === "staff" && !STAFF_PLACES.includes(naming.appearance)
            ? " (a member of the agency cannot be quoted as a client)"
            : person.kind === "client" && STAFF_PLACES.includes(naming.appearance)
              ? " (a client cannot be named as staff)"
              : ""),
      );
    if (naming.role && person.role && naming.role.text !== person.role[naming.role.locale])
      problems.push(
        `${naming.where}: the role of "${person.name}" is "${naming.role.text}", the list of people says "${person.role[naming.role.locale]}"`,
      );
  }
  for (const person of people)
    for (const place of person.appears)
      if (!seen.has(`${person.name}\u0000${place}`))
        problems.push(`people: "${person.name}" is listed in the ${place} but named nowhere there`);
  for (const office of offices) {
    const contacts = people.filter((person) => person.office === office && person.appears.includes("office-contact"));
    if (contacts.length !== 1)
      problems.push(
        `people: the office "${office}" needs one person to call on the contact page, not ${contacts.length}`,
      );
  }
  for (const person of people)
    if (person.appears.includes("office-contact") !== !!person.office)
      problems.push(`people: "${person.name}" needs both the appearance "office-contact" and an office, or neither`);
  for (const director of directors)
    if (!byName.get(director)?.appears.includes("leadership"))
      problems.push(`legal entity: managing director "${director}" is not on the leadership page`);
  for (const quote of quotes) {
    const organisation = quote.role.split(",")[1]?.trim();
    if (!organisation)
      problems.push(
        `${quote.where}: the quote's role "${quote.role}" names no organisation ("Role, organisation, place")`,
      );
    else if (!quote.client.toLowerCase().includes(organisation.toLowerCase()))
      problems.push(`${quote.where}: the quote's organisation "${organisation}" is not the client the study describes`);
  }
  return problems;
}

/**
 * A statement about the company: what it counts and how the pages say it, in either language. A pattern with a
 * `context` counts only in a sentence that also speaks of the company ("18 countries our clients operate in", not
 * "9 countries reporting on one programme data platform", a client's).
 */
const FIGURE_PATTERNS: readonly { readonly figure: string; readonly pattern: RegExp; readonly context?: RegExp }[] = [
  {
    figure: "people",
    pattern: /\b(\d[\d.,]*)\+?\s+(?:people|engineers|Menschen|Mitarbeitende|Engineers)\b/gi,
  },
  { figure: "projects", pattern: /\b(\d[\d.,]*)\+?\s+(?:projects|Projekte|Projekten)\b/gi },
  {
    figure: "countries",
    pattern: /\b(\d[\d.,]*)\s+(?:countries|Ländern|Länder)\b/gi,
    context: /\b(?:clients|Kunden|we|wir|unsere?|our|projects|Projekte\w*|people|Menschen)\b/i,
  },
  { figure: "rating", pattern: /\b(\d[.,]\d)\s*\/\s*5\b/g },
  {
    figure: "reviews",
    pattern: /\b(\d[\d.,]*)\s+(?:client reviews|reviews|Rezensionen|Kundenrezensionen|Bewertungen)\b/gi,
  },
  { figure: "founded", pattern: /\b(?:founded in|gegründet(?: im Jahr)?)\s+(\d{4})\b/gi },
  { figure: "founded", pattern: /\bsince\s+(\d{4})\b/gi },
  { figure: "founded", pattern: /\bseit\s+(\d{4})\b/gi },
  { figure: "founded", pattern: /\b(\d{4})\s+gegründete\b/gi },
];

/** The value each figure must have. */
const figureValues = (): Record<string, number> => ({
  people: site.figures.people,
  projects: site.figures.projects,
  countries: site.figures.countries,
  rating: site.rating.value,
  reviews: site.rating.count,
  founded: site.foundingYear,
});

const numberIn = (text: string) => Number(text.replace(/[.,](?=\d{3}\b)/g, "").replace(",", "."));

/**
 * Every figure about the company a text states, against the settings. A stat's value and label are read as one
 * ("85+" "engineers"). Returns a problem per figure that differs.
 */
export function figureProblems(
  texts: readonly { readonly where: string; readonly text: string }[],
  values: Record<string, number> = figureValues(),
): string[] {
  const problems: string[] = [];
  for (const { where, text } of texts)
    for (const sentence of text.split(/(?<=[.!?])\s+/))
      for (const { figure, pattern, context } of FIGURE_PATTERNS) {
        if (context && !context.test(sentence)) continue;
        for (const match of sentence.matchAll(pattern)) {
          const stated = numberIn(match[1]!);
          if (stated !== values[figure])
            problems.push(
              `${where}: "${match[0]}" states ${figure} ${stated}; the settings (content/site.ts) say ${values[figure]}`,
            );
        }
      }
  return problems;
}

/** Every string in a content entry, a stat's value and label joined, each with where it is. */
export function textsOf(value: unknown, where: string): { where: string; text: string }[] {
  if (typeof value === "string") return [{ where, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => textsOf(item, `${where}[${index}]`));
  if (value && typeof value === "object") {
    const entry = value as Record<string, unknown>;
    const stat =
      typeof entry.value === "string" && typeof entry.label === "string"
        ? [{ where, text: `${entry.value} ${entry.label}` }]
        : [];
    return [...stat, ...Object.entries(entry).flatMap(([key, item]) => textsOf(item, `${where}.${key}`))];
  }
  return [];
}

/**
 * A production build (a `SITE_URL` other than the default) with demo values still in the settings: the list of them,
 * unless `DEMO_SITE=true` says the build is a demo.
 */
export function demoProblems(env: Record<string, string | undefined>, inPlace = demoValuesInPlace()): string[] {
  const url = (env.SITE_URL ?? DEFAULT_SITE_URL).replace(/\/+$/, "");
  if (url === DEFAULT_SITE_URL || env.DEMO_SITE === "true" || !inPlace.length) return [];
  return [
    `SITE_URL is ${url}, and these values in content/site.ts are still the demo's (replace each, or set DEMO_SITE=true for a demo build; docs/operations.md "Make it yours"):`,
    ...inPlace.map((item) => `  ${item}`),
  ];
}
