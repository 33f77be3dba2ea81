/**
 * A test SMTP server for the end-to-end suite (playwright.config.ts starts it before the site): it accepts every
 * mail the site's outbox sends over SMTP_URL (plain SMTP on loopback, no TLS, no authentication needed) and keeps
 * it in memory, and answers what it received over HTTP, so a test reads a sign-in mail as a member would:
 * - `GET /health`: 200 once listening;
 * - `GET /messages?to=<address>`: the mails to that address (every mail without `to`), oldest first, as JSON
 *   `[{ to, from, replyTo, subject, text, html, date }]` (`replyTo`: the Reply-To header's addresses).
 * Usage: `tsx tests/smtp-sink.ts <smtp port> <http port>`.
 */
import { createServer } from "node:http";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

interface Received {
  readonly to: readonly string[];
  readonly from: string;
  readonly replyTo: readonly string[];
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly date: string;
}

const [smtpPort, httpPort] = process.argv.slice(2).map(Number);
if (!smtpPort || !httpPort) throw new Error("usage: tsx tests/smtp-sink.ts <smtp port> <http port>");

const received: Received[] = [];

const smtp = new SMTPServer({
  // The outbox sends over plain SMTP on loopback: no STARTTLS offered, no login asked (any is accepted).
  disabledCommands: ["STARTTLS"],
  authOptional: true,
  onAuth: (_auth, _session, callback) => callback(null, { user: "test" }),
  logger: false,
  size: 10 * 1024 * 1024,
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((mail) => {
        received.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          replyTo: mail.replyTo?.value.map((address) => address.address ?? "") ?? [],
          subject: mail.subject ?? "",
          text: mail.text ?? "",
          html: typeof mail.html === "string" ? mail.html : "",
          date: new Date().toISOString(),
        });
        callback();
      })
      .catch((error: Error) => callback(error));
  },
});
smtp.on("error", (error) => console.error("smtp-sink:", error.message));

const http = createServer((request, response) => {
  const url = new URL(request.url ?? "/", "http://localhost");
  if (request.method === "GET" && url.pathname === "/health") {
    response.writeHead(200, { "Content-Type": "text/plain" }).end("ok\n");
    return;
  }
  if (request.method === "GET" && url.pathname === "/messages") {
    const to = url.searchParams.get("to")?.toLowerCase();
    const messages = to ? received.filter((mail) => mail.to.includes(to)) : received;
    response
      .writeHead(200, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" })
      .end(JSON.stringify(messages));
    return;
  }
  response.writeHead(404, { "Content-Type": "text/plain" }).end("not found\n");
});

smtp.listen(smtpPort, "127.0.0.1", () => {
  http.listen(httpPort, "127.0.0.1", () =>
    console.log(`smtp-sink: SMTP on 127.0.0.1:${smtpPort}, messages on http://127.0.0.1:${httpPort}/messages`),
  );
});

const stop = () => {
  http.close();
  smtp.close(() => process.exit(0));
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
