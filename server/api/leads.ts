/**
 * POST /api/contact and POST /api/subscribe, plus the newsletter's
 * confirmation and unsubscribe links. Input is checked with the same zod
 * schemas the browser uses; a submission is acknowledged only after its
 * transaction (the lead and its outgoing mail) has committed.
 */
import { eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from "fastify";
import { splitLocale } from "../../app/shared/form-locale";
import { ATTRIBUTION_FIELD, readAttribution, type Attribution } from "../../app/shared/attribution";
import { fieldErrors, leadSchemasIn, type ContactInput } from "../../app/shared/lead-forms";
import type { Locale } from "../../app/shared/locale";
import { pathIn } from "../../content/localized";
import { contentPages, pageNode } from "../../content/registry";
import { currencyOf } from "../../content/pricing";
import { legalEntity } from "../../content/site";
import type { ServerConfig } from "../config";
import type { Db } from "../db/client";
import { contacts, subscribers } from "../db/schema";
import { leadDueAt } from "../team/response-clock";
import { Batcher } from "../db/batcher";
import { queueMail, queueMails, type OutboxWorker } from "../mail/outbox";
import { takeConfirmationQuota, takeConfirmationQuotas, type ConfirmationLimits } from "../mail/quota";
import type { Tokens } from "../mail/tokens";
import { contactAcknowledgementText, subscribeConfirmationText, teamLanguageNote } from "../mail/visitor-mails";
import { answersIn } from "./answers";
import { formTokenRoutes } from "./form-token";
import { refuseSpam } from "./refuse-spam";
import { refererLocale, sendError, wantsHtml } from "./respond";

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

/**
 * A form's entries and its language (app/shared/form-locale.ts): the hidden `locale` field, or without one the
 * page the post came from.
 */
const readForm = (request: FastifyRequest) => splitLocale(withoutStartedAt(request.body), refererLocale(request));

/** POST /api/contact: an enquiry, stored with its notification mail before the answer. */
function contactRoute(app: FastifyInstance, { db, tokens, outbox, config }: LeadDeps, rateLimit: RateLimit) {
  const saveContact = contactWriter(db, config, app.log);

  app.post("/api/contact", { bodyLimit: FORM_BODY_LIMIT, config: { rateLimit } }, async (request, reply) => {
    const { locale, values: sent } = readForm(request);
    const { [ATTRIBUTION_FIELD]: origin, ...values } = (sent ?? {}) as Record<string, unknown>;
    const answers = answersIn(locale);
    const parsed = leadSchemasIn(locale).contact.safeParse(values);
    if (!parsed.success) return sendError(request, reply, 400, answers.correct, fieldErrors(parsed.error, locale));
    const input = parsed.data;
    const refused = refuseSpam(request, reply, tokens, "contact", input, locale);
    if (refused) return refused;

    const id = await saveContact.run({ ...input, locale, attribution: attributionOf(request, origin, config) });
    outbox.kick();
    if (wantsHtml(request)) return reply.redirect(pathIn("contact-sent", locale), 303);
    return reply.code(201).send({ ok: true, id, message: answers.contactSent });
  });
}

/**
 * A link of a mail to a person: in German for a German one (the pages it leads to are then the German ones). The
 * `locale` parameter only chooses the language of the page the link's answer redirects to; it is not signed.
 */
const inLocale = (url: string, locale: Locale) => (locale === "en" ? url : `${url}&locale=${locale}`);

/** The language a mail's link asks for (`inLocale`): German for "de", English for anything else. */
const linkLocale = (request: FastifyRequest): Locale =>
  (request.query as { locale?: unknown }).locale === "de" ? "de" : "en";

/** The confirmation mail of a newsletter subscription, with its confirm and one-click unsubscribe links, in `locale`. */
async function queueConfirmation(tx: Db, email: string, locale: Locale, { tokens, config }: LeadDeps) {
  const link = (path: string) => inLocale(`${config.siteUrl}${path}`, locale);
  const unsubscribe = link(`/api/newsletter/unsubscribe?token=${tokens.sign(email, "unsubscribe")}`);
  const confirm = link(`/api/newsletter/confirm?token=${tokens.sign(email, "confirm")}`);
  await queueMail(tx, {
    kind: "subscribe-confirmation",
    to: email,
    ...subscribeConfirmationText(locale, { confirm, unsubscribe }),
    headers: { "List-Unsubscribe": `<${unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  });
}

/**
 * Records a subscription and queues its confirmation mail, in one transaction: a new address, or a known one not
 * confirmed whose last mail is old enough, gets one, within the hourly caps.
 */
async function recordSubscription(deps: LeadDeps, email: string, locale: Locale, log: FastifyBaseLogger) {
  const { db, config } = deps;
  await db.transaction(async (tx) => {
    const now = new Date();
    const inserted = await tx
      .insert(subscribers)
      .values({ email, confirmationSentAt: now, locale })
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
          .set({ status: "pending", confirmationSentAt: now, locale })
          .where(eq(subscribers.id, existing.id));
        send = true;
      }
    }
    if (send && !(await takeConfirmationQuota(tx, email, config, log, "subscribe-confirmation"))) {
      // Over an hourly cap: the same answer below, but no mail; the address may ask again later.
      await tx.update(subscribers).set({ confirmationSentAt: null }).where(eq(subscribers.email, email));
      send = false;
    }
    if (send) await queueConfirmation(tx, email, locale, deps);
  });
}

/** POST /api/subscribe: the newsletter, with double opt-in. */
function subscribeRoute(app: FastifyInstance, deps: LeadDeps, rateLimit: RateLimit) {
  app.post("/api/subscribe", { bodyLimit: FORM_BODY_LIMIT, config: { rateLimit } }, async (request, reply) => {
    const { locale, values } = readForm(request);
    const answers = answersIn(locale);
    const parsed = leadSchemasIn(locale).subscribe.safeParse(values);
    if (!parsed.success) return sendError(request, reply, 400, answers.correctEmail, fieldErrors(parsed.error, locale));
    const refused = refuseSpam(request, reply, deps.tokens, "subscribe", parsed.data, locale);
    if (refused) return refused;
    const { email } = parsed.data;

    await recordSubscription(deps, email, locale, request.log);
    deps.outbox.kick();
    // The same answer whether or not the address was known: nothing is revealed.
    if (wantsHtml(request)) return reply.redirect(pathIn("newsletter-check-inbox", locale), 303);
    return reply.code(200).send({ ok: true, message: answers.subscribeSent });
  });
}

/**
 * The links in the newsletter's mails: confirm, and unsubscribe (a page's link, or a mail client's one click). Each
 * ends on a page in the mail's language.
 */
function newsletterLinkRoutes(app: FastifyInstance, { db, tokens }: LeadDeps, rateLimit: RateLimit) {
  app.get("/api/newsletter/confirm", { config: { rateLimit } }, async (request, reply) => {
    const locale = linkLocale(request);
    const result = tokens.verify((request.query as { token?: unknown }).token, "confirm");
    if ("error" in result) return reply.redirect(pathIn("newsletter-link-expired", locale), 303);
    const updated = await db
      .update(subscribers)
      .set({ status: "confirmed", confirmedAt: sql`coalesce(${subscribers.confirmedAt}, now())`, unsubscribedAt: null })
      .where(eq(subscribers.email, result.email))
      .returning({ id: subscribers.id });
    return reply.redirect(pathIn(updated.length ? "newsletter-confirmed" : "newsletter-link-expired", locale), 303);
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
    async (request, reply) => {
      const answers = answersIn(linkLocale(request));
      return (await unsubscribe(request))
        ? reply.code(200).send({ ok: true, message: answers.unsubscribed })
        : reply.code(400).send({ error: answers.unsubscribeInvalid });
    },
  );
  app.get("/api/newsletter/unsubscribe", { config: { rateLimit } }, async (request, reply) =>
    reply.redirect(
      pathIn((await unsubscribe(request)) ? "newsletter-unsubscribed" : "newsletter-link-expired", linkLocale(request)),
      303,
    ),
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

/** Each service a lead can name (its page's path without the slash, as stored) by the name the menus give it. */
const serviceNames = new Map(
  contentPages
    .filter((page) => page.template === "service-family")
    .map((page) => [page.path.slice(1), pageNode(page.pageId).label]),
);

/** A service as the team's mail names it: its name, or its path for one no longer on the site. */
const serviceName = (service: string): string => serviceNames.get(service) ?? service;

/** An enquiry as it is stored: the form's entries and the language of its page (English if not told). */
type ContactEntry = ContactInput & { readonly locale?: Locale; readonly attribution?: Attribution };

/**
 * Where an enquiry came from: what the browser sent (app/shared/attribution.ts), and without it (a form sent without
 * JavaScript) the page of the form from the request's Referer when that is one of this site's own pages.
 */
function attributionOf(request: FastifyRequest, sent: unknown, config: Pick<ServerConfig, "siteOrigins">): Attribution {
  const attribution = readAttribution(sent);
  if (attribution.formPage) return attribution;
  try {
    const referer = new URL(request.headers.referer ?? "");
    if (config.siteOrigins.includes(referer.origin))
      return readAttribution({ ...attribution, formPage: referer.pathname });
  } catch {
    // No Referer, or not an address: no form page.
  }
  return attribution;
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
  config: Pick<ServerConfig, "contactTo" | "siteUrl"> & ConfirmationLimits,
  log: FastifyBaseLogger,
): Batcher<ContactEntry, number> {
  return new Batcher<ContactEntry, number>((inputs) =>
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
            // The form's language sets the currency, and its schema took only a band of that currency.
            currency: currencyOf(input.locale ?? "en"),
            message: input.message,
            consentAt,
            locale: input.locale ?? "en",
            dueAt: leadDueAt(consentAt, { phone: input.phone, locale: input.locale ?? "en" }),
            landingPage: input.attribution?.landingPage,
            formPage: input.attribution?.formPage,
            referrerHost: input.attribution?.referrerHost,
            utm: input.attribution?.utm ?? {},
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
            leadId: id,
            to: config.contactTo,
            subject: `New enquiry #${id}`,
            text: [
              `A new enquiry arrived on ${arrived} UTC${input.service ? ` about ${serviceName(input.service)}` : ""}.`,
              "",
              "Read it, and reply, in the team workspace:",
              `${config.siteUrl}/team/leads/${id}`,
              "",
              "The person's details are not in this mail: they stay in the database, where the workspace shows them to the team.",
              ...teamLanguageNote(input.locale ?? "en", "The person"),
            ].join("\n"),
          };
        }),
      );
      // The sender's acknowledgement, within the same hourly caps as every mail to an address someone typed.
      const acknowledged = await takeConfirmationQuotas(
        tx,
        inputs.map((input) => input.email),
        config,
        log,
        "contact-acknowledgement",
      );
      for (const [index, input] of inputs.entries()) {
        const locale = input.locale ?? "en";
        if (!acknowledged[index]) continue;
        await queueMail(tx, {
          kind: "contact-acknowledgement",
          leadId: rows[index]!.id,
          to: input.email,
          ...contactAcknowledgementText(locale, { privacy: legalEntity.dataProtectionEmail }),
        });
      }
      return rows.map((row) => row.id);
    }),
  );
}
