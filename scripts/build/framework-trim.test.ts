/**
 * The framework trims of the browser bundle (scripts/build/framework-trim.ts): React Router's contexts and forwardRef
 * components made pure with their display names kept, the two stubs checked against the installed React Router and
 * behaving as the modules they replace do in this site's configuration, and the check that no lazily loaded module
 * brings CSS (which the reduced preload helper would not load).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseSync } from "vite";
import { describe, expect, it } from "vitest";
import {
  cssBehindDynamicImports,
  exportedNames,
  pureDisplayNames,
  REACT_ROUTER_STUBS,
  reactRouterStub,
  stubbedModule,
  TRIMMED_WARNING,
  trimmedWarnings,
} from "./framework-trim";

/** The installed React Router's production build, as the browser bundle resolves it. */
const libDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve("react-router/package.json")),
  "dist/production/lib",
);
const libFile = (name: string) => path.join(libDir, name);
const read = (name: string) => readFileSync(libFile(name), "utf8");
const stubOf = (name: string) => reactRouterStub(name, libFile(name), read(name));
/** A module's exports, by evaluating its text. */
const evaluate = (code: string) =>
  import(/* @vite-ignore */ `data:text/javascript,${encodeURIComponent(code)}`) as Promise<Record<string, unknown>>;

describe("pureDisplayNames", () => {
  it("marks contexts and forwardRef components pure, their display name folded in, and leaves the rest", () => {
    const source = [
      `import * as React$1 from "react";`,
      `const A = React$1.createContext(null);`,
      `A.displayName = "A";`,
      `function F() {}`,
      `F.displayName = "F";`,
      `const B = React$1.forwardRef(function B() {});`,
      `B.displayName = "Bee";`,
      `const C = React$1.createContext(null);`,
    ].join("\n");
    expect(pureDisplayNames(source, "x.js")).toBe(
      [
        `import * as React$1 from "react";`,
        `const A = /* @__PURE__ */ Object.assign(/* @__PURE__ */ React$1.createContext(null), { displayName: "A" });`,
        ``,
        `function F() {}`,
        `F.displayName = "F";`,
        `const B = /* @__PURE__ */ Object.assign(/* @__PURE__ */ React$1.forwardRef(function B() {}), { displayName: "Bee" });`,
        ``,
        `const C = React$1.createContext(null);`,
      ].join("\n"),
    );
    expect(pureDisplayNames(`const A = 1;\nfunction F() {}\nF.displayName = "F";`, "x.js")).toBeNull();
  });

  it("leaves no separate display name of a context or forwardRef component in React Router's modules", () => {
    for (const name of ["context.js", "dom/lib.js", "dom/ssr/components.js"]) {
      const result = pureDisplayNames(read(name), name);
      expect(result, name).not.toBeNull();
      expect(parseSync(name, result!).errors, name).toEqual([]);
      // What stays: the display names of function declarations (HistoryRouter, ScrollRestoration), which are kept.
      for (const [, target] of result!.matchAll(/^(\w+)\.displayName = /gm))
        expect(result, `${name}: ${target}`).toMatch(new RegExp(`^function ${target}\\(`, "m"));
    }
    expect(pureDisplayNames(read("dom/lib.js"), "lib.js")).toContain(`{ displayName: "Link" })`);
  });
});

describe("trimmedWarnings", () => {
  it("replaces the message of every warning() call, nested ones included, and keeps the condition", () => {
    const source = [
      "function f(a, b) {",
      "  warning(a !== b, `Route ${a} is ${b}`);",
      '  if (a) { const g = () => warning(false, "Nested " + b); g(); }',
      '  other(a, "kept");',
      "}",
    ].join("\n");
    const message = JSON.stringify(TRIMMED_WARNING);
    expect(trimmedWarnings(source, "x.js")).toBe(
      [
        "function f(a, b) {",
        `  warning(a !== b, ${message});`,
        `  if (a) { const g = () => warning(false, ${message}); g(); }`,
        '  other(a, "kept");',
        "}",
      ].join("\n"),
    );
    expect(trimmedWarnings(`function warning(cond, message) { console.warn(message); }`, "x.js")).toBeNull();
  });

  it("leaves React Router's modules valid, every warning's condition kept and no message of its own", () => {
    /** The first argument of every warning() call, as written. */
    const conditions = (code: string) => [...code.matchAll(/\bwarning\(([^,]*),/g)].map(([, condition]) => condition);
    for (const name of ["router/router.js", "router/utils.js", "hooks.js", "dom/lib.js"]) {
      const source = read(name);
      const result = trimmedWarnings(source, name);
      expect(result, name).not.toBeNull();
      expect(parseSync(name, result!).errors, name).toEqual([]);
      expect(conditions(result!), name).toEqual(conditions(source));
      for (const [, message] of result!.matchAll(/\bwarning\([^;]*?,\s*("[^"]*"|`[^`]*`)\)/g))
        expect(message, name).toBe(JSON.stringify(TRIMMED_WARNING));
    }
  });
});

describe("React Router's stubs", () => {
  it("replaces exactly the two modules, which still export what their stubs do", () => {
    expect(stubbedModule(libFile("router/instrumentation.js"))).toBe("router/instrumentation.js");
    expect(stubbedModule(libFile("dom/ssr/fog-of-war.js"))).toBe("dom/ssr/fog-of-war.js");
    expect(stubbedModule(libFile("router/router.js"))).toBeNull();
    expect(stubbedModule("/app/lib/router/instrumentation.js")).toBeNull();
    for (const name of Object.keys(REACT_ROUTER_STUBS)) {
      expect(exportedNames(stubOf(name), "stub.js")).toEqual(exportedNames(read(name), name));
    }
  });

  it("fails the build when React Router's module changes", () => {
    const name = "router/instrumentation.js";
    const code = read(name);
    expect(() =>
      reactRouterStub(name, libFile(name), code.replace("instrumentHandler,", "instrumentHandler, added,")),
    ).toThrow(/update its stub/);
    expect(() =>
      reactRouterStub(
        name,
        libFile(name),
        code.replace("function consumeInstrumentationClientResultMetaReceiver", "function consume"),
      ),
    ).toThrow(/no longer has/);
    const fog = "dom/ssr/fog-of-war.js";
    expect(() =>
      reactRouterStub(fog, libFile(fog), read(fog).replace(`mode === "lazy"`, `mode !== "initial"`)),
    ).toThrow(/no longer has/);
  });

  it("answers as React Router's own modules do without instrumentation and with ssr: false", async () => {
    const stub = await evaluate(stubOf("dom/ssr/fog-of-war.js"));
    const real = (await import(pathToFileURL(libFile("dom/ssr/fog-of-war.js")).href)) as Record<string, unknown>;
    type Patch = (...args: unknown[]) => unknown;
    const args = (ssr: boolean, mode: string) => [() => null, {}, {}, ssr, { mode }, false, "/"];
    for (const [ssr, mode] of [
      [false, "initial"],
      [false, "lazy"],
      [true, "initial"],
    ] as const) {
      expect((stub.getPatchRoutesOnNavigationFunction as Patch)(...args(ssr, mode))).toBeUndefined();
      expect((real.getPatchRoutesOnNavigationFunction as Patch)(...args(ssr, mode))).toBeUndefined();
      expect((stub.isFogOfWarEnabled as Patch)({ mode }, ssr)).toBe(false);
    }
    // Lazy discovery is on only with ssr: true: the stub refuses loudly rather than leaving routes undiscovered.
    expect(typeof (real.getPatchRoutesOnNavigationFunction as Patch)(...args(true, "lazy"))).toBe("function");
    expect(() => (stub.getPatchRoutesOnNavigationFunction as Patch)(...args(true, "lazy"))).toThrow(/framework-trim/);
    expect(() => (stub.useFogOFWarDiscovery as Patch)({}, {}, {}, true, { mode: "lazy" })).toThrow(/framework-trim/);
    expect((stub.useFogOFWarDiscovery as Patch)({}, {}, {}, false, { mode: "initial" })).toBeUndefined();

    const instrumentation = await evaluate(stubOf("router/instrumentation.js"));
    const realInstrumentation = (await import(pathToFileURL(libFile("router/instrumentation.js")).href)) as Record<
      string,
      unknown
    >;
    expect((instrumentation.consumeInstrumentationClientResultMetaReceiver as Patch)({})).toBeUndefined();
    expect((realInstrumentation.consumeInstrumentationClientResultMetaReceiver as Patch)({})).toBeUndefined();
    expect(() => (instrumentation.instrumentClientSideRouter as Patch)({}, [])).toThrow(/framework-trim/);
  });
});

describe("cssBehindDynamicImports", () => {
  const chunk = (imports: string[], dynamicImports: string[], css: string[] = []) => ({
    type: "chunk" as const,
    imports,
    dynamicImports,
    viteMetadata: { importedCss: new Set(css) },
  });

  it("finds the CSS a dynamic import brings, through the imported chunk's static imports, not the importer's own", () => {
    const bundle = {
      "root.js": chunk(["shared.js"], ["lazy.js"], ["root.css"]),
      "shared.js": chunk([], []),
      "lazy.js": chunk(["shared.js", "lazy-dep.js"], []),
      "lazy-dep.js": chunk([], []),
      "root.css": { type: "asset" as const },
    };
    expect(cssBehindDynamicImports(bundle)).toEqual([]);
    bundle["lazy-dep.js"] = chunk([], [], ["lazy.css"]);
    expect(cssBehindDynamicImports(bundle)).toEqual(["root.js → lazy-dep.js → lazy.css"]);
  });
});
