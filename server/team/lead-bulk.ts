/**
 * Several leads changed in one action (issue 36 §5): a status (spam included), an assignee or both, for the leads a
 * member selected in the list; and its undo, which is the same call with each lead's former values. Each lead names the
 * version the list showed: one a colleague changed since is left as it is and reported, never overwritten (decision
 * 043). One transaction: all the leads that can change do, with a timeline entry and an audit entry each.
 */
import { inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Db } from "../db/client";
import { contacts, leadStatuses, teamMembers } from "../db/schema";
import { queueMails } from "../mail/outbox";
import { audit } from "./audit";
import { diff, recordChanges, versionSchema } from "./changes";
import { memberOf, type TeamDeps } from "./index";
import { badFields, parseOr400 } from "./list-query";

const ACCESS = { team: { roles: ["owner", "sales"] } } as const;
/** At most this many leads in one action: two pages of the list. */
const MAX_ITEMS = 200;

const idSchema = z
  .int()
  .positive()
  .max(2 ** 31 - 1);
const statusSchema = z.enum(leadStatuses, { error: `Choose a status from: ${leadStatuses.join(", ")}.` });
const assigneeSchema = z.union([idSchema, z.null()], {
  error: "The assignee must be a member's id, or null for nobody.",
});

const bulkInput = z
  .strictObject({
    /** The leads, each with the version the list showed, and (for an undo) its own values. */
    items: z
      .array(
        z.strictObject({
          id: idSchema,
          version: versionSchema,
          status: statusSchema.optional(),
          assigneeId: assigneeSchema.optional(),
        }),
        { error: "Send the leads as a list of { id, version }." },
      )
      .min(1, "Select at least one lead.")
      .max(MAX_ITEMS, `Change at most ${MAX_ITEMS} leads at once.`),
    status: statusSchema.optional(),
    assigneeId: assigneeSchema.optional(),
  })
  .refine(
    (input) =>
      new Set(input.items.map((item) => item.id)).size === input.items.length &&
      input.items.every(
        (item) => (item.status ?? input.status) !== undefined || (item.assigneeId ?? input.assigneeId) !== undefined,
      ),
    { error: "Name each lead once, and a status, an assignee or both to set.", path: ["form"] },
  );

type Values = { status?: (typeof leadStatuses)[number]; assigneeId?: number | null };

/** The ids of the active owners and sales members among `ids`: those a lead may be assigned to. */
async function assignableAmong(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: teamMembers.id, role: teamMembers.role, removedAt: teamMembers.removedAt })
    .from(teamMembers)
    .where(inArray(teamMembers.id, [...ids]));
  return new Set(
    rows.filter((row) => !row.removedAt && (row.role === "owner" || row.role === "sales")).map((row) => row.id),
  );
}

export function leadBulkRoutes(app: FastifyInstance, { db, config }: TeamDeps): void {
  app.post("/api/team/leads/bulk", { config: ACCESS }, async (request, reply) => {
    const input = parseOr400(bulkInput, request.body, reply);
    if (!input) return reply;
    const { member } = memberOf(request);
    const wanted = (item: (typeof input.items)[number]): Values => ({
      status: item.status ?? input.status,
      assigneeId: item.assigneeId !== undefined ? item.assigneeId : input.assigneeId,
    });
    const assignees = input.items.map((item) => wanted(item).assigneeId).filter((id): id is number => id != null);
    const allowed = await assignableAmong(db, [...new Set(assignees)]);
    if (assignees.some((id) => !allowed.has(id))) {
      return badFields(reply, { assigneeId: "Assign the leads to an owner or a sales member of the team." });
    }
    const outcome = await db.transaction(async (tx) => {
      const ids = input.items.map((item) => item.id);
      const rows = await tx
        .select({
          id: contacts.id,
          version: contacts.version,
          status: contacts.status,
          assigneeId: contacts.assigneeId,
        })
        .from(contacts)
        .where(inArray(contacts.id, ids))
        .orderBy(contacts.id)
        .for("update");
      const current = new Map(rows.map((row) => [row.id, row]));
      const changed: { id: number; version: number; before: { status: string; assigneeId: number | null } }[] = [];
      const skipped: { id: number; reason: "changed" | "missing" }[] = [];
      const newlyAssigned = new Map<number, number[]>();
      for (const item of input.items) {
        const lead = current.get(item.id);
        if (!lead) {
          skipped.push({ id: item.id, reason: "missing" });
          continue;
        }
        const values = wanted(item);
        const changes = diff(lead, values);
        if (!changes.length) continue;
        if (lead.version !== item.version) {
          skipped.push({ id: item.id, reason: "changed" });
          continue;
        }
        const version = lead.version + 1;
        await tx
          .update(contacts)
          .set({ ...values, version })
          .where(inArray(contacts.id, [item.id]));
        await recordChanges(tx, "lead", item.id, member.id, version, changes);
        await audit(tx, {
          actorId: member.id,
          action: "lead.update",
          subjectType: "lead",
          subjectId: item.id,
          detail: { bulk: true, ...values },
        });
        changed.push({ id: item.id, version, before: { status: lead.status, assigneeId: lead.assigneeId } });
        const to = values.assigneeId;
        if (to && to !== member.id && changes.some((change) => change.kind === "assignee")) {
          newlyAssigned.set(to, [...(newlyAssigned.get(to) ?? []), item.id]);
        }
      }
      await mailAssignees(tx, newlyAssigned, member.name, config.siteUrl);
      return { changed, skipped };
    });
    return outcome;
  });
}

/** One mail per member a colleague assigned leads to: how many, and a link to their leads; never the leads' details. */
async function mailAssignees(
  tx: Pick<Db, "select" | "insert">,
  assigned: ReadonlyMap<number, readonly number[]>,
  by: string,
  siteUrl: string,
) {
  if (!assigned.size) return;
  const members = await tx
    .select({ id: teamMembers.id, email: teamMembers.email })
    .from(teamMembers)
    .where(inArray(teamMembers.id, [...assigned.keys()]));
  await queueMails(
    tx,
    members.map((assignee) => {
      const count = assigned.get(assignee.id)!.length;
      const leads = count === 1 ? "a lead" : `${count} leads`;
      return {
        kind: "lead-assigned",
        to: assignee.email,
        subject: count === 1 ? "A lead was assigned to you" : `${count} leads were assigned to you`,
        text: [
          `${by || "A colleague"} assigned ${leads} to you in the Alphai team workspace.`,
          "",
          "Your leads:",
          `${siteUrl}/team/leads?assignee=me`,
          "",
          "The leads' details are not in this mail: they stay in the workspace.",
        ].join("\n"),
      };
    }),
  );
}
