/**
 * A throw-away PostgreSQL cluster for tests: initdb into a temp dir, pg_ctl
 * start on a free loopback port, stop and delete afterwards. Never touches a
 * system-wide service. Uses Debian's `postgresql` package binaries.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { randomBytes } from "node:crypto";
import pg from "pg";
import path from "node:path";

function binDir(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions)
    if (existsSync(path.join(root, version, "bin", "initdb"))) return path.join(root, version, "bin");
  throw new Error(
    'PostgreSQL server binaries not found: install them with "apt-get install -y postgresql" or set PG_BIN.',
  );
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });

/** initdb and postgres refuse to run as root: run them as the `postgres` user then. */
function run(bin: string, args: string[]): void {
  const asRoot = process.getuid?.() === 0;
  const command = asRoot ? "runuser" : bin;
  const fullArgs = asRoot ? ["-u", "postgres", "--", bin, ...args] : args;
  const result = spawnSync(command, fullArgs, { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`${path.basename(bin)} failed: ${result.stderr || result.stdout}`);
}

export interface TestCluster {
  readonly url: string;
  stop(): void;
  /** Stops the server as an outage would (fast shutdown: connections ended), keeping its data. */
  pause(): void;
  /** Starts it again, on the same port and data. */
  resume(): void;
}

export async function startCluster(): Promise<TestCluster> {
  const bin = binDir();
  const dir = mkdtempSync(path.join(tmpdir(), "alphai-pg-"));
  chmodSync(dir, 0o777);
  if (process.getuid?.() === 0) execFileSync("chown", ["postgres:postgres", dir]);
  const data = path.join(dir, "data");
  const port = await freePort();
  run(path.join(bin, "initdb"), ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"]);
  // fsync stays on, as on a real server: the erasure tests read what PostgreSQL leaves in its table files.
  const start = () =>
    run(path.join(bin, "pg_ctl"), [
      "-D",
      data,
      "-l",
      path.join(dir, "log"),
      "-w",
      "start",
      "-o",
      `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c max_connections=200 -c fsync=on`,
    ]);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    pause: () => run(path.join(bin, "pg_ctl"), ["-D", data, "-m", "fast", "-w", "stop"]),
    resume: start,
    stop() {
      try {
        run(path.join(bin, "pg_ctl"), ["-D", data, "-m", "immediate", "-w", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * For the benchmarks: a temporary database on DATABASE_URL's server when it is set (its role needs CREATEDB; dropped
 * afterwards), else a throw-away cluster. Its URL and how to get rid of it.
 */
export async function temporaryPostgres(prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  if (!process.env.DATABASE_URL) {
    const cluster = await startCluster();
    return { url: cluster.url, drop: async () => cluster.stop() };
  }
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  return { url: url.href, drop: () => admin(`DROP DATABASE ${name} WITH (FORCE)`) };
}
