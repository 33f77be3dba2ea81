/**
 * Group commit: calls made in the same turn of the event loop are gathered
 * and handed to `flush` together, so one transaction (one disk sync) serves
 * many concurrent requests. Each caller still gets its own result, and only
 * after the flush has committed.
 *
 * One bad entry never fails the others: when a batch fails on its data, it is
 * split in halves and each half flushed again (its transaction was rolled
 * back, so nothing is written twice), down to single entries; only the entry
 * at fault is rejected. A lost connection is not split: every entry of the
 * batch is rejected, because a commit that failed on the wire may have
 * succeeded and a retry could store it twice.
 */
interface Pending<In, Out> {
  readonly input: In;
  readonly resolve: (value: Out) => void;
  readonly reject: (error: unknown) => void;
}

export class Batcher<In, Out> {
  private queue: Pending<In, Out>[] = [];
  private scheduled = false;

  constructor(
    private readonly flush: (inputs: In[]) => Promise<Out[]>,
    private readonly maxBatch = 256,
  ) {}

  run(input: In): Promise<Out> {
    return new Promise<Out>((resolve, reject) => {
      this.queue.push({ input, resolve, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => void this.drain());
      }
    });
  }

  private async drain(): Promise<void> {
    this.scheduled = false;
    while (this.queue.length) await this.settle(this.queue.splice(0, this.maxBatch));
  }

  private async settle(batch: Pending<In, Out>[], attempt = 1): Promise<void> {
    try {
      const results = await this.flush(batch.map((item) => item.input));
      batch.forEach((item, index) => item.resolve(results[index]!));
    } catch (error) {
      // A deadlock or a serialisation failure says nothing about the data: the transaction was rolled back, so the
      // same batch is flushed again, a few times; one that keeps meeting other transactions is refused whole, since
      // splitting it would only multiply the attempts (and PostgreSQL's second of deadlock detection each).
      const conflict = isTransactionConflict(error);
      if (conflict && attempt < CONFLICT_ATTEMPTS) return this.settle(batch, attempt + 1);
      if (batch.length === 1 || conflict || isConnectionError(error)) {
        batch.forEach((item) => item.reject(error));
        return;
      }
      const half = Math.ceil(batch.length / 2);
      await this.settle(batch.slice(0, half));
      await this.settle(batch.slice(half));
    }
  }
}

/** How many times a batch is flushed when its transaction meets another one's (isTransactionConflict). */
const CONFLICT_ATTEMPTS = 3;

/** Looks through the error and its causes (Drizzle wraps the driver's error) for a code that `matches`. */
function hasCode(error: unknown, matches: (code: string) => boolean): boolean {
  for (let current = error, depth = 0; current && typeof current === "object" && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && matches(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** PostgreSQL's serialization_failure (40001) and deadlock_detected (40P01): a transaction to run again as it was. */
const isTransactionConflict = (error: unknown): boolean =>
  hasCode(error, (code) => code === "40001" || code === "40P01");

/** SQLSTATE classes of a broken connection or a server going away, and Node's socket errors. */
const CONNECTION_SQLSTATE = /^(08|53|57|58)/;
const SOCKET_ERRORS = new Set(["ECONNRESET", "ECONNREFUSED", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENOTCONN"]);

/** Looks through the error and its causes (Drizzle wraps the driver's error) for a connection failure. */
export function isConnectionError(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === "object" && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && (SOCKET_ERRORS.has(code) || CONNECTION_SQLSTATE.test(code))) return true;
    const message = (current as { message?: unknown }).message;
    if (
      typeof message === "string" &&
      /Connection terminated|connection (?:is )?closed|Client has encountered a connection error/i.test(message)
    )
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
