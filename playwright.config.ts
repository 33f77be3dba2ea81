// First, before servers.ts makes the run's directories: the temporary files in memory (decision 033).
import "./tests/memory-tmpdir";
import { existsSync } from "node:fs";
import { defineConfig } from "@playwright/test";
import { port, siteCommand, siteEnv, sinkCommand, smtpSink } from "./tests/e2e/servers";

/**
 * Debian's Chromium, as its headless shell (package chromium-headless-shell): the same Chromium build without the
 * desktop browser's layer (profiles, windows, extensions, the UI's services), which is what Playwright itself runs
 * headless tests in. The whole end-to-end suite took a fifth less CPU time in it (decision 064). Browser downloads do
 * not work on these machines.
 */
export const chromePath = process.env.CHROME_HEADLESS_SHELL_PATH ?? "/usr/bin/chromium-headless-shell";
/**
 * The desktop Chromium (package chromium), for what only the full browser has: the back/forward cache
 * (tests/e2e/forms.spec.ts) and Lighthouse (lighthouserc.cjs).
 */
export const fullChromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

for (const [browser, file, variable] of [
  ["chromium-headless-shell", chromePath, "CHROME_HEADLESS_SHELL_PATH"],
  ["chromium", fullChromePath, "CHROME_PATH"],
] as const) {
  if (!existsSync(file)) {
    throw new Error(
      `Chromium not found at ${file}. Install it with "apt-get install -y ${browser}" (Debian) or set ${variable} ` +
        `to its executable.`,
    );
  }
}

/**
 * Chromium's features turned off: Playwright's own list (playwright-core's chromiumSwitches), which Chromium would
 * otherwise forget, since it keeps only the last `--disable-features` it is given, and RenderDocument. Without
 * RenderDocument a new document reuses its frame's browser-side host instead of getting a new one per navigation:
 * nothing a page can observe changes, and a page of the walk over every page loads about 20 % faster (decision 031).
 * tests/e2e/browser.spec.ts fails when Playwright's list has a feature this one lacks.
 */
export const disabledFeatures = [
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
  "msForceBrowserSignIn",
  "msEdgeUpdateLaunchServicesPreferredVersion",
  "RenderDocument",
];

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Three workers wherever the suite runs, CI included (Playwright's default on a two-core machine is one). With two,
  // the cores were idle a tenth of the run, whenever both workers waited on frames, timers or the server (the focus
  // ring and header checks, the forms' minimum fill time); a third fills those gaps (10.8 -> 10.3 min, decision 032).
  workers: 3,
  // A failed test runs once more, recording its trace (test-results/<test>/trace.zip: `npx playwright show-trace
  // <file>`: the actions, the DOM at each step, the network, the console), and the run fails either way: a test that
  // passes on its second run fails it too (failOnFlakyTests). Recording every test's trace cost about 15 % of the
  // suite's time; this way only failures pay for it.
  retries: 1,
  failOnFlakyTests: true,
  // A test.only left in a commit fails the run on CI (.ci/run sets CI) instead of silently skipping the rest.
  forbidOnly: !!process.env.CI,
  reporter: [["list"]],
  timeout: 60_000,
  // Visual baselines (tests/e2e/visual.spec.ts), committed; `npm run test:visual:update` rewrites them.
  snapshotPathTemplate: "{testDir}/__screenshots__/{arg}{ext}",
  expect: {
    // A few pixels of leeway for anti-aliasing; a changed glyph, colour or spacing anywhere on a page fails.
    toHaveScreenshot: { animations: "disabled", caret: "hide", scale: "css", maxDiffPixels: 100 },
  },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: chromePath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        // V8 without its background threads (compilers, garbage collector) and one raster thread: on the suite's
        // two-core virtual machine, where a page fault or a thread switch costs many times what it does on bare metal,
        // the extra threads of three browsers competed for the cores the pages' own work needed. The walk over every
        // page took 3.9 min at 1280 px, 3.2 min with these (decision 041). And without V8's optimising compilers
        // (TurboFan, Maglev; the interpreter and the baseline compiler stay): a test's page lives a few seconds, and
        // optimising axe and the app's code again in every new document, on the page's own thread, cost more than it
        // saved: the walk at both widths took 347 s instead of 393 s (decision 047). Nothing a page can observe changes.
        "--js-flags=--single-threaded --no-opt --no-maglev",
        "--num-raster-threads=1",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        `--disable-features=${disabledFeatures.join(",")}`,
      ],
    },
    // One browser context and tab per worker, reset between tests, instead of a new one per test (decision 048): a new
    // tab cost about 1.6 CPU-s more than a test's first load in a reused one (2.8 against 1.2), a fifth of the suite.
    // Between tests Playwright clears the cookies, the HTTP cache, every visited origin's storage (local, session,
    // IndexedDB) and service workers, removes the test's routes, init scripts and bindings, uninstalls a clock, and
    // applies the test's viewport and media again; a test with other context options (no JavaScript, a phone with
    // touch, service workers allowed) gets a context of its own. What it keeps is the tab's history: a test that
    // counts history entries opens a tab of its own (Chromium keeps fifty, so a full one would hide a new entry).
    reuseContext: true,
    trace: "on-first-retry",
    // A page loads as on a first visit: the site's service worker is not installed in every test's fresh context (it
    // pre-caches the shell and then answers every request of the context, about a tenth of a page's load in the walk).
    // tests/e2e/service-worker.spec.ts and the workspace's check of the worker allow it.
    serviceWorkers: "block",
  },
  // Outside CI, servers already listening on these ports are used as they are: `npm run test:e2e:serve` in one
  // terminal, then `npx playwright test tests/e2e/<file>.spec.ts` in another (docs/testing.md).
  // The one test that takes minutes (a publish makes the whole site three times: team-publish.spec.ts) is handed to a
  // worker first. Playwright hands out tests in the order of its projects, then of their files; last, as its file
  // name sorted it, it ran for its two and a half minutes alone at the end of the run with the other workers idle.
  projects: [
    { name: "publishing", testMatch: "team-publish.spec.ts" },
    { name: "site", testIgnore: "team-publish.spec.ts" },
  ],
  webServer: [
    {
      command: sinkCommand,
      url: `${smtpSink.url}/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      command: siteCommand,
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      env: siteEnv,
    },
  ],
});
