/**
 * What the workspace's inbox lists share (decision 026): reading a list's query (filters, search, an opaque
 * cursor, a page size) and a route's id with per-field 400s; keyset pages newest first; the notes' rules; the
 * CSV answer of an export.
 *
 * Lists page by id, descending (ids only grow: a new row is always on the first page), with `id < cursor`; the
 * cursor is the last id of the page before, base64url-wrapped so that clients treat it as opaque (it may
 * become more than an id). A page reads one row more than it shows to know whether there is a next one: no
 * count of the whole list, which costs a scan of every matching row at 50,000 leads.
 */
import { and, count, gte, lt, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { FastifyReply } from "fastify";
import { z } from "zod";
import { fieldErrors } from "../../app/shared/lead-forms";
import { isSafeLine } from "../../app/shared/text-rules";
import { formSchema } from "../../app/shared/form-schema";
import { toCsv } from "../csv";
import type { Db } from "../db/client";

export const PAGE_DEFAULT = 50;
const PAGE_MAX = 100;
/** Ids are PostgreSQL `integer` (audit events `bigint`, far from this many): anything larger names nothing. */
const MAX_ID = 2 ** 31 - 1;
const DAY_MS = 24 * 60 * 60_000;

/** A query-string value as the list reads it: absent when empty (a form's blank filter), refused when repeated. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());
const single = (what: string) => z.string({ error: `Give ${what} once, as text.` });

const idText = (what: string) =>
  single(what)
    .regex(/^[1-9]\d{0,9}$/, `${what[0]!.toUpperCase()}${what.slice(1)} must be a positive whole number.`)
    .transform(Number)
    .refine((id) => id <= MAX_ID, `${what[0]!.toUpperCase()}${what.slice(1)} is out of range.`);

/** A route's `:id`: a positive whole number in range, else 400 `{ fields: { id } }`. */
export const idSchema = idText("the id");

export const encodeCursor = (id: number): string => Buffer.from(`id:${id}`).toString("base64url");

const cursorSchema = single("the cursor").transform((value, context) => {
  const match = /^id:([1-9]\d{0,15})$/.exec(
    /^[A-Za-z0-9_-]{1,40}$/.test(value) ? Buffer.from(value, "base64url").toString("latin1") : "",
  );
  if (match && Number(match[1]) <= Number.MAX_SAFE_INTEGER) return Number(match[1]);
  context.addIssue({
    code: "custom",
    message: "The cursor is not one this list gave: start again from the first page.",
  });
  return z.NEVER;
});

const limitSchema = single("the page size")
  .regex(/^\d{1,3}$/, `The page size must be a whole number from 1 to ${PAGE_MAX}.`)
  .transform(Number)
  .refine((limit) => limit >= 1 && limit <= PAGE_MAX, `The page size must be a whole number from 1 to ${PAGE_MAX}.`);

/** A calendar day, YYYY-MM-DD (UTC), as the start of that day. */
const daySchema = (what: string) =>
  single(what).transform((value, context) => {
    const day = new Date(`${value}T00:00:00Z`);
    if (/^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value))
      return day;
    context.addIssue({ code: "custom", message: `Give ${what} as a date like 2026-01-31.` });
    return z.NEVER;
  });

/** The search text: trimmed, one line (the text rules of the forms), at most 100 characters. */
const searchSchema = single("the search")
  .trim()
  .max(100, "Keep the search under 100 characters.")
  .refine(isSafeLine, "Remove line breaks and special characters from the search.");

/** A member id, or `me`, or `none` (nobody assigned). */
const assigneeSchema = z.union([z.literal("me"), z.literal("none"), idText("the assignee")], {
  error: "The assignee must be a member's id, me or none.",
});

/** The fields every list takes, and the filters each list adds; unknown parameters are refused (a mistyped filter would show the wrong list). */
export function listQuerySchema<Shape extends z.ZodRawShape>(filters: Shape) {
  return z.strictObject({ cursor: optional(cursorSchema), limit: optional(limitSchema), ...filters });
}

/** Filters shared by the lists, each optional. */
export const filters = {
  from: optional(daySchema("the first day")),
  to: optional(daySchema("the last day")),
  q: optional(searchSchema),
  assignee: optional(assigneeSchema),
};

/** An optional filter by one of `values` (a status). */
export const enumFilter = <const T extends readonly [string, ...string[]]>(values: T, what: string) =>
  optional(single(what).pipe(z.enum(values, { error: `Choose ${what} from: ${values.join(", ")}.` })));

/** An optional filter by a slug (a role). */
export const slugFilter = (what: string) =>
  optional(
    single(what).regex(
      /^[a-z0-9][a-z0-9-]{0,99}$/,
      `Give ${what} as the list names it (lower-case letters, digits and dashes).`,
    ),
  );

/** An optional filter by one line of text as stored (a campaign's name, a site's host, a page's path), exactly. */
export const textFilter = (what: string, max: number) =>
  optional(
    single(what)
      .trim()
      .max(max, `Keep ${what} under ${max} characters.`)
      .refine(isSafeLine, `Give ${what} on one line, as the lead shows it.`),
  );

/**
 * A filter by a page path without its leading slash, as the contact form stores a service (`services/devops`,
 * `digital-marketing`): slugs joined by slashes.
 */
export const pathFilter = (what: string) =>
  optional(
    single(what)
      .max(100, `Give ${what} as the list names it.`)
      .regex(
        /^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*$/,
        `Give ${what} as the list names it (lower-case letters, digits, dashes and slashes).`,
      ),
  );

/** `created_at` within the days from `from` to `to`, both inclusive (UTC days). */
export function dayRange(column: SQLWrapper, from?: Date, to?: Date): SQL | undefined {
  return and(from ? gte(column, from) : undefined, to ? lt(column, new Date(to.getTime() + DAY_MS)) : undefined);
}

/**
 * A case-insensitive substring search of `text` (an expression the search indexes of migration 0005 cover, so
 * they serve it): LIKE with the search's own `%`, `_` and `\` escaped, both sides lower-cased by the database, so
 * they are folded alike whatever its collation.
 */
export function contains(text: SQL, q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${q.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  return sql`${text} LIKE lower(${pattern})`;
}

/** Parses with `schema`; on failure answers 400 with a message per field and returns undefined. */
export function parseOr400<T>(schema: z.ZodType<T>, value: unknown, reply: FastifyReply): T | undefined {
  const parsed = schema.safeParse(value ?? {});
  if (parsed.success) return parsed.data;
  void reply.code(400).send({ error: "Please correct the highlighted fields.", fields: fieldErrors(parsed.error) });
  return undefined;
}

/** A list's query (a date range's `to` not before its `from`), or undefined after a 400. */
export function parseListQuery<T extends { from?: Date; to?: Date }>(
  schema: z.ZodType<T>,
  value: unknown,
  reply: FastifyReply,
): T | undefined {
  const query = parseOr400(schema, value, reply);
  if (query?.from && query.to && query.to < query.from) {
    void badFields(reply, { to: "The last day must not be before the first day." });
    return undefined;
  }
  return query;
}

/** Answers 400 with these fields. */
export const badFields = (reply: FastifyReply, fields: Record<string, string>) =>
  reply.code(400).send({ error: "Please correct the highlighted fields.", fields });

/** A route's `:id`, or undefined after a 400. */
export const routeId = (params: unknown, reply: FastifyReply): number | undefined =>
  parseOr400(z.object({ id: idSchema }), params, reply)?.id;

/** A page of `rows` (read with `limit + 1`): the first `limit` and the cursor of the next page, null on the last. */
export function page<Row extends { id: number }>(
  rows: readonly Row[],
  limit: number,
): { items: Row[]; nextCursor: string | null } {
  const items = rows.slice(0, limit);
  return { items, nextCursor: rows.length > limit ? encodeCursor(items[items.length - 1]!.id) : null };
}

/** A note on a lead or an application: 1 to 5,000 characters, trimmed, line breaks allowed, no control characters. */
export const noteSchema = formSchema(
  {
    body: z
      .string({ error: "Write the note as text." })
      .trim()
      .min(1, "Write the note first.")
      .max(5000, "Keep the note under 5,000 characters."),
  },
  { labels: { body: "the note" }, multiline: ["body"] },
);

/** A CSV export: an attachment named after the list and today's date (UTC), formula cells neutralised (server/csv.ts). */
export function sendCsv(
  reply: FastifyReply,
  list: string,
  columns: readonly string[],
  rows: readonly Record<string, string>[],
) {
  const day = new Date().toISOString().slice(0, 10);
  return reply
    .header("Content-Type", "text/csv; charset=utf-8")
    .header("Content-Disposition", `attachment; filename="alphai-${list}-${day}.csv"`)
    .header("X-Content-Type-Options", "nosniff")
    .send(toCsv(rows, columns));
}

/** An ISO 8601 time, or "" for none (a CSV cell). */
export const isoOrEmpty = (date: Date | null): string => date?.toISOString() ?? "";

/**
 * How many rows a list's filters match, for its first page (`cursor` undefined); undefined on the next pages, which
 * append to it. Every list shows its total (issue 36 §5).
 */
export async function totalOf(
  db: Db,
  table: PgTable,
  where: SQL | undefined,
  cursor: number | undefined,
): Promise<number | undefined> {
  if (cursor !== undefined) return undefined;
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return Number(row?.n ?? 0);
}
