/**
 * Hostile requests for the fuzz suite (server/fuzz.db.test.ts), generated with
 * fast-check from a fixed seed, plus a fixed corpus of named wire-level cases.
 *
 * Each case is built from its sequence number `n`, which is written into the
 * submission it carries (name "… fuzz#n", e-mail "fuzz.n@…", message
 * "[fuzz#n] …", metric ids "fz.n.i") so that every stored row can be traced
 * back to the request that made it.
 */
import { createHmac } from "node:crypto";
import { gzipSync } from "node:zlib";
import fc from "fast-check";
import { SERVICE_OPTIONS } from "../../app/shared/lead-forms";
import { budgetValues } from "../../content/pricing";
import { openRoles } from "../../content";
import { NAVIGATION_TYPES, VITAL_NAMES, VITAL_RATINGS } from "../../app/shared/vitals-schema";
import { Tokens } from "../mail/tokens";
import { TEST_SECRET } from "./support";
import { utf8Bytes, type Header, type WireRequest } from "./wire";

export type SubmissionKind = "contact" | "subscribe" | "vitals" | "application" | "withdrawal";

export interface FuzzCase {
  /** The generator that made it; failures are grouped by it. */
  readonly family: string;
  readonly request: WireRequest;
  /** What a submission means if the server acknowledges it: the body as the client meant it (duplicate keys resolved). */
  readonly submission?: { readonly kind: SubmissionKind; readonly effective: unknown };
  /** Why the server must not acknowledge this request, whatever its body says. */
  readonly mustRefuse?: string;
  /** The server may close the connection without answering (CONNECT, a body cut short). */
  readonly mayDrop?: boolean;
}

/**
 * The anti-spam fields a valid submission carries. Today `startedAt` (when
 * the form was shown); once GET /api/form-token is on main the suite fetches
 * a form token instead (see `antiSpamFields` in server/fuzz.db.test.ts).
 */
export type AntiSpam = Readonly<Record<"contact" | "subscribe" | "application", Readonly<Record<string, unknown>>>>;

interface BuildContext {
  readonly n: number;
  readonly antiSpam: AntiSpam;
}

export type CaseBuilder = (context: BuildContext) => FuzzCase;

// ---------------------------------------------------------------- endpoints

/**
 * Every route of server/app.ts and server/api/*.ts, GET /api/form-token
 * (decision 012) included.
 */
export const FORM_TOKEN_PATH = "/api/form-token";
const API_POST_PATHS = [
  "/api/contact",
  "/api/subscribe",
  "/api/vitals",
  "/api/newsletter/unsubscribe",
  "/api/applications",
  "/api/applications/withdraw",
] as const;
const API_GET_PATHS = [
  "/api/newsletter/confirm",
  "/api/newsletter/unsubscribe",
  FORM_TOKEN_PATH,
  "/api/applications/withdraw",
] as const;
/** Pages and files of the test build (see `makeFuzzBuildDir`), and paths that do not exist. */
const PAGE_PATHS = [
  "/",
  "/services",
  "/services/",
  "/SERVICES",
  "/404",
  "/index.html",
  "/robots.txt",
  "/assets/app.3f2a1c.js",
  "/no-such-page",
  "/assets/missing.js",
] as const;
const UNKNOWN_API_PATHS = [
  "/api",
  "/api/",
  "/api/contacts",
  "/api/CONTACT",
  "/API/contact",
  "/api/contact/",
  "/api//contact",
  "/api/contact;jsessionid=1",
  "/api/contact%00",
  "/api/contact%2f",
  "/api/../api/contact",
  "/api/./contact",
  "/api/newsletter",
  "/api/newsletter/",
  "/api/vitals.json",
  "/api/admin",
  "/api/__proto__",
  "/api/constructor/prototype",
  "/api/%2e%2e/%2e%2e/etc/passwd",
  "/api/form-token/x",
] as const;
const ALL_PATHS = [...API_POST_PATHS, ...API_GET_PATHS, ...PAGE_PATHS, ...UNKNOWN_API_PATHS];

const METHODS = [
  "GET",
  "HEAD",
  "POST",
  "PUT",
  "DELETE",
  "PATCH",
  "OPTIONS",
  "TRACE",
  "PROPFIND",
  "MKCOL",
  "LOCK",
  "SEARCH",
  "QUERY",
  "PURGE",
  "LINK",
  "get",
  "Post",
  "FOO",
  "G\tET",
  "GET\x00",
] as const;

// ------------------------------------------------------------- JSON builder

/** A JSON fragment written verbatim (numbers JSON.stringify cannot produce, deep nesting). */
class RawJson {
  constructor(readonly text: string) {}
}
/** An object as ordered entries: duplicate keys and `__proto__` survive serialisation. */
class Entries {
  constructor(readonly entries: readonly (readonly [string, unknown])[]) {}
}

function toJson(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (value instanceof Entries)
    return `{${value.entries.map(([key, item]) => `${JSON.stringify(key)}:${toJson(item)}`).join(",")}}`;
  if (Array.isArray(value)) return `[${value.map(toJson).join(",")}]`;
  if (value && typeof value === "object") return toJson(new Entries(Object.entries(value)));
  return JSON.stringify(value) ?? "null";
}

/** Percent-encodes the UTF-8 bytes (a lone surrogate becomes U+FFFD, as any client would send it). */
const formEncode = (text: string) =>
  [...Buffer.from(text, "utf8")]
    .map((byte) =>
      /[A-Za-z0-9*._-]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`,
    )
    .join("");

/** An HTML form body: arrays repeat the key, objects become key[sub]=…, everything else its text. */
function toForm(entries: readonly (readonly [string, unknown])[]): string {
  const pairs: string[] = [];
  const add = (key: string, value: unknown): void => {
    if (value instanceof RawJson) return add(key, value.text);
    if (value instanceof Entries) return value.entries.forEach(([sub, item]) => add(`${key}[${sub}]`, item));
    if (Array.isArray(value)) return value.forEach((item) => add(key, item));
    if (value && typeof value === "object")
      return Object.entries(value).forEach(([sub, item]) => add(`${key}[${sub}]`, item));
    pairs.push(`${formEncode(key)}=${formEncode(value === null || value === undefined ? "" : String(value))}`);
  };
  entries.forEach(([key, value]) => add(key, value));
  return pairs.join("&");
}

/** What an HTML form body means: repeated keys become arrays (as @fastify/formbody parses it). */
export function parseForm(body: string): Record<string, unknown> {
  const result: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const [key, value] of new URLSearchParams(body)) {
    const previous = result[key];
    result[key] = previous === undefined ? value : Array.isArray(previous) ? [...previous, value] : [previous, value];
  }
  return result;
}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

// ------------------------------------------------------------ hostile values

const EDGE_CHARS = [
  "\u0000",
  "\u0001",
  "\u0007",
  "\b",
  "\t",
  "\n",
  "\v",
  "\f",
  "\r",
  "\u001b",
  "\u001f",
  "\u007f",
  "\u0080",
  "\u0085",
  "\u009f",
  "\u00a0",
  "\u00ad",
  "\u0130",
  "\u1e9e",
  "\u200b",
  "\u200d",
  "\u200e",
  "\u202e",
  "\u2028",
  "\u2029",
  "\u2066",
  "\ufeff",
  "\ufffd",
  "\ufffe",
  "\uffff",
  "\ud800",
  "\udbff",
  "\udc00",
  "\udfff",
  "\u{1f600}",
  "\u{1f469}\u200d\u{1f469}\u200d\u{1f467}",
  "e\u0301",
  "\uff1c",
  "\u{10ffff}",
  "%",
  "%00",
  "%ff",
  "\\",
  '"',
  "'",
  "`",
  "<",
  ">",
  "&",
  "$",
  "{",
  "}",
  "/",
  "..",
  ";",
  "=",
  "+",
  "#",
  "?",
] as const;

const EDGE_STRINGS = [
  "",
  " ",
  "\t\n",
  "\u0000",
  "a\u0000b",
  "\u0000\u0000\u0000\u0000",
  "Eve\r\nBcc: victim@example.org",
  "x\nSubject: hi",
  "\ud800",
  "\udc00x",
  "x\ud83d",
  "\u202egnp.exe",
  "\ufeffBOM",
  "Z\u0364\u0351\u0353a\u0308\u0356\u032dl\u036e\u0312g\u030c\u0317o\u0319",
  "\u{1d518}\u{1d52b}\u{1d526}",
  "\u0645\u0631\u064a\u0645",
  "\u7530\u4e2d\u592a\u90ce",
  "' OR '1'='1",
  "'); DROP TABLE contacts;--",
  '"; DELETE FROM subscribers; --',
  "$1",
  "\\x00",
  "\\u0000",
  "%00",
  "%ff%fe",
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "{{7*7}}",
  "${7*7}",
  "#{7*7}",
  "../../../../etc/passwd",
  "..\\..\\windows\\win.ini",
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "NaN",
  "Infinity",
  "-0",
  "1e309",
  "null",
  "undefined",
  "true",
  "[]",
  "{}",
  "0x7fffffff",
  "file:///etc/passwd",
  "javascript:alert(1)",
  "//evil.example",
  "http://169.254.169.254/latest/meta-data/",
  "=cmd|' /C calc'!A0",
  "@SUM(1+1)*cmd|' /C calc'!A0",
] as const;

/** Plausible text with edge characters inside, long enough to pass length rules ("{n}" becomes the case's number). */
const SENTENCE = "[fuzz#{n}] Please call me about a new app.";
const CONTROL_CHARS = Array.from({ length: 32 }, (_, code) => String.fromCharCode(code)).concat("\u007f");
const edgeChar = fc.oneof(
  { weight: 1, arbitrary: fc.constant("\u0000") },
  { weight: 2, arbitrary: fc.constantFrom(...CONTROL_CHARS) },
  { weight: 3, arbitrary: fc.constantFrom(...EDGE_CHARS) },
);
const edgeInSentence = fc
  .tuple(fc.string({ unit: edgeChar, minLength: 1, maxLength: 4 }), fc.integer({ min: 11, max: SENTENCE.length }))
  .map(([edge, at]) => `${SENTENCE.slice(0, at)}${edge}${SENTENCE.slice(at)}`);

const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: edgeInSentence },
  { weight: 3, arbitrary: fc.string({ unit: fc.constantFrom(...EDGE_CHARS), minLength: 1, maxLength: 12 }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 3, arbitrary: fc.constantFrom(...EDGE_STRINGS) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.constantFrom("x", "\u00e9", "\u{1f600}", "\u0000", "e\u0301", "'", " ", "\ud800"),
        fc.integer({ min: 90, max: 12_000 }),
      )
      .map(([unit, count]) => unit.repeat(count)),
  },
  {
    weight: 3,
    arbitrary: fc
      .tuple(
        fc.string({ unit: "grapheme", maxLength: 20 }),
        fc.constantFrom(...EDGE_CHARS),
        fc.string({ unit: "grapheme", maxLength: 20 }),
      )
      .map(([before, edge, after]) => `${before}${edge}${after}`),
  },
);

const deepNesting = fc
  .tuple(fc.integer({ min: 30, max: 9000 }), fc.constantFrom("array", "object", "mixed"))
  .map(([depth, kind]) =>
    kind === "array"
      ? new RawJson(`${"[".repeat(depth)}${"]".repeat(depth)}`)
      : kind === "object"
        ? new RawJson(`${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`)
        : new RawJson(`${'[{"a":'.repeat(depth)}1${"}]".repeat(depth)}`),
  );

/** Values of the wrong type, or numbers JSON.parse reads in surprising ways. */
const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    true,
    false,
    0,
    -1,
    1.5,
    [],
    {},
    [""],
    [["nested"]],
    { toString: "x" },
    { $gt: "" },
    { length: 1 },
  ),
  fc.constantFrom(
    new RawJson("1e400"),
    new RawJson("-1e400"),
    new RawJson("-0"),
    new RawJson("123456789012345678901234567890"),
    new RawJson("1e-400"),
    new RawJson("0.1e1"),
  ),
  fc.integer(),
  fc.double(),
  fc.jsonValue({ maxDepth: 3 }),
  deepNesting,
);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileString },
  { weight: 2, arbitrary: wrongType },
);

/** Keys that must never reach an object's prototype, and other keys no form has. */
const PROTOTYPE_KEYS = [
  "__proto__",
  "constructor",
  "prototype",
  "__defineGetter__",
  "hasOwnProperty",
  "toString",
  "valueOf",
  "isAdmin",
  "id",
  "",
  " name",
  "NAME",
  "name\u0000",
  "email[]",
  "consent_at",
] as const;
const prototypePayload = fc.constantFrom<unknown>(
  new Entries([["isAdmin", true]]),
  new Entries([["prototype", new Entries([["isAdmin", true]])]]),
  new Entries([["polluted", "yes"]]),
  "x",
  1,
  null,
);

/** `arbitrary` once in `oneIn` draws, otherwise undefined. */
const rarely = <T>(arbitrary: fc.Arbitrary<T>, oneIn: number): fc.Arbitrary<T | undefined> =>
  fc.oneof({ weight: oneIn - 1, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary });

// --------------------------------------------------------------- transport

interface Transport {
  /** How the body is written. */
  readonly format: "json" | "form";
  readonly contentType?: string;
  readonly accept?: string;
  /** Bytes and headers beyond a plain UTF-8 body. */
  readonly twist:
    | "none"
    | "latin1"
    | "utf16"
    | "invalid-utf8"
    | "gzip-real"
    | "gzip-fake"
    | "deflate-fake"
    | "br-fake"
    | "unknown-coding"
    | "identity";
}

const JSON_TYPES = [
  "application/json",
  "application/json; charset=utf-8",
  "Application/JSON",
  "application/json;charset=UTF-8",
  'application/json; charset="utf-8"',
] as const;
const FORM_TYPES = ["application/x-www-form-urlencoded", "application/x-www-form-urlencoded; charset=UTF-8"] as const;
const WRONG_TYPES = [
  "text/plain",
  "text/html",
  "application/xml",
  "multipart/form-data; boundary=xyz",
  "application/octet-stream",
  "*/*",
  "",
  "application/json, text/plain",
  "application/jsonx",
  "application/merge-patch+json",
  "application/vnd.api+json",
  "json",
  "application/json; charset=bogus",
  "application/json; boundary=x",
  " application/json",
  "application/json\t",
  `application/json; ${"x=y; ".repeat(300)}`,
  "application/x-www-form-urlencoded; charset=iso-8859-1",
] as const;
const ACCEPTS = [
  undefined,
  undefined,
  "application/json",
  "text/html",
  "*/*",
  "text/html, application/json",
  "application/json;q=0, text/html",
  "image/png",
  "x".repeat(3000),
] as const;

const transport: fc.Arbitrary<Transport> = fc.record({
  format: fc.constantFrom<Transport["format"]>("json", "json", "json", "form"),
  contentType: rarely(fc.constantFrom(...WRONG_TYPES), 8),
  accept: fc.constantFrom(...ACCEPTS),
  twist: fc.oneof(
    { weight: 12, arbitrary: fc.constant<Transport["twist"]>("none") },
    {
      weight: 3,
      arbitrary: fc.constantFrom<Transport["twist"]>(
        "latin1",
        "utf16",
        "invalid-utf8",
        "gzip-real",
        "gzip-fake",
        "deflate-fake",
        "br-fake",
        "unknown-coding",
        "identity",
      ),
    },
  ),
});

interface Body {
  readonly headers: Header[];
  readonly body: Buffer;
  readonly effective: unknown;
  readonly mustRefuse?: string;
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

/**
 * What a body means under its declared Content-Type (media type and charset),
 * or undefined when no correct server could read it as a submission.
 */
function meaningOf(bytes: Buffer, contentType: string | undefined): unknown {
  const [media = "", ...parameters] = (contentType ?? "").split(";").map((part) => part.trim().toLowerCase());
  const charset = parameters
    .find((parameter) => parameter.startsWith("charset="))
    ?.slice("charset=".length)
    .replace(/^"|"$/g, "");
  let text: string;
  if (charset === undefined || charset === "utf-8" || charset === "utf8") {
    try {
      text = utf8.decode(bytes);
    } catch {
      return undefined;
    }
  } else if (charset === "iso-8859-1" || charset === "latin1") text = bytes.toString("latin1");
  else if (charset === "utf-16le") text = bytes.toString("utf16le");
  else return undefined;
  if (media === "application/json" || /^application\/[\w.-]+\+json$/.test(media)) return parseJson(text);
  // Percent-escapes of a form in another charset than UTF-8 are ambiguous, unless there are none beyond ASCII.
  if (
    media === "application/x-www-form-urlencoded" &&
    (charset === undefined || /^utf-?8$/.test(charset) || !/%[89a-f]/i.test(text))
  )
    return parseForm(text);
  return undefined;
}

/** Writes entries in a transport; `effective` is what the body means to a correct server. */
function encodeBody(entries: unknown, how: Transport): Body {
  const asEntries = entries instanceof Entries ? entries.entries : undefined;
  const format = how.format === "form" && asEntries ? "form" : "json";
  const text = format === "form" ? toForm(asEntries!) : toJson(entries);
  const properType =
    format === "json" ? JSON_TYPES[text.length % JSON_TYPES.length]! : FORM_TYPES[text.length % FORM_TYPES.length]!;
  const headers: Header[] = [["Content-Type", how.contentType ?? properType]];
  if (how.accept !== undefined) headers.push(["Accept", how.accept]);
  let body = Buffer.from(text, "utf8");
  let sent = body;
  let mustRefuse: string | undefined;
  const mediaType = format === "json" ? "application/json" : "application/x-www-form-urlencoded";
  switch (how.twist) {
    case "latin1":
      // Only text that ISO 8859-1 can represent; a correct server decodes it or refuses the charset.
      if ([...text].every((char) => char.charCodeAt(0) <= 0xff) && how.contentType === undefined) {
        headers[0] = ["Content-Type", `${mediaType}; charset=iso-8859-1`];
        body = sent = Buffer.from(text, "latin1");
      }
      break;
    case "utf16":
      if (how.contentType === undefined) headers[0] = ["Content-Type", `${mediaType}; charset=utf-16le`];
      body = sent = Buffer.from(text, "utf16le");
      break;
    case "invalid-utf8": {
      // Bytes FF FE inside the text: not UTF-8 at all, so it cannot be stored as what was sent.
      const at = Math.max(0, body.lastIndexOf('"'.charCodeAt(0)));
      body = sent = Buffer.concat([body.subarray(0, at), Buffer.from([0xff, 0xfe]), body.subarray(at)]);
      mustRefuse = "the body is not valid UTF-8 (bytes FF FE), so it cannot be stored as sent";
      break;
    }
    case "gzip-real":
      headers.push(["Content-Encoding", "gzip"]);
      sent = gzipSync(body);
      break;
    case "gzip-fake":
    case "deflate-fake":
    case "br-fake":
    case "unknown-coding": {
      const coding = { "gzip-fake": "gzip", "deflate-fake": "deflate", "br-fake": "br", "unknown-coding": "x-rot13" }[
        how.twist
      ];
      headers.push(["Content-Encoding", coding]);
      mustRefuse = `the body says Content-Encoding: ${coding} but is not encoded: accepting it means the header was ignored`;
      break;
    }
    case "identity":
      headers.push(["Content-Encoding", "identity"]);
      break;
    case "none":
      break;
  }
  return { headers, body: sent, effective: meaningOf(body, headers[0]![1]), mustRefuse };
}

// ---------------------------------------------------------------- headers

const HEADER_NAMES = [
  "Content-Type",
  "Content-Length",
  "Transfer-Encoding",
  "Content-Encoding",
  "Accept",
  "Accept-Encoding",
  "Accept-Charset",
  "Referer",
  "Origin",
  "Host",
  "Cookie",
  "X-Forwarded-For",
  "X-Forwarded-Proto",
  "X-Forwarded-Host",
  "Forwarded",
  "If-None-Match",
  "If-Modified-Since",
  "Range",
  "Expect",
  "Upgrade",
  "Authorization",
  "User-Agent",
  "X-HTTP-Method-Override",
  "Content-Range",
  "TE",
  "Trailer",
] as const;
const headerValue: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "",
    " ",
    "0",
    "-1",
    "abc",
    "9999999999999999999999",
    "chunked",
    "gzip",
    "gzip, chunked",
    "identity",
    "100-continue",
    "websocket",
    "h2c",
    "bytes=0-0,-1",
    "bytes=99999999-",
    "*",
    "application/json",
    "text/plain",
    '"etag"',
    "Thu, 01 Jan 1970 00:00:00 GMT",
    "not a date",
    "127.0.0.1, ::1, 10.0.0.1",
    'for="[::1]";proto=https',
    "https",
    "evil.example",
    "https://evil.example//evil.example/x",
    "javascript:alert(1)",
    '/"><script>alert(1)</script>',
    "https://www.alphai.test/%ff",
    "http://[::1",
    "DELETE",
    "x".repeat(9000),
  ),
  fc.string({ unit: "binary-ascii", maxLength: 60 }),
  fc.string({ unit: "grapheme", maxLength: 30 }).map(utf8Bytes),
  fc.string({ unit: fc.constantFrom("\u0000", "\u0001", "\t", "\r", "\n", "\u007f", "\u00ff", "a"), maxLength: 8 }),
);
/** Why a body must be refused when extra headers claim a Content-Encoding it does not have. */
const codingRefusal = (headers: readonly Header[]) => {
  const coding = headers.find(
    ([name, value]) => /^content-encoding$/i.test(name) && !/^(identity)?$/i.test(value.trim()),
  );
  return (
    coding &&
    `an added header says Content-Encoding: ${coding[1]} but the body is not encoded so: accepting it means the header was ignored`
  );
};

const hostileHeaders: fc.Arbitrary<Header[]> = fc.array(
  fc.tuple(
    fc.oneof(
      { weight: 5, arbitrary: fc.constantFrom<string>(...HEADER_NAMES) },
      { weight: 1, arbitrary: fc.string({ unit: "binary-ascii", minLength: 1, maxLength: 20 }) },
    ),
    headerValue,
  ),
  { minLength: 1, maxLength: 6 },
);

// ------------------------------------------------------------ submissions

type Mutation = readonly [key: string, value: unknown];

/** Replaces or adds fields; `Delete` removes one. */
const DELETE = Symbol("delete");
function applyMutations(base: readonly Mutation[], mutations: readonly Mutation[]): Mutation[] {
  const result = base.map((entry) => [...entry] as [string, unknown]);
  for (const [key, value] of mutations) {
    const at = result.findIndex(([existing]) => existing === key);
    if (value === DELETE) {
      if (at !== -1) result.splice(at, 1);
    } else if (at === -1) result.push([key, value]);
    else result[at]![1] = value;
  }
  return result;
}

interface SubmissionSpec {
  readonly mutations: readonly Mutation[];
  /** A second entry for a key already present (JSON: the last one wins; forms: an array). */
  readonly duplicate?: readonly [key: string, value: unknown, first: boolean];
  readonly prototype?: readonly [key: string, value: unknown];
  readonly how: Transport;
  /** Wrap the object: [object], "text"… */
  readonly wrap: "none" | "array" | "string" | "number" | "null";
  readonly headers: readonly Header[];
  /** Only values a person could send, in a plain transport: the server should acknowledge and store it. */
  readonly clean: boolean;
}

const validName = fc.oneof(
  fc.constantFrom(
    "Mariam Khan",
    "Jos\u00e9 M\u00fcller",
    "\u0645\u0631\u064a\u0645 \u062e\u0627\u0646",
    "\u7530\u4e2d \u592a\u90ce",
    "O'Brien-Smith",
    "Zo\u00eb \u{1f600}",
    "Ma\u0308rta",
    "  padded name  ",
  ),
  fc.string({ unit: "grapheme-ascii", minLength: 1, maxLength: 90 }).filter((text) => text.trim().length > 0),
);
const validMessage = fc.oneof(
  fc.constantFrom(
    "Line one\nLine two\r\nLine three\twith a tab.",
    "A message with unicode: \u00e9\u00e8 \u{1f680} \u4e2d\u6587 \u0627\u0644\u0639\u0631\u0628\u064a\u0629.",
    "x".repeat(4900),
    "'; DROP TABLE contacts; -- and <script>alert(1)</script>",
  ),
  fc.string({ unit: "grapheme", minLength: 10, maxLength: 400 }),
);

/** Field values a person could type: the server should store them exactly (after trimming). */
const validContactMutation: fc.Arbitrary<Mutation> = fc.oneof(
  validName.map((name): Mutation => ["name", name]),
  validMessage.map((message): Mutation => ["message", message]),
  fc.constantFrom<Mutation>(
    ["company", "Clinic Group GmbH"],
    ["company", ""],
    ["company", "  "],
    ["company", "\u00c9cole & Fils <SARL>"],
    ["phone", "+49 (0)30 123-456"],
    ["phone", ""],
    ["service", SERVICE_OPTIONS[0]!],
    ["service", SERVICE_OPTIONS.at(-1)!],
    ["service", ""],
    ["budget", budgetValues("USD")[0]],
    ["budget", budgetValues("USD").at(-1)!],
    ["consent", "on"],
    ["consent", "true"],
    ["website", ""],
    ["email", "  Fuzz.{n}@Example.ORG  "],
    ["email", "fuzz.{n}+tag@sub.example.co.uk"],
  ),
);

const CONTACT_KEYS = [
  "name",
  "email",
  "company",
  "phone",
  "service",
  "budget",
  "message",
  "consent",
  "startedAt",
  "website",
  "formToken",
] as const;
const MARKER_FIELDS = ["name", "email", "message"];

const hostileMutation = (keys: readonly string[]): fc.Arbitrary<Mutation> =>
  fc.oneof(
    { weight: 6, arbitrary: fc.tuple(fc.constantFrom(...keys), hostileValue) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...keys), fc.constant<unknown>(DELETE)) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...PROTOTYPE_KEYS), hostileValue) },
  );

/** At least one marker field keeps its marker, so that a stored row can be traced. */
const keepsMarker = (mutations: readonly Mutation[]) =>
  !MARKER_FIELDS.every((field) => mutations.some(([key]) => key === field));

const submissionSpec = (keys: readonly string[], valid: fc.Arbitrary<Mutation>): fc.Arbitrary<SubmissionSpec> =>
  fc.oneof(
    {
      weight: 2,
      arbitrary: fc.record({
        mutations: fc
          .array(fc.oneof({ weight: 3, arbitrary: hostileMutation(keys) }, { weight: 2, arbitrary: valid }), {
            maxLength: 3,
          })
          .filter(keepsMarker),
        duplicate: rarely(fc.tuple(fc.constantFrom(...keys), hostileValue, fc.boolean()), 6),
        prototype: rarely(fc.tuple(fc.constantFrom("__proto__", "constructor", "prototype"), prototypePayload), 8),
        how: transport,
        wrap: fc.constantFrom<SubmissionSpec["wrap"]>(
          "none",
          "none",
          "none",
          "none",
          "none",
          "none",
          "none",
          "none",
          "array",
          "string",
          "number",
          "null",
        ),
        headers: fc.oneof(
          { weight: 6, arbitrary: fc.constant<Header[]>([]) },
          { weight: 1, arbitrary: hostileHeaders },
        ),
        clean: fc.constant(false),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        mutations: fc.array(valid, { maxLength: 3 }).filter(keepsMarker),
        duplicate: fc.constant(undefined),
        prototype: fc.constant(undefined),
        how: fc.record({
          format: fc.constantFrom<Transport["format"]>("json", "json", "form"),
          accept: fc.constantFrom(...ACCEPTS),
          twist: fc.constant<Transport["twist"]>("none"),
        }),
        wrap: fc.constant<SubmissionSpec["wrap"]>("none"),
        headers: fc.constant<Header[]>([]),
        clean: fc.constant(true),
      }),
    },
  );

/** "{n}" in a generated text becomes the case's number (its marker). */
const withNumber = (value: unknown, n: number) =>
  typeof value === "string" ? value.replaceAll("{n}", String(n)) : value;

function buildSubmission(
  family: string,
  kind: SubmissionKind,
  target: string,
  base: readonly Mutation[],
  spec: SubmissionSpec,
  n: number,
): FuzzCase {
  let entries = applyMutations(
    base,
    spec.mutations.map(([key, value]): Mutation => [key, withNumber(value, n)]),
  );
  if (spec.duplicate) {
    const [key, value, first] = spec.duplicate;
    entries = first ? [[key, withNumber(value, n)], ...entries] : [...entries, [key, withNumber(value, n)]];
  }
  if (spec.prototype) entries.splice(entries.length >> 1, 0, spec.prototype);
  const object = new Entries(entries);
  const wrapped = { none: object, array: [object], string: toJson(object), number: 42, null: null }[spec.wrap];
  const { headers, body, effective, mustRefuse } = encodeBody(
    wrapped,
    spec.wrap === "none" ? spec.how : { ...spec.how, format: "json" },
  );
  return {
    family: `${family}:${spec.how.format}:${spec.clean ? "valid" : "hostile"}`,
    request: { method: "POST", target, headers: [...headers, ...spec.headers], body },
    submission: { kind, effective },
    mustRefuse: mustRefuse ?? codingRefusal(spec.headers),
  };
}

const contactCase: fc.Arbitrary<CaseBuilder> = submissionSpec(CONTACT_KEYS, validContactMutation).map(
  (spec) =>
    ({ n, antiSpam }) => {
      const base: Mutation[] = [
        ["name", `Fuzz Tester fuzz#${n}`],
        ["email", `fuzz.${n}@example.org`],
        ["message", `[fuzz#${n}] We would like an appointment app for our clinics.`],
        ["consent", true],
        ...Object.entries(antiSpam.contact),
      ];
      return buildSubmission("contact", "contact", "/api/contact", base, spec, n);
    },
);

const validEmailMutation: fc.Arbitrary<Mutation> = fc.constantFrom<Mutation>(
  ["email", "  FUZZ.{n}@Example.ORG\t"],
  ["email", "fuzz.{n}+news@example.org"],
  ["email", "fuzz.{n}@sub.example.co.uk"],
  ["email", "fuzz.{n}@xn--bcher-kva.example"],
  ["email", `fuzz.{n}.${"a".repeat(50)}@example.org`],
  ["email", `fuzz.{n}@${"d".repeat(60)}.${"e".repeat(60)}.example.org`],
  ["website", ""],
  ["email", "\u00a0fuzz.{n}@example.org\u00a0"],
);
const SUBSCRIBE_KEYS = ["email", "startedAt", "website", "formToken"] as const;
const subscribeCase: fc.Arbitrary<CaseBuilder> = submissionSpec(SUBSCRIBE_KEYS, validEmailMutation).map(
  (spec) =>
    ({ n, antiSpam }) => {
      const base: Mutation[] = [["email", `fuzz.${n}@example.org`], ...Object.entries(antiSpam.subscribe)];
      return buildSubmission("subscribe", "subscribe", "/api/subscribe", base, spec, n);
    },
);

const VITAL_KEYS = ["name", "value", "rating", "id", "navigationType", "path"] as const;
const validMetric = fc.record({
  name: fc.constantFrom(...VITAL_NAMES),
  value: fc.oneof(
    fc.integer({ min: 0, max: 600_000 }),
    fc.double({ min: 0, max: 100, noNaN: true }),
    fc.constantFrom(0, -0, 0.1, 99.999, 5e-324),
  ),
  rating: fc.constantFrom(...VITAL_RATINGS),
  navigationType: fc.option(fc.constantFrom(...NAVIGATION_TYPES), { nil: undefined }),
  path: fc.oneof(
    fc.constantFrom("/", "/services", "/work/case-study", "/%C3%A9t%C3%A9", "/a/b/c/"),
    fc.webPath({ size: "small" }).filter((path) => path.startsWith("/") && path.length <= 200),
  ),
});
const vitalsCase: fc.Arbitrary<CaseBuilder> = fc
  .record({
    metrics: fc.array(
      fc.tuple(
        validMetric,
        fc.array(hostileMutation(VITAL_KEYS), { maxLength: 2 }),
        rarely(fc.tuple(fc.constantFrom(...VITAL_KEYS), hostileValue), 8),
      ),
      { minLength: 0, maxLength: 12 },
    ),
    single: fc.boolean(),
    how: transport.map((how): Transport => ({ ...how, format: "json" })),
    headers: fc.oneof({ weight: 6, arbitrary: fc.constant<Header[]>([]) }, { weight: 1, arbitrary: hostileHeaders }),
    // Many reports are valid, so that acknowledged reports can be compared with the table.
    clean: fc.boolean(),
  })
  .map((spec) => ({ n }) => {
    const metrics = spec.metrics.map(([metric, mutations, duplicate], index) => {
      let entries: Mutation[] = Object.entries({ ...metric, id: `fz.${n}.${index}` }).filter(
        ([, value]) => value !== undefined,
      );
      if (!spec.clean)
        entries = applyMutations(
          entries,
          mutations.map(([key, value]): Mutation => [key, withNumber(value, n)]),
        );
      if (!spec.clean && duplicate) entries.push([duplicate[0], withNumber(duplicate[1], n)]);
      return new Entries(entries);
    });
    const payload = spec.single && metrics.length ? metrics[0] : metrics;
    const { headers, body, effective, mustRefuse } = encodeBody(
      payload,
      spec.clean ? { format: "json", accept: spec.how.accept, twist: "none" } : spec.how,
    );
    return {
      family: spec.clean ? "vitals:valid" : "vitals:hostile",
      request: {
        method: "POST",
        target: "/api/vitals",
        headers: spec.clean ? headers : [...headers, ...spec.headers],
        body,
      },
      submission: { kind: "vitals", effective },
      mustRefuse: mustRefuse ?? (spec.clean ? undefined : codingRefusal(spec.headers)),
    };
  });

// ------------------------------------------------------------------ bodies

const garbageBody: fc.Arbitrary<CaseBuilder> = fc
  .record({
    target: fc.constantFrom(...API_POST_PATHS),
    body: fc.oneof(
      fc.uint8Array({ maxLength: 2000 }).map((bytes) => Buffer.from(bytes)),
      fc.string({ unit: "binary", maxLength: 500 }).map((text) => Buffer.from(text, "utf8")),
      fc.jsonValue({ maxDepth: 4 }).map((value) => Buffer.from(JSON.stringify(value) ?? "null")),
      fc
        .tuple(fc.json({ maxDepth: 3 }), fc.nat())
        .map(([json, cut]) => Buffer.from(json.slice(0, cut % (json.length + 1)))),
      deepNesting.map((raw) => Buffer.from(raw.text)),
      fc
        .constantFrom(
          "",
          " ",
          "{",
          "}",
          "[",
          '{"',
          '{"a":}',
          "{'a':1}",
          '{"a":1,}',
          "[1,2,]",
          "NaN",
          "undefined",
          "\u0000",
          '{"a":"\\u0000"}',
          '{"a":"\\ud800"}',
          '{"a":"\\x41"}',
          "\ufeff{}",
          "{}{}",
          "{} trailing",
          '{"a":1}\u0000',
          "a=1&a=2&a[]=3&a[b]=4",
          "=&=&&",
          "%",
          "%ff=%fe",
          `${"a=1&".repeat(3000)}`,
          "__proto__[isAdmin]=true",
          "constructor[prototype][isAdmin]=true",
        )
        .map((text) => Buffer.from(text, "utf8")),
      fc.integer({ min: 4096, max: 70_000 }).map((size) => Buffer.from(`{"message":"${"x".repeat(size)}"}`)),
    ),
    contentType: fc.constantFrom<string | undefined>(...JSON_TYPES, ...FORM_TYPES, ...WRONG_TYPES, undefined),
  })
  .map((spec) => () => ({
    family: "body:garbage",
    request: {
      method: "POST",
      target: spec.target,
      headers: spec.contentType === undefined ? [] : [["Content-Type", spec.contentType]],
      body: spec.body,
    },
    submission:
      spec.target === "/api/newsletter/unsubscribe" || spec.target === "/api/applications/withdraw"
        ? undefined
        : spec.target === "/api/applications"
          ? { kind: "application", effective: undefined }
          : {
              kind:
                spec.target === "/api/contact" ? "contact" : spec.target === "/api/subscribe" ? "subscribe" : "vitals",
              effective: meaningOf(spec.body, spec.contentType),
            },
  }));

// ----------------------------------------------------------- token links

const tokens = new Tokens(TEST_SECRET);
/** A token with any payload, signed with the test secret (what only the server could make). */
const signedPayload = (payload: unknown) => {
  const body = Buffer.from(JSON.stringify(payload)).toString("base64url");
  return `${body}.${createHmac("sha256", TEST_SECRET).update(body).digest("base64url")}`;
};

const tokenValue: fc.Arbitrary<(n: number) => string> = fc.oneof(
  fc.constantFrom<(n: number) => string>(
    (n) => tokens.sign(`fuzz.${Math.max(1, n - 5)}@example.org`, "confirm"),
    (n) => tokens.sign(`fuzz.${Math.max(1, n - 3)}@example.org`, "unsubscribe"),
    (n) => tokens.sign(`fuzz.${n}@example.org`, "confirm", -60),
    (n) => tokens.sign(`fuzz.${n}@example.org`, "unsubscribe").replace(/.$/, (c) => (c === "A" ? "B" : "A")),
    () => signedPayload({ e: { $ne: null }, p: "confirm", x: 0 }),
    () => signedPayload({ e: "x", p: "admin", x: 0 }),
    () => signedPayload(["not", "an", "object"]),
    () =>
      `${Buffer.from("{").toString("base64url")}.${createHmac("sha256", TEST_SECRET).update(Buffer.from("{").toString("base64url")).digest("base64url")}`,
    () => "",
    () => ".",
    () => "a.b.c",
    () => "x".repeat(1001),
    () => "x".repeat(8000),
  ),
  fc.string({ unit: "binary-ascii", maxLength: 120 }).map((text) => () => text),
  fc.string({ unit: "binary", maxLength: 40 }).map((text) => () => text),
);

/** A query string, written raw: well-formed, or with broken escapes and repeated or bracketed keys. */
const tokenQuery: fc.Arbitrary<(n: number) => string> = fc.oneof(
  { weight: 4, arbitrary: tokenValue.map((value) => (n: number) => `?token=${formEncode(value(n))}`) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        tokenValue,
        fc.constantFrom(
          "?token[]=%s",
          "?token=%s&token=%s",
          "?token[a]=%s",
          "?__proto__[token]=%s",
          "?token=%s%",
          "?token=%ff%s",
          "?token=%s%00",
          "?token=%c0%ae%s",
          "?TOKEN=%s",
          "?token",
          "?=%s",
          "?%s",
          "?token=%s#frag",
          "??token=%s",
          "?token=%s;x=1",
        ),
      )
      .map(
        ([value, pattern]) =>
          (n: number) =>
            pattern.replaceAll("%s", formEncode(value(n))),
      ),
  },
  { weight: 1, arbitrary: fc.constant(() => "") },
);

const tokenLinkCase: fc.Arbitrary<CaseBuilder> = fc
  .record({
    endpoint: fc.constantFrom(
      ["GET", "/api/newsletter/confirm"],
      ["GET", "/api/newsletter/unsubscribe"],
      ["POST", "/api/newsletter/unsubscribe"],
      ["HEAD", "/api/newsletter/confirm"],
      ["GET", FORM_TOKEN_PATH],
    ),
    query: tokenQuery,
    formQuery: fc.constantFrom(
      "?form=contact",
      "?form=subscribe",
      "?form=",
      "?form=__proto__",
      "?form[]=contact",
      "?form=contact&form=subscribe",
      "?form=%ff",
      "?form=CONTACT",
      "",
      `?form=${"x".repeat(5000)}`,
    ),
    body: fc.oneof(
      fc.constant<Body | undefined>(undefined),
      fc.constantFrom("List-Unsubscribe=One-Click", "List-Unsubscribe=One-Click&token=x", "").map((text): Body => ({
        headers: [["Content-Type", "application/x-www-form-urlencoded"]],
        body: Buffer.from(text),
        effective: undefined,
      })),
      fc.tuple(hostileValue, transport).map(([value, how]) => encodeBody(new Entries([["token", value]]), how)),
    ),
  })
  .map((spec) => ({ n }) => {
    const [method, path] = spec.endpoint as [string, string];
    const query = path === FORM_TOKEN_PATH ? spec.formQuery : spec.query(n);
    const withBody = method === "POST" && spec.body;
    return {
      family: `link:${method} ${path}`,
      request: {
        method,
        target: `${path}${query}`,
        headers: withBody ? spec.body!.headers : [],
        body: withBody ? spec.body!.body : undefined,
      },
    };
  });

// ---------------------------------------------------------------- methods

const methodCase: fc.Arbitrary<CaseBuilder> = fc
  .record({
    method: fc.constantFrom(...METHODS),
    path: fc.constantFrom(...ALL_PATHS),
    body: fc.option(fc.constantFrom('{"email":"x@example.org"}', "a=1", ""), { nil: undefined }),
  })
  .map((spec) => () => ({
    family: "method",
    request: {
      method: spec.method,
      target: spec.path,
      headers:
        spec.body === undefined
          ? []
          : [["Content-Type", spec.body.startsWith("{") ? "application/json" : "application/x-www-form-urlencoded"]],
      body: spec.body === undefined ? undefined : Buffer.from(spec.body),
    },
    // Nothing here is a valid submission (no consent, no anti-spam fields): an acknowledgement is an untraceable row.
  }));

// ------------------------------------------------------------------- URLs

/** Paths to a canary file next to the build dir, and to well-known system files. */
export const CANARY_FILE = "canary.txt";
const TRAVERSALS = [
  `/../${CANARY_FILE}`,
  `/..%2f${CANARY_FILE}`,
  `/%2e%2e/${CANARY_FILE}`,
  `/%2e%2e%2f${CANARY_FILE}`,
  `/%2E%2E%2F${CANARY_FILE}`,
  `/assets/../../${CANARY_FILE}`,
  `/assets/..%5c..%5c${CANARY_FILE}`,
  `/assets/%2e%2e/%2e%2e/${CANARY_FILE}`,
  `/..;/${CANARY_FILE}`,
  `//${CANARY_FILE}`,
  `/%c0%ae%c0%ae/${CANARY_FILE}`,
  "/%c0%ae%c0%ae/",
  `/%252e%252e/${CANARY_FILE}`,
  `/....//${CANARY_FILE}`,
  `/.%2e/${CANARY_FILE}`,
  `/%uff0e%uff0e/${CANARY_FILE}`,
  `/\uff0e\uff0e/${CANARY_FILE}`,
  `/..\\${CANARY_FILE}`,
  `/assets/..\\..\\${CANARY_FILE}`,
  "/.env",
  "/%2eenv",
  "/./.env",
  "/assets/../.env",
  "/.git/config",
  "/../../../../../../etc/passwd",
  "/%2e%2e/%2e%2e/%2e%2e/etc/passwd",
  "/etc/passwd",
  "/proc/self/environ",
  "/%00",
  "/index.html%00.js",
  "/%ff",
  "/%",
  "/%%",
  "/%g0",
  "/%e2%82",
  "/%ed%a0%80",
  "/%f4%90%80%80",
  "/api/%ff",
  "/api/contact%",
  "/\\\\evil.example",
  "/%5c%5cevil.example",
  "//evil.example/",
  "/assets/",
  "/assets",
  "/404/",
  "/404/index.html",
  "/server/app.ts",
  "/package.json",
  "/node_modules/fastify/package.json",
] as const;

const rawBytePath = fc
  .uint8Array({ minLength: 1, maxLength: 12 })
  .map((bytes) => `/${Buffer.from(bytes).toString("latin1")}`);
const percentPath = fc
  .array(
    fc.oneof(
      fc.integer({ min: 0, max: 255 }).map((byte) => `%${byte.toString(16).padStart(2, "0")}`),
      fc.constantFrom("%", "%z", "..", ".", "/", "a", "%2e", "%2f", "%5c", "%00"),
    ),
    { minLength: 1, maxLength: 10 },
  )
  .map((parts) => `/${parts.join("")}`);

const urlCase: fc.Arbitrary<CaseBuilder> = fc
  .record({
    method: fc.constantFrom("GET", "GET", "GET", "HEAD", "POST"),
    target: fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom<string>(...TRAVERSALS) },
      { weight: 2, arbitrary: fc.constantFrom<string>(...PAGE_PATHS, ...UNKNOWN_API_PATHS) },
      { weight: 2, arbitrary: rawBytePath },
      { weight: 2, arbitrary: percentPath },
      { weight: 1, arbitrary: fc.webPath().map((path) => path || "/") },
      {
        weight: 1,
        arbitrary: fc
          .tuple(
            fc.constantFrom("/", "/api/contact", "/api/newsletter/confirm?token=", "/services?", "/no-such-page/"),
            fc.integer({ min: 1000, max: 80_000 }),
            fc.constantFrom("a", "%41", "/", "a=1&", "%ff"),
          )
          .map(([start, size, unit]) => `${start}${unit.repeat(Math.ceil(size / unit.length))}`),
      },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          "*",
          "http://evil.example/api/contact",
          "http://127.0.0.1/../canary.txt",
          "https://127.0.0.1/",
          "//",
          "",
          "?",
          "#",
          "/?a=%ff",
          "/?__proto__[x]=1",
          "/services?constructor[prototype][x]=1",
          "/services#frag",
          "/ HTTP/1.1\r\nX: y",
          "/\r\n",
          "/\u0000",
        ),
      },
    ),
    query: rarely(fc.constantFrom("?a=1", "?a=%ff", "?a[b][c]=1", "?%00", `?${"q=1&".repeat(500)}`), 5),
  })
  .map((spec) => () => ({
    family: "url",
    request: { method: spec.method, target: `${spec.target}${spec.query ?? ""}`, headers: [] },
  }));

const headerCase: fc.Arbitrary<CaseBuilder> = fc
  .record({
    inner: fc.oneof(contactCase, subscribeCase, vitalsCase, urlCase),
    headers: hostileHeaders,
    many: rarely(fc.integer({ min: 50, max: 2500 }), 8),
  })
  .map((spec) => (context) => {
    const inner = spec.inner(context);
    const many: Header[] = spec.many ? Array.from({ length: spec.many }, (_, index) => [`X-Fuzz-${index}`, "y"]) : [];
    const headers = [...inner.request.headers, ...spec.headers, ...many];
    // A framing header (length, chunking, expectation) may leave the server waiting for body bytes that never come.
    const framing = spec.headers.some(([name]) => /^(content-length|transfer-encoding|expect)$/i.test(name));
    // Node keeps the first Content-Type, so the body still means what it meant, unless it now claims a coding it does not have.
    return {
      family: `headers:${inner.family.split(":")[0]}`,
      request: { ...inner.request, headers },
      submission: inner.submission,
      mustRefuse: inner.mustRefuse ?? codingRefusal(spec.headers),
      mayDrop: framing || inner.mayDrop,
    };
  });

// ------------------------------------------------------- job applications

/** An open role (the form names one; a closed or unknown one is refused). */
const ROLE = openRoles(new Date())[0]?.slug ?? "no-open-role";
/** A small real PDF, then every byte value: stored, it must come back byte for byte. */
const CV_PDF = Buffer.concat([
  Buffer.from(
    "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n%",
  ),
  Buffer.from(Array.from({ length: 256 }, (_, byte) => byte)),
  Buffer.from("\n"),
]);
const PNG_BYTES = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  Buffer.from("IHDR"),
  Buffer.alloc(17),
]);

/** What an acknowledged application must be stored as: the text fields as sent (UTF-8) and the CV's bytes. */
export interface ApplicationEffective {
  readonly fields: Readonly<Record<string, string>>;
  readonly cv: Buffer;
}

interface Part {
  /** Header lines as byte strings (latin1), sent as they are. */
  readonly headers: readonly string[];
  readonly body: Buffer;
}
const fieldPart = (name: string, value: string | Buffer): Part => ({
  headers: [`Content-Disposition: form-data; name="${name}"`],
  body: Buffer.isBuffer(value) ? value : Buffer.from(value, "utf8"),
});
const filePart = (bytes: Buffer, filename = "cv.pdf", type = "application/pdf", name = "cv"): Part => ({
  headers: [`Content-Disposition: form-data; name="${name}"; filename="${filename}"`, `Content-Type: ${type}`],
  body: bytes,
});
const BOUNDARY = "----alphai-fuzz-7MA4YWxkTrZu0gW";
/** A multipart/form-data body: each part after `--boundary`, closed by `--boundary--` unless `open`. */
const multipartBytes = (parts: readonly Part[], boundary = BOUNDARY, open = false) =>
  Buffer.concat([
    ...parts.flatMap((part) => [
      Buffer.from(`--${boundary}\r\n${part.headers.map((line) => `${line}\r\n`).join("")}\r\n`, "latin1"),
      part.body,
      Buffer.from("\r\n"),
    ]),
    Buffer.from(open ? "" : `--${boundary}--\r\n`),
  ]);

/** The form's text fields for case `n`, as a browser sends them. */
const applicationFields = (n: number, antiSpam: AntiSpam): [string, string][] => [
  ["role", ROLE],
  ["name", `Fuzz Applicant fuzz#${n}`],
  ["email", `fuzz.${n}@example.org`],
  ["phone", ""],
  ["location", "Lahore"],
  ["linkedin", `https://www.linkedin.com/in/fuzz-${n}`],
  ["github", ""],
  ["portfolio", ""],
  ["note", `[fuzz#${n}] I would like to apply.`],
  ["consent", "yes"],
  ["website", ""],
  ...Object.entries(antiSpam.application).map(([key, value]): [string, string] => [key, String(value)]),
];

interface ApplicationSpec {
  readonly fields: readonly (readonly [string, string | Buffer])[];
  readonly files: readonly Part[];
  readonly contentType?: string;
  readonly boundary?: string;
  readonly accept?: string;
  readonly extraHeaders?: readonly Header[];
  /** Bytes after the parts instead of the closing delimiter, or the body cut to this many bytes. */
  readonly cutAt?: number;
  readonly open?: boolean;
  /** Parts sent before the form's (parts without Content-Disposition, unknown ones). */
  readonly extraParts?: readonly Part[];
}

/**
 * A POST /api/applications case. `effective`: what must be stored if it is acknowledged (the server may still
 * refuse it); `mustRefuse`: why it must not be acknowledged at all.
 */
function applicationCase(
  family: string,
  spec: ApplicationSpec,
  outcome: { effective?: ApplicationEffective; mustRefuse?: string; mayDrop?: boolean },
): FuzzCase {
  const boundary = spec.boundary ?? BOUNDARY;
  const parts = [
    ...(spec.extraParts ?? []),
    ...spec.fields.map(([name, value]) => fieldPart(name, value)),
    ...spec.files,
  ];
  let body = multipartBytes(parts, boundary, spec.open);
  if (spec.cutAt !== undefined) body = body.subarray(0, spec.cutAt);
  const headers: Header[] = [["Content-Type", spec.contentType ?? `multipart/form-data; boundary=${boundary}`]];
  if (spec.accept) headers.push(["Accept", spec.accept]);
  return {
    family: `application:${family}`,
    request: { method: "POST", target: "/api/applications", headers: [...headers, ...(spec.extraHeaders ?? [])], body },
    submission: { kind: "application", effective: outcome.effective },
    mustRefuse: outcome.mustRefuse,
    mayDrop: outcome.mayDrop,
  };
}

/** The text as the server reads it from UTF-8 bytes (a lone surrogate was sent as U+FFFD). */
const asSent = (value: string) => Buffer.from(value, "utf8").toString("utf8");
const effectiveOf = (fields: readonly (readonly [string, string | Buffer])[], cv: Buffer): ApplicationEffective => ({
  fields: Object.fromEntries(
    fields.map(([name, value]) => [name, Buffer.isBuffer(value) ? value.toString("utf8") : asSent(value)]),
  ),
  cv,
});

const LINK_FIELDS = ["linkedin", "github", "portfolio"] as const;
/** Control characters and direction marks inside otherwise valid links. */
const LINK_CONTROL_VALUES = [
  ["a NUL", "https://x.com/a\u0000b"],
  ["an escape sequence", "https://x.com/\u001b[31mred"],
  ["a bell", "https://x.com/\u0007"],
  ["a C1 control", "https://x.com/a\u0085b"],
  ["a bidi override", "https://x.com/\u202egnp.exe"],
  ["a bidi isolate", "https://x.com/\u2066x\u2069"],
  ["a line separator", "https://x.com/a\u2028b"],
  ["a line break", "https://x.com/a\r\nBcc: victim@example.org"],
  ["a NUL in the host", "https://x\u0000.com/"],
] as const;

const HOSTILE_FILENAMES = [
  "../../../../etc/passwd",
  "..\\..\\..\\windows\\win.ini",
  "/etc/passwd",
  "cv\u0000.pdf.exe",
  "cv.pdf\u0000",
  "\u202efdp.exe",
  "Lebenslauf \u2013 J\u00f6rg M\u00fcller \u{1f600}.pdf",
  "\u7530\u4e2d \u592a\u90ce \u5c65\u6b74\u66f8.pdf",
  "CON",
  "nul.pdf",
  ".htaccess",
  "~/.ssh/id_rsa",
  "%2e%2e%2fetc%2fpasswd",
  "cv.pdf; filename*=UTF-8''%2e%2e%2fx",
  `${"a".repeat(5000)}.pdf`,
  "",
  " ",
  "cv\r\nX-Injected: 1",
] as const;

/** Named application cases, sent on every run (first the valid ones, so later withdraw attempts meet stored rows). */
// eslint-disable-next-line max-lines-per-function -- a list of named cases: data
function applicationCorpus({ n, antiSpam }: BuildContext): FuzzCase[] {
  const fields = applicationFields(n, antiSpam);
  const valid = effectiveOf(fields, CV_PDF);
  const ok = { effective: valid };
  const refuse = (why: string) => ({ effective: valid, mustRefuse: why });
  const cv = [filePart(CV_PDF)];
  const without = (name: string) => fields.filter(([key]) => key !== name);
  const replaced = (name: string, value: string) =>
    fields.map(([key, item]): [string, string] => [key, key === name ? value : item]);
  const cases: FuzzCase[] = [
    applicationCase("valid", { fields, files: cv }, ok),
    applicationCase("valid, without JavaScript", { fields, files: cv, accept: "text/html" }, ok),
    applicationCase(
      "valid, quoted boundary",
      { fields, files: cv, contentType: `multipart/form-data; boundary="${BOUNDARY}"` },
      ok,
    ),
    applicationCase("declared type text/plain", { fields, files: [filePart(CV_PDF, "cv.txt", "text/plain")] }, ok),
    applicationCase("declared type image/png", { fields, files: [filePart(CV_PDF, "cv.png", "image/png")] }, ok),
    applicationCase(
      "file part without Content-Type",
      { fields, files: [{ headers: ['Content-Disposition: form-data; name="cv"; filename="cv.pdf"'], body: CV_PDF }] },
      ok,
    ),
    applicationCase(
      "the boundary inside a line of the CV",
      { fields, files: [filePart(Buffer.concat([CV_PDF, Buffer.from(`% see --${BOUNDARY} and --${BOUNDARY}--\n`)]))] },
      {
        effective: effectiveOf(
          fields,
          Buffer.concat([CV_PDF, Buffer.from(`% see --${BOUNDARY} and --${BOUNDARY}--\n`)]),
        ),
      },
    ),
    applicationCase(
      "the delimiter inside the CV ends it",
      { fields, files: [filePart(Buffer.concat([CV_PDF, Buffer.from(`\r\n--${BOUNDARY}--\r\nepilogue`)]))] },
      {
        effective: effectiveOf(fields, CV_PDF),
      },
    ),
    applicationCase(
      "a part without Content-Disposition before the form",
      { fields, files: cv, extraParts: [{ headers: ["Content-Type: text/plain"], body: Buffer.from("orphan") }] },
      ok,
    ),
    applicationCase(
      "header flood in the CV part",
      {
        fields,
        files: [
          {
            headers: [...filePart(CV_PDF).headers, ...Array.from({ length: 400 }, (_, index) => `X-Fuzz-${index}: y`)],
            body: CV_PDF,
          },
        ],
      },
      ok,
    ),
    applicationCase(
      "header flood in a field part",
      {
        fields: [],
        files: cv,
        extraParts: fields.map(([name, value]) => ({
          headers: [
            `Content-Disposition: form-data; name="${name}"`,
            ...Array.from({ length: 60 }, (_, index) => `X-Fuzz-${index}: y`),
          ],
          body: Buffer.from(value),
        })),
      },
      ok,
    ),
    applicationCase("boundary of 70 characters", { fields, files: cv, boundary: "b".repeat(70) }, ok),
    applicationCase("boundary of 71 characters", { fields, files: cv, boundary: "b".repeat(71) }, ok),
    applicationCase("overlong boundary", { fields, files: cv, boundary: "b".repeat(3000) }, ok),
    ...HOSTILE_FILENAMES.map((filename) =>
      applicationCase(
        `file name ${JSON.stringify(filename).slice(0, 40)}`,
        { fields, files: [filePart(CV_PDF, utf8Bytes(filename))] },
        ok,
      ),
    ),
    applicationCase(
      "file name with filename*",
      {
        fields,
        files: [
          {
            headers: [
              `Content-Disposition: form-data; name="cv"; filename*=UTF-8''..%2F..%2Fetc%2Fpasswd%00.pdf`,
              "Content-Type: application/pdf",
            ],
            body: CV_PDF,
          },
        ],
      },
      ok,
    ),
    applicationCase(
      "two CVs",
      { fields, files: [filePart(CV_PDF), filePart(CV_PDF)] },
      refuse("two files were sent; the form takes one"),
    ),
    applicationCase(
      "a file under another name",
      { fields, files: [filePart(CV_PDF, "cv.pdf", "application/pdf", "photo")] },
      refuse("the file is not the cv field"),
    ),
    applicationCase(
      "a CV and another file",
      { fields, files: [filePart(CV_PDF), filePart(CV_PDF, "p.pdf", "application/pdf", "portfolio")] },
      refuse("a second file"),
    ),
    applicationCase(
      "cv as a text field",
      { fields: [...fields, ["cv", CV_PDF]], files: [] },
      refuse("cv is a text field, not a file"),
    ),
    applicationCase("no CV", { fields, files: [] }, refuse("no CV")),
    applicationCase("empty CV", { fields, files: [filePart(Buffer.alloc(0))] }, refuse("an empty CV")),
    applicationCase(
      "PNG named cv.pdf",
      { fields, files: [filePart(PNG_BYTES)] },
      refuse("a PNG is not a CV, whatever its name"),
    ),
    applicationCase(
      "unknown field",
      { fields: [...fields, ["salary", "a lot"]], files: cv },
      refuse("an unknown field"),
    ),
    applicationCase(
      "__proto__ field",
      { fields: [...fields, ["__proto__", "x"]], files: cv },
      refuse("an unknown field (__proto__)"),
    ),
    applicationCase(
      "constructor field",
      { fields: [["constructor", "x"], ...fields], files: cv },
      refuse("an unknown field (constructor)"),
    ),
    applicationCase(
      "repeated e-mail",
      { fields: [...fields, ["email", "other@example.org"]], files: cv },
      refuse("the e-mail field twice"),
    ),
    applicationCase(
      "repeated form token",
      { fields: [...fields, ["formToken", "x"]], files: cv },
      refuse("the form token twice"),
    ),
    applicationCase(
      "huge note",
      { fields: replaced("note", `[fuzz#${n}] ${"x".repeat(20_000)}`), files: cv },
      refuse("a note over the field limit"),
    ),
    applicationCase(
      "huge name",
      { fields: replaced("name", `fuzz#${n} ${"y".repeat(100_000)}`), files: cv },
      refuse("a name over the field limit"),
    ),
    applicationCase(
      "huge field name",
      { fields: [...fields, [`x${"n".repeat(5000)}`, "1"]], files: cv },
      refuse("an unknown, overlong field name"),
    ),
    applicationCase(
      "many fields",
      {
        fields: [...fields, ...Array.from({ length: 500 }, (_, index): [string, string] => [`f${index}`, "1"])],
        files: cv,
      },
      refuse("500 unknown fields"),
    ),
    applicationCase(
      "NUL in the name",
      { fields: replaced("name", `Fuzz\u0000 fuzz#${n}`), files: cv },
      refuse("a NUL in the name"),
    ),
    // The link fields once skipped the text rules: a NUL reached PostgreSQL (500), an escape sequence or a bidi override
    // was stored (decision 022).
    ...LINK_FIELDS.flatMap((field) =>
      LINK_CONTROL_VALUES.map(([what, value]) =>
        applicationCase(
          `${what} in ${field}`,
          { fields: replaced(field, value), files: cv },
          refuse(`${what} in the ${field} link`),
        ),
      ),
    ),
    applicationCase(
      "field name with NUL",
      { fields: [...without("website"), ["website\u0000", ""]], files: cv },
      refuse("an unknown field (website + NUL)"),
    ),
    // A part without a name once threw inside the parser's event handler, which would have ended the process (found in
    // review, decision 022).
    applicationCase(
      "a file part without a name",
      {
        fields,
        files: [
          {
            headers: ['Content-Disposition: form-data; filename="cv.pdf"', "Content-Type: application/pdf"],
            body: CV_PDF,
          },
        ],
      },
      refuse("a file part without a name"),
    ),
    applicationCase(
      "a field part without a name",
      {
        fields: [],
        files: cv,
        extraParts: [
          { headers: ["Content-Disposition: form-data"], body: Buffer.from("x") },
          ...fields.map(([name, value]) => fieldPart(name, value)),
        ],
      },
      refuse("a field part without a name"),
    ),
    applicationCase("missing consent", { fields: without("consent"), files: cv }, refuse("no consent")),
    applicationCase(
      "honeypot filled",
      { fields: replaced("website", "http://spam.example"), files: cv },
      refuse("the honeypot is filled"),
    ),
    applicationCase("no form token", { fields: without("formToken"), files: cv }, refuse("no form token")),
    applicationCase(
      "no form token, without JavaScript",
      { fields: without("formToken"), files: cv, accept: "text/html" },
      refuse("no form token"),
    ),
    applicationCase(
      "form token of another form",
      {
        fields: replaced("formToken", new Tokens(TEST_SECRET).issueFormToken("contact", Date.now() - 60_000)),
        files: cv,
      },
      refuse("a contact form's token"),
    ),
    applicationCase("unknown role", { fields: replaced("role", "no-such-role"), files: cv }, refuse("no such role")),
    applicationCase(
      "role with traversal",
      { fields: replaced("role", "../../etc/passwd"), files: cv },
      refuse("no such role"),
    ),
    applicationCase(
      "no boundary",
      { fields, files: cv, contentType: "multipart/form-data" },
      refuse("no boundary: the body cannot be read"),
    ),
    applicationCase(
      "empty boundary",
      { fields, files: cv, contentType: "multipart/form-data; boundary=" },
      refuse("an empty boundary"),
    ),
    applicationCase(
      "another boundary than the body's",
      { fields, files: cv, contentType: "multipart/form-data; boundary=something-else" },
      refuse("the body has no part with this boundary"),
    ),
    applicationCase(
      "two boundaries",
      { fields, files: cv, contentType: `multipart/form-data; boundary=other; boundary=${BOUNDARY}` },
      { effective: valid },
    ),
    applicationCase(
      "no closing delimiter",
      { fields, files: cv, open: true },
      refuse("the body ends without its closing delimiter"),
    ),
    applicationCase(
      "cut in the CV",
      {
        fields,
        files: cv,
        cutAt: multipartBytes([...fields.map(([name, value]) => fieldPart(name, value))]).length + 120,
      },
      refuse("the body ends inside the CV"),
    ),
    applicationCase(
      "cut in the part headers",
      {
        fields,
        files: cv,
        cutAt:
          multipartBytes([...fields.map(([name, value]) => fieldPart(name, value))]).length -
          `--${BOUNDARY}--\r\n`.length +
          30,
      },
      refuse("the body ends inside a part's headers"),
    ),
    {
      ...applicationCase(
        "Content-Length larger than the body",
        { fields, files: cv },
        refuse("the body is shorter than its Content-Length"),
      ),
      mayDrop: true,
    },
    applicationCase(
      "Content-Encoding gzip, not compressed",
      { fields, files: cv, extraHeaders: [["Content-Encoding", "gzip"]] },
      refuse("Content-Encoding: gzip on a body that is not compressed"),
    ),
    applicationCase(
      "multipart/mixed",
      { fields, files: cv, contentType: `multipart/mixed; boundary=${BOUNDARY}` },
      refuse("not multipart/form-data"),
    ),
    applicationCase(
      "multipart with charset=utf-16le",
      { fields, files: cv, contentType: `multipart/form-data; charset=utf-16le; boundary=${BOUNDARY}` },
      { effective: valid },
    ),
    {
      family: "application:JSON body",
      request: {
        method: "POST",
        target: "/api/applications",
        headers: [["Content-Type", "application/json"]],
        body: Buffer.from(JSON.stringify({ ...Object.fromEntries(fields), cv: CV_PDF.toString("base64") })),
      },
      submission: { kind: "application", effective: undefined },
      mustRefuse: "a JSON body: the form is multipart",
    },
    {
      family: "application:urlencoded body",
      request: {
        method: "POST",
        target: "/api/applications",
        headers: [["Content-Type", "application/x-www-form-urlencoded"]],
        body: Buffer.from(new URLSearchParams([...fields, ["cv", CV_PDF.toString("latin1")]]).toString()),
      },
      submission: { kind: "application", effective: undefined },
      mustRefuse: "an urlencoded body: the form is multipart",
    },
    {
      family: "application:no body",
      request: {
        method: "POST",
        target: "/api/applications",
        headers: [["Content-Type", `multipart/form-data; boundary=${BOUNDARY}`]],
        body: Buffer.alloc(0),
      },
      submission: { kind: "application", effective: undefined },
    },
  ];
  return cases.map((item) =>
    item.family === "application:Content-Length larger than the body"
      ? {
          ...item,
          request: {
            ...item.request,
            headers: [...item.request.headers, ["Content-Length", String((item.request.body?.length ?? 0) + 100)]],
            halfClose: true,
          },
        }
      : item,
  );
}

/** Generated: a valid application with one field, the file name, its declared type or the transport made hostile. */
const applicationGenerated: fc.Arbitrary<CaseBuilder> = fc
  .record({
    field: fc.constantFrom(
      "name",
      "email",
      "phone",
      "location",
      "note",
      "role",
      "consent",
      "linkedin",
      "github",
      "portfolio",
      "website",
      "formToken",
      "unknown",
    ),
    value: hostileString,
    // A link field's hostile value is as often inside an otherwise valid link, where only the text rules can catch it.
    linkPrefix: fc.constantFrom("", "https://x.com/", "http://example.org/a?q=", "https://"),
    mutate: fc.constantFrom("field", "field", "field", "filename", "type", "accept", "cut", "extra"),
    filename: fc.oneof(fc.constantFrom(...HOSTILE_FILENAMES), fc.string({ unit: "binary", maxLength: 80 })),
    type: fc.oneof(
      fc.constantFrom(
        "application/pdf",
        "application/octet-stream",
        "text/html",
        "image/png",
        "",
        "x/y; charset=utf-7",
        `application/pdf; ${"p=1; ".repeat(200)}`,
      ),
      fc.string({ unit: "binary-ascii", maxLength: 40 }),
    ),
    accept: fc.constantFrom(...ACCEPTS),
    cut: fc.nat(),
    extra: hostileHeaders,
  })
  .map((spec) => ({ n, antiSpam }) => {
    const base = applicationFields(n, antiSpam);
    const cv = filePart(CV_PDF);
    if (spec.mutate === "field") {
      const value = (LINK_FIELDS as readonly string[]).includes(spec.field)
        ? `${spec.linkPrefix}${spec.value}`
        : spec.value;
      const fields: [string, string][] =
        spec.field === "unknown"
          ? [...base, [`x-${n}`, value]]
          : base.some(([key]) => key === spec.field)
            ? base.map(([key, item]) => [key, key === spec.field ? value : item])
            : [...base, [spec.field, value]];
      // Header lines and names stay as they are: a value's bytes are the part's body.
      return applicationCase(
        `hostile ${spec.field}`,
        { fields, files: [cv] },
        spec.field === "unknown"
          ? { effective: effectiveOf(fields, CV_PDF), mustRefuse: "an unknown field" }
          : { effective: effectiveOf(fields, CV_PDF) },
      );
    }
    const valid = effectiveOf(base, CV_PDF);
    if (spec.mutate === "filename")
      return applicationCase(
        "hostile file name",
        { fields: base, files: [filePart(CV_PDF, utf8Bytes(spec.filename).replace(/[\r\n"]/g, "_"))] },
        { effective: valid },
      );
    if (spec.mutate === "type")
      return applicationCase(
        "hostile declared type",
        { fields: base, files: [filePart(CV_PDF, "cv.pdf", spec.type.replace(/[\r\n]/g, " "))] },
        { effective: valid },
      );
    if (spec.mutate === "accept")
      return applicationCase("Accept", { fields: base, files: [cv], accept: spec.accept }, { effective: valid });
    if (spec.mutate === "cut") {
      const whole = multipartBytes([...base.map(([name, value]) => fieldPart(name, value)), cv]);
      // Anywhere before the closing delimiter's end: the form is incomplete.
      return applicationCase(
        "cut off",
        { fields: base, files: [cv], cutAt: spec.cut % (whole.length - 4) },
        { effective: valid, mustRefuse: "the body is cut off before its end" },
      );
    }
    return {
      ...applicationCase(
        "hostile headers",
        { fields: base, files: [cv], extraHeaders: spec.extra },
        { effective: valid, mustRefuse: codingRefusal(spec.extra) },
      ),
      mayDrop: spec.extra.some(([name]) => /^(content-length|transfer-encoding|expect)$/i.test(name)),
    };
  });

// ------------------------------------------------------- withdraw links

/** A valid withdraw token for an application that never exists: answered like an erased one (the link may be pressed twice). */
const NO_SUCH_APPLICATION = tokens.sign("999999999", "withdraw");

/** A POST of a withdraw token: acknowledging it is right only for NO_SUCH_APPLICATION sent as itself, in a body that says what it means. */
function withdrawPost(family: string, value: unknown, how: Transport): FuzzCase {
  const { headers, body, effective, mustRefuse } = encodeBody(new Entries([["token", value]]), how);
  const acceptable = value === NO_SUCH_APPLICATION && record(effective).token === value;
  return {
    family,
    request: { method: "POST", target: "/api/applications/withdraw", headers, body },
    submission: { kind: "withdrawal", effective: acceptable ? effective : undefined },
    mustRefuse,
  };
}
const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** Named withdraw cases, sent on every run after the application corpus (whose first applications are ids 1, 2…). */
const withdrawCorpusCases: readonly CaseBuilder[] = (
  [
    ["valid token, no such application", NO_SUCH_APPLICATION, "form"],
    ["valid token, no such application (JSON)", NO_SUCH_APPLICATION, "json"],
    ["two valid tokens for stored applications", [tokens.sign("1", "withdraw"), tokens.sign("2", "withdraw")], "form"],
    ["a valid token in an array (JSON)", [tokens.sign("1", "withdraw")], "json"],
    ["a valid token in an object (JSON)", new Entries([["token", tokens.sign("1", "withdraw")]]), "json"],
    ["a valid token in an object (form)", new Entries([["0", tokens.sign("1", "withdraw")]]), "form"],
    ["operator object", new Entries([["$ne", null]]), "json"],
    ["empty token", "", "form"],
    ["null token", null, "json"],
    ["token of another purpose for a stored application", tokens.sign("1", "confirm"), "form"],
    ["expired token for a stored application", tokens.sign("1", "withdraw", -60), "json"],
    [
      "token signed with another secret",
      new Tokens("another-secret-that-is-long-enough-0123456789").sign("1", "withdraw"),
      "form",
    ],
  ] as const
)
  .map(
    ([name, value, format]): CaseBuilder =>
      () =>
        withdrawPost(`withdraw:corpus:${name}`, value, { format, twist: "none" }),
  )
  .concat(
    () => ({
      family: "withdraw:corpus:GET with a valid token erases nothing",
      request: {
        method: "GET",
        target: `/api/applications/withdraw?token=${tokens.sign("1", "withdraw")}`,
        headers: [],
      },
    }),
    () => ({
      family: "withdraw:corpus:GET with two tokens",
      request: {
        method: "GET",
        target: `/api/applications/withdraw?token=${tokens.sign("1", "withdraw")}&token=${tokens.sign("2", "withdraw")}`,
        headers: [],
      },
    }),
    () => ({
      family: "withdraw:corpus:GET with token[]",
      request: {
        method: "GET",
        target: `/api/applications/withdraw?token[]=${tokens.sign("1", "withdraw")}`,
        headers: [],
      },
    }),
    () => ({
      family: "withdraw:corpus:GET without token",
      request: { method: "GET", target: "/api/applications/withdraw", headers: [] },
    }),
    () => ({
      family: "withdraw:corpus:POST as multipart",
      request: {
        method: "POST",
        target: "/api/applications/withdraw",
        headers: [["Content-Type", `multipart/form-data; boundary=${BOUNDARY}`]],
        body: multipartBytes([fieldPart("token", tokens.sign("1", "withdraw"))]),
      },
      submission: { kind: "withdrawal", effective: undefined },
      mustRefuse: "the withdraw form is urlencoded; this one would erase application 1",
    }),
    () => ({
      family: "withdraw:corpus:POST without body",
      request: { method: "POST", target: "/api/applications/withdraw", headers: [] },
      submission: { kind: "withdrawal", effective: undefined },
    }),
  );

/**
 * Withdraw tokens that must not erase anything: another purpose, expired, forged, not an id, wrapped in arrays
 * or objects. None is a valid withdraw token for a stored application (that one would erase it, rightly; the
 * database check would then miss an acknowledged application). One is valid for an id that never exists.
 */
const withdrawToken: fc.Arbitrary<() => unknown> = fc.constantFrom<() => unknown>(
  () => NO_SUCH_APPLICATION,
  () => tokens.sign("1", "confirm"),
  () => tokens.sign("2", "unsubscribe"),
  () => tokens.sign("1", "withdraw", -60),
  () => tokens.sign("1 OR 1=1", "withdraw"),
  () => tokens.sign("-1", "withdraw"),
  () => tokens.sign("1e0", "withdraw"),
  () => tokens.sign(" 1", "withdraw"),
  () => tokens.sign("", "withdraw"),
  () => tokens.sign("0x1", "withdraw"),
  () => signedPayload({ e: 1, p: "withdraw", x: 0 }),
  () => signedPayload({ e: ["1"], p: "withdraw", x: 0 }),
  () => signedPayload({ e: "1", p: ["withdraw"], x: 0 }),
  () => signedPayload({ e: "1", p: "withdraw", x: "0" }),
  // A real token's signature with one character in its middle changed.
  () => {
    const token = tokens.sign("1", "withdraw");
    const at = token.length - 10;
    return `${token.slice(0, at)}${token[at] === "A" ? "B" : "A"}${token.slice(at + 1)}`;
  },
  () => new Tokens("another-secret-that-is-long-enough-0123456789").sign("1", "withdraw"),
  // (Not a one-element array: in a form body it is the plain token, which would rightly erase application 1.)
  () => [tokens.sign("1", "withdraw"), tokens.sign("2", "withdraw")],
  () => ({ token: tokens.sign("1", "withdraw") }),
  () => ({ $ne: null }),
  () => "",
  () => null,
  () => 1,
  () => "x".repeat(20_000),
);

const withdrawCase: fc.Arbitrary<CaseBuilder> = fc
  .record({
    method: fc.constantFrom("GET", "GET", "HEAD", "POST", "POST", "POST"),
    token: withdrawToken,
    how: transport,
    query: fc.constantFrom(
      "?token=%s",
      "?token[]=%s",
      "?token=%s&token=%s",
      "?token=",
      "",
      "?token=%s%",
      `?token=%s&x=${"y".repeat(3000)}`,
    ),
    valid: fc.integer({ min: 1, max: 3 }),
  })
  .map((spec) => () => {
    const value = spec.token();
    if (spec.method !== "POST") {
      // GET only shows the button: even a valid token for a stored application erases nothing.
      const text =
        typeof value === "string"
          ? value
          : spec.query === "?token=%s"
            ? tokens.sign(String(spec.valid), "withdraw")
            : JSON.stringify(value);
      return {
        family: `withdraw:${spec.method}`,
        request: {
          method: spec.method,
          target: `/api/applications/withdraw${spec.query.replaceAll("%s", formEncode(text))}`,
          headers: [],
        },
      };
    }
    return withdrawPost(`withdraw:POST:${spec.how.format}`, value, spec.how);
  });

/** The generated cases, mixed in these proportions. */
export const fuzzCase: fc.Arbitrary<CaseBuilder> = fc.oneof(
  { weight: 6, arbitrary: contactCase },
  { weight: 4, arbitrary: subscribeCase },
  { weight: 5, arbitrary: vitalsCase },
  { weight: 2, arbitrary: garbageBody },
  { weight: 3, arbitrary: tokenLinkCase },
  { weight: 3, arbitrary: methodCase },
  { weight: 4, arbitrary: urlCase },
  { weight: 3, arbitrary: headerCase },
  { weight: 3, arbitrary: applicationGenerated },
  { weight: 2, arbitrary: withdrawCase },
);

// ----------------------------------------------------------------- corpus

/** Named wire-level cases that are always sent, whatever the seed draws; each gets its own `n` (see `corpusCases`). */
// eslint-disable-next-line max-lines-per-function -- a list of named cases: data
function corpus({ n, antiSpam }: BuildContext): FuzzCase[] {
  const contact = (overrides: Record<string, unknown> = {}, k = n) =>
    new Entries(
      Object.entries({
        name: `Corpus fuzz#${k}`,
        email: `fuzz.${k}@example.org`,
        message: `[fuzz#${k}] A corpus enquiry about an app.`,
        consent: true,
        ...antiSpam.contact,
        ...overrides,
      }),
    );
  const metric = (overrides: Record<string, unknown> = {}) => ({
    name: "LCP",
    value: 1234.5,
    rating: "good",
    id: `fz.${n}.0`,
    navigationType: "navigate",
    path: "/",
    ...overrides,
  });
  const post = (
    family: string,
    target: string,
    payload: unknown,
    extra: Partial<FuzzCase> = {},
    headers: Header[] = [["Content-Type", "application/json"]],
  ): FuzzCase => {
    const text = typeof payload === "string" ? payload : toJson(payload);
    const kind: SubmissionKind | undefined =
      target === "/api/contact"
        ? "contact"
        : target === "/api/subscribe"
          ? "subscribe"
          : target === "/api/vitals"
            ? "vitals"
            : undefined;
    return {
      family: `corpus:${family}`,
      request: { method: "POST", target, headers, body: Buffer.from(text, "utf8") },
      submission: kind && { kind, effective: parseJson(text) },
      ...extra,
    };
  };
  const get = (family: string, target: string, extra: Partial<FuzzCase> = {}): FuzzCase => ({
    family: `corpus:${family}`,
    request: { method: "GET", target, headers: [] },
    ...extra,
  });
  const contactText = toJson(contact());
  const latinName = "J\u00f6rg M\u00fcller-\u00c5berg";
  return [
    post("valid contact", "/api/contact", contact()),
    post(
      "NUL in contact message",
      "/api/contact",
      contact({ message: `[fuzz#${n}] hello\u0000world, a NUL in the message` }),
    ),
    post("NUL in contact company", "/api/contact", contact({ company: "Acme\u0000Corp" })),
    post(
      "control characters in contact message",
      "/api/contact",
      contact({ message: `[fuzz#${n}] bell \u0007 escape \u001b[31m red \u0008 backspace` }),
    ),
    post(
      "lone surrogate in contact message",
      "/api/contact",
      contact({ message: `[fuzz#${n}] lone \ud800 surrogate` }),
    ),
    post("NUL in vitals id", "/api/vitals", metric({ id: `fz.${n}.0-\u0000-x` })),
    post("NUL in one metric of a batch", "/api/vitals", [
      metric({ id: `fz.${n}.0` }),
      metric({ id: `fz.${n}.1\u0000` }),
    ]),
    post("control characters in vitals id", "/api/vitals", metric({ id: `fz.${n}.0-\u001b[2J-\u0007` })),
    post("NUL in subscribe e-mail", "/api/subscribe", { email: `fuzz.${n}@example.org\u0000`, ...antiSpam.subscribe }),
    post("duplicate keys, last one valid", "/api/contact", contactText.replace("{", '{"email":"first@example.org",')),
    post(
      "duplicate keys, last one hostile",
      "/api/contact",
      `${contactText.slice(0, -1)},"email":"x\\u0000@example.org"}`,
    ),
    post("__proto__ key", "/api/contact", contactText.replace("{", '{"__proto__":{"isAdmin":true},')),
    post(
      "constructor.prototype key",
      "/api/contact",
      contactText.replace("{", '{"constructor":{"prototype":{"isAdmin":true}},'),
    ),
    post("deeply nested JSON", "/api/contact", `${"[".repeat(8000)}${"]".repeat(8000)}`),
    post("deeply nested vitals", "/api/vitals", `${'{"a":'.repeat(1000)}1${"}".repeat(1000)}`),
    post("JSON in ISO 8859-1", "/api/contact", "", {
      request: {
        method: "POST",
        target: "/api/contact",
        headers: [["Content-Type", "application/json; charset=iso-8859-1"]],
        body: Buffer.from(toJson(contact({ name: latinName })), "latin1"),
      },
      submission: { kind: "contact", effective: parseJson(toJson(contact({ name: latinName }))) },
    }),
    post("JSON in UTF-16", "/api/contact", "", {
      request: {
        method: "POST",
        target: "/api/contact",
        headers: [["Content-Type", "application/json; charset=utf-16le"]],
        body: Buffer.from(toJson(contact()), "utf16le"),
      },
      submission: { kind: "contact", effective: parseJson(toJson(contact())) },
    }),
    post("invalid UTF-8 in JSON", "/api/contact", "", {
      request: {
        method: "POST",
        target: "/api/contact",
        headers: [["Content-Type", "application/json"]],
        body: Buffer.from(toJson(contact({ name: "J\u00f6rg" })), "latin1"),
      },
      submission: { kind: "contact", effective: undefined },
      mustRefuse: "the body is not valid UTF-8 (ISO 8859-1 bytes under a UTF-8 content type)",
    }),
    post("Content-Encoding gzip, body not compressed", "/api/contact", "", {
      request: {
        method: "POST",
        target: "/api/contact",
        headers: [
          ["Content-Type", "application/json"],
          ["Content-Encoding", "gzip"],
        ],
        body: Buffer.from(contactText),
      },
      submission: { kind: "contact", effective: parseJson(contactText) },
      mustRefuse: "Content-Encoding: gzip on a body that is not compressed: accepting it means the header was ignored",
    }),
    post("Content-Encoding gzip, compressed", "/api/contact", "", {
      request: {
        method: "POST",
        target: "/api/contact",
        headers: [
          ["Content-Type", "application/json"],
          ["Content-Encoding", "gzip"],
        ],
        body: gzipSync(contactText),
      },
      submission: { kind: "contact", effective: parseJson(contactText) },
    }),
    post("Content-Encoding br on vitals, not compressed", "/api/vitals", "", {
      request: {
        method: "POST",
        target: "/api/vitals",
        headers: [
          ["Content-Type", "application/json"],
          ["Content-Encoding", "br"],
        ],
        body: Buffer.from(JSON.stringify(metric())),
      },
      submission: { kind: "vitals", effective: metric() },
      mustRefuse: "Content-Encoding: br on a body that is not compressed",
    }),
    post("Content-Length larger than the body", "/api/contact", "", {
      request: {
        method: "POST",
        target: "/api/contact",
        headers: [
          ["Content-Type", "application/json"],
          ["Content-Length", String(contactText.length + 50)],
        ],
        body: Buffer.from(contactText),
        halfClose: true,
      },
      submission: { kind: "contact", effective: undefined },
      mayDrop: true,
    }),
    post("Content-Length smaller than the body", "/api/contact", "", {
      request: {
        method: "POST",
        target: "/api/contact",
        headers: [
          ["Content-Type", "application/json"],
          ["Content-Length", "10"],
        ],
        body: Buffer.from(contactText),
      },
      submission: { kind: "contact", effective: undefined },
    }),
    post("two different Content-Lengths", "/api/subscribe", "", {
      request: {
        method: "POST",
        target: "/api/subscribe",
        headers: [
          ["Content-Type", "application/json"],
          ["Content-Length", "5"],
          ["Content-Length", "6"],
        ],
        body: Buffer.from('{"email":"x"}'),
      },
    }),
    post("Transfer-Encoding and Content-Length (smuggling)", "/api/contact", "", {
      request: {
        method: "POST",
        target: "/api/contact",
        headers: [
          ["Content-Type", "application/json"],
          ["Transfer-Encoding", "chunked"],
          ["Content-Length", "4"],
        ],
        body: Buffer.from("0\r\n\r\nGET /api/admin HTTP/1.1\r\nHost: x\r\n\r\n"),
      },
    }),
    post("chunked body", "/api/contact", "", {
      request: {
        method: "POST",
        target: "/api/contact",
        headers: [
          ["Content-Type", "application/json"],
          ["Transfer-Encoding", "chunked"],
        ],
        body: Buffer.from(`${Buffer.byteLength(contactText).toString(16)}\r\n${contactText}\r\n0\r\n\r\n`),
      },
      submission: { kind: "contact", effective: parseJson(contactText) },
    }),
    post("broken chunked body", "/api/contact", "", {
      request: {
        method: "POST",
        target: "/api/contact",
        headers: [
          ["Content-Type", "application/json"],
          ["Transfer-Encoding", "chunked"],
        ],
        body: Buffer.from("zz\r\n{}\r\n0\r\n\r\n"),
      },
      submission: { kind: "contact", effective: undefined },
    }),
    post("duplicate Content-Type", "/api/contact", "", {
      request: {
        method: "POST",
        target: "/api/contact",
        headers: [
          ["Content-Type", "text/plain"],
          ["Content-Type", "application/json"],
        ],
        body: Buffer.from(contactText),
      },
      submission: { kind: "contact", effective: parseJson(contactText) },
    }),
    post("form with duplicate keys", "/api/subscribe", "", {
      request: {
        method: "POST",
        target: "/api/subscribe",
        headers: [["Content-Type", "application/x-www-form-urlencoded"]],
        body: Buffer.from(`email=fuzz.${n}%40example.org&email=other%40example.org`),
      },
      submission: { kind: "subscribe", effective: { email: [`fuzz.${n}@example.org`, "other@example.org"] } },
    }),
    post("form with NUL", "/api/contact", "", {
      request: {
        method: "POST",
        target: "/api/contact",
        headers: [
          ["Content-Type", "application/x-www-form-urlencoded"],
          ["Accept", "text/html"],
        ],
        body: Buffer.from(toForm(contact({ message: `[fuzz#${n}] nul%00here \u0000 too` }).entries)),
      },
      submission: {
        kind: "contact",
        effective: parseForm(toForm(contact({ message: `[fuzz#${n}] nul%00here \u0000 too` }).entries)),
      },
    }),
    post("form with broken escapes", "/api/contact", "", {
      request: {
        method: "POST",
        target: "/api/contact",
        headers: [["Content-Type", "application/x-www-form-urlencoded"]],
        body: Buffer.from(`${toForm(contact().entries)}&x=%ff%&%zz=1`),
      },
      submission: { kind: "contact", effective: undefined },
    }),
    post("hostile Referer on an HTML error page", "/api/contact", "", {
      request: {
        method: "POST",
        target: "/api/contact",
        headers: [
          ["Content-Type", "application/x-www-form-urlencoded"],
          ["Accept", "text/html"],
          ["Referer", "https://evil.example//evil.example/phish"],
        ],
        body: Buffer.from("name="),
      },
    }),
    post("javascript: Referer on an HTML error page", "/api/subscribe", "", {
      request: {
        method: "POST",
        target: "/api/subscribe",
        headers: [
          ["Content-Type", "application/x-www-form-urlencoded"],
          ["Accept", "text/html"],
          ["Referer", "/\\evil.example"],
        ],
        body: Buffer.from("email=x"),
      },
    }),
    post(
      "body over the limit",
      "/api/vitals",
      `[${JSON.stringify(metric({ path: `/${"a".repeat(190)}` }))}${`,${JSON.stringify(metric())}`.repeat(60)}]`,
    ),
    post("text/plain", "/api/subscribe", "", {
      request: {
        method: "POST",
        target: "/api/subscribe",
        headers: [["Content-Type", "text/plain"]],
        body: Buffer.from(`email=fuzz.${n}@example.org`),
      },
    }),
    post("no Content-Type", "/api/subscribe", "", {
      request: {
        method: "POST",
        target: "/api/subscribe",
        headers: [],
        body: Buffer.from(`{"email":"fuzz.${n}@example.org"}`),
      },
    }),
    get("/%ff", "/%ff"),
    get("/%", "/%"),
    get("/%c0%ae%c0%ae/", "/%c0%ae%c0%ae/"),
    get("/api/%ff", "/api/%ff"),
    get("raw byte 0xFF in the path", "/\xff"),
    get("raw bytes in an API path", "/api/contact\xc0\xae"),
    get("traversal to a canary", `/..%2f${CANARY_FILE}`),
    get("dotfile", "/.env"),
    get("long URL", `/${"a".repeat(20_000)}`),
    get("long API URL", `/api/newsletter/confirm?token=${"a".repeat(60_000)}`),
    get("confirm with an array token", "/api/newsletter/confirm?token[]=a&token[]=b"),
    get(
      "confirm with a token of another purpose",
      `/api/newsletter/confirm?token=${tokens.sign(`fuzz.${n}@example.org`, "unsubscribe")}`,
    ),
    get("unknown API path", "/api/does-not-exist"),
    get("form token for an unknown form", `${FORM_TOKEN_PATH}?form=__proto__`),
    { family: "corpus:CONNECT", request: { method: "CONNECT", target: "127.0.0.1:22", headers: [] }, mayDrop: true },
    { family: "corpus:unknown method", request: { method: "BREW", target: "/", headers: [] } },
    { family: "corpus:TRACE", request: { method: "TRACE", target: "/api/contact", headers: [["Cookie", "secret=1"]] } },
    {
      family: "corpus:HTTP/1.0 without Host",
      request: { method: "GET", target: "/", headers: [], raw: Buffer.from("GET / HTTP/1.0\r\n\r\n") },
    },
    {
      family: "corpus:HTTP/2 preface",
      request: { method: "PRI", target: "*", headers: [], raw: Buffer.from("PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n") },
      mayDrop: true,
    },
    {
      family: "corpus:garbage request line",
      request: {
        method: "GET",
        target: "/",
        headers: [],
        raw: Buffer.from("\u0016\u0003\u0001\u0000\u00a5\u0001\u0000\u0000\u00a1\u0003\u0003", "latin1"),
      },
      mayDrop: true,
    },
    {
      family: "corpus:header without colon",
      request: { method: "GET", target: "/", headers: [["X-Broken", "y\r\nno colon here"]] },
    },
    { family: "corpus:NUL in a header", request: { method: "GET", target: "/", headers: [["X-Nul", "a\u0000b"]] } },
    {
      family: "corpus:obsolete line folding",
      request: { method: "GET", target: "/", headers: [["X-Fold", "a\r\n  b"]] },
    },
    {
      family: "corpus:X-HTTP-Method-Override",
      request: { method: "POST", target: "/", headers: [["X-HTTP-Method-Override", "DELETE"]] },
    },
  ];
}

/** The corpus as builders, one per named case. */
const corpusCases: readonly CaseBuilder[] = Array.from(
  { length: corpus({ n: 0, antiSpam: { contact: {}, subscribe: {}, application: {} } }).length },
  (_, index) => (context: BuildContext) => corpus(context)[index]!,
);

/** The job application corpus as builders, one per named case. */
const applicationCorpusCases: readonly CaseBuilder[] = Array.from(
  { length: applicationCorpus({ n: 0, antiSpam: { contact: {}, subscribe: {}, application: {} } }).length },
  (_, index) => (context: BuildContext) => applicationCorpus(context)[index]!,
);

/** Every common method on every endpoint and a page: the wrong ones must answer 405 or 404, never 5xx. */
const methodSweep: readonly CaseBuilder[] = [
  "GET",
  "HEAD",
  "POST",
  "PUT",
  "DELETE",
  "PATCH",
  "OPTIONS",
  "TRACE",
].flatMap((method) =>
  [...new Set<string>([...API_POST_PATHS, ...API_GET_PATHS, "/", "/services", "/api/unknown"])].map((target) => () => ({
    family: `sweep:${method}`,
    request: {
      method,
      target,
      headers: method === "POST" ? [["Content-Type", "application/json"]] : [],
      body: method === "POST" ? Buffer.from("{}") : undefined,
    },
  })),
);

/** Every traversal and bad-escape path, with GET. */
const traversalSweep: readonly CaseBuilder[] = TRAVERSALS.map((target) => () => ({
  family: "sweep:traversal",
  request: { method: "GET", target, headers: [] },
}));

/** Cases sent on every run, before the generated ones. */
export const fixedCases: readonly CaseBuilder[] = [
  ...applicationCorpusCases,
  ...withdrawCorpusCases,
  ...corpusCases,
  ...methodSweep,
  ...traversalSweep,
];
