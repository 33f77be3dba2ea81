/**
 * The outbox: mails are rows written in the same transaction as the lead that
 * caused them, then delivered by a worker. With SMTP_URL they go out through
 * nodemailer (failures retried with back-off); without it they are kept
 * ("held", their id and kind logged), so nothing is lost and no setup is
 * needed; `npm run outbox -- show <id>` prints one. No mail is ever printed to
 * the log, a team sign-in least of all (decision 035): the operator enters a
 * fresh install with `npm run team -- sign-in-link <email>`.
 * Several instances can run workers: a worker claims due rows with SKIP LOCKED for a short lease that it renews
 * while it works, so another instance takes over the mails of one that died within a minute (decision 034). A
 * mail keeps its Message-ID on every attempt, so a receiving server can drop the rare second delivery.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Transporter } from "nodemailer";
import { createHash, randomUUID } from "node:crypto";
import { queryRows, type Db } from "../db/client";
import { withoutQueryParameters } from "../db/query-errors";
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
  /** The lead the mail is about: the mail is deleted with it (a person's erasure, the retention periods). */
  readonly leadId?: number;
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
      leadId: mail.leadId,
    })),
  );
}

export const queueMail = (tx: Executor, mail: Mail): Promise<void> => queueMails(tx, [mail]);

/** A text with every e-mail address in it replaced (an SMTP server's answer names the recipient it refused). */
export const withoutAddresses = (text: string) => text.replace(/[^\s<>"'(),;:@]+@[^\s<>"'(),;:@]+/g, "<address>");

/** A team sign-in mail: once sent, its row keeps no link or code. */
const SIGN_IN_KIND = "team-sign-in";
const MAX_ATTEMPTS = 8;
/** Submissions arriving together are delivered in one pass. */
const KICK_DELAY_MS = 100;
/** How many due mails a worker claims at once: instances working together share the queue in batches this size. */
const BATCH_SIZE = 20;
/**
 * A claim is a lease: a claimed mail whose lease has run out is due again, for any instance. The worker renews the
 * lease of what it holds every LEASE_RENEW_MS, so only a worker that died (or lost the database) lets it run out.
 * Longer than one send can take (SEND_TIMEOUT_MS), so a live worker never loses a mail it is sending.
 */
const LEASE_MS = 30_000;
const LEASE_RENEW_MS = 10_000;
/** One send, from connecting to the relay's last answer: past it the send is abandoned and retried. */
const SEND_TIMEOUT_MS = 20_000;
/** How often a worker looks for due mails without being kicked (another instance's queued or abandoned ones). */
const POLL_MS = 15_000;
/** At shutdown, how long the mail being sent has to finish before it is abandoned and given back. */
const STOP_GRACE_MS = 1000;
/** How often a worker tries to record sends the database could not record when they happened. */
const RECORD_RETRY_MS = 2000;
/**
 * nodemailer's defaults wait up to two minutes to connect and ten minutes on a silent socket; a web server's mail
 * worker fails fast and retries instead.
 */
const SMTP_TIMEOUTS = {
  connectionTimeout: 5000,
  greetingTimeout: 5000,
  socketTimeout: 15_000,
  dnsTimeout: 5000,
} as const;
/**
 * When a mail is due: a pending one when its back-off ends, a claimed one when its lease does. A mail claimed by a
 * server from before leases (a rolling upgrade: `claimed_by` empty, `next_attempt_at` the claim's time) is due as it
 * was then, 10 minutes after its claim, so a new server does not send again what an old one is sending.
 */
const DUE_AT = sql.raw(
  "(next_attempt_at + CASE WHEN status = 'sending' AND claimed_by IS NULL THEN interval '10 minutes' ELSE interval '0' END)",
);
const backoffMs = (attempt: number) => Math.min(60 * 60_000, 30_000 * 2 ** (attempt - 1));

/**
 * The Message-ID of an outbox mail: the same on every attempt (RFC 5322 3.6.4: unique to the message, not to a send),
 * a hash of the mail's id and queue time, so it tells a recipient nothing of how many mails the site sends.
 */
export function messageIdOf(mail: { id: number; createdAt: Date }, from: string): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? "alphai.invalid";
  const hash = createHash("sha256").update(`outbox:${mail.id}:${mail.createdAt.getTime()}`).digest("hex").slice(0, 32);
  return `<${hash}@${domain}>`;
}

/** What a sent mail's row keeps: a sign-in mail keeps no link or code (decision 026). */
const sentColumns = (kind: string) =>
  kind === SIGN_IN_KIND ? { subject: "[team sign-in]", text: "[sent; its link and code are not kept]" } : {};

interface Unrecorded {
  readonly kind: string;
  readonly sentAt: Date;
  /** Whether recording it has failed (the database was away): its recording is then logged. */
  missed?: boolean;
}

export class OutboxWorker {
  /**
   * The SMTP transport, made at the first send: nodemailer is loaded then (about 0.1 s of a server's start otherwise,
   * on a server that may send nothing for hours).
   */
  private transport?: Promise<Transporter>;
  /** This worker's name on the rows it claims: only it renews, gives back or fails them. */
  private readonly claimant = randomUUID();
  private timer?: NodeJS.Timeout;
  private debounce?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;
  private stopped = false;
  /** The mails this worker has claimed and not yet settled: their leases are renewed. */
  private readonly held = new Set<number>();
  private renewTimer?: NodeJS.Timeout;
  /** The next pass, when the next mail falls due before the next poll. */
  private dueTimer?: NodeJS.Timeout;
  /** Sent mails the database could not record as sent (it was unreachable): recorded as soon as it answers. */
  private readonly unrecorded = new Map<number, Unrecorded>();
  private recordTimer?: NodeJS.Timeout;
  private recording?: Promise<void>;
  /** Aborts the send under way (shutdown). */
  private readonly stopping = new AbortController();

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly options: {
      smtpUrl?: string;
      from: string;
      intervalMs?: number;
      transport?: Transporter;
      /** Told of a failure that is the database being away (it logs the outage once: server/db/outage.ts). */
      outage?: { failed(error: unknown, what: string): boolean; onRecovered(listener: () => void): void };
    },
  ) {
    // The moment the database answers again, what was sent meanwhile is recorded (before another instance's poll).
    options.outage?.onRecovered(() => {
      void this.recordSent().then(() => this.kick());
    });
    if (options.transport) this.transport = Promise.resolve(options.transport);
  }

  /** Whether mails leave this server (SMTP_URL set); without, they are held. */
  get delivers(): boolean {
    return this.options.transport !== undefined || this.options.smtpUrl !== undefined;
  }

  /** The transport mails leave by, made once; undefined without SMTP_URL. */
  private sender(): Promise<Transporter> | undefined {
    const { smtpUrl } = this.options;
    if (!this.transport && smtpUrl)
      this.transport = import("nodemailer").then(({ default: nodemailer }) =>
        // The timeouts are defaults: the URL's own query (`?socketTimeout=60000`) overrides them.
        nodemailer.createTransport({ ...SMTP_TIMEOUTS, url: smtpUrl }),
      );
    return this.transport;
  }

  start(): void {
    this.timer = setInterval(() => this.kick(), this.options.intervalMs ?? POLL_MS);
    this.timer.unref();
    this.renewTimer = setInterval(() => void this.renew(), LEASE_RENEW_MS);
    this.renewTimer.unref();
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
      .catch((error: unknown) => {
        if (!this.options.outage?.failed(error, "the outbox")) {
          this.log.error({ err: withoutQueryParameters(error) }, "outbox pass failed");
        }
      })
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
   * Shutdown: no new pass starts; the mail being sent has STOP_GRACE_MS to finish, then its send is abandoned (a
   * relay that hangs does not hold the shutdown up); every claimed mail not sent goes back to the queue, due now, so
   * another instance or the next start sends it at once. Sends the database could not record are recorded now if
   * it answers, and named in the log if it does not.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    clearInterval(this.renewTimer);
    clearTimeout(this.recordTimer);
    clearTimeout(this.dueTimer);
    const grace = setTimeout(() => this.stopping.abort(), STOP_GRACE_MS);
    try {
      await this.idle();
    } finally {
      clearTimeout(grace);
    }
    await this.giveBack([...this.held]).catch((error: unknown) =>
      this.log.warn(
        { err: withoutQueryParameters(error), outboxIds: [...this.held] },
        "claimed mails could not be given back (the database does not answer): another instance takes them over when their lease ends",
      ),
    );
    await this.recordSent();
    if (this.unrecorded.size)
      this.log.error(
        { outboxIds: [...this.unrecorded.keys()] },
        "mails were sent but the database could not record it: they may be sent once more (with the same Message-ID)",
      );
    (await this.transport)?.close();
  }

  private async drain(): Promise<void> {
    await this.recordSent();
    if (this.unrecorded.size) return; // the database does not answer yet: nothing new is claimed
    // Claims a failed pass left (the database stopped answering mid-batch) go back to the queue, due now.
    await this.giveBack([...this.held]);
    if (!this.delivers) {
      await this.holdAll();
      return;
    }
    while (!this.stopped) {
      const ids = await this.claim();
      if (!ids.length) break;
      for (const [index, id] of ids.entries()) {
        if (this.stopped) {
          await this.giveBack(ids.slice(index));
          return;
        }
        await this.deliver(id);
      }
    }
    await this.wakeWhenDue();
  }

  /**
   * Nothing is due now: the next pass runs when the next mail falls due (a back-off ending, another instance's lease
   * running out), if that comes before the next poll. An abandoned mail is taken over the moment its lease ends.
   */
  private async wakeWhenDue(): Promise<void> {
    if (this.stopped) return;
    const [next] = await queryRows<{ ms: number | null }>(
      this.db,
      sql`SELECT (EXTRACT(EPOCH FROM (min(${DUE_AT}) - now())) * 1000)::int AS ms FROM outbox WHERE status IN ('pending', 'sending')`,
    );
    clearTimeout(this.dueTimer);
    const ms = next?.ms;
    if (ms === null || ms === undefined || ms >= (this.options.intervalMs ?? POLL_MS)) return;
    this.dueTimer = setTimeout(() => this.kick(), Math.max(0, Number(ms)) + 50);
    this.dueTimer.unref();
  }

  /**
   * Claims up to BATCH_SIZE due mails: pending ones past their back-off, and claimed ones whose lease ran out (their
   * worker died). Each claim counts as an attempt.
   */
  private async claim(): Promise<number[]> {
    const rows = await queryRows<{ id: number }>(
      this.db,
      sql`
      UPDATE outbox SET status = 'sending', attempts = attempts + 1, claimed_by = ${this.claimant},
        next_attempt_at = now() + ${LEASE_MS}::int * interval '1 millisecond'
      WHERE id IN (
        SELECT id FROM outbox WHERE status IN ('pending', 'sending') AND ${DUE_AT} <= now()
        ORDER BY id LIMIT ${BATCH_SIZE} FOR UPDATE SKIP LOCKED
      )
      RETURNING id`,
    );
    const ids = rows.map((row) => Number(row.id)).sort((a, b) => a - b);
    for (const id of ids) this.held.add(id);
    return ids;
  }

  /** Extends the lease of every mail this worker holds (its own claims only: one taken over is no longer renewed). */
  private async renew(): Promise<void> {
    // Sent but not yet recorded counts as held: no other instance may take it over and send it again.
    const ids = [...this.held, ...this.unrecorded.keys()];
    if (!ids.length) return;
    try {
      await this.db
        .update(outbox)
        .set({ nextAttemptAt: sql`now() + ${LEASE_MS}::int * interval '1 millisecond'` })
        .where(and(inArray(outbox.id, ids), eq(outbox.status, "sending"), eq(outbox.claimedBy, this.claimant)));
    } catch (error) {
      if (!this.options.outage?.failed(error, "the outbox"))
        this.log.warn({ err: withoutQueryParameters(error) }, "renewing the outbox's claims failed; retried shortly");
    }
  }

  /** Claimed mails not yet tried go back to the queue as they were (attempt not counted), due now. */
  private async giveBack(ids: readonly number[]): Promise<void> {
    if (!ids.length) return;
    await this.db
      .update(outbox)
      .set({ status: "pending", attempts: sql`${outbox.attempts} - 1`, nextAttemptAt: sql`now()`, claimedBy: null })
      .where(and(inArray(outbox.id, [...ids]), eq(outbox.status, "sending"), eq(outbox.claimedBy, this.claimant)));
    for (const id of ids) this.held.delete(id);
  }

  /**
   * Without SMTP: mark due mails held, in one statement per batch; they stay in the outbox. The log says which
   * (id and kind), never what: a mail's recipient, subject and text are personal data, and its links (withdraw,
   * confirm, unsubscribe) act for whoever reads them (decision 022). `npm run outbox -- show <id>` shows one to the
   * operator who asks. A team sign-in mail is no exception (decision 035: a log reader could ask for the owner's
   * sign-in and read its code): the sign-in page says mail is not set up, and the operator prints a link instead.
   */
  private async holdAll(): Promise<void> {
    while (!this.stopped) {
      const mails = await queryRows<{ id: number; kind: string }>(
        this.db,
        sql`
        UPDATE outbox SET status = 'held', attempts = attempts + 1, claimed_by = NULL
        WHERE id IN (
          SELECT id FROM outbox WHERE status IN ('pending', 'sending') AND ${DUE_AT} <= now()
          ORDER BY id LIMIT 500 FOR UPDATE SKIP LOCKED
        )
        RETURNING id, kind`,
      );
      for (const mail of mails) {
        this.log.info(
          { outboxId: mail.id, kind: mail.kind },
          mail.kind === SIGN_IN_KIND
            ? "team sign-in mail held in outbox (SMTP_URL not set): npm run team -- sign-in-link <email> prints a link instead"
            : "mail held in outbox (SMTP_URL not set): npm run outbox -- show <id> shows it",
        );
      }
      if (mails.length < 500) return;
    }
  }

  /** Sends one claimed mail within SEND_TIMEOUT_MS (or until shutdown abandons it), then records what happened. */
  private async deliver(id: number): Promise<void> {
    const [mail] = await this.db.select().from(outbox).where(eq(outbox.id, id));
    const transport = await this.sender();
    if (!mail || !transport || mail.status !== "sending" || mail.claimedBy !== this.claimant) {
      this.held.delete(id);
      return;
    }
    const signal = AbortSignal.any([this.stopping.signal, AbortSignal.timeout(SEND_TIMEOUT_MS)]);
    try {
      await abortable(
        transport.sendMail({
          from: this.options.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          replyTo: mail.replyTo ?? undefined,
          headers: mail.headers,
          messageId: messageIdOf(mail, this.options.from),
          signal,
        }),
        signal,
      );
    } catch (error) {
      await this.failed(mail, error);
      return;
    }
    this.log.info({ outboxId: id, kind: mail.kind, attempt: mail.attempts }, "mail sent");
    this.unrecorded.set(id, { kind: mail.kind, sentAt: new Date() });
    this.held.delete(id);
    await this.recordSent();
    if (this.unrecorded.has(id)) {
      this.log.warn(
        { outboxId: id, kind: mail.kind },
        "mail sent, but the database could not record it: recorded as soon as it answers (it is not sent again meanwhile)",
      );
      this.scheduleRecording();
    }
  }

  /** Records the sends the database missed; what it still cannot record stays remembered. Never throws. */
  private recordSent(): Promise<void> {
    // One recording at a time (a retry, the end of an outage and a pass may ask together).
    return (this.recording ??= this.recordUnrecorded().finally(() => (this.recording = undefined)));
  }

  private async recordUnrecorded(): Promise<void> {
    for (const [id, sent] of this.unrecorded) {
      try {
        await this.db
          .update(outbox)
          .set({ status: "sent", sentAt: sent.sentAt, lastError: null, claimedBy: null, ...sentColumns(sent.kind) })
          .where(eq(outbox.id, id));
      } catch (error) {
        sent.missed = true;
        if (!this.options.outage?.failed(error, "the outbox"))
          this.log.error(
            { err: withoutQueryParameters(error), outboxId: id },
            "recording a sent mail failed; retried shortly",
          );
        return;
      }
      this.unrecorded.delete(id);
      if (sent.missed) this.log.info({ outboxId: id, kind: sent.kind }, "a mail sent earlier is now recorded as sent");
    }
  }

  private scheduleRecording(): void {
    if (this.recordTimer || this.stopped) return;
    this.recordTimer = setTimeout(() => {
      this.recordTimer = undefined;
      void this.recordSent().then(() => {
        if (!this.unrecorded.size) this.kick();
        else this.scheduleRecording();
      });
    }, RECORD_RETRY_MS);
    this.recordTimer.unref();
  }

  /** A send that failed, timed out or was abandoned at shutdown: retried with back-off (at once after a shutdown). */
  private async failed(mail: typeof outbox.$inferSelect, error: unknown): Promise<void> {
    const abandoned = this.stopping.signal.aborted;
    const final = !abandoned && mail.attempts >= MAX_ATTEMPTS;
    // Not the error object: an SMTP error carries the recipients (`rejected`, `envelope`, the server's answer).
    const { code, responseCode } = error as { code?: unknown; responseCode?: unknown };
    const reason = withoutAddresses(String((error as Error).message ?? error));
    this.log.warn(
      { outboxId: mail.id, kind: mail.kind, attempt: mail.attempts, code, responseCode, reason: reason.slice(0, 300) },
      abandoned
        ? "mail send abandoned at shutdown: back in the queue, due now"
        : final
          ? "mail failed for good"
          : "mail send failed, will retry",
    );
    await this.db
      .update(outbox)
      .set({
        status: final ? "failed" : "pending",
        lastError: reason.slice(0, 500),
        claimedBy: null,
        nextAttemptAt: abandoned ? sql`now()` : new Date(Date.now() + backoffMs(mail.attempts)),
      })
      .where(and(eq(outbox.id, mail.id), eq(outbox.status, "sending"), eq(outbox.claimedBy, this.claimant)));
    this.held.delete(mail.id);
  }
}

/** `promise`, or the signal's reason once it aborts (a transport that ignores the signal is abandoned, not awaited). */
function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}
