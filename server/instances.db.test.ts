/**
 * Two real server processes on one PostgreSQL, delivering to a real SMTP server, as several instances run behind a
 * load balancer (decision 034): every mail is sent exactly once while both claim, an instance killed mid-send has
 * its mails taken over within a minute, SIGTERM during a send the relay never answers exits 0 in time with the mail
 * back in the queue, and concurrent uploads cannot stretch the shared upload allowance.
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { multipart, fields, pdf } from "./testing/applications";
import { pdfOfSize } from "./testing/cv-files";
import { startRelay, type TestRelay } from "./testing/smtp-relay";
import { freePort, spawnServer, waitUntilHealthy, type ServerProcess } from "./testing/spawn";
import { formToken, removeTestDirs, serverEnv, testConfig, waitFor } from "./testing/support";
import type { ServerConfig } from "./config";

const MiB = 1024 * 1024;
/** The hourly upload allowance per client the instances run with. */
const ALLOWANCE = 1.5 * MiB;
/** The default SHUTDOWN_TIMEOUT_MS. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

interface Instance {
  readonly name: string;
  readonly port: number;
  readonly server: ServerProcess;
  /** Each instance delivers to a relay of its own: which relay a mail reached tells which instance sent it. */
  readonly relay: TestRelay;
}

/** The outbox ids an instance logged as sent. */
const sentBy = (instance: Instance) =>
  instance.server
    .stdout()
    .split("\n")
    .filter((line) => line.includes('"msg":"mail sent"'))
    .map((line) => Number((JSON.parse(line) as { outboxId: number }).outboxId));

const logged = (instance: Instance, message: string) =>
  instance.server
    .stdout()
    .split("\n")
    .filter((line) => line.includes(message));

const contact = (instance: Instance, name: string) =>
  fetch(`http://127.0.0.1:${instance.port}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({
      name,
      email: `${name.toLowerCase().replace(/\W+/g, ".")}@example.org`,
      message: "Several instances, one outbox: please answer once.",
      consent: true,
      formToken: formToken("contact"),
    }),
  });

describe("two instances on one PostgreSQL, with a real SMTP relay", () => {
  let config: ServerConfig;
  let database: pg.Client;
  let a: Instance;
  let b: Instance;
  const received = () => [...a.relay.received, ...b.relay.received];
  const alive = (instance: Instance) =>
    instance.server.child.exitCode === null && instance.server.child.signalCode === null;
  const start = async (name: string): Promise<Instance> => {
    const port = await freePort();
    const relay = await startRelay();
    const server = spawnServer(
      serverEnv(config, port, {
        SMTP_URL: relay.url,
        LOG_LEVEL: "info",
        RATE_LIMIT_MAX: "100000",
        APPLICATION_UPLOAD_BYTES_PER_HOUR: String(ALLOWANCE),
        APPLICATION_UPLOADS_PER_CLIENT: "20",
      }),
    );
    await waitUntilHealthy(server, port);
    return { name, port, server, relay };
  };
  /** Waits until every mail in the outbox is sent. */
  const allSent = () =>
    waitFor(
      async () => (await database.query("SELECT id FROM outbox WHERE status <> 'sent'")).rows.length === 0,
      30_000,
      100,
    );
  /** The outbox's rows with these ids (or all), by id. */
  const outbox = async (where = "TRUE") =>
    (
      await database.query<{ id: number; status: string; attempts: number; due: boolean }>(
        `SELECT id, status, attempts, next_attempt_at <= now() AS due FROM outbox WHERE ${where} ORDER BY id`,
      )
    ).rows;

  beforeAll(async () => {
    config = await testConfig("postgres");
    database = new pg.Client({ connectionString: config.databaseUrl });
    await database.connect();
    [a, b] = await Promise.all([start("a"), start("b")]);
  }, 180_000);

  afterAll(async () => {
    for (const instance of [a, b]) {
      if (!instance) continue;
      if (alive(instance)) {
        instance.server.child.kill("SIGKILL");
        await instance.server.exited;
      }
      await instance.relay.close();
    }
    await database?.end();
    removeTestDirs(config);
  });

  it("deliver every mail exactly once while both claim from the queue, each under a Message-ID of its own", async () => {
    await database.query(
      `INSERT INTO outbox (kind, to_address, subject, text)
       SELECT 'contact-notification', 'team' || g || '@alphai.test', 'Queued mail ' || g, 'Hello.' FROM generate_series(1, 200) g`,
    );
    // A submission on each kicks both workers at once (each also queues two mails).
    const answers = await Promise.all([contact(a, "Ada Queue"), contact(b, "Bea Queue")]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    expect(await waitFor(() => received().length >= 204, 60_000, 100)).toBe(true);
    // Nothing more arrives: no mail was sent twice.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(received()).toHaveLength(204);
    const ids = new Set(received().map((mail) => mail.messageId));
    expect(ids.size).toBe(204);
    for (const id of ids) expect(id).toMatch(/^<[0-9a-f]{32}@[a-z0-9.-]+>$/);
    const rows = await outbox();
    expect(rows.map((row) => row.status)).toEqual(rows.map(() => "sent"));
    expect(rows.map((row) => row.attempts)).toEqual(rows.map(() => 1));
    // Both instances sent a share, and what each logged as sent is what its relay received.
    expect(a.relay.received.length).toBeGreaterThan(0);
    expect(b.relay.received.length).toBeGreaterThan(0);
    expect(sentBy(a)).toHaveLength(a.relay.received.length);
    expect(sentBy(b)).toHaveLength(b.relay.received.length);
    expect(new Set([...sentBy(a), ...sentBy(b)]).size).toBe(204);
  }, 120_000);

  it("let concurrent uploads read no more than the client's hourly allowance between them", async () => {
    // Six 1 MiB applications at once, three to each instance, from one client: 1.5 MiB allowed in all.
    const upload = (instance: Instance, index: number) => {
      const body = multipart(fields({ email: `allowance.${index}@example.org`, formToken: formToken("application") }), [
        pdf(pdfOfSize(MiB)),
      ]);
      return fetch(`http://127.0.0.1:${instance.port}/api/applications`, {
        method: "POST",
        headers: { ...body.headers, accept: "application/json" },
        body: body.payload,
      }).then(
        (response) => response.status,
        () => 0, // refused while still sending: the connection closed under the client
      );
    };
    const statuses = await Promise.all([0, 1, 2, 3, 4, 5].map((index) => upload(index % 2 ? b : a, index)));
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    for (const status of statuses.filter((status) => status !== 201)) expect([0, 429]).toContain(status);
    const [counted] = (
      await database.query<{ count: number }>(
        "SELECT count FROM rate_limits WHERE key = 'upload-bytes:applications:127.0.0.1'",
      )
    ).rows;
    // What was read of every upload together: one whole application, and not more than the allowance.
    expect(counted!.count).toBeGreaterThan(MiB);
    expect(counted!.count).toBeLessThanOrEqual(ALLOWANCE);
    expect((await database.query("SELECT id FROM applications")).rows).toHaveLength(1);
    expect(await allSent()).toBe(true);
  }, 60_000);

  it("take over the mails of an instance killed mid-send within a minute, and send each once", async () => {
    for (const instance of [a, b]) instance.relay.hang(true);
    const hungBefore = [a.relay.hanging(), b.relay.hanging()];
    const receivedBefore = received().length;
    expect((await contact(a, "Killed Sender")).status).toBe(201);
    // One instance (a, which the submission kicked, unless b's poll came first) claims both mails and sends the
    // first to a relay that does not answer.
    expect(
      await waitFor(() => a.relay.hanging() > hungBefore[0]! || b.relay.hanging() > hungBefore[1]!, 15_000, 20),
    ).toBe(true);
    const [sender, survivor] = a.relay.hanging() > hungBefore[0]! ? [a, b] : [b, a];
    const claimed = await outbox("status = 'sending'");
    expect(claimed).toHaveLength(2);
    sender.server.child.kill("SIGKILL");
    const killedAt = (await sender.server.exited).at;
    survivor.relay.hang(false);
    expect(
      await waitFor(() => survivor.relay.received.length > 0 && received().length >= receivedBefore + 2, 60_000, 100),
    ).toBe(true);
    const takeover = Math.min(...survivor.relay.received.slice(-2).map((mail) => mail.at)) - killedAt;
    console.info(
      `an abandoned mail was taken over and delivered ${(takeover / 1000).toFixed(1)} s after its sender died`,
    );
    expect(takeover).toBeLessThan(60_000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(received()).toHaveLength(receivedBefore + 2);
    expect(new Set(received().map((mail) => mail.messageId)).size).toBe(received().length);
    expect(sentBy(survivor)).toEqual(expect.arrayContaining(claimed.map((row) => row.id)));
    expect((await outbox(`id IN (${claimed.map((row) => row.id).join(",")})`)).map((row) => row.status)).toEqual([
      "sent",
      "sent",
    ]);
  }, 90_000);

  it("exit 0 on SIGTERM while the relay hangs on a send, within SHUTDOWN_TIMEOUT_MS, with the mails back in the queue", async () => {
    const [last] = [a, b].filter(alive);
    expect(last).toBeDefined();
    const instance = last!;
    instance.relay.hang(true);
    const hungBefore = instance.relay.hanging();
    expect((await contact(instance, "Hung Relay")).status).toBe(201);
    expect(await waitFor(() => instance.relay.hanging() > hungBefore, 15_000, 20)).toBe(true);
    const signalledAt = performance.now();
    instance.server.child.kill("SIGTERM");
    const exit = await instance.server.exited;
    expect(exit).toMatchObject({ code: 0, signal: null });
    console.info(`SIGTERM during a hung send: exited 0 after ${((exit.at - signalledAt) / 1000).toFixed(1)} s`);
    expect(exit.at - signalledAt).toBeLessThan(SHUTDOWN_TIMEOUT_MS);
    expect(logged(instance, "mail send abandoned at shutdown")).toHaveLength(1);
    expect(logged(instance, "shut down cleanly")).toHaveLength(1);
    // Neither mail is left claimed: both are due now, for the next instance; the abandoned send counts as an attempt.
    const left = await outbox("status <> 'sent'");
    expect(left.map((row) => [row.status, row.due])).toEqual([
      ["pending", true],
      ["pending", true],
    ]);
    expect(left.map((row) => row.attempts)).toEqual([1, 0]);
  }, 60_000);
});
