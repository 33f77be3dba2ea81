import { describe, expect, it } from "vitest";
import { findPage, indexablePages, menu, routedPages, trailTo, type TreeNode } from "./registry";

/**
 * The 100 paths the site was specified with (decision 002), every shorthand expanded, in canonical form (no trailing
 * slash).
 */
const SPEC_PATHS = [
  "/",
  "/work",
  "/resource",
  "/contactus",
  "/gallery",
  "/about/our-story",
  "/about/careers",
  "/about/life-at-alphai",
  "/about/engagement-models",
  "/who-we-serve/startups",
  "/who-we-serve/scale-ups",
  "/who-we-serve/enterprises",
  "/who-we-serve/it-firms",
  "/industries/banking-finance",
  "/industries/retail-commerce",
  "/industries/food-beverages",
  "/industries/education",
  "/industries/healthcare",
  "/industries/social-networking",
  "/industries/travel-hospitality",
  "/industries/supply-chain-logistics",
  "/industries/sports",
  "/services/product-engineering",
  "/services/product-engineering/discovery",
  "/services/product-engineering/ux-ui",
  "/services/product-engineering/product-development",
  "/services/product-engineering/digital-transformation",
  "/services/product-engineering/chatgpt-integration",
  "/services/website-development",
  "/services/website-development/angular",
  "/services/website-development/dotnet",
  "/services/website-development/react",
  "/services/website-development/java",
  "/services/website-development/vue",
  "/services/website-development/python",
  "/services/website-development/node",
  "/services/mobile-app-development",
  "/services/mobile-app-development/android",
  "/services/mobile-app-development/ios",
  "/services/mobile-app-development/react-native",
  "/services/mobile-app-development/flutter",
  "/services/devops",
  "/services/devops-consulting",
  "/services/devops-ci-cd",
  "/services/devops-cloud",
  "/services/quality-assurance-management",
  "/services/quality-assurance",
  "/services/product-management",
  "/services/project-management",
  "/services/app-support-maintenance",
  "/services/app-modernization",
  "/talent-solution",
  "/talent-solution/our-team",
  "/talent-solution/hire-developer",
  "/digital-marketing",
  "/digital-marketing/seo",
  "/digital-marketing/email",
  "/digital-marketing/content",
  "/brand-activation",
  "/brand-strategy",
  "/digital-campaigns",
  "/influencer-collaboration",
  "/development",
  "/website-development",
  "/mobile-apps-development",
  "/design",
  "/design/ui-ux",
  "/design/web",
  "/design/graphic",
  "/design/animations",
  "/frontend-development",
  "/capabilities/frontend/html-css",
  "/capabilities/frontend/angular",
  "/capabilities/frontend/bootstrap",
  "/capabilities/frontend/react",
  "/capabilities/frontend/vuejs",
  "/capabilities/frontend/javascript",
  "/capabilities/frontend/gatsbyjs",
  "/backend-development",
  "/capabilities/backend/net",
  "/capabilities/backend/nodejs",
  "/capabilities/backend/java",
  "/capabilities/backend/python",
  "/capabilities/trending/ai-integration",
  "/capabilities/trending/blockchain",
  "/capabilities/trending/big-data",
  "/database-development",
  "/capabilities/database/sql-server",
  "/capabilities/database/mysql",
  "/capabilities/database/firestore",
  "/capabilities/database/mongodb",
  "/capabilities/database/postgresql",
  "/cloud-services",
  "/capabilities/cloud/aws",
  "/capabilities/cloud/azure",
  "/capabilities/cloud/gcp",
  "/cms-development",
  "/capabilities/cms/wordpress",
  "/capabilities/cms/jamstack",
  "/capabilities/cms/woocommerce",
];

/** Pages the law asks for (decision 023): indexable, linked from every page's footer. */
const LEGAL_PATHS = ["/privacy-policy", "/legal-notice"];
/** The search page (decision 030): indexable, linked from the header and the sidebar. */
const SEARCH_PATHS = ["/search"];

const walk = (nodes: readonly TreeNode[]): TreeNode[] => nodes.flatMap((node) => [node, ...walk(node.children ?? [])]);

describe("route registry", () => {
  it("lists the 100 distinct paths of the specification (docs/specification.md)", () => {
    expect(new Set(SPEC_PATHS).size).toBe(100);
    expect(SPEC_PATHS).toHaveLength(100);
  });

  it("routes exactly the specification's paths, the legal pages and the search page, each once, plus the unindexed form result pages", () => {
    const all = routedPages.map((page) => page.path);
    expect(new Set(all).size).toBe(all.length);
    const paths = routedPages.filter((page) => page.indexable).map((page) => page.path);
    expect([...paths].sort()).toEqual([...SPEC_PATHS, ...LEGAL_PATHS, ...SEARCH_PATHS].sort());
    expect(LEGAL_PATHS.map((path) => findPage(path)?.template)).toEqual(["legal", "legal"]);
    expect(routedPages.filter((page) => !page.indexable).every((page) => page.template === "notice")).toBe(true);
  });

  it("uses the canonical form without a trailing slash", () => {
    for (const page of routedPages) expect(page.path === "/" || !page.path.endsWith("/")).toBe(true);
  });

  it("serves the capability duplicates from the services pages, which are canonical", () => {
    const pairs: Record<string, string> = {
      "/capabilities/frontend/angular": "/services/website-development/angular",
      "/capabilities/frontend/react": "/services/website-development/react",
      "/capabilities/frontend/vuejs": "/services/website-development/vue",
      "/capabilities/backend/net": "/services/website-development/dotnet",
      "/capabilities/backend/nodejs": "/services/website-development/node",
      "/capabilities/backend/java": "/services/website-development/java",
      "/capabilities/backend/python": "/services/website-development/python",
    };
    for (const [alias, canonical] of Object.entries(pairs)) {
      const aliasPage = findPage(alias);
      const canonicalPage = findPage(canonical);
      expect(aliasPage?.canonicalPath).toBe(canonical);
      expect(aliasPage?.pageId).toBe(canonicalPage?.pageId);
    }
    for (const own of ["html-css", "bootstrap", "javascript", "gatsbyjs"]) {
      const page = findPage(`/capabilities/frontend/${own}`);
      expect(page?.canonicalPath).toBe(page?.path);
    }
    expect(indexablePages).toHaveLength(93 + LEGAL_PATHS.length + SEARCH_PATHS.length);
  });

  it("has the five sidebar groups with the specification's labels and at most three levels", () => {
    expect(menu.map((group) => group.label)).toEqual([
      "Who We Serve",
      "What we do",
      "Marketing",
      "Capabilities",
      "About",
    ]);
    const depth = (node: TreeNode): number => 1 + Math.max(0, ...(node.children ?? []).map(depth));
    for (const group of menu) expect(depth(group)).toBeLessThanOrEqual(3);
    const label = (path: string) => walk(menu).find((node) => node.kind !== "group" && node.path === path)?.label;
    expect(label("/who-we-serve/it-firms")).toBe("NGOs");
    expect(label("/talent-solution/our-team")).toBe("Build Your Team");
    expect(label("/industries/sports")).toBe("Sports");
  });

  it("gives the four About entries a menu image", () => {
    const about = menu.find((group) => group.id === "about");
    const withImage = about?.children.filter((node) => node.kind === "page" && node.image).map((node) => node.label);
    expect(withImage).toEqual(["Our story", "Careers", "Life at Alphai", "Engagement models"]);
  });

  it("has no menu entry linking to / apart from the logo (the empty placeholders are left out)", () => {
    for (const node of walk(menu)) if (node.kind !== "group") expect(node.path).not.toBe("/");
  });

  it("knows the group of each page and the trail to it", () => {
    expect(findPage("/industries/healthcare")?.groupId).toBe("who-we-serve");
    expect(trailTo("/services/website-development/react").map((node) => node.label)).toEqual([
      "What we do",
      "Website Development",
      "React",
    ]);
  });
});

describe("registry validation", () => {
  it("rejects a malformed tree node at build", async () => {
    const { treeNodeSchema } = await import("./schema");
    expect(
      treeNodeSchema.safeParse({ kind: "page", id: "x", path: "/Bad/", label: "Bad", template: "notice" }).success,
    ).toBe(false);
    expect(treeNodeSchema.safeParse({ kind: "alias", aliasOf: "react", path: "/ok/path", label: "OK" }).success).toBe(
      true,
    );
    const { contentProblems } = await import("./index");
    expect(contentProblems()).toEqual([]);
  });
});
