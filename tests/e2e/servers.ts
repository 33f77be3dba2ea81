/**
 * The servers the end-to-end suite starts (playwright.config.ts) and the tests talk to. Ports follow E2E_PORT, so
 * runs in parallel on one machine do not collide: the site on E2E_PORT, the test SMTP server on the next two.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export const port = Number(process.env.E2E_PORT ?? 4173);
/** The test SMTP server (tests/smtp-sink.ts): the site's outbox delivers to it, the tests read the mails from it. */
export const smtpSink = { smtpPort: port + 1, httpPort: port + 2, url: `http://127.0.0.1:${port + 2}` };
/** The workspace's first owner (TEAM_OWNER_EMAIL): the address that can always sign in. */
export const TEAM_OWNER_EMAIL = "owner@alphai.test";
/**
 * The run's own directories, made once by the runner (which loads the config first) and inherited by its workers
 * through the environment: the site's data, and the workspace sessions the tests save (tests/e2e/team-helpers.ts).
 */
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "alphai-e2e-"));
process.env.TEAM_E2E_STATE_DIR ??= mkdtempSync(path.join(tmpdir(), "alphai-team-e2e-"));
export const dataDir = process.env.E2E_DATA_DIR;
export const teamStateDir = process.env.TEAM_E2E_STATE_DIR;
