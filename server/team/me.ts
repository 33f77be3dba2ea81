/** GET /api/team/me: the signed-in member (401 when signed out), which the workspace's pages start from. */
import type { FastifyInstance } from "fastify";
import { memberOf } from "./index";

export function meRoutes(app: FastifyInstance): void {
  app.get("/api/team/me", async (request) => {
    const { member } = memberOf(request);
    return { member: { id: member.id, email: member.email, name: member.name, role: member.role } };
  });
}
