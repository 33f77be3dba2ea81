/**
 * Setup file of the Vitest `unit` project (vitest.config.ts): that project starts no PostgreSQL and must
 * open no database. Opening PGlite or connecting to PostgreSQL from one of its files throws, naming the
 * fix, so a database test never passes or skips quietly in the wrong project.
 */
import { expect, vi } from "vitest";

const { refuse } = vi.hoisted(() => ({
  refuse: (what: string) =>
    function refused(): never {
      const file = expect.getState().testPath ?? "this test file";
      throw new Error(
        `${file} uses the database (${what}) but runs in the Vitest "unit" project, which has none: ` +
          `name it *.db.test.ts so it runs in the "db" project.`,
      );
    },
}));

vi.mock("@electric-sql/pglite", () => {
  const PGlite = refuse("new PGlite");
  return { PGlite: Object.assign(PGlite, { create: PGlite }) };
});

vi.mock("pg", () => {
  const pg = { Client: refuse("new pg.Client"), Pool: refuse("new pg.Pool") };
  return { default: pg, ...pg };
});
