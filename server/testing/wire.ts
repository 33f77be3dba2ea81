/**
 * A raw HTTP/1.1 client for the fuzz suite: it writes exactly the bytes it is
 * given (duplicate headers, wrong Content-Length, raw bytes in the path, any
 * method) over a plain TCP socket and parses whatever comes back. node:http
 * and fetch would normalise or refuse most of these requests before sending.
 */
import { connect } from "node:net";
import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";

export type Header = readonly [name: string, value: string];

export interface WireRequest {
  readonly method: string;
  /** The request-target exactly as sent; each character is one byte (latin1), so "%ff" and "\xff" differ. */
  readonly target: string;
  /** Sent in this order, duplicates included; values are byte strings (latin1), see `utf8Bytes`. */
  readonly headers: readonly Header[];
  readonly body?: Buffer;
  /** Leave out the Content-Length this client adds for a body (the case sets its own framing). */
  readonly noContentLength?: boolean;
  /** Send these bytes verbatim instead of building a request (the case is about the framing itself). */
  readonly raw?: Buffer;
  /**
   * Half-close the connection after writing, so that a body shorter than what
   * the framing promised ends instead of waiting for the server's timeout
   * (done anyway when a Content-Length exceeds the body). Only for such cases:
   * Node's server drops the answer to a complete request whose client
   * half-closed.
   */
  readonly halfClose?: boolean;
}

export interface WireResponse {
  readonly status: number;
  readonly statusLine: string;
  readonly headers: readonly Header[];
  /** Decoded: de-chunked and, if Content-Encoding says so, decompressed. */
  readonly body: Buffer;
}

export interface Exchange {
  /** Every response on the connection, in order (a smuggled second request gets its own). */
  readonly responses: readonly WireResponse[];
  /** Bytes that did not parse as a response. */
  readonly junk: string;
  /** A socket error or "timeout"; absent when the server closed the connection normally. */
  readonly error?: string;
}

/** A UTF-8 string as the byte string this client sends (for header values and targets). */
export const utf8Bytes = (text: string) => Buffer.from(text, "utf8").toString("latin1");

/** The bytes of a request: request line, Host, the case's headers, Content-Length, Connection: close. */
export function serialize(request: WireRequest, host: string): Buffer {
  if (request.raw) return request.raw;
  const has = (name: string) => request.headers.some(([key]) => key.toLowerCase() === name);
  const lines = [`${request.method} ${request.target} HTTP/1.1`];
  if (!has("host")) lines.push(`Host: ${host}`);
  for (const [name, value] of request.headers) lines.push(`${name}: ${value}`);
  if (request.body && !request.noContentLength && !has("content-length") && !has("transfer-encoding")) {
    lines.push(`Content-Length: ${request.body.length}`);
  }
  if (!has("connection")) lines.push("Connection: close");
  const head = Buffer.from(`${lines.join("\r\n")}\r\n\r\n`, "latin1");
  return request.body ? Buffer.concat([head, request.body]) : head;
}

const headerValue = (headers: readonly Header[], name: string) =>
  headers.find(([key]) => key.toLowerCase() === name)?.[1];

function decode(body: Buffer, encoding: string | undefined): Buffer {
  try {
    if (encoding === "gzip") return gunzipSync(body);
    if (encoding === "br") return brotliDecompressSync(body);
    if (encoding === "deflate") return inflateSync(body);
  } catch {
    // Leave it as it came: the leak checks then see the raw bytes.
  }
  return body;
}

/** Splits a byte stream into HTTP/1.1 responses (1xx interim responses are dropped). */
function parseResponses(data: Buffer, method: string): { responses: WireResponse[]; junk: string } {
  const responses: WireResponse[] = [];
  let rest: Buffer = data;
  while (rest.length) {
    const end = rest.indexOf("\r\n\r\n");
    const match = /^HTTP\/1\.[01] (\d{3})/.exec(rest.subarray(0, 16).toString("latin1"));
    if (end === -1 || !match) break;
    const [statusLine = "", ...lines] = rest.subarray(0, end).toString("latin1").split("\r\n");
    const headers: Header[] = lines.map((line) => {
      const colon = line.indexOf(":");
      return [line.slice(0, colon).trim(), line.slice(colon + 1).trim()] as const;
    });
    const status = Number(match[1]);
    let body: Buffer = rest.subarray(end + 4);
    let after: Buffer = Buffer.alloc(0);
    const length = headerValue(headers, "content-length");
    if (status < 200 || status === 204 || status === 304 || method === "HEAD") {
      after = body;
      body = Buffer.alloc(0);
    } else if (/chunked/i.test(headerValue(headers, "transfer-encoding") ?? "")) {
      const chunks: Buffer[] = [];
      let at = 0;
      for (;;) {
        const lineEnd = body.indexOf("\r\n", at);
        if (lineEnd === -1) break;
        const size = parseInt(body.subarray(at, lineEnd).toString("latin1"), 16);
        if (!Number.isFinite(size)) break;
        if (size === 0) {
          const trailerEnd = body.indexOf("\r\n\r\n", lineEnd);
          at = trailerEnd === -1 ? body.length : trailerEnd + 4;
          break;
        }
        chunks.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
        at = lineEnd + 2 + size + 2;
      }
      after = body.subarray(at);
      body = Buffer.concat(chunks);
    } else if (length !== undefined && /^\d+$/.test(length)) {
      after = body.subarray(Number(length));
      body = body.subarray(0, Number(length));
    }
    if (status >= 200)
      responses.push({
        status,
        statusLine,
        headers,
        body: decode(body, headerValue(headers, "content-encoding")?.toLowerCase()),
      });
    rest = after;
  }
  return { responses, junk: rest.toString("latin1") };
}

/** One numeric Content-Length larger than the body: the server would wait for the rest until its timeout. */
function declaresMoreThanSent(request: WireRequest): boolean {
  const lengths = request.headers.filter(([name]) => name.toLowerCase() === "content-length");
  return (
    lengths.length === 1 && /^\d+$/.test(lengths[0]![1].trim()) && Number(lengths[0]![1]) > (request.body?.length ?? 0)
  );
}

/** Sends one request on a fresh connection and reads until the server closes it (or `timeoutMs` passes). */
export function exchange(port: number, request: WireRequest, timeoutMs = 10_000): Promise<Exchange> {
  const host = `127.0.0.1:${port}`;
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let error: string | undefined;
    const socket = connect({ port, host: "127.0.0.1" });
    const timer = setTimeout(() => {
      error = "timeout: no end of response";
      socket.destroy();
    }, timeoutMs);
    socket.on("connect", () => {
      socket.write(serialize(request, host));
      if (request.halfClose || declaresMoreThanSent(request)) socket.end();
    });
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", (cause: NodeJS.ErrnoException) => {
      error ??= cause.code ?? cause.message;
    });
    socket.on("close", () => {
      clearTimeout(timer);
      resolve({ ...parseResponses(Buffer.concat(chunks), request.method), ...(error ? { error } : {}) });
    });
  });
}
