/**
 * The test run's temporary files in memory (decision 033): imported first by vitest.config.ts and playwright.config.ts,
 * it points TMPDIR at a directory of its own on Linux's /dev/shm (a tmpfs) when that has room, and removes the
 * directory when the run ends. The processes the run starts inherit it: test workers, spawned servers and commands,
 * the PostgreSQL test cluster, Chromium.
 *
 * Every data directory a test makes is then in memory: the PGlite copies (about 1,100 files each), the PostgreSQL
 * cluster, uploads, builds. On this machine's disk, copying PGlite's template took 0.6 s of kernel time, on tmpfs
 * 0.05 s; the database tests went from 221 to 158 s. Nothing the tests check changes: tmpfs is a POSIX file system
 * whose files are read and written, and synced, as a disk's are (fsync is a no-op there, as the tests never cut the
 * power).
 *
 * A TMPDIR set by whoever runs the tests, or inherited from the run's first process, is kept as it is.
 */
import { chmodSync, mkdtempSync, rmSync, statfsSync } from "node:fs";

const MEMORY = "/dev/shm";
/** Room the run may fill at its peak (the PostgreSQL cluster keeps every test's database until it stops): 4 GiB. */
const ROOM = 4 * 1024 ** 3;

function freeBytes(dir: string): number {
  try {
    const stats = statfsSync(dir);
    return stats.bavail * stats.bsize;
  } catch {
    return 0;
  }
}

if (!process.env.TMPDIR && process.platform === "linux" && freeBytes(MEMORY) >= ROOM) {
  const dir = mkdtempSync(`${MEMORY}/alphai-tests-`);
  // Like /tmp: the PostgreSQL cluster runs as the `postgres` user when the tests run as root (server/testing/postgres.ts).
  chmodSync(dir, 0o1777);
  process.env.TMPDIR = dir;
  process.on("exit", () => rmSync(dir, { recursive: true, force: true }));
}
