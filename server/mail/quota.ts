/**
 * Hourly caps on confirmation mails (decision 011): the newsletter's double
 * opt-in and, since decision 022, a job application's confirmation, which both go
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
import { HOURLY_WINDOW_MS } from "../../content/retention";

const QUOTA_WINDOW_MS = HOURLY_WINDOW_MS;
const GLOBAL_QUOTA_KEY = "mail:confirmation:all";
const domainQuotaKey = (domain: string) => `mail:confirmation:@${domain}`;

export interface ConfirmationLimits {
  readonly confirmationMailsPerHour: number;
  readonly confirmationMailsPerDomainPerHour: number;
}

type Executor = Pick<Db, "execute">;

/**
 * Takes one confirmation mail to `email` from its domain's and from the
 * global hourly allowance, in the caller's transaction. When either is used
 * up it takes nothing, logs which cap stopped the mail (the domain, never the
 * address) and answers false: the caller then queues no mail.
 * The domain is counted first, so one flooded domain cannot use up the
 * global allowance; the domain row is always locked before the global one,
 * so two transactions never wait for each other in a circle.
 */
export async function takeConfirmationQuota(
  tx: Executor,
  email: string,
  limits: ConfirmationLimits,
  log: FastifyBaseLogger,
  kind: string,
): Promise<boolean> {
  const domain = email.slice(email.lastIndexOf("@") + 1);
  const refuse = (cap: "domain" | "global", max: number) => {
    log.warn(
      { kind, domain, cap, max, windowMinutes: QUOTA_WINDOW_MS / 60_000 },
      "confirmation mail dropped: hourly cap reached",
    );
    return false;
  };
  if (limits.confirmationMailsPerDomainPerHour < 1) return refuse("domain", limits.confirmationMailsPerDomainPerHour);
  if (limits.confirmationMailsPerHour < 1) return refuse("global", limits.confirmationMailsPerHour);
  // One statement: the domain's window counts one more if it has room, then, only if it did, the global one.
  // A window that has ended starts again at 1. The global insert reads the domain's result, so it runs second.
  const upsert = (key: string) => sql`
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.reset_at <= now() THEN 1 ELSE rate_limits.count + 1 END,
      reset_at = CASE WHEN rate_limits.reset_at <= now() THEN EXCLUDED.reset_at ELSE rate_limits.reset_at END
    WHERE rate_limits.reset_at <= now() OR rate_limits.count < ${key === GLOBAL_QUOTA_KEY ? limits.confirmationMailsPerHour : limits.confirmationMailsPerDomainPerHour}::int
    RETURNING 1`;
  const window = sql`now() + ${QUOTA_WINDOW_MS}::int * interval '1 millisecond'`;
  const [taken] = await queryRows<{ domain: number; global: number }>(
    tx,
    sql`
    WITH taken_domain AS (
      INSERT INTO rate_limits (key, count, reset_at) VALUES (${domainQuotaKey(domain)}, 1, ${window}) ${upsert(domainQuotaKey(domain))}
    ), taken_global AS (
      INSERT INTO rate_limits (key, count, reset_at) SELECT ${GLOBAL_QUOTA_KEY}, 1, ${window} FROM taken_domain ${upsert(GLOBAL_QUOTA_KEY)}
    )
    SELECT (SELECT count(*) FROM taken_domain)::int AS domain, (SELECT count(*) FROM taken_global)::int AS global`,
  );
  if (!taken?.domain) return refuse("domain", limits.confirmationMailsPerDomainPerHour);
  if (!taken.global) {
    // Give the domain's place back: this mail is not sent after all.
    await tx.execute(sql`UPDATE rate_limits SET count = count - 1 WHERE key = ${domainQuotaKey(domain)}`);
    return refuse("global", limits.confirmationMailsPerHour);
  }
  return true;
}

/**
 * Takes one confirmation mail to each of `emails` (the enquiries of one group commit), as takeConfirmationQuota does
 * for one, in the caller's transaction; answers, in order, which may be sent. Taken one after the other, a batch would
 * hold the global row while it waits for its next domain's row, which a single confirmation holds while it waits for
 * the global one: a deadlock, which PostgreSQL ends by failing one of them. So every domain row of the batch is locked
 * first, in one order every batch uses (the rows made if they are new, counting nothing), and the global row last, as
 * a single confirmation does.
 */
export async function takeConfirmationQuotas(
  tx: Executor,
  emails: readonly string[],
  limits: ConfirmationLimits,
  log: FastifyBaseLogger,
  kind: string,
): Promise<boolean[]> {
  const keys = [...new Set(emails.map((email) => domainQuotaKey(email.slice(email.lastIndexOf("@") + 1))))].sort();
  if (keys.length > 1 && limits.confirmationMailsPerDomainPerHour >= 1 && limits.confirmationMailsPerHour >= 1) {
    const window = sql`now() + ${QUOTA_WINDOW_MS}::int * interval '1 millisecond'`;
    await tx.execute(sql`
      INSERT INTO rate_limits (key, count, reset_at) VALUES ${sql.join(
        keys.map((key) => sql`(${key}, 0, ${window})`),
        sql`, `,
      )}
      ON CONFLICT (key) DO UPDATE SET count = rate_limits.count`);
  }
  const taken: boolean[] = [];
  for (const email of emails) taken.push(await takeConfirmationQuota(tx, email, limits, log, kind));
  return taken;
}

/**
 * Gives back a confirmation's place in its domain's and the global allowance, taken with takeConfirmationQuota
 * outside the transaction that was to queue it, when that transaction did not commit (a job application that was
 * not stored after all).
 */
export async function giveBackConfirmationQuota(db: Executor, email: string): Promise<void> {
  const domain = email.slice(email.lastIndexOf("@") + 1);
  // One row at a time, the domain's first: a statement updating both could lock the global row before the domain's.
  for (const key of [domainQuotaKey(domain), GLOBAL_QUOTA_KEY])
    await db.execute(
      sql`UPDATE rate_limits SET count = GREATEST(count - 1, 0) WHERE key = ${key} AND reset_at > now()`,
    );
}
