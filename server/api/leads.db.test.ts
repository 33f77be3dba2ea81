import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import nodemailer from "nodemailer";
import { describe, expect, it } from "vitest";
import { contacts, outbox, subscribers } from "../db/schema";
import { Tokens } from "../mail/tokens";
import { startApp, startAppWith } from "../testing/app";
import { BACKENDS, formToken, TEST_SECRET, testConfig, writeSiteManifest, type Backend } from "../testing/support";

/** A stream transport renders real RFC 5322 messages without a network; `sent` keeps each one. */
function captureTransport(failFirst = false) {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const sent: { raw: string; headers: string; text: string }[] = [];
  const originalSend = transport.sendMail.bind(transport);
  let calls = 0;
  transport.sendMail = (async (mail: Parameters<typeof originalSend>[0]) => {
    calls += 1;
    if (failFirst && calls === 1) throw new Error("SMTP server unavailable");
    const info = await originalSend(mail);
    const raw = String((info as { message: Buffer }).message);
    // Unfold header lines (RFC 5322 2.2.3) so each header is one line.
    const headers = raw.split("\n\n")[0]!.replace(/\n[ \t]+/g, " ");
    sent.push({ raw, headers, text: String(mail.text) });
    return info;
  }) as typeof transport.sendMail;
  return { transport, sent };
}
type Capture = ReturnType<typeof captureTransport>;

const start = (backend: Backend, overrides = {}, capture?: Capture) =>
  startApp(backend, overrides, { mailTransport: capture?.transport });

const contact = (overrides: Record<string, unknown> = {}) => ({
  name: "Mariam Khan",
  email: "Mariam.Khan@Example.org",
  company: "Clinic Group",
  message: "We need an appointment app for our clinics in Dubai and Munich.",
  consent: true,
  formToken: formToken("contact"),
  ...overrides,
});
const subscribe = (email: string) => ({ email, formToken: formToken("subscribe") });

describe.each(BACKENDS)("lead capture on %s", (backend) => {
  it("stores a contact, answers 201 only after commit, and queues the agency notification and the sender's acknowledgement", async () => {
    const app = await start(backend);
    const response = await app.inject({
      method: "POST",
      url: "/api/contact",
      payload: contact({ service: "services/quality-assurance-management" }),
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.ok).toBe(true);
    const [row] = await app.database.db.select().from(contacts).where(eq(contacts.id, body.id));
    expect(row?.email).toBe("mariam.khan@example.org");
    const mails = await app.database.db.select().from(outbox).orderBy(outbox.id);
    expect(mails.map((mail) => mail.kind)).toEqual(["contact-notification", "contact-acknowledgement"]);
    // The acknowledgement goes to the address typed into the form: it carries nothing the sender wrote (nothing to
    // relay to someone else's inbox), only what happens next.
    const acknowledgement = mails[1]!;
    expect(acknowledgement).toMatchObject({ to: "mariam.khan@example.org", replyTo: null });
    expect(acknowledgement.subject).toBe("We have your enquiry: Alphai");
    for (const typed of ["Mariam", "Khan", "Clinic Group", "appointment app", "Dubai"]) {
      expect(`${acknowledgement.subject}\n${acknowledgement.text}`.toLowerCase(), typed).not.toContain(
        typed.toLowerCase(),
      );
    }
    // The notification links to the lead in the team workspace and carries none of the person's details (decision 026).
    expect(mails[0]).toMatchObject({
      kind: "contact-notification",
      to: "hello@alphai.tech",
      replyTo: null,
      subject: `New enquiry #${body.id}`,
    });
    expect(mails[0]!.text).toContain(`https://www.alphai.test/team/leads/${body.id}\n`);
    // The service by the name the site's menus give it, not its path.
    expect(mails[0]!.text).toMatch(/ UTC about QA & Management\.\n/);
    for (const personal of ["Mariam", "Khan", "mariam.khan@example.org", "Clinic Group", "appointment app", "Dubai"]) {
      expect(`${mails[0]!.subject}\n${mails[0]!.text}`.toLowerCase(), personal).not.toContain(personal.toLowerCase());
    }
    await app.outbox.idle();
    const held = await app.database.db.select().from(outbox);
    expect(held.map((mail) => mail.status)).toEqual(["held", "held"]);
  });

  it("accepts a plain form post with a form token and redirects to the result page", async () => {
    const app = await start(backend);
    const form = new URLSearchParams({
      name: "Jonas",
      email: "jonas@example.de",
      message: "Please call me about a shop.",
      consent: "on",
      website: "",
      formToken: formToken("contact"),
    });
    const response = await app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
      payload: form.toString(),
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/contactus/thank-you");
    expect(await app.database.db.select().from(contacts)).toHaveLength(1);
  });

  it("answers bad input with per-field messages and stores nothing", async () => {
    const app = await start(backend);
    const cases: [unknown, string[]][] = [
      [{}, ["consent", "email", "message", "name"]],
      [contact({ email: "not-an-email" }), ["email"]],
      [contact({ email: "josé@exämple.de" }), ["email"]],
      [contact({ name: 42, consent: "yes" }), ["consent", "name"]],
      [contact({ message: "x".repeat(5001) }), ["message"]],
      [contact({ name: "n".repeat(101) }), ["name"]],
      [contact({ isAdmin: true }), ["form"]],
      [contact({ name: "Eve\r\nBcc: victim@example.org" }), ["name"]],
      [contact({ email: "eve@example.org\r\nBcc: victim@example.org" }), ["email"]],
    ];
    for (const [payload, fields] of cases) {
      const response = await app.inject({ method: "POST", url: "/api/contact", payload: payload as object });
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(Object.keys(response.json().fields).sort()).toEqual(fields);
    }
    expect(await app.database.db.select().from(contacts)).toHaveLength(0);
    expect(await app.database.db.select().from(outbox)).toHaveLength(0);
  });

  it("answers malformed, oversized, wrongly typed requests and other methods with their status codes", async () => {
    const app = await start(backend);
    const malformed = await app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { "content-type": "application/json" },
      payload: '{"name": "x",',
    });
    expect(malformed.statusCode).toBe(400);
    const huge = await app.inject({
      method: "POST",
      url: "/api/contact",
      payload: contact({ message: "x".repeat(1024 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
    const text = await app.inject({
      method: "POST",
      url: "/api/subscribe",
      headers: { "content-type": "text/plain" },
      payload: "email=a@b.co",
    });
    expect(text.statusCode).toBe(415);
    const get = await app.inject({ method: "GET", url: "/api/contact" });
    expect(get.statusCode).toBe(405);
    expect(get.headers.allow).toBe("POST");
    for (const response of [malformed, huge, text, get]) {
      expect(response.body).not.toMatch(/at \w+ \(|node_modules|\.ts:\d+|stack/i);
    }
    expect(await app.database.db.select().from(contacts)).toHaveLength(0);
  });

  it("stores SQL and HTML injection strings verbatim", async () => {
    const app = await start(backend);
    const nasty = {
      name: "Robert'); DROP TABLE contacts;--",
      company: "<script>alert('x')</script>",
      message: "<img src=x onerror=alert(1)> '; DELETE FROM subscribers; --",
    };
    const response = await app.inject({ method: "POST", url: "/api/contact", payload: contact(nasty) });
    expect(response.statusCode).toBe(201);
    const [row] = await app.database.db.select().from(contacts);
    expect(row).toMatchObject(nasty);
  });

  it("rejects a filled honeypot and too-fast submissions without storing", async () => {
    const app = await start(backend);
    const honeypot = await app.inject({
      method: "POST",
      url: "/api/contact",
      payload: contact({ website: "https://spam.example" }),
    });
    expect(honeypot.statusCode).toBe(400);
    expect(honeypot.json().error).toMatch(/rejected as automated/);
    const fast = await app.inject({
      method: "POST",
      url: "/api/subscribe",
      payload: { email: "fast@example.org", formToken: formToken("subscribe", 0) },
    });
    expect(fast.statusCode).toBe(400);
    expect(fast.json().error).toMatch(/wait a few seconds/);
    expect(await app.database.db.select().from(contacts)).toHaveLength(0);
    expect(await app.database.db.select().from(subscribers)).toHaveLength(0);
  });

  it("rate-limits each client with 429 and Retry-After", async () => {
    const app = await start(backend, { rateLimitMax: 3 });
    const statuses: number[] = [];
    let retryAfter: string | undefined;
    for (let i = 0; i < 5; i += 1) {
      const response = await app.inject({
        method: "POST",
        url: "/api/subscribe",
        payload: subscribe(`r${i}@example.org`),
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) retryAfter = String(response.headers["retry-after"]);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect(await app.database.db.select().from(subscribers)).toHaveLength(3);
    // Another client is not affected.
    const other = await app.inject({
      method: "POST",
      url: "/api/subscribe",
      remoteAddress: "10.1.2.3",
      payload: subscribe("other@example.org"),
    });
    expect(other.statusCode).toBe(200);
  });

  it("subscribes idempotently with double opt-in, confirmation and one-click unsubscribe", async () => {
    const capture = captureTransport();
    const { sent } = capture;
    const app = await start(backend, {}, capture);

    const first = await app.inject({
      method: "POST",
      url: "/api/subscribe",
      payload: subscribe(" Reader@Example.org "),
    });
    const second = await app.inject({
      method: "POST",
      url: "/api/subscribe",
      payload: subscribe("reader@example.org"),
    });
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    const rows = await app.database.db.select().from(subscribers);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.status).toBe("pending");

    await app.outbox.idle();
    expect(sent).toHaveLength(1);
    const { headers, text } = sent[0]!;
    expect(headers).toMatch(
      /^List-Unsubscribe: <https:\/\/www\.alphai\.test\/api\/newsletter\/unsubscribe\?token=[\w.-]+>$/m,
    );
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const confirmUrl = text.match(/https:\/\/www\.alphai\.test(\/api\/newsletter\/confirm\?token=[\w.-]+)/)?.[1];
    expect(confirmUrl).toBeTruthy();

    const tampered = await app.inject({
      method: "GET",
      url: confirmUrl!.replace(/.$/, (c) => (c === "A" ? "B" : "A")),
    });
    expect(tampered.statusCode).toBe(303);
    expect(tampered.headers.location).toBe("/newsletter/link-expired");
    for (const junk of [".extra", "x", "%20"]) {
      const padded = await app.inject({ method: "GET", url: `${confirmUrl}${junk}` });
      expect(padded.headers.location, junk).toBe("/newsletter/link-expired");
    }
    const expired = new Tokens(TEST_SECRET).sign("reader@example.org", "confirm", 60, Date.now() - 3600_000);
    const expiredResponse = await app.inject({ method: "GET", url: `/api/newsletter/confirm?token=${expired}` });
    expect(expiredResponse.headers.location).toBe("/newsletter/link-expired");
    expect((await app.database.db.select().from(subscribers))[0]?.status).toBe("pending");

    const confirm = await app.inject({ method: "GET", url: confirmUrl! });
    expect(confirm.statusCode).toBe(303);
    expect(confirm.headers.location).toBe("/newsletter/confirmed");
    expect((await app.database.db.select().from(subscribers))[0]?.status).toBe("confirmed");

    const again = await app.inject({ method: "POST", url: "/api/subscribe", payload: subscribe("reader@example.org") });
    expect(again.body).toBe(first.body);
    expect((await app.database.db.select().from(subscribers))[0]?.status).toBe("confirmed");

    const unsubscribeUrl = headers.match(/^List-Unsubscribe: <https:\/\/www\.alphai\.test([^>]+)>$/m)?.[1];
    const paddedUnsubscribe = await app.inject({ method: "POST", url: `${unsubscribeUrl!}.extra` });
    expect(paddedUnsubscribe.statusCode).toBe(400);
    expect((await app.database.db.select().from(subscribers))[0]?.status).toBe("confirmed");
    const oneClick = await app.inject({
      method: "POST",
      url: unsubscribeUrl!,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.statusCode).toBe(200);
    expect((await app.database.db.select().from(subscribers))[0]?.status).toBe("unsubscribed");
  });

  it("keeps links and form tokens signed with APP_SECRET_PREVIOUS working after a rotation", async () => {
    const NEW_SECRET = "rotated-secret-that-is-long-enough-0123456789";
    const capture = captureTransport();
    const config = await testConfig(backend);
    const app = await startAppWith(config, { mailTransport: capture.transport });
    const response = await app.inject({
      method: "POST",
      url: "/api/subscribe",
      payload: subscribe("reader@example.org"),
    });
    expect(response.statusCode).toBe(200);
    await app.outbox.idle();
    const oldConfirm = capture.sent[0]!.text.match(
      /https:\/\/www\.alphai\.test(\/api\/newsletter\/confirm\?token=[\w.-]+)/,
    )?.[1];
    expect(oldConfirm).toBeTruthy();
    const oldFormToken = formToken("contact");
    await app.close();

    // The same database, restarted with a new APP_SECRET and the old one as previous.
    const rotated = await startAppWith({ ...config, appSecret: NEW_SECRET, appSecretPrevious: [TEST_SECRET] });
    const confirmed = await rotated.inject({ method: "GET", url: oldConfirm! });
    expect(confirmed.headers.location).toBe("/newsletter/confirmed");
    expect((await rotated.database.db.select().from(subscribers))[0]?.status).toBe("confirmed");
    const enquiry = await rotated.inject({
      method: "POST",
      url: "/api/contact",
      payload: contact({ formToken: oldFormToken }),
    });
    expect(enquiry.statusCode).toBe(201);
    const forged = await rotated.inject({
      method: "POST",
      url: "/api/contact",
      payload: contact({ formToken: formToken("contact", 60_000, "unknown-secret-that-is-long-enough-01234567") }),
    });
    expect(forged.statusCode).toBe(400);
  });

  it("never lets a submitted value forge a mail header", async () => {
    const capture = captureTransport();
    const { sent } = capture;
    const app = await start(backend, {}, capture);
    // A line separator in a single-line field (it reaches the subject) is refused outright.
    const separator = await app.inject({
      method: "POST",
      url: "/api/contact",
      payload: contact({ company: "Acme\u2028Bcc: victim@example.org" }),
    });
    expect(separator.statusCode).toBe(400);
    expect(separator.json().fields.company).toBeDefined();
    // Line breaks belong in a message; they stay in the mail's body.
    const response = await app.inject({
      method: "POST",
      url: "/api/contact",
      payload: contact({ message: "Hello\r\nBcc: victim@example.org\r\n\r\nInjected body" }),
    });
    expect(response.statusCode).toBe(201);
    await app.outbox.idle();
    // The team's notification and the sender's acknowledgement; neither carries the message.
    expect(sent).toHaveLength(2);
    for (const { headers, text } of sent) {
      expect(headers).not.toMatch(/^Bcc:/im);
      expect(headers).not.toMatch(/^Reply-To:/im);
      expect(text).not.toContain("Injected body");
    }
    const { headers } = sent[0]!;
    expect(headers).not.toMatch(/^Bcc:/im);
    // Nothing the visitor typed reaches the team's notification at all since decision 026: no Reply-To, no message.
    expect(headers).not.toMatch(/^Reply-To:/im);
    expect(sent[0]!.text).not.toContain("Injected body");
  });

  it("retries a failed send later from the outbox", async () => {
    const app = await start(backend, {}, captureTransport(true));
    const response = await app.inject({ method: "POST", url: "/api/contact", payload: contact() });
    expect(response.statusCode).toBe(201);
    await app.outbox.idle();
    let [mail] = await app.database.db.select().from(outbox).orderBy(outbox.id);
    expect(mail).toMatchObject({ status: "pending", attempts: 1, lastError: "SMTP server unavailable" });
    expect(mail!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    await app.database.db.update(outbox).set({ nextAttemptAt: new Date(Date.now() - 1000) });
    app.outbox.kick();
    await app.outbox.idle();
    [mail] = await app.database.db.select().from(outbox).orderBy(outbox.id);
    expect(mail).toMatchObject({ status: "sent", attempts: 2 });
  });
});

describe("several instances on one PostgreSQL", () => {
  it("share the rate limit", async () => {
    const config = await testConfig("postgres", { rateLimitMax: 4 });
    const [a, b] = await Promise.all([startAppWith(config), startAppWith({ ...config, dataDir: config.dataDir })]);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const app = i % 2 ? b! : a!;
      const response = await app.inject({
        method: "POST",
        url: "/api/subscribe",
        payload: subscribe(`m${i}@example.org`),
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
  });
});

/** A build with the German contact page (its form, cut down) and the German notice page the API's own pages are drawn in. */
async function germanBuild(backend: Backend) {
  const config = await testConfig(backend, { rateLimitMax: 1000 });
  const page = (title: string, main: string) =>
    `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>${title} | Alphai</title></head><body><main id="main">${main}</main></body></html>`;
  const files = {
    "de/contactus/index.html": page(
      "Kontakt",
      `<form class="contact-form" method="post" action="/api/contact"><h2>Erzählen Sie uns von Ihrem Projekt</h2><input type="hidden" name="locale" value="de">
<div class="field"><label for="contact-email">Geschäftliche E-Mail-Adresse *</label><input id="contact-email" name="email" type="email"></div>
<div class="field"><label for="contact-message">Nachricht *</label><textarea id="contact-message" name="message"></textarea></div></form>`,
    ),
    "de/contactus/thank-you/index.html": page("Vielen Dank", "<h1>Vielen Dank</h1>"),
  };
  for (const [file, html] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(config.buildDir, file)), { recursive: true });
    writeFileSync(path.join(config.buildDir, file), html);
  }
  writeSiteManifest(
    config.buildDir,
    { "index.html": [], "404/index.html": [], ...Object.fromEntries(Object.keys(files).map((file) => [file, []])) },
    [],
    config,
  );
  return startAppWith(config);
}

describe.each(BACKENDS)("German lead forms on %s", (backend) => {
  const FORM = { "content-type": "application/x-www-form-urlencoded", accept: "text/html" };

  it("answers a German page's contact form in German: field messages, success, the thank-you page, the stored language", async () => {
    const app = await start(backend, { rateLimitMax: 1000 });
    const refused = await app.inject({
      method: "POST",
      url: "/api/contact",
      payload: contact({ locale: "de", email: "keine-adresse", message: "Kurz" }),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: "Bitte korrigieren Sie die markierten Felder.",
      fields: {
        email: "Geben Sie eine gültige E-Mail-Adresse ein, etwa name@firma.de.",
        message: "Bitte schreiben Sie uns etwas mehr: mindestens 10 Zeichen.",
      },
    });
    const spam = await app.inject({
      method: "POST",
      url: "/api/contact",
      payload: contact({ locale: "de", website: "x" }),
    });
    expect(spam.json().error).toMatch(/^Ihre Eingabe wurde als automatisiert abgelehnt/);
    const young = await app.inject({
      method: "POST",
      url: "/api/contact",
      payload: contact({ locale: "de", formToken: formToken("contact", 0) }),
    });
    expect(young.json().fields.formToken).toMatch(/^Das ging schneller, als ein Mensch tippen kann/);

    const sent = await app.inject({ method: "POST", url: "/api/contact", payload: contact({ locale: "de" }) });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().message).toBe("Vielen Dank: Wir antworten innerhalb eines Werktags.");
    const [row] = await app.database.db.select().from(contacts).where(eq(contacts.id, sent.json().id));
    expect(row?.locale).toBe("de");
    // The team's notification stays English, and says to answer in German; the sender's acknowledgement is German.
    const [notification, acknowledgement] = await app.database.db.select().from(outbox).orderBy(outbox.id);
    expect(notification!.subject).toBe(`New enquiry #${row!.id}`);
    expect(notification!.text).toMatch(/\n\nThe person used the German site: answer in German\.$/);
    expect(acknowledgement).toMatchObject({
      kind: "contact-acknowledgement",
      subject: "Ihre Anfrage bei Alphai ist eingegangen",
    });
    expect(acknowledgement!.text).toMatch(/^Guten Tag,\n\nvielen Dank für Ihre Anfrage\./);

    const plain = await app.inject({
      method: "POST",
      url: "/api/contact",
      headers: FORM,
      payload: new URLSearchParams({
        name: "Jonas Becker",
        email: "jonas@example.de",
        message: "Bitte rufen Sie mich wegen eines Onlineshops an.",
        consent: "on",
        locale: "de",
        formToken: formToken("contact"),
      }).toString(),
    });
    expect(plain.statusCode).toBe(303);
    expect(plain.headers.location).toBe("/de/contactus/thank-you");

    // An English post is stored as English, and its notification says nothing more.
    const english = await app.inject({ method: "POST", url: "/api/contact", payload: contact() });
    const [englishRow] = await app.database.db.select().from(contacts).where(eq(contacts.id, english.json().id));
    expect(englishRow?.locale).toBe("en");
  });

  it("without the field, takes the language from the page the post came from; an unknown language is a 400, never a 5xx", async () => {
    const app = await start(backend, { rateLimitMax: 1000 });
    const fromGermanPage = await app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { referer: "http://localhost/de/contactus" },
      payload: contact({ email: "nope" }),
    });
    expect(fromGermanPage.json().error).toBe("Bitte korrigieren Sie die markierten Felder.");
    // Another site's page says nothing about the language.
    const fromElsewhere = await app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { referer: "https://elsewhere.example/de/contactus" },
      payload: contact({ email: "nope" }),
    });
    expect(fromElsewhere.json().error).toBe("Please correct the highlighted fields.");

    for (const locale of ["fr", "DE", "", 42, null, ["de", "en"], { de: true }]) {
      const response = await app.inject({ method: "POST", url: "/api/contact", payload: contact({ locale }) });
      expect(response.statusCode, JSON.stringify(locale)).toBe(400);
      expect(response.json().fields).toEqual({ form: "Unexpected field: locale." });
    }
    const repeated = await app.inject({
      method: "POST",
      url: "/api/subscribe",
      headers: FORM,
      payload: `email=a%40b.de&locale=de&locale=de&formToken=${formToken("subscribe")}`,
    });
    expect(repeated.statusCode).toBe(400);
    expect(await app.database.db.select().from(contacts)).toHaveLength(0);
    expect(await app.database.db.select().from(subscribers)).toHaveLength(0);
  });

  it("answers a refused plain post from a German page with the German built page, its entries kept and German messages", async () => {
    const app = await germanBuild(backend);
    // No Referer (a browser may send none): the form's own page in the form's language.
    const response = await app.inject({
      method: "POST",
      url: "/api/contact",
      headers: FORM,
      payload: new URLSearchParams({ email: "keine-adresse", message: "Hallo", locale: "de" }).toString(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('<html lang="de">');
    expect(response.body).toContain("<title>Fehler: Kontakt | Alphai</title>");
    expect(response.body).toContain("Bitte korrigieren Sie die markierten Felder.");
    expect(response.body).toContain("Geben Sie eine gültige E-Mail-Adresse ein, etwa name@firma.de.");
    expect(response.body).toContain('value="keine-adresse"');

    // The check-and-send step (no form token without JavaScript) in the German notice page's layout.
    const first = await app.inject({
      method: "POST",
      url: "/api/contact",
      headers: FORM,
      payload: new URLSearchParams({
        name: "Jonas Becker",
        email: "jonas@example.de",
        message: "Bitte rufen Sie mich wegen eines Onlineshops an.",
        consent: "on",
        locale: "de",
      }).toString(),
    });
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('<html lang="de">');
    expect(first.body).toContain("Nachricht prüfen und senden | Alphai");
    expect(first.body).toContain('<a href="/de/privacy-policy">Datenschutzerklärung</a>');
  });

  it("sends a German subscriber a German confirmation whose links end on the German pages", async () => {
    const app = await start(backend, { rateLimitMax: 1000 });
    const sent = await app.inject({
      method: "POST",
      url: "/api/subscribe",
      payload: { ...subscribe("leser@example.de"), locale: "de" },
    });
    expect(sent.json()).toEqual({
      ok: true,
      message:
        "Bitte sehen Sie in Ihrem Postfach nach: Wir haben Ihnen einen Link zur Bestätigung Ihres Abonnements geschickt.",
    });
    const [subscriber] = await app.database.db.select().from(subscribers);
    expect(subscriber).toMatchObject({ email: "leser@example.de", locale: "de", status: "pending" });
    const [mail] = await app.database.db.select().from(outbox);
    expect(mail!.subject).toBe("Bitte bestätigen Sie Ihr Abonnement der monatlichen E-Mail von Alphai");
    expect(mail!.text).toMatch(/^Guten Tag,\n\nbitte bestätigen Sie/);
    const confirmUrl = /https:\/\/www\.alphai\.test(\/api\/newsletter\/confirm\?token=[\w.-]+&locale=de)\n/.exec(
      mail!.text,
    )?.[1];
    expect(confirmUrl).toBeTruthy();
    const unsubscribeUrl = /^<https:\/\/www\.alphai\.test([^>]+)>$/.exec(mail!.headers["List-Unsubscribe"]!)?.[1];
    expect(unsubscribeUrl).toMatch(/^\/api\/newsletter\/unsubscribe\?token=[\w.-]+&locale=de$/);
    expect(mail!.text).toContain(`Abmelden: https://www.alphai.test${unsubscribeUrl}`);

    const broken = await app.inject({ method: "GET", url: confirmUrl!.replace("token=", "token=x") });
    expect(broken.headers.location).toBe("/de/newsletter/link-expired");
    const confirmed = await app.inject({ method: "GET", url: confirmUrl! });
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toBe("/de/newsletter/confirmed");
    expect((await app.database.db.select().from(subscribers))[0]?.status).toBe("confirmed");
    const oneClick = await app.inject({
      method: "POST",
      url: unsubscribeUrl!,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.json()).toEqual({ ok: true, message: "Sie sind abgemeldet." });
    const unsubscribed = await app.inject({ method: "GET", url: unsubscribeUrl! });
    expect(unsubscribed.headers.location).toBe("/de/newsletter/unsubscribed");
    // Any other value of the parameter is English.
    const other = await app.inject({ method: "GET", url: unsubscribeUrl!.replace("locale=de", "locale=xx") });
    expect(other.headers.location).toBe("/newsletter/unsubscribed");

    const plain = await app.inject({
      method: "POST",
      url: "/api/subscribe",
      headers: FORM,
      payload: new URLSearchParams({
        email: "zweite@example.de",
        locale: "de",
        formToken: formToken("subscribe"),
      }).toString(),
    });
    expect(plain.statusCode).toBe(303);
    expect(plain.headers.location).toBe("/de/newsletter/check-inbox");
  });
});
