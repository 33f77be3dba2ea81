import { createHash, randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { inject, onTestFinished, TestRunner, vi } from "vitest";
import type { LeadFormName } from "../../app/shared/lead-options";
import { policySettingValues, type PolicySettings } from "../../app/shared/policy-settings";
import { readConfig, type ServerConfig } from "../config";
import { Tokens } from "../mail/tokens";
import { PG_TEMPLATE } from "./global-setup";
import { SITE_MANIFEST_FILE, type SiteManifest } from "../site-manifest";

/**
 * Runs `cleanup` once the current test has finished (after its afterEach hooks), and tells whether it will. The
 * cleanups of a test run one after another, the last registered first: an app (registered once its config's
 * directories are) closes before they are removed, a spawned server is ended before its data directory goes.
 * Outside a test (a describe body, a beforeAll) there is no test to wait for: nothing is registered, and the caller
 * cleans up (server/testing/app.ts's startSharedApp does).
 */
export function afterTest(cleanup: () => unknown): boolean {
  if (!TestRunner.getCurrentTest()) return false;
  onTestFinished(async () => void (await cleanup()));
  return true;
}

/** A new directory under the OS's temporary directory (`alphai-<prefix>-…`), removed once the test finishes (afterTest). */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `alphai-${prefix}-`));
  afterTest(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/**
 * Whether `condition` holds within `timeoutMs`, asked every `intervalMs` (with Vitest's vi.waitFor; a condition that
 * throws counts as not yet). For a test that asserts on the answer, or goes on to assert what it waited for.
 */
export async function waitFor(
  condition: () => boolean | Promise<boolean>,
  timeoutMs = 5000,
  intervalMs = 20,
): Promise<boolean> {
  try {
    await vi.waitFor(
      async () => {
        if (!(await condition())) throw new Error("not yet");
      },
      { timeout: timeoutMs, interval: intervalMs },
    );
    return true;
  } catch {
    return false;
  }
}

export const TEST_SECRET = "test-secret-that-is-long-enough-0123456789";

/**
 * A form token as GET /api/form-token would have issued it `ageMs` ago, signed
 * with the tests' secret: old enough to be accepted by default.
 */
export const formToken = (form: LeadFormName, ageMs = 60_000, secret = TEST_SECRET): string =>
  new Tokens(secret).issueFormToken(form, Date.now() - ageMs);

/**
 * The site manifest the build would write for these HTML files of `dir` (scripts/build/build-output.ts), with the given
 * inline scripts' texts per file (and the files of pages that are gone, answered with 410, and of those whose CSP allows
 * WebAssembly), so a test build directory is one the server accepts.
 */
export function writeSiteManifest(
  dir: string,
  scripts: Record<string, readonly string[]>,
  gone: readonly string[] = [],
  settings: PolicySettings = readConfig({}),
  wasm: readonly string[] = [],
): void {
  const hash = (algorithm: string, data: string | Buffer, encoding: "hex" | "base64") =>
    createHash(algorithm).update(data).digest(encoding);
  const manifest: SiteManifest = {
    version: 1,
    pages: Object.fromEntries(
      Object.entries(scripts).map(([file, texts]) => [
        file,
        {
          sha256: hash("sha256", readFileSync(path.join(dir, file)), "hex"),
          scriptHashes: texts.map((text) => `sha256-${hash("sha256", text, "base64")}`),
          routes: ["root"],
          js: [],
          css: [],
        },
      ]),
    ),
    gone: [...gone],
    wasm: [...wasm],
    settings: policySettingValues(settings),
  };
  writeFileSync(path.join(dir, SITE_MANIFEST_FILE), JSON.stringify(manifest));
}

/**
 * A minimal build directory, with its site manifest, so API tests do not need the real site build. Removed once the
 * test finishes (tempDir).
 */
export function makeBuildDir(): string {
  const dir = tempDir("build");
  writeFileSync(path.join(dir, "index.html"), "<!doctype html><title>Home</title><h1>Home</h1>");
  mkdirSync(path.join(dir, "404"));
  writeFileSync(
    path.join(dir, "404", "index.html"),
    "<!doctype html><title>Not found</title><h1>Oops! Page not found</h1>",
  );
  writeSiteManifest(dir, { "index.html": [], "404/index.html": [] });
  return dir;
}

/**
 * The production build (`npm run build`'s build/client), for a test that runs the site as it is deployed: its form
 * pages, which a refused plain form post is answered with. `npm test` builds it before Vitest runs.
 */
export function productionBuildDir(): string {
  const dir = path.resolve("build/client");
  if (!existsSync(path.join(dir, "index.html")))
    throw new Error(`This test runs the production build, and there is none in ${dir}: run "npm run build" first.`);
  return dir;
}

/** A fresh PostgreSQL database in the test cluster, migrated: a copy of the run's template (global-setup.ts). */
async function freshPostgresDatabase(): Promise<string> {
  const base = inject("pgUrl");
  const name = `t_${randomBytes(6).toString("hex")}`;
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  await client.query(`CREATE DATABASE ${name} TEMPLATE ${PG_TEMPLATE}`);
  await client.end();
  return base.replace(/\/postgres$/, `/${name}`);
}

export type Backend = "pglite" | "postgres";
export const BACKENDS: Backend[] = ["pglite", "postgres"];

/** The environment of the real server spawned as a child process on `config`'s build and database, on loopback `port`. */
export function serverEnv(
  config: ServerConfig,
  port: number,
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    PORT: String(port),
    HOST: "127.0.0.1",
    BUILD_DIR: config.buildDir,
    DATA_DIR: config.dataDir,
    APP_SECRET: TEST_SECRET,
    ...(config.databaseUrl ? { DATABASE_URL: config.databaseUrl } : {}),
    ...extra,
  };
}

/**
 * A fresh data directory. For PGlite, a copy of the run's migrated template (server/testing/global-setup.ts), so no
 * test pays for initdb; the copy is the test's own, as a new directory would be. Removed once the test finishes
 * (tempDir).
 */
function freshDataDir(backend: Backend): string {
  const dataDir = tempDir("data");
  if (backend === "pglite") cpSync(inject("pgliteTemplate"), dataDir, { recursive: true });
  return dataDir;
}

/** The temporary directories testConfig made for a config, for removeTestDirs. */
const madeDirs = new WeakMap<ServerConfig, string[]>();

/**
 * Config for a test app on a backend: a minimal build and a fresh data directory of its own (unless `overrides`
 * names them), a fresh PostgreSQL database for "postgres", the tests' fixed secret, quiet logs. Made in a test, its
 * directories are removed once the test finishes (tempDir); made outside one, by removeTestDirs.
 */
export async function testConfig(backend: Backend, overrides: Partial<ServerConfig> = {}): Promise<ServerConfig> {
  // The directories made here (not those `overrides` names).
  const made = {
    ...(overrides.buildDir ? {} : { buildDir: makeBuildDir() }),
    ...(overrides.dataDir ? {} : { dataDir: freshDataDir(backend) }),
  };
  const config: ServerConfig = {
    ...readConfig({}),
    ...made,
    databaseUrl: backend === "postgres" ? await freshPostgresDatabase() : undefined,
    appSecret: TEST_SECRET,
    logLevel: "silent",
    siteUrl: "https://www.alphai.test",
    siteOrigins: ["https://www.alphai.test"],
    // Team sign-in answers are not held back to 250 ms, except in the test of that (server/team/auth.db.test.ts).
    teamSignInMinAnswerMs: 0,
    ...overrides,
  };
  // The build made here states the test's own retention and log settings, as a real build would (decision 023).
  if (!overrides.buildDir) {
    const file = path.join(config.buildDir, SITE_MANIFEST_FILE);
    const manifest = JSON.parse(readFileSync(file, "utf8")) as SiteManifest;
    writeFileSync(file, JSON.stringify({ ...manifest, settings: policySettingValues(config) }));
  }
  madeDirs.set(config, Object.values(made));
  return config;
}

/** Removes the directories testConfig made for `config` (for a config made outside a test, which afterTest cannot). */
export function removeTestDirs(config: ServerConfig): void {
  for (const dir of madeDirs.get(config) ?? []) rmSync(dir, { recursive: true, force: true });
}
