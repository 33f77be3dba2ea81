import { type RouteConfig, route } from "@react-router/dev/routes";
import { collections, pathOf, routedPages, type Template } from "../content/registry";
import { localePath } from "./shared/locale";

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
};

/** The routes of one language: English at the root, German under /de with the same slugs (app/shared/locale.ts). */
const routesIn = (locale: "en" | "de") => {
  const id = (base: string) => (locale === "en" ? base : `${locale}:${base}`);
  return [
    ...routedPages.map((page) =>
      route(localePath(page.path, locale), modules[page.template], { id: id(page.routeId) }),
    ),
    ...Object.entries(collections).map(([name, collection]) =>
      route(`${localePath(pathOf(collection.parentId), locale)}/:slug`, modules[collection.template], { id: id(name) }),
    ),
  ];
};

export default [
  ...routesIn("en"),
  ...routesIn("de"),
  route("*", "routes/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
