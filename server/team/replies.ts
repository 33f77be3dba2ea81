/**
 * Replies from the workspace (issue 36 §2; docs/team-api.md, "Replies"): a member answers a lead on the lead's page,
 * from a template in the lead's language or from scratch. The mail goes through the outbox (SMTP_URL) with the
 * member's own address as Reply-To, so the answer reaches them; it ends with the member's signature. The reply is on
 * the lead's timeline; the first one sets a new lead to contacted and stops its response clock. Owners write the
 * templates, with placeholders checked before saving.
 */
import { asc, eq } from "drizzle-orm";
import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import { formSchema } from "../../app/shared/form-schema";
import { locales, type Locale } from "../../app/shared/locale";
import { labelIn } from "../../content/localized";
import { contentPages, pageNode } from "../../content/registry";
import type { Db } from "../db/client";
import { contacts, leadReplies, replyTemplates, teamMembers } from "../db/schema";
import { queueMail } from "../mail/outbox";
import { audit } from "./audit";
import { readChanges, recordChanges, versionSchema } from "./changes";
import { memberOf, type TeamDeps } from "./index";
import { parseOr400, routeId } from "./list-query";
import type { TeamMember } from "./session";

/** The placeholders a template may use, and what each stands for (the workspace lists them beside the editor). */
const PLACEHOLDERS = {
  first_name: "the person's first name",
  full_name: "the person's full name",
  company: "their company",
  service: "the service they asked about, in their language",
  member_name: "your name",
} as const;
type Placeholder = keyof typeof PLACEHOLDERS;

const PLACEHOLDER = /\{([a-z_]+)\}/g;
const KNOWN = Object.keys(PLACEHOLDERS).map((name) => `{${name}}`);

/** The placeholders in `text` that are not known, each once. */
const unknownPlaceholders = (text: string): string[] => [
  ...new Set([...text.matchAll(PLACEHOLDER)].filter((match) => !(match[1]! in PLACEHOLDERS)).map((match) => match[0])),
];

/** The known placeholders left in `text` (a reply is refused while one is: its value was not there to fill in). */
const leftPlaceholders = (text: string): string[] => [
  ...new Set([...text.matchAll(PLACEHOLDER)].filter((match) => match[1]! in PLACEHOLDERS).map((match) => match[0])),
];

/** Refuses a template's text with a placeholder the server does not know (a typo would reach the lead as written). */
const knownPlaceholders = (text: string, context: z.core.$RefinementCtx<string>) => {
  const unknown = unknownPlaceholders(text);
  if (unknown.length) {
    context.addIssue({
      code: "custom",
      message: `Unknown placeholder ${unknown.join(", ")}: use ${KNOWN.join(", ")}.`,
    });
  }
};

const templateFields = {
  name: z.string({ error: "Name the template." }).trim().min(1, "Name the template.").max(80, "Keep the name short."),
  subject: z
    .string({ error: "Write a subject." })
    .trim()
    .min(1, "Write a subject.")
    .max(200, "Keep the subject under 200 characters.")
    .superRefine(knownPlaceholders),
  body: z
    .string({ error: "Write the text." })
    .trim()
    .min(1, "Write the text.")
    .max(10_000, "Keep the text under 10,000 characters.")
    .superRefine(knownPlaceholders),
};

const templateInput = formSchema(
  { ...templateFields, locale: z.enum(locales, { error: "Choose English or German." }) },
  { labels: { name: "the name", subject: "the subject", body: "the text" }, multiline: ["body"] },
);
const templateEdit = formSchema(
  { ...templateFields, version: versionSchema },
  { labels: { name: "the name", subject: "the subject", body: "the text" }, multiline: ["body"] },
);

const replyInput = formSchema(
  {
    subject: z
      .string({ error: "Write a subject." })
      .trim()
      .min(1, "Write a subject.")
      .max(200, "Keep the subject under 200 characters.")
      .refine((text) => !leftPlaceholders(text).length, { error: "Fill in the placeholders before sending." }),
    body: z
      .string({ error: "Write the reply." })
      .trim()
      .min(1, "Write the reply.")
      .max(20_000, "Keep the reply under 20,000 characters.")
      .superRefine((text, context) => {
        const left = leftPlaceholders(text);
        if (left.length) {
          context.addIssue({
            code: "custom",
            message: `Fill in ${left.join(", ")} before sending: this lead has no value for it.`,
          });
        }
      }),
  },
  { labels: { subject: "the subject", body: "the reply" }, multiline: ["body"] },
);

const signatureInput = formSchema(
  {
    signature: z
      .string({ error: "Write the signature as text." })
      .trim()
      .max(500, "Keep the signature under 500 characters."),
  },
  { labels: { signature: "the signature" }, multiline: ["signature"] },
);

/** Each service a lead can name (its page's path without the slash) by its menu name, in each language. */
const serviceLabels = new Map(
  contentPages
    .filter((page) => page.template === "service-family")
    .map((page) => [page.path.slice(1), pageNode(page.pageId).label]),
);

/** What the placeholders stand for in a reply to this lead from this member (absent: the lead has no value). */
function placeholderValues(
  lead: { name: string; company: string | null; service: string | null; locale: Locale },
  member: { name: string },
): Partial<Record<Placeholder, string>> {
  const label = lead.service ? serviceLabels.get(lead.service) : undefined;
  const full = lead.name.trim().replace(/\s+/g, " ");
  return {
    first_name: full.split(" ")[0],
    full_name: full,
    ...(lead.company ? { company: lead.company } : {}),
    ...(label ? { service: labelIn(label, lead.locale) } : {}),
    member_name: member.name,
  };
}

/** `text` with each placeholder that has a value filled in; those without stay for the member to fill. */
const fill = (text: string, values: Partial<Record<Placeholder, string>>): string =>
  text.replace(PLACEHOLDER, (whole, name: string) => values[name as Placeholder] ?? whole);

/** The member's signature: their own, or their name and the agency's. */
const signatureOf = (member: { name: string; signature: string | null }, siteUrl: string): string =>
  member.signature?.trim() || `${member.name}\nAlphai · ${new URL(siteUrl).host}`;

/** The templates of one language (all when not given), by name. */
async function readTemplates(db: Db, locale?: Locale) {
  const rows = await db
    .select({
      id: replyTemplates.id,
      locale: replyTemplates.locale,
      name: replyTemplates.name,
      subject: replyTemplates.subject,
      body: replyTemplates.body,
      version: replyTemplates.version,
      updatedAt: replyTemplates.updatedAt,
      updatedByName: teamMembers.name,
    })
    .from(replyTemplates)
    .leftJoin(teamMembers, eq(teamMembers.id, replyTemplates.updatedBy))
    .where(locale ? eq(replyTemplates.locale, locale) : undefined)
    .orderBy(asc(replyTemplates.locale), asc(replyTemplates.name), asc(replyTemplates.id));
  return rows;
}

/** The replies sent to one lead, oldest first, with their authors. */
export async function readReplies(db: Db, leadId: number) {
  const rows = await db
    .select({
      id: leadReplies.id,
      subject: leadReplies.subject,
      body: leadReplies.body,
      createdAt: leadReplies.createdAt,
      authorId: leadReplies.authorId,
      authorName: teamMembers.name,
    })
    .from(leadReplies)
    .innerJoin(teamMembers, eq(teamMembers.id, leadReplies.authorId))
    .where(eq(leadReplies.leadId, leadId))
    .orderBy(asc(leadReplies.id));
  return rows.map(({ authorId, authorName, ...reply }) => ({ ...reply, author: { id: authorId, name: authorName } }));
}

/** The templates for a reply to this lead by this member: in the lead's language, placeholders filled. */
export async function templatesFor(
  db: Db,
  lead: { name: string; company: string | null; service: string | null; locale: Locale },
  member: TeamMember,
) {
  const values = placeholderValues(lead, member);
  return (await readTemplates(db, lead.locale)).map((template) => ({
    id: template.id,
    name: template.name,
    subject: fill(template.subject, values),
    body: fill(template.body, values),
  }));
}

/** A reply of 20,000 characters, each up to 4 bytes in UTF-8 or 6 as a JSON escape, fits; the default is 16 KiB. */
const TEXT_BODY_LIMIT = 128 * 1024;

const TEMPLATE_NOT_FOUND = { error: "No such template (someone may have deleted it)." };
const LEAD_NOT_FOUND = { error: "No such lead (it may have been erased)." };

/**
 * Sends a reply to a lead: queued in the outbox with the member's address as Reply-To and their signature, kept for
 * the timeline, audited (ids only); a new lead becomes contacted (a change of its own, version raised) and its
 * response clock stops at the first reply. Undefined when there is no such lead.
 */
async function sendReply(
  db: Db,
  leadId: number,
  member: TeamMember,
  input: { subject: string; body: string },
  siteUrl: string,
) {
  return db.transaction(async (tx) => {
    const [lead] = await tx
      .select({
        email: contacts.email,
        status: contacts.status,
        version: contacts.version,
        firstReplyAt: contacts.firstReplyAt,
      })
      .from(contacts)
      .where(eq(contacts.id, leadId))
      .for("update");
    if (!lead) return undefined;
    const [author] = await tx
      .select({ name: teamMembers.name, signature: teamMembers.signature })
      .from(teamMembers)
      .where(eq(teamMembers.id, member.id));
    const [reply] = await tx
      .insert(leadReplies)
      .values({ leadId, authorId: member.id, subject: input.subject, body: input.body })
      .returning({ id: leadReplies.id, createdAt: leadReplies.createdAt });
    await queueMail(tx, {
      kind: "lead-reply",
      leadId,
      to: lead.email,
      replyTo: member.email,
      subject: input.subject,
      text: `${input.body}\n\n${signatureOf(author ?? { name: member.name, signature: null }, siteUrl)}\n`,
    });
    const contacted = lead.status === "new";
    if (contacted || !lead.firstReplyAt) {
      const version = contacted ? lead.version + 1 : lead.version;
      await tx
        .update(contacts)
        .set({
          ...(contacted ? { status: "contacted" as const, version } : {}),
          ...(lead.firstReplyAt ? {} : { firstReplyAt: reply!.createdAt }),
        })
        .where(eq(contacts.id, leadId));
      if (contacted) {
        await recordChanges(tx, "lead", leadId, member.id, version, [
          { kind: "status", before: "new", after: "contacted" },
        ]);
      }
    }
    await audit(tx, {
      actorId: member.id,
      action: "lead.reply",
      subjectType: "lead",
      subjectId: leadId,
      detail: { replyId: reply!.id, ...(contacted ? { status: "contacted" } : {}) },
    });
    return { id: reply!.id, ...input, createdAt: reply!.createdAt, author: { id: member.id, name: member.name } };
  });
}

const templateConflict = async (reply: FastifyReply, db: Db, id: number) => {
  const [current] = (await readTemplates(db)).filter((template) => template.id === id);
  const who = current?.updatedByName ?? "Someone";
  return reply.code(409).send({
    error: `${who} changed this template after you opened it. Nothing of yours was saved yet.`,
    template: current,
  });
};

export function teamReplyRoutes(app: FastifyInstance, deps: TeamDeps): void {
  signatureRoutes(app, deps);
  const { db, config } = deps;
  const sales = { team: { roles: ["owner", "sales"] } } as const;
  const owners = { team: { roles: ["owner"] } } as const;

  app.post("/api/team/leads/:id/replies", { config: sales, bodyLimit: TEXT_BODY_LIMIT }, async (request, reply) => {
    const id = routeId(request.params, reply);
    if (id === undefined) return reply;
    const input = parseOr400(replyInput, request.body, reply);
    if (!input) return reply;
    const { member } = memberOf(request);
    const sent = await sendReply(db, id, member, input, config.siteUrl);
    if (!sent) return reply.code(404).send(LEAD_NOT_FOUND);
    const [lead] = await db
      .select({ status: contacts.status, version: contacts.version })
      .from(contacts)
      .where(eq(contacts.id, id));
    return reply.code(201).send({ reply: sent, lead, changes: await readChanges(db, "lead", id) });
  });

  // Every member may read the templates (sales writes with them); owners write them.
  app.get("/api/team/templates", { config: sales }, async () => ({
    templates: await readTemplates(db),
    placeholders: PLACEHOLDERS,
  }));

  app.post("/api/team/templates", { config: owners, bodyLimit: TEXT_BODY_LIMIT }, async (request, reply) => {
    const input = parseOr400(templateInput, request.body, reply);
    if (!input) return reply;
    const { member } = memberOf(request);
    const [row] = await db
      .insert(replyTemplates)
      .values({ ...input, updatedBy: member.id })
      .returning({ id: replyTemplates.id });
    await audit(db, { actorId: member.id, action: "template.create", subjectType: "template", subjectId: row!.id });
    const [template] = (await readTemplates(db)).filter((entry) => entry.id === row!.id);
    return reply.code(201).send({ template });
  });

  app.patch("/api/team/templates/:id", { config: owners, bodyLimit: TEXT_BODY_LIMIT }, async (request, reply) => {
    const id = routeId(request.params, reply);
    if (id === undefined) return reply;
    const input = parseOr400(templateEdit, request.body, reply);
    if (!input) return reply;
    const { member } = memberOf(request);
    const { version, ...fields } = input;
    const outcome = await db.transaction(async (tx) => {
      const [current] = await tx
        .select({ version: replyTemplates.version })
        .from(replyTemplates)
        .where(eq(replyTemplates.id, id))
        .for("update");
      if (!current) return "missing";
      if (current.version !== version) return "stale";
      await tx
        .update(replyTemplates)
        .set({ ...fields, version: version + 1, updatedBy: member.id, updatedAt: new Date() })
        .where(eq(replyTemplates.id, id));
      await audit(tx, { actorId: member.id, action: "template.update", subjectType: "template", subjectId: id });
      return "saved";
    });
    if (outcome === "missing") return reply.code(404).send(TEMPLATE_NOT_FOUND);
    if (outcome === "stale") return templateConflict(reply, db, id);
    const [template] = (await readTemplates(db)).filter((entry) => entry.id === id);
    return { template };
  });

  app.delete("/api/team/templates/:id", { config: owners }, async (request, reply) => {
    const id = routeId(request.params, reply);
    if (id === undefined) return reply;
    const { member } = memberOf(request);
    const gone = await db.delete(replyTemplates).where(eq(replyTemplates.id, id)).returning({ id: replyTemplates.id });
    if (!gone.length) return reply.code(404).send(TEMPLATE_NOT_FOUND);
    await audit(db, { actorId: member.id, action: "template.delete", subjectType: "template", subjectId: id });
    return reply.code(204).send();
  });
}

/** The member's own signature, under their replies (every role may keep one). */
function signatureRoutes(app: FastifyInstance, { db, config }: TeamDeps): void {
  // The member's own signature, under their replies.
  app.get("/api/team/me/signature", async (request) => {
    const { member } = memberOf(request);
    const [row] = await db
      .select({ name: teamMembers.name, signature: teamMembers.signature })
      .from(teamMembers)
      .where(eq(teamMembers.id, member.id));
    return {
      signature: row?.signature ?? "",
      shown: signatureOf(row ?? { ...member, signature: null }, config.siteUrl),
    };
  });

  app.put("/api/team/me/signature", async (request, reply) => {
    const input = parseOr400(signatureInput, request.body, reply);
    if (!input) return reply;
    const { member } = memberOf(request);
    await db
      .update(teamMembers)
      .set({ signature: input.signature || null })
      .where(eq(teamMembers.id, member.id));
    return {
      signature: input.signature,
      shown: signatureOf({ name: member.name, signature: input.signature || null }, config.siteUrl),
    };
  });
}
