/**
 * Framework code every public page would load but never runs, left out of the browser bundle (decision 007, its
 * amendment of issue 35). Five trims, each of which changes nothing a page does:
 *
 * - React Router's top-level contexts and `forwardRef` components are marked pure, their `displayName` folded into
 *   the value (`Object.assign`), so the bundler drops the ones the site never uses (`<Link>`, `<NavLink>`, `<Form>`
 *   and what only they use); a separate `X.displayName = …` statement kept each of them alive.
 * - React Router's instrumentation (`unstable_instrumentations`) is a stub in the browser: React Router's default
 *   browser entry, which the site uses, passes none to the router, and the router calls none of it without one.
 * - React Router's lazy route discovery ("fog of war") is a stub in the browser: it is on only with `ssr: true`
 *   and `routeDiscovery: { mode: "lazy" }`, and the site prerenders with `ssr: false` (react-router.config.ts), so
 *   every page has the whole route manifest. The stub checks the same condition, and throws if it ever holds.
 * - Vite's preload helper, around every dynamic `import()`, is the bare call: with `build.modulePreload: false`
 *   its only work is loading CSS that a lazily loaded module brings (none does: the build fails if one ever does)
 *   and a `vite:preloadError` event that nothing here listens to. A failed import rejects with the same error, which
 *   the inline chunk-error script (app/shared/chunk-error-script.ts) still sees.
 * - The messages of React Router's `warning(cond, message)` calls, developer advice that its production build still
 *   writes to the console (a malformed URL, a second blocker, a lazy route's static property), are one short line
 *   naming this file: the condition is still checked and the warning still logged, with its stack.
 *
 * Each stub checks that the module it replaces still exports what it did when the stub was written, so a React
 * Router upgrade that changes them fails the build instead of the pages.
 */
import { readFileSync } from "node:fs";
import { parseSync, type Plugin } from "vite";

const REACT_ROUTER_LIB = "/node_modules/react-router/dist/production/lib/";
/** What a stub throws if the trimmed code is ever needed after all (every byte of it is on every page). */
const TRIMMED = `const TRIMMED = "scripts/build/framework-trim.ts";`;

/** Stubs of React Router modules in the browser build: their file under `lib/`, what it exports, and the stub. */
export const REACT_ROUTER_STUBS: Record<string, { exports: readonly string[]; requires?: string; stub: string }> = {
  "router/instrumentation.js": {
    exports: [
      "consumeInstrumentationClientResultMetaReceiver",
      "getRouteInstrumentationUpdates",
      "instrumentClientSideRouter",
      "instrumentHandler",
      "instrumentationResultMetaContext",
    ],
    // Only instrumentClientSideRouter sets a receiver: without instrumentations there is none to consume.
    requires: "function consumeInstrumentationClientResultMetaReceiver(router) {",
    stub: `${TRIMMED}
const trimmed = () => { throw new Error(TRIMMED); };
export const consumeInstrumentationClientResultMetaReceiver = () => undefined;
export const getRouteInstrumentationUpdates = trimmed, instrumentClientSideRouter = trimmed, instrumentHandler = trimmed;
export const instrumentationResultMetaContext = undefined;`,
  },
  "dom/ssr/fog-of-war.js": {
    exports: [
      "URL_LIMIT",
      "getManifestPath",
      "getPartialManifest",
      "getPatchRoutesOnNavigationFunction",
      "getPathsWithAncestors",
      "handleClientVersionMismatch",
      "isFogOfWarEnabled",
      "useFogOFWarDiscovery",
    ],
    // The stub's condition is React Router's own.
    requires: `function isFogOfWarEnabled(routeDiscovery, ssr) {\n\treturn routeDiscovery.mode === "lazy" && ssr === true;\n}`,
    stub: `${TRIMMED}
const trimmed = () => { throw new Error(TRIMMED); };
export function isFogOfWarEnabled(routeDiscovery, ssr) { return routeDiscovery.mode === "lazy" && ssr === true; }
export function getPatchRoutesOnNavigationFunction(getRouter, manifest, routeModules, ssr, routeDiscovery) { if (isFogOfWarEnabled(routeDiscovery, ssr)) trimmed(); }
export function useFogOFWarDiscovery(router, manifest, routeModules, ssr, routeDiscovery) { if (isFogOfWarEnabled(routeDiscovery, ssr)) trimmed(); }
export const getPartialManifest = trimmed, getManifestPath = trimmed, getPathsWithAncestors = trimmed, handleClientVersionMismatch = trimmed;
export const URL_LIMIT = 7680;`,
  },
};

/** The names a module exports (`export { a, b }` and `export function`/`const` declarations), sorted. */
export function exportedNames(code: string, file: string): string[] {
  const names: string[] = [];
  for (const node of parseSync(file, code).program.body) {
    if (node.type !== "ExportNamedDeclaration") continue;
    for (const specifier of node.specifiers)
      names.push(specifier.exported.type === "Identifier" ? specifier.exported.name : String(specifier.exported.value));
    const declaration = node.declaration;
    if (declaration?.type === "FunctionDeclaration" && declaration.id) names.push(declaration.id.name);
    if (declaration?.type === "VariableDeclaration")
      for (const declarator of declaration.declarations)
        if (declarator.id.type === "Identifier") names.push(declarator.id.name);
  }
  return names.sort();
}

/** Which stub replaces a file, if any: its name under React Router's `lib/`. */
export function stubbedModule(file: string): string | null {
  const at = file.lastIndexOf(REACT_ROUTER_LIB);
  const name = at === -1 ? "" : file.slice(at + REACT_ROUTER_LIB.length);
  return Object.hasOwn(REACT_ROUTER_STUBS, name) ? name : null;
}

/** The stub of a React Router module (`name`, see stubbedModule), after checking the module is still the one it was written for. */
export function reactRouterStub(name: string, file: string, code: string): string {
  const stub = REACT_ROUTER_STUBS[name]!;
  const found = exportedNames(code, file);
  if (found.join() !== [...stub.exports].sort().join())
    throw new Error(`${file} exports ${found.join(", ")}: update its stub in scripts/build/framework-trim.ts`);
  if (stub.requires && !code.includes(stub.requires))
    throw new Error(
      `${file} no longer has "${stub.requires.split("\n")[0]}": check its stub in scripts/build/framework-trim.ts`,
    );
  if (exportedNames(stub.stub, "stub.js").join() !== found.join())
    throw new Error(`The stub of ${name} in scripts/build/framework-trim.ts exports other names than the module`);
  return stub.stub;
}

/** A top-level `const X = ns.createContext(…)` or `ns.forwardRef(…)`: the start and end of its value. */
function contextsAndForwardRefs(body: ReturnType<typeof parseSync>["program"]["body"]) {
  const values = new Map<string, { start: number; end: number }>();
  for (const node of body) {
    if (node.type !== "VariableDeclaration" || node.kind !== "const" || node.declarations.length !== 1) continue;
    const [declarator] = node.declarations;
    const init = declarator?.init;
    if (declarator?.id.type !== "Identifier" || init?.type !== "CallExpression") continue;
    const callee = init.callee;
    if (callee.type !== "MemberExpression" || callee.property.type !== "Identifier") continue;
    if (callee.property.name === "createContext" || callee.property.name === "forwardRef")
      values.set(declarator.id.name, { start: init.start, end: init.end });
  }
  return values;
}

/**
 * React Router's contexts and `forwardRef` components, marked pure with their display name folded in:
 * `const Link = forwardRef(…); Link.displayName = "Link";` becomes
 * `const Link = /* @__PURE__ *\/ Object.assign(/* @__PURE__ *\/ forwardRef(…), { displayName: "Link" });`,
 * the same value when used, dropped by the bundler when not. Null when the module has none.
 */
export function pureDisplayNames(code: string, file: string): string | null {
  const { body } = parseSync(file, code).program;
  const values = contextsAndForwardRefs(body);
  const edits: { at: number; end: number; text: string }[] = [];
  for (const node of body) {
    if (node.type !== "ExpressionStatement" || node.expression.type !== "AssignmentExpression") continue;
    const { left, right, operator } = node.expression;
    if (operator !== "=" || left.type !== "MemberExpression" || left.computed) continue;
    if (left.object.type !== "Identifier" || left.property.type !== "Identifier") continue;
    if (left.property.name !== "displayName" || right.type !== "Literal" || typeof right.value !== "string") continue;
    const value = values.get(left.object.name);
    if (!value) continue;
    edits.push({ at: value.start, end: value.start, text: "/* @__PURE__ */ Object.assign(/* @__PURE__ */ " });
    edits.push({ at: value.end, end: value.end, text: `, { displayName: ${JSON.stringify(right.value)} })` });
    edits.push({ at: node.start, end: node.end, text: "" });
  }
  if (!edits.length) return null;
  let result = code;
  for (const edit of edits.sort((a, b) => b.at - a.at))
    result = result.slice(0, edit.at) + edit.text + result.slice(edit.end);
  return result;
}

/** What a trimmed `warning()` logs instead of its message. */
export const TRIMMED_WARNING = "React Router warning (message trimmed: scripts/build/framework-trim.ts)";

/**
 * Every `warning(cond, message)` call of a React Router module with its message replaced by TRIMMED_WARNING (the
 * condition kept), or null when the module makes none.
 */
export function trimmedWarnings(code: string, file: string): string | null {
  const messages: { start: number; end: number }[] = [];
  const visit = (node: unknown): void => {
    if (!node || typeof node !== "object") return;
    if (Array.isArray(node)) return node.forEach(visit);
    const value = node as {
      type?: string;
      callee?: { type: string; name?: string };
      arguments?: { start: number; end: number }[];
    };
    if (value.type === "CallExpression" && value.callee?.type === "Identifier" && value.callee.name === "warning") {
      const message = value.arguments?.[1];
      if (value.arguments?.length === 2 && message) messages.push({ start: message.start, end: message.end });
    }
    for (const [key, child] of Object.entries(node)) if (key !== "parent") visit(child);
  };
  visit(parseSync(file, code).program.body);
  if (!messages.length) return null;
  let result = code;
  for (const { start, end } of messages.sort((a, b) => b.start - a.start))
    result = result.slice(0, start) + JSON.stringify(TRIMMED_WARNING) + result.slice(end);
  return result;
}

/** The bundle's chunks as far as this check needs them. */
type ChunkGraph = Record<
  string,
  | { type: "chunk"; imports: string[]; dynamicImports: string[]; viteMetadata?: { importedCss: Set<string> } }
  | { type: "asset" }
>;

/** The CSS files a dynamic import would bring (its chunk's and its static imports'), per importing chunk. */
export function cssBehindDynamicImports(bundle: ChunkGraph): string[] {
  const found: string[] = [];
  for (const [fileName, chunk] of Object.entries(bundle)) {
    if (chunk.type !== "chunk") continue;
    // As Vite gathers a dynamic import's dependencies: the imported chunk and its static imports, but not the importer.
    const seen = new Set<string>([fileName]);
    const queue = [...chunk.dynamicImports];
    while (queue.length) {
      const next = queue.shift()!;
      const target = bundle[next];
      if (seen.has(next) || target?.type !== "chunk") continue;
      seen.add(next);
      for (const css of target.viteMetadata?.importedCss ?? []) found.push(`${fileName} → ${next} → ${css}`);
      queue.push(...target.imports);
    }
  }
  return found;
}

/** Vite's `__vitePreload(load, deps)` reduced to `load()` (see above). */
const PRELOAD_HELPER_ID = "\0vite/preload-helper.js";
const PRELOAD_HELPER = "export const __vitePreload = (load) => load();";

export function frameworkTrim(): Plugin {
  return {
    name: "alphai-framework-trim",
    // The browser's bundle only: the prerender runs React Router as published.
    applyToEnvironment: (environment) => environment.config.consumer === "client",
    apply: "build",
    load: {
      order: "pre",
      handler(id) {
        if (id === PRELOAD_HELPER_ID) return PRELOAD_HELPER;
        const name = stubbedModule(id);
        if (!name) return null;
        try {
          return reactRouterStub(name, id, readFileSync(id, "utf8"));
        } catch (error) {
          this.error(error instanceof Error ? error.message : String(error));
        }
      },
    },
    transform(code, id) {
      if (!id.includes(REACT_ROUTER_LIB)) return null;
      const pure = pureDisplayNames(code, id) ?? code;
      const result = trimmedWarnings(pure, id) ?? pure;
      return result === code ? null : { code: result, map: null };
    },
    generateBundle(_options, bundle) {
      const css = cssBehindDynamicImports(bundle as unknown as ChunkGraph);
      if (css.length)
        this.error(
          `A lazily loaded module brings CSS, which Vite's preload helper would load: ${css.join("; ")}. ` +
            "Import the CSS with its route instead, or keep the helper (scripts/build/framework-trim.ts).",
        );
    },
  };
}
