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
import type { ServerConfig } from "./config";

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
      response.writeHead(413, {
        "Content-Type": "application/json; charset=utf-8",
        "Content-Length": Buffer.byteLength(body),
        "X-Content-Type-Options": "nosniff",
        "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
        Connection: "close",
      });
      response.end(body);
      return;
    }
    response.writeContinue();
    server.emit("request", request, response);
  });
  return server;
}
