/** Where a test database keeps its table files, and which of them hold some bytes: erasure tests look there. */
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, inject } from "vitest";
import type { ServerConfig } from "../config";

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );

/** A file's bytes, or none when the server removed it between the listing and the read (PostgreSQL's pg_internal.init, say). */
const bytesOf = (file: string): Buffer => {
  try {
    return readFileSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return Buffer.alloc(0);
    throw error;
  }
};

/** The files under `dir` that hold `marker`, relative to `dir`. */
export const holding = (dir: string, marker: string) =>
  files(dir)
    .filter((file) => bytesOf(file).includes(marker))
    .map((file) => path.relative(dir, file));

/** The directory that holds this test database's table files: PGlite's data directory, or the PostgreSQL cluster's base/<oid>. */
export async function tableFiles(config: ServerConfig): Promise<string> {
  if (!config.databaseUrl) return path.join(config.dataDir, "pglite");
  // As the cluster's superuser (the tests' connection): where the files are, and a checkpoint so the kept rows are written to them.
  const client = new pg.Client({ connectionString: config.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ dir: string; oid: number }>(
      "SELECT current_setting('data_directory') AS dir, (SELECT oid FROM pg_database WHERE datname = current_database()) AS oid",
    );
    await client.query("CHECKPOINT");
    return path.join(rows[0]!.dir, "base", String(rows[0]!.oid));
  } finally {
    await client.end();
  }
}

/**
 * For a test file that reads the table files: holds the run's table-file lock from its first test to its last, so
 * no two such files run at once. Two at once on the one PostgreSQL cluster made VACUUM FULL keep an erased row now
 * and then (a snapshot from before the erasure was still held somewhere, and the rewrite copies what one could
 * see); on its own, every run passed. The lock is a directory, which only one process can make.
 */
export function oneTableFileTestAtATime(): void {
  const lock = path.join(
    tmpdir(),
    `alphai-table-files-${createHash("sha256").update(inject("pgUrl")).digest("hex").slice(0, 12)}.lock`,
  );
  beforeAll(async () => {
    for (;;) {
      try {
        mkdirSync(lock);
        return;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  }, 600_000);
  afterAll(() => rmSync(lock, { recursive: true, force: true }));
}
