// First: the run's temporary files in memory (decision 033).
import "./tests/memory-tmpdir";
import { configDefaults, defineConfig } from "vitest/config";

const TESTS = "**/*.test.{ts,tsx}";
/** A test file that opens a database (PGlite or PostgreSQL) is named `*.db.test.ts`. */
const DB_TESTS = "**/*.db.test.{ts,tsx}";

/**
 * Two projects that split the test files between them, each file in exactly one (`unit` takes every test
 * file except the `*.db.test.*` ones, which `db` takes):
 * - `unit`: no database. No PostgreSQL is started, and opening PGlite or PostgreSQL throws
 *   (server/testing/no-database.ts), so a database test named like a unit test fails instead of passing.
 * - `db`: the global setup starts one throw-away PostgreSQL cluster (server/testing/global-setup.ts);
 *   the files test on PGlite and on PostgreSQL.
 * Both compile the server and the operator commands once, as the build does, for the tests that run them as child
 * processes (tests/node-bundle.ts).
 * `npm run test:unit` runs both; `npm run test:fast` only `unit`.
 *
 * The `db` files share their worker's modules (`isolate: false`): each worker imports the server, Drizzle and PGlite
 * once instead of once per file, which took a third of the run (decision 031). That is safe because a database test
 * keeps its state in the app and the database it makes for itself; what could leak from one file into the next is
 * undone after every test here (mocks, stubbed globals and environment variables) or refused by lint (a module
 * mock, eslint.config.js). The unit files mock modules, and stay isolated.
 */
export default defineConfig({
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  test: {
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Vitest's default on a two-core machine is one file at a time; most of a database test's time is spent waiting
    // (on PostgreSQL, a spawned server or command, a socket), so several files at once keep both cores busy. Four
    // against three, measured alone in two sessions: 251 s against 281 s, then 250 s against 284 s (decision 048).
    maxWorkers: 4,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          // Each file in a worker thread of its own rather than a child process: on the suite's virtual machine a new
          // process costs far more than a thread (the project took 51 s in processes, 36 s in threads; decision 041).
          // The db project stays in processes: DATA_DIR's lock and the operator socket tell processes apart by pid.
          pool: "threads",
          include: [TESTS],
          exclude: [...configDefaults.exclude, DB_TESTS],
          globalSetup: ["tests/node-bundle.ts"],
          setupFiles: ["server/testing/no-database.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "db",
          include: [DB_TESTS],
          globalSetup: ["tests/node-bundle.ts", "server/testing/global-setup.ts"],
          isolate: false,
          restoreMocks: true,
          unstubGlobals: true,
          unstubEnvs: true,
        },
      },
    ],
  },
});
