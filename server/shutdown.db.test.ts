/**
 * The real server process: it refuses a bad environment with one line per
 * variable, and on SIGTERM it stops accepting, lets the request in flight
 * finish with its real answer, closes the database and exits 0 within
 * SHUTDOWN_TIMEOUT_MS (or exits 1 when that time runs out).
 */
import { spawn } from "node:child_process";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import net from "node:net";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";
import { openDatabase } from "./db/client";
import { contacts, outbox } from "./db/schema";
import { freePort, spawnServer, waitUntilHealthy, watchProcess, type ServerProcess } from "./testing/spawn";
import {
  BACKENDS,
  formToken,
  makeBuildDir,
  serverEnv,
  tempDir,
  testConfig,
  waitFor,
  type Backend,
} from "./testing/support";

/** A spawned server on a busy machine can take 20 s just to open the embedded database. */
const SPAWN_TIMEOUT_MS = 180_000;

async function startServer(backend: Backend, extra: Record<string, string> = {}) {
  const config = await testConfig(backend);
  const port = await freePort();
  const env = serverEnv(config, port, { LOG_LEVEL: "info", ...extra });
  const server = spawnServer(env);
  await waitUntilHealthy(server, port);
  return { server, port, config };
}

/** A raw connection: everything received, and a promise of it once the server closes the connection. */
function connection(port: number) {
  const socket = net.connect(port, "127.0.0.1");
  let received = "";
  socket.on("data", (chunk) => (received += chunk.toString("latin1")));
  socket.on("error", () => undefined);
  return {
    socket,
    connected: new Promise<void>((resolve) => socket.once("connect", () => resolve())),
    closed: new Promise<string>((resolve) => socket.once("close", () => resolve(received))),
    received: () => received,
  };
}

/** Whether a new TCP connection to the port is refused. */
const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code === "ECONNREFUSED"));
  });

const parse = (raw: string) => {
  const [head = "", ...body] = raw.split("\r\n\r\n");
  const [statusLine = "", ...headerLines] = head.split("\r\n");
  const headers = Object.fromEntries(
    headerLines.map((line) => [
      line.slice(0, line.indexOf(":")).toLowerCase(),
      line.slice(line.indexOf(":") + 1).trim(),
    ]),
  );
  return { status: Number(statusLine.split(" ")[1]), headers, body: body.join("\r\n\r\n") };
};

/** The JSON lines the server logged. */
const logLines = (server: ServerProcess) =>
  server
    .stdout()
    .split("\n")
    .filter(Boolean)
    .map(
      (line) =>
        JSON.parse(line) as {
          msg: string;
          level: number;
          req?: { url: string };
          res?: { statusCode: number };
          reqId?: string;
        },
    );

/**
 * Waits until the server has logged a line like `which`: a request's first line once its headers are in (the
 * request is in flight), "SIGTERM received" once shutdown has begun.
 */
const logged = (server: ServerProcess, which: (line: ReturnType<typeof logLines>[number]) => boolean) =>
  waitFor(() => logLines(server).some(which), 10_000, 25);

describe("a bad environment", () => {
  const bad = {
    PORT: "abc",
    LOG_LEVEL: "loud",
    APP_SECRET: "short-secret-value",
    HEADERS_TIMEOUT_MS: "0",
    TRUST_PROXY: "true",
  };
  const expectedLines = [
    "Cannot start: invalid environment variables:",
    '  PORT="abc": not a whole number; expected a port number from 0 to 65535',
    '  LOG_LEVEL="loud": not a log level; expected one of fatal, error, warn, info, debug, trace, silent',
    "  APP_SECRET (value hidden): only 18 characters long; expected at least 32 characters (a random string, e.g. `openssl rand -base64 32`)",
    '  TRUST_PROXY="true": would believe every X-Forwarded-For entry, so a client could choose its own address; expected the number of proxies in front of the server (1 for one reverse proxy) or their addresses/CIDRs, comma-separated',
    '  HEADERS_TIMEOUT_MS="0": 0 would let a connection be held for ever; expected milliseconds from 1 to 2147483647',
    '(see "Environment variables" in README.md)',
  ];

  it(
    "stops the server before it opens anything, with one line per bad variable and no stack trace",
    async () => {
      const dataDir = path.join(tempDir("badenv"), "data");
      const server = spawnServer({ ...bad, BUILD_DIR: makeBuildDir(), DATA_DIR: dataDir });
      const exit = await server.exited;
      expect(exit.code).toBe(1);
      expect(server.stderr().trimEnd().split("\n")).toEqual(expectedLines);
      expect(server.stdout()).toBe("");
      expect(existsSync(dataDir)).toBe(false);
    },
    SPAWN_TIMEOUT_MS,
  );

  it(
    "stops `npm start` before it builds anything",
    async () => {
      const buildDir = tempDir("nobuild");
      // Its own process group: were the check after the build, the build it starts is ended with it.
      const server = spawnServer(
        { ...bad, BUILD_DIR: buildDir, DATA_DIR: path.join(buildDir, "data") },
        "scripts/start.mjs",
        { detached: true },
      );
      const exit = await Promise.race([
        server.exited,
        new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 20_000)),
      ]);
      expect(exit?.code).toBe(1);
      expect(server.stderr().trimEnd().split("\n")).toEqual(expectedLines);
      expect(server.stdout()).toBe("");
      expect(readdirSync(buildDir)).toEqual([]);
    },
    SPAWN_TIMEOUT_MS,
  );

  it(
    "requires APP_SECRET with DATABASE_URL",
    async () => {
      const server = spawnServer({ DATABASE_URL: "postgres://127.0.0.1:1/none", BUILD_DIR: makeBuildDir() });
      expect((await server.exited).code).toBe(1);
      expect(server.stderr()).toContain(
        "\n  APP_SECRET (unset): required with DATABASE_URL; expected the same secret of at least 32 characters on every instance\n",
      );
      expect(server.stderr()).not.toMatch(/^\s+at /m);
    },
    SPAWN_TIMEOUT_MS,
  );
});

/** The processes whose parent is `pid`: their pid, executable and arguments. */
function childProcesses(pid: number): { pid: number; exe: string; args: string[] }[] {
  return readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((entry) => {
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
        const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
        if (parent !== pid) return [];
        const args = readFileSync(`/proc/${entry}/cmdline`, "utf8").split("\0").filter(Boolean);
        return [{ pid: Number(entry), exe: realpathSync(`/proc/${entry}/exe`), args }];
      } catch {
        return []; // ended while being read
      }
    });
}

describe("npm start", () => {
  it(
    "runs the compiled server in the node process npm starts: no shell, TypeScript compiler or esbuild beside it",
    async () => {
      // A checkout with a build: package.json's own start script, scripts/start.mjs, and the run's compiled server.
      const checkout = tempDir("checkout");
      const pkg = JSON.parse(readFileSync("package.json", "utf8")) as { scripts: { start: string } };
      writeFileSync(path.join(checkout, "package.json"), JSON.stringify({ private: true, scripts: pkg.scripts }));
      mkdirSync(path.join(checkout, "scripts"));
      copyFileSync("scripts/start.mjs", path.join(checkout, "scripts", "start.mjs"));
      mkdirSync(path.join(checkout, "build"));
      symlinkSync(inject("nodeBundle"), path.join(checkout, "build", "node"));
      const config = await testConfig("pglite");
      const port = await freePort();
      const npm = watchProcess(
        spawn("npm", ["start", "--silent"], {
          cwd: checkout,
          env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...serverEnv(config, port) },
          stdio: ["ignore", "pipe", "pipe"],
          detached: true,
        }),
        true,
      );
      await waitUntilHealthy(npm, port);
      // It started on what the build prepared: the content as parsed at build, in both languages, and (once settled)
      // the code V8 compiled of its modules, kept in DATA_DIR for the next start (decision 061).
      expect(await logged(npm, (line) => "siteUrl" in line)).toBe(true);
      // ... and with Node's tick objects at one shape for its life (decision 067).
      expect(logLines(npm).find((line) => "siteUrl" in line)).toMatchObject({
        contentParsedAtBuild: 2,
        tickShapeHeld: true,
      });
      const compiled = path.join(config.dataDir, "compile-cache");
      expect(await waitFor(() => existsSync(compiled) && readdirSync(compiled, { recursive: true }).length > 1)).toBe(
        true,
      );
      // Owner-only, as DATA_DIR is: code written there is code the server runs.
      expect(statSync(compiled).mode & 0o777).toBe(0o700);
      const [server, ...others] = childProcesses(npm.child.pid!);
      expect(others).toEqual([]);
      expect(server?.args).toEqual(["node", "scripts/start.mjs"]);
      expect(path.basename(server!.exe)).toBe("node");
      // Nothing started beside it: no esbuild service, no second Node.js.
      expect(childProcesses(server!.pid)).toEqual([]);
      // And it is the server: SIGTERM to it alone ends it gracefully, and npm with it.
      process.kill(server!.pid, "SIGTERM");
      expect((await npm.exited).code).toBe(0);
      expect(npm.stdout()).toContain('"msg":"SIGTERM received');
    },
    SPAWN_TIMEOUT_MS,
  );
});

describe.each(BACKENDS)("graceful shutdown on %s", (backend) => {
  it(
    "finishes the request in flight with its real answer, refuses new connections, closes the database and exits 0",
    async () => {
      const { server, port, config } = await startServer(backend);
      // Probes (not logged) and a page (logged), then an idle keep-alive connection.
      for (let i = 0; i < 5; i += 1) expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
      expect((await fetch(`http://127.0.0.1:${port}/healthz`, { method: "HEAD" })).status).toBe(200);
      const idle = connection(port);
      await idle.connected;
      idle.socket.write(`GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
      expect(await waitFor(() => idle.received().includes("</h1>"), 5000, 25)).toBe(true);

      // A submission whose body is half sent when the signal comes.
      const body = JSON.stringify({
        name: "Ada Lovelace",
        email: "ada@example.org",
        message: "Sent across a shutdown.",
        consent: true,
        formToken: formToken("contact"),
      });
      const inFlight = connection(port);
      await inFlight.connected;
      inFlight.socket.write(
        `POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 20)}`,
      );
      await logged(server, (line) => line.req?.url === "/api/contact");

      const signalledAt = performance.now();
      server.child.kill("SIGTERM");
      expect(await waitFor(() => refused(port), 3000, 25)).toBe(true);
      // The idle keep-alive connection is closed at once, not after KEEP_ALIVE_TIMEOUT_MS.
      await idle.closed;
      expect(performance.now() - signalledAt).toBeLessThan(3000);
      // Time passing is what is tested: the server keeps waiting for the request in flight.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(server.child.exitCode).toBeNull();

      inFlight.socket.write(body.slice(20));
      const answer = parse(await inFlight.closed);
      expect(answer.status).toBe(201);
      expect(answer.headers.connection).toBe("close");
      const { id } = JSON.parse(answer.body) as { id: number };
      const answeredAt = performance.now();

      const exit = await server.exited;
      // Exit 0, after the answer and before SHUTDOWN_TIMEOUT_MS ran out (it exits 1 then): it did not wait for the
      // timeout. How soon after the answer is the database's own closing (a checkpoint on PGlite), which took over
      // 6 s on the loaded CI machine: a speed, not a behaviour, so it is not held to a number here.
      expect(exit).toMatchObject({ code: 0, signal: null });
      expect(exit.at).toBeGreaterThan(answeredAt);
      expect(exit.at - signalledAt).toBeLessThan(config.shutdownTimeoutMs);

      const lines = logLines(server);
      expect(lines.filter((line) => line.req?.url?.startsWith("/healthz"))).toEqual([]);
      expect(lines.some((line) => line.req?.url === "/")).toBe(true);
      const submission = lines.find((line) => line.req?.url === "/api/contact")?.reqId;
      expect(lines.find((line) => line.reqId === submission && line.res)?.res?.statusCode).toBe(201);
      expect(lines.map((line) => line.msg)).toEqual(
        expect.arrayContaining([expect.stringMatching(/^SIGTERM received: shutting down/), "shut down cleanly"]),
      );
      expect(server.stderr()).toBe("");

      // What was acknowledged is stored, with its notification and acknowledgement mails in the outbox (not left claimed).
      const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
      try {
        expect(await database.db.select({ email: contacts.email }).from(contacts).where(eq(contacts.id, id))).toEqual([
          { email: "ada@example.org" },
        ]);
        const mails = await database.db.select({ kind: outbox.kind, status: outbox.status }).from(outbox);
        expect(mails.map((mail) => mail.kind).sort()).toEqual(["contact-acknowledgement", "contact-notification"]);
        for (const mail of mails) expect(["pending", "held"]).toContain(mail.status);
      } finally {
        await database.close();
      }
    },
    SPAWN_TIMEOUT_MS,
  );
});

describe("shutdown limits", () => {
  it(
    "exits 1 with a log line when a request is still unfinished after SHUTDOWN_TIMEOUT_MS",
    async () => {
      // The stalled request's own deadline is far off: the exit comes from the shutdown's limit, not the request's end.
      const { server, port } = await startServer("pglite", {
        SHUTDOWN_TIMEOUT_MS: "1500",
        REQUEST_TIMEOUT_MS: "60000",
      });
      const stalled = connection(port);
      await stalled.connected;
      stalled.socket.write(
        `POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{`,
      );
      await logged(server, (line) => line.req?.url === "/api/contact");
      const signalledAt = performance.now();
      server.child.kill("SIGTERM");
      const exit = await server.exited;
      stalled.socket.destroy();
      expect(exit.code).toBe(1);
      // It waited for the limit, and then did not wait for the request (which would have taken 60 s). On the loaded CI
      // machine the exit came 6.6 s after the signal once: the bound leaves room for a slow machine, not for the request.
      expect(exit.at - signalledAt).toBeGreaterThanOrEqual(1400);
      expect(exit.at - signalledAt).toBeLessThan(20_000);
      expect(logLines(server).map((line) => line.msg)).toContain(
        "shutdown did not finish within 1500 ms (SHUTDOWN_TIMEOUT_MS): exiting with what was left undone",
      );
    },
    SPAWN_TIMEOUT_MS,
  );

  it(
    "answers /healthz 503 while it keeps serving for SHUTDOWN_DELAY_MS, then closes and exits 0",
    async () => {
      const { server, port } = await startServer("pglite", { SHUTDOWN_DELAY_MS: "4000" });
      const signalledAt = performance.now();
      server.child.kill("SIGTERM");
      await logged(server, (line) => line.msg.startsWith("SIGTERM received: shutting down"));
      const probe = await fetch(`http://127.0.0.1:${port}/healthz`);
      expect(probe.status).toBe(503);
      expect(await probe.json()).toEqual({ status: "unavailable" });
      expect(probe.headers.get("cache-control")).toBe("no-store");
      expect(probe.headers.get("connection")).toBe("close");
      const page = await fetch(`http://127.0.0.1:${port}/`);
      expect(page.status).toBe(200);
      expect(page.headers.get("connection")).toBe("close");
      expect(performance.now() - signalledAt).toBeLessThan(3500);
      expect(await waitFor(() => refused(port), 8000, 25)).toBe(true);
      expect(performance.now() - signalledAt).toBeGreaterThanOrEqual(3900);
      expect((await server.exited).code).toBe(0);
    },
    SPAWN_TIMEOUT_MS,
  );
});
