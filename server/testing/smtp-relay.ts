/**
 * A real SMTP server in the test's process, for spawned servers to deliver to (SMTP_URL): it keeps what it
 * receives, and can be made to hang as a relay that fails does: it takes the connection, the greeting and the
 * envelope, reads the message, and then never answers it. Or to hold its answers until the test lets them go.
 */
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { freePort } from "./spawn";
import { afterTest } from "./support";

interface ReceivedMail {
  readonly messageId: string;
  readonly subject: string;
  readonly to: readonly string[];
  readonly at: number;
}

export interface TestRelay {
  readonly url: string;
  readonly received: ReceivedMail[];
  /** Messages read and left unanswered while hanging. */
  readonly hanging: () => number;
  /** While true, every message read is left unanswered (until `hang(false)`, which answers none of those: their clients time out). */
  hang(on: boolean): void;
  /** Messages read and waiting for `hold(false)`. */
  readonly holding: () => number;
  /** While true, every message read waits for its answer; `hold(false)` accepts them (and keeps them as received). */
  hold(on: boolean): void;
  close(): Promise<void>;
}

export async function startRelay(): Promise<TestRelay> {
  const received: ReceivedMail[] = [];
  let hanging = false;
  let hung = 0;
  let holding = false;
  const held: (() => void)[] = [];
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS"],
    authOptional: true,
    logger: false,
    // A hung connection does not hold the test's end up (smtp-server waits 30 s by default).
    closeTimeout: 100,
    onData(stream, session, callback) {
      if (hanging) {
        hung += 1;
        stream.resume();
        return; // the client waits for an answer that never comes
      }
      simpleParser(stream)
        .then((mail) => {
          const accept = () => {
            received.push({
              messageId: mail.messageId ?? "",
              subject: mail.subject ?? "",
              to: session.envelope.rcptTo.map((recipient) => recipient.address),
              at: performance.now(),
            });
            callback();
          };
          if (holding) held.push(accept);
          else accept();
        })
        .catch((error: Error) => callback(error));
    },
  });
  server.on("error", () => undefined);
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const relay: TestRelay = {
    url: `smtp://127.0.0.1:${port}`,
    received,
    hanging: () => hung,
    hang: (on) => void (hanging = on),
    holding: () => held.length,
    hold(on) {
      holding = on;
      if (!on) for (const accept of held.splice(0)) accept();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  afterTest(() => relay.close());
  return relay;
}
