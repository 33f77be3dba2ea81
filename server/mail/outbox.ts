/**
 * The outbox: mails are rows written in the same transaction as the lead that
 * caused them, then delivered by a worker. With SMTP_URL they go out through
 * nodemailer (failures retried with back-off); without it they are kept
 * ("held", their id and kind logged), so nothing is lost and no setup is
 * needed; `npm run outbox -- show <id>` prints one. A held team sign-in mail is
 * printed to the log in full, so a fresh install can be entered (decision 026).
 * Several instances can run workers: rows are claimed with SKIP LOCKED.
 */
import { and, eq, inArray, lt, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import nodemailer, { type Transporter } from "nodemailer";
import { queryRows, type Db } from "../db/client";
import { outbox } from "../db/schema";

export interface Mail {
  readonly kind: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly replyTo?: string;
  readonly headers?: Record<string, string>;
  /** The job application the mail is about: the mail is deleted with it. */
  readonly applicationId?: number;
}

type Executor = Pick<Db, "insert">;

export async function queueMails(tx: Executor, mails: readonly Mail[]): Promise<void> {
  if (!mails.length) return;
  await tx.insert(outbox).values(
    mails.map((mail) => ({
      kind: mail.kind,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      replyTo: mail.replyTo,
      headers: mail.headers ?? {},
      applicationId: mail.applicationId,
    })),
  );
}

export const queueMail = (tx: Executor, mail: Mail): Promise<void> => queueMails(tx, [mail]);

/** A text with every e-mail address in it replaced (an SMTP server's answer names the recipient it refused). */
export const withoutAddresses = (text: string) => text.replace(/[^\s<>"'(),;:@]+@[^\s<>"'(),;:@]+/g, "<address>");

/** The one kind of held mail printed in full to the log (see holdAll). */
const PRINTED_KIND = "team-sign-in";
const MAX_ATTEMPTS = 8;
/** Submissions arriving together are delivered in one pass. */
const KICK_DELAY_MS = 100;
/** A row left in "sending" this long (its worker died) is retried. */
const STALE_SENDING_MS = 10 * 60_000;
const backoffMs = (attempt: number) => Math.min(60 * 60_000, 30_000 * 2 ** (attempt - 1));

export class OutboxWorker {
  readonly transport?: Transporter;
  private timer?: NodeJS.Timeout;
  private debounce?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly options: { smtpUrl?: string; from: string; intervalMs?: number; transport?: Transporter },
  ) {
    this.transport = options.transport ?? (options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined);
  }

  start(): void {
    this.timer = setInterval(() => this.kick(), this.options.intervalMs ?? 15_000);
    this.timer.unref();
    this.pass();
  }

  /** Runs a delivery pass soon (bursts of kicks share one pass); never throws, never blocks the caller. */
  kick(): void {
    if (this.stopped || this.debounce) return;
    this.debounce = setTimeout(() => {
      this.debounce = undefined;
      this.pass();
    }, KICK_DELAY_MS);
  }

  private pass(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch((error: unknown) => this.log.error({ err: error }, "outbox pass failed"))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.pass();
        }
      });
  }

  /** Runs any pending pass now and waits for it (tests, shutdown). */
  async idle(): Promise<void> {
    if (this.debounce) {
      clearTimeout(this.debounce);
      this.debounce = undefined;
      this.pass();
    }
    while (this.running) await this.running;
  }

  /**
   * Shutdown: no new pass starts; a pass under way finishes the mail it is
   * sending (or the statement it is running) and hands the rest of its claimed
   * batch back to the queue, due now, so another instance or the next start
   * sends it without waiting for the stale-claim delay. Mails queued but not
   * yet picked up stay pending in the table.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.idle();
    this.transport?.close();
  }

  private async drain(): Promise<void> {
    await this.db
      .update(outbox)
      .set({ status: "pending" })
      .where(and(eq(outbox.status, "sending"), lt(outbox.nextAttemptAt, new Date(Date.now() - STALE_SENDING_MS))));
    if (!this.transport) {
      await this.holdAll();
      return;
    }
    while (!this.stopped) {
      const batch = await queryRows<{ id: number }>(
        this.db,
        sql`
        UPDATE outbox SET status = 'sending', attempts = attempts + 1, next_attempt_at = now()
        WHERE id IN (
          SELECT id FROM outbox WHERE status = 'pending' AND next_attempt_at <= now()
          ORDER BY id LIMIT 100 FOR UPDATE SKIP LOCKED
        )
        RETURNING id`,
      );
      const ids = batch.map((row) => Number(row.id));
      if (!ids.length) return;
      for (const [index, id] of ids.entries()) {
        if (this.stopped) {
          await this.giveBack(ids.slice(index));
          return;
        }
        await this.deliver(id);
      }
    }
  }

  /** Claimed mails not yet tried go back to the queue as they were (attempt not counted). */
  private async giveBack(ids: readonly number[]): Promise<void> {
    await this.db
      .update(outbox)
      .set({ status: "pending", attempts: sql`${outbox.attempts} - 1` })
      .where(and(inArray(outbox.id, [...ids]), eq(outbox.status, "sending")));
  }

  /**
   * Without SMTP: mark due mails held, in one statement per batch; they stay in the outbox. The log says which
   * (id and kind), never what: a mail's recipient, subject and text are personal data, and its links (withdraw,
   * confirm, unsubscribe) act for whoever reads them (decision 022). `npm run outbox -- show <id>` shows one to the
   * operator who asks.
   * The one exception is a team sign-in mail (decision 026): its recipient and text (the link and the code) are
   * printed, so the owner of a fresh install without SMTP can enter the workspace from the server's log. It is the
   * member's own sign-in, bound to the browser that asked and valid 15 minutes; the statement reads the recipient
   * and text of no other kind.
   */
  private async holdAll(): Promise<void> {
    while (!this.stopped) {
      const mails = await queryRows<{ id: number; kind: string; to: string | null; text: string | null }>(
        this.db,
        sql`
        UPDATE outbox SET status = 'held', attempts = attempts + 1
        WHERE id IN (
          SELECT id FROM outbox WHERE status = 'pending' AND next_attempt_at <= now()
          ORDER BY id LIMIT 500 FOR UPDATE SKIP LOCKED
        )
        RETURNING id, kind,
          CASE WHEN kind = ${PRINTED_KIND} THEN to_address END AS "to",
          CASE WHEN kind = ${PRINTED_KIND} THEN text END AS text`,
      );
      for (const mail of mails) {
        if (mail.kind === PRINTED_KIND) {
          this.log.warn(
            { outboxId: mail.id, kind: mail.kind, to: mail.to, text: mail.text },
            "team sign-in mail held in outbox (SMTP_URL not set): its link and code are printed here",
          );
        } else {
          this.log.info(
            { outboxId: mail.id, kind: mail.kind },
            "mail held in outbox (SMTP_URL not set): npm run outbox -- show <id> shows it",
          );
        }
      }
      if (mails.length < 500) return;
    }
  }

  private async deliver(id: number): Promise<void> {
    const [mail] = await this.db.select().from(outbox).where(eq(outbox.id, id));
    if (!mail || !this.transport) return;
    try {
      await this.transport.sendMail({
        from: this.options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        replyTo: mail.replyTo ?? undefined,
        headers: mail.headers,
      });
      // A sent sign-in mail keeps no link or code (decision 026): whoever can read the table must not be able to use them.
      const scrubbed =
        mail.kind === PRINTED_KIND ? { subject: "[team sign-in]", text: "[sent; its link and code are not kept]" } : {};
      await this.db
        .update(outbox)
        .set({ status: "sent", sentAt: new Date(), lastError: null, ...scrubbed })
        .where(eq(outbox.id, id));
    } catch (error) {
      const failed = mail.attempts >= MAX_ATTEMPTS;
      // Not the error object: an SMTP error carries the recipients (`rejected`, `envelope`, the server's answer).
      const { code, responseCode } = error as { code?: unknown; responseCode?: unknown };
      this.log.warn(
        {
          outboxId: id,
          kind: mail.kind,
          attempt: mail.attempts,
          code,
          responseCode,
          reason: withoutAddresses(String((error as Error).message ?? error)).slice(0, 300),
        },
        failed ? "mail failed for good" : "mail send failed, will retry",
      );
      await this.db
        .update(outbox)
        .set({
          status: failed ? "failed" : "pending",
          lastError: String((error as Error).message ?? error).slice(0, 500),
          nextAttemptAt: new Date(Date.now() + backoffMs(mail.attempts)),
        })
        .where(eq(outbox.id, id));
    }
  }
}
