/**
 * POST /api/applications (issue 13; decision 021): a job application with its
 * CV, as multipart/form-data. The CV's type is decided by its content (PDF,
 * DOCX or ODT, recognised by file-type), never by its name or declared type;
 * it is read up to CV_MAX_BYTES and no further. The application, its CV
 * (bytea, with size and SHA-256) and its two mails (a confirmation with a
 * signed withdraw link to the candidate, a notification without the CV to
 * CAREERS_TO) are written in one transaction; the answer comes after commit.
 * Nothing from the client's file name reaches the disk or the database.
 *
 * Also: the withdraw link (GET shows a button, POST erases at once) and the
 * retention pruning (APPLICATION_RETENTION_DAYS after arrival). Its mails in
 * the outbox go with the application (foreign key, ON DELETE CASCADE).
 */
import { createHash } from "node:crypto";
import fastifyMultipart from "@fastify/multipart";
import { count, eq, lt, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { applicationSchema, type ApplicationInput } from "../../app/lib/application-form";
import { CV_MAX_BYTES, CV_MAX_LABEL, type CvType } from "../../app/lib/application-limits";
import { fieldErrors } from "../../app/lib/lead-forms";
import type { ServerConfig } from "../config";
import { queryRows, type Db } from "../db/client";
import { applications } from "../db/schema";
import { queueMails, type OutboxWorker } from "../mail/outbox";
import type { Tokens } from "../mail/tokens";
import { pathOf } from "../../content/registry";
import { openRoleBySlug, type ApplyingRole } from "./application-roles";
import { sniffCv } from "./cv-type";
import { escapeHtml, FORM_TOKEN_MESSAGES, sendConfirmationPage, sendSimplePage } from "./form-token";
import { onlyPost, sendError, wantsHtml } from "./respond";

export interface ApplicationDeps {
  readonly db: Db;
  readonly tokens: Tokens;
  readonly outbox: OutboxWorker;
  readonly config: ServerConfig;
}

/** The text fields of the form (applicationSchema); each at most this many bytes (a 3,000-character note in UTF-8 fits). */
const FIELD_MAX_BYTES = 16 * 1024;
const TEXT_FIELDS = Object.keys(applicationSchema.shape);
/** How often the retention runs while the server is up (it also runs at start). */
export const APPLICATION_PRUNE_EVERY_MS = 6 * 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;
const UPLOAD_WINDOW_MS = 60 * 60_000;
const uploadKey = (ip: string) => `upload-bytes:applications:${ip}`;

/** Bytes this client has uploaded in its current one-hour window (rate_limits table: shared by every instance). */
async function uploadedBytes(db: Db, ip: string): Promise<number> {
  const rows = await queryRows<{ count: number }>(db, sql`SELECT count FROM rate_limits WHERE key = ${uploadKey(ip)} AND reset_at > now()`);
  return Number(rows[0]?.count ?? 0);
}

/** Counts `bytes` more for this client in its one-hour window. */
async function countUpload(db: Db, ip: string, bytes: number): Promise<void> {
  await db.execute(sql`
    INSERT INTO rate_limits (key, count, reset_at) VALUES (${uploadKey(ip)}, ${bytes}::int, now() + ${UPLOAD_WINDOW_MS}::int * interval '1 millisecond')
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.reset_at <= now() THEN EXCLUDED.count ELSE LEAST(rate_limits.count::bigint + EXCLUDED.count, 2147483647)::int END,
      reset_at = CASE WHEN rate_limits.reset_at <= now() THEN EXCLUDED.reset_at ELSE rate_limits.reset_at END`);
}

/** The advisory lock (pg_advisory_xact_lock) under which an application's transaction counts the table before its commit. */
const APPLICATION_CAP_LOCK = 7_231_013;

/** The table is full (APPLICATION_MAX_FILES): nothing was written. */
class TableFull extends Error {}

/** An answer decided while reading the multipart body. */
class Refusal {
  constructor(
    readonly status: number,
    readonly message: string,
    readonly fields?: Record<string, string>,
  ) {}
}

interface Upload {
  readonly fields: Record<string, string | string[]>;
  readonly cv?: Buffer;
}

const multipartCode = (error: unknown) => (typeof error === "object" && error !== null && "code" in error ? String(error.code) : "");

/**
 * Whether every boundary the Content-Type names has 1 to 70 characters (RFC 2046). The multipart parser
 * throws a plain Error (answered 500) on a boundary over 252 characters, before a part is read.
 */
function usableBoundary(contentType: string | undefined): boolean {
  const found = [...(contentType ?? "").matchAll(/;\s*boundary\s*=\s*(?:"([^"]*)"|([^;]*))/gi)].map((match) => (match[1] ?? match[2] ?? "").trim());
  return found.length > 0 && found.every((boundary) => boundary.length >= 1 && boundary.length <= 70);
}

/** Reads the parts: text fields (a repeated one becomes an array, which the schema refuses) and the one file, `cv`. */
async function readUpload(request: FastifyRequest): Promise<Upload | Refusal> {
  const fields: Record<string, string | string[]> = {};
  let cv: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        if (part.fieldname !== "cv") {
          part.file.resume();
          return new Refusal(400, "Please correct the highlighted fields.", { form: `Unexpected file field: ${part.fieldname}. Attach the CV as cv.` });
        }
        // toBuffer stops at limits.fileSize and throws: the rest of the upload is never kept.
        cv = await part.toBuffer();
        continue;
      }
      if (part.valueTruncated || part.fieldnameTruncated) {
        return new Refusal(400, "Please correct the highlighted fields.", { [TEXT_FIELDS.includes(part.fieldname) ? part.fieldname : "form"]: "This entry is too long." });
      }
      const value = typeof part.value === "string" ? part.value : String(part.value);
      const previous = Object.hasOwn(fields, part.fieldname) ? fields[part.fieldname] : undefined;
      Object.defineProperty(fields, part.fieldname, {
        value: previous === undefined ? value : [previous, value].flat(),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
  } catch (error) {
    switch (multipartCode(error)) {
      case "FST_REQ_FILE_TOO_LARGE":
        return new Refusal(413, `The CV is larger than ${CV_MAX_LABEL}: please send a file of at most ${CV_MAX_LABEL}.`, {
          cv: `The CV must be at most ${CV_MAX_LABEL}; this file is larger.`,
        });
      case "FST_FILES_LIMIT":
        return new Refusal(400, "Please correct the highlighted fields.", { cv: "Attach one file only: your CV." });
      case "FST_FIELDS_LIMIT":
      case "FST_PARTS_LIMIT":
      case "FST_PROTO_VIOLATION":
        return new Refusal(400, "Please correct the highlighted fields.", { form: "The form has unexpected fields." });
      default:
        // A body that is not valid multipart (no boundary, cut off): the client's fault.
        if (error instanceof Error && /multipart|boundary|Unexpected end/i.test(error.message)) {
          return new Refusal(400, "The upload could not be read: send the form as multipart/form-data.");
        }
        throw error;
    }
  }
  return { fields, cv };
}

export async function applicationRoutes(app: FastifyInstance, deps: ApplicationDeps): Promise<void> {
  const { db, tokens, outbox, config } = deps;
  const rateLimit = { max: config.rateLimitMax, timeWindow: config.rateLimitWindowMs };
  const link = (path: string) => `${config.siteUrl}${path}`;
  const retentionMs = config.applicationRetentionDays * DAY_MS;

  // Multipart is parsed for this route only (the other endpoints keep refusing it with 415).
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: {
        fieldNameSize: 100,
        fieldSize: FIELD_MAX_BYTES,
        fields: TEXT_FIELDS.length,
        fileSize: CV_MAX_BYTES,
        files: 1,
        // One more than the form has, so that a second file meets the files limit (a clear message) first.
        parts: TEXT_FIELDS.length + 2,
        headerPairs: 20,
      },
    });

    scope.post("/api/applications", { config: { rateLimit } }, async (request, reply) => {
      if (!request.isMultipart()) {
        return sendError(request, reply, 415, "Send the application as multipart/form-data, with the CV as the file field cv.");
      }
      if (!usableBoundary(request.headers["content-type"])) {
        return sendError(request, reply, 400, "The upload could not be read: send the form as multipart/form-data.");
      }
      // The hourly upload allowance: refused before the body is read once it is used up.
      if ((await uploadedBytes(db, request.ip)) >= config.applicationUploadBytesPerHour) {
        return sendError(request, reply, 429, "You have uploaded as much as we accept in an hour: please try again later.");
      }
      const upload = await readUpload(request);
      const received = upload instanceof Refusal ? (upload.status === 413 ? CV_MAX_BYTES : 0) : (upload.cv?.length ?? 0);
      if (received) await countUpload(db, request.ip, received);
      if (upload instanceof Refusal) return sendError(request, reply, upload.status, upload.message, upload.fields);

      const parsed = applicationSchema.safeParse(upload.fields);
      const errors: Record<string, string> = parsed.success ? {} : { ...fieldErrors(parsed.error) };
      if (!upload.cv?.length) errors.cv = `Attach your CV: a PDF, DOCX or ODT file of at most ${CV_MAX_LABEL}.`;
      if (!parsed.success || errors.cv) return sendError(request, reply, 400, "Please correct the highlighted fields.", errors);
      const input = parsed.data;
      const cv = upload.cv!;

      if (input.website) return sendError(request, reply, 400, "Your submission was rejected as automated. If you are a person, please contact us by e-mail.");
      const proof = tokens.checkFormToken(input.formToken, "application");
      if ("error" in proof) {
        if (wantsHtml(request)) {
          const token = proof.error === "too-young" ? input.formToken! : tokens.issueFormToken("application");
          return sendConfirmationPage(reply, "application", input, token, proof.error);
        }
        const message = FORM_TOKEN_MESSAGES[proof.error];
        return sendError(request, reply, 400, message, { formToken: message });
      }

      const role = openRoleBySlug(input.role, new Date());
      if (!role) {
        const message = "This role is closed or does not exist: choose one of the open roles.";
        return sendError(request, reply, 400, message, { role: message });
      }
      const type = await sniffCv(cv);
      if (!type) {
        const message = "The CV must be a PDF, DOCX or ODT document; this file's content is none of them (its name does not matter).";
        return sendError(request, reply, 415, message, { cv: message });
      }

      let id: number;
      try {
        id = await saveApplication(role, input, cv, type);
      } catch (error) {
        if (!(error instanceof TableFull)) throw error;
        request.log.warn(
          { max: config.applicationMaxFiles },
          "job application refused: the applications table holds APPLICATION_MAX_FILES applications; older ones leave by retention or withdrawal",
        );
        return sendError(request, reply, 503, `We cannot take applications online right now: please send your CV to ${config.careersTo}.`);
      }
      outbox.kick();
      if (wantsHtml(request)) return reply.redirect(pathOf("application-sent"), 303);
      return reply.code(201).send({ ok: true, id, message: "Thank you: your application has arrived. We have sent you a confirmation by e-mail." });
    });
  });
  onlyPost(app, "/api/applications");

  /**
   * The application and its two mails, in one transaction, within APPLICATION_MAX_FILES exactly, whatever the
   * number of instances: the rows are written first, then the transaction takes the cap's advisory lock and counts
   * (its own row included) as its last statement. The lock is held from there to the commit, so the counts of two
   * uploads are never taken at once, and under READ COMMITTED each count sees every application committed before
   * it: the count is exact. Only the count and the commit are serialised, not the 1 MB insert. The count before
   * the insert (without the lock) only spares the insert when the table is already full.
   */
  const saveApplication = (role: ApplyingRole, input: ApplicationInput, cv: Buffer, type: CvType): Promise<number> =>
    db.transaction(async (tx) => {
      const consentAt = new Date();
      const [before] = await tx.select({ n: count() }).from(applications);
      if ((before?.n ?? 0) >= config.applicationMaxFiles) throw new TableFull();
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
          cvSha256: createHash("sha256").update(cv).digest("hex"),
          consentAt,
        })
        .returning({ id: applications.id });
      const id = row!.id;
      const withdraw = link(`/api/applications/withdraw?token=${tokens.sign(String(id), "withdraw", Math.ceil(retentionMs / 1000))}`);
      const deleteBy = new Date(consentAt.getTime() + retentionMs).toISOString().slice(0, 10);
      await queueMails(tx, [
        {
          kind: "application-confirmation",
          applicationId: id,
          to: input.email,
          subject: `Your application for ${role.title} at Alphai`,
          text: [
            `Hello ${input.name},`,
            "",
            `thank you for applying for ${role.title}. Your application and your CV have arrived.`,
            "",
            "What happens next: someone from the hiring team reads every application and answers within two weeks,",
            "either with an invitation to a first conversation or with our decision.",
            "",
            `We keep your application for ${config.applicationRetentionDays} days (until ${deleteBy}) and then delete it with your CV.`,
            "To withdraw it and erase your data now, open this link:",
            withdraw,
          ].join("\n"),
        },
        {
          kind: "application-notification",
          applicationId: id,
          to: config.careersTo,
          replyTo: input.email,
          subject: `Application #${id} for ${role.title} from ${input.name}`,
          text: [
            `Role: ${role.title} (${role.slug})`,
            `Name: ${input.name}`,
            `E-mail: ${input.email}`,
            `Phone: ${input.phone ?? "-"}`,
            `Location: ${input.location ?? "-"}`,
            `LinkedIn: ${input.linkedin ?? "-"}`,
            `GitHub: ${input.github ?? "-"}`,
            `Portfolio: ${input.portfolio ?? "-"}`,
            "",
            input.note ?? "(no note)",
            "",
            `CV: ${type.toUpperCase()}, ${cv.length} bytes; not attached. Get it with: npm run applications -- get ${id} --out cv.${type}`,
            `Consent to process the application: given at ${consentAt.toISOString()}; deleted on ${deleteBy}.`,
          ].join("\n"),
        },
      ]);
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${APPLICATION_CAP_LOCK}::bigint)`);
      const [stored] = await tx.select({ n: count() }).from(applications);
      // Over the cap with this one: roll back (the row and its mails go).
      if ((stored?.n ?? 0) > config.applicationMaxFiles) throw new TableFull();
      return id;
    });

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
<form method="post" action="/api/applications/withdraw"><input type="hidden" name="token" value="${escapeHtml(String(token))}"><button type="submit">Withdraw and erase</button></form>
<p class="hint">Changed your mind? Close this page: nothing happens until you press the button.</p>`,
    );
  });

  app.post("/api/applications/withdraw", { config: { rateLimit } }, async (request, reply) => {
    const body = (request.body ?? {}) as { token?: unknown };
    const result = tokens.verify(body.token, "withdraw");
    if ("error" in result || !/^\d+$/.test(result.email)) return sendError(request, reply, 400, "This withdraw link is not valid.");
    // Erased or already gone: the same answer (the link may be pressed twice).
    await db.delete(applications).where(eq(applications.id, Number(result.email)));
    if (!wantsHtml(request)) return reply.code(200).send({ ok: true, message: "Your application has been withdrawn and erased." });
    return reply.redirect(pathOf("application-withdrawn"), 303);
  });
}

/** Retention: deletes applications (and their CVs) that arrived more than `days` days before `now`; returns how many. */
export async function pruneApplications(db: Db, days: number, now = new Date()): Promise<number> {
  const deleted = await db
    .delete(applications)
    .where(lt(applications.createdAt, new Date(now.getTime() - days * DAY_MS)))
    .returning({ id: applications.id });
  return deleted.length;
}
