/**
 * Helpers for the tests of the workspace's inbox (server/team/*.db.test.ts), on an app from server/testing/app.ts:
 * members with a live session (created directly: signing in is tested elsewhere), and requests as a member would send them
 * (the session cookie; the site's own origin on anything that changes state).
 */
import type { FastifyInstance, InjectOptions } from "fastify";
import { contacts, teamMembers, type TeamRole } from "../db/schema";
import { createSession } from "../team/session";
import { leadDueAt } from "../team/response-clock";

export interface Member {
  readonly id: number;
  readonly name: string;
  readonly cookie: string;
}

/** A member of the team with a live session. */
export async function addMember(app: FastifyInstance, role: TeamRole, name: string = role): Promise<Member> {
  const [row] = await app.database.db
    .insert(teamMembers)
    .values({ email: `${name.toLowerCase().replace(/\W+/g, ".")}@alphai.test`, name, role })
    .returning({ id: teamMembers.id });
  return { id: row!.id, name, cookie: `__Host-alphai-team=${await createSession(app.database.db, row!.id, "email")}` };
}

/** A request as the workspace's pages send it: the member's cookie (none for `undefined`), and the site's origin. */
export function as(app: FastifyInstance, member: Member | undefined) {
  const send = (method: InjectOptions["method"], url: string, payload?: object) =>
    app.inject({
      method,
      url,
      headers: { ...(member ? { cookie: member.cookie } : {}), origin: "https://www.alphai.test" },
      ...(payload ? { payload } : {}),
    });
  return {
    get: (url: string) => send("GET", url),
    post: (url: string, payload: object = {}) => send("POST", url, payload),
    patch: (url: string, payload: object) => send("PATCH", url, payload),
    put: (url: string, payload: object) => send("PUT", url, payload),
    delete: (url: string) => send("DELETE", url),
  };
}

type Lead = typeof contacts.$inferInsert;

/** Leads as the contact form stores them, oldest first (ids ascending), each `createdAt` a minute after the last by default. */
export async function addLeads(app: FastifyInstance, leads: readonly Partial<Lead>[]): Promise<number[]> {
  const start = Date.now() - leads.length * 60_000;
  const rows = await app.database.db
    .insert(contacts)
    .values(
      leads.map((lead, index) => {
        const createdAt = lead.createdAt instanceof Date ? lead.createdAt : new Date(start + index * 60_000);
        return {
          name: `Person ${index}`,
          email: `person${index}@example.org`,
          message: "We would like an app for our shops.",
          consentAt: createdAt,
          createdAt,
          dueAt: leadDueAt(createdAt, { phone: lead.phone as string | null | undefined, locale: lead.locale ?? "en" }),
          ...lead,
        };
      }),
    )
    .returning({ id: contacts.id });
  return rows.map((row) => row.id);
}
