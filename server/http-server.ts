/**
 * The Node HTTP server under Fastify, with every timeout set: no client can
 * hold a connection forever by sending its headers or its body slowly, or by
 * not sending them at all (docs/operations.md, "Environment variables": the
 * timeouts).
 *
 * - headersTimeout: the request line and headers must arrive within it
 *   (slowloris); the client gets 408 and the socket is closed.
 * - the request deadline (REQUEST_TIMEOUT_MS): a body must have arrived whole
 *   within it, else 408 and close. Kept here rather than in Node's
 *   `requestTimeout`, which is one wall clock for every route: a streamed
 *   upload route (a job application's CV) has none, and instead refuses a
 *   client slower than a minimum transfer rate (server/api/multipart-upload.ts),
 *   so a slow but honest 5 MB upload can finish (decision 022).
 * - idle timeout: a socket without any traffic is destroyed (a body that
 *   stalls after its first bytes, an answer the client stops reading). It
 *   counts the client's silence only: from the moment a request has arrived
 *   whole until its answer starts, the server is the one working (a publish
 *   waiting for its generation, a first page compiled by Vite in development),
 *   and the connection is not dropped under it (`preparing`).
 * - keepAliveTimeout: an idle keep-alive connection is closed after it.
 * Node checks the headers timeout every `connectionsCheckingInterval`; it is
 * kept short so the timeout is enforced close to its value, not up to 30 s late.
 *
 * `Expect: 100-continue` with a declared body over the route's limit is
 * answered 413 before the client sends the body (RFC 9110, 10.1.1).
 */
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { Socket } from "node:net";
import type { ServerConfig } from "./config";
import { BARE_SECURITY_HEADERS } from "./security";

export type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/** What a route accepts as a body: its size limit, and whether it is streamed (no request deadline; its own rate rule). */
export interface BodyPolicy {
  readonly limit: number;
  readonly streamed: boolean;
}

type TimeoutConfig = Pick<
  ServerConfig,
  "headersTimeoutMs" | "requestTimeoutMs" | "idleTimeoutMs" | "keepAliveTimeoutMs"
>;

const hasBody = (request: IncomingMessage) =>
  request.headers["transfer-encoding"] !== undefined ||
  (request.headers["content-length"] !== undefined && request.headers["content-length"] !== "0");

/** How long a connection closed on an unread body keeps discarding what the client still sends (see lingerOnClose). */
const LINGER_MS = 2000;

/**
 * A graceful close for a request whose body is left unread (RFC 9112, 9.6): the answer is sent, our side of the
 * connection is closed, and what the client still sends is discarded, not parsed or counted, until it closes its
 * side or LINGER_MS pass. Closing at once with unread bytes would reset the connection, and a client still
 * sending (one that reads the answer only once its upload is done) would lose the 413 it was sent.
 */
function lingerOnClose(request: IncomingMessage): void {
  const socket = request.socket;
  socket.destroySoon = function lingeringClose(this: Socket) {
    if (this.destroyed) return;
    this.end();
    request.resume();
    this.resume();
    const timer = setTimeout(() => this.destroy(), LINGER_MS);
    timer.unref();
    this.once("end", () => this.destroy());
    this.once("close", () => clearTimeout(timer));
  };
}

/** A JSON error with the site's bare security headers, then the connection is closed. */
function closeWith(response: ServerResponse, status: number, message: string): void {
  const body = JSON.stringify({ error: message });
  response.writeHead(status, {
    ...BARE_SECURITY_HEADERS,
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": Buffer.byteLength(body),
    Connection: "close",
  });
  response.end(body);
}

/** A socket as Node's HTTP server keeps it: `_httpMessage` is the answer it is writing, null once that has finished. */
type AnswerSocket = Socket & { _httpMessage?: ServerResponse | null };

/**
 * Whether the server is preparing the answer of the connection's request: the request has arrived whole (its headers,
 * and its body when it has one) and the answer's headers are not written yet. The idle timeout does not count that
 * silence, which is the server's (a publish waiting for its generation, a first page compiled by Vite in development),
 * not the client's. Checked only when the timeout fires, from the answer Node's own timeout handler looks at: a timer
 * changed per request (cleared on arrival, set again in a wrapped `writeHead`) made a new timer and a bound function
 * per request, and the server grew from 186 to 360 MB under a minute of load; the answer kept on each socket by us
 * held about 16 MB more after the load than nothing kept (decision 061).
 */
function preparing(socket: AnswerSocket): boolean {
  const response = socket._httpMessage;
  return !!response && !response.headersSent && response.req.complete;
}

export function createHttpServer(
  config: TimeoutConfig,
  handler: Handler,
  bodyPolicy: (method: string, url: string) => BodyPolicy,
): http.Server {
  /**
   * Every request with a body must have arrived whole within REQUEST_TIMEOUT_MS, but a multipart body on a streamed
   * route: its reader keeps a minimum rate instead, and an answer given before it has been read whole (a refusal, a
   * rate limit) closes the connection, so nothing more of it is read.
   */
  const withDeadline: Handler = (request, response) => {
    if (!hasBody(request)) return handler(request, response);
    if (
      bodyPolicy(request.method ?? "GET", request.url ?? "/").streamed &&
      /^multipart\/form-data\b/i.test(request.headers["content-type"] ?? "")
    ) {
      lingerOnClose(request);
      response.once("finish", () => {
        if (!request.complete) request.socket.destroySoon();
      });
    } else {
      const deadline = setTimeout(() => {
        if (request.complete) return;
        if (!response.headersSent) closeWith(response, 408, "The request took too long to arrive.");
        // Answered already (the route refused the request early): nothing more is read of it.
        request.socket.destroySoon();
        setTimeout(() => request.socket.destroy(), 1000).unref();
      }, config.requestTimeoutMs);
      deadline.unref();
      request.once("close", () => clearTimeout(deadline));
    }
    handler(request, response);
  };
  const server = http.createServer(
    {
      headersTimeout: config.headersTimeoutMs,
      // The request deadline is withDeadline's, per route (see above).
      requestTimeout: 0,
      connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(config.headersTimeoutMs / 4))),
    },
    withDeadline,
  );
  server.keepAliveTimeout = config.keepAliveTimeoutMs;
  server.setTimeout(config.idleTimeoutMs);
  // With a listener here Node leaves the socket to it: dropped, unless the server is still preparing its answer, when it
  // gets another period (the answer's first bytes count as traffic and restart it).
  server.on("timeout", (socket: AnswerSocket) => {
    if (preparing(socket)) socket.setTimeout(config.idleTimeoutMs);
    else socket.destroy();
  });

  server.on("checkContinue", (request, response) => {
    const declared = Number(request.headers["content-length"]);
    const { limit } = bodyPolicy(request.method ?? "GET", request.url ?? "/");
    if (Number.isFinite(declared) && declared > limit) {
      closeWith(
        response,
        413,
        `The request is too large: this endpoint accepts at most ${Math.floor(limit / 1024)} KiB.`,
      );
      return;
    }
    response.writeContinue();
    server.emit("request", request, response);
  });
  return server;
}

/**
 * A request Node could not even parse (malformed HTTP, headers too large, a
 * timeout): the same `{error}` shape and security headers as every other
 * answer, then the connection is closed.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const [status, reason, message] =
    error.code === "ERR_HTTP_REQUEST_TIMEOUT"
      ? [408, "Request Timeout", "The request took too long to arrive."]
      : error.code === "HPE_HEADER_OVERFLOW"
        ? [431, "Request Header Fields Too Large", "The request's headers are too large."]
        : [400, "Bad Request", "The request could not be read."];
  const body = JSON.stringify({ error: message });
  if (socket.writable) {
    const headers = Object.entries({
      ...BARE_SECURITY_HEADERS,
      "Content-Type": "application/json; charset=utf-8",
      "Content-Length": String(Buffer.byteLength(body)),
      Connection: "close",
    });
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\n${headers.map(([name, value]) => `${name}: ${value}`).join("\r\n")}\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
