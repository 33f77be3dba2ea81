/**
 * How many uploads this instance reads and stores at once (decision 022). Every
 * upload holds a slot from its first byte read to its answer; the database
 * (PGlite above all, where every statement waits for the one before it) and
 * the health check stay responsive because only `slots` 1 MB inserts can be
 * queued ahead of them. Beyond the slots, a short waiting line (unread: the
 * client's bytes wait in the socket) absorbs a burst; beyond the line, or
 * after `maxWaitMs` in it, the upload is refused (the route answers 503 with
 * Retry-After). One client holds at most `perClient` places, slots and line
 * together, so it cannot take them all.
 */

/** Gives the slot back; calling it again does nothing. */
export type Release = () => void;

interface Waiting {
  readonly client: string;
  readonly grant: (release: Release | undefined) => void;
}

export interface UploadSlotLimits {
  readonly slots: number;
  readonly waiting: number;
  readonly maxWaitMs: number;
  readonly perClient: number;
}

export class UploadSlots {
  private active = 0;
  private readonly line: Waiting[] = [];
  private readonly places = new Map<string, number>();

  constructor(private readonly limits: UploadSlotLimits) {}

  /** Uploads being read or stored now, and waiting (for tests and logs). */
  get state(): { readonly active: number; readonly waiting: number } {
    return { active: this.active, waiting: this.line.length };
  }

  /** A slot for `client`'s upload, at once or after a wait; undefined when it is refused. */
  acquire(client: string): Promise<Release | undefined> {
    const held = this.places.get(client) ?? 0;
    if (held >= this.limits.perClient) return Promise.resolve(undefined);
    if (this.active < this.limits.slots) return Promise.resolve(this.take(client));
    if (this.line.length >= this.limits.waiting) return Promise.resolve(undefined);
    this.places.set(client, held + 1);
    return new Promise((resolve) => {
      const waiting: Waiting = {
        client,
        grant: (release) => {
          clearTimeout(timer);
          resolve(release);
        },
      };
      const timer = setTimeout(() => {
        const index = this.line.indexOf(waiting);
        if (index === -1) return;
        this.line.splice(index, 1);
        this.leave(client);
        resolve(undefined);
      }, this.limits.maxWaitMs);
      this.line.push(waiting);
    });
  }

  private take(client: string, counted = false): Release {
    this.active += 1;
    if (!counted) this.places.set(client, (this.places.get(client) ?? 0) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.active -= 1;
      this.leave(client);
      const next = this.line.shift();
      // The next in line already holds its place (counted when it joined).
      if (next) next.grant(this.take(next.client, true));
    };
  }

  private leave(client: string): void {
    const left = (this.places.get(client) ?? 1) - 1;
    if (left > 0) this.places.set(client, left);
    else this.places.delete(client);
  }
}
