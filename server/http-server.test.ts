/**
 * The HTTP server's idle timeout (server/http-server.ts) counts the client's silence, not the server's: an answer that
 * takes longer than it to prepare still arrives, and a client that goes silent mid-request is still dropped.
 */
import { connect } from "node:net";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createHttpServer } from "./http-server";

const TIMEOUTS = { headersTimeoutMs: 5000, requestTimeoutMs: 5000, idleTimeoutMs: 300, keepAliveTimeoutMs: 500 };
const policy = () => ({ limit: 1024, streamed: false });
const servers: ReturnType<typeof createHttpServer>[] = [];

/** A server whose every answer takes `thinkMs` to prepare. */
async function slowServer(thinkMs: number): Promise<number> {
  const server = createHttpServer(
    TIMEOUTS,
    (request, response) => {
      const answer = () =>
        setTimeout(() => {
          response.writeHead(200, { "Content-Type": "text/plain" });
          response.end("done");
        }, thinkMs);
      // A route reads a body; nothing reads a GET request's stream (its `end` never comes).
      if (request.method === "GET") answer();
      else request.resume().once("end", answer);
    },
    policy,
  );
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

describe("the idle timeout", () => {
  it("lets the server take longer than it to answer a request, with or without a body", async () => {
    const port = await slowServer(TIMEOUTS.idleTimeoutMs * 3);
    const get = await fetch(`http://127.0.0.1:${port}/`);
    expect([get.status, await get.text()]).toEqual([200, "done"]);
    const post = await fetch(`http://127.0.0.1:${port}/`, { method: "POST", body: "a=1" });
    expect([post.status, await post.text()]).toEqual([200, "done"]);
  });

  it("still drops a client that goes silent before its body has arrived", async () => {
    const port = await slowServer(0);
    const socket = connect(port, "127.0.0.1");
    const closed = new Promise<number>((resolve) => {
      const started = Date.now();
      socket.on("close", () => resolve(Date.now() - started));
    });
    socket.on("error", () => undefined);
    socket.write("POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\nab");
    expect(await closed).toBeLessThan(TIMEOUTS.requestTimeoutMs);
  });
});
