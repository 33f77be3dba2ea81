/**
 * Storing, withdrawing and expiring job applications (decisions 021 and 022).
 *
 * An application, its CV and its mails are written in one transaction, which keeps to these rules, exactly
 * whatever the number of instances (see `save`):
 * 1. a second application for the same role from the same address within a day is the first one: nothing is
 *    written and no mail goes out, and the caller answers as if it were new (the answer reveals nothing);
 * 2. at most APPLICATIONS_PER_HOUR new applications in any 60 minutes (HourlyCapReached, with the seconds until
 *    the oldest of them leaves the window);
 * 3. at most APPLICATION_MAX_FILES applications kept (TableFull);
 * 4. the candidate's confirmation is queued only within the confirmation-mail caps the newsletter has
 *    (server/mail/quota.ts); the notification to CAREERS_TO carries the role, the date and the application's
 *    number, and links to it in the team workspace (decision 026), never the candidate's data.
 */
import { randomBytes } from "node:crypto";
import { and, eq, isNull, lt, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { ApplicationInput } from "../../app/shared/application-form";
import type { CvType } from "../../app/shared/application-limits";
import type { Locale } from "../../app/shared/locale";
import type { ServerConfig } from "../config";
import { queryRows, type Db } from "../db/client";
import { applications } from "../db/schema";
import { queueMails, type Mail } from "../mail/outbox";
import { giveBackConfirmationQuota, takeConfirmationQuota } from "../mail/quota";
import type { Tokens } from "../mail/tokens";
import { applicationConfirmationText, teamLanguageNote } from "../mail/visitor-mails";

const DAY_MS = 24 * 60 * 60_000;
/** The advisory lock (pg_advisory_xact_lock) under which an application's transaction counts the table before its commit. */
const APPLICATION_CAP_LOCK = 7_231_013;

/** The same role and address within a day: nothing is written (the transaction rolls back). */
class Repeat extends Error {}

/** The table is full (APPLICATION_MAX_FILES): nothing was written. */
export class TableFull extends Error {}

/** APPLICATIONS_PER_HOUR new applications have arrived within the last 60 minutes: nothing was written. */
export class HourlyCapReached extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super("APPLICATIONS_PER_HOUR reached");
  }
}

/** What the transaction stored: a new application, or nothing because it repeats one (`repeat`). */
export type Saved = { readonly kind: "new"; readonly id: number } | { readonly kind: "repeat" };

export interface StoreDeps {
  readonly db: Db;
  readonly tokens: Tokens;
  readonly config: ServerConfig;
  readonly log: FastifyBaseLogger;
}

/** The withdraw link's signed subject: the application's id and its nonce. */
const withdrawSubject = (id: number, nonce: string) => `${id}.${nonce}`;

/** The application a withdraw token's subject names: by id and nonce, or, for one stored before nonces, by id alone. */
function parseWithdrawSubject(subject: string): { readonly id: number; readonly nonce?: string } | undefined {
  const match = /^(\d{1,10})(?:\.([A-Za-z0-9_-]{22}))?$/.exec(subject);
  if (!match || Number(match[1]) > 2 ** 31 - 1) return undefined;
  return { id: Number(match[1]), nonce: match[2] };
}

/** The open role an application names, as the site being served has it (server/site-content.ts). */
interface ApplyingRole {
  readonly slug: string;
  /** Its English title: the team's notification. */
  readonly title: string;
  /** Its title in the candidate's language: their confirmation. */
  readonly localTitle: string;
}

export interface NewApplication {
  readonly role: ApplyingRole;
  readonly input: ApplicationInput;
  /** The language of the page the candidate applied on (English if not told): their confirmation's and the team's reply's. */
  readonly locale?: Locale;
  readonly cv: Buffer;
  readonly type: CvType;
  /** SHA-256 of the CV, hex, computed before the transaction. */
  readonly sha256: string;
}

/**
 * The candidate's confirmation (with the withdraw link), in the language of the page they applied on, and the careers
 * inbox's notification of a new application (English).
 */
function applicationMails(
  { tokens, config }: StoreDeps,
  id: number,
  nonce: string,
  { role, input, locale = "en" }: NewApplication,
  consentAt: Date,
): { confirmation: Mail; notification: Mail } {
  const retentionMs = config.applicationRetentionDays * DAY_MS;
  const link = (path: string) => `${config.siteUrl}${path}`;
  const token = tokens.sign(withdrawSubject(id, nonce), "withdraw", Math.ceil(retentionMs / 1000));
  // A German candidate's link leads to German pages (server/api/applications.ts).
  const withdraw = link(`/api/applications/withdraw?token=${token}${locale === "en" ? "" : `&locale=${locale}`}`);
  const deleteAt = new Date(consentAt.getTime() + retentionMs);
  const deleteBy = deleteAt.toISOString().slice(0, 10);
  const roleTitle = role.localTitle;
  return {
    confirmation: {
      kind: "application-confirmation",
      applicationId: id,
      to: input.email,
      ...applicationConfirmationText(locale, {
        name: input.name,
        roleTitle,
        retentionDays: config.applicationRetentionDays,
        deleteBy: deleteAt,
        withdraw,
      }),
    },
    // The candidate's data stays in the database: the mail says what arrived and links to it in the workspace
    // (decisions 022, 026).
    notification: {
      kind: "application-notification",
      applicationId: id,
      to: config.careersTo,
      subject: `Application #${id} for ${role.title}`,
      text: [
        `A new application for ${role.title} (${role.slug}) arrived on ${consentAt.toISOString().slice(0, 16).replace("T", " ")} UTC.`,
        "",
        "Read it, and download the CV, in the team workspace:",
        link(`/team/applications/${id}`),
        "",
        "The candidate's details and CV are not in this mail: they stay in the database, where the workspace shows them to recruiting.",
        `It is deleted on ${deleteBy} (APPLICATION_RETENTION_DAYS), or sooner if the candidate withdraws it.`,
        ...teamLanguageNote(locale, "The candidate"),
      ].join("\n"),
    },
  };
}

/**
 * The transaction of saveApplication: the application, its mails, and the counts taken before and, under the lock,
 * after the insert (see there). `confirm`: the candidate's confirmation has its place in the mail caps.
 */
async function storeApplication(
  tx: Db,
  deps: StoreDeps,
  application: NewApplication,
  confirm: boolean,
): Promise<Saved> {
  const { config } = deps;
  const { role, input, cv, type, sha256, locale = "en" } = application;
  const repeats = sql`email = ${input.email} AND role = ${role.slug} AND created_at > now() - interval '1 day'`;
  const [before] = await queryRows<{ total: number; repeat: boolean }>(
    tx,
    sql`SELECT count(*)::int AS total, COALESCE(bool_or(${repeats}), false) AS repeat FROM applications`,
  );
  if (before?.repeat) throw new Repeat();
  if (Number(before?.total ?? 0) >= config.applicationMaxFiles) throw new TableFull();
  const consentAt = new Date();
  const nonce = randomBytes(16).toString("base64url");
  const [row] = await tx
    .insert(applications)
    .values({
      role: role.slug,
      name: input.name,
      email: input.email,
      phone: input.phone,
      location: input.location,
      linkedin: input.linkedin,
      github: input.github,
      portfolio: input.portfolio,
      note: input.note,
      cvType: type,
      cv,
      cvSize: cv.length,
      cvSha256: sha256,
      consentAt,
      withdrawNonce: nonce,
      locale,
    })
    .returning({ id: applications.id });
  const id = row!.id;
  const { confirmation, notification } = applicationMails(deps, id, nonce, application, consentAt);
  await queueMails(tx, confirm ? [confirmation, notification] : [notification]);
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${APPLICATION_CAP_LOCK}::bigint)`);
  const [after] = await queryRows<{ total: number; lastHour: number; same: number; retryAfter: number | null }>(
    tx,
    sql`SELECT count(*)::int AS total,
      count(*) FILTER (WHERE created_at > now() - interval '1 hour')::int AS "lastHour",
      count(*) FILTER (WHERE ${repeats})::int AS same,
      CEIL(EXTRACT(EPOCH FROM (min(created_at) FILTER (WHERE created_at > now() - interval '1 hour') + interval '1 hour' - now())))::int AS "retryAfter"
    FROM applications`,
  );
  if (Number(after?.same ?? 0) > 1) throw new Repeat();
  if (Number(after?.total ?? 0) > config.applicationMaxFiles) throw new TableFull();
  if (Number(after?.lastHour ?? 0) > config.applicationsPerHour)
    throw new HourlyCapReached(Math.max(1, Number(after?.retryAfter ?? 3600)));
  return { kind: "new", id } as const;
}

/**
 * The application and its mails, in one transaction. The checks that must be exact whatever the number of
 * instances (APPLICATION_MAX_FILES, APPLICATIONS_PER_HOUR, a repeat) are one count, the transaction's last
 * statement, taken under an advisory lock held to the commit: the counts of two uploads are never taken at once,
 * and under READ COMMITTED each sees every application committed before it (its own row included). A count over a
 * limit rolls everything back (the row, its mails, its confirmation's place in the mail caps). Only that count
 * and the commit are serialised, not the 1 MB insert. The count before the insert (without the lock) only spares
 * the insert when the answer is already known: a full table, or a repeat sent after the first was stored.
 */
async function saveApplication(deps: StoreDeps, application: NewApplication): Promise<Saved> {
  const { db, config, log } = deps;
  const { input } = application;
  // The confirmation's place in the mail caps is taken on its own, before the transaction: the caps' rows are shared
  // by every upload and subscription, so they are locked for one statement, not through the 1 MB insert and the
  // commit. It is given back if the application is not stored. Over a cap, the candidate gets no mail; the
  // application stands and the team is told.
  const confirm = await takeConfirmationQuota(db, input.email, config, log, "application-confirmation");
  try {
    return await db.transaction((tx) => storeApplication(tx, deps, application, confirm));
  } catch (error) {
    if (confirm)
      await giveBackConfirmationQuota(db, input.email).catch((failure: unknown) =>
        log.warn({ err: failure }, "giving back a confirmation mail's place in the hourly caps failed"),
      );
    if (error instanceof Repeat) return { kind: "repeat" };
    throw error;
  }
}

/**
 * Erases the application a withdraw token names, with its CV and its mails (ON DELETE CASCADE); true when the
 * token is valid (whether or not the application was still there: the link may be pressed twice), false when it
 * is not. An application is erased only when the token carries its nonce (or it predates nonces and the token
 * names its id alone): a link for another database erases nothing.
 */
async function withdrawApplication(
  { db, tokens }: StoreDeps,
  token: unknown,
): Promise<{ readonly valid: boolean; readonly erased: number }> {
  const verified = tokens.verify(token, "withdraw");
  const subject = "email" in verified ? parseWithdrawSubject(verified.email) : undefined;
  if (!subject) return { valid: false, erased: 0 };
  const erased = await db
    .delete(applications)
    .where(
      and(
        eq(applications.id, subject.id),
        subject.nonce === undefined
          ? isNull(applications.withdrawNonce)
          : eq(applications.withdrawNonce, subject.nonce),
      ),
    )
    .returning({ id: applications.id });
  return { valid: true, erased: erased.length };
}

/** Stores new applications and erases withdrawn ones. */
export function applicationStore(deps: StoreDeps) {
  return {
    save: (application: NewApplication) => saveApplication(deps, application),
    withdraw: (token: unknown) => withdrawApplication(deps, token),
  };
}

/** Retention: deletes applications (and their CVs and mails) that arrived more than `days` days before `now`; returns how many. */
export async function pruneApplications(db: Db, days: number, now = new Date()): Promise<number> {
  const deleted = await db
    .delete(applications)
    .where(lt(applications.createdAt, new Date(now.getTime() - days * DAY_MS)))
    .returning({ id: applications.id });
  return deleted.length;
}
