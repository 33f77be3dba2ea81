/**
 * Decision 022: job applications against a hostile or unlucky client. The upload as it travels (Expect:
 * 100-continue, a CV that goes on past its limit, a client that stops, a slow one and a trickle), malformed
 * parts, the methods of the withdraw link, repeats and hourly caps, and withdraw links that name an
 * application of another database. Over real HTTP where the transport matters, on PGlite and PostgreSQL.
 */
import type { Socket } from "node:net";
import { Readable } from "node:stream";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { CV_MAX_BYTES } from "../../app/shared/application-limits";
import type { ServerConfig } from "../config";
import { applications, outbox, rateLimits } from "../db/schema";
import { Tokens } from "../mail/tokens";
import { listen, startApp, startSharedApp } from "../testing/app";
import { fields, multipart, pdf } from "../testing/applications";
import { pdfOfSize } from "../testing/cv-files";
import { rawConnection } from "../testing/raw-connection";
import { BACKENDS, TEST_SECRET, testConfig, waitFor, type Backend } from "../testing/support";

const UPLOAD_KEY = "upload-bytes:applications:127.0.0.1";
const MB = 1024 * 1024;

const logTo = (logs?: string[]) => (logs ? { logStream: { write: (line: string) => void logs.push(line) } } : {});

/** The app listening on loopback, and its port; `logs` receives its log lines. */
async function start(backend: Backend, overrides: Partial<ServerConfig> = {}, logs?: string[]) {
  const app = await startApp(backend, { rateLimitMax: 1000, ...overrides }, logTo(logs));
  return { app, port: await listen(app) };
}

/** The same for the tests of a describe block: its beforeAll returns `close`. */
async function startShared(backend: Backend, overrides: Partial<ServerConfig> = {}, logs?: string[]) {
  const { app, close } = await startSharedApp(
    await testConfig(backend, { rateLimitMax: 1000, ...overrides }),
    logTo(logs),
  );
  return { app, port: await listen(app), close };
}

const apply = (app: FastifyInstance, body: ReturnType<typeof multipart>, accept = "application/json") =>
  app.inject({ method: "POST", url: "/api/applications", headers: { ...body.headers, accept }, payload: body.payload });

/** The request head of an application whose body is `length` bytes long. */
const head = (port: number, length: number, extra = "") =>
  `POST /api/applications HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: ${multipart([], []).headers["content-type"]}\r\nAccept: application/json\r\nContent-Length: ${length}\r\n${extra}\r\n`;

/** The body of an application split where its CV's bytes begin: [before, cv, after]. */
function splitAtCv(cv: Buffer, overrides: Record<string, string> = {}): [Buffer, Buffer, Buffer] {
  const { payload } = multipart(fields(overrides), [pdf(cv)]);
  const at = payload.indexOf(cv);
  return [payload.subarray(0, at), cv, payload.subarray(at + cv.length)];
}

const uploadedBytes = async (app: FastifyInstance) =>
  Number(
    (
      await app.database.db.select({ count: rateLimits.count }).from(rateLimits).where(eq(rateLimits.key, UPLOAD_KEY))
    )[0]?.count ?? 0,
  );

/** Writes `bytes` in chunks of `chunk` bytes every `everyMs`; resolves when all are written or the socket is closed. */
function trickle(socket: Socket, bytes: Buffer, chunk: number, everyMs: number): Promise<void> {
  return new Promise((resolve) => {
    let offset = 0;
    const timer = setInterval(() => {
      if (socket.destroyed || offset >= bytes.length) {
        clearInterval(timer);
        resolve();
        return;
      }
      socket.write(bytes.subarray(offset, offset + chunk));
      offset += chunk;
    }, everyMs);
  });
}

describe.each(BACKENDS)("uploads over real HTTP on %s", (backend) => {
  let app: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    // A short request deadline and rate window: the slow upload below outlasts the one and meets the other.
    const shared = await startShared(backend, {
      headersTimeoutMs: 1000,
      requestTimeoutMs: 1500,
      uploadRateWindowMs: 1000,
      uploadMinBytesPerSecond: 16 * 1024,
      applicationUploadBytesPerHour: 500 * MB,
      applicationsPerHour: 1000,
      applicationUploadsPerClient: 10,
    });
    ({ app, port } = shared);
    return shared.close;
  });

  it("Expect: 100-continue: a 1 MB application is told to continue and stored (the route's limit is the CV's plus the form's)", async () => {
    const [before, cv, after] = splitAtCv(pdfOfSize(MB), { email: "continue@example.org" });
    const connection = rawConnection(port);
    await connection.connected;
    connection.socket.write(
      head(port, before.length + cv.length + after.length, "Expect: 100-continue\r\nConnection: close\r\n"),
    );
    expect(
      await waitFor(() => connection.received().startsWith("HTTP/1.1 100 Continue"), 3000),
      connection.received().slice(0, 200),
    ).toBe(true);
    connection.socket.write(Buffer.concat([before, cv, after]));
    await connection.closed;
    expect(connection.received()).toMatch(/HTTP\/1\.1 201 /);
    expect(
      await app.database.db
        .select({ id: applications.id })
        .from(applications)
        .where(eq(applications.email, "continue@example.org")),
    ).toHaveLength(1);
  });

  it("a CV that goes on past 5 MB is answered 413 at once with Connection: close, the rest is not read, and the bytes read are counted", async () => {
    const counted = await uploadedBytes(app);
    const [before] = splitAtCv(Buffer.from("%PDF-1.4\n"));
    const connection = rawConnection(port);
    await connection.connected;
    // A body of 40 MB and more, chunked (no length to refuse up front), sent as fast as the connection takes it, until the server closes it.
    const chunked = (bytes: Buffer) =>
      Buffer.concat([Buffer.from(`${bytes.length.toString(16)}\r\n`), bytes, Buffer.from("\r\n")]);
    connection.socket.write(
      `POST /api/applications HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: ${multipart([], []).headers["content-type"]}\r\nAccept: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`,
    );
    connection.socket.write(chunked(before));
    const chunk = chunked(Buffer.alloc(64 * 1024, 0x20));
    let sent = before.length;
    const pump = () => {
      while (sent < 40 * MB && !connection.socket.destroyed) {
        sent += 64 * 1024;
        if (!connection.socket.write(chunk)) return void connection.socket.once("drain", pump);
      }
    };
    pump();
    const answered = await waitFor(() => connection.received().includes("\r\n\r\n{"), 3000);
    expect(answered, "no answer within 3 s").toBe(true);
    const [status, ...headerLines] = connection.received().split("\r\n\r\n")[0]!.split("\r\n");
    expect(status).toMatch(/^HTTP\/1\.1 413 /);
    expect(headerLines).toContainEqual(expect.stringMatching(/^connection: close$/i));
    expect(JSON.parse(connection.received().split("\r\n\r\n")[1]!).fields.cv).toContain("5 MB");
    // The server closes the connection (after at most two seconds of discarding, so the answer is not lost to a reset): it does not read the other 35 MB.
    expect(
      await Promise.race([
        connection.closed.then(() => true),
        new Promise((resolve) => setTimeout(() => resolve(false), 5000)),
      ]),
    ).toBe(true);
    // The bytes read are counted once, when the upload is settled.
    await waitFor(async () => (await uploadedBytes(app)) !== counted);
    const read = (await uploadedBytes(app)) - counted;
    expect(read).toBeGreaterThan(CV_MAX_BYTES);
    expect(read, `sent ${sent} bytes`).toBeLessThan(CV_MAX_BYTES + MB);
  });

  it("past the form's whole limit in any part (a preamble, an oversized field) it is 413 at once too, and a Content-Length over it before reading", async () => {
    const { payload } = multipart(fields({ email: "preamble@example.org" }), [pdf()]);
    for (const body of [
      Buffer.concat([Buffer.alloc(7 * MB, 0x41), Buffer.from("\r\n"), payload]),
      Buffer.concat([payload.subarray(0, payload.indexOf('name="note"') + 16), Buffer.alloc(7 * MB, 0x41)]),
    ]) {
      const connection = rawConnection(port);
      await connection.connected;
      connection.socket.write(head(port, body.length + 1000));
      connection.socket.write(body);
      expect(await waitFor(() => connection.received().includes("\r\n\r\n{"), 3000)).toBe(true);
      expect(connection.received()).toMatch(/^HTTP\/1\.1 413 /);
      connection.socket.destroy();
    }
    const declared = rawConnection(port);
    await declared.connected;
    declared.socket.write(head(port, 50 * MB));
    expect(await waitFor(() => declared.received().includes("\r\n\r\n{"), 3000)).toBe(true);
    expect(declared.received()).toMatch(/^HTTP\/1\.1 413 /);
    await declared.closed;
  });

  it("a file part without a name is a 400, not a crash", async () => {
    const { payload, headers } = multipart(fields({ email: "noname@example.org" }), []);
    const boundary = headers["content-type"].split("boundary=")[1]!;
    const end = Buffer.from(`--${boundary}--`);
    const fixed = Buffer.concat([
      payload.subarray(0, payload.lastIndexOf(end)),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n%%EOF\r\n--${boundary}--\r\n`,
      ),
    ]);
    const response = await fetch(`http://127.0.0.1:${port}/api/applications`, {
      method: "POST",
      headers: { ...headers, accept: "application/json" },
      body: fixed,
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fields: Record<string, string> }).fields.form).toMatch(/no field name/);
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
  });

  it("another body than multipart is refused with 415 before it is read, and the connection closed", async () => {
    const connection = rawConnection(port);
    await connection.connected;
    connection.socket.write(
      `POST /api/applications HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5000000\r\n\r\n{"name":`,
    );
    expect(await waitFor(() => connection.received().includes("\r\n\r\n{"), 3000)).toBe(true);
    expect(connection.received()).toMatch(/^HTTP\/1\.1 415 /);
    expect(connection.received()).toMatch(/^connection: close$/im);
    expect(
      await Promise.race([
        connection.closed.then(() => true),
        new Promise((resolve) => setTimeout(() => resolve(false), 3000)),
      ]),
    ).toBe(true);
  });

  it("a client that stops half-way has the bytes it sent counted, and nothing is stored", async () => {
    const counted = await uploadedBytes(app);
    const [before, cv] = splitAtCv(pdfOfSize(2 * MB), { email: "gone@example.org" });
    const accepted = new Promise<Socket>((resolve) => app.server.once("connection", resolve));
    const connection = rawConnection(port);
    await connection.connected;
    const sent = [
      Buffer.from(head(port, before.length + cv.length + 200)),
      Buffer.concat([before, cv.subarray(0, MB)]),
    ];
    for (const bytes of sent) connection.socket.write(bytes);
    // The client goes once the server has read all it sent.
    const serverSide = await accepted;
    await waitFor(() => serverSide.bytesRead === sent[0]!.length + sent[1]!.length, 10_000);
    connection.socket.destroy();
    // The declared length is reserved before the body is read; once the server sees the client gone, what it did
    // not read goes back, and what it read stays counted.
    const declared = before.length + cv.length + 200;
    await expect
      .poll(async () => (await uploadedBytes(app)) - counted, { timeout: 3000 })
      .toBeLessThan(declared - MB / 2);
    expect((await uploadedBytes(app)) - counted).toBeGreaterThanOrEqual(MB);
    expect(
      await app.database.db
        .select({ id: applications.id })
        .from(applications)
        .where(eq(applications.email, "gone@example.org")),
    ).toHaveLength(0);
  });

  it("a refused upload (a second file) has its bytes counted too", async () => {
    const counted = await uploadedBytes(app);
    const body = multipart(fields({ email: "two@example.org" }), [
      pdf(pdfOfSize(256 * 1024)),
      pdf(pdfOfSize(256 * 1024)),
    ]);
    const response = await fetch(`http://127.0.0.1:${port}/api/applications`, {
      method: "POST",
      headers: { ...body.headers, accept: "application/json" },
      body: body.payload,
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fields: Record<string, string> }).fields.cv).toMatch(/one file/);
    expect((await uploadedBytes(app)) - counted).toBeGreaterThan(256 * 1024);
  });

  it("a slow but honest upload outlasts REQUEST_TIMEOUT_MS and is stored; a trickle below the minimum rate is cut off with 408", async () => {
    // 512 KiB at 128 KiB/s: four seconds, against a 1.5 s request deadline and a 16 KiB/s minimum.
    const [before, cv, after] = splitAtCv(pdfOfSize(512 * 1024), { email: "slow@example.org" });
    const body = Buffer.concat([before, cv, after]);
    const slow = rawConnection(port);
    await slow.connected;
    slow.socket.write(head(port, body.length, "Connection: close\r\n"));
    const started = Date.now();
    await trickle(slow.socket, body, 16 * 1024, 125);
    await slow.closed;
    expect(Date.now() - started).toBeGreaterThan(1500);
    expect(slow.received(), slow.received().slice(0, 300)).toMatch(/^HTTP\/1\.1 201 /);
    expect(
      await app.database.db
        .select({ id: applications.id })
        .from(applications)
        .where(eq(applications.email, "slow@example.org")),
    ).toHaveLength(1);

    // 1 KiB every 250 ms (4 KiB/s): refused within a window or two of reading, not after the whole body.
    const [tooSlowBefore, tooSlowCv, tooSlowAfter] = splitAtCv(pdfOfSize(256 * 1024), { email: "trickle@example.org" });
    const tooSlow = rawConnection(port);
    await tooSlow.connected;
    tooSlow.socket.write(head(port, tooSlowBefore.length + tooSlowCv.length + tooSlowAfter.length));
    void trickle(tooSlow.socket, Buffer.concat([tooSlowBefore, tooSlowCv, tooSlowAfter]), 1024, 250);
    const closedAfter = await Promise.race([
      tooSlow.closed,
      new Promise<number>((resolve) => setTimeout(() => resolve(Infinity), 5000)),
    ]);
    tooSlow.socket.destroy();
    expect(closedAfter).toBeLessThan(3000);
    expect(tooSlow.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(tooSlow.received()).toMatch(/^connection: close$/im);
    expect(
      await app.database.db
        .select({ id: applications.id })
        .from(applications)
        .where(eq(applications.email, "trickle@example.org")),
    ).toHaveLength(0);
  });

  it("other endpoints keep their request deadline: a form body that trickles past REQUEST_TIMEOUT_MS gets 408", async () => {
    const body = JSON.stringify({ name: "Slow", email: "slow@example.org", message: "x".repeat(2000), consent: true });
    const connection = rawConnection(port);
    await connection.connected;
    connection.socket.write(
      `POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    void trickle(connection.socket, Buffer.from(body), 64, 200);
    const closedAfter = await Promise.race([
      connection.closed,
      new Promise<number>((resolve) => setTimeout(() => resolve(Infinity), 5000)),
    ]);
    connection.socket.destroy();
    expect(closedAfter).toBeLessThan(1500 + 1500);
    expect(connection.received()).toMatch(/^HTTP\/1\.1 408 /);
  });
});

describe.each(BACKENDS)("application requests on %s", (backend) => {
  let app: FastifyInstance;
  const logs: string[] = [];
  beforeAll(async () => {
    const shared = await startShared(
      backend,
      {
        applicationsPerHour: 3,
        confirmationMailsPerDomainPerHour: 2,
        logLevel: "warn",
        applicationUploadsPerClient: 10,
      },
      logs,
    );
    app = shared.app;
    return shared.close;
  });

  it("a text part declared as JSON, parsable or not, is a 400 with a message under its field", async () => {
    for (const value of ["{bad", '"Mariam Khan"']) {
      const body = multipart(
        [...fields().filter(([name]) => name !== "name"), ["name", value, "application/json"]],
        [pdf()],
      );
      const response = await apply(app, body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().fields.name).toMatch(/plain text/);
    }
    expect(await app.database.db.select({ id: applications.id }).from(applications)).toHaveLength(0);
  });

  it("every API path answers the methods it does not take with 405 and Allow, the withdraw link included", async () => {
    const paths: [string, string][] = [
      ["/api/applications/withdraw", "GET, HEAD, POST"],
      ["/api/applications", "POST"],
      ["/api/contact", "POST"],
      ["/api/subscribe", "POST"],
      ["/api/vitals", "POST"],
      ["/api/form-token", "GET, HEAD"],
      ["/api/newsletter/confirm", "GET, HEAD"],
      ["/api/newsletter/unsubscribe", "GET, HEAD, POST"],
    ];
    for (const [url, allow] of paths) {
      for (const method of ["GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS"] as const) {
        if (allow.split(", ").includes(method)) continue;
        const response = await app.inject({ method, url });
        expect(response.statusCode, `${method} ${url}`).toBe(405);
        expect(response.headers.allow, `${method} ${url}`).toBe(allow);
      }
    }
    expect((await app.inject({ method: "PUT", url: "/api/no-such-thing" })).statusCode).toBe(404);
    // Before the body is read: a body type the path does not take is not the answer.
    const put = multipart(fields(), [pdf()]);
    expect(
      (await app.inject({ method: "PUT", url: "/api/applications", headers: put.headers, payload: put.payload }))
        .statusCode,
    ).toBe(405);
    expect((await app.inject({ method: "HEAD", url: "/api/form-token?form=contact" })).statusCode).toBe(200);
  });

  it("a second application for the same role from the same address within a day is the first one: the same answer, one row, no more mail", async () => {
    const first = await apply(app, multipart(fields({ email: "again@example.org" }), [pdf()]));
    const second = await apply(app, multipart(fields({ email: "Again@Example.org", name: "Someone Else" }), [pdf()]));
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.body).toBe(first.body);
    const rows = await app.database.db
      .select({ id: applications.id, name: applications.name })
      .from(applications)
      .where(eq(applications.email, "again@example.org"));
    expect(rows).toEqual([{ id: rows[0]!.id, name: "Mariam Khan" }]);
    expect(
      await app.database.db.select({ id: outbox.id }).from(outbox).where(eq(outbox.applicationId, rows[0]!.id)),
    ).toHaveLength(2);
    // A day later, it is a new application.
    await app.database.db.execute(
      sql`UPDATE applications SET created_at = now() - interval '25 hours' WHERE email = 'again@example.org'`,
    );
    expect((await apply(app, multipart(fields({ email: "again@example.org" }), [pdf()]))).statusCode).toBe(201);
    expect(
      await app.database.db
        .select({ id: applications.id })
        .from(applications)
        .where(eq(applications.email, "again@example.org")),
    ).toHaveLength(2);
  });

  it("confirmations keep to the newsletter's per-domain cap (the application is stored, the team is told), and new applications to APPLICATIONS_PER_HOUR", async () => {
    // A fresh hour: the applications so far (a repeat stored none) move two hours back, the mail caps' windows go. Cap: 3.
    await app.database.db.execute(sql`UPDATE applications SET created_at = created_at - interval '2 hours'`);
    await app.database.db.execute(sql`DELETE FROM rate_limits`);
    logs.length = 0;
    const statuses = [];
    for (const email of ["one@flood.example", "two@flood.example", "three@flood.example", "four@flood.example"]) {
      statuses.push((await apply(app, multipart(fields({ email }), [pdf()]))).statusCode);
    }
    expect(statuses.slice(0, 3)).toEqual([201, 201, 201]);
    const refused = await apply(app, multipart(fields({ email: "five@other.example" }), [pdf()]));
    expect(statuses[3]).toBe(503);
    expect(refused.statusCode).toBe(503);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(3600);
    expect(refused.json().error).toContain("careers@alphai.tech");
    const stored = await app.database.db
      .select({ id: applications.id, email: applications.email })
      .from(applications)
      .where(sql`email LIKE '%@flood.example'`)
      .orderBy(applications.id);
    expect(stored.map((row) => row.email)).toEqual(["one@flood.example", "two@flood.example", "three@flood.example"]);
    const mails = await app.database.db
      .select({ kind: outbox.kind, to: outbox.to })
      .from(outbox)
      .where(
        sql`application_id IN (${sql.join(
          stored.map((row) => sql`${row.id}`),
          sql`, `,
        )})`,
      )
      .orderBy(outbox.id);
    expect(mails.filter((mail) => mail.kind === "application-notification")).toHaveLength(3);
    // flood.example's cap is 2 confirmations an hour: the third applicant gets none.
    expect(mails.filter((mail) => mail.kind === "application-confirmation").map((mail) => mail.to)).toEqual([
      "one@flood.example",
      "two@flood.example",
    ]);
    const warnings = logs.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(warnings).toContainEqual(
      expect.objectContaining({
        msg: "confirmation mail dropped: hourly cap reached",
        kind: "application-confirmation",
        domain: "flood.example",
        cap: "domain",
      }),
    );
    expect(warnings.filter((line) => String(line.msg).includes("APPLICATIONS_PER_HOUR"))).toHaveLength(2);
    expect(logs.join("\n")).not.toMatch(/(one|two|three|four|five)@/);
  });
});

describe.each(BACKENDS)("upload slots on %s", (backend) => {
  it("uploads beyond the slots and their waiting line, or beyond a client's share, are refused with 503 and Retry-After; the rest are stored", async () => {
    const logs: string[] = [];
    // One slot, a line of three; two places per client.
    const { app } = await start(
      backend,
      { applicationUploadsAtOnce: 1, applicationUploadsPerClient: 2, logLevel: "warn" },
      logs,
    );
    // Each body stops short of its last bytes until `release()`: every upload holds its place until all have been
    // answered or are waiting, whatever the machine's load (an upload that finished early would free its slot).
    let release!: () => void;
    const send = (client: string, index: number) => {
      const body = multipart(fields({ email: `slot.${client}.${index}@example.org` }), [pdf(pdfOfSize(256 * 1024))]);
      const bytes = body.payload as Buffer;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const payload = Readable.from(
        (async function* () {
          yield bytes.subarray(0, bytes.length - 1024);
          await gate;
          yield bytes.subarray(bytes.length - 1024);
        })(),
      );
      return app.inject({
        method: "POST",
        url: "/api/applications",
        remoteAddress: client,
        // Declared, as a browser declares it: an upload of unknown length reserves the most a form can be.
        headers: { ...body.headers, accept: "application/json", "content-length": String(bytes.length) },
        payload,
      });
    };
    /** Sends all at once; once `refusals` of them are refused (at once, unread), lets every body finish. */
    const burst = async (requests: readonly (() => ReturnType<typeof send>)[], refusals: number) => {
      const gates: (() => void)[] = [];
      const answers = requests.map((request) => {
        const answer = request();
        gates.push(release);
        return answer;
      });
      let refused = 0;
      await new Promise<void>((resolve) => {
        for (const answer of answers)
          void answer.then((reply) => (reply.statusCode === 503 && ++refused === refusals ? resolve() : undefined));
      });
      gates.forEach((open) => open());
      return Promise.all(answers);
    };
    // Five clients at once: one is read, three wait their turn, the fifth is told to come back.
    const clients = ["203.0.113.1", "203.0.113.2", "203.0.113.3", "203.0.113.4", "203.0.113.5"];
    const answers = await burst(
      clients.map((client) => () => send(client, 0)),
      1,
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 201, 201, 503]);
    const busy = answers.find((answer) => answer.statusCode === 503)!;
    expect(busy.headers["retry-after"]).toBe("5");
    expect(busy.headers.connection).toBe("close");
    // One client sending six at once holds two places (the slot and one in line): the other four are refused.
    const greedy = await burst(
      Array.from({ length: 6 }, (_, index) => () => send("198.51.100.7", index)),
      4,
    );
    expect(greedy.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 503, 503, 503, 503]);
    expect(await app.database.db.select({ id: applications.id }).from(applications)).toHaveLength(6);
    expect(logs.filter((line) => line.includes("job application upload refused")).length).toBeGreaterThanOrEqual(1);
  });
});

describe.each(BACKENDS)("the hourly upload allowance on %s", (backend) => {
  it("holds under concurrent uploads: what they read together stays within it, reserved before each body is read", async () => {
    const allowance = 1.5 * MB;
    const { app } = await start(backend, {
      applicationUploadBytesPerHour: allowance,
      applicationUploadsAtOnce: 6,
      applicationUploadsPerClient: 6,
    });
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) => {
        const body = multipart(fields({ email: `allowance.${index}@example.org` }), [pdf(pdfOfSize(MB))]);
        const payload = body.payload as Buffer;
        return app.inject({
          method: "POST",
          url: "/api/applications",
          headers: { ...body.headers, accept: "application/json", "content-length": String(payload.length) },
          payload,
        });
      }),
    );
    // One application fits; the others are refused with 429 (at once, or once past what was left for them).
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 429, 429, 429, 429, 429]);
    for (const refused of answers.filter((answer) => answer.statusCode === 429))
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    const read = await uploadedBytes(app);
    expect(read).toBeGreaterThan(MB);
    expect(read).toBeLessThanOrEqual(allowance);
  });
});

describe.each(BACKENDS)("withdraw links on %s", (backend) => {
  it("erase only the application they were mailed for: not one of another database under the same secret, not one whose nonce differs", async () => {
    const first = await start(backend);
    const second = await start(backend);
    for (const { app } of [first, second])
      expect((await apply(app, multipart(fields(), [pdf()]))).statusCode).toBe(201);
    const [mail] = await first.app.database.db.select().from(outbox).where(eq(outbox.kind, "application-confirmation"));
    const token = new URL(/https:\/\/\S+withdraw\?token=\S+/.exec(mail!.text)![0]).searchParams.get("token")!;
    const [{ id }] = (await second.app.database.db.select({ id: applications.id }).from(applications)) as [
      { id: number },
    ];
    // A recreated database (the second app: same secret, same id): the first one's link is valid, and erases nothing there.
    const press = (app: FastifyInstance, value: string) =>
      app.inject({ method: "POST", url: "/api/applications/withdraw", payload: { token: value } });
    expect((await press(second.app, token)).statusCode).toBe(200);
    expect(await second.app.database.db.select({ id: applications.id }).from(applications)).toEqual([{ id }]);
    // A link that names the id alone (as links did before nonces) or another nonce erases nothing either...
    const tokens = new Tokens(TEST_SECRET);
    for (const subject of [String(id), `${id}.AAAAAAAAAAAAAAAAAAAAAA`])
      expect((await press(second.app, tokens.sign(subject, "withdraw"))).statusCode).toBe(200);
    expect(await second.app.database.db.select({ id: applications.id }).from(applications)).toEqual([{ id }]);
    // ...unless the application predates nonces: its link names the id alone.
    await second.app.database.db.update(applications).set({ withdrawNonce: null });
    expect((await press(second.app, tokens.sign(String(id), "withdraw"))).statusCode).toBe(200);
    expect(await second.app.database.db.select({ id: applications.id }).from(applications)).toEqual([]);
    // The link works where it was mailed.
    expect((await press(first.app, token)).statusCode).toBe(200);
    expect(await first.app.database.db.select({ id: applications.id }).from(applications)).toEqual([]);
    expect(await first.app.database.db.select({ id: outbox.id }).from(outbox)).toEqual([]);
  });
});
