/**
 * Headers checked once and written by every answer that sends them (decision 062).
 *
 * `response.writeHead(status, headers)` checks every name and value of `headers` on each call: a regular expression
 * over every character, which for a page's twenty headers (its CSP alone is about 800 characters) was the largest
 * cost of a static answer after the system call that sends it. The build's answers are the same bytes every time, so
 * their headers are checked once, when the build is read, with Node's own `validateHeaderName` and
 * `validateHeaderValue`, and kept in the form Node keeps the headers set with `setHeader` (its `kOutHeaders` map:
 * lower-case name to `[name, value]`). Handed to Node as that map, they are written without being checked again:
 * Node's path for headers that `setHeader` has already checked.
 *
 * That map is Node's own (a symbol on every outgoing message, not a documented API): it is looked up once, by its
 * description, on a response made here. Should a Node.js release rename or drop it, `writePrepared` falls back to
 * `writeHead` with the same headers (the bytes sent are the same, the checks made per request again);
 * server/prepared-headers.test.ts tells which path the running Node takes and compares the bytes of both.
 */
import http, { type OutgoingHttpHeaders, type ServerResponse } from "node:http";

/** Headers in the shape of Node's `kOutHeaders`: the lower-case name to the name as sent and its value; frozen. */
export type PreparedHeaders = Readonly<Record<string, readonly [string, string | number]>>;

/** The symbol under which Node keeps a message's headers set with `setHeader`, or undefined if this Node has none. */
const OUT_HEADERS: symbol | undefined = (() => {
  const response = new http.ServerResponse(new http.IncomingMessage(null as never));
  return Object.getOwnPropertySymbols(response).find((symbol) => symbol.description === "kOutHeaders");
})();

/** Whether answers are written without their headers checked again (false: this Node.js has no `kOutHeaders`). */
export const PREPARED_PATH = OUT_HEADERS !== undefined;

/**
 * The `[name, value]` pairs made so far, to share one pair among every answer that sends it (the security headers,
 * a page's CSP in each of its encodings): one per reading of a build, let go with it.
 */
export type HeaderPairs = Map<string, Map<string | number, readonly [string, string | number]>>;

/**
 * Checks `headers` as `setHeader` would (throws on a name or value Node refuses) and prepares them; a name given
 * twice in different case keeps the last, as `setHeader` does.
 */
export function prepareHeaders(headers: OutgoingHttpHeaders, pairs: HeaderPairs = new Map()): PreparedHeaders {
  // A plain object, not the prototype-less one Node makes, and made at once from its entries: V8 keeps a prototype-less
  // object, or one given its twentieth property by assignment, as a hash table, which Node's `for…in` over the headers
  // then enumerates through the runtime on every answer; made this way, the build's thousands of answers with the same
  // names in the same order share one compact layout (about 5 MB less held) and its cached enumeration.
  const prepared = new Map<string, readonly [string, string | number]>();
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    if (typeof value !== "string" && typeof value !== "number")
      throw new TypeError(`Header ${name}: only one value per name is prepared`);
    // By name, then value (a number and its string apart): a key joined from both would copy every CSP once more.
    let byValue = pairs.get(name);
    if (!byValue) pairs.set(name, (byValue = new Map()));
    let pair = byValue.get(value);
    if (!pair) {
      http.validateHeaderName(name);
      http.validateHeaderValue(name, String(value));
      pair = Object.freeze([name, value] as const);
      byValue.set(value, pair);
    }
    prepared.set(name.toLowerCase(), pair);
  }
  return Object.freeze(Object.fromEntries(prepared));
}

/** The prepared headers as an object for `writeHead` or Fastify's `reply.headers`. */
export const plainHeaders = (prepared: PreparedHeaders): OutgoingHttpHeaders =>
  Object.fromEntries(Object.values(prepared));

/** Writes the status line and the prepared headers (sent with the first body bytes or `end`, as `writeHead` does). */
export function writePrepared(response: ServerResponse, status: number, prepared: PreparedHeaders): void {
  if (OUT_HEADERS === undefined) {
    response.writeHead(status, plainHeaders(prepared));
    return;
  }
  // Node reads this map to write the head and never changes it once the head is written; frozen, a change would throw.
  (response as unknown as Record<symbol, PreparedHeaders>)[OUT_HEADERS] = prepared;
  response.writeHead(status);
}
