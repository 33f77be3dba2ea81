/**
 * The embedded database is opened by one process at a time (server/db/data-dir-lock.ts), and an operator command
 * reaches a running server's database through its socket (server/db/operator-socket.ts): what it reads is what the
 * server wrote, what it writes the server sees, and a transaction it leaves open is rolled back (decision 034).
 */
import net from "node:net";
import path from "node:path";
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
  dueAt: new Date(),
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
    // Nor can a command open one behind the server's back with a statement, or change the server's session.
    for (const statement of [
      "BEGIN",
      "/* hidden */ BEGIN",
      "-- a comment\n  start transaction",
      "COMMIT",
      "SET search_path TO public",
      "CREATE TEMP TABLE contacts (id int)",
      "PREPARE p AS SELECT 1",
      "SELECT set_config('TimeZone', 'UTC', false)",
    ])
      await expect(raw!.query(statement), statement).rejects.toThrow(/not allowed through the server/);
    expect(await raw!.query("/* a comment */ SELECT 1 AS one")).toMatchObject({ rows: [{ one: 1 }] });
    const abandoned = raw!.transaction(async (tx) => {
      await tx.query(
        "INSERT INTO contacts (name, email, message, consent_at, due_at) VALUES ('Gone', 'gone@example.org', 'x', now(), now())",
      );
      await raw!.close();
      await tx.query("SELECT 1");
    });
    await expect(abandoned).rejects.toThrow();
    expect((await app.database.db.select({ name: contacts.name }).from(contacts)).map((row) => row.name)).not.toContain(
      "Gone",
    );

    // What commands did through the server is not known to it (a deletion, say): even a clean stop leaves the next
    // start to rewrite the erasable tables (server/db/erasure.ts).
    await app.close();
    const reopened = await openDatabase({ dataDir: config.dataDir });
    expect(reopened.erasuresCompacted).toBe(false);
    await reopened.close();
  });

  it("survives a malformed message, and shuts down at once while a command holds a transaction open", async () => {
    const config = await testConfig("pglite");
    const app = await startAppWith(config);
    // A frame that is not a message (empty, then garbage): that connection is closed, the server goes on.
    for (const bytes of [Buffer.from([0, 0, 0, 0]), Buffer.from([0, 0, 0, 3, 0xff, 0x00, 0x7f])]) {
      const socket = net.connect(path.join(config.dataDir, "pglite.sock"));
      socket.on("error", () => undefined);
      socket.write(bytes);
      await new Promise((resolve) => socket.once("close", resolve));
    }
    expect((await app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);

    const command = await connectToServer(config.dataDir, "slow command");
    let inside!: () => void;
    const begun = new Promise<void>((resolve) => (inside = resolve));
    const held = command!.transaction(async (tx) => {
      await tx.query(
        "INSERT INTO contacts (name, email, message, consent_at, due_at) VALUES ('Held', 'held@example.org', 'x', now(), now())",
      );
      inside();
      await new Promise(() => undefined); // the command never finishes
    });
    held.catch(() => undefined);
    await begun;
    // A request that needs the database waits for the command's transaction...
    const waiting = app.inject({ method: "GET", url: "/healthz" });
    const closingAt = performance.now();
    // ...and shutdown ends the command's connection first, so the request and the close finish at once.
    await app.close();
    expect(performance.now() - closingAt).toBeLessThan(5000);
    // The request in flight got its real answer once the command's transaction was rolled back.
    expect((await waiting).statusCode).toBe(200);
    const reopened = await openDatabase({ dataDir: config.dataDir });
    try {
      expect(await reopened.db.select().from(contacts)).toEqual([]);
    } finally {
      await reopened.close();
    }
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
