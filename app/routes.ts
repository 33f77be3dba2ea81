import { type RouteConfig, route } from "@react-router/dev/routes";
import { collections, pathOf, routedPages, type Template } from "../content/registry";

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
  "case-study": "routes/case-study.tsx",
  article: "routes/article.tsx",
  role: "routes/role.tsx",
};

export default [
  ...routedPages.map((page) => route(page.path, modules[page.template], { id: page.routeId })),
  ...Object.entries(collections).map(([id, collection]) =>
    route(`${pathOf(collection.parentId)}/:slug`, modules[collection.template], { id }),
  ),
  route("*", "routes/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
