/**
 * The collections of the site this instance serves (decision 052): the repository's articles, case studies and job
 * openings, and, once a generation of the site is served, the team's published documents over them, read from that
 * generation's own documents. What the server says about an entry follows the pages it serves: the application form
 * accepts the roles open on the site (a role a recruiter opened or closed in the workspace at once, not at the next
 * deploy), mails and the workspace name them as the site does, and the workspace lists what the site has.
 */
import { pathToFileURL } from "node:url";
import type { Locale } from "../app/shared/locale";
import { isRoleOpen } from "../content";
import { everyEntryIn, loadCollections } from "../content/collections";
import type { Role } from "../content/schema";

/** The collections in one language, in site order. */
export type Collections = ReturnType<typeof everyEntryIn>;

type Snapshot = Readonly<Record<Locale, Collections>>;

/** The collections with the documents in `overlay` (a generation's `content` folder) over the repository's files. */
function read(overlay: string | undefined): Snapshot {
  const url = overlay === undefined ? null : pathToFileURL(`${overlay}/`);
  const loaded = { en: loadCollections("en", url), de: loadCollections("de", url) };
  const problems = Object.values(loaded).flatMap((collections) =>
    Object.values(collections).flatMap((collection) => collection.problems),
  );
  // A generation's documents passed the build's own checks before it was made: a problem here is the server's bug.
  if (problems.length) throw new Error(`The served content is invalid:\n- ${problems.join("\n- ")}`);
  const entries = ({ articles, caseStudies, roles }: (typeof loaded)["en"]): Collections => ({
    articles: articles.entries,
    caseStudies: caseStudies.entries,
    roles: roles.entries,
  });
  return { en: entries(loaded.en), de: entries(loaded.de) };
}

export class SiteContent {
  private snapshot: Snapshot = { en: everyEntryIn("en"), de: everyEntryIn("de") };

  /** The collections in a language. */
  in(locale: Locale): Collections {
    return this.snapshot[locale];
  }

  /** An entry by its slug in a language, else in the other (an entry may be in one language alone: issue 37 §2). */
  entry<K extends keyof Collections>(
    collection: K,
    slug: string,
    locale: Locale = "en",
  ): Collections[K][number] | undefined {
    const find = (language: Locale) =>
      (this.snapshot[language][collection] as readonly Collections[K][number][]).find((entry) => entry.slug === slug);
    return find(locale) ?? find(locale === "en" ? "de" : "en");
  }

  /** A job opening by its slug, open or closed, in a language (in the other where it has none in that one). */
  role(slug: string, locale: Locale = "en"): Role | undefined {
    return this.entry("roles", slug, locale);
  }

  /** The job opening with this slug while it takes applications at `now`, else undefined. */
  openRole(slug: string, now: Date): Role | undefined {
    const role = this.role(slug);
    return role && isRoleOpen(role, now) ? role : undefined;
  }

  /**
   * Reads the collections of a generation about to be served (its documents' folder; undefined: the repository's
   * alone) and returns what makes them the ones answered with, so that the caller switches them with the pages.
   */
  prepare(overlay: string | undefined): () => void {
    const next = read(overlay);
    return () => {
      this.snapshot = next;
    };
  }
}
