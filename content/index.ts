/**
 * All page content, keyed by the page ids of content/registry.ts and parsed
 * with the zod schemas. `validateContent()` runs at build (react-router.config.ts)
 * and in unit tests: any bad entry, missing page, duplicate title or description,
 * or reference to an unknown page fails it.
 */
import type { z } from "zod";
import { locales, type Locale } from "../app/shared/locale";
import { articles, caseStudies, collectionsIn, removedArticles, roles } from "./collections";
import { germanEntries } from "./de/pages";
import { galleryImages as rawGermanGallery } from "./de/gallery";
import { testimonials as rawGermanTestimonials } from "./de/testimonials";
import { parityProblems } from "./i18n/parity";
import { formsProblems } from "./i18n/forms";
import { fill, uiIn, uiProblems } from "./i18n/ui";
import { labelProblems } from "./localized";
import { studyTags } from "./case-study-tags";
import { galleryImages as rawGallery } from "./gallery";
import { entriesByPageId } from "./page-entries";
import * as areas from "./pages/index";
import {
  collections,
  contentPages,
  menu,
  noticePages as noticeNodes,
  pathOf,
  rolePath,
  routedPages,
  standalonePages,
  topicPath,
  type PageNode,
  type Template,
  type TreeNode,
} from "./registry";
import {
  audienceSchema,
  careersSchema,
  engagementSchema,
  galleryImageSchema,
  homeSchema,
  lifeSchema,
  legalEntitySchema,
  legalSchema,
  noticeSchema,
  searchSchema,
  serviceDetailSchema,
  serviceFamilySchema,
  simplePageSchema,
  storySchema,
  testimonialSchema,
  topicPageSchema,
  treeNodeSchema,
  type CaseStudy,
  type Role,
} from "./schema";
import { legalEntity, officeContact, site } from "./site";
import { figureProblems, peopleProblems, textsOf, type Naming, type StudyQuote } from "./facts";
import { testimonials as rawTestimonials } from "./testimonials";
import { bodyLinkProblems } from "./routes";
import { articlesOfTopic, topicIn, topics } from "./topics";

/** The schema of each template's content entry. */
const templateSchemas = {
  home: homeSchema,
  work: simplePageSchema,
  resources: simplePageSchema,
  contact: simplePageSchema,
  gallery: simplePageSchema,
  story: storySchema,
  careers: careersSchema,
  life: lifeSchema,
  engagement: engagementSchema,
  audience: audienceSchema,
  industry: audienceSchema,
  "service-family": serviceFamilySchema,
  "service-detail": serviceDetailSchema,
  notice: noticeSchema,
  legal: legalSchema,
  search: searchSchema,
} as const satisfies Record<Template, z.ZodType>;

export type TemplateContent = { [T in Template]: z.infer<(typeof templateSchemas)[T]> };

/** Raw entries by page id, before parsing (English; the German ones are content/de/pages.ts's `germanEntries`). */
const rawEntries = entriesByPageId(areas);

const pageIds = new Set(contentPages.map((page) => page.pageId));
const pageNodes = new Map<string, PageNode>();
const collect = (nodes: readonly TreeNode[]) => {
  for (const node of nodes) {
    if (node.kind === "page") pageNodes.set(node.id, node);
    if (node.children) collect(node.children);
  }
};
collect(standalonePages);
collect(menu);
collect(noticeNodes);

const cache = new Map<string, unknown>();
const entriesIn: Record<Locale, Record<string, unknown>> = { en: rawEntries, de: germanEntries };

/** The parsed content entry of a page in a language (throws with the page id on a bad entry). */
export function getContent<T extends Template>(pageId: string, template: T, locale: Locale = "en"): TemplateContent[T] {
  const key = `${locale}:${template}:${pageId}`;
  if (!cache.has(key)) {
    const raw = entriesIn[locale][pageId];
    const where = locale === "en" ? `page "${pageId}"` : `page "${pageId}" (${locale})`;
    if (raw === undefined) throw new Error(`content: no entry for ${where}`);
    const parsed = templateSchemas[template].safeParse(raw);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`).join("\n");
      throw new Error(`content: ${where} is invalid:\n${issues}`);
    }
    cache.set(key, parsed.data);
  }
  return cache.get(key) as TemplateContent[T];
}

const parseAll = <S extends z.ZodType>(schema: S, items: readonly unknown[], what: string): z.infer<S>[] =>
  items.map((item, index) => {
    const parsed = schema.safeParse(item);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`).join("\n");
      throw new Error(`content: ${what} #${index + 1} is invalid:\n${issues}`);
    }
    return parsed.data;
  });

/** Articles, case studies and roles: one Markdown file each, read and checked by content/collections.ts. */
export { articles, caseStudies, roles };
export const testimonials = parseAll(testimonialSchema, rawTestimonials, "testimonial");
export const galleryImages = parseAll(galleryImageSchema, rawGallery, "gallery image");
const germanTestimonials = parseAll(testimonialSchema, rawGermanTestimonials, "German testimonial");
const germanGallery = parseAll(galleryImageSchema, rawGermanGallery, "German gallery image");

/** The testimonials, the gallery and the collections in a language (same entries and order, translated text). */
export const contentIn = (locale: Locale) => ({
  ...collectionsIn(locale),
  testimonials: locale === "en" ? testimonials : germanTestimonials,
  galleryImages: locale === "en" ? galleryImages : germanGallery,
});

/** The moment a role closes: the end of its `validThrough` day, UTC. */
const roleClosesAt = (role: Pick<Role, "validThrough">): Date => new Date(`${role.validThrough}T23:59:59.999Z`);

/** Whether a role still accepts applications at `now`. */
export const isRoleOpen = (role: Pick<Role, "validThrough">, now: Date): boolean =>
  now.getTime() <= roleClosesAt(role).getTime();

/** The roles open at `now`, soonest closing last (in content order). */
export const openRoles = (now: Date): readonly Role[] => roles.filter((role) => isRoleOpen(role, now));

/** A role by its slug, open or closed. */
export const roleBySlug = (slug: string): Role | undefined => roles.find((role) => role.slug === slug);

/** The open roles that close within `days` days of `now` (printed by the build). */
export const rolesClosingWithin = (now: Date, days: number): readonly Role[] =>
  openRoles(now).filter((role) => roleClosesAt(role).getTime() - now.getTime() <= days * 86_400_000);

/** Children of a page in the site tree (family pages list them as cards). */
export const childrenOf = (pageId: string): readonly TreeNode[] => pageNodes.get(pageId)?.children ?? [];

/**
 * Parses every entry and checks the cross-references. Returns the list of
 * problems (empty when the content is valid).
 */
// eslint-disable-next-line max-lines-per-function -- one list of checks over the content, sharing the problems found and the titles and descriptions seen
export function contentProblems(): string[] {
  const problems: string[] = [];
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  const unique = (seen: Map<string, string>, value: string, owner: string, what: string) => {
    const other = seen.get(value);
    if (other) problems.push(`duplicate ${what} "${value}" (${other} and ${owner})`);
    else seen.set(value, owner);
  };
  const knownPage = (id: string, owner: string) => {
    if (!pageIds.has(id)) problems.push(`${owner} refers to unknown page "${id}"`);
  };

  const depth = (node: TreeNode): number => 1 + Math.max(0, ...(node.children ?? []).map(depth));
  for (const node of [...standalonePages, ...menu, ...noticeNodes]) {
    const parsed = treeNodeSchema.safeParse(node);
    if (!parsed.success)
      problems.push(
        `registry node "${node.label}": ${parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ")}`,
      );
    if (depth(node) > 3) problems.push(`registry group "${node.label}" is deeper than three levels`);
  }
  for (const id of Object.keys(rawEntries)) {
    if (!pageIds.has(id)) problems.push(`content entry "${id}" has no page in the registry`);
  }
  for (const page of contentPages) {
    try {
      const entry = getContent(page.pageId, page.template);
      unique(titles, entry.title, page.path, "title");
      unique(descriptions, entry.description, page.path, "description");
      if ("related" in entry) entry.related.forEach((id) => knownPage(id, page.path));
      if ("next" in entry) entry.next.forEach((id) => knownPage(id, page.path));
      if ("services" in entry) entry.services.forEach((id) => knownPage(id, page.path));
      if (page.template === "service-detail" && "outcomes" in entry) {
        for (const outcome of entry.outcomes) {
          const study =
            "caseStudy" in outcome && outcome.caseStudy
              ? caseStudies.find((item) => item.slug === outcome.caseStudy)
              : undefined;
          if (study && !study.services.includes(page.pageId)) {
            problems.push(
              `${page.path}: outcome "${outcome.title}" links to case study ${study.slug}, which is not tagged with "${page.pageId}"`,
            );
          }
        }
      }
      if ("cards" in entry) {
        const expected = childrenOf(page.pageId).flatMap((node) =>
          node.kind === "page" ? [node.id] : node.kind === "alias" ? [node.aliasOf] : [],
        );
        const actual = Object.keys(entry.cards);
        for (const id of expected) if (!actual.includes(id)) problems.push(`${page.path} has no card for "${id}"`);
        for (const id of actual)
          if (!expected.includes(id)) problems.push(`${page.path} has a card for non-child "${id}"`);
      }
    } catch (error) {
      problems.push((error as Error).message);
    }
  }
  const slugs = (items: readonly { slug: string }[], what: string) => {
    const seen = new Set<string>();
    for (const { slug } of items) {
      if (seen.has(slug)) problems.push(`duplicate ${what} slug "${slug}"`);
      seen.add(slug);
    }
  };
  slugs(caseStudies, "case study");
  slugs(articles, "article");
  slugs(galleryImages, "gallery image");
  slugs(roles, "role");
  // An entry at a page's address would take its place (a role called thank-you, the application's notice page).
  const pagePaths = new Set(routedPages.map((page) => page.path));
  const entryPaths = [
    ...[...articles, ...removedArticles].map((article) => `${pathOf(collections.articles.parentId)}/${article.slug}`),
    ...caseStudies.map((study) => `${pathOf(collections.caseStudies.parentId)}/${study.slug}`),
    ...roles.map((role) => rolePath(role.slug)),
  ];
  for (const path of entryPaths.filter((entryPath) => pagePaths.has(entryPath)))
    problems.push(`${path}: an entry's address is a page's of the site; give the entry another slug`);
  for (const role of roles) {
    unique(titles, role.seoTitle, rolePath(role.slug), "title");
    unique(descriptions, role.description, rolePath(role.slug), "description");
  }
  for (const study of caseStudies) {
    unique(titles, study.title, `/work/${study.slug}`, "title");
    unique(descriptions, study.description, `/work/${study.slug}`, "description");
    study.services.forEach((id) => knownPage(id, `case study ${study.slug}`));
  }
  problems.push(...caseStudyTagProblems(caseStudies));
  problems.push(...legalEntityProblems(legalEntity));
  for (const article of articles) {
    unique(titles, article.title, `/resource/${article.slug}`, "title");
    unique(descriptions, article.description, `/resource/${article.slug}`, "description");
    article.related.forEach((id) => knownPage(id, `article ${article.slug}`));
  }
  for (const page of topicPagesIn("en")) {
    unique(titles, page.title, page.path, "title");
    unique(descriptions, page.description, page.path, "description");
  }
  problems.push(...topicProblems());
  problems.push(...germanProblems());
  problems.push(...bodyLinkProblems());
  problems.push(...factProblems());
  return problems;
}

/**
 * The people the pages name against the one list of them, and the figures they state against the settings, in both
 * languages (content/facts.ts).
 */
function factProblems(): string[] {
  const namings: Naming[] = [];
  const quotes: StudyQuote[] = [];
  const texts: { where: string; text: string }[] = [];
  const storyPages = contentPages.filter((page) => page.template === "story");
  for (const locale of locales) {
    const prefix = locale === "en" ? "" : `/${locale}`;
    for (const page of storyPages) {
      try {
        for (const person of getContent(page.pageId, "story", locale).leadership)
          namings.push({
            name: person.name,
            appearance: "leadership",
            where: `${prefix}${page.path}`,
            role: { locale, text: person.role },
          });
      } catch {
        // An invalid entry is reported by contentProblems.
      }
    }
    const { caseStudies: studies, articles: posts, roles: jobs, testimonials: reviews } = contentIn(locale);
    for (const study of studies) {
      if (!study.quote) continue;
      const where = `${prefix}/work/${study.slug}`;
      namings.push({ name: study.quote.author, appearance: "quote", where });
      quotes.push({ where, role: study.quote.role, client: study.client });
    }
    reviews.forEach((review, index) =>
      namings.push({ name: review.author, appearance: "testimonial", where: `testimonial #${index + 1} (${locale})` }),
    );
    texts.push(
      ...textsOf(locale === "en" ? rawEntries : germanEntries, `${locale} pages`),
      ...textsOf(reviews, `${locale} testimonials`),
      ...textsOf(studies, `${locale} case studies`),
      ...textsOf(posts, `${locale} articles`),
      ...textsOf(jobs, `${locale} roles`),
    );
  }
  for (const office of site.offices) {
    const person = officeContact(office.id);
    if (person) namings.push({ name: person.name, appearance: "office-contact", where: "/contactus" });
  }
  for (const name of new Set([...legalEntity.managingDirectors, legalEntity.editorialResponsible]))
    namings.push({ name, appearance: "legal-notice", where: "the legal notice (content/site.ts legalEntity)" });
  return [...peopleProblems(namings, quotes), ...figureProblems(texts)];
}

/**
 * The German site against the English one: every page entry, testimonial, gallery image and menu label translated,
 * each with its original's shape (content/i18n/parity.ts), and titles and descriptions unique among the German
 * pages. The collections' files are compared when they load (content/collections.ts).
 */
function germanProblems(): string[] {
  const problems: string[] = [...labelProblems(), ...uiProblems(), ...formsProblems()];
  for (const id of Object.keys(germanEntries))
    if (!(id in rawEntries)) problems.push(`content/de/pages: entry "${id}" has no English original`);
  for (const page of contentPages) {
    const german = germanEntries[page.pageId];
    if (german === undefined) problems.push(`content/de/pages: no German entry for page "${page.pageId}"`);
    else problems.push(...parityProblems(rawEntries[page.pageId], german, `content/de/pages: "${page.pageId}"`));
  }
  problems.push(...parityProblems(rawTestimonials, rawGermanTestimonials, "content/de/testimonials.ts"));
  problems.push(...parityProblems(rawGallery, rawGermanGallery, "content/de/gallery.ts"));
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  const unique = (seen: Map<string, string>, value: string, owner: string, what: string) => {
    const other = seen.get(value);
    if (other) problems.push(`duplicate German ${what} "${value}" (${other} and ${owner})`);
    else seen.set(value, owner);
  };
  const { articles: germanArticles, caseStudies: germanStudies, roles: germanRoles } = collectionsIn("de");
  const entries: [string, { title: string; description: string }][] = [
    ...contentPages.flatMap((page): [string, { title: string; description: string }][] => {
      try {
        return [[page.path, getContent(page.pageId, page.template, "de")]];
      } catch (error) {
        problems.push((error as Error).message);
        return [];
      }
    }),
    ...germanRoles.map((role): [string, { title: string; description: string }] => [
      rolePath(role.slug),
      { title: role.seoTitle, description: role.description },
    ]),
    ...germanStudies.map((study): [string, typeof study] => [`/work/${study.slug}`, study]),
    ...germanArticles.map((article): [string, typeof article] => [`/resource/${article.slug}`, article]),
    ...topicPagesIn("de").map((page): [string, typeof page] => [page.path, page]),
  ];
  for (const [path, entry] of entries) {
    unique(titles, entry.title, `/de${path}`, "title");
    unique(descriptions, entry.description, `/de${path}`, "description");
  }
  return problems;
}

/** The topic pages (content/topics.ts) in a language: their English paths, ids, names, titles, descriptions, intros. */
export function topicPagesIn(locale: Locale) {
  return topics.map((topic) => {
    const { name, description, intro } = topicIn(topic.id, locale);
    return {
      id: topic.id,
      path: topicPath(topic.id),
      name,
      title: fill(uiIn(locale).topicPages.title, { topic: name }),
      description,
      intro,
    };
  });
}

/** Topic pages with a name, title or description out of bounds, and topics without an article (an empty page). */
export function topicProblems(): string[] {
  const problems: string[] = [];
  for (const locale of locales) {
    for (const page of topicPagesIn(locale)) {
      const parsed = topicPageSchema.safeParse(page);
      if (!parsed.success)
        for (const issue of parsed.error.issues)
          problems.push(`content/topics.ts: ${page.path} (${locale}): ${issue.path.join(".")}: ${issue.message}`);
    }
  }
  // A topic's page is in every language: each needs an article of the topic in it (an article may be in one alone).
  for (const locale of locales)
    for (const topic of topics)
      if (!articlesOfTopic(topic.id, collectionsIn(locale).articles).length)
        problems.push(
          locale === "en"
            ? `content/topics.ts: no article has the topic "${topic.id}" (its page would be empty)`
            : `content/topics.ts: no article in ${locale === "de" ? "German" : locale} has the topic "${topic.id}" (its /${locale} page would be empty)`,
        );
  return problems;
}

/**
 * A study's `industry` must be the id of an industry page, its `clientType` the id of an audience page and each
 * of its `services` the id of a service page (detail or family): those pages list it (content/case-study-tags.ts),
 * so a wrong tag would hide it.
 */
export function caseStudyTagProblems(
  studies: readonly Pick<CaseStudy, "slug" | "industry" | "clientType" | "services">[],
): string[] {
  const templateOf = new Map(contentPages.map((page) => [page.pageId, page.template]));
  const serviceTemplates: readonly (Template | undefined)[] = ["service-detail", "service-family"];
  return studies.flatMap((study) => [
    ...Object.entries(studyTags).flatMap(([template, { field }]) =>
      templateOf.get(study[field]) === template
        ? []
        : [
            `case study ${study.slug}: ${field} "${study[field]}" is not the id of a page with the ${template} template`,
          ],
    ),
    ...study.services.flatMap((id) =>
      serviceTemplates.includes(templateOf.get(id))
        ? []
        : [`case study ${study.slug}: service "${id}" is not the id of a service page`],
    ),
  ]);
}

/** What is missing or wrong in the legal entity's facts (content/site.ts): the legal pages are made from them. */
export function legalEntityProblems(entity: unknown): string[] {
  const parsed = legalEntitySchema.safeParse(entity);
  if (!parsed.success)
    return parsed.error.issues.map(
      (issue) => `legal entity (content/site.ts): ${issue.path.join(".")}: ${issue.message}`,
    );
  const office = site.offices.find((item) => item.id === parsed.data.officeId);
  if (!office)
    return [`legal entity (content/site.ts): officeId "${parsed.data.officeId}" is not an office of site.offices`];
  if (office.countryCode !== "DE")
    return [`legal entity (content/site.ts): office "${office.id}" is not in Germany, where the GmbH is registered`];
  return [];
}

/** Throws with every problem listed; called at build so bad content fails it. */
export function validateContent(): void {
  const problems = contentProblems();
  if (problems.length) throw new Error(`Content is invalid:\n- ${problems.join("\n- ")}`);
}
