/**
 * Reads a multipart/form-data upload (one file and a few text fields) straight from the request stream with
 * busboy (@fastify/busboy), and stops reading the moment the answer is known (decision 022):
 *
 * - a file past its size limit: `413` at once; the rest of the body is not read (the route closes the connection);
 * - a second file, a file under another name, a text part declared as anything but text (JSON, say), a field
 *   over its size, too many parts, a part cut off, a body that is not multipart: `400`, with a field message;
 * - a client that sends slower than `minBytesPerSecond` over any `rateWindowMs` once reading has begun: `408`.
 *   This route has no wall-clock limit (REQUEST_TIMEOUT_MS does not apply to it, server/http-server.ts): a slow
 *   but honest 5 MB upload finishes, a trickle does not hold the connection;
 * - the client going away: `aborted`.
 *
 * Whatever the outcome, `bytesRead` is what was read of the body, for the hourly allowance.
 */
import type { IncomingMessage } from "node:http";
import Busboy from "@fastify/busboy";
import { addField } from "../form-fields";

export interface UploadRules {
  /** The whole body at most (the file, the fields, the parts' headers): past it, `413` at once, whatever part it is in. */
  readonly bodyMaxBytes: number;
  /** The file's field name; a file under any other name is refused. */
  readonly fileField: string;
  readonly fileMaxBytes: number;
  /** The text fields the form has (each at most `fieldMaxBytes`); others are counted, then refused by the schema. */
  readonly fieldNames: readonly string[];
  readonly fieldMaxBytes: number;
  /**
   * The refusals' messages, given the fields read so far: their language is the form's (its `locale` field comes
   * before the file, app/shared/form-locale.ts).
   */
  readonly messages: (fields: Readonly<Record<string, string | string[]>>) => UploadMessages;
  /** The slowest transfer accepted, measured over each window once reading has begun. */
  readonly minBytesPerSecond: number;
  readonly rateWindowMs: number;
}

/** What the reader's refusals say. */
export interface UploadMessages {
  readonly correct: string;
  readonly unreadable: string;
  readonly unexpectedFile: (name: string, field: string) => string;
  readonly noFileName: string;
  readonly noFieldName: string;
  readonly tooLong: string;
  readonly notText: (type: string) => string;
  readonly oneFile: string;
  readonly unexpectedFields: string;
  readonly tooSlow: string;
  /** The whole body past its limit. */
  readonly bodyTooLarge: string;
  /** The client's hourly allowance used up. */
  readonly allowance: string;
  /** The file past its limit: the answer's message and the file field's. */
  readonly fileTooLarge: { readonly message: string; readonly field: string };
}

type UploadOutcome =
  | { readonly kind: "read"; readonly fields: Record<string, string | string[]>; readonly file?: Buffer }
  | {
      readonly kind: "refused";
      readonly status: 400 | 408 | 413 | 429;
      readonly message: string;
      readonly fields?: Record<string, string>;
      /** The text fields read before the refusal, for the page that shows the form again. */
      readonly values?: Readonly<Record<string, string | string[]>>;
    }
  | { readonly kind: "aborted" };

export interface UploadResult {
  readonly outcome: UploadOutcome;
  /** Bytes of the body read from the client, whatever the outcome. */
  readonly bytesRead: number;
}

/** Text parts are text: no declared type, or text/plain (RFC 7578, 4.4). */
const isTextPart = (type: string) => type === "text/plain";

/**
 * Whether every boundary the Content-Type names has 1 to 70 characters (RFC 2046). The multipart parser
 * throws a plain Error on a boundary over 252 characters, before a part is read.
 */
export function usableBoundary(contentType: string | undefined): boolean {
  const found = [...(contentType ?? "").matchAll(/;\s*boundary\s*=\s*(?:"([^"]*)"|([^;]*))/gi)].map((match) =>
    (match[1] ?? match[2] ?? "").trim(),
  );
  return found.length > 0 && found.every((boundary) => boundary.length >= 1 && boundary.length <= 70);
}

type Refuse = (status: 400 | 413, message: string, field?: [string, string]) => void;
/** The messages in the form's language, as far as the fields read tell it. */
type Messages = () => UploadMessages;

/**
 * The transfer rate, window by window, from the first byte read (time spent waiting for a slot is not the client's):
 * `tooSlow` is called when a window falls short. `count` adds the bytes read; `stop` ends the watch.
 */
function rateWatch(request: IncomingMessage, rules: UploadRules, tooSlow: () => void) {
  let windowStart = Date.now();
  let windowBytes = 0;
  const timer = setInterval(() => {
    if (request.complete) return;
    const elapsed = Date.now() - windowStart;
    // A timer this late means this process was busy (a long database statement, a pause to collect garbage), not
    // that the client was slow: the bytes it sent meanwhile wait unread. That window is not judged.
    const late = elapsed > 1.5 * rules.rateWindowMs;
    if (!late && windowBytes < (rules.minBytesPerSecond * elapsed) / 1000) {
      tooSlow();
      return;
    }
    windowStart = Date.now();
    windowBytes = 0;
  }, rules.rateWindowMs);
  return {
    count: (bytes: number) => {
      windowBytes += bytes;
    },
    stop: () => clearInterval(timer),
  };
}

/** The multipart parser for the request, with the rules' limits; undefined without a boundary, or not multipart at all. */
function multipartParser(request: IncomingMessage, rules: UploadRules) {
  try {
    return Busboy({
      headers: request.headers as { "content-type": string },
      limits: {
        fieldSize: rules.fieldMaxBytes,
        // Unknown fields are read (to name them in the schema's message), up to a few.
        fields: rules.fieldNames.length + 8,
        fileSize: rules.fileMaxBytes,
        files: 1,
        parts: rules.fieldNames.length + 9,
        headerPairs: 20,
        headerSize: 8 * 1024,
      },
    });
  } catch {
    return undefined;
  }
}

// busboy calls the handlers from its own stream events: whatever they throw would end the process, so nothing may.
/** A handler that cannot throw: anything unexpected refuses the upload instead. */
const safely =
  (refuse: Refuse, messages: Messages) =>
  <Args extends unknown[]>(handle: (...args: Args) => void) =>
  (...args: Args) => {
    try {
      handle(...args);
    } catch {
      refuse(400, messages().unreadable);
    }
  };

/** The file as it is read: its chunks, whether it came, whether it has ended. */
interface FileState {
  readonly chunks: Buffer[];
  seen: boolean;
  ended: boolean;
}

/** The file part: only under the rules' name, up to its limit (past it, refused at once); `ended` when it is all read. */
function fileHandler(rules: UploadRules, file: FileState, refuse: Refuse, messages: Messages, ended: () => void) {
  return (name: string | undefined, stream: NodeJS.ReadableStream & { truncated?: boolean }) => {
    if (name !== rules.fileField) {
      stream.resume();
      const said = messages();
      refuse(400, said.correct, [
        "form",
        name ? said.unexpectedFile(name.slice(0, 100), rules.fileField) : said.noFileName,
      ]);
      return;
    }
    file.seen = true;
    stream.on("data", (chunk: Buffer) => file.chunks.push(chunk));
    // Past the limit: answered at once, the rest is never read.
    stream.on("limit", () => {
      const { message, field } = messages().fileTooLarge;
      refuse(413, message, [rules.fileField, field]);
    });
    stream.on("end", () => {
      file.ended = true;
      ended();
    });
    stream.on("error", () => refuse(400, messages().unreadable));
  };
}

/** A text part: named, whole (not cut at its limit) and declared as text, or refused; kept in `fields`. */
function fieldHandler(
  rules: UploadRules,
  fields: Record<string, string | string[]>,
  refuse: Refuse,
  messages: Messages,
) {
  return (
    name: string | undefined,
    value: string,
    _nameTruncated: boolean,
    valueTruncated: boolean,
    _encoding: string,
    type: string,
  ) => {
    const said = messages();
    if (!name) {
      refuse(400, said.correct, ["form", said.noFieldName]);
      return;
    }
    const known = rules.fieldNames.includes(name);
    if (valueTruncated) {
      refuse(400, said.correct, [known ? name : "form", said.tooLong]);
      return;
    }
    if (!isTextPart(type)) {
      refuse(400, said.correct, [known ? name : "form", said.notText(String(type).slice(0, 80))]);
      return;
    }
    addField(fields, name, value);
  };
}

/**
 * Reads `request`'s multipart body by `rules`; `allowance` is what the client may still send this hour (past it,
 * `429` at once: one request cannot overdraw the hourly allowance).
 */
export function readUpload(
  request: IncomingMessage,
  rules: UploadRules,
  allowance = Number.POSITIVE_INFINITY,
): Promise<UploadResult> {
  // Gone while it waited for a slot: nothing to read, and its close event has passed.
  if (request.destroyed || request.socket.destroyed)
    return Promise.resolve({ outcome: { kind: "aborted" }, bytesRead: 0 });
  return new Promise((resolve) => {
    let bytesRead = 0;
    let settled = false;
    const fields: Record<string, string | string[]> = {};
    const file: FileState = { chunks: [], seen: false, ended: false };
    let parsed = false;
    const messages: Messages = () => rules.messages(fields);

    const rate = rateWatch(request, rules, () => finish({ kind: "refused", status: 408, message: messages().tooSlow }));

    const onData = (chunk: Buffer) => {
      bytesRead += chunk.length;
      rate.count(chunk.length);
      // Past the body's limit in any part (a preamble, a field, a part the parser skips, an epilogue), or past the hour's allowance.
      if (bytesRead > rules.bodyMaxBytes) refuse(413, messages().bodyTooLarge);
      else if (bytesRead > allowance) finish({ kind: "refused", status: 429, message: messages().allowance });
    };
    const onClose = () => {
      // The request has ended: whatever busboy still holds is settled by its own events, unless the body was cut off.
      if (!request.complete) finish({ kind: "aborted" });
    };

    /** Settles once: stops reading (nothing more is parsed or counted), then answers. */
    function finish(outcome: UploadOutcome) {
      if (settled) return;
      settled = true;
      rate.stop();
      request.off("data", onData);
      request.off("close", onClose);
      if (busboy) {
        request.unpipe(busboy);
        busboy.removeAllListeners();
        busboy.on("error", () => undefined);
      }
      // What the client still sends stays unread: the route answers with `Connection: close`.
      if (outcome.kind !== "read") request.pause();
      resolve({ outcome: outcome.kind === "refused" ? { ...outcome, values: { ...fields } } : outcome, bytesRead });
    }
    const refuse: Refuse = (status, message, field) =>
      finish({ kind: "refused", status, message, ...(field ? { fields: { [field[0]]: field[1] } } : {}) });

    const busboy = multipartParser(request, rules);
    if (!busboy) {
      // No boundary, or not multipart at all.
      refuse(400, messages().unreadable);
      return;
    }

    const done = () => finish({ kind: "read", fields, ...(file.seen ? { file: Buffer.concat(file.chunks) } : {}) });
    busboy.on(
      "file",
      safely(
        refuse,
        messages,
      )(
        fileHandler(rules, file, refuse, messages, () => {
          if (parsed) done();
        }),
      ),
    );
    busboy.on("field", safely(refuse, messages)(fieldHandler(rules, fields, refuse, messages)));
    busboy.on("filesLimit", () => refuse(400, messages().correct, [rules.fileField, messages().oneFile]));
    busboy.on("fieldsLimit", () => refuse(400, messages().correct, ["form", messages().unexpectedFields]));
    busboy.on("partsLimit", () => refuse(400, messages().correct, ["form", messages().unexpectedFields]));
    busboy.on("error", () => refuse(400, messages().unreadable));
    busboy.on("finish", () => {
      parsed = true;
      if (!file.seen || file.ended) done();
    });

    request.on("data", onData);
    request.on("close", onClose);
    request.pipe(busboy);
  });
}
