/** The outbox worker at shutdown: the mail being sent finishes, the rest of its batch goes back to the queue at once. */
import { asc } from "drizzle-orm";
import nodemailer from "nodemailer";
import { describe, expect, it } from "vitest";
import { outbox } from "../db/schema";
import { startApp } from "../testing/app";
import { BACKENDS, waitFor } from "../testing/support";
import { OutboxWorker, queueMails } from "./outbox";

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

describe.each(BACKENDS)("held mails in the log on %s", (backend) => {
  it("prints a held team sign-in mail in full (its link and code), and of every other kind only the id and kind", async () => {
    const lines: string[] = [];
    const app = await startApp(
      backend,
      { logLevel: "info" },
      { logStream: { write: (line) => void lines.push(line) } },
    );
    const signIn = {
      kind: "team-sign-in",
      to: "owner@alphai.test",
      subject: "Your sign-in code: 123456",
      text: "Open https://www.alphai.test/team/sign-in?token=abc\nOr type this code there: 123456",
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
    expect(held).toHaveLength(3);
    const printed = held.find((line) => line.kind === "team-sign-in")!;
    expect(printed).toMatchObject({
      level: 40,
      to: "owner@alphai.test",
      text: signIn.text,
      outboxId: expect.any(Number),
    });
    expect(printed.msg).toMatch(/link and code/);
    for (const line of held.filter((line) => line.kind !== "team-sign-in")) {
      expect(line).not.toHaveProperty("to");
      expect(line).not.toHaveProperty("text");
      expect(line.level).toBe(30);
    }
    const everything = lines.join("\n");
    for (const personal of ["mariam.khan@example.org", "jonas@example.de", "Hello."])
      expect(everything).not.toContain(personal);
    expect((await app.database.db.select().from(outbox)).map((row) => row.status)).toEqual(["held", "held", "held"]);
  });
});
