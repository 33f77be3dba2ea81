/**
 * Team workspace sessions (decision 026): an opaque random id in a cookie, its SHA-256 in `team_sessions`, so a
 * session can be listed and revoked and a copy of the database signs nobody in. Idle after 12 hours, over
 * 30 days after sign-in whatever the activity; a removed member's sessions are deleted with the removal.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lt, ne, or } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../db/client";
import { teamMembers, teamSessions, type TeamRole } from "../db/schema";

export const SESSION_IDLE_MS = 12 * 60 * 60_000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60_000;
/** `last_seen_at` is written at most this often per session (a busy member's every request is not a write). */
const TOUCH_EVERY_MS = 60_000;

export interface TeamMember {
  readonly id: number;
  readonly email: string;
  readonly name: string;
  readonly role: TeamRole;
}

export interface TeamSession {
  readonly member: TeamMember;
  /** SHA-256 (hex) of the cookie's value: the session's key in the table. */
  readonly idHash: string;
  /** When the member last proved it is them in this session (its sign-in, or a step-up since). */
  readonly verifiedAt: Date;
}

export const sha256 = (value: string): string => createHash("sha256").update(value).digest("hex");
/** A random secret for a cookie or a link: 256 bits, base64url. */
export const randomToken = (): string => randomBytes(32).toString("base64url");

/**
 * The cookie's name: `__Host-` when SITE_URL is https (Secure, Path=/, no Domain: only this origin can set or read
 * it), whatever protocol the request claims or a proxy forgot to forward; a plain name only for a site on plain http
 * (local use without SITE_URL), where a browser refuses `__Host-` cookies. The configuration decides (decision 035),
 * through `request.httpsSite` (server/team/index.ts).
 */
export const sessionCookieName = (request: FastifyRequest): string =>
  request.httpsSite ? "__Host-alphai-team" : "alphai-team";

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, value: string): void {
  reply.setCookie(sessionCookieName(request), value, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: request.httpsSite,
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(sessionCookieName(request), {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: request.httpsSite,
  });
}

/** Starts a session for a member and returns the cookie's value (the only copy of the id). */
export async function createSession(
  db: Db,
  memberId: number,
  method: "email" | "passkey" | "operator",
  label = "",
): Promise<string> {
  const value = randomToken();
  const now = Date.now();
  await db.insert(teamSessions).values({
    idHash: sha256(value),
    memberId,
    method,
    label: label.slice(0, 120),
    expiresAt: new Date(now + SESSION_ABSOLUTE_MS),
    // The server's clock, as every later step-up and check of it (server/team/step-up.ts); the sign-in is the
    // session's first check that it is the member.
    createdAt: new Date(now),
    verifiedAt: new Date(now),
  });
  return value;
}

/** The session a cookie value names, if it is live and its member is still on the team; refreshes its idle clock. */
export async function readSession(
  db: Db,
  value: string | undefined,
  now = new Date(),
): Promise<TeamSession | undefined> {
  if (!value || value.length > 200) return undefined;
  const idHash = sha256(value);
  const [row] = await db
    .select({
      id: teamMembers.id,
      email: teamMembers.email,
      name: teamMembers.name,
      role: teamMembers.role,
      lastSeenAt: teamSessions.lastSeenAt,
      verifiedAt: teamSessions.verifiedAt,
    })
    .from(teamSessions)
    .innerJoin(teamMembers, eq(teamMembers.id, teamSessions.memberId))
    .where(
      and(
        eq(teamSessions.idHash, idHash),
        isNull(teamMembers.removedAt),
        gt(teamSessions.expiresAt, now),
        gt(teamSessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
      ),
    );
  if (!row) return undefined;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(teamSessions).set({ lastSeenAt: now }).where(eq(teamSessions.idHash, idHash));
  }
  return {
    member: { id: row.id, email: row.email, name: row.name, role: row.role },
    idHash,
    verifiedAt: row.verifiedAt,
  };
}

/** Records that the member of this session has just proved it is them again (a step-up). */
export const markVerified = (db: Db, idHash: string, now = new Date()) =>
  db.update(teamSessions).set({ verifiedAt: now }).where(eq(teamSessions.idHash, idHash));

export const revokeSession = (db: Db, idHash: string) => db.delete(teamSessions).where(eq(teamSessions.idHash, idHash));
export const revokeOtherSessions = (db: Db, memberId: number, keepIdHash: string) =>
  db.delete(teamSessions).where(and(eq(teamSessions.memberId, memberId), ne(teamSessions.idHash, keepIdHash)));
export const revokeMemberSessions = (db: Pick<Db, "delete">, memberId: number) =>
  db.delete(teamSessions).where(eq(teamSessions.memberId, memberId));

/** Deletes sessions past their idle or absolute expiry (run with the other pruning). */
export async function pruneSessions(db: Db, now = new Date()): Promise<void> {
  await db
    .delete(teamSessions)
    .where(or(lt(teamSessions.expiresAt, now), lt(teamSessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS))));
}
