import { createHash } from "node:crypto";
import { request as httpRequest } from "node:http";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { CV_MAX_BYTES } from "../../app/shared/application-limits";
import { pathOf, rolePath } from "../../content/registry";
import { applications, outbox } from "../db/schema";
import { DOCX, ODS, ODT, PDF, pdfOfSize, PLAIN_ZIP, PNG } from "../testing/cv-files";
import { fields, multipart, pdf, ROLE } from "../testing/applications";
import { listen, startApp, startAppWith } from "../testing/app";
import { BACKENDS, testConfig } from "../testing/support";
import { pruneApplications } from "./applications";

async function apply(app: FastifyInstance, body: ReturnType<typeof multipart>, accept = "application/json") {
  return app.inject({
    method: "POST",
    url: "/api/applications",
    headers: { ...body.headers, accept },
    payload: body.payload,
  });
}

describe.each(BACKENDS)("job applications on %s", (backend) => {
  it("stores a PDF application with its CV, size and SHA-256, and queues both mails, the CV attached to neither", async () => {
    const app = await startApp(backend);
    const response = await apply(app, multipart(fields(), [pdf()]));
    expect(response.statusCode, response.body).toBe(201);
    // The answer names no id: a repeat (the same role and address within a day) gets the same one (decision 022).
    expect(Object.keys(response.json()).sort()).toEqual(["message", "ok"]);
    const [row] = await app.database.db.select().from(applications);
    expect(row).toMatchObject({
      role: ROLE,
      name: "Mariam Khan",
      email: "mariam.khan@example.org",
      cvType: "pdf",
      cvSize: PDF.length,
      github: null,
    });
    expect(Buffer.compare(row!.cv, PDF)).toBe(0);
    expect(row!.cvSha256).toBe(createHash("sha256").update(PDF).digest("hex"));
    const mails = await app.database.db.select().from(outbox).orderBy(outbox.id);
    expect(mails.map((mail) => [mail.kind, mail.to])).toEqual([
      ["application-confirmation", "mariam.khan@example.org"],
      ["application-notification", "careers@alphai.tech"],
    ]);
    expect(mails[0]!.text).toContain("Senior React Engineer");
    expect(mails[0]!.text).toMatch(/https:\/\/www\.alphai\.test\/api\/applications\/withdraw\?token=\S+/);
    // The team's notification says what arrived and links to it in the workspace, and carries none of the candidate's
    // data (decisions 022, 026).
    const notification = mails[1]!;
    expect(notification.replyTo).toBeNull();
    expect(notification.subject).toBe(`Application #${row!.id} for Senior React Engineer`);
    expect(notification.text).toContain(`https://www.alphai.test/team/applications/${row!.id}\n`);
    expect(notification.text).toMatch(/arrived on \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);
    for (const personal of ["Mariam", "Khan", "mariam.khan@example.org", "1234567", "linkedin", "design systems"]) {
      expect(`${notification.subject}\n${notification.text}`.toLowerCase(), personal).not.toContain(
        personal.toLowerCase(),
      );
    }
    for (const mail of mails) expect(mail.text).not.toContain("%PDF");
    // The client's file name is kept nowhere.
    expect(JSON.stringify(row)).not.toContain("Mariam Khan CV");
  });

  it("accepts DOCX and ODT by content, whatever their names and declared types", async () => {
    const app = await startApp(backend);
    const docx = await apply(
      app,
      multipart(fields({ email: "docx@example.org" }), [
        { filename: "cv.bin", type: "application/octet-stream", bytes: DOCX },
      ]),
    );
    const odt = await apply(
      app,
      multipart(fields({ email: "odt@example.org" }), [{ filename: "lebenslauf", type: "text/plain", bytes: ODT }]),
    );
    expect([docx.statusCode, odt.statusCode]).toEqual([201, 201]);
    const rows = await app.database.db
      .select({ cvType: applications.cvType, cv: applications.cv })
      .from(applications)
      .orderBy(applications.id);
    expect(rows.map((row) => row.cvType)).toEqual(["docx", "odt"]);
    // Binary files (NULs, every byte value) come back byte for byte (PGlite: passed and read as bytea, server/db/client.ts).
    expect(rows.map((row) => Buffer.compare(row.cv, row.cvType === "docx" ? DOCX : ODT))).toEqual([0, 0]);
  });

  it("refuses a PNG named cv.pdf, a plain zip named cv.docx and a spreadsheet with 415 and a field message, storing nothing", async () => {
    const app = await startApp(backend);
    for (const bytes of [PNG, PLAIN_ZIP, ODS]) {
      const response = await apply(app, multipart(fields(), [{ filename: "cv.pdf", type: "application/pdf", bytes }]));
      expect(response.statusCode).toBe(415);
      expect(response.json().fields.cv).toMatch(/PDF, DOCX or ODT/);
    }
    expect(await app.database.db.select().from(applications)).toHaveLength(0);
    expect(await app.database.db.select().from(outbox)).toHaveLength(0);
  });

  it("refuses a CV over 5 MB with 413 naming the limit, and one of exactly 5 MB is accepted", async () => {
    const app = await startApp(backend);
    const response = await apply(app, multipart(fields(), [pdf(pdfOfSize(CV_MAX_BYTES + 1))]));
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toContain("5 MB");
    expect(response.json().fields.cv).toContain("5 MB");
    const exact = await apply(app, multipart(fields(), [pdf(pdfOfSize(CV_MAX_BYTES))]));
    expect(exact.statusCode, exact.body).toBe(201);
    const rows = await app.database.db.select({ size: applications.cvSize }).from(applications);
    expect(rows).toEqual([{ size: CV_MAX_BYTES }]);
  });

  it("answers 400 to two files, a file under another name, unknown fields, a missing CV, a missing consent", async () => {
    const app = await startApp(backend);
    const cases: [ReturnType<typeof multipart>, string][] = [
      [multipart(fields(), [pdf(), pdf()]), "cv"],
      [multipart(fields(), [{ ...pdf(), name: "photo" }]), "form"],
      [multipart([...fields(), ["salary", "a lot"]], [pdf()]), "form"],
      [multipart(fields(), []), "cv"],
      [multipart(fields({ consent: undefined }), [pdf()]), "consent"],
      [multipart(fields({ linkedin: "javascript:alert(1)" }), [pdf()]), "linkedin"],
      [multipart(fields({ note: "x".repeat(3001) }), [pdf()]), "note"],
      [multipart(fields({ role: "no-such-role" }), [pdf()]), "role"],
    ];
    for (const [body, field] of cases) {
      const response = await apply(app, body);
      expect(response.statusCode, `${field}: ${response.body}`).toBe(400);
      expect(Object.keys(response.json().fields ?? {})).toContain(field);
    }
    expect(await app.database.db.select().from(applications)).toHaveLength(0);
  });

  it("refuses a body that is not multipart with 415, and spam (honeypot, missing form token) with 400", async () => {
    const app = await startApp(backend);
    const json = await app.inject({ method: "POST", url: "/api/applications", payload: { name: "x" } });
    expect(json.statusCode).toBe(415);
    // A boundary over RFC 2046's 70 characters (the parser threw on one over 252: a 500, found by the fuzz suite).
    const long = "b".repeat(300);
    const overlong = await apply(app, {
      payload: Buffer.from(`--${long}\r\nContent-Disposition: form-data; name="name"\r\n\r\nx\r\n--${long}--\r\n`),
      headers: { "content-type": `multipart/form-data; boundary=${long}` },
    });
    expect([overlong.statusCode, overlong.json().error]).toEqual([
      400,
      "The upload could not be read: send the form as multipart/form-data.",
    ]);
    expect((await apply(app, multipart(fields({ website: "http://spam.example" }), [pdf()]))).statusCode).toBe(400);
    const noToken = await apply(app, multipart(fields({ formToken: undefined }), [pdf()]));
    expect(noToken.statusCode).toBe(400);
    expect(noToken.json().fields.formToken).toBeDefined();
    expect(await app.database.db.select().from(applications)).toHaveLength(0);
  });

  it("without JavaScript: redirects to the careers thank-you page, or asks to attach the CV again with a fresh token", async () => {
    const app = await startApp(backend);
    const sent = await apply(app, multipart(fields(), [pdf()]), "text/html");
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe(pathOf("application-sent"));
    const first = await apply(app, multipart(fields({ formToken: undefined }), [pdf()]), "text/html");
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('enctype="multipart/form-data"');
    expect(first.body).toContain('type="file" name="cv"');
    expect(first.body).toContain('name="formToken"');
  });

  it("the withdraw link shows a button, and pressing it erases the application and its CV at once", async () => {
    const app = await startApp(backend);
    expect((await apply(app, multipart(fields(), [pdf()]))).statusCode).toBe(201);
    const [{ id }] = (await app.database.db.select({ id: applications.id }).from(applications)) as [{ id: number }];
    const [confirmation] = await app.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.kind, "application-confirmation"));
    const url = new URL(/https:\/\/\S+withdraw\?token=\S+/.exec(confirmation!.text)![0]);
    const page = await app.inject({ method: "GET", url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Withdraw and erase");
    // Opening the link (a mail scanner may) erases nothing.
    expect(await app.database.db.select().from(applications)).toHaveLength(1);
    const token = url.searchParams.get("token")!;
    const press = await app.inject({
      method: "POST",
      url: "/api/applications/withdraw",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
      payload: new URLSearchParams({ token }).toString(),
    });
    expect(press.statusCode).toBe(303);
    expect(press.headers.location).toBe(pathOf("application-withdrawn"));
    expect(await app.database.db.select().from(applications).where(eq(applications.id, id))).toHaveLength(0);
    // Its two mails, with the candidate's name and address, are erased with it.
    expect(await app.database.db.select().from(outbox)).toHaveLength(0);
    // Pressed again (a double click, the back button): the same answer, nothing left to erase.
    const again = await app.inject({ method: "POST", url: "/api/applications/withdraw", payload: { token } });
    expect(again.statusCode).toBe(200);
    expect(again.json().ok).toBe(true);
    const forged = await app.inject({
      method: "POST",
      url: "/api/applications/withdraw",
      payload: { token: `${token.slice(0, -2)}xx` },
    });
    expect(forged.statusCode).toBe(400);
    expect((await app.inject({ method: "GET", url: "/api/applications/withdraw?token=nonsense" })).statusCode).toBe(
      400,
    );
  });

  it("retention: deletes applications older than APPLICATION_RETENTION_DAYS, with the clock moved", async () => {
    const app = await startApp(backend, { applicationRetentionDays: 180 });
    await apply(app, multipart(fields(), [pdf()]));
    const day = 24 * 60 * 60_000;
    expect(await pruneApplications(app.database.db, 180, new Date(Date.now() + 179 * day))).toBe(0);
    expect(await app.database.db.select().from(applications)).toHaveLength(1);
    expect(await app.database.db.select().from(outbox)).toHaveLength(2);
    expect(await pruneApplications(app.database.db, 180, new Date(Date.now() + 181 * day))).toBe(1);
    expect(await app.database.db.select().from(applications)).toHaveLength(0);
    expect(await app.database.db.select().from(outbox)).toHaveLength(0);
  });

  it("limits: the hourly upload bytes per client (every byte read counts, a refused upload's too) and the table's file-count cap", async () => {
    const big = multipart(fields(), [pdf(Buffer.concat([PDF, Buffer.alloc(CV_MAX_BYTES, 0x20)]))]);
    const small = (email: string) => multipart(fields({ email }), [pdf()]);
    const app = await startApp(backend, {
      applicationUploadBytesPerHour: big.payload.length + 2 * small("a@example.org").payload.length,
      applicationMaxFiles: 2,
    });
    expect((await apply(app, big)).statusCode).toBe(413);
    expect((await apply(app, small("a@example.org"))).statusCode).toBe(201);
    expect((await apply(app, small("b@example.org"))).statusCode).toBe(201);
    const over = await apply(app, small("c@example.org"));
    expect(over.statusCode).toBe(429);
    expect(over.json().error).toMatch(/try again later/);

    const other = await startApp(backend, { applicationMaxFiles: 1 });
    expect((await apply(other, small("a@example.org"))).statusCode).toBe(201);
    const full = await apply(other, small("b@example.org"));
    expect(full.statusCode).toBe(503);
    expect(full.json().error).toContain("careers@alphai.tech");
    expect(await other.database.db.select().from(applications)).toHaveLength(1);
    expect(await other.database.db.select().from(outbox)).toHaveLength(2);
  });

  it("the file-count cap holds under concurrent uploads: 12 at once with room for 3 store exactly 3, the rest 503 with the log line", async () => {
    const lines: string[] = [];
    const config = await testConfig(backend, {
      applicationMaxFiles: 3,
      rateLimitMax: 1000,
      logLevel: "warn",
      applicationUploadsAtOnce: 12,
      applicationUploadsPerClient: 12,
    });
    const app = await startAppWith(config, { logStream: { write: (line) => void lines.push(line) } });
    // A second instance on the same database, as behind a load balancer (PostgreSQL; PGlite serves one process).
    const other = config.databaseUrl
      ? await startAppWith(config, { logStream: { write: (line) => void lines.push(line) } })
      : app;
    const cv = pdfOfSize(256 * 1024);
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        apply(
          index % 2 ? other : app,
          multipart(fields({ name: `Candidate ${index}`, email: `candidate.${index}@example.org` }), [pdf(cv)]),
        ),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses, responses.map((response) => response.body).join("\n")).toEqual([
      201,
      201,
      201,
      ...Array<number>(9).fill(503),
    ]);
    for (const response of responses.filter((item) => item.statusCode === 503))
      expect(response.json().error).toContain("careers@alphai.tech");
    expect(await app.database.db.select({ id: applications.id }).from(applications)).toHaveLength(3);
    expect(await app.database.db.select({ id: outbox.id }).from(outbox)).toHaveLength(6);
    const warnings = lines
      .map((line) => JSON.parse(line) as { level: number; msg: string; max?: number })
      .filter((line) => line.level >= 40);
    expect(warnings).toHaveLength(9);
    for (const warning of warnings)
      expect(warning).toMatchObject({ level: 40, max: 3, msg: expect.stringContaining("APPLICATION_MAX_FILES") });
  });

  it("over real HTTP, a 40 MB upload is answered 413 at the 5 MB limit, and the server goes on serving", async () => {
    const app = await startApp(backend);
    const port = await listen(app);
    const { headers, payload } = multipart(fields(), [pdf(Buffer.alloc(1))]);
    // The same form with a 40 MB CV, streamed in 64 KiB chunks: the client never holds it whole either.
    const head = payload.subarray(0, payload.lastIndexOf(Buffer.from("\r\n--")) - 1);
    const tail = payload.subarray(payload.lastIndexOf(Buffer.from("\r\n--")));
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        { port, method: "POST", path: "/api/applications", headers: { ...headers, accept: "application/json" } },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on("error", () => undefined);
      req.write(head);
      req.write(PDF);
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      let sent = 0;
      const pump = () => {
        while (sent < 40 * 1024 * 1024) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once("drain", pump);
        }
        req.end(tail);
      };
      pump();
      setTimeout(() => reject(new Error("no answer within 20 s")), 20_000).unref();
    });
    expect(status).toBe(413);
    expect(await app.database.db.select().from(applications)).toHaveLength(0);
    const after = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(after.status).toBe(200);
  });
});

describe.each(BACKENDS)("German job applications on %s", (backend) => {
  const german = (overrides: Record<string, string | undefined> = {}) => fields({ locale: "de", ...overrides });

  it("answers a German page's application in German and sends a German confirmation whose withdraw link stays German", async () => {
    const app = await startApp(backend, { applicationRetentionDays: 180 });
    const response = await apply(app, multipart(german(), [pdf()]));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().message).toBe(
      "Vielen Dank: Ihre Bewerbung ist eingegangen. Wir haben Ihnen eine Bestätigung per E-Mail geschickt.",
    );
    const [row] = await app.database.db.select().from(applications);
    expect(row?.locale).toBe("de");
    const [confirmation, notification] = await app.database.db.select().from(outbox).orderBy(outbox.id);
    expect(confirmation!.subject).toBe("Ihre Bewerbung als Senior React Engineer bei Alphai");
    expect(confirmation!.text).toMatch(
      /^Guten Tag Mariam Khan,\n\nvielen Dank für Ihre Bewerbung als Senior React Engineer\./,
    );
    // The date the application is deleted, the German way: "24. Mai 2027".
    const deleteBy = new Date(row!.consentAt.getTime() + 180 * 24 * 60 * 60_000);
    const day = new Intl.DateTimeFormat("de-DE", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
    expect(confirmation!.text).toContain(`180 Tage lang auf (bis zum ${day.format(deleteBy)})`);
    expect(confirmation!.text).toMatch(/bis zum \d{1,2}\. [A-Z][a-zä]+ \d{4}\)/);
    // The team's notification stays English.
    expect(notification!.subject).toBe(`Application #${row!.id} for Senior React Engineer`);
    expect(notification!.text).toMatch(/\n\nThe candidate used the German site: answer in German\.$/);

    const url = new URL(/https:\/\/\S+withdraw\?token=\S+/.exec(confirmation!.text)![0]);
    expect(url.searchParams.get("locale")).toBe("de");
    const page = await app.inject({ method: "GET", url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="de">');
    expect(page.body).toContain("<h1>Bewerbung zurückziehen</h1>");
    expect(page.body).toContain("Zurückziehen und löschen");
    const form = new URLSearchParams(
      [...page.body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map(
        ([, name, value]): [string, string] => [name!, value!],
      ),
    );
    expect(form.get("locale")).toBe("de");
    const press = await app.inject({
      method: "POST",
      url: "/api/applications/withdraw",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
      payload: form.toString(),
    });
    expect(press.statusCode).toBe(303);
    expect(press.headers.location).toBe("/de/about/careers/withdrawn");
    expect(await app.database.db.select().from(applications)).toHaveLength(0);
    const broken = await app.inject({ method: "GET", url: "/api/applications/withdraw?token=nonsense&locale=de" });
    expect(broken.statusCode).toBe(400);
    expect(broken.body).toContain("<h1>Dieser Link ist ungültig</h1>");
  });

  it("refuses in German: a missing CV, a bad field, a CV too large or of another type, a body that is not multipart", async () => {
    const app = await startApp(backend);
    const missing = await apply(app, multipart(german({ linkedin: "javascript:alert(1)" }), []));
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      error: "Bitte korrigieren Sie die markierten Felder.",
      fields: {
        linkedin: "Geben Sie den LinkedIn-Link als Webadresse ein, etwa linkedin.com/in/ihr-name.",
        cv: "Hängen Sie Ihren Lebenslauf an: eine PDF-, DOCX- oder ODT-Datei mit höchstens 5 MB.",
      },
    });
    // Past the CV's limit, while the file arrives: the language is known from the field before it.
    const large = await apply(app, multipart(german(), [pdf(pdfOfSize(CV_MAX_BYTES + 1))]));
    expect(large.statusCode).toBe(413);
    expect(large.json()).toEqual({
      error: "Der Lebenslauf ist größer als 5 MB: Bitte senden Sie eine Datei mit höchstens 5 MB.",
      fields: { cv: "Der Lebenslauf darf höchstens 5 MB groß sein; diese Datei ist größer." },
    });
    const png = await apply(app, multipart(german(), [{ filename: "cv.pdf", type: "application/pdf", bytes: PNG }]));
    expect(png.statusCode).toBe(415);
    expect(png.json().fields.cv).toMatch(/^Der Lebenslauf muss ein PDF-, DOCX- oder ODT-Dokument sein/);
    const closed = await apply(app, multipart(german({ role: "no-such-role" }), [pdf()]));
    expect(closed.json().fields.role).toMatch(/^Diese Stelle nimmt keine Bewerbungen mehr an/);
    // Before the body is read, the page the post came from tells the language.
    const json = await app.inject({
      method: "POST",
      url: "/api/applications",
      headers: { referer: `http://localhost/de${rolePath(ROLE)}` },
      payload: { name: "x" },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().error).toBe(
      "Senden Sie die Bewerbung als multipart/form-data, mit dem Lebenslauf im Dateifeld cv.",
    );
    const unknown = await apply(app, multipart(fields({ locale: "fr" }), [pdf()]));
    expect([unknown.statusCode, unknown.json().fields]).toEqual([400, { form: "Unexpected field: locale." }]);
    expect(await app.database.db.select().from(applications)).toHaveLength(0);
  });

  it("without JavaScript: the German thank-you page, and a German check-and-send step that keeps the language", async () => {
    const app = await startApp(backend);
    const sent = await apply(app, multipart(german(), [pdf()]), "text/html");
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe("/de/about/careers/thank-you");
    const first = await apply(
      app,
      multipart(german({ email: "zweite@example.de", formToken: undefined }), [pdf()]),
      "text/html",
    );
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('<html lang="de">');
    expect(first.body).toContain("<h1>Bewerbung prüfen und senden</h1>");
    expect(first.body).toContain("<dt>Stelle</dt><dd>Senior React Engineer</dd>");
    expect(first.body).toContain("Lebenslauf (PDF, DOCX oder ODT, höchstens 5 MB)");
    expect(first.body).toContain('<input type="hidden" name="locale" value="de">');
    expect(first.body).toContain("Bewerbung senden");
  });
});
