/**
 * Hostile characters (the text rules, decision 022): every text field refuses control
 * characters, unpaired surrogates and, on one line, separators and bidi
 * overrides; and one bad entry in a group commit never fails the others.
 */
import { describe, expect, it } from "vitest";
import type { ContactInput } from "../../app/shared/lead-forms";
import type { Vital } from "../../app/shared/vitals-schema";
import { contacts, outbox, webVitals } from "../db/schema";
import { startApp } from "../testing/app";
import { BACKENDS, formToken, type Backend } from "../testing/support";
import { contactWriter } from "./leads";
import { vitalsWriter } from "./vitals";

const start = (backend: Backend) => startApp(backend, { rateLimitMax: 10_000, vitalsRateLimitMax: 10_000 });

const contact = (overrides: Record<string, unknown> = {}) => ({
  name: "Mariam Khan",
  email: "mariam@example.org",
  company: "Clinic Group",
  phone: "+49 30 1234567",
  message: "We need an appointment app for our clinics.\nTwo sites, one team.",
  consent: true,
  formToken: formToken("contact"),
  ...overrides,
});
const vital = (overrides: Record<string, unknown> = {}) => ({
  name: "LCP",
  value: 1200,
  rating: "good",
  id: "v5-1700000000000-1",
  path: "/",
  ...overrides,
});

/** Characters refused everywhere, and those refused only on a single line. */
const EVERYWHERE = {
  nul: "\u0000",
  escape: "\u001b",
  del: "\u007f",
  nel: "\u0085",
  csi: "\u009b",
  "lone surrogate": "\ud800",
  "lone low surrogate": "\udc00",
  "replacement character (bytes that were not UTF-8)": "\ufffd",
};
const SINGLE_LINE_ONLY = {
  tab: "\t",
  "line feed": "\n",
  "line separator": "\u2028",
  "paragraph separator": "\u2029",
  "right-to-left override": "\u202e",
  "left-to-right embedding": "\u202a",
  "first strong isolate": "\u2068",
  "pop directional isolate": "\u2069",
};

describe.each(BACKENDS)("hostile characters on %s", (backend) => {
  it("refuses them in every text field with the field's message, and stores nothing", async () => {
    const app = await start(backend);
    const cases: [string, Record<string, unknown>, string][] = [];
    for (const [label, char] of Object.entries({ ...EVERYWHERE, ...SINGLE_LINE_ONLY })) {
      cases.push([`name with ${label}`, contact({ name: `Evil ${char}gnp.exe` }), "name"]);
      cases.push([`company with ${label}`, contact({ company: `Acme${char}Corp` }), "company"]);
      cases.push([`phone with ${label}`, contact({ phone: `+49 30${char}1234567` }), "phone"]);
    }
    for (const [label, char] of Object.entries(EVERYWHERE)) {
      cases.push([`message with ${label}`, contact({ message: `Hello, we need help${char} with an app.` }), "message"]);
    }
    for (const [label, body, field] of cases) {
      const response = await app.inject({ method: "POST", url: "/api/contact", payload: body });
      expect(response.statusCode, label).toBe(400);
      expect(response.json().fields?.[field], label).toEqual(expect.any(String));
    }
    for (const [label, char] of Object.entries({ ...EVERYWHERE, ...SINGLE_LINE_ONLY })) {
      for (const field of ["id", "path"]) {
        const value = field === "path" ? `/about${char}` : `v5-1${char}2`;
        const response = await app.inject({ method: "POST", url: "/api/vitals", payload: vital({ [field]: value }) });
        expect(response.statusCode, `${field} with ${label}`).toBe(400);
        expect(response.json().fields?.[field], `${field} with ${label}`).toEqual(expect.any(String));
      }
    }
    expect(await app.database.db.select().from(contacts)).toHaveLength(0);
    expect(await app.database.db.select().from(outbox)).toHaveLength(0);
    expect(await app.database.db.select().from(webVitals)).toHaveLength(0);
  });

  it("keeps line breaks and tabs in a message, and any language's letters and emoji in a name", async () => {
    const app = await start(backend);
    const body = contact({ name: "Zoë Ångström-عبدالله 李 😀", message: "Line one\r\nLine two\n\tindented" });
    const response = await app.inject({ method: "POST", url: "/api/contact", payload: body });
    expect(response.statusCode).toBe(201);
    const [row] = await app.database.db.select().from(contacts);
    expect(row).toMatchObject({ name: body.name, message: body.message });
  });

  it("acknowledges and stores once every valid submission sent together with poisoned ones", async () => {
    const app = await start(backend);
    const requests = Array.from({ length: 32 }, (_, index) => {
      const poisoned = index % 8 === 3;
      const message = poisoned ? `NUL byte \u0000 number ${index}` : `Valid enquiry number ${index}, please call.`;
      return {
        poisoned,
        message,
        response: app.inject({
          method: "POST",
          url: "/api/contact",
          payload: contact({ email: `client${index}@example.org`, message }),
        }),
      };
    });
    const vitalRequests = Array.from({ length: 32 }, (_, index) => {
      const poisoned = index % 8 === 5;
      return {
        poisoned,
        response: app.inject({
          method: "POST",
          url: "/api/vitals",
          payload: vital({ id: poisoned ? `v5-\u0000-${index}` : `v5-ok-${index}` }),
        }),
      };
    });
    for (const request of requests) expect((await request.response).statusCode).toBe(request.poisoned ? 400 : 201);
    for (const request of vitalRequests) expect((await request.response).statusCode).toBe(request.poisoned ? 400 : 204);
    const stored = await app.database.db.select().from(contacts);
    expect(stored.map((row) => row.message).sort()).toEqual(
      requests
        .filter((request) => !request.poisoned)
        .map((request) => request.message)
        .sort(),
    );
    expect(await app.database.db.select().from(webVitals)).toHaveLength(28);
  });

  it("when a bad entry reaches the database inside a group commit, only that entry fails", async () => {
    const app = await start(backend);
    const db = app.database.db;
    // Past validation on purpose: what the database itself refuses (U+0000 in text) must fail its own entry only.
    const save = contactWriter(
      db,
      {
        contactTo: "hello@alphai.test",
        siteUrl: "https://www.alphai.test",
        confirmationMailsPerHour: 100,
        confirmationMailsPerDomainPerHour: 100,
      },
      app.log,
    );
    const inputs = Array.from({ length: 24 }, (_, index): ContactInput & { poisoned: boolean } => ({
      poisoned: index % 6 === 2,
      name: `Client ${index}`,
      email: `client${index}@example.org`,
      message: index % 6 === 2 ? `poison \u0000 ${index}` : `honest enquiry ${index}`,
      consent: true,
    }));
    const outcomes = await Promise.allSettled(inputs.map(({ poisoned: _poisoned, ...input }) => save.run(input)));
    expect(outcomes.map((outcome) => outcome.status)).toEqual(
      inputs.map((input) => (input.poisoned ? "rejected" : "fulfilled")),
    );
    const rows = await db.select().from(contacts);
    expect(rows.map((row) => row.message).sort()).toEqual(
      inputs
        .filter((input) => !input.poisoned)
        .map((input) => input.message)
        .sort(),
    );
    const ids = outcomes.flatMap((outcome) => (outcome.status === "fulfilled" ? [outcome.value] : []));
    expect(new Set(ids).size).toBe(20);
    expect(rows.map((row) => row.id).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    // One notification and one acknowledgement per stored lead, none for the refused ones.
    const mails = await db.select().from(outbox);
    expect(mails.filter((mail) => mail.kind === "contact-notification")).toHaveLength(20);
    expect(mails.filter((mail) => mail.kind === "contact-acknowledgement")).toHaveLength(20);
    expect(mails).toHaveLength(40);

    const saveVitals = vitalsWriter(db);
    const reports: { poisoned: boolean; vitals: Vital[] }[] = Array.from({ length: 12 }, (_, index) => ({
      poisoned: index === 7,
      vitals: [{ name: "CLS", value: 0.01, rating: "good", id: index === 7 ? "v5-\u0000" : `v5-${index}`, path: "/" }],
    }));
    const vitalOutcomes = await Promise.allSettled(reports.map((report) => saveVitals.run(report.vitals)));
    expect(vitalOutcomes.map((outcome) => outcome.status)).toEqual(
      reports.map((report) => (report.poisoned ? "rejected" : "fulfilled")),
    );
    expect(await db.select().from(webVitals)).toHaveLength(11);
  });
});
