/**
 * The daily digest (issue 36 §3): a member who chose it gets a short mail at 08:00 on working days, in their own
 * time zone, of what is due for them: how many follow-ups, how many of their leads wait for an answer (and how many
 * of those are overdue), how many new leads nobody has taken. Counts and a link to "My day" only, never a lead's
 * details (they stay in the workspace). Nothing due, no mail.
 *
 * Every instance checks every few minutes; the day's mail is claimed with one conditional update of the member's
 * `digest_sent_on` in the transaction that queues it, so exactly one instance sends it, once a day.
 */
import { TZDate } from "@date-fns/tz";
import { and, eq, isNotNull, isNull, lt, or } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Db } from "../db/client";
import { teamMembers } from "../db/schema";
import { queueMail } from "../mail/outbox";
import { dueCounts } from "./follow-ups";
import { memberOf, type TeamDeps } from "./index";
import { parseOr400 } from "./list-query";
import { isOpenDay } from "./response-clock";

/** "1 lead", "3 leads". */
const plural = (count: number, one: string) => `${count.toLocaleString("en-GB")} ${count === 1 ? one : `${one}s`}`;

/** The digest goes out from this local hour on. */
const DIGEST_HOUR = 8;
/** How often each instance looks for digests due. */
export const DIGEST_CHECK_EVERY_MS = 5 * 60_000;

/** Whether `timeZone` is one this runtime knows (an IANA name such as "Europe/Berlin"). */
const knownTimeZone = (timeZone: string) => {
  try {
    new Intl.DateTimeFormat("en", { timeZone });
    return true;
  } catch {
    return false;
  }
};

const digestInput = z.strictObject({
  timeZone: z.union([z.string().max(64).refine(knownTimeZone, "Send a time zone such as Europe/Berlin."), z.null()], {
    error: "Send a time zone such as Europe/Berlin, or null for no digest.",
  }),
});

/** The member's local day (YYYY-MM-DD) and hour at `now` in `timeZone`. */
function localTime(now: Date, timeZone: string) {
  const local = new TZDate(now.getTime(), timeZone);
  const day = `${local.getFullYear()}-${String(local.getMonth() + 1).padStart(2, "0")}-${String(local.getDate()).padStart(2, "0")}`;
  return { day, hour: local.getHours(), weekday: local.getDay() };
}

type Counts = Awaited<ReturnType<typeof dueCounts>>;

function digestText(counts: Counts, siteUrl: string): string | undefined {
  const lines = [
    counts.followUpsDue ? `- ${plural(counts.followUpsDue, "follow-up")} due today or overdue` : "",
    counts.waiting
      ? `- ${plural(counts.waiting, "lead")} of yours waiting for a first answer${counts.waitingOverdue ? `, ${counts.waitingOverdue} of them overdue` : ""}`
      : "",
    counts.unassigned ? `- ${plural(counts.unassigned, "new lead")} nobody has taken` : "",
  ].filter(Boolean);
  if (!lines.length) return undefined;
  return [
    "Good morning. Waiting for you in the Alphai team workspace today:",
    "",
    ...lines,
    "",
    "Open My day:",
    `${siteUrl}/team/my-day`,
    "",
    "You get this mail because you chose the daily digest; turn it off on the Account screen.",
  ].join("\n");
}

/**
 * Queues the digests due at `now`: for each member who chose one, on a working day at or after 08:00 their time, once
 * per day. Returns how many mails were queued.
 */
export async function sendDigests(db: Db, siteUrl: string, now = new Date()): Promise<number> {
  const members = await db
    .select({ id: teamMembers.id, timeZone: teamMembers.digestTimeZone, sentOn: teamMembers.digestSentOn })
    .from(teamMembers)
    .where(and(isNotNull(teamMembers.digestTimeZone), isNull(teamMembers.removedAt)));
  let sent = 0;
  for (const member of members) {
    const local = localTime(now, member.timeZone!);
    if (!isOpenDay(local.weekday) || local.hour < DIGEST_HOUR) continue;
    if (member.sentOn !== null && member.sentOn >= local.day) continue;
    // Counted before the claim: the queries run side by side, which one transaction's connection cannot.
    const text = digestText(await dueCounts(db, member.id, local.day), siteUrl);
    const queued = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(teamMembers)
        .set({ digestSentOn: local.day })
        .where(
          and(
            eq(teamMembers.id, member.id),
            or(isNull(teamMembers.digestSentOn), lt(teamMembers.digestSentOn, local.day)),
          ),
        )
        .returning({ email: teamMembers.email });
      if (!claimed || !text) return false;
      await queueMail(tx, {
        kind: "team-digest",
        to: claimed.email,
        subject: "Your day in the Alphai workspace",
        text,
      });
      return true;
    });
    if (queued) sent++;
  }
  return sent;
}

/** GET and PUT /api/team/me/digest: whether the member wants the daily digest, and in which time zone. */
export function digestRoutes(app: FastifyInstance, { db }: TeamDeps): void {
  const access = { team: { roles: ["owner", "sales"] } } as const;
  app.get("/api/team/me/digest", { config: access }, async (request) => {
    const [row] = await db
      .select({ timeZone: teamMembers.digestTimeZone })
      .from(teamMembers)
      .where(eq(teamMembers.id, memberOf(request).member.id));
    return { timeZone: row?.timeZone ?? null, hour: DIGEST_HOUR };
  });
  app.put("/api/team/me/digest", { config: access }, async (request, reply) => {
    const input = parseOr400(digestInput, request.body, reply);
    if (!input) return reply;
    await db
      .update(teamMembers)
      .set({ digestTimeZone: input.timeZone })
      .where(eq(teamMembers.id, memberOf(request).member.id));
    return { timeZone: input.timeZone, hour: DIGEST_HOUR };
  });
}
