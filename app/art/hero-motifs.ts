/**
 * Which hero motif each page gets. Every service family, industry, audience and
 * trending-technology page has its own (no two share one); a service detail
 * page shows its family's motif with its own label. The company, work,
 * resources, gallery and contact pages have their own too; every article shows
 * the article motif with its category, and the notice pages share the envelope
 * with a seal that says what happened (offline has its own). A page of those
 * kinds without a motif fails the build (heroArtFor throws while prerendering)
 * and the unit test app/art/art.test.ts.
 */
import { contentPages, pageNode, trailTo } from "../../content/registry";
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
  // Notices with their own drawing
  offline: "offline",
};

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

/** Templates whose pages open with a drawn hero (articles too: articleHeroArt; the home page has its own, case studies their product). */
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
] as const;

/** The family page a detail page belongs to, if any (trending technologies have none). */
export function familyOf(pageId: string): string | undefined {
  const trail = trailTo(pageNode(pageId).path);
  const parent = trail[trail.length - 2];
  return parent?.kind === "page" && parent.template === "service-family" ? parent.id : undefined;
}

export interface HeroArtSpec {
  readonly motif: MotifName;
  readonly badge?: string;
  readonly mark?: NoticeMark;
}

/** A page's hero drawing: its own motif, its family's with the page's label, or the notice envelope with its seal. */
export function heroArtFor(pageId: string): HeroArtSpec {
  const own = HERO_MOTIFS[pageId];
  if (own) return { motif: own };
  const mark = NOTICE_MARKS[pageId];
  if (mark && pageNode(pageId).template === "notice") return { motif: "notice", mark };
  const family = familyOf(pageId);
  const inherited = family ? HERO_MOTIFS[family] : undefined;
  if (inherited && pageNode(pageId).template === "service-detail") return { motif: inherited, badge: pageNode(pageId).label };
  throw new Error(`No hero motif for page "${pageId}": add one to HERO_MOTIFS in app/art/hero-motifs.ts`);
}

/** An article's hero drawing: the article motif with the article's category. */
export const articleArtFor = (category: string): HeroArtSpec => ({ motif: "article", badge: category });

/** Every page that opens with a drawn hero (aliases excluded: they show their page's). */
export const heroPages = () => contentPages.filter((page) => (HERO_TEMPLATES as readonly string[]).includes(page.template));
