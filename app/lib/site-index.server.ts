/**
 * The index of every page a visitor can search for, grouped by section, in a language: the menu groups of
 * content/registry.ts (their pages as the menus nest them, aliases left out), then the case studies, the articles and
 * the topics of the articles and the open roles, then the pages outside the menus. The search page lists it (its content without JavaScript), and the
 * build's search index (scripts/build/search-index.ts) indexes exactly these pages, each with the section it is listed
 * under, which the results show. Build-time only: loaders and the post-build script.
 */
import { contentIn, getContent, isRoleOpen, topicPagesIn } from "../../content";
import { labelIn } from "../../content/localized";
import { employmentTypeLabel, roleWorkModel } from "../../content/role-facts";
import { collections, menu, pathOf, rolePath, standalonePages, type TreeNode } from "../../content/registry";
import { localePath, type Locale } from "../shared/locale";

/** The search page's id in the registry: it searches the others and does not list itself. */
export const SEARCH_PAGE_ID = "search";

export interface IndexEntry {
  readonly label: string;
  /** Undefined for a menu group without a page of its own ("Industries"). */
  readonly path?: string;
  readonly children?: readonly IndexEntry[];
}

export interface IndexSection {
  readonly id: string;
  readonly label: string;
  readonly entries: readonly IndexEntry[];
}

/** A collection entry's name: its title without the site's name (" | Alphai"). */
const withoutSiteName = (title: string) => title.replace(/ \| Alphai$/, "");

function entriesOf(nodes: readonly TreeNode[], locale: Locale): IndexEntry[] {
  return nodes.flatMap((node): IndexEntry[] => {
    if (node.kind === "alias") return [];
    const children = entriesOf(node.children ?? [], locale);
    return [
      {
        label: labelIn(node.label, locale),
        ...(node.kind === "page" ? { path: localePath(node.path, locale) } : {}),
        ...(children.length ? { children } : {}),
      },
    ];
  });
}

/** The sections of the index in `locale`; roles closed at `now` are left out (their pages answer 410 Gone). */
export function siteIndex(locale: Locale, now: Date): IndexSection[] {
  const words = getContent(SEARCH_PAGE_ID, "search", locale).index;
  const { caseStudies, articles, roles } = contentIn(locale);
  const under = (parentId: string, slug: string) => localePath(`${pathOf(parentId)}/${slug}`, locale);
  const sections: IndexSection[] = [
    ...menu.map((group) => ({
      id: group.id,
      label: labelIn(group.label, locale),
      entries: entriesOf(group.children, locale),
    })),
    {
      id: "case-studies",
      label: words.caseStudies,
      entries: caseStudies.map((study) => ({
        label: withoutSiteName(study.title),
        path: under(collections.caseStudies.parentId, study.slug),
      })),
    },
    {
      id: "articles",
      label: words.articles,
      entries: articles.map((article) => ({
        label: withoutSiteName(article.title),
        path: under(collections.articles.parentId, article.slug),
      })),
    },
    {
      id: "topics",
      label: words.topics,
      entries: topicPagesIn(locale).map((topic) => ({ label: topic.name, path: localePath(topic.path, locale) })),
    },
    {
      id: "roles",
      label: words.roles,
      entries: roles
        .filter((role) => isRoleOpen(role, now))
        .map((role) => ({ label: role.title, path: localePath(rolePath(role.slug), locale) })),
    },
    {
      id: "general",
      label: words.general,
      entries: entriesOf(
        standalonePages.filter((page) => page.id !== SEARCH_PAGE_ID),
        locale,
      ),
    },
  ];
  return sections.filter((section) => section.entries.length);
}

/** Every page of the index and the label of the section it is listed under, in index order. */
export function sectionsByPath(sections: readonly IndexSection[]): Map<string, string> {
  const found = new Map<string, string>();
  const visit = (entries: readonly IndexEntry[], section: string) => {
    for (const entry of entries) {
      if (entry.path !== undefined) {
        if (found.has(entry.path)) throw new Error(`${entry.path} is listed twice in the site index`);
        found.set(entry.path, section);
      }
      visit(entry.children ?? [], section);
    }
  };
  for (const section of sections) visit(section.entries, section.label);
  return found;
}

/**
 * The words each open role at `now` is also found by in `locale`, by path: its title, the search page's role words
 * ("job", "career"; "Stelle"), its department, place and kind of job (work model, employment type). One field, so a
 * query naming the role and asking for a job ("react developer job") is covered by it as a whole, which Pagefind
 * weighs most (app/shared/site-search.ts). Closed roles are not in the index at all (`siteIndex`).
 */
export function searchKeywords(locale: Locale, now: Date): Map<string, string> {
  const { roleWords } = getContent(SEARCH_PAGE_ID, "search", locale);
  return new Map(
    contentIn(locale)
      .roles.filter((role) => isRoleOpen(role, now))
      .map((role) => [
        localePath(rolePath(role.slug), locale),
        [
          role.title,
          roleWords,
          role.department,
          role.location.label,
          roleWorkModel(role, locale),
          employmentTypeLabel(role, locale),
        ].join(" · "),
      ]),
  );
}
