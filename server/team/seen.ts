/**
 * What is unseen, per member and per item (issue 36 §1; decision 043): a lead or an application is unseen for a
 * member until that member opens it or marks it seen. Loading or filtering a list never changes it.
 *
 * Stored as each member's "Mark all as seen" (`team_members.leads_seen_at`, `applications_seen_at`: everything that
 * arrived up to then) plus the items opened or marked seen since (`lead_seen`, `application_seen`). Counts are exact.
 */
import { and, eq, gt, inArray, lte, not, sql, type SQL } from "drizzle-orm";
import { queryRows, type Db } from "../db/client";
import { applications, applicationSeen, contacts, leadSeen, teamMembers } from "../db/schema";

export type Inbox = "leads" | "applications";

const INBOXES = {
  leads: { table: contacts, seen: leadSeen, item: leadSeen.leadId, mark: teamMembers.leadsSeenAt },
  applications: {
    table: applications,
    seen: applicationSeen,
    item: applicationSeen.applicationId,
    mark: teamMembers.applicationsSeenAt,
  },
} as const;

/** A member's view of one inbox: who they are, and when they last marked all of it seen (null: never). */
export interface Viewer {
  readonly memberId: number;
  readonly mark: Date | null;
}

/** The member's view of an inbox, read once per request. */
export async function viewerOf(db: Db, memberId: number, inbox: Inbox): Promise<Viewer> {
  const [row] = await db.select({ mark: INBOXES[inbox].mark }).from(teamMembers).where(eq(teamMembers.id, memberId));
  return { memberId, mark: row?.mark ?? null };
}

/** SQL that is true for the inbox's rows (in a query of its table) that are unseen by the viewer. */
export function unseen(inbox: Inbox, { memberId, mark }: Viewer): SQL {
  const { table, seen, item } = INBOXES[inbox];
  const opened = sql`exists (select 1 from ${seen} where ${seen.memberId} = ${memberId} and ${item} = ${table.id})`;
  return and(mark ? gt(table.createdAt, mark) : undefined, not(opened))!;
}

/** Whether each row is unseen, as a column of a select (`isNew`). */
export const unseenColumn = (inbox: Inbox, viewer: Viewer) => sql<boolean>`(${unseen(inbox, viewer)})`.mapWith(Boolean);

/**
 * How many items are unseen by the viewer, exactly, and the database's time of the count: "Mark all as seen" sends it
 * back, so what arrives after the member looked stays unseen. Counted as what arrived after the member's mark less
 * what they opened of it (each marked item exists: its row goes with the item), two index counts instead of a probe
 * per row: 50,000 unseen leads took 41 ms at the median on PGlite counted row by row.
 */
export async function countUnseen(
  db: Db,
  inbox: Inbox,
  { memberId, mark }: Viewer,
): Promise<{ count: number; asOf: Date }> {
  const { table, seen, item } = INBOXES[inbox];
  const after = mark ? sql`${table.createdAt} > ${mark.toISOString()}::timestamptz` : sql`true`;
  const [row] = await queryRows<{ arrived: number; opened: number; as_of: string | Date }>(
    db,
    sql`select
          (select count(*) from ${table} where ${after})::int as arrived,
          (select count(*) from ${seen} join ${table} on ${table.id} = ${item}
            where ${seen.memberId} = ${memberId} and ${after})::int as opened,
          now() as as_of`,
  );
  return { count: Number(row?.arrived ?? 0) - Number(row?.opened ?? 0), asOf: new Date(row?.as_of ?? Date.now()) };
}

/** Marks these items seen by the member (ids that do not exist are ignored). */
export async function markItemsSeen(db: Db, inbox: Inbox, memberId: number, ids: readonly number[]): Promise<void> {
  if (!ids.length) return;
  const { table, seen, item } = INBOXES[inbox];
  await db.execute(
    sql`insert into ${seen} (${sql.identifier(seen.memberId.name)}, ${sql.identifier(item.name)})
        select ${memberId}, ${table.id} from ${table} where ${inArray(table.id, [...ids])}
        on conflict do nothing`,
  );
}

/**
 * Marks everything that arrived up to `upTo` seen by the member (the database's now, at most: a mark is never in the
 * future), and forgets the single items that the mark now covers.
 */
export async function markAllSeen(db: Db, inbox: Inbox, memberId: number, upTo?: Date): Promise<void> {
  const { table, seen, item, mark } = INBOXES[inbox];
  const at = upTo ? sql`least(${upTo.toISOString()}::timestamptz, now())` : sql`now()`;
  await db.transaction(async (tx) => {
    // Never moves the mark back: a stale tab's "Mark all as seen" cannot make older items unseen again.
    const [row] = await tx
      .update(teamMembers)
      .set(
        mark === teamMembers.leadsSeenAt
          ? { leadsSeenAt: sql`greatest(${teamMembers.leadsSeenAt}, ${at})` }
          : { applicationsSeenAt: sql`greatest(${teamMembers.applicationsSeenAt}, ${at})` },
      )
      .where(eq(teamMembers.id, memberId))
      .returning({ mark });
    if (!row?.mark) return;
    const covered = tx.select({ id: table.id }).from(table).where(lte(table.createdAt, row.mark));
    await tx.delete(seen).where(and(eq(seen.memberId, memberId), inArray(item, covered)));
  });
}
