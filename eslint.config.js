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
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11yStrict,
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["csv-stringify", "csv-stringify/*"],
              message: "Write CSV with toCsv() from server/csv.ts: it neutralises formulas.",
            },
          ],
        },
      ],
    },
  },
  { files: ["server/csv.ts"], rules: { "no-restricted-imports": "off" } },
  // CommonJS config files that tools load with require() (lighthouserc.cjs, decision 019).
  {
    files: ["**/*.cjs"],
    languageOptions: { sourceType: "commonjs", globals: globals.node },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  // The server and the scripts, linted with type information (decision 015): a promise nobody awaits or
  // handles fails silently (an unhandled rejection ends the process), and one passed where a callback's result
  // is ignored does too. The browser code in app/ is left to tsc and the rules above.
  {
    files: ["server/**/*.ts", "scripts/**/*.ts"],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": "error",
      "@typescript-eslint/await-thenable": "error",
      "@typescript-eslint/only-throw-error": "error",
      "@typescript-eslint/prefer-promise-reject-errors": "error",
    },
  },
);
