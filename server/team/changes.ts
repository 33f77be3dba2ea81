/**
 * The team's changes to a lead or an application (issue 36; decision 043): each save names the version it was based
 * on; a save based on an older version is refused with 409 and what changed since, by whom and when, so that a page
 * opened earlier never silently undoes a colleague's work. The changes are the timeline's entries too.
 */
import { and, asc, eq, gt, inArray } from "drizzle-orm";
import type { FastifyReply } from "fastify";
import { z } from "zod";
import type { Db } from "../db/client";
import { applicationEvents, leadEvents, teamMembers } from "../db/schema";

const KINDS = {
  lead: { events: leadEvents, about: leadEvents.leadId, noun: "lead" },
  application: { events: applicationEvents, about: applicationEvents.applicationId, noun: "application" },
} as const;

export type ChangeSubject = keyof typeof KINDS;
type ChangeKind = "status" | "assignee";

/** One field's change, as a save computes it: the value before and after (a status; a member's id, null for nobody). */
export interface FieldChange {
  readonly kind: ChangeKind;
  readonly before: string | null;
  readonly after: string | null;
}

interface Person {
  readonly id: number;
  readonly name: string;
}

/** A change as the API shows it: an assignee's value is the member (null for nobody), a status its value. */
export interface Change {
  readonly id: number;
  readonly at: Date;
  readonly version: number;
  readonly actor: Person | null;
  readonly kind: ChangeKind;
  readonly from: string | Person | null;
  readonly to: string | Person | null;
}

/** The version a save is based on: a positive integer, required. */
export const versionSchema = z
  .int({ error: "Send the version of the lead you read (its `version`), so a colleague's change is not overwritten." })
  .positive()
  .max(2 ** 31 - 1);

/** The changes to one lead or application after `sinceVersion` (all of them for 0), oldest first, with names. */
export async function readChanges(db: Db, subject: ChangeSubject, id: number, sinceVersion = 0): Promise<Change[]> {
  const { events, about } = KINDS[subject];
  const rows = await db
    .select()
    .from(events)
    .where(and(eq(about, id), gt(events.version, sinceVersion)))
    .orderBy(asc(events.id));
  const ids = new Set<number>();
  for (const row of rows) {
    if (row.actorId !== null) ids.add(row.actorId);
    if (row.kind === "assignee") for (const value of [row.before, row.after]) if (value) ids.add(Number(value));
  }
  const names = new Map(
    ids.size
      ? (
          await db
            .select({ id: teamMembers.id, name: teamMembers.name })
            .from(teamMembers)
            .where(inArray(teamMembers.id, [...ids]))
        ).map((member) => [member.id, member.name])
      : [],
  );
  const person = (id: number | null): Person | null =>
    id === null ? null : { id, name: names.get(id) ?? "A former member" };
  const value = (kind: string, raw: string | null) =>
    kind === "assignee" ? person(raw === null ? null : Number(raw)) : raw;
  return rows.map((row) => ({
    id: row.id,
    at: row.at,
    version: row.version,
    actor: person(row.actorId),
    kind: row.kind,
    from: value(row.kind, row.before),
    to: value(row.kind, row.after),
  }));
}

/** Records the changes a save made, as the version it made. */
export async function recordChanges(
  db: Db,
  subject: ChangeSubject,
  id: number,
  actorId: number,
  version: number,
  changes: readonly FieldChange[],
): Promise<void> {
  if (!changes.length) return;
  if (subject === "lead") {
    await db.insert(leadEvents).values(changes.map((change) => ({ leadId: id, actorId, version, ...change })));
  } else {
    await db.insert(applicationEvents).values(
      changes.map((change) => {
        if (change.kind !== "status") throw new Error("An application's changes are status changes.");
        return { applicationId: id, actorId, version, ...change, kind: change.kind };
      }),
    );
  }
}

/** The field changes from `current` to `wanted`, for the fields the save names (undefined: not named). */
export function diff(
  current: { status: string; assigneeId?: number | null },
  wanted: { status?: string; assigneeId?: number | null },
): FieldChange[] {
  const changes: FieldChange[] = [];
  if (wanted.status !== undefined && wanted.status !== current.status) {
    changes.push({ kind: "status", before: current.status, after: wanted.status });
  }
  if (wanted.assigneeId !== undefined && wanted.assigneeId !== current.assigneeId) {
    const text = (id: number | null | undefined) => (id == null ? null : String(id));
    changes.push({ kind: "assignee", before: text(current.assigneeId), after: text(wanted.assigneeId) });
  }
  return changes;
}

/**
 * Answers 409 for a save based on `version` when the item is at a later one: the item as it is now (`current`, under
 * the subject's name) and the changes since, with a sentence naming who made them.
 */
export async function sendConflict(
  reply: FastifyReply,
  db: Db,
  subject: ChangeSubject,
  id: number,
  version: number,
  current: object,
): Promise<FastifyReply> {
  const changes = await readChanges(db, subject, id, version);
  const names = [...new Set(changes.map((change) => change.actor?.name ?? "A former member"))];
  const who = names.length ? names.join(" and ") : "Someone";
  return reply.code(409).send({
    error: `${who} changed this ${KINDS[subject].noun} after you opened it. Nothing of yours was saved yet.`,
    [subject]: current,
    changes,
  });
}
