/**
 * POST /api/contact and POST /api/subscribe, plus the newsletter's
 * confirmation and unsubscribe links. Input is checked with the same zod
 * schemas the browser uses; a submission is acknowledged only after its
 * transaction (the lead and its outgoing mail) has committed.
 */
import { eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from "fastify";
import { contactSchema, fieldErrors, subscribeSchema, type ContactInput } from "../../app/shared/lead-forms";
import { pathOf } from "../../content/registry";
import type { ServerConfig } from "../config";
import type { Db } from "../db/client";
import { contacts, subscribers } from "../db/schema";
import { Batcher } from "../db/batcher";
import { queueMail, queueMails, type OutboxWorker } from "../mail/outbox";
import { takeConfirmationQuota } from "../mail/quota";
import type { Tokens } from "../mail/tokens";
import { formTokenRoutes } from "./form-token";
import { refuseSpam } from "./refuse-spam";
import { sendError, wantsHtml } from "./respond";

export interface LeadDeps {
  readonly db: Db;
  readonly tokens: Tokens;
  readonly outbox: OutboxWorker;
  readonly config: ServerConfig;
}

/** Form bodies are small; anything bigger is refused with 413. */
export const FORM_BODY_LIMIT = 16 * 1024;
/** A pending address gets at most one confirmation mail per this interval. */
const RESEND_AFTER_MS = 10 * 60_000;

type RateLimit = { readonly max: number; readonly timeWindow: number };

/** Pages built before form tokens send `startedAt`: it proves nothing and is ignored, so they get the form-token message. */
const withoutStartedAt = (body: unknown): unknown =>
  typeof body === "object" && body !== null && !Array.isArray(body)
    ? Object.fromEntries(Object.entries(body).filter(([name]) => name !== "startedAt"))
    : (body ?? {});

/** POST /api/contact: an enquiry, stored with its notification mail before the answer. */
function contactRoute(app: FastifyInstance, { db, tokens, outbox, config }: LeadDeps, rateLimit: RateLimit) {
  const saveContact = contactWriter(db, config);

  app.post("/api/contact", { bodyLimit: FORM_BODY_LIMIT, config: { rateLimit } }, async (request, reply) => {
    const parsed = contactSchema.safeParse(withoutStartedAt(request.body));
    if (!parsed.success)
      return sendError(request, reply, 400, "Please correct the highlighted fields.", fieldErrors(parsed.error));
    const input = parsed.data;
    const refused = refuseSpam(request, reply, tokens, "contact", input);
    if (refused) return refused;

    const id = await saveContact.run(input);
    outbox.kick();
    if (wantsHtml(request)) return reply.redirect(pathOf("contact-sent"), 303);
    return reply.code(201).send({ ok: true, id, message: "Thank you: we reply within one working day." });
  });
}

/** The confirmation mail of a newsletter subscription, with its confirm and one-click unsubscribe links. */
async function queueConfirmation(tx: Db, email: string, { tokens, config }: LeadDeps) {
  const link = (path: string) => `${config.siteUrl}${path}`;
  const unsubscribe = link(`/api/newsletter/unsubscribe?token=${tokens.sign(email, "unsubscribe")}`);
  await queueMail(tx, {
    kind: "subscribe-confirmation",
    to: email,
    subject: "Confirm your subscription to Alphai's monthly e-mail",
    text: [
      "Hello,",
      "",
      "please confirm that you want Alphai's monthly e-mail on building better software:",
      link(`/api/newsletter/confirm?token=${tokens.sign(email, "confirm")}`),
      "",
      "The link is valid for seven days. If you did not ask for this, ignore this message and nothing more will arrive.",
      "",
      `Unsubscribe: ${unsubscribe}`,
    ].join("\n"),
    headers: { "List-Unsubscribe": `<${unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  });
}

/**
 * Records a subscription and queues its confirmation mail, in one transaction: a new address, or a known one not
 * confirmed whose last mail is old enough, gets one, within the hourly caps.
 */
async function recordSubscription(deps: LeadDeps, email: string, log: FastifyBaseLogger) {
  const { db, config } = deps;
  await db.transaction(async (tx) => {
    const now = new Date();
    const inserted = await tx
      .insert(subscribers)
      .values({ email, confirmationSentAt: now })
      .onConflictDoNothing({ target: subscribers.email })
      .returning({ id: subscribers.id });
    let send = inserted.length > 0;
    if (!send) {
      const [existing] = await tx.select().from(subscribers).where(eq(subscribers.email, email)).for("update");
      const stale =
        !existing?.confirmationSentAt || now.getTime() - existing.confirmationSentAt.getTime() > RESEND_AFTER_MS;
      if (existing && existing.status !== "confirmed" && stale) {
        await tx
          .update(subscribers)
          .set({ status: "pending", confirmationSentAt: now })
          .where(eq(subscribers.id, existing.id));
        send = true;
      }
    }
    if (send && !(await takeConfirmationQuota(tx, email, config, log, "subscribe-confirmation"))) {
      // Over an hourly cap: the same answer below, but no mail; the address may ask again later.
      await tx.update(subscribers).set({ confirmationSentAt: null }).where(eq(subscribers.email, email));
      send = false;
    }
    if (send) await queueConfirmation(tx, email, deps);
  });
}

/** POST /api/subscribe: the newsletter, with double opt-in. */
function subscribeRoute(app: FastifyInstance, deps: LeadDeps, rateLimit: RateLimit) {
  app.post("/api/subscribe", { bodyLimit: FORM_BODY_LIMIT, config: { rateLimit } }, async (request, reply) => {
    const parsed = subscribeSchema.safeParse(withoutStartedAt(request.body));
    if (!parsed.success)
      return sendError(request, reply, 400, "Please correct the e-mail address.", fieldErrors(parsed.error));
    const refused = refuseSpam(request, reply, deps.tokens, "subscribe", parsed.data);
    if (refused) return refused;
    const { email } = parsed.data;

    await recordSubscription(deps, email, request.log);
    deps.outbox.kick();
    // The same answer whether or not the address was known: nothing is revealed.
    if (wantsHtml(request)) return reply.redirect(pathOf("newsletter-check-inbox"), 303);
    return reply
      .code(200)
      .send({ ok: true, message: "Check your inbox: we sent a link to confirm your subscription." });
  });
}

/** The links in the newsletter's mails: confirm, and unsubscribe (a page's link, or a mail client's one click). */
function newsletterLinkRoutes(app: FastifyInstance, { db, tokens }: LeadDeps, rateLimit: RateLimit) {
  app.get("/api/newsletter/confirm", { config: { rateLimit } }, async (request, reply) => {
    const result = tokens.verify((request.query as { token?: unknown }).token, "confirm");
    if ("error" in result) return reply.redirect(pathOf("newsletter-link-expired"), 303);
    const updated = await db
      .update(subscribers)
      .set({ status: "confirmed", confirmedAt: sql`coalesce(${subscribers.confirmedAt}, now())`, unsubscribedAt: null })
      .where(eq(subscribers.email, result.email))
      .returning({ id: subscribers.id });
    return reply.redirect(pathOf(updated.length ? "newsletter-confirmed" : "newsletter-link-expired"), 303);
  });

  const unsubscribe = async (request: FastifyRequest) => {
    const query = request.query as { token?: unknown };
    const result = tokens.verify(query.token, "unsubscribe");
    if ("error" in result) return false;
    await db
      .update(subscribers)
      .set({ status: "unsubscribed", unsubscribedAt: new Date() })
      .where(eq(subscribers.email, result.email));
    return true;
  };
  // One-click unsubscribe (RFC 8058): mail clients POST to the List-Unsubscribe URL.
  app.post(
    "/api/newsletter/unsubscribe",
    { bodyLimit: FORM_BODY_LIMIT, config: { rateLimit } },
    async (request, reply) =>
      (await unsubscribe(request))
        ? reply.code(200).send({ ok: true, message: "You are unsubscribed." })
        : reply.code(400).send({ error: "This unsubscribe link is not valid." }),
  );
  app.get("/api/newsletter/unsubscribe", { config: { rateLimit } }, async (request, reply) =>
    reply.redirect(pathOf((await unsubscribe(request)) ? "newsletter-unsubscribed" : "newsletter-link-expired"), 303),
  );
}

export async function leadRoutes(app: FastifyInstance, deps: LeadDeps): Promise<void> {
  const { tokens, config } = deps;
  const rateLimit = { max: config.rateLimitMax, timeWindow: config.rateLimitWindowMs };
  formTokenRoutes(app, tokens);
  contactRoute(app, deps, rateLimit);
  subscribeRoute(app, deps, rateLimit);
  newsletterLinkRoutes(app, deps, rateLimit);
}

/**
 * Concurrent enquiries share one transaction: the lead rows and their
 * notification mails commit together (group commit, server/db/batcher.ts).
 * The notification says that an enquiry arrived and links to it in the team
 * workspace (decision 026): the person's name, address, company, phone and
 * message stay in the database, out of mailboxes and mail servers' logs, and
 * the workspace has the reply link (so the mail has no Reply-To either).
 */
export function contactWriter(
  db: Db,
  config: Pick<ServerConfig, "contactTo" | "siteUrl">,
): Batcher<ContactInput, number> {
  return new Batcher<ContactInput, number>((inputs) =>
    db.transaction(async (tx) => {
      const consentAt = new Date();
      const rows = await tx
        .insert(contacts)
        .values(
          inputs.map((input) => ({
            name: input.name,
            email: input.email,
            company: input.company,
            phone: input.phone,
            service: input.service,
            budget: input.budget,
            message: input.message,
            consentAt,
          })),
        )
        .returning({ id: contacts.id });
      const arrived = consentAt.toISOString().slice(0, 16).replace("T", " ");
      await queueMails(
        tx,
        inputs.map((input, index) => {
          const id = rows[index]!.id;
          return {
            kind: "contact-notification",
            to: config.contactTo,
            subject: `New enquiry #${id}`,
            text: [
              `A new enquiry arrived on ${arrived} UTC${input.service ? ` about ${input.service}` : ""}.`,
              "",
              "Read it, and reply, in the team workspace:",
              `${config.siteUrl}/team/leads/${id}`,
              "",
              "The person's details are not in this mail: they stay in the database, where the workspace shows them to the team.",
            ].join("\n"),
          };
        }),
      );
      return rows.map((row) => row.id);
    }),
  );
}
