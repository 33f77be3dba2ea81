/**
 * POST /api/applications (decision 021, hardened by decision 022): a job application with its
 * CV, as multipart/form-data. The CV's type is decided by its content (PDF, DOCX or ODT: server/api/cv-type.ts),
 * never by its name or declared type. The body is read by server/api/multipart-upload.ts, which stops at the
 * first byte past the CV's limit (413, connection closed), refuses any malformed part with a field message and
 * a client slower than UPLOAD_MIN_BYTES_PER_SECOND; every byte it read counts against the client's hourly
 * allowance, whatever the outcome. Only APPLICATION_UPLOADS_AT_ONCE uploads are read and stored at once
 * (server/api/upload-slots.ts), so the health check and the pages keep answering under a burst. The CV is
 * hashed before the transaction (server/api/application-store.ts) that writes the application, its CV and its
 * mails; the answer comes after commit. Nothing from the client's file name reaches the disk or the database.
 *
 * Also: the withdraw link (GET shows a button, POST erases at once, bytes included: server/db/erasure.ts).
 */
import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { applicationSchema, applicationSchemaIn } from "../../app/shared/application-form";
import { CV_MAX_BYTES, CV_MAX_LABEL } from "../../app/shared/application-limits";
import { LOCALE_FIELD, splitLocale } from "../../app/shared/form-locale";
import { formMessages } from "../../app/shared/form-messages";
import { fieldErrors } from "../../app/shared/lead-forms";
import type { Locale } from "../../app/shared/locale";
import { pathIn } from "../../content/localized";
import { clientKey } from "../client-address";
import type { ServerConfig } from "../config";
import { queryRows, type Db } from "../db/client";
import type { Compactor } from "../db/erasure";
import type { StorageOutage } from "../db/outage";
import { withoutQueryParameters } from "../db/query-errors";
import type { OutboxWorker } from "../mail/outbox";
import type { Tokens } from "../mail/tokens";
import { sql } from "drizzle-orm";
import { answersIn } from "./answers";
import { refuseSpam } from "./refuse-spam";
import { applicationStore, HourlyCapReached, TableFull } from "./application-store";
import { sniffCv } from "./cv-type";
import { escapeHtml, sendSimplePage } from "./form-token";
import { readUpload, usableBoundary, type UploadRules } from "./multipart-upload";
import { formLocale, refererLocale, rememberValues, sendError, wantsHtml } from "./respond";
import { UploadSlots } from "./upload-slots";
import { APPLICATION_PRUNE_EVERY_HOURS, HOURLY_WINDOW_MS } from "../../content/retention";

export interface ApplicationDeps {
  readonly db: Db;
  readonly tokens: Tokens;
  readonly outbox: OutboxWorker;
  readonly config: ServerConfig;
  readonly compactor: Compactor;
  /** The database being away (server/db/outage.ts). */
  readonly outage: StorageOutage;
}

/** The text fields of the form (applicationSchema, and the page's language); each at most this many bytes (a 3,000-character note in UTF-8 fits). */
const FIELD_MAX_BYTES = 16 * 1024;
const TEXT_FIELDS = [...Object.keys(applicationSchema.shape), LOCALE_FIELD];
/**
 * The route's body limit (Expect: 100-continue is answered 413 above it): the CV, the text fields, and room for
 * the parts' headers and a few unknown fields, which are read to be named in the schema's message.
 */
const APPLICATION_BODY_LIMIT = CV_MAX_BYTES + (TEXT_FIELDS.length + 8) * (FIELD_MAX_BYTES + 1024) + 16 * 1024;
/** How often the retention runs while the server is up (it also runs at start). */
export const APPLICATION_PRUNE_EVERY_MS = APPLICATION_PRUNE_EVERY_HOURS * 60 * 60_000;
const UPLOAD_WINDOW_MS = HOURLY_WINDOW_MS;
/** Seconds a client is told to wait when every upload slot and the waiting line are taken. */
const BUSY_RETRY_AFTER_S = 5;
const uploadKey = (client: string) => `upload-bytes:applications:${client}`;

/** What one upload may read of the client's hourly allowance: reserved before its body is read (`reserveUpload`). */
interface Reservation {
  /** Bytes reserved for this upload: it may read no more. 0 when the allowance is used up. */
  readonly bytes: number;
  /** Seconds left in the client's one-hour window (the Retry-After of a refusal). */
  readonly secondsLeft: number;
  /** The window the reservation was made in, as the database writes its end (to the microsecond): an unused rest goes back only to the same window. */
  readonly window: string;
}

/**
 * Reserves up to `wanted` bytes of this client's hourly upload allowance (rate_limits table: shared by every
 * instance), before a byte of the body is read, in one statement: concurrent uploads from one client, on one
 * instance or several, never reserve more than the allowance between them (decision 034). The row is locked while
 * it is read (`FOR UPDATE`), so a statement that waited for another reads what that one reserved. A window that has
 * ended starts again from nothing.
 */
async function reserveUpload(db: Db, client: string, wanted: number, allowance: number): Promise<Reservation> {
  const window = sql`now() + ${UPLOAD_WINDOW_MS}::int * interval '1 millisecond'`;
  // Twice at most: the pruning of ended windows may delete the row between the two statements.
  for (let attempt = 0; ; attempt += 1) {
    await db.execute(
      sql`INSERT INTO rate_limits (key, count, reset_at) VALUES (${uploadKey(client)}, 0, ${window}) ON CONFLICT (key) DO NOTHING`,
    );
    const [row] = await queryRows<{ before: number; count: number; window: string; seconds: number }>(
      db,
      sql`
      UPDATE rate_limits AS r SET
        count = base.used + LEAST(${wanted}::bigint, GREATEST(0, ${allowance}::bigint - base.used))::int,
        reset_at = CASE WHEN base.expired THEN ${window} ELSE r.reset_at END
      FROM (
        SELECT key, CASE WHEN reset_at <= now() THEN 0 ELSE count END AS used, reset_at <= now() AS expired
        FROM rate_limits WHERE key = ${uploadKey(client)} FOR UPDATE
      ) AS base
      WHERE r.key = base.key
      RETURNING base.used AS before, r.count, r.reset_at::text AS "window",
        GREATEST(1, CEIL(EXTRACT(EPOCH FROM (r.reset_at - now()))))::int AS seconds`,
    );
    if (row || attempt === 1)
      return {
        bytes: Math.max(0, Number(row?.count ?? 0) - Number(row?.before ?? 0)),
        secondsLeft: Number(row?.seconds ?? 3600),
        window: String(row?.window ?? ""),
      };
  }
}

/** Gives back what an upload reserved and did not read (to the window it was reserved in; a new window owes nothing). */
async function releaseUnused(db: Db, client: string, reservation: Reservation, bytesRead: number): Promise<void> {
  const unused = reservation.bytes - bytesRead;
  if (unused <= 0) return;
  await db.execute(sql`
    UPDATE rate_limits SET count = GREATEST(0, count - ${unused}::int)
    WHERE key = ${uploadKey(client)} AND reset_at = ${reservation.window}::timestamptz`);
}

/** An answer that leaves the rest of the body unread: the connection closes after it. */
const closing = (reply: FastifyReply) => reply.header("Connection", "close");

type Store = ReturnType<typeof applicationStore>;
type RateLimit = { readonly max: number; readonly timeWindow: number };

/**
 * What the upload reader enforces (server/api/multipart-upload.ts): the body's and the CV's size, the fields, the
 * pace. Its refusals are in the form's language: its `locale` field, read before the CV, or else the page the post
 * came from (`fallback`).
 */
function uploadRules(config: ServerConfig, fallback: Locale): UploadRules {
  return {
    bodyMaxBytes: APPLICATION_BODY_LIMIT,
    fileField: "cv",
    fileMaxBytes: CV_MAX_BYTES,
    fieldNames: TEXT_FIELDS,
    fieldMaxBytes: FIELD_MAX_BYTES,
    messages: (fields) => {
      const answers = answersIn(splitLocale(fields, fallback).locale);
      return { ...answers.upload(CV_MAX_LABEL), fileTooLarge: answers.application.cvTooLarge(CV_MAX_LABEL) };
    },
    minBytesPerSecond: config.uploadMinBytesPerSecond,
    rateWindowMs: config.uploadRateWindowMs,
  };
}

/** The answer when a valid application cannot be stored: too many this hour, or the table is full (503 either way). */
function refuseUnstored(request: FastifyRequest, reply: FastifyReply, config: ServerConfig, error: unknown) {
  const answers = answersIn(formLocale(request));
  if (error instanceof HourlyCapReached) {
    request.log.warn(
      { max: config.applicationsPerHour },
      "job application refused: APPLICATIONS_PER_HOUR new applications have arrived within the hour",
    );
    reply.header("Retry-After", String(error.retryAfterSeconds));
    return sendError(request, reply, 503, answers.application.hourlyCap(config.careersTo));
  }
  if (!(error instanceof TableFull)) throw error;
  request.log.warn(
    { max: config.applicationMaxFiles },
    "job application refused: the applications table holds APPLICATION_MAX_FILES applications; older ones leave by retention or withdrawal",
  );
  return sendError(request, reply, 503, answers.application.tableFull(config.careersTo));
}

/** Validates and stores what was read; answers. */
async function handleRead(
  request: FastifyRequest,
  reply: FastifyReply,
  fields: Record<string, string | string[]>,
  cv: Buffer | undefined,
  { tokens, config, outbox }: ApplicationDeps,
  store: Store,
) {
  rememberValues(request, fields);
  const { locale, values } = splitLocale(fields, refererLocale(request));
  const answers = answersIn(locale);
  const parsed = applicationSchemaIn(locale).safeParse(values);
  const errors: Record<string, string> = parsed.success ? {} : { ...fieldErrors(parsed.error, locale) };
  if (!cv?.length) errors.cv = formMessages(locale).upload.attach(CV_MAX_LABEL);
  if (!parsed.success || !cv?.length) return sendError(request, reply, 400, answers.correct, errors);
  const input = parsed.data;

  const refused = refuseSpam(request, reply, tokens, "application", input, locale);
  if (refused) return refused;
  // The roles open on the site this instance serves, the team's published changes included (server/site-content.ts).
  const content = request.server.siteContent;
  const open = content.openRole(input.role, new Date());
  if (!open) {
    const message = answers.application.roleClosed;
    return sendError(request, reply, 400, message, { role: message });
  }
  const type = await sniffCv(cv);
  if (!type) {
    const message = answers.application.notCv;
    return sendError(request, reply, 415, message, { cv: message });
  }
  const role = { slug: open.slug, title: open.title, localTitle: content.role(open.slug, locale)?.title ?? open.title };

  try {
    await store.save({ role, input, locale, cv, type, sha256: createHash("sha256").update(cv).digest("hex") });
  } catch (error) {
    return refuseUnstored(request, reply, config, error);
  }
  outbox.kick();
  // The same answer for a repeat (the same role and address within a day, stored once): it reveals nothing.
  if (wantsHtml(request)) return reply.redirect(pathIn("application-sent", locale), 303);
  return reply.code(201).send({ ok: true, message: answers.application.sent });
}

/** Refusals before a byte of the body is read: no usable multipart boundary, or a body larger than the form can be. */
function refuseUnreadable(request: FastifyRequest, reply: FastifyReply) {
  const said = answersIn(formLocale(request)).upload(CV_MAX_LABEL);
  if (!usableBoundary(request.headers["content-type"])) return sendError(request, closing(reply), 400, said.unreadable);
  // A body that says it is larger than the form can be: refused before it is read.
  if (Number(request.headers["content-length"] ?? 0) > APPLICATION_BODY_LIMIT)
    return sendError(request, closing(reply), 413, said.bodyTooLarge);
  return undefined;
}

/** The refusal when every upload slot and the waiting line are taken, or this client's share of them. */
function refuseBusy(request: FastifyRequest, reply: FastifyReply, slots: UploadSlots) {
  request.log.warn(
    { ...slots.state },
    "job application upload refused: every upload slot and the waiting line are taken, or this client's share",
  );
  reply.header("Retry-After", String(BUSY_RETRY_AFTER_S));
  return sendError(request, closing(reply), 503, answersIn(formLocale(request)).application.busy);
}

/**
 * The client's hourly upload allowance for this request: the body's declared length (or the most a form can be),
 * bounded by what is left of the hour's allowance. Undefined while the database is away: the body is then read
 * within the form's own limits (the upload slots bound how many), so that the answer, a 503 once the application
 * cannot be stored, gives the visitor back what they typed.
 */
async function reserveAllowance(request: FastifyRequest, { db, config, outage }: ApplicationDeps) {
  const declared = Number(request.headers["content-length"]);
  const wanted =
    Number.isSafeInteger(declared) && declared > 0
      ? Math.min(declared, APPLICATION_BODY_LIMIT)
      : APPLICATION_BODY_LIMIT;
  try {
    return await reserveUpload(db, clientKey(request.ip), wanted, config.applicationUploadBytesPerHour);
  } catch (error) {
    if (!outage.failed(error, "reserving an upload allowance")) throw error;
    return undefined;
  }
}

/** Gives back what an upload reserved and did not read; a failure (the database away) keeps it counted, and is logged. */
async function giveBackUnused(request: FastifyRequest, deps: ApplicationDeps, reservation: Reservation, read: number) {
  try {
    await releaseUnused(deps.db, clientKey(request.ip), reservation, read);
  } catch (error) {
    if (!deps.outage.failed(error, "giving back an upload allowance"))
      request.log.warn(
        { err: withoutQueryParameters(error) },
        "giving back the unused part of an upload allowance failed",
      );
  }
}

/** POST /api/applications: the multipart body, read as it arrives within the client's hourly allowance and an upload slot. */
async function uploadRoute(app: FastifyInstance, deps: ApplicationDeps, store: Store, rateLimit: RateLimit) {
  const { config } = deps;
  const slots = new UploadSlots({
    slots: config.applicationUploadsAtOnce,
    waiting: 3 * config.applicationUploadsAtOnce,
    maxWaitMs: 10_000,
    perClient: config.applicationUploadsPerClient,
  });

  // Multipart bodies are read by the route itself, as they arrive (the other endpoints keep refusing them with 415).
  await app.register(async (scope) => {
    scope.addContentTypeParser("multipart/form-data", (_request, _payload, done) => done(null));
    // Any other body is refused before it is read (JSON and form bodies would otherwise be parsed, up to this route's limit).
    scope.addHook("onRequest", async (request, reply) => {
      if (request.method !== "POST" || /^multipart\/form-data\b/i.test(request.headers["content-type"] ?? "")) return;
      return sendError(request, closing(reply), 415, answersIn(formLocale(request)).application.wrongType);
    });

    scope.post(
      "/api/applications",
      { bodyLimit: APPLICATION_BODY_LIMIT, config: { rateLimit, streamedBody: true } },
      async (request, reply) => {
        const unreadable = refuseUnreadable(request, reply);
        if (unreadable !== undefined) return unreadable;
        const client = clientKey(request.ip);
        const reservation = await reserveAllowance(request, deps);
        if (reservation?.bytes === 0) {
          reply.header("Retry-After", String(reservation.secondsLeft));
          const { allowance } = answersIn(formLocale(request)).upload(CV_MAX_LABEL);
          return sendError(request, closing(reply), 429, allowance);
        }
        const release = await slots.acquire(client);
        if (!release) {
          if (reservation) await giveBackUnused(request, deps, reservation, 0);
          return refuseBusy(request, reply, slots);
        }
        try {
          const { outcome, bytesRead } = await readUpload(
            request.raw,
            uploadRules(config, refererLocale(request)),
            reservation?.bytes ?? APPLICATION_BODY_LIMIT,
          );
          // What was read is counted before the answer; what was reserved and not read goes back.
          if (reservation) await giveBackUnused(request, deps, reservation, bytesRead);
          if (outcome.kind === "aborted")
            return reply.code(400).send({ error: answersIn(refererLocale(request)).application.interrupted });
          if (outcome.kind === "refused") {
            if (outcome.values) rememberValues(request, outcome.values);
            if (outcome.status === 429) reply.header("Retry-After", String(reservation?.secondsLeft ?? 3600));
            return sendError(request, closing(reply), outcome.status, outcome.message, outcome.fields);
          }
          return await handleRead(request, reply, outcome.fields, outcome.file, deps, store);
        } finally {
          release();
        }
      },
    );
  });
}

/**
 * The withdraw link: GET shows a button, POST erases the application and its CV at once (server/db/erasure.ts). A
 * German candidate's link carries `locale=de` (application-store.ts): the page, its form and the page it ends on
 * are German.
 */
function withdrawRoutes(
  app: FastifyInstance,
  { tokens, config, compactor }: ApplicationDeps,
  store: Store,
  rateLimit: RateLimit,
) {
  app.get("/api/applications/withdraw", { config: { rateLimit } }, async (request, reply) => {
    const query = request.query as { token?: unknown; locale?: unknown };
    const locale: Locale = query.locale === "de" ? "de" : "en";
    const said = answersIn(locale).withdraw;
    const valid = "email" in tokens.verify(query.token, "withdraw");
    if (!valid)
      return sendSimplePage(
        reply,
        400,
        said.invalidTitle,
        `<p>${said.invalidBody(escapeHtml(config.careersTo))}</p>`,
        locale,
      );
    const localeField = locale === "en" ? "" : `<input type="hidden" name="${LOCALE_FIELD}" value="${locale}">`;
    return sendSimplePage(
      reply,
      200,
      said.title,
      `<p>${escapeHtml(said.body)}</p>
<form method="post" action="/api/applications/withdraw"><input type="hidden" name="token" value="${escapeHtml(String(query.token))}">${localeField}<button type="submit" class="button button-primary">${escapeHtml(said.button)}</button></form>
<p class="hint">${escapeHtml(said.hint)}</p>`,
      locale,
    );
  });

  app.post("/api/applications/withdraw", { config: { rateLimit } }, async (request, reply) => {
    const locale = formLocale(request);
    const { valid, erased } = await store.withdraw(((request.body ?? {}) as { token?: unknown }).token);
    if (!valid) return sendError(request, reply, 400, answersIn(locale).withdraw.invalid);
    // The rows are gone; their bytes leave the table files with the next compaction.
    if (erased) compactor.erased();
    // Erased or already gone: the same answer (the link may be pressed twice).
    if (!wantsHtml(request)) return reply.code(200).send({ ok: true, message: answersIn(locale).withdraw.done });
    return reply.redirect(pathIn("application-withdrawn", locale), 303);
  });
}

export async function applicationRoutes(app: FastifyInstance, deps: ApplicationDeps): Promise<void> {
  const { db, config, tokens } = deps;
  const rateLimit = { max: config.rateLimitMax, timeWindow: config.rateLimitWindowMs };
  const store = applicationStore({ db, tokens, config, log: app.log });
  await uploadRoute(app, deps, store, rateLimit);
  withdrawRoutes(app, deps, store, rateLimit);
}

export { pruneApplications } from "./application-store";
