/**
 * Durability: submissions under concurrent load, the server killed with
 * SIGKILL mid-way, restarted; every acknowledged submission must be there.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./db/client";
import { contacts } from "./db/schema";
import { freePort } from "./testing/spawn";
import { BACKENDS, formToken, serverEnv, testConfig } from "./testing/support";

async function startServer(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  // Generous: after a crash the embedded database replays its write-ahead log first.
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${stderr.slice(-2000)}`);
    try {
      const response = await fetch(`http://127.0.0.1:${env.PORT}/`);
      if (response.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill("SIGKILL");
  throw new Error(`server did not start: ${stderr.slice(-2000)}`);
}

const exited = (child: ChildProcess) =>
  new Promise((resolve) =>
    child.exitCode !== null || child.signalCode !== null ? resolve(null) : child.once("exit", resolve),
  );

describe.each(BACKENDS)("crash safety on %s", (backend) => {
  it("keeps every acknowledged submission across kill -9", async () => {
    const config = await testConfig(backend);
    const port = await freePort();
    const env = serverEnv(config, port, { RATE_LIMIT_MAX: "1000000", LOG_LEVEL: "silent" });
    let server = await startServer(env);
    const acknowledged: number[] = [];
    let stop = false;
    const client = async (worker: number) => {
      for (let i = 0; !stop; i += 1) {
        try {
          const response = await fetch(`http://127.0.0.1:${port}/api/contact`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({
              name: `Load ${worker}-${i}`,
              email: `load${worker}.${i}@example.org`,
              message: "Durability test message, please ignore.",
              consent: true,
              formToken: formToken("contact"),
            }),
          });
          if (response.status === 201) acknowledged.push(((await response.json()) as { id: number }).id);
        } catch {
          return; // the server is gone
        }
      }
    };
    const clients = Array.from({ length: 16 }, (_, worker) => client(worker));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    server.kill("SIGKILL");
    stop = true;
    await Promise.all(clients);
    await exited(server);
    expect(acknowledged.length).toBeGreaterThan(20);

    // Restart (recovery must work), then stop cleanly and read the database directly.
    server = await startServer(env);
    server.kill("SIGTERM");
    await exited(server);
    const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    try {
      const found = await database.db
        .select({ id: contacts.id })
        .from(contacts)
        .where(inArray(contacts.id, acknowledged));
      expect(found.length).toBe(acknowledged.length);
    } finally {
      await database.close();
    }
  }, 240_000);
});
