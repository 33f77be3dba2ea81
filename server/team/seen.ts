/**
 * "New since your last look" (decision 026): each member's `leadsSeenAt` and `applicationsSeenAt`. What arrived
 * after it is new to them; a member who has never looked has everything new.
 */
import { count, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { applications, contacts, teamMembers } from "../db/schema";

export type Inbox = "leads" | "applications";

const seenColumn = { leads: teamMembers.leadsSeenAt, applications: teamMembers.applicationsSeenAt } as const;
const inboxTable = { leads: contacts, applications } as const;

/** When the member last marked this inbox seen; null when never. */
export async function seenAt(db: Db, memberId: number, inbox: Inbox): Promise<Date | null> {
  const [row] = await db.select({ seen: seenColumn[inbox] }).from(teamMembers).where(eq(teamMembers.id, memberId));
  return row?.seen ?? null;
}

/** Marks everything that arrived before now seen (the database's clock, which stamps `created_at`). */
export async function markSeen(db: Db, memberId: number, inbox: Inbox): Promise<void> {
  const now = sql`now()`;
  await db
    .update(teamMembers)
    .set(inbox === "leads" ? { leadsSeenAt: now } : { applicationsSeenAt: now })
    .where(eq(teamMembers.id, memberId));
}

/**
 * New items are counted up to this many: the count reads every new row, and a member who has never looked (or not
 * for months) would have the whole table counted on every page, tens of milliseconds at 50,000 leads on PGlite.
 * "1,000 or more" says as much.
 */
export const NEW_COUNT_CAP = 1000;

/** How many items arrived after `seen` (all of them when null), up to NEW_COUNT_CAP. */
export async function countNew(db: Db, inbox: Inbox, seen: Date | null): Promise<number> {
  const table = inboxTable[inbox];
  const newer = db
    .select({ one: sql`1` })
    .from(table)
    .where(seen ? gt(table.createdAt, seen) : undefined)
    .limit(NEW_COUNT_CAP)
    .as("newer");
  const [row] = await db.select({ n: count() }).from(newer);
  return Number(row?.n ?? 0);
}
