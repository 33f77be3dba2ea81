/**
 * The real server as a child process, for tests of start-up and shutdown, and the operator commands: compiled as the
 * build compiles them (tests/node-bundle.ts), run by `node` as production runs them.
 */
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";
import { inject } from "vitest";
import { COMMAND_NODE_FLAGS } from "../db/command-flags";
import { afterTest, waitFor } from "./support";

/** The server's entry as a test names it: its compiled file is what runs. */
const SERVER_ENTRY = "server/main.ts";

/** Node's arguments to run the compiled server: `main.js` of the run's bundle, stack traces through its source maps. */
export const serverArgs = (): string[] => ["--enable-source-maps", path.join(inject("nodeBundle"), "main.js")];

export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });

export interface ServerProcess {
  readonly child: ChildProcess;
  readonly stdout: () => string;
  readonly stderr: () => string;
  /** Resolves with the exit code (or the signal that ended it) and when, in ms since `performance.now()`'s origin. */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
}

/**
 * Starts `entry` with exactly `env` on top of PATH and HOME (nothing else leaks
 * in from the test's own environment). `detached`: in its own process group, so
 * `process.kill(-child.pid)` ends whatever it started too. `nodeArgs`: more
 * options for Node (`npm run dev` runs with `--conditions=development`).
 * Started in a test, whatever is still running when the test finishes is killed
 * (its whole group if detached) and waited for, before the test's directories are
 * removed (afterTest); started outside a test, the caller ends it. The server (SERVER_ENTRY) runs compiled, a JavaScript
 * entry (`npm start`'s scripts/start.mjs) as it is; any other entry (`npm run dev`'s) runs from its TypeScript through
 * tsx, as its npm script does.
 */
export function spawnServer(
  env: Record<string, string>,
  entry = SERVER_ENTRY,
  options: { detached?: boolean; nodeArgs?: readonly string[] } = {},
): ServerProcess {
  const args = entry === SERVER_ENTRY ? serverArgs() : entry.endsWith(".mjs") ? [entry] : ["--import", "tsx", entry];
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), ...args], {
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: options.detached,
  });
  return watchProcess(child, options.detached);
}

/**
 * A child process as the tests read it: its output so far, and when it exits. Started in a test, it is killed (its
 * group if `detached`) and waited for when the test finishes, if it is still running.
 */
export function watchProcess(child: ChildProcess, detached = false): ServerProcess {
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal, at: performance.now() })),
  );
  afterTest(async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    if (detached && child.pid) process.kill(-child.pid, "SIGKILL");
    else child.kill("SIGKILL");
    await exited;
  });
  return { child, stdout: () => stdout, stderr: () => stderr, exited };
}

/** Waits until GET /healthz answers 200 (the embedded database can take a while to open on a busy machine). */
export async function waitUntilHealthy(server: ServerProcess, port: number, timeoutMs = 90_000): Promise<void> {
  const exitedEarly = () => server.child.exitCode !== null;
  const healthy = await waitFor(
    async () => exitedEarly() || (await fetch(`http://127.0.0.1:${port}/healthz`)).status === 200,
    timeoutMs,
    100,
  );
  if (exitedEarly()) throw new Error(`server exited with ${server.child.exitCode}: ${server.stderr().slice(-2000)}`);
  if (healthy) return;
  server.child.kill("SIGKILL");
  throw new Error(`server did not become healthy: ${server.stderr().slice(-2000)}`);
}

export interface CommandResult {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * Runs an operator command (`scripts/cli/<name>.ts`, compiled: `cli/<name>.js` of the run's bundle) to its end, with
 * `env` over the test's environment, and Node's flags as its npm script gives them (COMMAND_NODE_FLAGS).
 * Asynchronously: on the embedded database, beside a test's running app, the command's queries go through that app,
 * which answers in the test's own process (decision 034).
 */
export function runCommand(name: string, args: readonly string[], env: Record<string, string>): Promise<CommandResult> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      [...COMMAND_NODE_FLAGS, "--enable-source-maps", path.join(inject("nodeBundle"), "cli", `${name}.js`), ...args],
      { env: { ...process.env, ...env }, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
      (_error, stdout, stderr) => resolve({ status: child.exitCode, stdout, stderr }),
    );
  });
}

declare module "vitest" {
  export interface ProvidedContext {
    /** The folder of the compiled server (`main.js`) and operator commands (`cli/<name>.js`), compiled for the run (tests/node-bundle.ts). */
    nodeBundle: string;
  }
}
