/**
 * The Node HTTP server under Fastify, with every timeout set: no client can
 * hold a connection forever by sending its headers or its body slowly, or by
 * not sending them at all (see README, "Timeouts").
 *
 * - headersTimeout: the request line and headers must arrive within it
 *   (slowloris); the client gets 408 and the socket is closed.
 * - requestTimeout: the whole request, body included, within it.
 * - idle timeout: a socket without any traffic is destroyed (a body that
 *   stalls after its first bytes).
 * - keepAliveTimeout: an idle keep-alive connection is closed after it.
 * Node checks the first two every `connectionsCheckingInterval`; it is kept
 * short so a timeout is enforced close to its value, not up to 30 s late.
 *
 * `Expect: 100-continue` with a declared body over the route's limit is
 * answered 413 before the client sends the body (RFC 9110, 10.1.1).
 */
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { Socket } from "node:net";
import type { ServerConfig } from "./config";
import { BARE_SECURITY_HEADERS } from "./security";

export type Handler = (request: IncomingMessage, response: ServerResponse) => void;

type TimeoutConfig = Pick<ServerConfig, "headersTimeoutMs" | "requestTimeoutMs" | "idleTimeoutMs" | "keepAliveTimeoutMs">;

export function createHttpServer(config: TimeoutConfig, handler: Handler, bodyLimitFor: (method: string, url: string) => number): http.Server {
  const server = http.createServer(
    {
      headersTimeout: config.headersTimeoutMs,
      requestTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(config.headersTimeoutMs / 4))),
    },
    handler,
  );
  server.keepAliveTimeout = config.keepAliveTimeoutMs;
  server.setTimeout(config.idleTimeoutMs);

  server.on("checkContinue", (request, response) => {
    const declared = Number(request.headers["content-length"]);
    const limit = bodyLimitFor(request.method ?? "GET", request.url ?? "/");
    if (Number.isFinite(declared) && declared > limit) {
      const body = JSON.stringify({ error: `The request is too large: this endpoint accepts at most ${Math.floor(limit / 1024)} KiB.` });
      response.writeHead(413, { ...BARE_SECURITY_HEADERS, "Content-Type": "application/json; charset=utf-8", "Content-Length": Buffer.byteLength(body), Connection: "close" });
      response.end(body);
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
    const headers = Object.entries({ ...BARE_SECURITY_HEADERS, "Content-Type": "application/json; charset=utf-8", "Content-Length": String(Buffer.byteLength(body)), Connection: "close" });
    socket.write(`HTTP/1.1 ${status} ${reason}\r\n${headers.map(([name, value]) => `${name}: ${value}`).join("\r\n")}\r\n\r\n${body}`);
  }
  socket.destroy();
}
