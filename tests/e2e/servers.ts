/**
 * The servers the end-to-end suite starts (playwright.config.ts) and the tests talk to. Ports follow E2E_PORT, so
 * runs in parallel on one machine do not collide: the site on E2E_PORT, the test SMTP server on the next two.
 */
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export const port = Number(process.env.E2E_PORT ?? 4173);
/** The test SMTP server (tests/smtp-sink.ts): the site's outbox delivers to it, the tests read the mails from it. */
export const smtpSink = { smtpPort: port + 1, httpPort: port + 2, url: `http://127.0.0.1:${port + 2}` };
/** The workspace's first owner (TEAM_OWNER_EMAIL): the address that can always sign in. */
export const TEAM_OWNER_EMAIL = "owner@alphai.test";
/**
 * Where `npm run test:e2e:serve` (tests/e2e/serve.ts) states the directories of the servers it keeps running, so a
 * run outside CI that uses those servers shares them.
 */
export const runningServersFile = path.resolve(".tmp", `e2e-servers-${port}.json`);
const running =
  !process.env.CI && existsSync(runningServersFile)
    ? (JSON.parse(readFileSync(runningServersFile, "utf8")) as { dataDir: string; teamStateDir: string })
    : undefined;
/**
 * The run's own directories, made once by the runner (which loads the config first) and inherited by its workers
 * through the environment: the site's data, and the workspace sessions the tests save (tests/e2e/team-helpers.ts).
 */
process.env.E2E_DATA_DIR ??= running?.dataDir ?? mkdtempSync(path.join(tmpdir(), "alphai-e2e-"));
process.env.TEAM_E2E_STATE_DIR ??= running?.teamStateDir ?? mkdtempSync(path.join(tmpdir(), "alphai-team-e2e-"));
export const dataDir = process.env.E2E_DATA_DIR;
export const teamStateDir = process.env.TEAM_E2E_STATE_DIR;

/**
 * The site as the end-to-end tests run it: a fresh embedded database per run, limits raised because every test posts
 * from 127.0.0.1, mail over SMTP to the sink (plain SMTP on loopback), as it would go out on a real server.
 */
export const siteEnv: Record<string, string> = {
  PORT: String(port),
  HOST: "127.0.0.1",
  LOG_LEVEL: "warn",
  DATA_DIR: dataDir,
  RATE_LIMIT_MAX: "10000",
  VITALS_RATE_LIMIT_MAX: "100000",
  APPLICATION_UPLOADS_PER_CLIENT: "100",
  APPLICATION_UPLOAD_BYTES_PER_HOUR: "1000000000",
  APPLICATIONS_PER_HOUR: "100000",
  SMTP_URL: `smtp://127.0.0.1:${smtpSink.smtpPort}`,
  TEAM_OWNER_EMAIL,
  // A test's API client reuses a kept-alive connection; with the default 5 s, a request sent just as the server
  // closed that idle connection was reset (ECONNRESET) once on the loaded CI machine. Longer than a test's pauses, under
  // the idle timeout (30 s).
  KEEP_ALIVE_TIMEOUT_MS: "25000",
};

/** The two servers' commands (run from the repository's root). */
export const sinkCommand = `tsx tests/smtp-sink.ts ${smtpSink.smtpPort} ${smtpSink.httpPort}`;
export const siteCommand = "node --enable-source-maps build/node/main.js";
