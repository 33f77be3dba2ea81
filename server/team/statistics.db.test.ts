import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "../db/client";
import { startAppWith } from "../testing/app";
import { testConfig } from "../testing/support";

describe("the inbox tables' statistics on PGlite", () => {
  it("are gathered when the server starts (PGlite has no autovacuum to do it)", async () => {
    const config = await testConfig("pglite");
    const first = await startAppWith(config);
    await first.database.db.execute(
      sql`INSERT INTO contacts (name, email, message, consent_at, due_at) SELECT 'Person ' || n, 'p' || n || '@example.org', 'Hello there.', now(), now() FROM generate_series(1, 500) AS n`,
    );
    const statistics = async (app: typeof first) =>
      (
        await queryRows<{ n: number }>(
          app.database.db,
          sql`SELECT count(*)::int AS n FROM pg_statistic WHERE starelid = 'contacts'::regclass`,
        )
      )[0]!.n;
    expect(await statistics(first)).toBe(0);
    await first.close();
    const second = await startAppWith(config);
    expect(await statistics(second)).toBeGreaterThan(0);
  });
});
