/**
 * The workspace's newsletter subscribers (decision 026; docs/team-api.md, "The inbox"), for owners and sales: the
 * list with status and dates, search by address, unsubscribing someone who asked (audited), and the list as CSV.
 */
import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import { subscribers, subscriberSearchText, subscriberStatuses } from "../db/schema";
import { audit } from "./audit";
import { memberOf, type TeamDeps } from "./index";
import {
  contains,
  enumFilter,
  filters,
  isoOrEmpty,
  listQuerySchema,
  page,
  PAGE_DEFAULT,
  parseOr400,
  routeId,
  sendCsv,
  totalOf,
} from "./list-query";

const ACCESS = { team: { roles: ["owner", "sales"] } } as const;

const subscriberQuery = listQuerySchema({ status: enumFilter(subscriberStatuses, "a status"), q: filters.q });

const conditions = (query: z.infer<typeof subscriberQuery>): SQL | undefined =>
  and(query.status ? eq(subscribers.status, query.status) : undefined, contains(subscriberSearchText, query.q));

const shown = {
  id: subscribers.id,
  email: subscribers.email,
  status: subscribers.status,
  createdAt: subscribers.createdAt,
  confirmedAt: subscribers.confirmedAt,
  unsubscribedAt: subscribers.unsubscribedAt,
};

export function teamSubscriberRoutes(app: FastifyInstance, { db }: TeamDeps): void {
  app.get("/api/team/subscribers", { config: ACCESS }, async (request, reply) => {
    const query = parseOr400(subscriberQuery, request.query, reply);
    if (!query) return reply;
    const limit = query.limit ?? PAGE_DEFAULT;
    const rows = await db
      .select(shown)
      .from(subscribers)
      .where(and(conditions(query), query.cursor ? sql`${subscribers.id} < ${query.cursor}` : undefined))
      .orderBy(desc(subscribers.id))
      .limit(limit + 1);
    return { ...page(rows, limit), total: await totalOf(db, subscribers, conditions(query), query.cursor) };
  });

  app.get("/api/team/subscribers/export.csv", { config: ACCESS }, async (request, reply) => {
    const query = parseOr400(subscriberQuery, request.query, reply);
    if (!query) return reply;
    const rows = await db.select(shown).from(subscribers).where(conditions(query)).orderBy(desc(subscribers.id));
    await audit(db, {
      actorId: memberOf(request).member.id,
      action: "export",
      detail: { list: "subscribers", rows: rows.length },
    });
    const cells = rows.map((row) => ({
      id: String(row.id),
      email: row.email,
      status: row.status,
      createdAt: isoOrEmpty(row.createdAt),
      confirmedAt: isoOrEmpty(row.confirmedAt),
      unsubscribedAt: isoOrEmpty(row.unsubscribedAt),
    }));
    return sendCsv(
      reply,
      "subscribers",
      ["id", "email", "status", "createdAt", "confirmedAt", "unsubscribedAt"],
      cells,
    );
  });

  // On request (a reply to a newsletter, a phone call): the address gets no more newsletters; the row stays, as
  // the unsubscribe link leaves it (erasing it is the erasure's job).
  app.post("/api/team/subscribers/:id/unsubscribe", { config: ACCESS }, async (request, reply) => {
    const id = routeId(request.params, reply);
    if (id === undefined) return reply;
    const memberId = memberOf(request).member.id;
    const subscriber = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(subscribers)
        .set({ status: "unsubscribed", unsubscribedAt: sql`coalesce(${subscribers.unsubscribedAt}, now())` })
        .where(eq(subscribers.id, id))
        .returning(shown);
      if (row)
        await audit(tx, {
          actorId: memberId,
          action: "subscriber.unsubscribe",
          subjectType: "subscriber",
          subjectId: id,
        });
      return row;
    });
    if (!subscriber) return reply.code(404).send({ error: "No such subscriber (the address may have been erased)." });
    return { subscriber };
  });
}
