/**
 * Durability: submissions under concurrent load, the server killed with
 * SIGKILL mid-way, restarted; every acknowledged submission must be there.
 */
import { inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./db/client";
import { contacts } from "./db/schema";
import { freePort, spawnServer, waitUntilHealthy } from "./testing/spawn";
import { BACKENDS, formToken, serverEnv, testConfig, waitFor } from "./testing/support";

async function startServer(env: Record<string, string>) {
  const server = spawnServer(env);
  // Generous (waitUntilHealthy's 90 s): after a crash the embedded database replays its write-ahead log first.
  await waitUntilHealthy(server, Number(env.PORT));
  return server;
}

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
    // Kill once more than 20 submissions are acknowledged, while others are under way.
    await waitFor(() => acknowledged.length > 20, 60_000, 50);
    server.child.kill("SIGKILL");
    stop = true;
    await Promise.all(clients);
    await server.exited;
    expect(acknowledged.length).toBeGreaterThan(20);

    // Restart (recovery must work), then stop cleanly and read the database directly.
    server = await startServer(env);
    server.child.kill("SIGTERM");
    await server.exited;
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
