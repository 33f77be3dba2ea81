/**
 * Hourly caps on confirmation mails (decision 011): the newsletter's double
 * opt-in and, since issue 19, a job application's confirmation, which both go
 * to an address the sender typed. The per-client rate limit does not stop
 * someone with many addresses from making the forms mail thousands of
 * strangers, or one company's inbox, in our name: so at most
 * CONFIRMATION_MAILS_PER_HOUR confirmations leave per hour in all (both kinds
 * together), and at most CONFIRMATION_MAILS_PER_DOMAIN_PER_HOUR to one domain.
 *
 * The counters are fixed one-hour windows in the `rate_limits` table, so every
 * instance sharing the database shares them, and they are pruned with the
 * request windows. A mail is counted in the transaction that queues it: if
 * that rolls back, so does the count.
 */
import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { queryRows, type Db } from "../db/client";

const QUOTA_WINDOW_MS = 60 * 60_000;
const GLOBAL_QUOTA_KEY = "mail:confirmation:all";
const domainQuotaKey = (domain: string) => `mail:confirmation:@${domain}`;

export interface ConfirmationLimits {
  readonly confirmationMailsPerHour: number;
  readonly confirmationMailsPerDomainPerHour: number;
}

type Executor = Pick<Db, "execute">;

/**
 * Counts one use of `key` in its current one-hour window unless `max` uses are
 * already counted; false when the window is full. The row is locked until the
 * caller's transaction ends, so concurrent requests on any instance queue
 * behind it and never both take the last place.
 */
export async function takeHourly(tx: Executor, key: string, max: number): Promise<boolean> {
  if (max < 1) return false;
  const rows = await queryRows<{ count: number }>(tx, sql`
    INSERT INTO rate_limits (key, count, reset_at) VALUES (${key}, 1, now() + ${QUOTA_WINDOW_MS}::int * interval '1 millisecond')
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.reset_at <= now() THEN 1 ELSE rate_limits.count + 1 END,
      reset_at = CASE WHEN rate_limits.reset_at <= now() THEN EXCLUDED.reset_at ELSE rate_limits.reset_at END
    WHERE rate_limits.reset_at <= now() OR rate_limits.count < ${max}::int
    RETURNING count`);
  return rows.length > 0;
}

/** Seconds until `key`'s hourly window ends (for Retry-After once it is full); an hour when it has none. */
export async function secondsLeft(tx: Executor, key: string): Promise<number> {
  const rows = await queryRows<{ seconds: number }>(tx, sql`SELECT GREATEST(1, CEIL(EXTRACT(EPOCH FROM (reset_at - now()))))::int AS seconds FROM rate_limits WHERE key = ${key}`);
  return Number(rows[0]?.seconds ?? QUOTA_WINDOW_MS / 1000);
}

/**
 * Takes one confirmation mail to `email` from its domain's and from the
 * global hourly allowance, in the caller's transaction. When either is used
 * up it takes nothing, logs which cap stopped the mail (the domain, never the
 * address) and answers false: the caller then queues no mail.
 * The domain is counted first, so one flooded domain cannot use up the
 * global allowance; the domain row is always locked before the global one,
 * so two transactions never wait for each other in a circle.
 */
export async function takeConfirmationQuota(tx: Executor, email: string, limits: ConfirmationLimits, log: FastifyBaseLogger, kind: string): Promise<boolean> {
  const domain = email.slice(email.lastIndexOf("@") + 1);
  const refuse = (cap: "domain" | "global", max: number) => {
    log.warn({ kind, domain, cap, max, windowMinutes: QUOTA_WINDOW_MS / 60_000 }, "confirmation mail dropped: hourly cap reached");
    return false;
  };
  if (!(await takeHourly(tx, domainQuotaKey(domain), limits.confirmationMailsPerDomainPerHour))) {
    return refuse("domain", limits.confirmationMailsPerDomainPerHour);
  }
  if (!(await takeHourly(tx, GLOBAL_QUOTA_KEY, limits.confirmationMailsPerHour))) {
    // Give the domain's place back: this mail is not sent after all.
    await tx.execute(sql`UPDATE rate_limits SET count = count - 1 WHERE key = ${domainQuotaKey(domain)}`);
    return refuse("global", limits.confirmationMailsPerHour);
  }
  return true;
}
