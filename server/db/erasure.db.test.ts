/**
 * Decision 022: erasure that erases, tested the hard way. Two applications whose CVs and addresses carry random
 * markers; one is withdrawn; the server is stopped gracefully; then the database's files are searched, byte for
 * byte, for both markers: the withdrawn one must be nowhere, the kept one (the control, proving the search would
 * find it) must be there. And applying and withdrawing again and again no longer grows the tables.
 */
import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { fields, multipart, pdf } from "../testing/applications";
import { startAppWith } from "../testing/app";
import { BACKENDS, testConfig, type Backend } from "../testing/support";
import { holding, oneTableFileTestAtATime, tableFiles } from "../testing/table-files";
import { queryRows } from "./client";
import { applications, outbox } from "./schema";

/** The files under `dir` that hold `marker`, relative to `dir`. */

/** A real PDF of random bytes (nothing for TOAST to compress) with `marker` in the middle. */
const markedCv = (marker: string) =>
  Buffer.concat([
    Buffer.from("%PDF-1.4\n%"),
    randomBytes(150_000),
    Buffer.from(marker),
    randomBytes(150_000),
    Buffer.from("\n%%EOF\n"),
  ]);

async function apply(app: FastifyInstance, marker: string) {
  const body = multipart(fields({ email: `${marker.toLowerCase()}@example.org` }), [pdf(markedCv(marker))]);
  const response = await app.inject({
    method: "POST",
    url: "/api/applications",
    headers: { ...body.headers, accept: "application/json" },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
}

/** Presses the withdraw link mailed to `email`. */
async function withdraw(app: FastifyInstance, email: string) {
  const [mail] = await app.database.db.select({ text: outbox.text }).from(outbox).where(eq(outbox.to, email));
  const token = new URL(/https:\/\/\S+withdraw\?token=\S+/.exec(mail!.text)![0]).searchParams.get("token")!;
  expect((await app.inject({ method: "POST", url: "/api/applications/withdraw", payload: { token } })).statusCode).toBe(
    200,
  );
}

/**
 * A running app (its compaction ten minutes after an erasure, so a graceful stop runs it) with two applications, each
 * marked in its CV and address with a random marker of its prefix.
 */
async function appWithTwo(backend: Backend, prefixes: readonly [string, string]) {
  const config = await testConfig(backend, { erasureCompactDelayMs: 600_000, rateLimitMax: 1000 });
  const [one, two] = prefixes.map((prefix) => `${prefix}${randomBytes(12).toString("hex")}`) as [string, string];
  const app = await startAppWith(config);
  await apply(app, one);
  await apply(app, two);
  return { config, app, one, two };
}

/** appWithTwo, the first application stored 181 days ago: past the retention period, the next start deletes it. */
async function expiredAndKept(backend: Backend) {
  const { config, app: first, one: expired, two: kept } = await appWithTwo(backend, ["OLD", "NEW"]);
  await first.database.db.execute(
    sql`UPDATE applications SET created_at = now() - interval '181 days' WHERE email = ${`${expired.toLowerCase()}@example.org`}`,
  );
  return { config, expired, kept, first };
}

oneTableFileTestAtATime();

describe.each(BACKENDS)("erasure on %s", (backend) => {
  it("a withdrawn application's CV and address are gone from the table files once the server has stopped; a kept one is still there", async () => {
    // A long delay: here the compaction is the one the graceful shutdown runs.
    const { config, app, one: gone, two: kept } = await appWithTwo(backend, ["GONE", "KEPT"]);
    await withdraw(app, `${gone.toLowerCase()}@example.org`);
    await app.close();

    const dir = await tableFiles(config);
    // The control: the search finds what is there (the kept CV in its table, its address in its row and mails).
    expect(holding(dir, kept).length).toBeGreaterThan(0);
    expect(holding(dir, kept.toLowerCase()).length).toBeGreaterThan(0);
    expect(holding(dir, gone), "the withdrawn CV").toEqual([]);
    expect(holding(dir, gone.toLowerCase()), "the withdrawn address").toEqual([]);
    // PGlite: not in its write-ahead log either (wal_recycle=off, a segment switch: server/db/client.ts, erasure.ts).
    if (backend === "pglite") expect(holding(config.dataDir, gone)).toEqual([]);
  });

  it("an application past its retention period is deleted at start, and its bytes leave the table files too", async () => {
    const { config, expired, kept, first } = await expiredAndKept(backend);
    await first.close();
    // The next start deletes it (APPLICATION_RETENTION_DAYS = 180); its stop compacts.
    const second = await startAppWith(config);
    expect(await second.database.db.select({ email: applications.email }).from(applications)).toEqual([
      { email: `${kept.toLowerCase()}@example.org` },
    ]);
    await second.close();
    const dir = await tableFiles(config);
    expect(holding(dir, kept).length).toBeGreaterThan(0);
    expect(holding(dir, expired)).toEqual([]);
  });

  it("apply and withdraw, again and again: the tables do not grow, and the compaction runs soon after an erasure while the server is up", async () => {
    const config = await testConfig(backend, {
      erasureCompactDelayMs: 100,
      erasureCompactMinIntervalMs: 0,
      rateLimitMax: 1000,
      applicationUploadBytesPerHour: 100 * 1024 * 1024,
    });
    const app = await startAppWith(config);
    const size = async () =>
      Number(
        (
          await queryRows<{ bytes: number }>(
            app.database.db,
            sql`SELECT (pg_total_relation_size('applications') + pg_total_relation_size('outbox'))::int AS bytes`,
          )
        )[0]!.bytes,
      );
    const empty = await size();
    for (let round = 0; round < 4; round += 1) {
      const marker = `ROUND${round}${randomBytes(8).toString("hex")}`;
      await apply(app, marker);
      expect(await size()).toBeGreaterThan(empty + 250_000);
      await withdraw(app, `${marker.toLowerCase()}@example.org`);
      // Within the compaction delay (and a busy machine's margin), the space is given back.
      await expect.poll(size, { timeout: 5000, interval: 50 }).toBeLessThan(empty + 64 * 1024);
    }
    expect(await app.database.db.select({ id: applications.id }).from(applications)).toEqual([]);
  });
});

describe("erasure on pglite, at start", () => {
  /** The file that holds the applications table now: a rewrite (VACUUM FULL) gives it a new one. */
  const tableFile = async (app: FastifyInstance) =>
    (await queryRows<{ file: string }>(app.database.db, sql`SELECT pg_relation_filepath('applications') AS file`))[0]!
      .file;

  it("a start after a clean stop leaves the tables as they are; one after a stop that left an erasure unrewritten rewrites it out", async () => {
    const { config, expired, kept, first } = await expiredAndKept("pglite");
    const before = await tableFile(first);
    await first.close();

    // A clean stop had nothing to rewrite: the next start rewrites nothing either (the table keeps its file). Its
    // retention deletes the expired application, whose rewrite is due in ten minutes; the process ends before that
    // without closing the database as a server does (as a crash would): its bytes are still in the table files.
    const second = await startAppWith(config);
    expect(await tableFile(second)).toBe(before);
    expect(await second.database.db.select({ email: applications.email }).from(applications)).toEqual([
      { email: `${kept.toLowerCase()}@example.org` },
    ]);
    await second.database.close();
    await second.close();
    const dir = await tableFiles(config);
    expect(holding(dir, expired).length, "the deleted application before the next start").toBeGreaterThan(0);

    // The next start rewrites the erasable tables, and a clean stop after it leaves nothing to rewrite.
    const third = await startAppWith(config);
    expect(await tableFile(third)).not.toBe(before);
    await third.close();
    expect(holding(dir, expired)).toEqual([]);
    expect(holding(dir, kept).length).toBeGreaterThan(0);
  });
});
