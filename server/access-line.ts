/**
 * The access-log line of an answer given from memory (server/static-memory.ts), written as the logger writes it
 * (decision 062, "The access-log line of the static path").
 *
 * Through the logger, a line costs an object for its fields, the `req` serializer's copy of them, and a walk over every
 * key with a type switch and a string escape each; under load that was the largest part of what a static answer paid
 * beyond a bare Node.js server, and its garbage, promoted while the asynchronous writes held it, most of the memory the
 * server gained under load. The line's shape is fixed (level, time, the logger's own bindings, `req`, `res`, `msg`), so
 * it is joined here from the logger's own pieces: its level's prefix, its bindings, its output, and the same escaping
 * (JSON's). server/access-line.test.ts checks that the line is the one the logger writes, byte for byte but the time.
 */
import type { FastifyBaseLogger } from "fastify";
import pino, { type Logger } from "pino";
import type { RequestLogFields } from "./static-memory";

/** Writes the line of one answer: the request's fields (its path already without query or token) and the status. */
export type AccessLine = (request: RequestLogFields & { readonly method: string }, statusCode: number) => void;

interface LoggerInternals {
  readonly [pino.symbols.streamSym]: { write(line: string): void };
  readonly [pino.symbols.chindingsSym]: string;
  readonly [pino.symbols.lsCacheSym]: Readonly<Record<number, string>>;
}

/** A string as JSON, or nothing when it is undefined (the logger leaves an undefined field out). */
const field = (name: string, value: string | undefined) =>
  value === undefined ? "" : `,"${name}":${JSON.stringify(value)}`;

/**
 * The access lines of `logger` (the server's, pino's default formatters and time): written to its output at level info,
 * while that level is enabled, with `msg` "request completed" as Fastify's lines have it.
 */
export function accessLineWriter(fastifyLogger: FastifyBaseLogger): AccessLine {
  // Fastify's logger is pino's, made from the server's logger options (server/app.ts).
  const logger = fastifyLogger as Logger;
  const internals = logger as unknown as LoggerInternals;
  const output = internals[pino.symbols.streamSym];
  const level = logger.levels.values.info!;
  const prefix = `${internals[pino.symbols.lsCacheSym][level]!},"time":`;
  const bindings = internals[pino.symbols.chindingsSym];
  return (request, statusCode) => {
    if (!logger.isLevelEnabled("info")) return;
    output.write(
      `${prefix}${Date.now()}${bindings},"req":{"method":${JSON.stringify(request.method)},"url":${JSON.stringify(request.url)}${field("host", request.host)}${field("remoteAddress", request.remoteAddress)}},"res":{"statusCode":${statusCode}},"msg":"request completed"}\n`,
    );
  };
}
