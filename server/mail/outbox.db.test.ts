/**
 * The outbox worker: at shutdown the mail being sent finishes (or, when its relay hangs, is abandoned) and the rest of
 * its batch goes back to the queue at once; claims are leases another worker takes over once they run out; a mail
 * keeps its Message-ID on every attempt.
 */
import { asc, eq, sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import { describe, expect, it } from "vitest";
import { outbox } from "../db/schema";
import { startApp } from "../testing/app";
import { BACKENDS, waitFor } from "../testing/support";
import { messageIdOf, OutboxWorker, queueMails } from "./outbox";

/** A transport whose sends wait until the test lets them finish; `sent` lists the recipients of finished sends. */
function gatedTransport() {
  const sent: string[] = [];
  const waiting: (() => void)[] = [];
  const transport = nodemailer.createTransport({
    name: "gated",
    version: "1",
    send(mail, callback) {
      waiting.push(() => {
        sent.push(String(mail.data.to));
        callback(null, { envelope: mail.message.getEnvelope(), messageId: "<gated@test>" } as never);
      });
    },
  });
  return { transport, sent, waiting };
}

const mail = (to: string) => ({ kind: "contact-notification", to, subject: "Test", text: "Hello." });

describe.each(BACKENDS)("OutboxWorker.stop on %s", (backend) => {
  it("finishes the mail in flight and returns the rest of the claimed batch to the queue, due now, attempt not counted", async () => {
    const gate = gatedTransport();
    const app = await startApp(backend, { smtpUrl: "smtp://unused.invalid" }, { mailTransport: gate.transport });
    await queueMails(app.database.db, [mail("one@example.org"), mail("two@example.org"), mail("three@example.org")]);
    app.outbox.kick();
    expect(await waitFor(() => gate.waiting.length === 1, 10_000)).toBe(true);

    let stopped = false;
    const stopping = app.outbox.stop().then(() => (stopped = true));
    // Time passing is what is tested: stop() does not return while the mail is still being sent.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(stopped).toBe(false); // it waits for the mail being sent
    gate.waiting.shift()!();
    await stopping;
    expect(gate.waiting).toHaveLength(0);
    expect(gate.sent).toEqual(["one@example.org"]);

    const rows = await app.database.db.select().from(outbox).orderBy(asc(outbox.id));
    expect(rows.map((row) => [row.to, row.status, row.attempts])).toEqual([
      ["one@example.org", "sent", 1],
      ["two@example.org", "pending", 0],
      ["three@example.org", "pending", 0],
    ]);
    for (const row of rows.slice(1)) expect(row.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());

    // The next worker (another instance, or this one restarted) sends them at once.
    const next = gatedTransport();
    const worker = new OutboxWorker(app.database.db, app.log, { from: "test@alphai.test", transport: next.transport });
    worker.start();
    expect(await waitFor(() => next.waiting.length === 1, 10_000)).toBe(true);
    next.waiting.shift()!();
    expect(await waitFor(() => next.waiting.length === 1, 10_000)).toBe(true);
    next.waiting.shift()!();
    await worker.stop();
    expect(next.sent).toEqual(["two@example.org", "three@example.org"]);
  });
});

describe.each(BACKENDS)("leases and retries on %s", (backend) => {
  it("abandons a send its relay does not answer at shutdown, within a second or so, and gives every claimed mail back", async () => {
    const gate = gatedTransport();
    const app = await startApp(backend, { smtpUrl: "smtp://unused.invalid" }, { mailTransport: gate.transport });
    await queueMails(app.database.db, [mail("one@example.org"), mail("two@example.org")]);
    app.outbox.kick();
    expect(await waitFor(() => gate.waiting.length === 1, 10_000)).toBe(true);
    const stoppingAt = performance.now();
    await app.outbox.stop(); // the relay never answers
    expect(performance.now() - stoppingAt).toBeLessThan(5000);
    const rows = await app.database.db.select().from(outbox).orderBy(asc(outbox.id));
    // The abandoned send counts as an attempt; the other was never tried. Both are due now, claimed by no one.
    expect(rows.map((row) => [row.status, row.attempts, row.claimedBy])).toEqual([
      ["pending", 1, null],
      ["pending", 0, null],
    ]);
    for (const row of rows) expect(row.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it("takes over a mail whose claim's lease ran out, and leaves one whose lease is running; a retry keeps its Message-ID", async () => {
    const sent: { to: string; messageId: string }[] = [];
    const attempted: string[] = [];
    // The first send to this address fails (451): it is retried.
    const failOnce = new Set(["retried@example.org"]);
    const transport = nodemailer.createTransport({
      name: "recording",
      version: "1",
      send(message, callback) {
        if (failOnce.delete(String(message.data.to))) {
          attempted.push(String(message.message.messageId()));
          return callback(Object.assign(new Error("451 try again later"), { responseCode: 451 }), undefined as never);
        }
        sent.push({ to: String(message.data.to), messageId: String(message.message.messageId()) });
        callback(null, { envelope: message.message.getEnvelope(), messageId: message.message.messageId() } as never);
      },
    });
    const app = await startApp(backend, { smtpUrl: "smtp://unused.invalid" }, { mailTransport: transport });
    await app.outbox.stop(); // the test runs the workers itself
    const { db } = app.database;
    await queueMails(db, [
      mail("abandoned@example.org"),
      mail("running@example.org"),
      mail("retried@example.org"),
      mail("old-server-sending@example.org"),
      mail("old-server-died@example.org"),
    ]);
    const [abandoned, running, retried, oldSending, oldDied] = (
      await db.select().from(outbox).orderBy(asc(outbox.id))
    ).map((row) => row.id);
    // Two mails claimed by a worker that died: one lease ran out a moment ago, the other runs for 20 s more.
    const lease = (id: number, ms: number) =>
      db
        .update(outbox)
        .set({
          status: "sending",
          attempts: 1,
          claimedBy: "a-worker-that-died",
          nextAttemptAt: sql`now() + ${ms}::int * interval '1 millisecond'`,
        })
        .where(eq(outbox.id, id!));
    await lease(abandoned!, -1000);
    await lease(running!, 20_000);
    // Claimed by a server from before leases (a rolling upgrade): due 10 minutes after its claim, as it was then.
    const oldClaim = (id: number, minutesAgo: number) =>
      db
        .update(outbox)
        .set({
          status: "sending",
          attempts: 1,
          claimedBy: null,
          nextAttemptAt: sql`now() - ${minutesAgo}::int * interval '1 minute'`,
        })
        .where(eq(outbox.id, id));
    await oldClaim(oldSending!, 1);
    await oldClaim(oldDied!, 11);
    // The third fails once (451) and is due again at once for the test's second pass.
    const worker = new OutboxWorker(db, app.log, { from: "Alphai <hello@alphai.test>", transport });
    worker.kick();
    await worker.idle();
    await db
      .update(outbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(outbox.id, retried!));
    worker.kick();
    await worker.idle();
    await worker.stop();
    expect(sent.map((mail) => mail.to)).toEqual([
      "abandoned@example.org",
      "old-server-died@example.org",
      "retried@example.org",
    ]);
    const rows = await db.select().from(outbox).orderBy(asc(outbox.id));
    expect(rows.map((row) => [row.status, row.attempts])).toEqual([
      ["sent", 2],
      ["sending", 1],
      ["sent", 2],
      ["sending", 1],
      ["sent", 2],
    ]);
    expect(rows[1]!.claimedBy).toBe("a-worker-that-died");
    // The Message-ID names the mail, not the attempt: the failed attempt carried the same one.
    const retriedRow = rows[2]!;
    const retriedId = sent.find((mail) => mail.to === "retried@example.org")!.messageId;
    expect(retriedId).toBe(messageIdOf(retriedRow, "hello@alphai.test"));
    expect(retriedId).toMatch(/^<[0-9a-f]{32}@alphai\.test>$/);
    expect(attempted).toEqual([retriedId]);
    expect(new Set(sent.map((mail) => mail.messageId)).size).toBe(3);
  });
});

describe.each(BACKENDS)("held mails in the log on %s", (backend) => {
  it("logs of a held mail only its id and kind, a team sign-in mail included: no address, link or code", async () => {
    const lines: string[] = [];
    const app = await startApp(
      backend,
      { logLevel: "info" },
      { logStream: { write: (line) => void lines.push(line) } },
    );
    const signIn = {
      kind: "team-sign-in",
      to: "owner@alphai.test",
      subject: "Sign in to Alphai's team workspace",
      text: "Open https://www.alphai.test/team/sign-in?token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG\nOr type this code there: 123456",
    };
    await queueMails(app.database.db, [
      mail("mariam.khan@example.org"),
      signIn,
      { ...mail("jonas@example.de"), kind: "team-invitation" },
    ]);
    app.outbox.kick();
    await app.outbox.idle();

    const held = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => String(line.msg).includes("held in outbox"));
    expect(held.map((line) => line.kind)).toEqual(["contact-notification", "team-sign-in", "team-invitation"]);
    for (const line of held) {
      expect(Object.keys(line).sort()).toEqual(["hostname", "kind", "level", "msg", "outboxId", "pid", "time"]);
      expect(line.level).toBe(30);
    }
    // The sign-in's line points the operator to the command that prints a link instead.
    expect(held[1]!.msg).toMatch(/npm run team -- sign-in-link/);
    const everything = lines.join("\n");
    for (const personal of [
      "mariam.khan@example.org",
      "jonas@example.de",
      "owner@alphai.test",
      "Hello.",
      "abcdefghijklmnop",
      "123456",
    ])
      expect(everything).not.toContain(personal);
    expect((await app.database.db.select().from(outbox)).map((row) => row.status)).toEqual(["held", "held", "held"]);
    expect(app.outbox.delivers).toBe(false);
  });
});
