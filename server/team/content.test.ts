/**
 * The collections as the workspace lists them (server/team/content.ts): every entry of the site, in its order, with
 * each language's title, state and address; a role past its last day is closed, in every language.
 */
import { describe, expect, it } from "vitest";
import { isRoleOpen } from "../../content";
import { collectionsIn, everyEntryIn } from "../../content/collections";
import { collectionEntries, documentTitle } from "./content";

describe("documentTitle", () => {
  it("reads a document's title from its frontmatter, without the site's suffix, and nothing from a text without one", () => {
    expect(documentTitle('---\ntitle: "Budgets: Real Costs | Alphai"\ncategory: x\n---\n\n## A\n\nText.\n')).toBe(
      "Budgets: Real Costs",
    );
    expect(documentTitle("---\ncategory: x\n---\n")).toBeUndefined();
    expect(documentTitle("## No frontmatter\n")).toBeUndefined();
    expect(documentTitle("---\ntitle: [unclosed\n---\n")).toBeUndefined();
  });
});

describe("collectionEntries", () => {
  const now = new Date("2026-11-30T12:00:00Z");

  it("lists every article in the site's order, in English and German, on the site at their addresses", () => {
    const entries = collectionEntries("articles", now);
    const { articles } = collectionsIn("en");
    expect(entries.map((entry) => entry.slug)).toEqual(articles.map((article) => article.slug));
    const [first] = entries;
    expect(first).toEqual({
      slug: articles[0]!.slug,
      title: articles[0]!.title.replace(/ \| Alphai$/, ""),
      date: articles[0]!.published,
      source: "repository",
      editable: true,
      languages: [
        {
          locale: "en",
          title: articles[0]!.title.replace(/ \| Alphai$/, ""),
          state: "published",
          path: `/resource/${articles[0]!.slug}`,
        },
        {
          locale: "de",
          title: collectionsIn("de").articles[0]!.title.replace(/ \| Alphai$/, ""),
          state: "published",
          path: `/de/resource/${articles[0]!.slug}`,
        },
      ],
    });
  });

  it("marks an entry with a document the team published, with its title, and job openings as not edited here", () => {
    const slug = collectionsIn("en").articles[1]!.slug;
    const entries = collectionEntries("articles", now, new Map([[slug, { de: "Ein neuer Titel" }]]));
    expect(entries.map((entry) => entry.source)).toEqual(
      entries.map((_entry, index) => (index === 1 ? "workspace" : "repository")),
    );
    expect(entries[1]!.title).toBe(collectionsIn("en").articles[1]!.title.replace(/ \| Alphai$/, ""));
    expect(entries[1]!.languages.map((language) => language.title)).toEqual([entries[1]!.title, "Ein neuer Titel"]);
    expect(collectionEntries("roles", now).every((entry) => entry.editable)).toBe(true);
    expect(collectionEntries("case-studies", now).every((entry) => entry.editable)).toBe(true);
  });

  it("marks a job opening past its last day closed in each language, and one still open on the site", () => {
    const entries = collectionEntries("roles", now);
    const { roles } = collectionsIn("en");
    expect(entries).toHaveLength(roles.length);
    for (const entry of entries) {
      const role = roles.find((item) => item.slug === entry.slug)!;
      const open = isRoleOpen(role, now);
      expect(entry.date).toBe(role.validThrough);
      expect(entry.languages.map((language) => [language.locale, language.state])).toEqual([
        ["en", open ? "published" : "closed"],
        ["de", open ? "published" : "closed"],
      ]);
    }
    expect(entries.some((entry) => entry.languages[0]!.state === "closed")).toBe(true);
    expect(entries.some((entry) => entry.languages[0]!.state === "published")).toBe(true);
    // A year later every role has closed.
    const later = collectionEntries("roles", new Date("2027-12-31T00:00:00Z"));
    expect(later.every((entry) => entry.languages.every((language) => language.state === "closed"))).toBe(true);
  });

  it("lists an entry in one language alone once, with that language only: the English ones, then the German ones", () => {
    const [first, second, ...rest] = everyEntryIn("en").articles;
    const german = everyEntryIn("de").articles;
    // The first article in English alone, the second in German alone.
    const collectionsOf = (locale: "en" | "de") => ({
      ...everyEntryIn(locale),
      articles: locale === "en" ? [first!, ...rest] : german.filter((article) => article.slug !== first!.slug),
    });
    const entries = collectionEntries("articles", now, new Map(), collectionsOf);
    expect(entries.map((entry) => entry.slug)).toEqual([
      first!.slug,
      ...rest.map((article) => article.slug),
      second!.slug,
    ]);
    expect(entries[0]!.languages.map((language) => language.locale)).toEqual(["en"]);
    const last = entries.at(-1)!;
    expect(last.languages.map((language) => [language.locale, language.path])).toEqual([
      ["de", `/de/resource/${second!.slug}`],
    ]);
    expect(last.title).toBe(german.find((article) => article.slug === second!.slug)!.title.replace(/ \| Alphai$/, ""));
    expect(entries.some((entry) => entry.newLanguages)).toBe(false);
    // A translation under way: the German draft of the English-only article is named, not its page, and so is its
    // first version scheduled.
    const drafts = new Set([`${first!.slug}/de`, `${rest[0]!.slug}/de`]);
    const at = "2026-12-24T09:00:00.000Z";
    const schedules = new Map([[first!.slug, { de: { at } }]]);
    const drafted = collectionEntries("articles", now, new Map(), collectionsOf, schedules, new Set(), drafts);
    expect(drafted[0]!.newLanguages).toEqual([{ locale: "de", draft: true, scheduledAt: at }]);
    // One that could not be published then says so.
    const failed = new Map([[first!.slug, { de: { at, failed: true as const } }]]);
    const listed = collectionEntries("articles", now, new Map(), collectionsOf, failed);
    expect(listed[0]!.newLanguages).toEqual([{ locale: "de", scheduledAt: at, scheduleFailed: true }]);
    expect(drafted[0]!.languages.map((language) => language.locale)).toEqual(["en"]);
    // A draft of a language on the site is that language's draft.
    expect(drafted[1]!.newLanguages).toBeUndefined();
    expect(drafted[1]!.languages.find((language) => language.locale === "de")?.draft).toBe(true);
  });

  it("lists the case studies in the work page's order with their year", () => {
    const entries = collectionEntries("case-studies", now);
    const { caseStudies } = collectionsIn("en");
    expect(entries.map((entry) => [entry.slug, entry.date])).toEqual(
      caseStudies.map((study) => [study.slug, String(study.year)]),
    );
    expect(entries[0]!.languages[1]!.path).toBe(`/de/work/${caseStudies[0]!.slug}`);
  });
});
