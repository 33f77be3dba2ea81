/**
 * Hardening: connections that stall are closed, the
 * no-JavaScript error page links back only to this site, undecodable URLs get
 * the site's own answer and headers, and bodies are read as sent or refused.
 */
import { describe, expect, it } from "vitest";
import { readConfig, type ServerConfig } from "./config";
import { contacts } from "./db/schema";
import { listen, startApp } from "./testing/app";
import { rawConnection } from "./testing/raw-connection";
import { BACKENDS, formToken, waitFor, type Backend } from "./testing/support";

const start = (backend: Backend, overrides: Partial<ServerConfig> = {}) =>
  startApp(backend, { rateLimitMax: 1000, ...overrides });

const contact = (overrides: Record<string, unknown> = {}) => ({
  name: "Jürgen Weiß",
  email: "juergen@example.de",
  message: "Wir brauchen eine App für unsere Praxen.",
  consent: true,
  formToken: formToken("contact"),
  ...overrides,
});

describe.each(BACKENDS)("request hardening on %s", (backend) => {
  it("refuses JSON and form bodies in another character set (415) and stores nothing", async () => {
    const app = await start(backend);
    const latin1 = Buffer.from(JSON.stringify(contact()), "latin1");
    for (const [type, payload] of [
      ["application/json; charset=iso-8859-1", latin1],
      ['application/json;charset="windows-1252"', latin1],
      ["application/json; charset=utf-16", Buffer.from(JSON.stringify(contact()), "utf16le")],
      [
        "application/x-www-form-urlencoded; charset=iso-8859-1",
        Buffer.from("name=J%FCrgen&email=j%40example.de", "latin1"),
      ],
    ] as const) {
      const response = await app.inject({
        method: "POST",
        url: "/api/contact",
        headers: { "content-type": type },
        payload,
      });
      expect(response.statusCode, type).toBe(415);
      // A plain form post gets the HTML notice, a script the JSON error: both say why.
      expect(
        String(response.headers["content-type"]).includes("json") ? response.json().error : response.body,
        type,
      ).toMatch(/as UTF-8/);
    }
    // Bytes that are not UTF-8 under a UTF-8 type, raw in JSON or percent-encoded in a form, are refused, not replaced.
    const rawLatin1 = await app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { "content-type": "application/json" },
      payload: latin1,
    });
    expect(rawLatin1.statusCode).toBe(400);
    expect(rawLatin1.json().error).toMatch(/UTF-8/);
    const form = new URLSearchParams({ ...contact(), consent: "on" }).toString().replace("J%C3%BCrgen", "J%FCrgen");
    const percentLatin1 = await app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      payload: form,
    });
    expect(percentLatin1.statusCode).toBe(400);
    expect(percentLatin1.json().fields.name).toBeDefined();
    expect(await app.database.db.select().from(contacts)).toHaveLength(0);
    const utf8 = await app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { "content-type": "application/json; charset=UTF-8" },
      payload: JSON.stringify(contact()),
    });
    expect(utf8.statusCode).toBe(201);
    const [row] = await app.database.db.select().from(contacts);
    expect(row?.name).toBe("Jürgen Weiß");
  });

  it("refuses a body labelled with a content coding it is not decoded with (415)", async () => {
    const app = await start(backend);
    for (const coding of ["gzip", "br", "deflate", "gzip, identity", "x-unknown"]) {
      const response = await app.inject({
        method: "POST",
        url: "/api/contact",
        headers: { "content-type": "application/json", "content-encoding": coding },
        payload: JSON.stringify(contact()),
      });
      expect(response.statusCode, coding).toBe(415);
      expect(response.json().error).toMatch(/uncompressed/);
    }
    expect(await app.database.db.select().from(contacts)).toHaveLength(0);
    const identity = await app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { "content-type": "application/json", "content-encoding": "identity" },
      payload: JSON.stringify(contact()),
    });
    expect(identity.statusCode).toBe(201);
  });

  it("links the no-JavaScript error page back only to a path of this site", async () => {
    const app = await start(backend);
    const port = await listen(app);
    const site = `http://127.0.0.1:${port}`;
    const cases: [string, string, string][] = [
      ["/api/contact", "https://evil.example//evil.example/phish", "/contactus"],
      ["/api/contact", "/\\evil.example", "/contactus"],
      ["/api/contact", `${site}//evil.example`, "/contactus"],
      ["/api/contact", `${site}/\\evil.example/x`, "/contactus"],
      ["/api/contact", "javascript:alert(1)", "/contactus"],
      ["/api/contact", "//evil.example/", "/contactus"],
      ["/api/subscribe", "https://evil.example/newsletter", "/"],
      ["/api/contact", `${site}/contactus?service=devops`, "/contactus?service=devops"],
      ["/api/subscribe", `${site}/services/devops`, "/services/devops"],
    ];
    for (const [url, referer, expected] of cases) {
      const response = await fetch(`${site}${url}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html", referer },
        body: "name=&email=nope",
      }).catch(() => undefined);
      // fetch() drops some Referer values it considers unsafe; send those over a raw socket instead.
      const html = response && response.status === 400 ? await response.text() : await rawFormPost(port, url, referer);
      const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]!.replaceAll("&amp;", "&"));
      expect(hrefs, referer).toEqual([expected]);
    }
  });

  it("answers URLs that cannot be decoded with the site's own 400 and every page's headers", async () => {
    const app = await start(backend);
    const pageHeaders = (await app.inject({ method: "GET", url: "/" })).headers;
    for (const url of [
      "/%ff",
      "/%",
      "/%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd",
      "/a%zz",
      "/services/%e0%80",
      "/api/%ff",
      "/api/contact%zz",
    ]) {
      const response = await app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(400);
      expect(response.body, url).not.toMatch(/FST_|fastify|not a valid url component/i);
      expect(response.body, url).not.toContain(url);
      for (const header of [
        "content-security-policy",
        "x-content-type-options",
        "x-frame-options",
        "referrer-policy",
        "permissions-policy",
      ]) {
        expect(response.headers[header], `${url} ${header}`).toBeDefined();
      }
      if (url.startsWith("/api/")) {
        expect(response.json().error).toMatch(/address is not valid/);
      } else {
        expect(response.headers["content-type"]).toMatch(/^text\/html/);
        expect(response.body).toContain("Page not found");
        expect(response.headers["x-frame-options"]).toBe(pageHeaders["x-frame-options"]);
      }
    }
    // The internal routes behind this are not pages of their own.
    expect((await app.inject({ method: "GET", url: "/__bad-url" })).statusCode).toBe(404);
    expect((await app.inject({ method: "GET", url: "/api/__bad-url" })).statusCode).toBe(404);
  });
});

/** A form post over a raw socket, so any Referer value reaches the server as written. */
async function rawFormPost(port: number, url: string, referer: string): Promise<string> {
  const connection = rawConnection(port);
  await connection.connected;
  const body = "name=&email=nope";
  connection.socket.write(
    `POST ${url} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/x-www-form-urlencoded\r\nAccept: text/html\r\nReferer: ${referer}\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
  );
  await connection.closed;
  return connection.received();
}

describe("connections that stall", () => {
  const short = { headersTimeoutMs: 1000, requestTimeoutMs: 2000, idleTimeoutMs: 1500, keepAliveTimeoutMs: 500 };

  it("defaults close a stalled header or body within 30 s, and the HTTP server uses them", async () => {
    const defaults = readConfig({});
    for (const value of [
      defaults.headersTimeoutMs,
      defaults.requestTimeoutMs,
      defaults.idleTimeoutMs,
      defaults.keepAliveTimeoutMs,
    ]) {
      expect(value).toBeGreaterThan(0);
      expect(value).toBeLessThanOrEqual(30_000);
    }
    expect(() => readConfig({ REQUEST_TIMEOUT_MS: "0" })).toThrow(
      /REQUEST_TIMEOUT_MS="0": 0 would let a connection be held for ever/,
    );
    const app = await start("pglite", {
      headersTimeoutMs: defaults.headersTimeoutMs,
      requestTimeoutMs: defaults.requestTimeoutMs,
      idleTimeoutMs: defaults.idleTimeoutMs,
      keepAliveTimeoutMs: defaults.keepAliveTimeoutMs,
    });
    expect(app.server.headersTimeout).toBe(defaults.headersTimeoutMs);
    // The request deadline is the server's own, per route (server/http-server.ts): Node's one wall clock is off.
    expect(app.server.requestTimeout).toBe(0);
    expect(app.server.timeout).toBe(defaults.idleTimeoutMs);
    expect(app.server.keepAliveTimeout).toBe(defaults.keepAliveTimeoutMs);
  });

  it("closes a request whose body never arrives", async () => {
    const app = await start("pglite", short);
    const port = await listen(app);
    const connection = rawConnection(port);
    await connection.connected;
    connection.socket.write(
      `POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 16384\r\n\r\n{`,
    );
    const closedAfter = await Promise.race([
      connection.closed,
      new Promise<number>((resolve) => setTimeout(() => resolve(Infinity), 8000)),
    ]);
    connection.socket.destroy();
    expect(closedAfter).toBeLessThan(short.requestTimeoutMs + 1500);
    expect(await app.database.db.select().from(contacts)).toHaveLength(0);
  });

  it("closes a request whose headers never finish", async () => {
    const app = await start("pglite", short);
    const port = await listen(app);
    const connection = rawConnection(port);
    await connection.connected;
    connection.socket.write("GET / HTTP/1.1\r\nHost: x\r\n");
    const closedAfter = await Promise.race([
      connection.closed,
      new Promise<number>((resolve) => setTimeout(() => resolve(Infinity), 8000)),
    ]);
    connection.socket.destroy();
    expect(closedAfter).toBeLessThan(short.headersTimeoutMs + 1500);
    expect(connection.received()).toMatch(/^HTTP\/1\.1 408/);
  });

  it("keeps serving visitors while 200 slow-header clients (slowloris) trickle, then drops those clients", async () => {
    // A longer headers timeout here: every visitor must be served while all the slow clients are still connected.
    const slowloris = { ...short, headersTimeoutMs: 3000, requestTimeoutMs: 4000 };
    const app = await start("pglite", slowloris);
    const port = await listen(app);
    const slow = Array.from({ length: 200 }, () => rawConnection(port));
    await Promise.all(slow.map((connection) => connection.connected));
    let closed = 0;
    for (const connection of slow) void connection.closed.then(() => (closed += 1));
    for (const connection of slow) connection.socket.write("GET / HTTP/1.1\r\nHost: x\r\n");
    let line = 0;
    const trickle = setInterval(() => {
      line += 1;
      for (const connection of slow) if (!connection.socket.destroyed) connection.socket.write(`X-Slow-${line}: a\r\n`);
    }, 200);
    try {
      for (let index = 0; index < 20; index += 1) {
        const response = await fetch(`http://127.0.0.1:${port}/`);
        expect(response.status).toBe(200);
        await response.text();
      }
      expect(closed, "visitors were served only once the slow clients were dropped").toBe(0);
      expect(await waitFor(() => closed === slow.length, slowloris.headersTimeoutMs + 3000)).toBe(true);
    } finally {
      clearInterval(trickle);
      for (const connection of slow) connection.socket.destroy();
    }
  });

  it("answers requests Node cannot parse in the site's own shape, with its headers, and closes them", async () => {
    const app = await start("pglite");
    const port = await listen(app);
    for (const [raw, status] of [
      ["GARBAGE\r\n\r\n", 400],
      ["GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n", 400],
      [`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`, 431],
    ] as const) {
      const connection = rawConnection(port);
      await connection.connected;
      connection.socket.write(raw);
      await connection.closed;
      const [head = "", body = ""] = connection.received().split("\r\n\r\n");
      expect(head, raw.slice(0, 30)).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
      expect(head).toMatch(/^X-Content-Type-Options: nosniff$/im);
      expect(head).toMatch(/^Content-Security-Policy: /im);
      expect(Object.keys(JSON.parse(body))).toEqual(["error"]);
    }
  });

  it("answers Expect: 100-continue with 413 before the body when the declared body is over the limit", async () => {
    const app = await start("pglite");
    const port = await listen(app);
    for (const [url, length] of [
      ["/api/contact", 1024 * 1024],
      ["/api/vitals", 5 * 1024],
    ] as const) {
      const connection = rawConnection(port);
      await connection.connected;
      connection.socket.write(
        `POST ${url} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\nExpect: 100-continue\r\n\r\n`,
      );
      expect(await waitFor(() => connection.received().includes("\r\n\r\n"), 3000)).toBe(true);
      expect(connection.received(), url).toMatch(/^HTTP\/1\.1 413/);
      expect(connection.received()).not.toContain("100 Continue");
      connection.socket.destroy();
    }
    // Within the limit, the client is told to continue and the request is served.
    const body = JSON.stringify(contact());
    const connection = rawConnection(port);
    await connection.connected;
    connection.socket.write(
      `POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n`,
    );
    expect(await waitFor(() => connection.received().startsWith("HTTP/1.1 100 Continue"), 3000)).toBe(true);
    connection.socket.write(body);
    await connection.closed;
    expect(connection.received()).toMatch(/HTTP\/1\.1 201/);
  });
});
