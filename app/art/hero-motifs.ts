/**
 * Which hero motif each page gets. Every service family, industry, audience,
 * technology page (the detail pages of the TECH_FAMILIES, and the trending
 * technologies) has its own, as has each article (ARTICLE_MOTIFS) and role
 * (ROLE_MOTIFS) a developer drew: no two share one. An article or role added
 * without a drawing shows its topic's or department's motif with its category
 * or department on a badge. Any other service detail page shows its family's
 * motif with its own label. The company, work, resources, gallery and contact
 * pages have their own too, and the notice pages share the envelope with a seal
 * that says what happened (offline has its own). A page of those kinds without
 * a motif fails the build (heroArtFor throws while prerendering) and the unit
 * test app/art/art.test.ts.
 */
import { contentPages, pageNode, trailTo } from "../../content/registry";
import type { TopicId } from "../../content/topics";
import type { MotifName } from "./motifs";
import type { NoticeMark } from "./page-motifs";

export const HERO_MOTIFS: Readonly<Record<string, MotifName>> = {
  // Who we serve
  startups: "startups",
  "scale-ups": "scale-ups",
  enterprises: "enterprises",
  ngos: "ngos",
  // Industries
  "banking-finance": "banking",
  "retail-commerce": "retail",
  "food-beverages": "food",
  education: "education",
  healthcare: "healthcare",
  "social-networking": "social",
  "travel-hospitality": "travel",
  "supply-chain-logistics": "logistics",
  sports: "sports",
  // What we do
  "product-engineering": "product-engineering",
  "website-development": "website-development",
  "mobile-app-development": "mobile-apps",
  devops: "devops",
  "quality-assurance-management": "qa",
  "talent-solution": "talent",
  // Marketing
  "digital-marketing": "digital-marketing",
  "brand-activation": "brand-activation",
  development: "marketing-development",
  design: "design",
  // Capabilities
  "frontend-development": "frontend",
  "backend-development": "backend",
  "database-development": "database",
  "cloud-services": "cloud",
  "cms-development": "cms",
  "ai-integration": "ai",
  blockchain: "blockchain",
  "big-data": "big-data",
  // Technologies: website development (app/art/tech-motifs.tsx)
  angular: "angular",
  dotnet: "dotnet",
  react: "react",
  java: "java",
  vue: "vue",
  python: "python",
  node: "node",
  // Mobile app development
  android: "android",
  ios: "ios",
  "react-native": "react-native",
  flutter: "flutter",
  // Front-end
  "html-css": "html-css",
  bootstrap: "bootstrap",
  javascript: "javascript",
  gatsbyjs: "gatsbyjs",
  // Databases
  "sql-server": "sql-server",
  mysql: "mysql",
  firestore: "firestore",
  mongodb: "mongodb",
  postgresql: "postgresql",
  // Cloud
  aws: "aws",
  azure: "azure",
  gcp: "gcp",
  // CMS
  wordpress: "wordpress",
  jamstack: "jamstack",
  woocommerce: "woocommerce",
  // About, work and resources
  "our-story": "story",
  careers: "careers",
  "life-at-alphai": "life",
  "engagement-models": "engagement",
  work: "work",
  resources: "resources",
  gallery: "gallery",
  contact: "contact",
  // The legal pages
  "privacy-policy": "privacy",
  "legal-notice": "legal",
  // The search page
  search: "search",
  // Notices with their own drawing
  offline: "offline",
};

/** Families of technology pages: each of their detail pages must have a motif of its own in HERO_MOTIFS. */
export const TECH_FAMILIES = [
  "website-development",
  "mobile-app-development",
  "frontend-development",
  "backend-development",
  "database-development",
  "cloud-services",
  "cms-development",
] as const;

/** Each article's motif, by slug (content/articles/<slug>.md), drawn in app/art/article-motifs.tsx. */
export const ARTICLE_MOTIFS: Readonly<Record<string, MotifName>> = {
  "how-to-choose-an-engagement-model": "article-engagement-choice",
  "what-an-mvp-discovery-phase-delivers": "article-discovery",
  "budgeting-a-mobile-app-in-2026": "article-mobile-budget",
  "gdpr-ready-product-checklist-dach": "article-gdpr-checklist",
  "when-to-modernise-a-legacy-app": "article-legacy-modernisation",
  "dedicated-team-vs-freelancers": "article-team-or-freelancers",
};

/** Each role's motif, by slug (content/roles/<slug>.md), drawn in app/art/role-motifs.tsx. */
export const ROLE_MOTIFS: Readonly<Record<string, MotifName>> = {
  "senior-react-engineer-lahore": "role-react-engineer",
  "senior-product-designer-dubai": "role-product-designer",
  "qa-automation-engineer-remote": "role-qa-automation",
  "performance-marketing-manager-munich": "role-performance-marketing",
  "devops-engineer-aws-kubernetes": "role-devops-engineer",
  "flutter-developer-lahore": "role-flutter-developer",
};

/**
 * The motif of an article the team added without a drawing of its own (a developer may still draw one and list it in
 * ARTICLE_MOTIFS), by its first topic: the service motif of that subject, with the article's category on its badge.
 */
export const TOPIC_MOTIFS: Readonly<Record<TopicId, MotifName>> = {
  "product-planning": "product-engineering",
  "budgets-and-costs": "engagement",
  "teams-and-engagement": "talent",
  "technology-choices": "backend",
  "mobile-apps": "mobile-apps",
  modernisation: "devops",
  "data-protection": "privacy",
};

/**
 * The motif of a role added without a drawing of its own, by the first of these its department's name matches (in
 * either language: the German file names it in German), with the department on its badge; any other department gets
 * the engineering motif.
 */
const DEPARTMENT_MOTIFS: readonly (readonly [RegExp, MotifName])[] = [
  [/design|ux|ui\b/i, "design"],
  [/marketing|brand|marke/i, "digital-marketing"],
  [/quality|qualität|\bqa\b|test/i, "qa"],
  [/devops|cloud|infra|platform|plattform|sre\b/i, "devops"],
  [/data|daten|analytics|\bai\b|\bki\b/i, "big-data"],
  [/people|recruit|talent|hr\b|personal/i, "talent"],
  [/sales|vertrieb|business|account/i, "brand-activation"],
];

/** The notice pages that show the envelope, and what its seal says. */
export const NOTICE_MARKS: Readonly<Record<string, NoticeMark>> = {
  "contact-sent": "sent",
  "application-sent": "received",
  "application-withdrawn": "withdrawn",
  "newsletter-check-inbox": "inbox",
  "newsletter-confirmed": "confirmed",
  "newsletter-unsubscribed": "unsubscribed",
  "newsletter-link-expired": "expired",
};

/** Templates whose pages open with a drawn hero (articles and roles too: articleArtFor, roleArtFor; the home page has its own, case studies their product). */
export const HERO_TEMPLATES = [
  "audience",
  "industry",
  "service-family",
  "service-detail",
  "story",
  "careers",
  "life",
  "engagement",
  "work",
  "resources",
  "gallery",
  "contact",
  "notice",
  "legal",
  "search",
] as const;

/** The family page a detail page belongs to, if any (trending technologies have none). */
export function familyOf(pageId: string): string | undefined {
  const trail = trailTo(pageNode(pageId).path);
  const parent = trail[trail.length - 2];
  return parent?.kind === "page" && parent.template === "service-family" ? parent.id : undefined;
}

export interface HeroArtSpec {
  readonly motif: MotifName;
  /** A menu label on the badge (drawn in the page's language, content/de/labels.ts). */
  readonly badge?: string;
  /** Words on the badge, in the page's language already (an entry's own category or department). */
  readonly caption?: string;
  readonly mark?: NoticeMark;
}

/** Whether a page is a technology page that needs a motif of its own (a detail page of one of the TECH_FAMILIES). */
export const isTechPage = (pageId: string): boolean => {
  const family = familyOf(pageId);
  return (
    pageNode(pageId).template === "service-detail" && !!family && (TECH_FAMILIES as readonly string[]).includes(family)
  );
};

/** A page's hero drawing: its own motif, its family's with the page's label, or the notice envelope with its seal. */
export function heroArtFor(pageId: string): HeroArtSpec {
  const own = HERO_MOTIFS[pageId];
  if (own) return { motif: own };
  const mark = NOTICE_MARKS[pageId];
  if (mark && pageNode(pageId).template === "notice") return { motif: "notice", mark };
  if (isTechPage(pageId))
    throw new Error(
      `No hero motif for technology page "${pageId}": draw one in app/art/tech-motifs.tsx and add it to HERO_MOTIFS`,
    );
  const family = familyOf(pageId);
  const inherited = family ? HERO_MOTIFS[family] : undefined;
  if (inherited && pageNode(pageId).template === "service-detail")
    return { motif: inherited, badge: pageNode(pageId).label };
  throw new Error(`No hero motif for page "${pageId}": add one to HERO_MOTIFS in app/art/hero-motifs.ts`);
}

/**
 * An article's hero drawing: its own motif (ARTICLE_MOTIFS), or, for one the team added without a drawing, its first
 * topic's motif with its category (in the article's language) on the badge.
 */
export function articleArtFor(article: {
  readonly slug: string;
  readonly topics: readonly TopicId[];
  readonly category: string;
}): HeroArtSpec {
  const motif = ARTICLE_MOTIFS[article.slug];
  if (motif) return { motif };
  const topic = article.topics[0];
  if (!topic) throw new Error(`Article "${article.slug}" has no topic to draw its picture from`);
  return { motif: TOPIC_MOTIFS[topic], caption: article.category };
}

/**
 * A role's hero drawing, also once the role is closed: its own motif (ROLE_MOTIFS), or, for one the team added
 * without a drawing, its department's motif (DEPARTMENT_MOTIFS) with the department on the badge.
 */
export function roleArtFor(role: { readonly slug: string; readonly department: string }): HeroArtSpec {
  const motif = ROLE_MOTIFS[role.slug];
  if (motif) return { motif };
  const match = DEPARTMENT_MOTIFS.find(([pattern]) => pattern.test(role.department));
  return { motif: match?.[1] ?? "product-engineering", caption: role.department };
}

/** Every page that opens with a drawn hero (aliases excluded: they show their page's). */
export const heroPages = () =>
  contentPages.filter((page) => (HERO_TEMPLATES as readonly string[]).includes(page.template));
