import type { KnipConfig } from "knip";

/**
 * knip (`npm run knip`, part of `npm test`): no unused files, exports or dependencies.
 *
 * Knip's plugins find the entry files from the project's own configuration, so nothing is listed here:
 * - React Router: react-router.config.ts, app/root.tsx, app/routes.ts and every route module it names;
 * - Vite and Vitest: vite.config.ts, vitest.config.ts (its test files and global setup);
 * - Playwright: playwright.config.ts and tests/e2e;
 * - ESLint: eslint.config.js; Drizzle: drizzle.config.ts;
 * - npm scripts: `tsx scripts/….ts` in package.json.
 * A file none of these reaches is reported as unused. Four entries are listed here: the server's, `server/main.ts`,
 * which the npm scripts run compiled (build/node/main.js, scripts/build/server-bundle.ts), `npm start`'s
 * `scripts/start.mjs` (its script is `exec node …`, which knip does not read) and the environment check it runs through
 * tsx before a first build (`scripts/check-environment.ts`), and Lighthouse CI's config
 * file (loaded by `lhci`, which the `lighthouse` script runs: knip has no plugin for it); setting `entry` replaces
 * only knip's default `{index,cli,main}.*` entries, which this project does not have, not the plugins' entries.
 *
 * Route modules import `./+types/<route>`, which `react-router typegen` writes: the npm script runs it first.
 */
const config: KnipConfig = {
  // And the site's generator (`scripts/cli/generate.ts`), which the server runs compiled as a child process (decision 052),
  // and the operator commands: their scripts are `tsx --liftoff-only scripts/cli/<command>.ts`, where knip takes the
  // flag for one that names the file (decision 058).
  entry: [
    "lighthouserc.cjs",
    "server/main.ts",
    "scripts/start.mjs",
    "scripts/check-environment.ts",
    "scripts/cli/generate.ts",
    "scripts/cli/{applications,content,leads,outbox,seed-team,team,vitals}.ts",
  ],
  // The Java runtime that scripts/checks/html.ts runs the HTML checker with: a system package
  // (default-jre-headless, installed by .ci/run), not an npm dependency.
  // nginx and wrk: optional system packages that `npm run bench:static` uses when they are installed.
  // unshare and nsenter: util-linux, on every Debian system; the disk-full test runs the server in a mount namespace.
  ignoreBinaries: ["java", "nginx", "wrk", "unshare", "nsenter"],
};

export default config;
