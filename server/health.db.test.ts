/**
 * GET/HEAD /healthz: 200 while the database answers, 503 when it does not or
 * once shutdown has begun; never rate-limited or cached. And what shutdown
 * does to the other answers (served, with `Connection: close`).
 */
import net from "node:net";
import Fastify from "fastify";
import pg from "pg";
import { describe, expect, it } from "vitest";
import type { ServerConfig } from "./config";
import type { DbHandle } from "./db/client";
import { HEALTH_QUERY_TIMEOUT_MS, healthRoutes } from "./health";
import { listen, startAppWith } from "./testing/app";
import { afterTest, BACKENDS, formToken, testConfig, waitFor, type Backend } from "./testing/support";

async function start(backend: Backend, overrides: Partial<ServerConfig> = {}) {
  const config = await testConfig(backend, overrides);
  return { app: await startAppWith(config), config };
}

const UNAVAILABLE = { status: "unavailable" };

/** Runs SQL on the test cluster's maintenance database (to break the app's database from outside). */
async function onCluster(databaseUrl: string, query: string) {
  const client = new pg.Client({ connectionString: databaseUrl.replace(/\/[^/]+$/, "/postgres") });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

describe.each(BACKENDS)("GET /healthz on %s", (backend) => {
  it("answers 200 {status: ok}, uncached, with the site's headers; HEAD too; other methods 405", async () => {
    const { app } = await start(backend);
    const response = await app.inject({ method: "GET", url: "/healthz" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
    expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers.connection).not.toBe("close");

    const head = await app.inject({ method: "HEAD", url: "/healthz" });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe("");
    expect(head.headers["cache-control"]).toBe("no-store");

    const post = await app.inject({ method: "POST", url: "/healthz" });
    expect(post.statusCode).toBe(405);
    expect(post.headers.allow).toBe("GET, HEAD");
  });

  it("is never rate-limited, even where the forms are", async () => {
    const { app } = await start(backend, { rateLimitMax: 1 });
    const form = () =>
      app.inject({
        method: "POST",
        url: "/api/contact",
        payload: {
          name: "A",
          email: "a@example.org",
          message: "Hello there, a test.",
          consent: true,
          formToken: formToken("contact"),
        },
      });
    expect((await form()).statusCode).toBe(201);
    expect((await form()).statusCode).toBe(429);
    for (let i = 0; i < 30; i += 1) {
      const probe = await app.inject({ method: i % 2 ? "HEAD" : "GET", url: "/healthz" });
      expect(probe.statusCode).toBe(200);
      expect(probe.headers["x-ratelimit-limit"]).toBeUndefined();
    }
  });

  it("answers 503 {status: unavailable} once shutdown has begun, and every answer then closes its connection", async () => {
    const { app } = await start(backend);
    app.beginShutdown();
    const probe = await app.inject({ method: "GET", url: "/healthz" });
    expect(probe.statusCode).toBe(503);
    expect(probe.json()).toEqual(UNAVAILABLE);
    expect(probe.headers["cache-control"]).toBe("no-store");
    expect(probe.headers.connection).toBe("close");
    expect((await app.inject({ method: "HEAD", url: "/healthz" })).statusCode).toBe(503);
    const page = await app.inject({ method: "GET", url: "/" });
    expect(page.statusCode).toBe(200);
    expect(page.headers.connection).toBe("close");
  });

  it("serves a request whose headers were still arriving when the server began to close, with its real answer", async () => {
    const { app } = await start(backend);
    const accepted = new Promise<net.Socket>((resolve) => app.server.once("connection", resolve));
    const socket = net.connect(await listen(app), "127.0.0.1");
    let received = "";
    socket.on("data", (chunk) => (received += chunk.toString("latin1")));
    const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
    await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
    const body = JSON.stringify({
      name: "Grace Hopper",
      email: "grace@example.org",
      message: "Headers sent slowly.",
      consent: true,
      formToken: formToken("contact"),
    });
    const head = "POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\n";
    socket.write(head);
    // The server has read the first lines (the request has begun) when it begins to close...
    const serverSide = await accepted;
    await waitFor(() => serverSide.bytesRead === head.length);
    const closing = app.close();
    // ...and the rest arrives once it has stopped listening.
    await waitFor(() => !app.server.listening);
    socket.write(`Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`);
    await closed;
    await closing;
    expect(received).toMatch(/^HTTP\/1\.1 201 /);
    expect(received).toMatch(/\r\nConnection: close\r\n/i);
    expect(received).toMatch(/\r\nContent-Security-Policy: /i);
  });

  if (backend === "pglite") {
    it("answers 503 when the embedded database is closed", async () => {
      const { app } = await start(backend);
      expect((await app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
      await app.database.close();
      const probe = await app.inject({ method: "GET", url: "/healthz" });
      expect(probe.statusCode).toBe(503);
      expect(probe.json()).toEqual(UNAVAILABLE);
      expect(probe.headers["cache-control"]).toBe("no-store");
      expect((await app.inject({ method: "HEAD", url: "/healthz" })).statusCode).toBe(503);
    });
  }

  it("answers a form 503 with Retry-After while the database is away, not 500, and logs the outage once", async () => {
    const lines: string[] = [];
    const config = await testConfig(backend, { logLevel: "info" });
    const app = await startAppWith(config, { logStream: { write: (line) => void lines.push(line) } });
    if (backend === "pglite") await app.database.close();
    else await onCluster(config.databaseUrl!, `DROP DATABASE ${config.databaseUrl!.split("/").pop()} WITH (FORCE)`);
    for (const locale of ["en", "de"]) {
      const answer = await app.inject({
        method: "POST",
        url: "/api/contact",
        payload: {
          name: "Ada Lovelace",
          email: "ada@example.org",
          message: "Sent while the database was away.",
          consent: true,
          locale,
          formToken: formToken("contact"),
        },
      });
      expect(answer.statusCode).toBe(503);
      expect(answer.headers["retry-after"]).toBe("60");
      expect(answer.json().error).toMatch(locale === "de" ? /in einer Minute noch einmal/ : /try again in a minute/);
    }
    const logged = lines.map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(logged.filter((line) => line.level >= 50).map((line) => line.msg)).toEqual([
      expect.stringMatching(/^the database is unreachable/),
    ]);
  });

  if (backend === "postgres") {
    it("survives its connections being terminated and answers 200 again; answers 503 once the database is dropped", async () => {
      const { app, config } = await start(backend);
      const name = config.databaseUrl!.split("/").pop()!;
      const probe = () => app.inject({ method: "GET", url: "/healthz" });
      expect((await probe()).statusCode).toBe(200);

      // As when PostgreSQL restarts: idle pooled connections die; the process must not.
      await onCluster(
        config.databaseUrl!,
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}'`,
      );
      expect(await waitFor(async () => (await probe()).statusCode === 200, 5000, 50)).toBe(true);

      await onCluster(config.databaseUrl!, `DROP DATABASE ${name} WITH (FORCE)`);
      for (let i = 0; i < 3; i += 1) {
        const response = await probe();
        expect(response.statusCode).toBe(503);
        expect(response.json()).toEqual(UNAVAILABLE);
      }
      expect((await app.inject({ method: "HEAD", url: "/healthz" })).statusCode).toBe(503);
    });
  }
});

describe("a database that does not answer", () => {
  it(`answers 503 after ${HEALTH_QUERY_TIMEOUT_MS} ms instead of hanging the probe`, async () => {
    const app = Fastify();
    afterTest(() => app.close());
    const hung = { db: { execute: () => new Promise(() => undefined) } } as unknown as DbHandle;
    healthRoutes(app, hung);
    const startedAt = Date.now();
    const response = await app.inject({ method: "GET", url: "/healthz" });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual(UNAVAILABLE);
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(HEALTH_QUERY_TIMEOUT_MS - 50);
    expect(Date.now() - startedAt).toBeLessThan(HEALTH_QUERY_TIMEOUT_MS + 2000);
  });
});
