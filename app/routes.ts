import { type RouteConfig, route } from "@react-router/dev/routes";
import { collectionBase, collections, routedPages, type Template } from "../content/registry";

/** One route module per template; every path of the registry is a route. */
const modules: Record<Template | (typeof collections)[keyof typeof collections]["template"], string> = {
  home: "routes/home.tsx",
  work: "routes/work.tsx",
  resources: "routes/resources.tsx",
  contact: "routes/contact.tsx",
  gallery: "routes/gallery.tsx",
  story: "routes/story.tsx",
  careers: "routes/careers.tsx",
  life: "routes/life.tsx",
  engagement: "routes/engagement.tsx",
  audience: "routes/audience.tsx",
  industry: "routes/audience.tsx",
  "service-family": "routes/service-family.tsx",
  "service-detail": "routes/service-detail.tsx",
  notice: "routes/notice.tsx",
  legal: "routes/legal.tsx",
  search: "routes/search.tsx",
  "case-study": "routes/case-study.tsx",
  article: "routes/article.tsx",
  role: "routes/role.tsx",
  // A topic's page is the resources page narrowed to the topic: the same module, so no new code on any page.
  topic: "routes/resources.tsx",
};

/**
 * One route per page for both languages: an optional `de` segment (app/shared/locale.ts) matches the English path and
 * its German counterpart, so the route table every page loads is no larger for the second language; the loaders read
 * the language from the URL.
 */
const bothLanguages = (path: string) => (path === "/" ? "/de?" : `/de?${path}`);

export default [
  ...routedPages.map((page) => route(bothLanguages(page.path), modules[page.template], { id: page.routeId })),
  ...Object.entries(collections).map(([id, collection]) =>
    route(bothLanguages(`${collectionBase(id as keyof typeof collections)}/:slug`), modules[collection.template], {
      id,
    }),
  ),
  route("*", "routes/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
