/**
 * The prerendered pages are complete without JavaScript: their text, links,
 * forms and styles are what a visitor needs first. React Router's <Scripts>
 * makes the browser fetch ~120 KB of hydration code (module preloads and a
 * module script with static imports) while the HTML, CSS and font are still
 * arriving. This rewrite starts that download once the text is on screen (the
 * first contentful paint reported and the font settled, at most 1 s):
 * the same modules, all fetched in parallel (module preloads inserted then,
 * only for what the route needs), then React Router's own start-up code.
 *
 * It works on the parsed page (scripts/build/build-output.ts): every line of React
 * Router's module script must be one it knows, and the module preloads must be
 * exactly what React Router's module graph gives the page's routes; otherwise
 * the build fails, naming the page and the line.
 */
import { DEFERRED_HYDRATION_MARK, routerModules, type Edit, type ModuleGraph, type Page } from "./build-output";

export function deferHydration(page: Page, graph: ModuleGraph): Edit[] {
  const modules = routerModules(page);
  const script = page.scripts.find((item) => item.kind === "router-modules")!;
  const preloads = page.links.filter((link) => link.rel === "modulepreload");
  const hrefs = preloads.map((link) => link.href);
  const { js } = graph.firstLoad(modules.routeIds);
  const differ = [...js.filter((url) => !hrefs.includes(url)), ...hrefs.filter((url) => !js.includes(url))];
  if (differ.length || hrefs.length !== new Set(hrefs).size) {
    throw new Error(
      `${page.file}: its module preloads are not React Router's module graph for routes ${modules.routeIds.join(", ")} (differ: ${differ.join(", ") || "duplicates"})`,
    );
  }
  const imported = [...modules.sideEffects, ...modules.routeImports.map((item) => item.url), modules.entry];
  const unlisted = imported.filter((url) => !js.includes(url));
  if (unlisted.length)
    throw new Error(
      `${page.file}, line ${script.line}: React Router's module script imports ${unlisted.join(", ")}, outside the routes' module graph`,
    );

  const bindings = [...modules.sideEffects.map(() => ""), ...modules.routeImports.map((item) => item.binding)];
  const urls = [...modules.sideEffects, ...modules.routeImports.map((item) => item.url)];
  const loader = [
    `<script type="module">${DEFERRED_HYDRATION_MARK}`,
    "const hydrate = async () => {",
    `  for (const href of ${JSON.stringify(hrefs)}) document.head.appendChild(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
    `  const [${bindings.join(", ")}] = await Promise.all([${urls.map((url) => `import(${JSON.stringify(url)})`).join(", ")}]);`,
    `  ${modules.assignment}`,
    `  import(${JSON.stringify(modules.entry)});`,
    "};",
    "// Once the text is on screen: the first contentful paint is reported and the font has settled (at most 1 s).",
    "const painted = new Promise((resolve) => {",
    '  if (!window.PerformanceObserver || !(PerformanceObserver.supportedEntryTypes || []).includes("paint")) return resolve();',
    "  new PerformanceObserver((list, observer) => {",
    '    if (list.getEntriesByName("first-contentful-paint").length) observer.disconnect(), resolve();',
    '  }).observe({ type: "paint", buffered: true });',
    "});",
    "const fonts = document.fonts ? document.fonts.ready : null;",
    "Promise.race([Promise.all([painted, fonts]), new Promise((resolve) => setTimeout(resolve, 1000))]).then(() => setTimeout(hydrate));",
    "</script>",
  ].join("\n");
  return [
    ...preloads.map((link) => ({ start: link.start, end: link.end, text: "" })),
    { start: script.start, end: script.end, text: loader },
  ];
}
