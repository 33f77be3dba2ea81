/**
 * The site tree in a language: menu labels from the German dictionary (content/de/labels.ts), paths under `/de`
 * (app/shared/locale.ts). Build-time only (loaders, post-build): the browser gets the result as loader data.
 */
import { localePath, type Locale } from "../app/shared/locale";
import { labels, sectionLabels } from "./de/labels";
import { germanSite } from "./de/site";
import { site, type Office } from "./site";
import { menu, noticePages, pageNode, pathOf, standalonePages, trailTo, type LinkRef, type TreeNode } from "./registry";
import { RATES_ANCHOR } from "../app/shared/rates";

/** Menu labels and the desktop panels' column headings, by their English words. */
const germanLabels: Readonly<Record<string, string>> = { ...labels, ...sectionLabels };

/** A menu label of content/registry.ts in `locale`. */
export function labelIn(label: string, locale: Locale): string {
  if (locale === "en") return label;
  const translated = germanLabels[label];
  if (!translated) throw new Error(`content/de/labels.ts: no German label for "${label}"`);
  return translated;
}

/** Tree nodes with their labels and paths in `locale`. */
export const localizeNodes = <T extends TreeNode>(nodes: readonly T[], locale: Locale): T[] =>
  nodes.map((node) => ({
    ...node,
    label: labelIn(node.label, locale),
    ...("section" in node && node.section ? { section: labelIn(node.section, locale) } : {}),
    ...(node.kind === "group" ? {} : { path: localePath(node.path, locale) }),
    ...(node.children ? { children: localizeNodes(node.children, locale) } : {}),
  }));

/** The path of a page id in `locale`. */
export const pathIn = (pageId: string, locale: Locale): string => localePath(pathOf(pageId), locale);

/** A page id as a link in `locale`: its menu label and path. */
export const linkIn = (pageId: string, locale: Locale): LinkRef => ({
  label: labelIn(pageNode(pageId).label, locale),
  path: pathIn(pageId, locale),
});

/** Breadcrumb trail of a canonical (English) path, in `locale`: Home, every ancestor that has a page, the page. */
export function breadcrumbsIn(path: string, locale: Locale): LinkRef[] {
  const crumbs: LinkRef[] = [{ label: labelIn("Home", locale), path: localePath("/", locale) }];
  if (path === "/") return crumbs;
  for (const node of trailTo(path))
    if (node.kind !== "group") crumbs.push({ label: labelIn(node.label, locale), path: localePath(node.path, locale) });
  return crumbs;
}

/** Every label of the tree (and "Home"): each needs a German one. */
function treeLabels(): Set<string> {
  const found = new Set<string>(["Home"]);
  const visit = (nodes: readonly TreeNode[]) => {
    for (const node of nodes) {
      found.add(node.label);
      if ("section" in node && node.section) found.add(node.section);
      if (node.children) visit(node.children);
    }
  };
  visit([...standalonePages, ...menu, ...noticePages]);
  return found;
}

/** Labels without a German one, German labels for no label, and empty ones (the build fails on any). */
export function labelProblems(dictionary: Readonly<Record<string, string>> = germanLabels): string[] {
  const needed = treeLabels();
  return [
    ...[...needed]
      .filter((label) => !dictionary[label]?.trim())
      .map((label) => `content/de/labels.ts: no German label for "${label}"`),
    ...Object.keys(dictionary)
      .filter((label) => !needed.has(label))
      .map((label) => `content/de/labels.ts: "${label}" is not a label of content/registry.ts`),
  ];
}

/** The company facts as the pages use them: their words are any language's. */
export interface SiteFacts extends Omit<typeof site, "tagline" | "hours" | "offices"> {
  readonly tagline: string;
  readonly hours: {
    readonly days: readonly string[];
    readonly opens: string;
    readonly closes: string;
    readonly label: string;
  };
  readonly offices: readonly Office[];
}

/** The company facts (content/site.ts) with their words in `locale` (content/de/site.ts). */
export function siteIn(locale: Locale): SiteFacts {
  if (locale === "en") return site;
  return {
    ...site,
    tagline: germanSite.tagline,
    hours: { ...site.hours, ...germanSite.hours },
    offices: site.offices.map((office) => ({ ...office, ...germanSite.offices[office.id] })),
  };
}

/** The published rates (the engagement models page's budgets) in a language. */
export const ratesPathIn = (locale: Locale): string => `${pathIn("engagement-models", locale)}#${RATES_ANCHOR}`;
