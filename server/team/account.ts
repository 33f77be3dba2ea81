/**
 * The member's own sessions (decision 026): list them, end one, end every other, and sign out.
 *
 * A session's public `id` is its `id_hash`, the SHA-256 of the cookie's value: it names the row and lets the
 * member end it, but it is not the cookie and cannot be turned into one, so showing it signs nobody in.
 */
import { and, desc, eq, gt } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { teamSessions } from "../db/schema";
import { audit } from "./audit";
import { memberOf, type TeamDeps } from "./index";
import { clearSessionCookie, revokeOtherSessions, revokeSession, SESSION_IDLE_MS } from "./session";

export function accountRoutes(app: FastifyInstance, { db }: TeamDeps): void {
  app.get("/api/team/sessions", async (request) => {
    const { member, idHash } = memberOf(request);
    const now = new Date();
    const rows = await db
      .select()
      .from(teamSessions)
      .where(
        and(
          eq(teamSessions.memberId, member.id),
          gt(teamSessions.expiresAt, now),
          gt(teamSessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
        ),
      )
      .orderBy(desc(teamSessions.createdAt), desc(teamSessions.idHash));
    return {
      sessions: rows.map((row) => ({
        id: row.idHash,
        method: row.method,
        label: row.label,
        createdAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
        verifiedAt: row.verifiedAt.toISOString(),
        current: row.idHash === idHash,
      })),
    };
  });

  app.delete("/api/team/sessions/:id", async (request, reply) => {
    const { member, idHash } = memberOf(request);
    const { id } = request.params as { id: string };
    const ended = await db
      .delete(teamSessions)
      .where(and(eq(teamSessions.idHash, id), eq(teamSessions.memberId, member.id)))
      .returning({ idHash: teamSessions.idHash });
    if (!ended.length) return reply.code(404).send({ error: "No such session of yours." });
    await audit(db, {
      actorId: member.id,
      action: "session.revoke",
      subjectType: "session",
      subjectId: id.slice(0, 16),
    });
    // Ending this very session is signing out: the browser's cookie goes with it.
    if (id === idHash) clearSessionCookie(request, reply);
    return reply.code(204).send();
  });

  app.post("/api/team/sessions/sign-out-others", async (request) => {
    const { member, idHash } = memberOf(request);
    const ended = await revokeOtherSessions(db, member.id, idHash).returning({ idHash: teamSessions.idHash });
    await audit(db, { actorId: member.id, action: "sign-out-others", detail: { revoked: ended.length } });
    return { revoked: ended.length };
  });

  app.post("/api/team/sign-out", async (request, reply) => {
    const { member, idHash } = memberOf(request);
    await revokeSession(db, idHash);
    await audit(db, { actorId: member.id, action: "sign-out" });
    clearSessionCookie(request, reply);
    return reply.code(204).send();
  });
}
