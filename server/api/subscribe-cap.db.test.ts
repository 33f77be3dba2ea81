import { Writable } from "node:stream";
import { like, sql } from "drizzle-orm";
import Fastify, { type FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { openDatabase, queryRows } from "../db/client";
import { outbox, rateLimits, subscribers } from "../db/schema";
import { takeConfirmationQuota, takeConfirmationQuotas } from "../mail/quota";
import { startApp, startAppWith } from "../testing/app";
import { BACKENDS, formToken, testConfig, waitFor, type Backend } from "../testing/support";

const caps = { rateLimitMax: 1000, confirmationMailsPerHour: 3, confirmationMailsPerDomainPerHour: 2 };

const start = (backend: Backend, overrides = {}) => startApp(backend, { ...caps, ...overrides });

const subscribe = (app: FastifyInstance, email: string, html = false) =>
  app.inject({
    method: "POST",
    url: "/api/subscribe",
    headers: html ? { accept: "text/html", "content-type": "application/x-www-form-urlencoded" } : {},
    payload: html
      ? new URLSearchParams({ email, formToken: formToken("subscribe") }).toString()
      : { email, formToken: formToken("subscribe") },
  });

const queuedTo = async (app: FastifyInstance) =>
  (await app.database.db.select({ to: outbox.to }).from(outbox).orderBy(outbox.id)).map((row) => row.to);

/** Moves every mail window an hour on, as if the hour had passed. */
const nextHour = (app: FastifyInstance) =>
  app.database.db
    .update(rateLimits)
    .set({ resetAt: sql`now() - interval '1 second'` })
    .where(like(rateLimits.key, "mail:%"));

describe.each(BACKENDS)("confirmation mail caps on %s", (backend) => {
  it("answers every subscription the same but queues no more confirmations than the domain and global caps", async () => {
    const app = await start(backend);
    const responses = [];
    for (const email of [
      "a1@flood.example",
      "a2@flood.example",
      "a3@flood.example",
      "b1@other.example",
      "c1@third.example",
    ]) {
      responses.push(await subscribe(app, email));
    }
    for (const response of responses) {
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(responses[0]!.body);
    }
    // a3: the third to flood.example (domain cap 2); c1: the fourth in all (global cap 3).
    expect(await queuedTo(app)).toEqual(["a1@flood.example", "a2@flood.example", "b1@other.example"]);
    const form = await subscribe(app, "d1@fourth.example", true);
    expect(form.statusCode).toBe(303);
    expect(form.headers.location).toBe("/newsletter/check-inbox");
    expect(await queuedTo(app)).toHaveLength(3);
    expect(await app.database.db.select().from(subscribers)).toHaveLength(6);

    // An hour later the caps allow mail again: a dropped address gets its confirmation when it asks again,
    // while an address that had one a minute ago still waits out the usual ten minutes.
    await nextHour(app);
    expect((await subscribe(app, "a3@flood.example")).body).toBe(responses[0]!.body);
    expect((await subscribe(app, "a1@flood.example")).body).toBe(responses[0]!.body);
    expect(await queuedTo(app)).toEqual([
      "a1@flood.example",
      "a2@flood.example",
      "b1@other.example",
      "a3@flood.example",
    ]);
  });

  it("holds the caps under concurrent requests", async () => {
    const app = await start(backend, { confirmationMailsPerHour: 5, confirmationMailsPerDomainPerHour: 3 });
    const emails = [
      ...Array.from({ length: 8 }, (_, i) => `same${i}@one.example`),
      ...Array.from({ length: 8 }, (_, i) => `x${i}@d${i}.example`),
    ];
    const responses = await Promise.all(emails.map((email) => subscribe(app, email)));
    expect(responses.map((response) => response.statusCode)).toEqual(emails.map(() => 200));
    const queued = await queuedTo(app);
    expect(queued).toHaveLength(5);
    expect(queued.filter((to) => to.endsWith("@one.example")).length).toBeLessThanOrEqual(3);
  });

  it("sends no confirmation at all with a cap of 0", async () => {
    const app = await start(backend, { confirmationMailsPerHour: 0 });
    expect((await subscribe(app, "reader@example.org")).statusCode).toBe(200);
    expect(await queuedTo(app)).toEqual([]);
  });

  it.runIf(backend === "postgres")(
    "takes a batch of enquiries' quotas in an order no single confirmation can cross (no deadlock)",
    async () => {
      const database = await openDatabase(await testConfig(backend));
      const logger = Fastify({ logger: false });
      const limits = { confirmationMailsPerHour: 100, confirmationMailsPerDomainPerHour: 100 };
      const lockWaits = async () =>
        (
          await queryRows<{ n: number }>(
            database.db,
            sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()`,
          )
        )[0]!.n;
      const waitForLockWaits = async (n: number) =>
        expect(await waitFor(async () => (await lockWaits()) >= n, 10_000, 10)).toBe(true);
      try {
        await database.db.transaction((tx) =>
          takeConfirmationQuota(tx, "first@first.example", limits, logger.log, "subscribe-confirmation"),
        );
        // A transaction holds the global window, so the two below queue for it in the order they start: the batch,
        // which has its first domain's row, then the single confirmation, which has the batch's second domain's row
        // unless the batch took it first. Taken one after the other, the batch's quotas would deadlock here.
        let release!: () => void;
        let holding!: () => void;
        const held = new Promise<void>((resolve) => (holding = resolve));
        const holder = database.db.transaction(async (tx) => {
          await tx.execute(sql`SELECT 1 FROM rate_limits WHERE key = 'mail:confirmation:all' FOR UPDATE`);
          holding();
          await new Promise<void>((resolve) => (release = resolve));
        });
        await held;
        const batch = database.db.transaction((tx) =>
          takeConfirmationQuotas(
            tx,
            ["a@alpha.example", "b@beta.example"],
            limits,
            logger.log,
            "contact-acknowledgement",
          ),
        );
        await waitForLockWaits(1);
        const single = database.db.transaction((tx) =>
          takeConfirmationQuota(tx, "c@beta.example", limits, logger.log, "subscribe-confirmation"),
        );
        await waitForLockWaits(2);
        release();
        await holder;
        expect(await Promise.allSettled([batch, single])).toEqual([
          { status: "fulfilled", value: [true, true] },
          { status: "fulfilled", value: true },
        ]);
        const counts = await database.db.select().from(rateLimits).where(like(rateLimits.key, "mail:%"));
        expect(Object.fromEntries(counts.map((row) => [row.key, row.count]))).toEqual({
          "mail:confirmation:all": 4,
          "mail:confirmation:@first.example": 1,
          "mail:confirmation:@alpha.example": 1,
          "mail:confirmation:@beta.example": 2,
        });
      } finally {
        await logger.close();
        await database.close();
      }
    },
  );

  it("logs the domain and the cap of a dropped mail, never the address", async () => {
    const config = await testConfig(backend);
    const database = await openDatabase(config);
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logger = Fastify({ logger: { level: "info", stream } });
    const limits = { confirmationMailsPerHour: 2, confirmationMailsPerDomainPerHour: 1 };
    const count = async (key: string) =>
      (
        await database.db
          .select()
          .from(rateLimits)
          .where(like(rateLimits.key, `%${key}`))
      )[0]?.count;
    try {
      const take = (email: string) =>
        database.db.transaction((tx) => takeConfirmationQuota(tx, email, limits, logger.log, "subscribe-confirmation"));
      expect(await take("first@victim.example")).toBe(true);
      expect(await take("second@victim.example")).toBe(false);
      expect(await take("third@victim.example")).toBe(false);
      // A refused domain does not use up the global allowance...
      expect(await count(":all")).toBe(1);
      expect(await take("reader@other.example")).toBe(true);
      expect(await take("late@late.example")).toBe(false);
      // ...and a mail refused by the global cap gives its domain's place back.
      expect(await count("@late.example")).toBe(0);
      expect(await count(":all")).toBe(2);
    } finally {
      await logger.close();
      await database.close();
    }
    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged).toHaveLength(3);
    expect(logged[0]).toMatchObject({
      level: 40,
      domain: "victim.example",
      cap: "domain",
      max: 1,
      msg: "confirmation mail dropped: hourly cap reached",
    });
    expect(logged[2]).toMatchObject({ level: 40, domain: "late.example", cap: "global", max: 2 });
    expect(lines.join("")).not.toMatch(/second@|late@/);
  });
});

describe("several instances on one PostgreSQL", () => {
  it("share the confirmation caps", async () => {
    const config = await testConfig("postgres", caps);
    const [a, b] = await Promise.all([startAppWith(config), startAppWith(config)]);
    for (let i = 0; i < 6; i += 1) {
      expect((await subscribe(i % 2 ? b! : a!, `m${i}@d${i % 3}.example`)).statusCode).toBe(200);
    }
    expect(await queuedTo(a!)).toHaveLength(3);
  });
});
