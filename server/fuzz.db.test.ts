/**
 * Fuzz suite (docs/testing.md, "The fuzz suite"): about a thousand hostile requests, generated
 * by fast-check from a fixed seed plus a corpus of named wire-level cases, sent
 * over raw TCP to a real listening server on each database. It asserts:
 *
 * - no 5xx, and an answer to every request (unless the case may be dropped);
 * - no stack trace, file path, SQL, database or framework error code or name
 *   in any response body or header (text the request itself sent is ignored);
 * - nothing outside the build is served (a canary file next to it, dotfiles);
 * - the database holds exactly the acknowledged submissions, as they were sent
 *   (trimmed; e-mails lower-cased), and no control characters;
 * - no request that must be refused (e.g. a Content-Encoding the body does not
 *   have) is acknowledged;
 * - job applications (multipart: broken boundaries, bodies cut off, parts
 *   without Content-Disposition, two files, hostile file names, header floods,
 *   unknown, repeated and huge fields, declared types that lie, JSON and form
 *   bodies) are stored exactly when acknowledged, fields as sent and the CV byte
 *   for byte, each with its two mails; no withdraw token that is forged, expired,
 *   of another purpose or wrapped in an array or object erases anything.
 *
 * FUZZ_SEED and FUZZ_RUNS override the seed and the number of generated cases;
 * FUZZ_VERBOSE=1 prints the status codes per generator, 2 every exchange.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import fc from "fast-check";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { pathOf as pagePath } from "../content/registry";
import { createHash } from "node:crypto";
import { withScheme } from "../app/shared/application-form";
import { applicationColumns } from "./db/application-columns";
import { applications, contacts, outbox, subscribers, webVitals } from "./db/schema";
import {
  CANARY_FILE,
  fixedCases,
  FORM_TOKEN_PATH,
  fuzzCase,
  parseForm,
  type AntiSpam,
  type ApplicationEffective,
  type FuzzCase,
  type SubmissionKind,
} from "./testing/fuzz-cases";
import { listen, startAppWith } from "./testing/app";
import { BACKENDS, tempDir, testConfig, writeSiteManifest, type Backend } from "./testing/support";
import { exchange, serialize, type Exchange, type WireRequest, type WireResponse } from "./testing/wire";

const SEED = Number(process.env.FUZZ_SEED ?? 20_251_111);
const GENERATED = Number(process.env.FUZZ_RUNS ?? 800);
const CONCURRENCY = 4;
/** Generous: only a request whose framing promises more bytes waits this long, and those half-close (wire.ts). */
const TIMEOUT_MS = 15_000;

// ------------------------------------------------------------------ server

/** A small build: pages, a hashed asset, a dotfile, and a canary file next to the build dir that must never be served. */
function makeFuzzBuildDir(canary: string): string {
  const root = tempDir("fuzz");
  const build = path.join(root, "client");
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(build, file)), { recursive: true });
    writeFileSync(path.join(build, file), text);
  };
  write("index.html", "<!doctype html><title>Home</title><h1>Home</h1>");
  write("404/index.html", "<!doctype html><title>Not found</title><h1>Oops! Page not found</h1>");
  write("services/index.html", "<!doctype html><title>Services</title><h1>Services</h1><script>var x = 1;</script>");
  write("robots.txt", "User-agent: *\nAllow: /\n");
  write("assets/app.3f2a1c.js", "console.log('app');\n");
  write(".env", `SECRET=${canary}\n`);
  writeSiteManifest(build, { "index.html": [], "404/index.html": [], "services/index.html": ["var x = 1;"] });
  writeFileSync(path.join(root, CANARY_FILE), canary);
  return build;
}

/**
 * The server's own error lines (level 50 and above), as the log would have them: what a 5xx's failure report shows,
 * so a rare one can be understood from the run that met it.
 */
const serverErrors: string[] = [];
const errorLines = {
  write(line: string) {
    if (/"level":(?:5\d|60)\b/.test(line)) serverErrors.push(line.trim());
  },
};

async function startServer(backend: Backend, canary: string): Promise<{ app: FastifyInstance; port: number }> {
  const config = await testConfig(backend, {
    buildDir: makeFuzzBuildDir(canary),
    // High enough that the fuzz reaches the handlers; a 429 still counts as a proper answer.
    rateLimitMax: 1_000_000,
    vitalsRateLimitMax: 1_000_000,
    // The confirmation-mail caps have their own tests (subscribe-cap.test.ts); here every subscriber gets its mail.
    confirmationMailsPerHour: 1_000_000,
    confirmationMailsPerDomainPerHour: 1_000_000,
    // Every CV sent comes from 127.0.0.1: the hourly allowance has its own test (applications.db.test.ts).
    applicationUploadBytesPerHour: 1_000_000_000,
    // Likewise the uploads one client may have under way, and the hourly cap on new applications (applications-hardening.db.test.ts).
    applicationUploadsPerClient: 1000,
    applicationsPerHour: 1_000_000,
  });
  serverErrors.length = 0;
  const app = await startAppWith(config, { logStream: errorLines });
  return { app, port: await listen(app) };
}

/**
 * The anti-spam fields of a valid submission. With GET /api/form-token
 * (decision 012) a valid form carries a token aged past the minimum fill time;
 * on a server without it, a `startedAt` a minute ago.
 */
async function antiSpamFields(port: number): Promise<AntiSpam> {
  const token = async (form: string) => {
    const { responses } = await exchange(port, {
      method: "GET",
      target: `${FORM_TOKEN_PATH}?form=${form}`,
      headers: [["Accept", "application/json"]],
    });
    const response = responses[0];
    if (response?.status !== 200) return undefined;
    const body = JSON.parse(response.body.toString("utf8")) as { token?: unknown; minAgeMs?: unknown };
    return typeof body.token === "string" ? { token: body.token, minAgeMs: Number(body.minAgeMs ?? 0) } : undefined;
  };
  const [contact, subscribe, application] = [
    await token("contact"),
    await token("subscribe"),
    await token("application"),
  ];
  if (contact && subscribe && application) {
    // Time passing is what is waited for: the server takes a form token only once it is minAgeMs old.
    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(contact.minAgeMs, subscribe.minAgeMs, application.minAgeMs) + 200),
    );
    return {
      contact: { formToken: contact.token },
      subscribe: { formToken: subscribe.token },
      application: { formToken: application.token },
    };
  }
  const startedAt = Date.now() - 60_000;
  return { contact: { startedAt }, subscribe: { startedAt }, application: { startedAt } };
}

// ------------------------------------------------------------------ checks

interface Sent {
  readonly n: number;
  readonly fuzz: FuzzCase;
  readonly result: Exchange;
  /** When it was sent and answered (ms), to name the requests in flight at the same time. */
  readonly start: number;
  readonly end: number;
}

interface Failure {
  readonly problem: string;
  readonly family: string;
  readonly sent?: Sent;
  readonly detail?: string;
}

/**
 * What must never appear in an answer. A match that the request itself
 * contained (an echoed Referer path, an unknown key named in a message) is
 * not a leak.
 */
const LEAKS: readonly (readonly [name: string, pattern: RegExp])[] = [
  ["stack trace", /\n\s+at \S|\bat (?:async )?[\w$.<>[\] ]*\((?:file:|node:|\/)/],
  ["file path", /(?<![\w/])\/(?:work|root|home|tmp|usr|opt|srv|var|etc|proc)\/[\w.-]/],
  ["file path", /node_modules|file:\/\/|\b[\w-]+\.(?:ts|tsx|js|mjs|cjs):\d+/],
  [
    "SQL",
    /\b(?:select\b[^]{0,200}?\bfrom|insert\s+into|update\s+"?\w+"?\s+set|delete\s+from|returning\s+"|on\s+conflict|values\s*\(\$\d)/i,
  ],
  [
    "database error",
    /syntax error at or near|violates \w+(?:-\w+)? constraint|duplicate key value|invalid byte sequence|invalid input syntax|unsupported Unicode escape|relation "\w+"|Failed query|SQLSTATE|\bpg_\w+|\bdrizzle/i,
  ],
  ["database name", /pglite|\bpostgres(?:ql)?\b/i],
  ["framework error code", /FST_\w+|\bERR_[A-Z_]{3,}\b|"code"\s*:\s*"?[\w.-]*/],
  ["framework name", /fastify|ZodError|secure-json-parse|find-my-way|avvio|light-my-request/i],
  ["system file", /root:x:0:0|\[extensions\]|PATH=\//],
];

const header = (response: WireResponse, name: string) =>
  response.headers.find(([key]) => key.toLowerCase() === name)?.[1];

/** The request as text, several ways, to recognise an echo. */
function requestText(request: WireRequest): string {
  const bytes = serialize(request, "127.0.0.1");
  let decoded = "";
  try {
    decoded = decodeURIComponent(request.target);
  } catch {
    // not decodable: the raw forms below suffice
  }
  return `${bytes.toString("latin1")}\n${bytes.toString("utf8")}\n${decoded}`.toLowerCase();
}

/** The path a request-target routes to (origin of an absolute-form target and query removed). */
const pathOf = (target: string) => target.replace(/^https?:\/\/[^/]*/i, "").replace(/[?#].*$/s, "");

interface Acknowledgement {
  readonly kind: SubmissionKind;
  /** The contact id of a JSON answer. */
  readonly id?: number;
}

function acknowledgement(request: WireRequest, response: WireResponse): Acknowledgement | undefined {
  const location = header(response, "location");
  let json: { ok?: unknown; id?: unknown } | undefined;
  try {
    json = JSON.parse(response.body.toString("utf8")) as typeof json;
  } catch {
    json = undefined;
  }
  const path = pathOf(request.target);
  if (response.status === 201 && path === "/api/applications")
    return { kind: "application", id: typeof json?.id === "number" ? json.id : undefined };
  if (response.status === 303 && location === pagePath("application-sent")) return { kind: "application" };
  // A withdrawal is refused with 400; 200 (JSON) or 303 to the withdrawn page (a form) means it was done.
  if (path === "/api/applications/withdraw" && request.method === "POST") {
    if (response.status === 200 || (response.status === 303 && location === pagePath("application-withdrawn")))
      return { kind: "withdrawal" };
  }
  if (response.status === 201) return { kind: "contact", id: typeof json?.id === "number" ? json.id : undefined };
  if (response.status === 303 && location === "/contactus/thank-you") return { kind: "contact" };
  if (response.status === 303 && location === "/newsletter/check-inbox") return { kind: "subscribe" };
  if (response.status === 200 && pathOf(request.target) === "/api/subscribe" && json?.ok === true)
    return { kind: "subscribe" };
  if (response.status === 204) return { kind: "vitals" };
  return undefined;
}

/** The checks on one exchange; acknowledged submissions go to `acks`. */
function checkExchange(sent: Sent, canary: string, acks: (Acknowledgement & { sent: Sent })[]): Failure[] {
  const { fuzz, result } = sent;
  const failures: Failure[] = [];
  const fail = (problem: string, detail?: string) => failures.push({ problem, family: fuzz.family, sent, detail });
  if (!result.responses.length && !fuzz.mayDrop) fail(`no answer (${result.error ?? "connection closed"})`);
  const echo = requestText(fuzz.request);
  result.responses.forEach((response, index) => {
    if (response.status >= 500) fail(`${response.status} answer`);
    const texts = [
      response.headers.map(([name, value]) => `${name}: ${value}`).join("\n"),
      response.body.toString("utf8"),
    ];
    for (const [name, pattern] of LEAKS) {
      const match = texts.map((text) => pattern.exec(text)?.[0]).find((found) => found !== undefined);
      if (match !== undefined && !echo.includes(match.toLowerCase()))
        fail(`leak: ${name}`, `matched ${JSON.stringify(match)}`);
    }
    if (texts.some((text) => text.includes(canary))) fail("served a file outside the build or a dotfile");
    if (
      /text\/html/i.test(header(response, "content-type") ?? "") &&
      /href="\s*(?:\/\/|[a-z][\w+.-]*:|\/\\)/i.test(texts[1]!)
    ) {
      fail("an HTML answer links off the site", /href="[^"]*"/i.exec(texts[1]!)?.[0]);
    }
    if (index > 0) return; // a second response answers bytes smuggled after the first request
    const ack = acknowledgement(fuzz.request, response);
    if (!ack) return;
    acks.push({ ...ack, sent });
    if (fuzz.mustRefuse) fail("acknowledged a request that must be refused", fuzz.mustRefuse);
    else if (fuzz.submission?.kind !== ack.kind)
      fail(`acknowledged as a ${ack.kind} submission, which the suite did not send as one`);
    else if (fuzz.submission.effective === undefined) {
      fail(
        ack.kind === "withdrawal"
          ? "accepted a withdraw token that is not valid"
          : "acknowledged a body whose declared type or charset does not say what it means (it should be refused)",
      );
    }
  });
  return failures;
}

// ---------------------------------------------------------------- database

/** Single-line fields keep no control character at all. */
// eslint-disable-next-line no-control-regex
const LINE_CONTROL = /[\u0000-\u001f\u007f]/;
/** Nor C1 controls, line and paragraph separators or bidirectional marks (the text rules of single-line fields). */
const LINE_MARKS = /[\u0080-\u009f\u2028-\u202e\u2066-\u2069]/;
/** Tab, line feed and carriage return are the only control characters a message may keep. */
// eslint-disable-next-line no-control-regex
const MESSAGE_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

const text = (value: unknown) =>
  typeof value === "string" ? value : value === undefined || value === null ? "" : String(value);
const optional = (value: unknown) => (typeof value === "string" && value.trim() !== "" ? value.trim() : null);
/** A link as the server stores it: https:// where it names no scheme, normalised by the WHATWG URL parser (decision 022). */
const normalisedLink = (value: unknown) => {
  const kept = optional(value);
  return kept === null ? null : new URL(withScheme(kept)).href;
};
const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** The row a contact submission must become: trimmed text, lower-case e-mail, blank optional fields as null. */
function expectedContact(effective: unknown) {
  const input = record(effective);
  return {
    name: text(input.name).trim(),
    email: text(input.email).trim().toLowerCase(),
    company: optional(input.company),
    phone: optional(input.phone),
    service: optional(input.service),
    budget: optional(input.budget),
    message: text(input.message).trim(),
  };
}

const vitalKey = (vital: {
  name: unknown;
  value: unknown;
  rating: unknown;
  id: unknown;
  navigationType?: unknown;
  path: unknown;
}) => JSON.stringify([vital.name, vital.value, vital.rating, vital.id, vital.navigationType ?? null, vital.path]);

const traceVital = (metricId: string, byN: ReadonlyMap<number, Sent>) => {
  const match = /^fz\.(\d+)\.|fuzz#(\d+)/.exec(metricId);
  return match ? byN.get(Number(match[1] ?? match[2])) : undefined;
};

const markerOf = (...values: (string | null)[]) => {
  for (const value of values) {
    const match = /fuzz#(\d+)\]?|fuzz\.(\d+)[@+.]/i.exec(value ?? "");
    if (match) return Number(match[1] ?? match[2]);
  }
  return undefined;
};

async function checkDatabase(
  app: FastifyInstance,
  acks: readonly (Acknowledgement & { sent: Sent })[],
  byN: ReadonlyMap<number, Sent>,
): Promise<{ failures: Failure[]; counts: Record<string, number> }> {
  const { db } = app.database;
  const failures: Failure[] = [];
  const fail = (problem: string, sent: Sent | undefined, detail?: string) =>
    failures.push({ problem, family: sent?.fuzz.family ?? "database", sent, detail });

  // Contacts: one row per acknowledged enquiry, with what was sent.
  const contactRows = await db.select().from(contacts);
  const contactAcks = acks.filter((ack) => ack.kind === "contact");
  const rowsByMarker = new Map<number, (typeof contactRows)[number][]>();
  for (const row of contactRows) {
    const n = markerOf(row.message, row.email, row.name);
    if (n === undefined) {
      fail("stored a contact no request can be traced to", undefined, JSON.stringify(row).slice(0, 300));
      continue;
    }
    rowsByMarker.set(n, [...(rowsByMarker.get(n) ?? []), row]);
    if (!contactAcks.some((ack) => ack.sent.n === n))
      fail("stored a contact that was not acknowledged", byN.get(n), `row id ${row.id}`);
    for (const field of ["name", "email", "company", "phone", "service", "budget"] as const) {
      if (LINE_CONTROL.test(row[field] ?? ""))
        fail("stored a control character", byN.get(n), `contacts.${field} = ${JSON.stringify(row[field])}`);
    }
    if (MESSAGE_CONTROL.test(row.message))
      fail("stored a control character", byN.get(n), `contacts.message = ${JSON.stringify(row.message).slice(0, 200)}`);
  }
  for (const ack of contactAcks) {
    const rows =
      ack.id !== undefined ? contactRows.filter((row) => row.id === ack.id) : (rowsByMarker.get(ack.sent.n) ?? []);
    if (rows.length !== 1) {
      fail(
        rows.length ? "stored one acknowledged contact several times" : "acknowledged a contact that was not stored",
        ack.sent,
        `id ${ack.id ?? "-"}, rows ${rows.length}`,
      );
      continue;
    }
    if (ack.sent.fuzz.submission?.effective === undefined) continue; // reported when acknowledged
    const expected = expectedContact(ack.sent.fuzz.submission.effective);
    const row = rows[0]!;
    const differences = Object.entries(expected).filter(
      ([field, value]) => row[field as keyof typeof expected] !== value,
    );
    if (differences.length) {
      fail(
        "stored differs from what was sent",
        ack.sent,
        differences
          .map(
            ([field, value]) =>
              `${field}: sent ${JSON.stringify(value).slice(0, 120)}, stored ${JSON.stringify(row[field as keyof typeof expected]).slice(0, 120)}`,
          )
          .join("; "),
      );
    }
  }

  // Subscribers: exactly the acknowledged addresses.
  const subscriberRows = await db.select().from(subscribers);
  const expectedEmails = new Map<string, Sent>();
  for (const ack of acks.filter((item) => item.kind === "subscribe")) {
    const effective = ack.sent.fuzz.submission?.effective;
    if (effective !== undefined) expectedEmails.set(text(record(effective).email).trim().toLowerCase(), ack.sent);
  }
  const storedEmails = new Set(subscriberRows.map((row) => row.email));
  for (const row of subscriberRows) {
    const sent = byN.get(markerOf(row.email) ?? -1);
    if (!expectedEmails.has(row.email))
      fail("stored a subscriber whose address was not acknowledged", sent, JSON.stringify(row.email));
    if (LINE_CONTROL.test(row.email))
      fail("stored a control character", sent, `subscribers.email = ${JSON.stringify(row.email)}`);
  }
  for (const [email, sent] of expectedEmails)
    if (!storedEmails.has(email))
      fail("acknowledged a subscription that was not stored (or stored differently)", sent, JSON.stringify(email));

  // Web vitals: the acknowledged metrics, no more, no fewer.
  const vitalRows = await db.select().from(webVitals);
  const expectedVitals = new Map<string, Sent[]>();
  let acknowledgedMetrics = 0;
  for (const ack of acks.filter((item) => item.kind === "vitals")) {
    const effective = ack.sent.fuzz.submission?.effective;
    if (effective === undefined) continue;
    for (const metric of Array.isArray(effective) ? effective : [effective]) {
      acknowledgedMetrics += 1;
      const key = vitalKey(record(metric) as Parameters<typeof vitalKey>[0]);
      expectedVitals.set(key, [...(expectedVitals.get(key) ?? []), ack.sent]);
    }
  }
  const strayRows: (typeof vitalRows)[number][] = [];
  for (const row of vitalRows) {
    const waiting = expectedVitals.get(vitalKey({ ...row, id: row.metricId }));
    if (waiting?.length) waiting.pop();
    else strayRows.push(row);
    if (LINE_CONTROL.test(row.metricId) || LINE_CONTROL.test(row.path))
      fail(
        "stored a control character",
        traceVital(row.metricId, byN),
        `web_vitals ${JSON.stringify([row.metricId, row.path])}`,
      );
  }
  // A stored metric that matches a missing one in all but one field was stored differently.
  const missing = [...expectedVitals].flatMap(([key, waiting]) =>
    waiting.map((sent) => ({ key, sent, fields: JSON.parse(key) as unknown[] })),
  );
  for (const row of strayRows) {
    const fields = JSON.parse(vitalKey({ ...row, id: row.metricId })) as unknown[];
    const at = missing.findIndex(
      (item) =>
        item.fields.filter((value, index) => Object.is(value, fields[index]) || value === fields[index]).length >=
        fields.length - 1,
    );
    if (at === -1) {
      fail(
        "stored a metric that was not acknowledged",
        traceVital(row.metricId, byN),
        JSON.stringify(fields).slice(0, 300),
      );
      continue;
    }
    const [item] = missing.splice(at, 1);
    const names = ["name", "value", "rating", "id", "navigationType", "path"];
    const differences = item!.fields.flatMap((value, index) =>
      value === fields[index]
        ? []
        : [`${names[index]}: sent ${JSON.stringify(value)}, stored ${JSON.stringify(fields[index])}`],
    );
    fail("stored differs from what was sent", item!.sent, `web_vitals ${differences.join("; ")}`);
  }
  for (const { key, sent } of missing) fail("acknowledged a metric that was not stored", sent, key.slice(0, 300));

  // Job applications: one row per acknowledged application, with its fields as sent and its CV byte for byte.
  const applicationRows = await db.select(applicationColumns).from(applications);
  const applicationAcks = acks.filter((ack) => ack.kind === "application");
  const applicationsByMarker = new Map<number, (typeof applicationRows)[number][]>();
  for (const row of applicationRows) {
    const n = markerOf(row.note, row.email, row.name);
    if (n === undefined) {
      fail("stored an application no request can be traced to", undefined, JSON.stringify(row).slice(0, 300));
      continue;
    }
    applicationsByMarker.set(n, [...(applicationsByMarker.get(n) ?? []), row]);
    if (!applicationAcks.some((ack) => ack.sent.n === n))
      fail("stored an application that was not acknowledged", byN.get(n), `row id ${row.id}`);
    for (const field of ["role", "name", "email", "phone", "location", "linkedin", "github", "portfolio"] as const) {
      if (LINE_CONTROL.test(row[field] ?? "") || LINE_MARKS.test(row[field] ?? ""))
        fail("stored a control character", byN.get(n), `applications.${field} = ${JSON.stringify(row[field])}`);
    }
    if (MESSAGE_CONTROL.test(row.note ?? ""))
      fail("stored a control character", byN.get(n), `applications.note = ${JSON.stringify(row.note).slice(0, 200)}`);
  }
  for (const ack of applicationAcks) {
    const rows =
      ack.id !== undefined
        ? applicationRows.filter((row) => row.id === ack.id)
        : (applicationsByMarker.get(ack.sent.n) ?? []);
    if (rows.length !== 1) {
      fail(
        rows.length
          ? "stored one acknowledged application several times"
          : "acknowledged an application that was not stored",
        ack.sent,
        `id ${ack.id ?? "-"}, rows ${rows.length}`,
      );
      continue;
    }
    const effective = ack.sent.fuzz.submission?.effective as ApplicationEffective | undefined;
    if (effective === undefined) continue; // reported when acknowledged
    const { fields, cv } = effective;
    const expected = {
      role: fields.role,
      name: text(fields.name).trim(),
      email: text(fields.email).trim().toLowerCase(),
      phone: optional(fields.phone),
      location: optional(fields.location),
      linkedin: normalisedLink(fields.linkedin),
      github: normalisedLink(fields.github),
      portfolio: normalisedLink(fields.portfolio),
      note: optional(fields.note),
      cvType: "pdf",
      cvSize: cv.length,
      cvSha256: createHash("sha256").update(cv).digest("hex"),
    };
    const row = rows[0]!;
    const differences = Object.entries(expected).filter(
      ([field, value]) => row[field as keyof typeof expected] !== value,
    );
    if (differences.length) {
      fail(
        "stored differs from what was sent",
        ack.sent,
        differences
          .map(
            ([field, value]) =>
              `${field}: sent ${JSON.stringify(value).slice(0, 120)}, stored ${JSON.stringify(row[field as keyof typeof expected]).slice(0, 120)}`,
          )
          .join("; "),
      );
    }
  }

  // Every stored lead queued its mail in the same transaction.
  const mails = await db.select({ kind: outbox.kind }).from(outbox);
  const notifications = mails.filter((mail) => mail.kind === "contact-notification").length;
  const confirmations = mails.filter((mail) => mail.kind === "subscribe-confirmation").length;
  if (notifications !== contactRows.length)
    fail(
      "contact rows and their notification mails differ",
      undefined,
      `${contactRows.length} contacts, ${notifications} notifications`,
    );
  if (confirmations !== subscriberRows.length)
    fail(
      "subscribers and their confirmation mails differ",
      undefined,
      `${subscriberRows.length} subscribers, ${confirmations} confirmations`,
    );
  for (const kind of ["application-confirmation", "application-notification"]) {
    const total = mails.filter((mail) => mail.kind === kind).length;
    if (total !== applicationRows.length)
      fail(
        "applications and their mails differ",
        undefined,
        `${applicationRows.length} applications, ${total} ${kind} mails`,
      );
  }

  return {
    failures,
    counts: {
      contactAcks: contactAcks.length,
      contactRows: contactRows.length,
      subscribeAcks: acks.filter((ack) => ack.kind === "subscribe").length,
      subscriberRows: subscriberRows.length,
      vitalsAcks: acks.filter((ack) => ack.kind === "vitals").length,
      acknowledgedMetrics,
      vitalRows: vitalRows.length,
      applicationAcks: applicationAcks.length,
      applicationRows: applicationRows.length,
    },
  };
}

// ---------------------------------------------------------------- reporting

/** Text with control and other invisible characters escaped; a long one as its start and end. */
const show = (bytes: Buffer | string, max = 300) => {
  const value = typeof bytes === "string" ? bytes : bytes.toString("utf8");
  const escape = (part: string) => JSON.stringify(part).slice(1, -1);
  if (value.length <= max) return escape(value);
  const tail = Math.floor(max / 3);
  return `${escape(value.slice(0, max - tail))} … ${escape(value.slice(-tail))} (${value.length} chars)`;
};

const utf8 = new TextDecoder("utf-8", { fatal: true });
/** Bytes as text: UTF-8 when they are, else ISO 8859-1 (one character per byte). */
const readable = (bytes: Buffer): { text: string; utf8: boolean } => {
  try {
    return { text: utf8.decode(bytes), utf8: true };
  } catch {
    return { text: bytes.toString("latin1"), utf8: false };
  }
};

const parseOrUndefined = (value: string): unknown => {
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
};
/** Every string in a parsed body, keys included. */
const strings = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : value && typeof value === "object"
      ? Object.entries(value).flatMap(([key, item]) => [key, ...strings(item)])
      : [];

/** Characters worth naming in a request: controls, lone surrogates, bidi and zero-width marks, U+FFFD. */
const notable = (value: string) => {
  const found = new Set<string>();
  // Controls are what this pattern looks for.
  /* eslint-disable no-control-regex */
  const pattern =
    /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2066-\u2069\ufeff\ufffd\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
  /* eslint-enable no-control-regex */
  for (const match of value.matchAll(pattern)) {
    found.add(`U+${match[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}`);
  }
  return [...found];
};

function describeSent({ n, fuzz, result }: Sent, concurrent: readonly Sent[] = []): string {
  const { request } = fuzz;
  const body = request.body && readable(request.body);
  const headers = request.headers.map(([name, value]) => [name, readable(Buffer.from(value, "latin1")).text] as const);
  const lines = request.raw
    ? [`    #${n} raw bytes: ${show(request.raw.toString("latin1"))}`]
    : [
        `    #${n} ${show(request.method, 40)} ${show(request.target, 160)}`,
        ...headers.slice(0, 12).map(([name, value]) => `      ${show(name, 60)}: ${show(value, 120)}`),
        ...(headers.length > 12 ? [`      … ${headers.length - 12} more headers`] : []),
        ...(request.body && body
          ? [
              `      body (${request.body.length} bytes${body.utf8 ? "" : ", not UTF-8, shown as ISO 8859-1"}): ${show(body.text, 300)}`,
            ]
          : []),
      ];
  const bodyText = body?.text ?? "";
  const parsed = [
    parseOrUndefined(bodyText),
    /^[^{["]*=/.test(bodyText) ? Object.entries(parseForm(bodyText)) : undefined,
  ];
  const marks = notable(
    [request.target, ...headers.map(([, value]) => value), bodyText, ...parsed.flatMap(strings)].join("\n"),
  );
  if (marks.length) lines.push(`      contains ${marks.join(", ")}`);
  if (!result.responses.length)
    lines.push(
      `    → no answer${result.error ? ` (${result.error})` : ""}${result.junk ? `: ${show(result.junk, 200)}` : ""}`,
    );
  for (const response of result.responses) {
    const interesting = response.headers.filter(([name]) =>
      /^(content-type|location|allow|content-encoding|retry-after)$/i.test(name),
    );
    lines.push(
      `    → ${show(response.statusLine, 80)}${interesting.map(([name, value]) => ` | ${name}: ${show(value, 80)}`).join("")}`,
    );
    if (response.body.length) lines.push(`      ${show(response.body, 300)}`);
  }
  if (concurrent.length)
    lines.push(
      `    in flight at the same time and also answered 5xx: ${concurrent.map((other) => `#${other.n} (${other.fuzz.family})`).join(", ")}`,
    );
  return lines.join("\n");
}

/** Failures grouped by problem and generator, largest groups first, two examples each. */
function report(failures: readonly Failure[], sentList: readonly Sent[]): { text: string; distinct: string[] } {
  // A 5xx while another request failed with 5xx at the same time may be collateral damage (a shared group commit).
  const failed5xx = sentList.filter((sent) => sent.result.responses.some((response) => response.status >= 500));
  const concurrentFailures = (sent: Sent) =>
    sent.result.responses.some((response) => response.status >= 500)
      ? failed5xx.filter((other) => other !== sent && other.start < sent.end && sent.start < other.end)
      : [];
  const groups = new Map<string, Failure[]>();
  for (const failure of failures) {
    const key = `${failure.problem} [${failure.family}]`;
    groups.set(key, [...(groups.get(key) ?? []), failure]);
  }
  const sorted = [...groups].sort((a, b) => b[1].length - a[1].length);
  const text = sorted
    .map(([key, group], index) =>
      [
        `[${index + 1}] ${key}: ${group.length} time${group.length > 1 ? "s" : ""}`,
        ...group
          .slice(0, 2)
          .map((failure) =>
            [
              failure.detail ? `    ${failure.detail}` : "",
              failure.sent ? describeSent(failure.sent, concurrentFailures(failure.sent)) : "",
            ]
              .filter(Boolean)
              .join("\n"),
          ),
      ].join("\n"),
    )
    .join("\n");
  return { text, distinct: sorted.map(([key, group]) => `${key} ×${group.length}`) };
}

// -------------------------------------------------------------------- suite

describe("fuzz checks", () => {
  const answer = (
    status: number,
    body: string,
    headers: [string, string][] = [["Content-Type", "application/json; charset=utf-8"]],
  ): Sent => ({
    n: 1,
    fuzz: { family: "self-test", request: { method: "GET", target: "/x", headers: [] } },
    result: { responses: [{ status, statusLine: `HTTP/1.1 ${status} X`, headers, body: Buffer.from(body) }], junk: "" },
    start: 0,
    end: 0,
  });
  const problems = (sent: Sent) => checkExchange(sent, "CANARY-123", []).map((failure) => failure.problem);

  it("recognise stack traces, paths, SQL, database and framework errors, files from outside the build", () => {
    const stack = new Error("boom").stack!;
    expect(problems(answer(400, JSON.stringify({ error: stack })))).toEqual(
      expect.arrayContaining(["leak: stack trace", "leak: file path"]),
    );
    expect(
      problems(answer(400, JSON.stringify({ error: 'insert into "contacts" ("name") values ($1) returning "id"' }))),
    ).toContain("leak: SQL");
    expect(
      problems(answer(400, JSON.stringify({ error: 'invalid byte sequence for encoding "UTF8": 0x00' }))),
    ).toContain("leak: database error");
    expect(problems(answer(400, '{"error":"PGlite is closed"}'))).toContain("leak: database name");
    expect(
      problems(answer(400, '{"statusCode":400,"code":"FST_ERR_CTP_INVALID_MEDIA_TYPE","error":"Bad Request"}')),
    ).toContain("leak: framework error code");
    expect(problems(answer(200, "x", [["X-Powered-By", "Fastify"]]))).toContain("leak: framework name");
    expect(problems(answer(200, "SECRET=CANARY-123"))).toContain("served a file outside the build or a dotfile");
    expect(problems(answer(500, '{"error":"Internal Server Error"}'))).toEqual(["500 answer"]);
    expect(problems({ ...answer(200, ""), result: { responses: [], junk: "", error: "ECONNRESET" } })).toEqual([
      "no answer (ECONNRESET)",
    ]);
  });

  it("pass the server's own answers, and text the request itself sent", () => {
    expect(
      problems(
        answer(
          400,
          '{"error":"Please correct the highlighted fields.","fields":{"form":"Unexpected field: isAdmin."}}',
        ),
      ),
    ).toEqual([]);
    expect(
      problems(
        answer(
          415,
          '{"error":"Unsupported content type: send application/json or application/x-www-form-urlencoded."}',
        ),
      ),
    ).toEqual([]);
    const echoed = answer(404, '{"error":"Unexpected field: /work/x.ts:12"}');
    expect(
      problems({
        ...echoed,
        fuzz: {
          ...echoed.fuzz,
          request: { method: "POST", target: "/x", headers: [], body: Buffer.from('{"/work/x.ts:12":1}') },
        },
      }),
    ).toEqual([]);
  });
});

describe.each(BACKENDS)("fuzz on %s", (backend) => {
  it(`answers ${fixedCases.length} fixed and ${GENERATED} generated hostile requests without 5xx or leaks, and stores exactly what it acknowledged`, async () => {
    const started = Date.now();
    const canary = `CANARY-${randomBytes(12).toString("hex")}`;
    const { app, port } = await startServer(backend, canary);
    const antiSpam = await antiSpamFields(port);
    const builders = [...fixedCases, ...fc.sample(fuzzCase, { seed: SEED, numRuns: GENERATED })];
    const cases = builders.map((build, index) => ({ n: index + 1, fuzz: build({ n: index + 1, antiSpam }) }));

    const sentList: Sent[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < cases.length) {
          const { n, fuzz } = cases[next++]!;
          const start = performance.now();
          const result = await exchange(port, fuzz.request, TIMEOUT_MS);
          sentList.push({ n, fuzz, result, start, end: performance.now() });
        }
      }),
    );
    sentList.sort((a, b) => a.n - b.n);

    // The server still works after all that.
    const aliveN = cases.length + 1;
    const aliveStart = performance.now();
    const alive = await exchange(port, {
      method: "POST",
      target: "/api/contact",
      headers: [["Content-Type", "application/json"]],
      body: Buffer.from(
        JSON.stringify({
          name: `After fuzz#${aliveN}`,
          email: `fuzz.${aliveN}@example.org`,
          message: `[fuzz#${aliveN}] Still there?`,
          consent: true,
          ...antiSpam.contact,
        }),
      ),
    });
    const aliveSent: Sent = {
      n: aliveN,
      fuzz: {
        family: "after the fuzz",
        request: { method: "POST", target: "/api/contact", headers: [] },
        submission: {
          kind: "contact",
          effective: {
            name: `After fuzz#${aliveN}`,
            email: `fuzz.${aliveN}@example.org`,
            message: `[fuzz#${aliveN}] Still there?`,
          },
        },
      },
      result: alive,
      start: aliveStart,
      end: performance.now(),
    };

    const acks: (Acknowledgement & { sent: Sent })[] = [];
    const failures = [...sentList, aliveSent].flatMap((sent) => checkExchange(sent, canary, acks));
    if (alive.responses[0]?.status !== 201)
      failures.push({
        problem: "a valid contact is refused after the fuzz",
        family: "after the fuzz",
        sent: aliveSent,
      });
    const byN = new Map([...sentList, aliveSent].map((sent) => [sent.n, sent]));
    const database = await checkDatabase(app, acks, byN);
    failures.push(...database.failures);

    // Coverage: the generators must keep reaching the storage path (if a form starts needing something new, this says so).
    for (const [kind, minimum] of [
      ["contact", 20],
      ["subscribe", 20],
      ["vitals", 20],
      ["application", 20],
    ] as const) {
      const count = acks.filter((ack) => ack.kind === kind).length;
      if (count < minimum)
        failures.push({
          problem: `only ${count} ${kind} submissions acknowledged (at least ${minimum} expected): the generators no longer make valid ones`,
          family: "coverage",
        });
    }

    const statuses = new Map<string, number>();
    for (const { result } of sentList) {
      const key = result.responses.length ? result.responses.map((response) => response.status).join("+") : "no answer";
      statuses.set(key, (statuses.get(key) ?? 0) + 1);
    }
    if (process.env.FUZZ_VERBOSE) {
      const byFamily = new Map<string, Map<string, number>>();
      for (const { fuzz, result } of sentList) {
        const family = byFamily.get(fuzz.family) ?? new Map<string, number>();
        const key =
          result.responses
            .map(
              (response) =>
                `${response.status}${header(response, "location") ? `→${header(response, "location")}` : ""}`,
            )
            .join("+") || "none";
        family.set(key, (family.get(key) ?? 0) + 1);
        byFamily.set(fuzz.family, family);
        if (process.env.FUZZ_VERBOSE === "2") console.log(describeSent({ n: 0, fuzz, result, start: 0, end: 0 }));
      }
      console.log(
        [...byFamily]
          .map(([family, counts]) => `  ${family}: ${[...counts].map(([key, total]) => `${key}×${total}`).join(", ")}`)
          .join("\n"),
      );
    }
    const { text, distinct } = report(failures, sentList);
    const count = (prefix: string) => failures.filter((failure) => failure.problem.startsWith(prefix)).length;
    console.log(
      [
        `fuzz on ${backend}: seed ${SEED}, ${sentList.length} requests (${fixedCases.length} fixed + ${GENERATED} generated) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
        `  status codes: ${[...statuses]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([status, total]) => `${status}×${total}`)
          .join(", ")}`,
        `  5xx: ${failures.filter((failure) => /^5\d\d answer/.test(failure.problem)).length}, leaks: ${count("leak:")}, no answer: ${count("no answer")}, database mismatches: ${database.failures.length}`,
        `  acknowledged: ${database.counts.contactAcks} contacts (${database.counts.contactRows} rows), ${database.counts.subscribeAcks} subscriptions (${database.counts.subscriberRows} rows), ${database.counts.vitalsAcks} vitals reports with ${database.counts.acknowledgedMetrics} metrics (${database.counts.vitalRows} rows), ${database.counts.applicationAcks} applications (${database.counts.applicationRows} rows)`,
        `  distinct failures: ${distinct.length}${distinct.map((line) => `\n    - ${line}`).join("")}`,
      ].join("\n"),
    );
    expect(
      failures.length,
      `${failures.length} failures on ${backend} (seed ${SEED}; rerun with FUZZ_SEED=${SEED} npx vitest run server/fuzz.test.ts):\n${text}` +
        (serverErrors.length ? `\nThe server's error lines:\n${serverErrors.slice(0, 10).join("\n")}` : ""),
    ).toBe(0);
  }, 300_000);
});
