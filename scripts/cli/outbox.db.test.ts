import { readdirSync } from "node:fs";
import { asc } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import nodemailer from "nodemailer";
import { describe, expect, it } from "vitest";
import type { ServerConfig } from "../../server/config";
import { openDatabase } from "../../server/db/client";
import { outbox } from "../../server/db/schema";
import { startAppWith } from "../../server/testing/app";
import { runCommand } from "../../server/testing/spawn";
import { BACKENDS, formToken, tempDir, testConfig } from "../../server/testing/support";

/**
 * Runs the real command against the test database; SMTP_URL unset unless given. On the embedded database, while a
 * test's server runs, the command's queries go through that server (decision 034).
 */
const run = (args: string[], config: ServerConfig, env: Record<string, string> = {}) =>
  runCommand("outbox", args, {
    DATA_DIR: config.dataDir,
    DATABASE_URL: config.databaseUrl ?? "",
    SMTP_URL: "",
    ...env,
  });

const MESSAGE = "Our clinic group needs an appointment app; my mobile is +971 50 123 4567.";

/** The outbox as the test reads it, oldest first: through the running app's database, or opened for the purpose. */
async function rows(config: ServerConfig, app?: FastifyInstance) {
  if (app) return app.database.db.select().from(outbox).orderBy(asc(outbox.id));
  const database = await openDatabase(config);
  try {
    return await database.db.select().from(outbox).orderBy(asc(outbox.id));
  } finally {
    await database.close();
  }
}

describe("npm run outbox", () => {
  it("refuses bad arguments with the usage and exit status 2, and changes nothing", async () => {
    const config = await testConfig("pglite");
    const database = await openDatabase(config);
    await database.db.insert(outbox).values({
      kind: "contact-notification",
      to: "hello@alphai.test",
      subject: "New enquiry #1",
      text: "body",
      status: "held",
    });
    await database.close();
    const refusals = [
      [],
      ["discard"],
      ["discard", "--status", "failed"],
      ["release", "--id", "x"],
      ["release", "--id", "0"],
      ["list", "--status", "sent"],
      ["list", "--limit", "-1"],
      ["purge"],
      ["list", "--bogus"],
    ];
    // Several at once: each is refused before it opens the database.
    const refused = await Promise.all(refusals.map((args) => run(args, config)));
    for (const [index, args] of refusals.entries()) {
      expect(refused[index]!.status, args.join(" ")).toBe(2);
      expect(refused[index]!.stderr).toContain("usage: npm run outbox");
    }
    expect((await rows(config)).map((mail) => mail.status)).toEqual(["held"]);
    // Refused before it opens (or makes) a database at all.
    const untouched = tempDir("outbox-usage");
    for (const args of [["list", "--limit", "-1"], ["show"]]) {
      expect((await run(args, { ...config, dataDir: untouched, databaseUrl: undefined })).status, args.join(" ")).toBe(
        2,
      );
    }
    expect(readdirSync(untouched)).toEqual([]);
  }, 120_000);
});

describe.each(BACKENDS)("npm run outbox on %s", (backend) => {
  it("lists held mails without their bodies, releases them to a server with SMTP, and discards them", async () => {
    const config = await testConfig(backend, { logLevel: "info" });
    // A server without SMTP_URL holds an enquiry's notification and two confirmations.
    const logged: string[] = [];
    const app = await startAppWith(config, { logStream: { write: (line) => void logged.push(line) } });
    const post = (url: string, payload: object) =>
      app.inject({
        method: "POST",
        url,
        payload: { ...payload, formToken: formToken(url === "/api/contact" ? "contact" : "subscribe") },
      });
    expect(
      (
        await post("/api/contact", {
          name: "Mariam Khan",
          email: "mariam@example.org",
          message: MESSAGE,
          consent: true,
        })
      ).statusCode,
    ).toBe(201);
    expect((await post("/api/subscribe", { email: "reader@example.org" })).statusCode).toBe(200);
    expect((await post("/api/subscribe", { email: "other@example.net" })).statusCode).toBe(200);
    await app.outbox.idle();
    // The server keeps running while the commands read: they go through it.
    const held = await rows(config, app);
    expect(held.map((mail) => [mail.kind, mail.status])).toEqual([
      ["contact-notification", "held"],
      ["contact-acknowledgement", "held"],
      ["subscribe-confirmation", "held"],
      ["subscribe-confirmation", "held"],
    ]);
    const [contactMail, acknowledgementMail, readerMail, otherMail] = held.map((mail) => mail.id);
    // The log names each held mail by id and kind; its recipient, subject, text and links stay out of it
    // (decision 022).
    const heldLines = logged
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => String(line.msg).startsWith("mail held in outbox"));
    // (The outbox holds mails in the order it claims them, not always the order they were queued in.)
    const byId = (a: readonly unknown[], b: readonly unknown[]) => Number(a[0]) - Number(b[0]);
    expect(heldLines.map((line) => [line.outboxId, line.kind]).sort(byId)).toEqual(
      held.map((mail) => [mail.id, mail.kind]),
    );
    for (const secret of [
      "mariam@example.org",
      "Mariam Khan",
      "appointment app",
      "+971",
      "reader@example.org",
      "other@example.net",
      "token=",
      "Confirm your subscription",
    ]) {
      expect(logged.join("\n"), secret).not.toContain(secret);
    }
    // The operator who asks sees one whole.
    const shown = await run(["show", String(contactMail)], config);
    expect(shown.status).toBe(0);
    expect(shown.stdout).toContain(`Outbox mail #${contactMail} (contact-notification, held`);
    // The enquiry's notification links to it in the team workspace; the message itself never was in it (decision 026).
    expect(shown.stdout).toMatch(/Subject: New enquiry #\d+\n/);
    expect(shown.stdout).toMatch(/https:\/\/www\.alphai\.test\/team\/leads\/\d+\n/);
    expect(shown.stdout).not.toContain("Reply-To:");
    expect(shown.stdout).not.toContain(MESSAGE);
    expect((await run(["show", String(readerMail)], config)).stdout).toMatch(
      /To: reader@example\.org[\s\S]*\/api\/newsletter\/confirm\?token=/,
    );
    expect(await run(["show", "999999"], config)).toMatchObject({
      status: 1,
      stderr: expect.stringContaining("no mail with id 999999"),
    });
    for (const args of [["show"], ["show", "x"], ["show", "1", "2"]])
      expect((await run(args, config)).status, args.join(" ")).toBe(2);

    const list = await run(["list"], config);
    expect(list.status).toBe(0);
    expect(list.stdout).toMatch(/^4 held mails\n/);
    expect(list.stdout).toContain("New enquiry #1");
    expect(list.stdout).not.toContain("Mariam Khan");
    expect(list.stdout).toContain("reader@example.org");
    // What people wrote, and the confirmation links, stay in the database.
    expect(list.stdout).not.toContain("appointment app");
    expect(list.stdout).not.toContain("+971");
    expect(list.stdout).not.toMatch(/token=/);
    expect((await run(["list", "--kind", "subscribe-confirmation", "--limit", "1"], config)).stdout).toMatch(
      /^2 held mails of kind subscribe-confirmation \(the first 1 below: --limit for more\)\n/,
    );

    // Stopped before a release: a server without SMTP_URL would hold the released mail again.
    await app.close();
    const release = await run(["release", "--kind", "subscribe-confirmation", "--id", String(readerMail)], config);
    expect(release.status).toBe(0);
    expect(release.stdout).toContain(`released 1 held mail (id ${readerMail})`);
    expect(release.stdout).toContain("SMTP_URL is not set here");
    const released = (await rows(config)).find((mail) => mail.id === readerMail)!;
    expect(released).toMatchObject({ status: "pending", attempts: 0 });
    expect(released.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());

    // A server with SMTP sends the released mail and leaves the held ones alone.
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
    const sent: string[] = [];
    const sendMail = transport.sendMail.bind(transport);
    transport.sendMail = (async (mail: Parameters<typeof sendMail>[0]) => {
      sent.push(String(mail.to));
      return sendMail(mail);
    }) as typeof transport.sendMail;
    const smtpApp = await startAppWith(config, { mailTransport: transport });
    await smtpApp.outbox.idle();
    expect(sent).toEqual(["reader@example.org"]);
    expect((await rows(config, smtpApp)).map((mail) => [mail.id, mail.status])).toEqual([
      [contactMail, "held"],
      [acknowledgementMail, "held"],
      [readerMail, "sent"],
      [otherMail, "held"],
    ]);

    const discard = await run(["discard", "--id", `${contactMail},${readerMail}`], config, {
      SMTP_URL: "smtp://localhost:2525",
    });
    expect(discard.status).toBe(0);
    // A sent mail is not discarded: only held ones are.
    expect(discard.stdout).toBe(`discarded 1 held mail (id ${contactMail})\n`);
    expect((await rows(config, smtpApp)).map((mail) => [mail.id, mail.status])).toEqual([
      [acknowledgementMail, "held"],
      [readerMail, "sent"],
      [otherMail, "held"],
    ]);
    expect((await run(["discard", "--all"], config)).stdout).toBe(
      `discarded 2 held mails (id ${acknowledgementMail}, ${otherMail})\n`,
    );
    expect((await run(["list"], config)).stdout).toBe("0 held mails\n");
  }, 120_000);

  it("releases failed mails with --status failed", async () => {
    const config = await testConfig(backend);
    const database = await openDatabase(config);
    await database.db.insert(outbox).values([
      {
        kind: "contact-notification",
        to: "hello@alphai.test",
        subject: "New enquiry #7",
        text: "body",
        status: "failed",
        attempts: 8,
        lastError: "550 mailbox unavailable",
      },
      {
        kind: "contact-notification",
        to: "hello@alphai.test",
        subject: "New enquiry #8",
        text: "body",
        status: "held",
        attempts: 1,
      },
    ]);
    await database.close();
    const list = await run(["list", "--status", "failed"], config);
    expect(list.stdout).toMatch(/^1 failed mail\n/);
    expect(list.stdout).toContain("550 mailbox unavailable");
    expect((await run(["release", "--status", "failed"], config)).stdout).toMatch(/^released 1 failed mail \(id \d+\)/);
    expect((await rows(config)).map((mail) => [mail.subject, mail.status, mail.attempts, mail.lastError])).toEqual([
      ["New enquiry #7", "pending", 0, null],
      ["New enquiry #8", "held", 1, null],
    ]);
  }, 60_000);
});
