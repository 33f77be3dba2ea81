import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { accessLineWriter } from "./access-line";

/** The fields logged as given (the test logs plain fields, not Fastify's request and reply). */
const passThrough = (value: unknown) => value as Record<string, never>;

/** A Fastify logger as the server makes it (server/app.ts), its lines kept; `req` and `res` passed through as given. */
function logger(level = "info") {
  const written: string[] = [];
  const app = Fastify({
    logger: {
      level,
      serializers: { req: passThrough, res: passThrough },
      stream: { write: (line: string) => written.push(line) },
    },
  });
  return { log: app.log, written };
}

const withoutTime = (line: string) => line.replace(/,"time":\d+,/, ',"time":0,');

const REQUESTS = [
  { method: "GET", url: "/", host: "localhost:3000", remoteAddress: "127.0.0.1" },
  { method: "HEAD", url: "/de/kontakt", host: "alphai.example", remoteAddress: "2001:db8::1" },
  // No Host header (HTTP/1.0), a socket already closed: the logger leaves the field out.
  { method: "GET", url: "/assets/app.js" },
  // Whatever a request line may carry, escaped as the logger escapes it.
  { method: "GET", url: '/a"b\\c/ümlaut/\u2028/%22', host: 'h"ost\u0001', remoteAddress: "::ffff:10.0.0.1" },
] as const;

describe("the access line of an answer from memory", () => {
  it("is the line the logger writes for the same fields, but its time", () => {
    const { log, written } = logger();
    const line = accessLineWriter(log);
    for (const request of REQUESTS) {
      log.info({ req: request, res: { statusCode: 304 } }, "request completed");
      line(request, 304);
    }
    expect(written).toHaveLength(REQUESTS.length * 2);
    for (let at = 0; at < written.length; at += 2) {
      expect(withoutTime(written[at + 1]!)).toBe(withoutTime(written[at]!));
      expect(JSON.parse(written[at + 1]!)).toMatchObject({ level: 30, msg: "request completed" });
    }
    const time = (JSON.parse(written[1]!) as { time: number }).time;
    expect(Math.abs(time - Date.now())).toBeLessThan(60_000);
  });

  it("is written while the logger's level includes info, as the level is now", () => {
    const { log, written } = logger("warn");
    const line = accessLineWriter(log);
    line(REQUESTS[0], 200);
    log.level = "info";
    line(REQUESTS[0], 201);
    log.level = "error";
    line(REQUESTS[0], 202);
    expect(written.map((text) => (JSON.parse(text) as { res: unknown }).res)).toEqual([{ statusCode: 201 }]);
  });
});
