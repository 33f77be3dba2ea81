/**
 * Lighthouse CI (`npm run lighthouse`, decision 019): Lighthouse's mobile defaults (simulated slow 4G, CPU ×4,
 * a Moto G Power screen) with the local Chromium, against the production build served by the real server.
 *
 * - collect: starts `npm run serve` on a free loopback port with a throw-away database in
 *   `.lighthouseci/server-data` (emptied at every start; ./data is never touched), measures each page 5 times,
 *   and stops the server. A run Lighthouse cannot record is retried (up to 3 attempts).
 * - upload: writes the median run of each page as `.lighthouseci/reports/lighthouse-<path>.report.html|json`, on this
 *   machine only (never `temporary-public-storage`).
 * - assert: the limits of decision 008 applied to the median of the 5 runs of each score and metric, as
 *   Lighthouse's variability guide advises. lhci checks `>=` for scores and `<=` for metrics.
 *
 * `scripts/checks/lighthouse-summary.ts` prints the medians per page between upload and assert.
 * CommonJS because lhci loads this file with `require()`.
 */
const { execFileSync } = require("node:child_process");

// The five representative pages, or the paths LIGHTHOUSE_PATHS lists (`LIGHTHOUSE_PATHS=/gallery,/work npm run lighthouse`).
const PAGES = process.env.LIGHTHOUSE_PATHS
  ? process.env.LIGHTHOUSE_PATHS.split(",")
      .map((path) => path.trim())
      .filter(Boolean)
  : ["/", "/services/website-development/react", "/industries/healthcare", "/contactus", "/about/careers"];
if (PAGES.some((path) => !path.startsWith("/")))
  throw new Error(`LIGHTHOUSE_PATHS takes site paths starting with "/", got "${process.env.LIGHTHOUSE_PATHS}"`);

// A port free on the loopback interface right now, unless LIGHTHOUSE_PORT names one. Each lhci command loads this
// file; only `lhci collect` uses the port.
const port =
  process.env.LIGHTHOUSE_PORT ||
  execFileSync(
    process.execPath,
    [
      "-e",
      "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); });",
    ],
    {
      encoding: "utf8",
    },
  ).trim();

const DATA_DIR = ".lighthouseci/server-data";

/** @param {number} limit */
const median = (limit, key = "minScore") => ["error", { [key]: limit, aggregationMethod: "median" }];

module.exports = {
  ci: {
    collect: {
      url: PAGES.map((path) => `http://127.0.0.1:${port}${path}`),
      startServerCommand: `rm -rf ${DATA_DIR} && DATA_DIR=${DATA_DIR} HOST=127.0.0.1 PORT=${port} LOG_LEVEL=info npm run serve`,
      // Fastify's start-up line; the server checks the build and opens PGlite first, which takes a while on a busy machine.
      startServerReadyPattern: "Server listening at",
      startServerReadyTimeout: 120000,
      numberOfRuns: 5,
      chromePath: process.env.CHROME_PATH || "/usr/bin/chromium",
      settings: {
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
        // lhci adds --headless=new itself; the others keep Chromium from calling home or needing a sandbox (root in CI).
        chromeFlags:
          "--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run",
      },
    },
    upload: {
      target: "filesystem",
      outputDir: ".lighthouseci/reports",
      // One file per page, the median run's (written last), replaced at every invocation: lighthouse-.report.html for
      // "/", lighthouse-contactus.report.html… The summary prints each page's.
      reportFilenamePattern: "lighthouse-%%PATHNAME%%.report.%%EXTENSION%%",
    },
    assert: {
      assertions: {
        "categories:performance": median(0.98),
        "categories:accessibility": median(1),
        "categories:best-practices": median(1),
        "categories:seo": median(1),
        "largest-contentful-paint": median(1800, "maxNumericValue"),
        "cumulative-layout-shift": median(0.02, "maxNumericValue"),
        "total-blocking-time": median(100, "maxNumericValue"),
      },
    },
  },
};
