/**
 * The site tree: the one source of truth for every page and every menu.
 *
 * The route table (app/routes.ts), the prerender list (react-router.config.ts),
 * the navigation (header and sidebar) and, later, the sitemap are all derived
 * from this tree. A path is written here once and nowhere else; content
 * entries refer to pages by `id`. The tree is validated with zod at build
 * (content/schema.ts `treeSchema`, run by validateContent); zod stays out of
 * the browser bundle, which carries this module for the menus.
 */
import { FEED_FILE } from "../app/shared/feed";
/** Which route module (template) renders a page. */
export const templates = [
  "home",
  "work",
  "resources",
  "contact",
  "gallery",
  "story",
  "careers",
  "life",
  "engagement",
  "audience",
  "industry",
  "service-family",
  "service-detail",
  "notice",
  "legal",
  "search",
] as const;
export type Template = (typeof templates)[number];

export type MenuImage = "story" | "careers" | "life" | "engagement";

/** A page that has its own content entry. */
export interface PageNode {
  readonly kind: "page";
  readonly id: string;
  readonly path: string;
  readonly label: string;
  readonly template: Template;
  readonly image?: MenuImage;
  /** Heading of the column this page is listed under in its group's desktop panel (pages of a group that are not in a family). */
  readonly section?: string;
  readonly children?: readonly TreeNode[];
}

/** A second path that shows another page's content; that page's path is canonical. */
interface AliasNode {
  readonly kind: "alias";
  readonly aliasOf: string;
  readonly path: string;
  readonly label: string;
  readonly section?: string;
  readonly children?: undefined;
}

/** A menu label without a page of its own (a sidebar group, "Industries", "Trending Tech"). */
export interface GroupNode {
  readonly kind: "group";
  readonly id: string;
  readonly label: string;
  readonly children: readonly TreeNode[];
}

export type TreeNode = PageNode | AliasNode | GroupNode;

const page = (
  id: string,
  path: string,
  label: string,
  template: Template,
  extra: { image?: MenuImage; children?: readonly TreeNode[] } = {},
): PageNode => ({ kind: "page", id, path, label, template, ...extra });
const detail = (id: string, path: string, label: string): PageNode => page(id, path, label, "service-detail");
const family = (id: string, path: string, label: string, children: readonly TreeNode[]): PageNode =>
  page(id, path, label, "service-family", { children });
const alias = (aliasOf: string, path: string, label: string): AliasNode => ({
  kind: "alias",
  aliasOf,
  path,
  label,
});
/** Lists pages under one column heading in the desktop panel (the sidebar lists them as they are). */
const inSection = (section: string, nodes: readonly PageNode[]): PageNode[] =>
  nodes.map((node) => ({ ...node, section }));
const group = (id: string, label: string, children: readonly TreeNode[]): GroupNode => ({
  kind: "group",
  id,
  label,
  children,
});

/**
 * Pages reached from the logo, the header's buttons and the footer (the legal pages: every page's bottom line) rather
 * than a menu group.
 */
export const standalonePages: readonly PageNode[] = [
  page("home", "/", "Home", "home"),
  page("contact", "/contactus", "Contact us", "contact"),
  page("privacy-policy", "/privacy-policy", "Privacy policy", "legal"),
  page("legal-notice", "/legal-notice", "Legal notice", "legal"),
  page("search", "/search", "Search", "search"),
];

/**
 * Result pages of the forms (where a plain, JavaScript-free form post ends) and
 * of the newsletter links. Not in menus, not indexed, not in the sitemap.
 */
export const noticePages: readonly PageNode[] = [
  page("contact-sent", "/contactus/thank-you", "Message sent", "notice"),
  page("application-sent", "/about/careers/thank-you", "Application sent", "notice"),
  page("application-withdrawn", "/about/careers/withdrawn", "Application withdrawn", "notice"),
  page("newsletter-check-inbox", "/newsletter/check-inbox", "Check your inbox", "notice"),
  page("newsletter-confirmed", "/newsletter/confirmed", "Subscription confirmed", "notice"),
  page("newsletter-unsubscribed", "/newsletter/unsubscribed", "Unsubscribed", "notice"),
  page("newsletter-link-expired", "/newsletter/link-expired", "Link expired", "notice"),
  page("offline", "/offline", "Offline", "notice"),
];

/** The five menu groups, in header and sidebar order (up to three levels). */
export const menu: readonly GroupNode[] = [
  group("who-we-serve", "Who We Serve", [
    ...inSection("Organisations", [
      page("startups", "/who-we-serve/startups", "Startups", "audience"),
      page("scale-ups", "/who-we-serve/scale-ups", "Scale-ups", "audience"),
      page("enterprises", "/who-we-serve/enterprises", "Enterprises", "audience"),
      page("ngos", "/who-we-serve/it-firms", "NGOs", "audience"),
    ]),
    group("industries", "Industries", [
      page("banking-finance", "/industries/banking-finance", "Banking & Finance", "industry"),
      page("retail-commerce", "/industries/retail-commerce", "Retail & E-commerce", "industry"),
      page("food-beverages", "/industries/food-beverages", "Food & Beverages", "industry"),
      page("education", "/industries/education", "Education", "industry"),
      page("healthcare", "/industries/healthcare", "Healthcare", "industry"),
      page("social-networking", "/industries/social-networking", "Social Networking", "industry"),
      page("travel-hospitality", "/industries/travel-hospitality", "Travel & Hospitality", "industry"),
      page("supply-chain-logistics", "/industries/supply-chain-logistics", "Supply Chain & Logistics", "industry"),
      page("sports", "/industries/sports", "Sports", "industry"),
    ]),
  ]),
  group("what-we-do", "What we do", [
    family("product-engineering", "/services/product-engineering", "Product Engineering", [
      detail("discovery", "/services/product-engineering/discovery", "Product Discovery"),
      detail("ux-ui", "/services/product-engineering/ux-ui", "UX/UI Design"),
      detail("product-development", "/services/product-engineering/product-development", "Product Development"),
      detail(
        "digital-transformation",
        "/services/product-engineering/digital-transformation",
        "Digital Transformation",
      ),
      detail("chatgpt-integration", "/services/product-engineering/chatgpt-integration", "ChatGPT Integration"),
    ]),
    family("website-development", "/services/website-development", "Website Development", [
      detail("angular", "/services/website-development/angular", "Angular"),
      detail("dotnet", "/services/website-development/dotnet", ".NET"),
      detail("react", "/services/website-development/react", "React"),
      detail("java", "/services/website-development/java", "Java"),
      detail("vue", "/services/website-development/vue", "Vue.js"),
      detail("python", "/services/website-development/python", "Python"),
      detail("node", "/services/website-development/node", "Node.js"),
    ]),
    family("mobile-app-development", "/services/mobile-app-development", "Mobile App Development", [
      detail("android", "/services/mobile-app-development/android", "Android"),
      detail("ios", "/services/mobile-app-development/ios", "iOS"),
      detail("react-native", "/services/mobile-app-development/react-native", "React Native"),
      detail("flutter", "/services/mobile-app-development/flutter", "Flutter"),
    ]),
    family("devops", "/services/devops", "DevOps", [
      detail("devops-consulting", "/services/devops-consulting", "DevOps Consulting"),
      detail("devops-ci-cd", "/services/devops-ci-cd", "CI/CD Pipelines"),
      detail("devops-cloud", "/services/devops-cloud", "Cloud DevOps"),
    ]),
    family("quality-assurance-management", "/services/quality-assurance-management", "QA & Management", [
      detail("quality-assurance", "/services/quality-assurance", "Quality Assurance"),
      detail("product-management", "/services/product-management", "Product Management"),
      detail("project-management", "/services/project-management", "Project Management"),
      detail("app-support-maintenance", "/services/app-support-maintenance", "App Support & Maintenance"),
      detail("app-modernization", "/services/app-modernization", "App Modernization"),
    ]),
    family("talent-solution", "/talent-solution", "Talent Solution", [
      detail("our-team", "/talent-solution/our-team", "Build Your Team"),
      detail("hire-developer", "/talent-solution/hire-developer", "Hire a Developer"),
    ]),
  ]),
  group("marketing", "Marketing", [
    family("digital-marketing", "/digital-marketing", "Digital Marketing", [
      detail("seo", "/digital-marketing/seo", "SEO"),
      detail("email-marketing", "/digital-marketing/email", "Email Marketing"),
      detail("content-marketing", "/digital-marketing/content", "Content Marketing"),
    ]),
    family("brand-activation", "/brand-activation", "Brand Activation", [
      detail("brand-strategy", "/brand-strategy", "Brand Strategy"),
      detail("digital-campaigns", "/digital-campaigns", "Digital Campaigns"),
      detail("influencer-collaboration", "/influencer-collaboration", "Influencer Collaboration"),
    ]),
    family("development", "/development", "Development", [
      detail("marketing-websites", "/website-development", "Marketing Websites"),
      detail("marketing-mobile-apps", "/mobile-apps-development", "Mobile Apps"),
    ]),
    family("design", "/design", "Design", [
      detail("design-ui-ux", "/design/ui-ux", "UI/UX Design"),
      detail("design-web", "/design/web", "Web Design"),
      detail("design-graphic", "/design/graphic", "Graphic Design"),
      detail("design-animations", "/design/animations", "Animations"),
    ]),
  ]),
  group("capabilities", "Capabilities", [
    family("frontend-development", "/frontend-development", "Front-end", [
      detail("html-css", "/capabilities/frontend/html-css", "HTML & CSS"),
      alias("angular", "/capabilities/frontend/angular", "Angular"),
      detail("bootstrap", "/capabilities/frontend/bootstrap", "Bootstrap"),
      alias("react", "/capabilities/frontend/react", "React"),
      alias("vue", "/capabilities/frontend/vuejs", "Vue.js"),
      detail("javascript", "/capabilities/frontend/javascript", "JavaScript"),
      detail("gatsbyjs", "/capabilities/frontend/gatsbyjs", "Gatsby"),
    ]),
    family("backend-development", "/backend-development", "Back-end", [
      alias("dotnet", "/capabilities/backend/net", ".NET"),
      alias("node", "/capabilities/backend/nodejs", "Node.js"),
      alias("java", "/capabilities/backend/java", "Java"),
      alias("python", "/capabilities/backend/python", "Python"),
    ]),
    group("trending", "Trending Tech", [
      detail("ai-integration", "/capabilities/trending/ai-integration", "AI Integration"),
      detail("blockchain", "/capabilities/trending/blockchain", "Blockchain"),
      detail("big-data", "/capabilities/trending/big-data", "Big Data"),
    ]),
    family("database-development", "/database-development", "Database", [
      detail("sql-server", "/capabilities/database/sql-server", "SQL Server"),
      detail("mysql", "/capabilities/database/mysql", "MySQL"),
      detail("firestore", "/capabilities/database/firestore", "Firestore"),
      detail("mongodb", "/capabilities/database/mongodb", "MongoDB"),
      detail("postgresql", "/capabilities/database/postgresql", "PostgreSQL"),
    ]),
    family("cloud-services", "/cloud-services", "Cloud", [
      detail("aws", "/capabilities/cloud/aws", "AWS"),
      detail("azure", "/capabilities/cloud/azure", "Azure"),
      detail("gcp", "/capabilities/cloud/gcp", "Google Cloud"),
    ]),
    family("cms-development", "/cms-development", "CMS", [
      detail("wordpress", "/capabilities/cms/wordpress", "WordPress"),
      detail("jamstack", "/capabilities/cms/jamstack", "Jamstack"),
      detail("woocommerce", "/capabilities/cms/woocommerce", "WooCommerce"),
    ]),
  ]),
  group("about", "About", [
    ...inSection("Company", [
      page("our-story", "/about/our-story", "Our story", "story", { image: "story" }),
      page("careers", "/about/careers", "Careers", "careers", { image: "careers" }),
      page("life-at-alphai", "/about/life-at-alphai", "Life at Alphai", "life", { image: "life" }),
      page("engagement-models", "/about/engagement-models", "Engagement models", "engagement", { image: "engagement" }),
    ]),
    ...inSection("Our work and ideas", [
      page("work", "/work", "Our work", "work"),
      page("resources", "/resource", "Resources", "resources"),
      page("gallery", "/gallery", "Gallery", "gallery"),
    ]),
  ]),
];

/**
 * Collections: pages generated from content lists (one page per entry), each
 * under a parent page of the tree. Their paths are `<parent path>/<slug>`, or
 * `<parent path>/<folder>/<slug>` for a collection with a folder.
 */
export const collections = {
  caseStudies: { parentId: "work", template: "case-study" },
  articles: { parentId: "resources", template: "article" },
  roles: { parentId: "careers", template: "role" },
  /** The topics of content/topics.ts: one page each, listing the topic's articles. */
  topics: { parentId: "resources", template: "topic", folder: "topics" },
} as const;

/** Where a collection's pages are: the parent page's path, and the collection's folder if it has one. */
export const collectionBase = (name: keyof typeof collections): string => {
  const collection: { parentId: string; folder?: string } = collections[name];
  return `${pathOf(collection.parentId)}${collection.folder ? `/${collection.folder}` : ""}`;
};

/** A routable path: a page's own path or an alias of it. */
export interface RoutedPage {
  /** Unique route id (the page id, or `<id>@<path>` for an alias). */
  readonly routeId: string;
  /** The content entry shown. */
  readonly pageId: string;
  readonly path: string;
  /** The canonical path of the content (differs from `path` for aliases). */
  readonly canonicalPath: string;
  readonly template: Template;
  /** Menu group the page sits in, if any (for highlighting the current group). */
  readonly groupId?: string;
  /** False for the form result pages: noindex, out of the sitemap. */
  readonly indexable: boolean;
}

function* walk(nodes: readonly TreeNode[], groupId?: string): Generator<[TreeNode, string | undefined]> {
  for (const node of nodes) {
    const top = groupId ?? (node.kind === "group" ? node.id : undefined);
    yield [node, top];
    if (node.children) yield* walk(node.children, top);
  }
}

function buildRoutes(): readonly RoutedPage[] {
  const pages = new Map<string, PageNode>();
  const nodes = [...walk(standalonePages), ...walk(menu), ...walk(noticePages)];
  for (const [node] of nodes) {
    if (node.kind !== "page") continue;
    if (pages.has(node.id)) throw new Error(`Duplicate page id "${node.id}" in content/registry.ts`);
    pages.set(node.id, node);
  }
  const routes: RoutedPage[] = [];
  const seen = new Set<string>();
  for (const [node, groupId] of nodes) {
    if (node.kind === "group") continue;
    if (seen.has(node.path)) throw new Error(`Duplicate path "${node.path}" in content/registry.ts`);
    seen.add(node.path);
    const target = node.kind === "page" ? node : pages.get(node.aliasOf);
    if (!target)
      throw new Error(`Alias "${node.path}" points to unknown page "${node.kind === "alias" ? node.aliasOf : ""}"`);
    routes.push({
      routeId: node.kind === "page" ? node.id : `${target.id}@${node.path}`,
      pageId: target.id,
      path: node.path,
      canonicalPath: target.path,
      template: target.template,
      groupId,
      indexable: target.template !== "notice",
    });
  }
  return routes;
}

/** Every routable path of the site, in menu order. */
export const routedPages: readonly RoutedPage[] = buildRoutes();

/** Every page with its own content entry (aliases excluded). */
export const contentPages: readonly RoutedPage[] = routedPages.filter((p) => p.path === p.canonicalPath);

/** Pages search engines should list: canonical and not a form result page. */
export const indexablePages: readonly RoutedPage[] = contentPages.filter((p) => p.indexable);

const byPath = new Map(routedPages.map((p) => [p.path, p]));

/** The routed page at a path, if any. */
export const findPage = (path: string): RoutedPage | undefined => byPath.get(path);

/** The path every internal link should use for a page id. */
export const pathOf = (pageId: string): string => {
  const found = contentPages.find((p) => p.pageId === pageId);
  if (!found) throw new Error(`Unknown page id "${pageId}"`);
  return found.path;
};

const nodesById = new Map<string, PageNode>();
for (const [node] of [...walk(standalonePages), ...walk(menu), ...walk(noticePages)])
  if (node.kind === "page") nodesById.set(node.id, node);

/** The page path of a job opening (content/roles/<slug>.md): `/about/careers/<slug>`. */
export const rolePath = (slug: string): string => `${pathOf(collections.roles.parentId)}/${slug}`;

/** The page of a topic (content/topics.ts): `/resource/topics/<id>`. */
export const topicPath = (id: string): string => `${collectionBase("topics")}/${id}`;

/** The Atom feed of the articles (app/shared/feed.ts): `/resource/feed.xml`. */
export const feedPath = (): string => `${pathOf(collections.articles.parentId)}/${FEED_FILE}`;

/** The tree node of a page id. */
export const pageNode = (pageId: string): PageNode => {
  const node = nodesById.get(pageId);
  if (!node) throw new Error(`Unknown page id "${pageId}"`);
  return node;
};

export interface LinkRef {
  readonly label: string;
  readonly path: string;
}

/** Breadcrumb trail of a canonical path: Home, every ancestor that has a page, then the page. */
export function breadcrumbsFor(path: string): LinkRef[] {
  const crumbs: LinkRef[] = [{ label: "Home", path: "/" }];
  if (path === "/") return crumbs;
  for (const node of trailTo(path)) {
    if (node.kind !== "group") crumbs.push({ label: node.label, path: node.path });
  }
  return crumbs;
}

/** The chain of tree nodes from the top group down to the node showing `path`. */
export function trailTo(path: string): TreeNode[] {
  const search = (nodes: readonly TreeNode[], trail: TreeNode[]): TreeNode[] | undefined => {
    for (const node of nodes) {
      const next = [...trail, node];
      if (node.kind !== "group" && node.path === path) return next;
      const found = node.children && search(node.children, next);
      if (found) return found;
    }
    return undefined;
  };
  return search([...standalonePages, ...menu, ...noticePages], []) ?? [];
}
