import http from "node:http";
import { connect, type AddressInfo } from "node:net";
import { setFlagsFromString } from "node:v8";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PREPARED_PATH, plainHeaders, prepareHeaders, writePrepared, type HeaderPairs } from "./prepared-headers";

const HEADERS = {
  "Content-Security-Policy":
    "default-src 'self'; script-src 'self' 'sha256-b7XxBbDQe2QPAPG2Fouab+xlUVIvGPTY2JRhXDnIE6s='",
  "X-Content-Type-Options": "nosniff",
  ETag: 'W/"5a4c-1a23825467a"',
  "Content-Type": "text/html; charset=utf-8",
  "Content-Length": 5,
};
const prepared = prepareHeaders(HEADERS);

let server: http.Server;
let port: number;
beforeAll(async () => {
  server = http.createServer((request, response) => {
    const status = request.url?.endsWith("/unchanged") ? 304 : 200;
    if (request.url?.startsWith("/plain")) response.writeHead(status, plainHeaders(prepared));
    else writePrepared(response, status, prepared);
    response.end(status === 304 ? undefined : "hello");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The bytes of one answer, as the client receives them, with the Date line taken out. */
function raw(path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () =>
      socket.end(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`),
    );
    let text = "";
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => (text += chunk));
    socket.on("end", () => resolve(text.replace(/^Date: .*\r\n/m, "")));
    socket.on("error", reject);
  });
}

describe("prepared headers", () => {
  it("are written by the Node.js the project runs on without being checked per answer", () => {
    // The project pins its Node.js (decision 015): a release without Node's `kOutHeaders` falls back to writeHead with
    // the same bytes, and this says so, to be looked at (decision 062).
    expect(PREPARED_PATH).toBe(true);
  });

  it("send the same bytes as writeHead with the same headers, for a 200 and a 304", async () => {
    const [preparedOk, plainOk] = await Promise.all([raw("/"), raw("/plain")]);
    expect(preparedOk).toBe(plainOk);
    expect(preparedOk).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(preparedOk).toContain("Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-");
    expect(preparedOk).toContain('ETag: W/"5a4c-1a23825467a"\r\n');
    expect(preparedOk.endsWith("\r\n\r\nhello")).toBe(true);
    const [preparedNotModified, plainNotModified] = await Promise.all([raw("/unchanged"), raw("/plain/unchanged")]);
    expect(preparedNotModified).toBe(plainNotModified);
    expect(preparedNotModified).toMatch(/^HTTP\/1\.1 304 Not Modified\r\n/);
  });

  it("are left as they were by the answers that sent them, and cannot be changed", async () => {
    await Promise.all([raw("/"), raw("/")]);
    expect(plainHeaders(prepared)).toEqual(HEADERS);
    expect(Object.isFrozen(prepared)).toBe(true);
    expect(() => {
      (prepared as Record<string, unknown>)["x-added"] = ["X-Added", "1"];
    }).toThrow(TypeError);
    expect(() => {
      (prepared["etag"] as unknown as string[])[1] = "changed";
    }).toThrow(TypeError);
  });

  it("refuse, when prepared, a name or value Node.js would refuse to send", () => {
    expect(() => prepareHeaders({ "X-Split": "a\r\nSet-Cookie: b" })).toThrow(/Invalid character/);
    expect(() => prepareHeaders({ "Bad Name": "a" })).toThrow(/Header name/);
    expect(() => prepareHeaders({ "Set-Cookie": ["a=1", "b=2"] })).toThrow(/one value per name/);
  });

  it("share one pair among the answers that send the same header", () => {
    const pairs: HeaderPairs = new Map();
    const first = prepareHeaders({ "X-Frame-Options": "SAMEORIGIN", ETag: '"a"' }, pairs);
    const second = prepareHeaders({ "X-Frame-Options": "SAMEORIGIN", ETag: '"b"' }, pairs);
    expect(first["x-frame-options"]).toBe(second["x-frame-options"]);
    expect(first["etag"]).not.toBe(second["etag"]);
    // A number and the string of it are kept apart, as they were given.
    expect(prepareHeaders({ "Content-Length": 5 }, pairs)["content-length"]).not.toBe(
      prepareHeaders({ "Content-Length": "5" }, pairs)["content-length"],
    );
  });

  it("are compact objects, one layout for the answers with the same names (Node enumerates them per answer)", () => {
    // V8's test functions, for the functions compiled from here on (the flag is read when code is compiled).
    setFlagsFromString("--allow-natives-syntax");
    const hasFastProperties = new Function("object", "return %HasFastProperties(object)") as (
      object: object,
    ) => boolean;
    const haveSameMap = new Function("a", "b", "return %HaveSameMap(a, b)") as (a: object, b: object) => boolean;
    // A page's headers: the security headers, its CSP, its validators and HSTS, about twenty names.
    const page = (etag: string) =>
      prepareHeaders({
        ...Object.fromEntries(Array.from({ length: 16 }, (_, at) => [`X-Header-${at}`, "value"])),
        ...HEADERS,
        ETag: etag,
        "Strict-Transport-Security": "max-age=31536000",
      });
    const [first, second] = [page('W/"1"'), page('W/"2"')];
    expect(Object.keys(first).length).toBeGreaterThan(20);
    expect(hasFastProperties(first)).toBe(true);
    expect(haveSameMap(first, second)).toBe(true);
  });

  it("keep, for a name given twice in different case, its first place and its last value (as setHeader does)", () => {
    const prepared = prepareHeaders({ "Content-Type": "text/plain", ETag: '"a"', "content-type": "text/html" });
    expect(Object.keys(prepared)).toEqual(["content-type", "etag"]);
    expect(prepared["content-type"]).toEqual(["content-type", "text/html"]);
  });
});
