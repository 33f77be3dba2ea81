/**
 * What `npm run outbox` does to mails the worker has put aside: "held" (the
 * server ran without SMTP_URL) or "failed" (every retry failed). Releasing
 * makes them due again with a fresh set of attempts, so the worker of any
 * instance with SMTP_URL sends them on its next pass; discarding deletes them.
 * Rows in any other state are never touched, so a mail being sent is safe.
 */
import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { outbox } from "../db/schema";
import type { ParkedStatus } from "./parked-statuses";

export interface OutboxFilter {
  readonly status: ParkedStatus;
  /** Only these mails (outbox ids). */
  readonly ids?: readonly number[];
  /** Only mails of this kind, e.g. `subscribe-confirmation` or `contact-notification`. */
  readonly kind?: string;
}

const where = (filter: OutboxFilter): SQL | undefined =>
  and(
    eq(outbox.status, filter.status),
    filter.ids?.length ? inArray(outbox.id, [...filter.ids]) : undefined,
    filter.kind !== undefined ? eq(outbox.kind, filter.kind) : undefined,
  );

/** The mails matching the filter, oldest first, without their bodies and headers (they hold what people wrote). */
export const listMails = (db: Db, filter: OutboxFilter, limit = 100) =>
  db
    .select({
      id: outbox.id,
      kind: outbox.kind,
      to: outbox.to,
      subject: outbox.subject,
      attempts: outbox.attempts,
      lastError: outbox.lastError,
      createdAt: outbox.createdAt,
    })
    .from(outbox)
    .where(where(filter))
    .orderBy(asc(outbox.id))
    .limit(limit);

export async function countMails(db: Db, filter: OutboxFilter): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(outbox)
    .where(where(filter));
  return Number(row?.n ?? 0);
}

/** Makes the mails due now with their attempts reset; answers their ids. */
export async function releaseMails(db: Db, filter: OutboxFilter): Promise<number[]> {
  const rows = await db
    .update(outbox)
    .set({ status: "pending", attempts: 0, nextAttemptAt: sql`now()`, lastError: null })
    .where(where(filter))
    .returning({ id: outbox.id });
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

/** Deletes the mails; answers their ids. */
export async function discardMails(db: Db, filter: OutboxFilter): Promise<number[]> {
  const rows = await db.delete(outbox).where(where(filter)).returning({ id: outbox.id });
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

/** One mail whole, whatever its status (`npm run outbox -- show`). */
export async function showMail(db: Db, id: number) {
  const [mail] = await db
    .select({
      id: outbox.id,
      kind: outbox.kind,
      status: outbox.status,
      to: outbox.to,
      replyTo: outbox.replyTo,
      subject: outbox.subject,
      headers: outbox.headers,
      text: outbox.text,
      createdAt: outbox.createdAt,
    })
    .from(outbox)
    .where(eq(outbox.id, id));
  return mail;
}
