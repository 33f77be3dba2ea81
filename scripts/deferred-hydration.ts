/**
 * The prerendered pages are complete without JavaScript: their text, links,
 * forms and styles are what a visitor needs first. React Router's <Scripts>
 * makes the browser fetch ~120 KB of hydration code (module preloads and a
 * module script with static imports) while the HTML, CSS and font are still
 * arriving. This rewrite starts that download once the text is on screen (the
 * first contentful paint reported and the font settled, at most 1 s):
 * the same modules, all fetched in parallel (module preloads inserted then,
 * only for what the route needs), then React Router's own start-up code.
 */
const PRELOAD = /<link rel="modulepreload"[^>]*? href="([^"]+)"[^>]*>/g;
const MODULE_SCRIPT = /<script type="module"(?: async="")?>([\s\S]*?)<\/script>/;
const SIDE_EFFECT_IMPORT = /^\s*import "([^"]+)";\s*$/;
const NAMESPACE_IMPORT = /^\s*import \* as (\w+) from "([^"]+)";\s*$/;

export function deferHydration(html: string): string {
  const script = MODULE_SCRIPT.exec(html);
  if (!script) throw new Error("No React Router module script in the page");
  const preloads = [...html.matchAll(PRELOAD)].map((match) => match[1]!);
  const bindings: string[] = [];
  const modules: string[] = [];
  const rest: string[] = [];
  for (const line of script[1]!.split("\n")) {
    const sideEffect = SIDE_EFFECT_IMPORT.exec(line);
    const namespace = NAMESPACE_IMPORT.exec(line);
    if (sideEffect) {
      bindings.push("");
      modules.push(sideEffect[1]!);
    } else if (namespace) {
      bindings.push(namespace[1]!);
      modules.push(namespace[2]!);
    } else if (line.trim()) rest.push(line.trim());
  }
  if (!modules.length || !rest.length) throw new Error("Unexpected React Router module script: update scripts/deferred-hydration.ts");
  const loader = [
    "<script type=\"module\">",
    "const hydrate = async () => {",
    `  for (const href of ${JSON.stringify(preloads)}) document.head.appendChild(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
    `  const [${bindings.join(", ")}] = await Promise.all([${modules.map((url) => `import(${JSON.stringify(url)})`).join(", ")}]);`,
    ...rest.map((line) => `  ${line}`),
    "};",
    "// Once the text is on screen: the first contentful paint is reported and the font has settled (at most 1 s).",
    "const painted = new Promise((resolve) => {",
    "  if (!window.PerformanceObserver || !(PerformanceObserver.supportedEntryTypes || []).includes(\"paint\")) return resolve();",
    "  new PerformanceObserver((list, observer) => {",
    "    if (list.getEntriesByName(\"first-contentful-paint\").length) observer.disconnect(), resolve();",
    "  }).observe({ type: \"paint\", buffered: true });",
    "});",
    "const fonts = document.fonts ? document.fonts.ready : null;",
    "Promise.race([Promise.all([painted, fonts]), new Promise((resolve) => setTimeout(resolve, 1000))]).then(() => setTimeout(hydrate));",
    "</script>",
  ].join("\n");
  return html.replace(PRELOAD, "").replace(MODULE_SCRIPT, () => loader);
}
