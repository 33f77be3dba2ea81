import { createHash, randomBytes } from "node:crypto";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";
import type { LeadFormName } from "../../app/lib/lead-options";
import { policySettingValues, readConfig, type PolicySettings, type ServerConfig } from "../config";
import { Tokens } from "../mail/tokens";
import { PG_TEMPLATE } from "./global-setup";
import { SITE_MANIFEST_FILE, type SiteManifest } from "../site-manifest";

export const TEST_SECRET = "test-secret-that-is-long-enough-0123456789";

/**
 * A form token as GET /api/form-token would have issued it `ageMs` ago, signed
 * with the tests' secret: old enough to be accepted by default.
 */
export const formToken = (form: LeadFormName, ageMs = 60_000, secret = TEST_SECRET): string =>
  new Tokens(secret).issueFormToken(form, Date.now() - ageMs);

/**
 * The site manifest the build would write for these HTML files of `dir` (scripts/build-output.ts), with the given
 * inline scripts' texts per file (and the files of pages that are gone, answered with 410), so a test build directory is one the server accepts.
 */
export function writeSiteManifest(
  dir: string,
  scripts: Record<string, readonly string[]>,
  gone: readonly string[] = [],
  settings: PolicySettings = readConfig({}),
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
    settings: policySettingValues(settings),
  };
  writeFileSync(path.join(dir, SITE_MANIFEST_FILE), JSON.stringify(manifest));
}

/** A minimal build directory, with its site manifest, so API tests do not need the real site build. */
export function makeBuildDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "alphai-build-"));
  writeFileSync(path.join(dir, "index.html"), "<!doctype html><title>Home</title><h1>Home</h1>");
  mkdirSync(path.join(dir, "404"));
  writeFileSync(
    path.join(dir, "404", "index.html"),
    "<!doctype html><title>Not found</title><h1>Oops! Page not found</h1>",
  );
  writeSiteManifest(dir, { "index.html": [], "404/index.html": [] });
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

/** Config for a test app on a backend: temp data dir, fixed secret, quiet logs. */
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
 * test pays for initdb; the copy is the test's own, as a new directory would be.
 */
function freshDataDir(backend: Backend): string {
  const dataDir = mkdtempSync(path.join(tmpdir(), "alphai-data-"));
  if (backend === "pglite") cpSync(inject("pgliteTemplate"), path.join(dataDir, "pglite"), { recursive: true });
  return dataDir;
}

export async function testConfig(backend: Backend, overrides: Partial<ServerConfig> = {}): Promise<ServerConfig> {
  const config: ServerConfig = {
    ...readConfig({}),
    buildDir: makeBuildDir(),
    dataDir: freshDataDir(backend),
    databaseUrl: backend === "postgres" ? await freshPostgresDatabase() : undefined,
    appSecret: TEST_SECRET,
    logLevel: "silent",
    siteUrl: "https://www.alphai.test",
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
  return config;
}
