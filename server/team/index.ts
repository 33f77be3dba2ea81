/**
 * The team workspace's API under /api/team (decision 026). Secure by default: every route here needs a live
 * session (401 without one) unless it says `config: { team: "public" }`, and a role in `config.team.roles` when it
 * names roles (403 for any other); every request that changes state must come from the site's own origin (403) and
 * carry JSON, if anything (415).
 */
import fastifyCookie from "@fastify/cookie";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { httpsSite, type ServerConfig } from "../config";
import type { Db } from "../db/client";
import type { Compactor } from "../db/erasure";
import type { TeamRole } from "../db/schema";
import type { OutboxWorker } from "../mail/outbox";
import type { Tokens } from "../mail/tokens";
import type { SiteGenerations } from "../site-generations";
import { audit } from "./audit";
import { readSession, sessionCookieName, type TeamSession } from "./session";

export interface TeamDeps {
  readonly db: Db;
  readonly tokens: Tokens;
  readonly outbox: OutboxWorker;
  readonly config: ServerConfig;
  readonly compactor: Compactor;
  /** The site's generations (decision 052); none in development or without a build, where nothing can be published. */
  readonly generations?: SiteGenerations;
}

/** A route's access rule: signed-out clients allowed ("public"), or the roles allowed (every role when absent). */
type TeamAccess = "public" | { readonly roles: readonly TeamRole[] };

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in member and session; set on every /api/team route that is not public. */
    team: TeamSession | null;
    /** Whether SITE_URL is https: the workspace's cookies are then Secure and `__Host-`, whatever the request says. */
    httpsSite: boolean;
  }
  interface FastifyContextConfig {
    team?: TeamAccess;
  }
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Whether a state-changing request comes from this site: its `Origin` is one the configuration names (SITE_URL's and
 * SITE_ORIGINS', or for local use the server's loopback address), never one the request's Host makes "its own".
 * A browser sends `Origin` with every cross-origin request and every POST, PUT, PATCH and DELETE; without one, only
 * `Sec-Fetch-Site: same-origin` vouches for it. A client that sends neither is refused.
 */
function sameOrigin(request: FastifyRequest, origins: ReadonlySet<string>): boolean {
  const origin = request.headers.origin;
  if (typeof origin === "string" && origin !== "null") return origins.has(origin);
  return request.headers["sec-fetch-site"] === "same-origin";
}

/** The signed-in member of a request that passed the gate (routes that are not public). */
export function memberOf(request: FastifyRequest): TeamSession {
  if (!request.team) throw new Error(`${request.routeOptions.url}: no team session (is the route public?)`);
  return request.team;
}

/**
 * A request another site made the browser send (`Sec-Fetch-Site: cross-site` or `same-site`): even a GET is refused,
 * since a link or a navigation from another site carries the SameSite=Lax cookie and a workspace GET can download
 * personal data (a CV, an export) and write to the audit log in the member's name.
 */
const fromAnotherSite = (request: FastifyRequest) => {
  const site = request.headers["sec-fetch-site"];
  return site === "cross-site" || site === "same-site";
};

/**
 * A state-changing request whose body is not JSON (a form post, an upload, text): the workspace's pages send JSON
 * only, so anything else is not one of their requests and is refused with 415 before it is read.
 */
function notJson(request: FastifyRequest): boolean {
  const type = request.headers["content-type"];
  if (type === undefined) {
    const length = request.headers["content-length"];
    return (length !== undefined && length !== "0") || request.headers["transfer-encoding"] !== undefined;
  }
  return !/^application\/json\s*(?:;|$)/i.test(type);
}

/** A 403 of a member, in the audit log: who, which route, and why (decision 035). */
const refused = (db: Db, request: FastifyRequest, memberId: number, reason: "role" | "other-origin") =>
  audit(db, {
    actorId: memberId,
    action: "access.denied",
    detail: { reason, method: request.method, route: request.routeOptions.url ?? "" },
  });

async function gate(
  request: FastifyRequest,
  reply: FastifyReply,
  db: Db,
  origins: ReadonlySet<string>,
): Promise<FastifyReply | undefined> {
  if (fromAnotherSite(request) || (!SAFE_METHODS.has(request.method) && !sameOrigin(request, origins))) {
    // Audited under the member whose live session it carried (an anonymous refusal writes nothing: a stranger's
    // traffic must not fill the append-only log).
    const carried = await readSession(db, request.cookies[sessionCookieName(request)]);
    if (carried) await refused(db, request, carried.member.id, "other-origin");
    return reply
      .code(403)
      .header("Cache-Control", "no-store")
      .send({ error: "Refused: this request did not come from the workspace's own pages." });
  }
  if (!SAFE_METHODS.has(request.method) && notJson(request)) {
    return reply
      .code(415)
      .header("Cache-Control", "no-store")
      .send({ error: "Unsupported content type: the workspace's API takes application/json only." });
  }
  const access = request.routeOptions.config.team;
  request.team = (await readSession(db, request.cookies[sessionCookieName(request)])) ?? null;
  if (access === "public") return undefined;
  if (!request.team)
    return reply.code(401).header("Cache-Control", "no-store").send({ error: "Sign in to the team workspace first." });
  if (access && !access.roles.includes(request.team.member.role)) {
    await refused(db, request, request.team.member.id, "role");
    return reply
      .code(403)
      .header("Cache-Control", "no-store")
      .send({ error: "Your role does not give access to this." });
  }
  return undefined;
}

/** The routes of the workspace's API, each module registering its own (see the modules for their contracts). */
export type TeamRouteModule = (app: FastifyInstance, deps: TeamDeps) => Promise<void> | void;

export async function teamRoutes(
  app: FastifyInstance,
  deps: TeamDeps,
  modules: readonly TeamRouteModule[],
): Promise<void> {
  await app.register(fastifyCookie);
  await app.register(async (team) => {
    team.decorateRequest("team", null);
    team.decorateRequest("httpsSite", httpsSite(deps.config));
    const origins = new Set(deps.config.siteOrigins);
    team.addHook("onRequest", async (request, reply) => gate(request, reply, deps.db, origins));
    // Personal data: never stored by a browser or a proxy, never indexed.
    team.addHook("onSend", async (_request, reply) => {
      if (!reply.hasHeader("Cache-Control")) reply.header("Cache-Control", "no-store");
      reply.header("X-Robots-Tag", "noindex, nofollow");
    });
    for (const module of modules) await module(team, deps);
    // Any other path under /api/team: 401 before sign-in (the gate), 404 after.
    team.all("/api/team/*", async (_request, reply) => reply.code(404).send({ error: "Not Found" }));
  });
}
