/**
 * How long leads are kept (issue 36 §6). Owners set a period per status, in months, within the limits of
 * app/shared/lead-retention.ts; the period runs from the last activity on a lead (its arrival, or the team's last
 * change of status or assignee, note, reply or follow-up, a follow-up's day included). Once a day, whichever instance
 * gets there first claims the day and erases, in one transaction, every lead past its period with its notes, replies,
 * follow-ups, events and the mails about it (their cascades); the audit log records the counts per status, and the
 * tables are then rewritten so the bytes leave the database files (server/db/erasure.ts). The privacy policy states the
 * same periods, read from here when the page is sent (server/app.ts `livePages`, GET /api/lead-retention).
 */
import { and, eq, isNull, lt, lte, or, sql, type SQL } from "drizzle-orm";
import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import {
  LEAD_RETENTION,
  LEAD_RETENTION_API,
  RETENTION_ORDER,
  retentionWithDefaults,
  type RetentionMonths,
} from "../../app/shared/lead-retention";
import type { Db } from "../db/client";
import { contacts, leadEvents, leadFollowUps, leadNotes, leadReplies, leadRetention, teamMembers } from "../db/schema";
import { audit } from "./audit";
import { memberOf, type TeamDeps } from "./index";
import { parseOr400 } from "./list-query";
import { requireRecentSignIn } from "./step-up";

type Status = (typeof RETENTION_ORDER)[number];
type Counts = Record<Status, number>;

const owners = { team: { roles: ["owner"] } } as const;

const monthsShape = Object.fromEntries(
  RETENTION_ORDER.map((status) => {
    const { min, max } = LEAD_RETENTION[status];
    const message = `Enter a whole number of months from ${min} to ${max}.`;
    return [
      status,
      z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message }),
    ];
  }),
) as Record<Status, z.ZodNumber>;

const previewInput = z.strictObject(monthsShape);
const saveInput = z.strictObject({ ...monthsShape, version: z.number().int().positive() });

/** The setting as the workspace shows it. */
export async function readRetention(db: Pick<Db, "select">) {
  const [row] = await db
    .select({
      months: leadRetention.months,
      version: leadRetention.version,
      updatedAt: leadRetention.updatedAt,
      updatedByName: teamMembers.name,
      eraseFrom: leadRetention.eraseFrom,
      lastRunOn: leadRetention.lastRunOn,
    })
    .from(leadRetention)
    .leftJoin(teamMembers, eq(teamMembers.id, leadRetention.updatedBy))
    .where(eq(leadRetention.id, 1));
  if (!row) throw new Error("lead_retention has no row: is the database migrated (0019)?");
  return { ...row, months: retentionWithDefaults(row.months) };
}

/** Raised by every save in this process: the caches below read the periods again at once. */
let saves = 0;
/** How long a read of the periods serves the privacy policy on an instance that did not save them. */
const CACHE_MS = 30_000;

/**
 * The periods in force for the privacy policy and GET /api/lead-retention, read at most every 30 seconds (at once after
 * a save on this instance), so a flood of requests for a public page costs no more than one query in that time. A read
 * under way is shared; once one has succeeded, a stale value is answered while the next is read, and kept when the
 * database cannot be read. Undefined only before any read succeeded.
 */
export class RetentionCache {
  private value?: RetentionMonths;
  private readAt = Number.NEGATIVE_INFINITY;
  private readFor = -1;
  private reading?: Promise<RetentionMonths | undefined>;

  constructor(private readonly db: Pick<Db, "select">) {}

  months(): Promise<RetentionMonths | undefined> {
    if (this.readFor === saves && performance.now() - this.readAt < CACHE_MS) return Promise.resolve(this.value);
    this.reading ??= this.read();
    // After a save here, the new periods; once the 30 seconds are over, the last ones while the next are read.
    return this.value && this.readFor === saves ? Promise.resolve(this.value) : this.reading;
  }

  private async read(): Promise<RetentionMonths | undefined> {
    const asOf = saves;
    try {
      this.value = (await readRetention(this.db)).months;
      this.readAt = performance.now();
      this.readFor = asOf;
    } catch {
      // The database is away (server/db/outage.ts reports it): the last periods read stay.
    } finally {
      this.reading = undefined;
    }
    return this.value;
  }
}

/** The leads with `status` whose last activity is more than `months` before `now`. */
function expired(status: Status, months: number, now: Date): SQL {
  const cutoff = sql`(${now.toISOString()}::timestamptz - make_interval(months => ${months}::int))`;
  const since = (table: SQL, lead: SQL, when: SQL) =>
    sql`not exists (select 1 from ${table} where ${lead} = ${contacts.id} and (${when}))`;
  return and(
    eq(contacts.status, status),
    lt(contacts.createdAt, cutoff),
    since(sql`${leadEvents}`, sql`${leadEvents.leadId}`, sql`${leadEvents.at} >= ${cutoff}`),
    since(sql`${leadNotes}`, sql`${leadNotes.leadId}`, sql`${leadNotes.createdAt} >= ${cutoff}`),
    since(sql`${leadReplies}`, sql`${leadReplies.leadId}`, sql`${leadReplies.createdAt} >= ${cutoff}`),
    since(
      sql`${leadFollowUps}`,
      sql`${leadFollowUps.leadId}`,
      sql`${leadFollowUps.createdAt} >= ${cutoff} or ${leadFollowUps.doneAt} >= ${cutoff} or ${leadFollowUps.dueOn} >= (${cutoff} at time zone 'UTC')::date`,
    ),
  )!;
}

/**
 * When the lead of this row is erased unless the team works on it again: its last activity (as `expired` counts it)
 * plus its status's period, and not before the daily erasure starts.
 */
export function keptUntil(retention: { months: RetentionMonths; eraseFrom: Date }) {
  const months = sql.join(
    RETENTION_ORDER.map((status) => sql`when ${status} then ${retention.months[status]}::int`),
    sql` `,
  );
  const latest = (column: SQL, table: SQL, lead: SQL) =>
    sql`(select max(${column}) from ${table} where ${lead} = ${contacts.id})`;
  return sql`greatest(${retention.eraseFrom.toISOString()}::timestamptz, greatest(
    ${contacts.createdAt},
    ${latest(sql`${leadEvents.at}`, sql`${leadEvents}`, sql`${leadEvents.leadId}`)},
    ${latest(sql`${leadNotes.createdAt}`, sql`${leadNotes}`, sql`${leadNotes.leadId}`)},
    ${latest(sql`${leadReplies.createdAt}`, sql`${leadReplies}`, sql`${leadReplies.leadId}`)},
    ${latest(
      // A follow-up's day keeps the lead to its end (UTC), as `expired` counts it.
      sql`greatest(${leadFollowUps.createdAt}, ${leadFollowUps.doneAt}, (${leadFollowUps.dueOn} + 1)::timestamp at time zone 'UTC')`,
      sql`${leadFollowUps}`,
      sql`${leadFollowUps.leadId}`,
    )}
  ) + make_interval(months => (case ${contacts.status} ${months} end)))`.mapWith(contacts.createdAt);
}

const allExpired = (months: RetentionMonths, now: Date) =>
  or(...RETENTION_ORDER.map((status) => expired(status, months[status], now)))!;

const tally = (rows: readonly { status: string; n?: number }[]): Counts => {
  const counts = Object.fromEntries(RETENTION_ORDER.map((status) => [status, 0])) as Counts;
  for (const row of rows) counts[row.status as Status] += row.n ?? 1;
  return counts;
};

/** How many leads of each status are past their period at `now` with these periods. */
async function dueForErasure(db: Pick<Db, "select">, months: RetentionMonths, now = new Date()): Promise<Counts> {
  const rows = await db
    .select({ status: contacts.status, n: sql<number>`count(*)::int` })
    .from(contacts)
    .where(allExpired(months, now))
    .groupBy(contacts.status);
  return tally(rows);
}

/**
 * The daily erasure: claims the UTC day of `now` (nothing before the setting's `eraseFrom`, and once a day whichever
 * instance asks) and erases every lead past its period, in one transaction with the claim and the audit entry.
 * Returns the counts per status, or undefined when the day was not this call's to run.
 */
export async function eraseExpiredLeads(db: Db, now = new Date()): Promise<Counts | undefined> {
  const day = now.toISOString().slice(0, 10);
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(leadRetention)
      .set({ lastRunOn: day })
      .where(
        and(
          eq(leadRetention.id, 1),
          lte(leadRetention.eraseFrom, now),
          or(isNull(leadRetention.lastRunOn), lt(leadRetention.lastRunOn, day)),
        ),
      )
      .returning({ months: leadRetention.months });
    if (!claimed) return undefined;
    const months = retentionWithDefaults(claimed.months);
    const gone = await tx.delete(contacts).where(allExpired(months, now)).returning({ status: contacts.status });
    const counts = tally(gone);
    // Every run is on the record, an empty one too: the log shows the job runs. Counts only, never who.
    await audit(tx, { actorId: null, action: "retention.erase", detail: { ...counts, total: gone.length } });
    return counts;
  });
}

const conflict = async (reply: FastifyReply, db: Db) => {
  const current = await readRetention(db);
  return reply.code(409).send({
    error: `${current.updatedByName ?? "Someone"} changed the retention periods after you opened them. Nothing of yours was saved yet.`,
    retention: current,
  });
};

async function saveRetention(db: Db, input: z.infer<typeof saveInput>, memberId: number) {
  const { version, ...months } = input;
  return db.transaction(async (tx) => {
    const [saved] = await tx
      .update(leadRetention)
      .set({ months, version: version + 1, updatedBy: memberId, updatedAt: new Date() })
      .where(and(eq(leadRetention.id, 1), eq(leadRetention.version, version)))
      .returning({ version: leadRetention.version });
    if (!saved) return false;
    await audit(tx, { actorId: memberId, action: "retention.update", detail: { ...months } });
    saves += 1;
    return true;
  });
}

/**
 * GET /api/team/retention, POST /api/team/retention/preview and PUT /api/team/retention (owners), and the public
 * GET /api/lead-retention.
 */
export function retentionRoutes(app: FastifyInstance, deps: TeamDeps): void {
  const { db } = deps;
  app.get("/api/team/retention", { config: owners }, async () => {
    const retention = await readRetention(db);
    return { retention, limits: LEAD_RETENTION, due: await dueForErasure(db, retention.months) };
  });

  app.post("/api/team/retention/preview", { config: owners }, async (request, reply) => {
    const months = parseOr400(previewInput, request.body, reply);
    if (!months) return reply;
    return { due: await dueForErasure(db, months) };
  });

  app.put("/api/team/retention", { config: owners }, async (request, reply) => {
    const input = parseOr400(saveInput, request.body, reply);
    if (!input) return reply;
    // Shorter periods erase leads for good at the next daily run: the change needs a recent sign-in.
    if (!(await requireRecentSignIn(request, reply, deps))) return reply;
    if (!(await saveRetention(db, input, memberOf(request).member.id))) return conflict(reply, db);
    const retention = await readRetention(db);
    return { retention, due: await dueForErasure(db, retention.months) };
  });
}

/** GET /api/lead-retention: the periods in force, for the privacy policy after a navigation in the app. */
export function publicRetentionRoute(app: FastifyInstance, cache: RetentionCache): void {
  app.get(LEAD_RETENTION_API, async (_request, reply) => {
    const months = await cache.months();
    if (!months)
      return reply.code(503).header("Retry-After", "30").send({ error: "The periods cannot be read just now." });
    return reply.header("Cache-Control", "no-cache").send({ months });
  });
}
