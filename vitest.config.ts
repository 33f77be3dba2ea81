// First: the run's temporary files in memory (decision 033).
import "./tests/memory-tmpdir";
import { configDefaults, defineConfig } from "vitest/config";
import SlowestFirst from "./tests/sequencer";

const TESTS = "**/*.test.{ts,tsx}";
/** A test file that opens a database (PGlite or PostgreSQL) is named `*.db.test.ts`. */
const DB_TESTS = "**/*.db.test.{ts,tsx}";

/** A unit test file that mocks modules (`vi.mock`) is named `*.mocks.test.ts`: it runs isolated. */
const MOCK_TESTS = "**/*.mocks.test.{ts,tsx}";

/**
 * Three projects that split the test files between them, each file in exactly one (`db` takes the `*.db.test.*` files,
 * `unit-mocks` the `*.mocks.test.*` ones, `unit` every other test file):
 * - `unit` and `unit-mocks`: no database. No PostgreSQL is started, and opening PGlite or PostgreSQL throws
 *   (server/testing/no-database.ts), so a database test named like a unit test fails instead of passing.
 * - `db`: the global setup starts one throw-away PostgreSQL cluster (server/testing/global-setup.ts);
 *   the files test on PGlite and on PostgreSQL.
 * All compile the server and the operator commands once, as the build does, for the tests that run them as child
 * processes (tests/node-bundle.ts).
 * `npm run test:unit` runs all three; `npm run test:fast` the two without a database (`--project 'unit*'`).
 *
 * The `db` and `unit` files share their worker's modules (`isolate: false`): each worker imports the server, Drizzle,
 * PGlite and the content once instead of once per file, which took a third of the run (decision 031; for `unit`, 45 s
 * against 23 s alone, decision 050). That is safe because a test keeps its state in what it makes for itself (an app
 * and its database, a value); what could leak from one file into the next is undone after every test here (mocks,
 * stubbed globals and environment variables) or refused by lint (a module mock outside a `*.mocks.test.*` file,
 * eslint.config.js). The files that mock modules run in `unit-mocks`, each file with its own modules.
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
    // The slowest files first, whichever project they are in (tests/sequencer.ts).
    sequence: { sequencer: SlowestFirst },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          // Each file in a worker thread rather than a child process: on the suite's virtual machine a new process
          // costs far more than a thread (the project took 51 s in processes, 36 s in threads; decision 041).
          // The db project stays in processes: DATA_DIR's lock and the operator socket tell processes apart by pid.
          pool: "threads",
          isolate: false,
          restoreMocks: true,
          unstubGlobals: true,
          unstubEnvs: true,
          include: [TESTS],
          exclude: [...configDefaults.exclude, DB_TESTS, MOCK_TESTS],
          globalSetup: ["tests/node-bundle.ts"],
          setupFiles: ["server/testing/no-database.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "unit-mocks",
          pool: "threads",
          include: [MOCK_TESTS],
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
