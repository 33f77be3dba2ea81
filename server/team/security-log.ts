/**
 * The security log (decision 035): what a client did that matched no member, such as a failed sign-in with an
 * unknown link, with its address. The audit log keeps what members did and what was tried against a member, a year
 * and append-only; anonymous traffic goes here instead, capped per client and pruned after 30 days, so it can
 * never fill the audit log. Owners read it at GET /api/team/security-log (/team/audit/security).
 */
import { lt, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { clientKey } from "../client-address";
import { queryRows, type Db } from "../db/client";
import { securityEvents } from "../db/schema";

const SECURITY_LOG_DAYS = 30;
/** Events one client may add in a day; beyond, its further attempts are not written (the rate limits still apply). */
const SECURITY_EVENTS_PER_CLIENT_PER_DAY = 100;

/** Writes an event for the request's client unless it has written its day's share already. */
export async function recordSecurityEvent(
  db: Db,
  request: FastifyRequest,
  kind: string,
  detail: Record<string, string | number | boolean | null>,
): Promise<void> {
  const client = clientKey(request.ip);
  await queryRows(
    db,
    sql`
    INSERT INTO security_events (kind, client, detail)
    SELECT ${kind}, ${client}, ${JSON.stringify(detail)}::jsonb
    WHERE (
      SELECT count(*) FROM security_events WHERE client = ${client} AND at > now() - interval '1 day'
    ) < ${SECURITY_EVENTS_PER_CLIENT_PER_DAY}`,
  );
}

/** Deletes events older than SECURITY_LOG_DAYS (run with the other pruning). */
export async function pruneSecurityLog(db: Db, now = new Date()): Promise<void> {
  await db
    .delete(securityEvents)
    .where(lt(securityEvents.at, new Date(now.getTime() - SECURITY_LOG_DAYS * 24 * 60 * 60_000)));
}
