/**
 * Where the server's log lines go: standard output, written once per turn of the event loop with every line of that
 * turn (decision 062).
 *
 * The logger's own destination appends each line to the text it has not written yet and measures that whole text's
 * length in bytes on every line: under load, with an access-log line per request, that was the largest cost of a static
 * answer after the answer itself. Here the lines of one turn are joined and written at once, when the turn's callbacks
 * are done (`setImmediate`); the order of the lines is kept.
 *
 * The write is synchronous (pino's default destination): one system call per turn. Written asynchronously, each turn's
 * text lived on until the thread pool had written it, long enough to be promoted out of V8's young generation, and the
 * server grew by about 120 MB under a minute of load where it now grows by about 40 (decision 062, "The access-log line
 * of the static path"). A process that exits writes what it holds first; a process killed outright loses at most the
 * lines of its last turn.
 */
import pino from "pino";

/** What a logger writes its lines to. */
export interface LineOutput {
  write(line: string): void;
}

export class TurnBatchedOutput implements LineOutput {
  private pending = "";
  private scheduled = false;
  private readonly target: LineOutput;

  /** `target` is made after this output listens for the process's exit (standard output, written synchronously, by default). */
  constructor(target: () => LineOutput = () => pino.destination({ dest: 1, sync: true })) {
    process.on("exit", () => this.flush());
    this.target = target();
  }

  write(line: string): void {
    this.pending += line;
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => this.flush());
  }

  /** Hands the lines held to the destination. */
  flush(): void {
    this.scheduled = false;
    if (!this.pending) return;
    const text = this.pending;
    this.pending = "";
    this.target.write(text);
  }
}

let stdout: TurnBatchedOutput | undefined;

/** The process's one batched standard output (every server the process builds writes there). */
export const stdoutLines = (): TurnBatchedOutput => (stdout ??= new TurnBatchedOutput());
