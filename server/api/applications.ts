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
import { applicationSchema } from "../../app/shared/application-form";
import { CV_MAX_BYTES, CV_MAX_LABEL } from "../../app/shared/application-limits";
import { fieldErrors } from "../../app/shared/lead-forms";
import { pathOf } from "../../content/registry";
import { clientKey } from "../client-address";
import type { ServerConfig } from "../config";
import { queryRows, type Db } from "../db/client";
import type { Compactor } from "../db/erasure";
import type { OutboxWorker } from "../mail/outbox";
import type { Tokens } from "../mail/tokens";
import { sql } from "drizzle-orm";
import { openRoleBySlug } from "./application-roles";
import { refuseSpam } from "./refuse-spam";
import { applicationStore, HourlyCapReached, TableFull } from "./application-store";
import { sniffCv } from "./cv-type";
import { escapeHtml, sendSimplePage } from "./form-token";
import { readUpload, usableBoundary, type UploadRules } from "./multipart-upload";
import { rememberValues, sendError, wantsHtml } from "./respond";
import { UploadSlots } from "./upload-slots";
import { APPLICATION_PRUNE_EVERY_HOURS, HOURLY_WINDOW_MS } from "../../content/retention";

export interface ApplicationDeps {
  readonly db: Db;
  readonly tokens: Tokens;
  readonly outbox: OutboxWorker;
  readonly config: ServerConfig;
  readonly compactor: Compactor;
}

/** The text fields of the form (applicationSchema); each at most this many bytes (a 3,000-character note in UTF-8 fits). */
const FIELD_MAX_BYTES = 16 * 1024;
const TEXT_FIELDS = Object.keys(applicationSchema.shape);
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

/** Bytes this client has uploaded in its current one-hour window (rate_limits table: shared by every instance), and the seconds left in it. */
async function uploadedBytes(db: Db, client: string): Promise<{ bytes: number; secondsLeft: number }> {
  const rows = await queryRows<{ count: number; seconds: number }>(
    db,
    sql`SELECT count, GREATEST(1, CEIL(EXTRACT(EPOCH FROM (reset_at - now()))))::int AS seconds FROM rate_limits WHERE key = ${uploadKey(client)} AND reset_at > now()`,
  );
  return { bytes: Number(rows[0]?.count ?? 0), secondsLeft: Number(rows[0]?.seconds ?? 0) };
}

/** Counts `bytes` more for this client in its one-hour window. */
async function countUpload(db: Db, client: string, bytes: number): Promise<void> {
  await db.execute(sql`
    INSERT INTO rate_limits (key, count, reset_at) VALUES (${uploadKey(client)}, LEAST(${bytes}::bigint, 2147483647)::int, now() + ${UPLOAD_WINDOW_MS}::int * interval '1 millisecond')
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.reset_at <= now() THEN EXCLUDED.count ELSE LEAST(rate_limits.count::bigint + EXCLUDED.count, 2147483647)::int END,
      reset_at = CASE WHEN rate_limits.reset_at <= now() THEN EXCLUDED.reset_at ELSE rate_limits.reset_at END`);
}

/** An answer that leaves the rest of the body unread: the connection closes after it. */
const closing = (reply: FastifyReply) => reply.header("Connection", "close");

type Store = ReturnType<typeof applicationStore>;
type RateLimit = { readonly max: number; readonly timeWindow: number };

/** What the upload reader enforces (server/api/multipart-upload.ts): the body's and the CV's size, the fields, the pace. */
function uploadRules(config: ServerConfig): UploadRules {
  return {
    bodyMaxBytes: APPLICATION_BODY_LIMIT,
    fileField: "cv",
    fileMaxBytes: CV_MAX_BYTES,
    fieldNames: TEXT_FIELDS,
    fieldMaxBytes: FIELD_MAX_BYTES,
    tooLarge: {
      message: `The CV is larger than ${CV_MAX_LABEL}: please send a file of at most ${CV_MAX_LABEL}.`,
      field: `The CV must be at most ${CV_MAX_LABEL}; this file is larger.`,
      limitLabel: CV_MAX_LABEL,
    },
    minBytesPerSecond: config.uploadMinBytesPerSecond,
    rateWindowMs: config.uploadRateWindowMs,
  };
}

/** The answer when a valid application cannot be stored: too many this hour, or the table is full (503 either way). */
function refuseUnstored(request: FastifyRequest, reply: FastifyReply, config: ServerConfig, error: unknown) {
  if (error instanceof HourlyCapReached) {
    request.log.warn(
      { max: config.applicationsPerHour },
      "job application refused: APPLICATIONS_PER_HOUR new applications have arrived within the hour",
    );
    reply.header("Retry-After", String(error.retryAfterSeconds));
    return sendError(
      request,
      reply,
      503,
      `We cannot take more applications online this hour: please try again later, or send your CV to ${config.careersTo}.`,
    );
  }
  if (!(error instanceof TableFull)) throw error;
  request.log.warn(
    { max: config.applicationMaxFiles },
    "job application refused: the applications table holds APPLICATION_MAX_FILES applications; older ones leave by retention or withdrawal",
  );
  return sendError(
    request,
    reply,
    503,
    `We cannot take applications online right now: please send your CV to ${config.careersTo}.`,
  );
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
  const parsed = applicationSchema.safeParse(fields);
  const errors: Record<string, string> = parsed.success ? {} : { ...fieldErrors(parsed.error) };
  if (!cv?.length) errors.cv = `Attach your CV: a PDF, DOCX or ODT file of at most ${CV_MAX_LABEL}.`;
  if (!parsed.success || !cv?.length)
    return sendError(request, reply, 400, "Please correct the highlighted fields.", errors);
  const input = parsed.data;

  const refused = refuseSpam(request, reply, tokens, "application", input);
  if (refused) return refused;
  const role = openRoleBySlug(input.role, new Date());
  if (!role) {
    const message = "This role is closed or does not exist: choose one of the open roles.";
    return sendError(request, reply, 400, message, { role: message });
  }
  const type = await sniffCv(cv);
  if (!type) {
    const message =
      "The CV must be a PDF, DOCX or ODT document; this file's content is none of them (its name does not matter).";
    return sendError(request, reply, 415, message, { cv: message });
  }

  try {
    await store.save({ role, input, cv, type, sha256: createHash("sha256").update(cv).digest("hex") });
  } catch (error) {
    return refuseUnstored(request, reply, config, error);
  }
  outbox.kick();
  // The same answer for a repeat (the same role and address within a day, stored once): it reveals nothing.
  if (wantsHtml(request)) return reply.redirect(pathOf("application-sent"), 303);
  return reply.code(201).send({
    ok: true,
    message: "Thank you: your application has arrived. We have sent you a confirmation by e-mail.",
  });
}

/** Refusals before a byte of the body is read: no usable multipart boundary, or a body larger than the form can be. */
function refuseUnreadable(request: FastifyRequest, reply: FastifyReply) {
  if (!usableBoundary(request.headers["content-type"])) {
    return sendError(
      request,
      closing(reply),
      400,
      "The upload could not be read: send the form as multipart/form-data.",
    );
  }
  // A body that says it is larger than the form can be: refused before it is read.
  if (Number(request.headers["content-length"] ?? 0) > APPLICATION_BODY_LIMIT) {
    return sendError(
      request,
      closing(reply),
      413,
      `The form is larger than it can be: at most a CV of ${CV_MAX_LABEL} and the fields.`,
    );
  }
  return undefined;
}

/** The refusal when every upload slot and the waiting line are taken, or this client's share of them. */
function refuseBusy(request: FastifyRequest, reply: FastifyReply, slots: UploadSlots) {
  request.log.warn(
    { ...slots.state },
    "job application upload refused: every upload slot and the waiting line are taken, or this client's share",
  );
  reply.header("Retry-After", String(BUSY_RETRY_AFTER_S));
  return sendError(
    request,
    closing(reply),
    503,
    "We are receiving many applications right now: please try again in a few seconds.",
  );
}

/** POST /api/applications: the multipart body, read as it arrives within the client's hourly allowance and an upload slot. */
async function uploadRoute(app: FastifyInstance, deps: ApplicationDeps, store: Store, rateLimit: RateLimit) {
  const { db, config } = deps;
  const slots = new UploadSlots({
    slots: config.applicationUploadsAtOnce,
    waiting: 3 * config.applicationUploadsAtOnce,
    maxWaitMs: 10_000,
    perClient: config.applicationUploadsPerClient,
  });
  const rules = uploadRules(config);

  // Multipart bodies are read by the route itself, as they arrive (the other endpoints keep refusing them with 415).
  await app.register(async (scope) => {
    scope.addContentTypeParser("multipart/form-data", (_request, _payload, done) => done(null));
    // Any other body is refused before it is read (JSON and form bodies would otherwise be parsed, up to this route's limit).
    scope.addHook("onRequest", async (request, reply) => {
      if (request.method !== "POST" || /^multipart\/form-data\b/i.test(request.headers["content-type"] ?? "")) return;
      return sendError(
        request,
        closing(reply),
        415,
        "Send the application as multipart/form-data, with the CV as the file field cv.",
      );
    });

    scope.post(
      "/api/applications",
      { bodyLimit: APPLICATION_BODY_LIMIT, config: { rateLimit, streamedBody: true } },
      async (request, reply) => {
        const unreadable = refuseUnreadable(request, reply);
        if (unreadable !== undefined) return unreadable;
        const client = clientKey(request.ip);
        // The hourly upload allowance: refused before the body is read once it is used up; what is left of it bounds the read.
        const uploaded = await uploadedBytes(db, client);
        if (uploaded.bytes >= config.applicationUploadBytesPerHour) {
          reply.header("Retry-After", String(uploaded.secondsLeft));
          return sendError(
            request,
            closing(reply),
            429,
            "You have uploaded as much as we accept in an hour: please try again later.",
          );
        }
        const release = await slots.acquire(client);
        if (!release) return refuseBusy(request, reply, slots);
        try {
          const { outcome, bytesRead } = await readUpload(
            request.raw,
            rules,
            config.applicationUploadBytesPerHour - uploaded.bytes,
          );
          if (bytesRead) await countUpload(db, client, bytesRead);
          if (outcome.kind === "aborted") return reply.code(400).send({ error: "The upload was interrupted." });
          if (outcome.kind === "refused") {
            if (outcome.values) rememberValues(request, outcome.values);
            if (outcome.status === 429) reply.header("Retry-After", String(uploaded.secondsLeft || 3600));
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

/** The withdraw link: GET shows a button, POST erases the application and its CV at once (server/db/erasure.ts). */
function withdrawRoutes(
  app: FastifyInstance,
  { tokens, config, compactor }: ApplicationDeps,
  store: Store,
  rateLimit: RateLimit,
) {
  app.get("/api/applications/withdraw", { config: { rateLimit } }, async (request, reply) => {
    const token = (request.query as { token?: unknown }).token;
    const valid = "email" in tokens.verify(token, "withdraw");
    if (!valid) {
      return sendSimplePage(
        reply,
        400,
        "This link is not valid",
        `<p>The link is broken or has expired. Applications are deleted at the end of the retention period in any case; for anything else, write to ${escapeHtml(config.careersTo)}.</p>`,
      );
    }
    return sendSimplePage(
      reply,
      200,
      "Withdraw your application",
      `<p>Press the button to withdraw your application and erase it, with your CV, at once. This cannot be undone.</p>
<form method="post" action="/api/applications/withdraw"><input type="hidden" name="token" value="${escapeHtml(String(token))}"><button type="submit" class="button button-primary">Withdraw and erase</button></form>
<p class="hint">Changed your mind? Close this page: nothing happens until you press the button.</p>`,
    );
  });

  app.post("/api/applications/withdraw", { config: { rateLimit } }, async (request, reply) => {
    const { valid, erased } = await store.withdraw(((request.body ?? {}) as { token?: unknown }).token);
    if (!valid) return sendError(request, reply, 400, "This withdraw link is not valid.");
    // The rows are gone; their bytes leave the table files with the next compaction.
    if (erased) compactor.erased();
    // Erased or already gone: the same answer (the link may be pressed twice).
    if (!wantsHtml(request))
      return reply.code(200).send({ ok: true, message: "Your application has been withdrawn and erased." });
    return reply.redirect(pathOf("application-withdrawn"), 303);
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
