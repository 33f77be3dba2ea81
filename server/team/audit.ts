/**
 * The workspace's audit log (decision 026): who did what, when, as ids; never names, addresses or message text.
 * Append-only in the database itself (a trigger refuses updates, and deletes of rows under a year old);
 * rows are deleted after a year.
 */
import { lt } from "drizzle-orm";
import type { Db } from "../db/client";
import { auditEvents } from "../db/schema";
import type { AuditAction } from "../../app/shared/team-api";

const AUDIT_RETENTION_DAYS = 365;

export interface AuditEntry {
  readonly actorId: number | null;
  readonly action: AuditAction;
  readonly subjectType?:
    "lead" | "application" | "subscriber" | "member" | "session" | "passkey" | "template" | "content";
  readonly subjectId?: string | number;
  /** Counts, statuses, roles, kinds: never personal data. */
  readonly detail?: Record<string, string | number | boolean | null>;
}

type Executor = Pick<Db, "insert">;

export async function audit(db: Executor, entry: AuditEntry): Promise<void> {
  await db.insert(auditEvents).values({
    actorId: entry.actorId,
    action: entry.action,
    subjectType: entry.subjectType ?? null,
    subjectId: entry.subjectId === undefined ? null : String(entry.subjectId),
    detail: entry.detail ?? {},
  });
}

/** Deletes audit events older than a year (the trigger allows exactly these). */
export async function pruneAudit(db: Db, now = new Date()): Promise<void> {
  await db
    .delete(auditEvents)
    .where(lt(auditEvents.at, new Date(now.getTime() - AUDIT_RETENTION_DAYS * 24 * 60 * 60_000)));
}
