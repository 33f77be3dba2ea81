import { existsSync } from "node:fs";
import { defineConfig } from "@playwright/test";
import { dataDir, port, smtpSink, TEAM_OWNER_EMAIL } from "./tests/e2e/servers";

/** Debian's Chromium; browser downloads do not work on these machines. */
export const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

if (!existsSync(chromePath)) {
  throw new Error(
    `Chromium not found at ${chromePath}. Install it with "apt-get install -y chromium" (Debian) ` +
      `or set CHROME_PATH to a Chromium/Chrome executable.`,
  );
}

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Two workers wherever the suite runs (`.ci/run` sets no CI variable, and Playwright's default on a two-core machine
  // is one): most of a test's time is waiting on the browser and the server, so two overlap well (14.5 -> ~10 min).
  workers: 2,
  retries: 0,
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
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
    // A failed test keeps its trace (test-results/<test>/trace.zip: `npx playwright show-trace <file>`): the actions,
    // the DOM at each step, the network and the console. Screenshots are left out, as they cost the most to record
    // and the DOM snapshots show the page.
    trace: { mode: "retain-on-failure", screenshots: false, snapshots: true, sources: false },
  },
  webServer: [
    {
      command: `tsx tests/smtp-sink.ts ${smtpSink.smtpPort} ${smtpSink.httpPort}`,
      url: `${smtpSink.url}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: "tsx server/main.ts",
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      // A fresh embedded database per run; limits raised because every test posts from 127.0.0.1.
      env: {
        PORT: String(port),
        HOST: "127.0.0.1",
        LOG_LEVEL: "warn",
        DATA_DIR: dataDir,
        RATE_LIMIT_MAX: "10000",
        VITALS_RATE_LIMIT_MAX: "100000",
        APPLICATION_UPLOADS_PER_CLIENT: "100",
        APPLICATION_UPLOAD_BYTES_PER_HOUR: "1000000000",
        APPLICATIONS_PER_HOUR: "100000",
        // Mail goes out over SMTP to the sink (plain SMTP on loopback), as it would on a real server.
        SMTP_URL: `smtp://127.0.0.1:${smtpSink.smtpPort}`,
        TEAM_OWNER_EMAIL,
      },
    },
  ],
});
