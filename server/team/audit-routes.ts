/**
 * GET /api/team/audit (decision 026; docs/team-api.md), for owners: the audit log newest first, by action and by
 * actor, in pages. GET /api/team/security-log (decision 035): the security log, newest first, in pages. Entries are ids, kinds and counts (server/team/audit.ts): the list shows the actor's name from
 * the members table, never anything of the people the entries are about.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { auditEvents, securityEvents, teamMembers } from "../db/schema";
import type { TeamDeps } from "./index";
import { idSchema, listQuerySchema, page, PAGE_DEFAULT, parseOr400, totalOf } from "./list-query";

const ACCESS = { team: { roles: ["owner"] } } as const;

const auditQuery = listQuerySchema({
  action: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z
      .string({ error: "Give the action once, as text." })
      .regex(/^[a-z][a-z.-]{0,39}$/, "Give the action as the log names it, like cv.download.")
      .optional(),
  ),
  actor: z.preprocess((value) => (value === "" ? undefined : value), idSchema.optional()),
});

export function teamAuditRoutes(app: FastifyInstance, { db }: TeamDeps): void {
  app.get("/api/team/audit", { config: ACCESS }, async (request, reply) => {
    const query = parseOr400(auditQuery, request.query, reply);
    if (!query) return reply;
    const limit = query.limit ?? PAGE_DEFAULT;
    const filtered = and(
      query.action ? eq(auditEvents.action, query.action) : undefined,
      query.actor ? eq(auditEvents.actorId, query.actor) : undefined,
    );
    const rows = await db
      .select({
        id: auditEvents.id,
        at: auditEvents.at,
        actorId: auditEvents.actorId,
        actorName: teamMembers.name,
        action: auditEvents.action,
        subjectType: auditEvents.subjectType,
        subjectId: auditEvents.subjectId,
        detail: auditEvents.detail,
      })
      .from(auditEvents)
      .leftJoin(teamMembers, eq(teamMembers.id, auditEvents.actorId))
      .where(and(filtered, query.cursor ? sql`${auditEvents.id} < ${query.cursor}` : undefined))
      .orderBy(desc(auditEvents.id))
      .limit(limit + 1);
    const { items, nextCursor } = page(rows, limit);
    return {
      total: await totalOf(db, auditEvents, filtered, query.cursor),
      items: items.map(({ actorId, actorName, ...entry }) => ({
        ...entry,
        actor: actorId === null ? null : { id: actorId, name: actorName ?? "" },
      })),
      nextCursor,
    };
  });

  app.get("/api/team/security-log", { config: ACCESS }, async (request, reply) => {
    const query = parseOr400(listQuerySchema({}), request.query, reply);
    if (!query) return reply;
    const limit = query.limit ?? PAGE_DEFAULT;
    const rows = await db
      .select()
      .from(securityEvents)
      .where(query.cursor ? sql`${securityEvents.id} < ${query.cursor}` : undefined)
      .orderBy(desc(securityEvents.id))
      .limit(limit + 1);
    return { ...page(rows, limit), total: await totalOf(db, securityEvents, undefined, query.cursor) };
  });
}
