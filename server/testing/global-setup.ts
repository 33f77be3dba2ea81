import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../db/client";
import { startCluster, type TestCluster } from "./postgres";

let cluster: TestCluster | undefined;
let template: string | undefined;

/** The migrated PostgreSQL database every test's fresh database is made from (CREATE DATABASE … TEMPLATE). */
export const PG_TEMPLATE = "alphai_template";

/**
 * For the whole test run: one throw-away PostgreSQL cluster (each test makes its own database in it), and the
 * database schema migrated once on each backend, which every test's fresh database starts as a copy of
 * (server/testing/support.ts): a copied PGlite directory opens in about 0.3 s, where initdb and the migrations take
 * 2 to 3 s each time; a PostgreSQL database made from a migrated template skips the migrations the app would run.
 */
export async function setup(project: TestProject) {
  template = mkdtempSync(path.join(tmpdir(), "alphai-pglite-template-"));
  const [started] = await Promise.all([
    startCluster().then(async (started) => {
      await migratedTemplate(started.url);
      return started;
    }),
    // Closed as a server closes it with nothing left to compact: its copies start without the erasure rewrite.
    openDatabase({ dataDir: template }).then((database) => {
      database.markErasuresCompacted?.();
      return database.close();
    }),
  ]);
  cluster = started;
  project.provide("pgUrl", cluster.url);
  project.provide("pgliteTemplate", template);
}

async function migratedTemplate(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`CREATE DATABASE ${PG_TEMPLATE}`);
  await client.end();
  const database = await openDatabase({ databaseUrl: url.replace(/\/postgres$/, `/${PG_TEMPLATE}`), dataDir: "" });
  await database.close();
}

export function teardown() {
  cluster?.stop();
  if (template) rmSync(template, { recursive: true, force: true });
}

declare module "vitest" {
  export interface ProvidedContext {
    pgUrl: string;
    /** A DATA_DIR with a closed, migrated PGlite database in it, to copy (never to open in place). */
    pgliteTemplate: string;
  }
}
