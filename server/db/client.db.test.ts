/**
 * The embedded database's settings (server/db/client.ts): what PGlite runs with beyond its defaults.
 */
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { testConfig } from "../testing/support";
import { openDatabase, queryRows, type DbHandle } from "./client";

let handle: DbHandle | undefined;
afterEach(async () => {
  await handle?.close();
  handle = undefined;
});

describe("the embedded database", () => {
  it("runs with 16 MB of shared buffers (PGlite's 160 MB filled a third of the server's memory) and without WAL recycling", async () => {
    const { dataDir } = await testConfig("pglite");
    handle = await openDatabase({ dataDir });
    const settings = await queryRows<{ name: string; setting: string; unit: string | null }>(
      handle.db,
      sql`select name, setting, unit from pg_settings where name in ('shared_buffers', 'wal_recycle') order by name`,
    );
    // shared_buffers is counted in 8 kB pages: 2,048 of them are 16 MB.
    expect(settings).toEqual([
      { name: "shared_buffers", setting: "2048", unit: "8kB" },
      { name: "wal_recycle", setting: "off", unit: null },
    ]);
  });
});
