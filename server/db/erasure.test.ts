import { describe, expect, it, vi } from "vitest";
import type { DbHandle } from "./client";
import { Compactor } from "./erasure";

/** A database that records the statements it is given. */
function recordingDatabase(kind: DbHandle["kind"]) {
  const statements: string[] = [];
  const chunks = (query: unknown) => JSON.stringify(query);
  const database = {
    kind,
    db: { execute: async (query: unknown) => void statements.push(chunks(query)) },
    close: async () => undefined,
  } as unknown as DbHandle;
  return {
    database,
    /** The rewrites of the erased tables (each followed by the statistics' own). */
    rewrites: () =>
      statements.filter((statement) => statement.includes("VACUUM") && !statement.includes("pg_statistic")).length,
    statements,
  };
}

const log = { info: () => undefined, warn: () => undefined } as never;

describe("Compactor", () => {
  it("rewrites delayMs after an erasure, one rewrite for erasures together, and never sooner than minIntervalMs after the last", async () => {
    vi.useFakeTimers();
    try {
      const { database, rewrites } = recordingDatabase("postgres");
      const compactor = new Compactor(database, log, 5_000, 60_000);
      compactor.erased();
      compactor.erased();
      await vi.advanceTimersByTimeAsync(4_999);
      expect(rewrites()).toBe(0);
      await vi.advanceTimersByTimeAsync(1);
      expect(rewrites()).toBe(1);
      // Another erasure right after: it waits for the minute since the last rewrite, not only 5 s.
      compactor.erased();
      await vi.advanceTimersByTimeAsync(30_000);
      expect(rewrites()).toBe(1);
      await vi.advanceTimersByTimeAsync(30_000);
      expect(rewrites()).toBe(2);
      // Due at shutdown: flush runs it at once; nothing due, nothing run.
      compactor.erased();
      await compactor.flush();
      expect(rewrites()).toBe(3);
      await compactor.flush();
      expect(rewrites()).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it("gathers the tables' statistics again and rewrites the catalog that held the old samples; on PGlite, then switches to a new log segment and checkpoints", async () => {
    const { database, statements } = recordingDatabase("pglite");
    const compactor = new Compactor(database, log, 5_000, 60_000);
    compactor.erased();
    await compactor.flush();
    expect(
      statements.map(
        (statement) =>
          /VACUUM \(FULL\) pg_statistic|VACUUM|ANALYZE [a-z_, ]+|pg_switch_wal|CHECKPOINT/.exec(statement)?.[0],
      ),
    ).toEqual([
      "VACUUM",
      "ANALYZE applications, application_notes, outbox",
      "VACUUM (FULL) pg_statistic",
      "pg_switch_wal",
      "CHECKPOINT",
    ]);
  });

  it("rewrites the tables erasures named, a withdrawal's by default, all of them together in one rewrite", async () => {
    const { database, statements } = recordingDatabase("postgres");
    const compactor = new Compactor(database, log, 5_000, 60_000);
    compactor.erased();
    await compactor.flush();
    compactor.erased(["contacts", "lead_notes"]);
    compactor.erased();
    await compactor.flush();
    const vacuums = statements
      .filter((statement) => statement.includes("VACUUM") && !statement.includes("pg_statistic"))
      .map((statement) => /VACUUM \(FULL\) ([a-z_, ]+)/.exec(statement)?.[1]);
    expect(vacuums).toEqual([
      "applications, application_notes, outbox",
      "contacts, lead_notes, applications, application_notes, outbox",
    ]);
  });
});
