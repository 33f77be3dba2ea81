import js from "@eslint/js";
import { defineConfig } from "eslint/config";
import jsxA11y from "eslint-plugin-jsx-a11y-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * jsx-a11y's strict rules from eslint-plugin-jsx-a11y-x, the maintained fork that supports ESLint 10 (the
 * original's last release accepts ESLint 9 at most), under the original's `jsx-a11y/` names (decision 015).
 */
const jsxA11yStrict = Object.fromEntries(
  Object.entries(jsxA11y.configs.strict.rules).map(([name, setting]) => [
    name.replace(/^jsx-a11y-x\//, "jsx-a11y/"),
    setting,
  ]),
);

/**
 * Import rules (`no-restricted-imports` patterns). A relative import is matched as written: `(\.\./)+server/` is
 * the repository's server/ folder from a file at any depth (no folder below app/, content/ or team/ is named
 * server/ or scripts/), and `~/` is app/.
 */
const CSV = [
  {
    group: ["csv-stringify", "csv-stringify/*"],
    message: "Write CSV with toCsv() from server/csv.ts: it neutralises formulas.",
  },
];
/** Browser code (app/ except the build-time `*.server` modules, content/, team/src/) runs in the browser too. */
const BROWSER = [
  {
    regex: "^(\\.\\./)+(server|scripts)/",
    message:
      "Browser code imports nothing from server/ or scripts/: put what both sides need in app/shared/ (a build-time-only module of app/ is named *.server.ts).",
  },
  {
    regex: "^(\\.\\./)+[^/]+\\.config(\\.[cm]?[jt]s)?$",
    message: "Browser code imports nothing from the build's configuration.",
  },
];
/** Nor Node's modules: only its tests and the content's Markdown loader (content/collections.ts), which run in Node. */
const NODE = [
  {
    regex: "^node:|^(fs|path|os|crypto|child_process|http|https|net|stream|util|zlib)(/|$)",
    message: "Browser code imports no Node module: what runs only at build belongs in a *.server module of app/.",
  },
];
/** content/ takes from app/ only its shared contracts; the team workspace also the site's styles (its fonts). */
const CONTENT = [
  {
    regex: "^(\\.\\./)+app/(?!shared/)",
    message: "content/ imports from app/ only app/shared/ (the contracts the browser and the server share).",
  },
];
const TEAM = [
  {
    regex: "^(\\.\\./)+app/(?!shared/|styles/)",
    message:
      "The team workspace imports from app/ only app/shared/ (the contracts the browser and the server share) and app/styles/.",
  },
];
/** app/shared/ stands alone: the server imports it, so it imports nothing else of app/. */
const SHARED = [
  {
    regex: "^\\.\\./(?!\\.\\./)|^~/",
    message:
      "app/shared/ imports only app/shared/ (./…) and content/: the server imports it, and nothing else of app/.",
  },
];
/** The server takes from app/ only its shared contracts, and nothing from the command-line and build code. */
const SERVER = [
  {
    regex: "^(\\.\\./)+app/(?!shared/)|^~/(?!shared/)",
    message:
      "server/ imports from app/ only app/shared/: move what the browser and the server share there (server/ never imports browser code).",
  },
  {
    regex: "^(\\.\\./)+scripts/",
    message:
      "server/ imports nothing from scripts/ (the build and the command-line tools use the server, not the reverse).",
  },
];
/** The build, the command-line tools, benchmarks and checks: app/'s shared contracts and its build-time modules. */
const SCRIPTS = [
  {
    regex: "^(\\.\\./)+app/(?!shared/)(?!.*\\.server(\\.tsx?)?$)|^~/",
    message:
      "scripts/ import from app/ only app/shared/ and the build-time *.server modules (browser code stays in the browser).",
  },
];
const restrictImports = (...groups) => ["error", { patterns: groups.flat() }];

export default defineConfig(
  {
    ignores: [
      "build/",
      ".react-router/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "data/",
      ".tmp/",
      ".lighthouseci/",
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "jsx-a11y": jsxA11y },
    rules: {
      ...jsxA11yStrict,
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
      "no-restricted-imports": restrictImports(CSV),
    },
  },
  // React's rules (hooks, and the React Compiler's checks of components) where React code is: the site (app/) and the
  // workspace (team/). The server, the build, the commands and the tests define no component or hook; compiling
  // every function of theirs as a component was half of ESLint's rule time (6 of 11 s).
  {
    files: ["app/**/*.{ts,tsx}", "team/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // The boundaries between the folders: one block per side, each listing every pattern that
  // applies to it (a later block's options replace an earlier one's, they do not add up).
  {
    files: ["app/**/*.{ts,tsx}", "team/src/**/*.{ts,tsx}", "content/**/*.ts"],
    ignores: ["app/**/*.server.{ts,tsx}"],
    rules: { "no-restricted-imports": restrictImports(CSV, BROWSER, NODE) },
  },
  { files: ["content/**/*.ts"], rules: { "no-restricted-imports": restrictImports(CSV, BROWSER, NODE, CONTENT) } },
  { files: ["team/src/**/*.{ts,tsx}"], rules: { "no-restricted-imports": restrictImports(CSV, BROWSER, NODE, TEAM) } },
  { files: ["app/shared/**/*.ts"], rules: { "no-restricted-imports": restrictImports(CSV, BROWSER, NODE, SHARED) } },
  // What runs in Node among them may use its modules: the tests, and the content's Markdown loader.
  {
    files: ["app/**/*.test.{ts,tsx}"],
    ignores: ["app/shared/**"],
    rules: { "no-restricted-imports": restrictImports(CSV, BROWSER) },
  },
  { files: ["app/shared/**/*.test.ts"], rules: { "no-restricted-imports": restrictImports(CSV, BROWSER, SHARED) } },
  {
    files: ["content/**/*.test.ts", "content/collections.ts"],
    rules: { "no-restricted-imports": restrictImports(CSV, BROWSER, CONTENT) },
  },
  { files: ["server/**/*.ts"], rules: { "no-restricted-imports": restrictImports(CSV, SERVER) } },
  // The one module that may use csv-stringify.
  { files: ["server/csv.ts"], rules: { "no-restricted-imports": restrictImports(SERVER) } },
  { files: ["scripts/**/*.ts"], rules: { "no-restricted-imports": restrictImports(CSV, SCRIPTS) } },
  // No function over 80 lines without a reason written next to it (an eslint-disable-next-line comment with
  // `-- reason`): a long function is split into named parts. Test files are left out: a describe() or it()
  // callback is long by nature, and reads as a list of cases.
  {
    files: ["server/**/*.ts", "scripts/**/*.ts", "app/**/*.{ts,tsx}", "content/**/*.ts", "team/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: { "max-lines-per-function": ["error", { max: 80, skipBlankLines: true, skipComments: true }] },
  },
  // The test files share their worker's modules (vitest.config.ts, decisions 031 and 050): a module mocked in one
  // would be mocked in the files that run after it. A unit test file that must mock a module is named
  // `*.mocks.test.ts`, and runs with modules of its own.
  {
    files: ["**/*.test.{ts,tsx}"],
    ignores: ["**/*.mocks.test.{ts,tsx}"],
    rules: {
      "no-restricted-properties": [
        "error",
        ...["mock", "doMock", "unmock", "doUnmock", "resetModules"].map((property) => ({
          object: "vi",
          property,
          message:
            "Test files share their modules (decisions 031, 050): test the module's real behaviour, or name the file *.mocks.test.ts.",
        })),
      ],
    },
  },
  // CommonJS config files that tools load with require() (lighthouserc.cjs, decision 019).
  {
    files: ["**/*.cjs"],
    languageOptions: { sourceType: "commonjs", globals: globals.node },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  // Plain JavaScript that Node runs as it is: `npm start`'s entry, which runs before there is a build (decision 042).
  { files: ["scripts/**/*.mjs"], languageOptions: { globals: globals.node } },
  // The server's and the scripts' rules that need type information (a promise nobody awaits or handles, or one passed
  // where a callback's result is ignored, fails silently; decision 015) are Oxlint's, in .oxlintrc.json: `npm run lint`
  // runs it after ESLint, with TypeScript's native compiler, in a fifth of the time typescript-eslint took (decision 065).
);
