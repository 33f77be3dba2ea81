/**
 * Durability of job applications (decision 021), like server/crash.db.test.ts for
 * contacts: uploads under concurrent load, the server killed with SIGKILL
 * mid-way, restarted; every acknowledged application must be there with its
 * CV intact and both of its mails.
 */
import { createHash } from "node:crypto";
import { inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../db/client";
import { applications, outbox } from "../db/schema";
import { freePort, spawnServer, waitUntilHealthy } from "../testing/spawn";
import { BACKENDS, formToken, TEST_SECRET, testConfig, waitFor } from "../testing/support";

describe.each(BACKENDS)("job application crash safety on %s", (backend) => {
  it("keeps every acknowledged application, CV and mails across kill -9", async () => {
    const config = await testConfig(backend);
    const port = await freePort();
    const env = {
      PORT: String(port),
      HOST: "127.0.0.1",
      BUILD_DIR: config.buildDir,
      DATA_DIR: config.dataDir,
      APP_SECRET: TEST_SECRET,
      RATE_LIMIT_MAX: "1000000",
      APPLICATION_UPLOAD_BYTES_PER_HOUR: "2000000000",
      // The eight clients share one address; every application is new (APPLICATIONS_PER_HOUR has its own test).
      APPLICATION_UPLOADS_PER_CLIENT: "100",
      APPLICATIONS_PER_HOUR: "1000000",
      CONFIRMATION_MAILS_PER_HOUR: "1000000",
      CONFIRMATION_MAILS_PER_DOMAIN_PER_HOUR: "1000000",
      LOG_LEVEL: "silent",
      ...(config.databaseUrl ? { DATABASE_URL: config.databaseUrl } : {}),
    };
    let server = spawnServer(env);
    await waitUntilHealthy(server, port);
    /** The SHA-256 of each acknowledged application's CV, by its address (the answer carries no id). */
    const acknowledged = new Map<string, string>();
    let stop = false;
    const client = async (worker: number) => {
      for (let i = 0; !stop; i += 1) {
        const cv = Buffer.concat([
          Buffer.from(`%PDF-1.4\n% CV of ${worker}-${i}\n`),
          Buffer.alloc(64 * 1024, 0x20),
          Buffer.from("\n%%EOF\n"),
        ]);
        const form = new FormData();
        for (const [name, value] of Object.entries({
          role: "senior-react-engineer-lahore",
          name: `Load ${worker}-${i}`,
          email: `load${worker}.${i}@example.org`,
          consent: "yes",
          formToken: formToken("application"),
        })) {
          form.append(name, value);
        }
        form.append("cv", new Blob([cv], { type: "application/pdf" }), "cv.pdf");
        try {
          const response = await fetch(`http://127.0.0.1:${port}/api/applications`, {
            method: "POST",
            body: form,
            headers: { accept: "application/json" },
          });
          if (response.status === 201)
            acknowledged.set(`load${worker}.${i}@example.org`, createHash("sha256").update(cv).digest("hex"));
        } catch {
          return; // the server is gone
        }
      }
    };
    const clients = Array.from({ length: 8 }, (_, worker) => client(worker));
    // Kill once some applications are acknowledged, while others are under way.
    await waitFor(() => acknowledged.size >= 10, 60_000, 50);
    server.child.kill("SIGKILL");
    stop = true;
    await Promise.all(clients);
    await server.exited;
    expect(acknowledged.size).toBeGreaterThanOrEqual(10);

    // Restart (recovery must work), then stop cleanly and read the database directly.
    server = spawnServer(env);
    await waitUntilHealthy(server, port);
    server.child.kill("SIGTERM");
    await server.exited;
    const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    try {
      const emails = [...acknowledged.keys()];
      const found = await database.db
        .select({ email: applications.email, sha: applications.cvSha256, cv: applications.cv })
        .from(applications)
        .where(inArray(applications.email, emails));
      expect(found.length).toBe(acknowledged.size);
      for (const row of found) {
        expect(row.sha).toBe(acknowledged.get(row.email));
        expect(createHash("sha256").update(row.cv).digest("hex")).toBe(row.sha);
      }
      // Two mails per stored application (acknowledged or not): they commit together.
      const all = await database.db.select({ id: applications.id }).from(applications);
      const mails = await database.db.select({ kind: outbox.kind }).from(outbox);
      expect(mails.filter((mail) => mail.kind === "application-confirmation")).toHaveLength(all.length);
      expect(mails.filter((mail) => mail.kind === "application-notification")).toHaveLength(all.length);
    } finally {
      await database.close();
    }
  }, 240_000);
});
