/**
 * Decision 022: the access log carries no secrets. Withdraw links and newsletter links carry their token
 * (whose payload is the address) in the query string, so both logging paths, Fastify's lines and the
 * line of a page answered from memory (server/static-memory.ts), log paths without the query.
 */
import { describe, expect, it } from "vitest";
import type { ServerConfig } from "./config";
import { listen, startApp } from "./testing/app";
import { BACKENDS, waitFor, type Backend } from "./testing/support";

interface Line {
  readonly msg: string;
  readonly reqId?: string;
  readonly req?: { method?: string; url?: string; remoteAddress?: string };
  readonly res?: { statusCode?: number };
}

/** The app listening on loopback (the memory's fast path is only active then), with every log line it writes. */
async function start(backend: Backend, overrides: Partial<ServerConfig> = {}) {
  const written: string[] = [];
  const app = await startApp(
    backend,
    { logLevel: "info", accessLog: { kind: "all" }, ...overrides },
    { logStream: { write: (line) => written.push(line) } },
  );
  return { origin: `http://127.0.0.1:${await listen(app)}`, written };
}

const parse = (written: readonly string[]) =>
  written
    .join("")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Line);

/** Waits until `count` requests have their line with the status (a client can read the answer before it is logged). */
const logged = (written: readonly string[], count: number) =>
  waitFor(() => parse(written).filter((line) => line.res).length >= count);

/** [method, url with a secret in its query, the path logged, the status] */
const REQUESTS = [
  ["GET", "/?token=SECRET1", "/", 200],
  ["GET", "/api/applications/withdraw?token=SECRET2", "/api/applications/withdraw", 400],
  ["GET", "/api/newsletter/confirm?token=SECRET3", "/api/newsletter/confirm", 303],
  ["GET", "/api/newsletter/unsubscribe?token=SECRET4", "/api/newsletter/unsubscribe", 303],
  ["GET", "/api/x?token=SECRET5", "/api/x", 404],
  // Fastify's route for the build (a Range is not answered from memory), an unknown page, a refused method, a URL that cannot be decoded.
  ["GET", "/?token=SECRET6", "/", 206],
  ["GET", "/nothing-here?token=SECRET7", "/nothing-here", 404],
  ["PUT", "/?token=SECRET8", "/", 405],
  ["GET", "/%ff?token=SECRET9", "/__bad-url", 400],
  // A preview's link is its token (decision 054).
  ["GET", `/preview/SECRET0${"a".repeat(36)}`, "/preview/[token]", 404],
] as const;

describe.each(BACKENDS)("the access log on %s", (backend) => {
  it("logs paths without their query string, with the method, client address and status", async () => {
    const { origin, written } = await start(backend);
    for (const [method, url, , status] of REQUESTS) {
      const headers: Record<string, string> = url.includes("SECRET6") ? { range: "bytes=0-3" } : {};
      const answer = await fetch(`${origin}${url}`, { method, headers, redirect: "manual" });
      expect(answer.status, url).toBe(status);
      await answer.arrayBuffer();
    }
    await logged(written, REQUESTS.length);
    const text = written.join("");
    expect(text).toContain("request completed");
    expect(text).not.toMatch(/SECRET\d/);

    // Every request still has its path, method and client on a line, and its status on that line or on the request's other line (same reqId).
    const lines = parse(written);
    for (const [method, url, path, status] of REQUESTS) {
      const found = lines.filter((line) => line.req?.url === path && line.req.method === method);
      const statuses = found.flatMap((line) =>
        lines
          .filter((other) => other === line || (line.reqId !== undefined && other.reqId === line.reqId))
          .flatMap((other) => other.res?.statusCode ?? []),
      );
      expect(statuses, url).toContain(status);
      expect(found[0]?.req?.remoteAddress, url).toBe("127.0.0.1");
    }
    // The line of the page answered from memory (server/access-line.ts) has the request's fields Fastify's lines have
    // (server/app.ts), in their order; Fastify's add the client's port.
    const fromMemory = lines.find((line) => line.req?.url === "/" && line.res?.statusCode === 200);
    const fromFastify = lines.find((line) => line.req?.url === "/api/x");
    expect(fromMemory?.reqId).toBeUndefined();
    expect(Object.keys(fromMemory?.req ?? {})).toEqual(["method", "url", "host", "remoteAddress"]);
    expect(Object.keys(fromFastify?.req ?? {})).toEqual(["method", "url", "host", "remoteAddress", "remotePort"]);
    // The page answered from memory has one line, with its path and status.
    expect(lines).toContainEqual(
      expect.objectContaining({
        msg: "request completed",
        req: expect.objectContaining({ method: "GET", url: "/" }),
        res: { statusCode: 200 },
      }),
    );
  });

  it("logs the client the trusted proxy reported, not the raw X-Forwarded-For", async () => {
    const { origin, written } = await start(backend, { trustProxy: 1 });
    for (const url of ["/", "/api/nothing"]) {
      const answer = await fetch(`${origin}${url}`, { headers: { "x-forwarded-for": "192.0.2.66, 198.51.100.9" } });
      await answer.arrayBuffer();
    }
    await logged(written, 2);
    expect(written.join("")).not.toContain("192.0.2.66");
    const clients = parse(written).flatMap((line) => (line.req ? [[line.req.url, line.req.remoteAddress]] : []));
    expect(clients).toEqual([
      ["/", "198.51.100.9"],
      ["/api/nothing", "198.51.100.9"],
    ]);
  });
});
