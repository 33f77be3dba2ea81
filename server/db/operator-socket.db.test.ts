/**
 * The embedded database is opened by one process at a time (server/db/data-dir-lock.ts), and an operator command
 * reaches a running server's database through its socket (server/db/operator-socket.ts): what it reads is what the
 * server wrote, what it writes the server sees, and a transaction it leaves open is rolled back (decision 034).
 */
import { asc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { startAppWith } from "../testing/app";
import { testConfig } from "../testing/support";
import { openDatabase, queryRows } from "./client";
import { DataDirInUse } from "./data-dir-lock";
import { connectToServer } from "./operator-socket";
import { applications, contacts } from "./schema";

const lead = (name: string) => ({
  name,
  email: `${name.toLowerCase()}@example.org`,
  message: "Through the operator socket.",
  consentAt: new Date(),
});

describe("DATA_DIR on the embedded database", () => {
  it("is refused to a second open while a server holds it, with who holds it; a command goes through the server", async () => {
    const config = await testConfig("pglite");
    const app = await startAppWith(config);
    const secondOpen = openDatabase({ dataDir: config.dataDir });
    await expect(secondOpen).rejects.toThrow(DataDirInUse);
    await expect(secondOpen).rejects.toThrow(`is in use by a running server (process ${process.pid}, since `);

    const command = await openDatabase({ dataDir: config.dataDir, throughServer: "test command" });
    try {
      expect(command.viaServer).toBe(true);
      // What the server wrote, the command reads, with its types (dates, bytes) as a direct open gives them.
      const [written] = await app.database.db.insert(contacts).values(lead("Server")).returning();
      const [read] = await command.db.select().from(contacts).where(eq(contacts.id, written!.id));
      expect(read).toEqual(written);
      expect(read!.createdAt).toBeInstanceOf(Date);
      const cv = Buffer.from("%PDF-1.4\nbytes through the socket\n%%EOF\n");
      const [application] = await app.database.db
        .insert(applications)
        .values({
          role: "qa-engineer",
          name: "Bytes",
          email: "bytes@example.org",
          cv,
          cvType: "pdf",
          cvSize: cv.length,
          cvSha256: "ab".repeat(32),
          consentAt: new Date(),
        })
        .returning({ id: applications.id });
      const [stored] = await command.db
        .select({ cv: applications.cv })
        .from(applications)
        .where(eq(applications.id, application!.id));
      expect(Buffer.compare(stored!.cv, cv)).toBe(0);

      // What the command writes, the server sees; raw SQL answers rows as it does on a direct open.
      await command.db.insert(contacts).values(lead("Command"));
      expect(
        (await app.database.db.select({ name: contacts.name }).from(contacts).orderBy(asc(contacts.id))).map(
          (row) => row.name,
        ),
      ).toEqual(["Server", "Command"]);
      expect(await queryRows<{ n: number }>(command.db, sql`SELECT count(*)::int AS n FROM contacts`)).toEqual([
        { n: 2 },
      ]);

      // A transaction commits or rolls back as a whole; a failed statement inside rolls it back.
      await command.db.transaction(async (tx) => {
        await tx.insert(contacts).values(lead("Committed"));
      });
      await expect(
        command.db.transaction(async (tx) => {
          await tx.insert(contacts).values(lead("RolledBack"));
          await tx.execute(sql`SELECT 1 / 0`);
        }),
      ).rejects.toMatchObject({ cause: { code: "22012", message: "division by zero" } });
      expect((await app.database.db.select({ name: contacts.name }).from(contacts)).map((row) => row.name)).toEqual([
        "Server",
        "Command",
        "Committed",
      ]);
    } finally {
      await command.close();
    }

    // A command that goes away inside a transaction: what it wrote is rolled back, and the server goes on.
    const raw = await connectToServer(config.dataDir, "killed command");
    // Nor can a command open one behind the server's back, with a statement.
    await expect(raw!.query("BEGIN")).rejects.toThrow(/transaction control is not allowed/);
    const abandoned = raw!.transaction(async (tx) => {
      await tx.query(
        "INSERT INTO contacts (name, email, message, consent_at) VALUES ('Gone', 'gone@example.org', 'x', now())",
      );
      await raw!.close();
      await tx.query("SELECT 1");
    });
    await expect(abandoned).rejects.toThrow();
    expect((await app.database.db.select({ name: contacts.name }).from(contacts)).map((row) => row.name)).not.toContain(
      "Gone",
    );
  });

  it("held by an operator command refuses a server at once, naming the command", async () => {
    const config = await testConfig("pglite");
    const command = await openDatabase({ dataDir: config.dataDir, throughServer: "leads list" });
    try {
      expect(command.viaServer).toBeUndefined();
      await expect(buildApp(config)).rejects.toThrow(
        `is in use by an operator command (process ${process.pid}, since `,
      );
    } finally {
      await command.close();
    }
    // Released with the command: the server starts.
    const app = await startAppWith(config);
    expect((await app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
  });
});
