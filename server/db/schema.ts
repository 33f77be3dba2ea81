/**
 * The one PostgreSQL schema, for PGlite (embedded) and PostgreSQL alike.
 * Migrations in server/db/migrations are generated from it by drizzle-kit.
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  type AnyPgColumn,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";
import { locales } from "../../app/shared/locale";
import type { UtmKey } from "../../app/shared/attribution";
import { currencies } from "../../content/pricing";
import {
  applicationStatuses,
  contentCollections,
  leadStatuses,
  subscriberStatuses,
  teamRoles,
} from "../../app/shared/team-api";
import { NAVIGATION_TYPES, VITAL_NAMES, VITAL_RATINGS } from "../../app/shared/vitals-schema";

// The columns' enums are the team API's values (app/shared/team-api.ts), which the workspace's screens use too.
export {
  applicationStatuses,
  leadStatuses,
  subscriberStatuses,
  teamRoles,
  type TeamRole,
} from "../../app/shared/team-api";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
/**
 * The language of the page a person used ("en", "de"; app/shared/form-locale.ts): the language of the mails they
 * get, and the one to answer them in.
 */
const locale = () => text("locale", { enum: locales }).notNull().default("en");

/**
 * What the workspace's searches read (decision 026): the fields searched, lower-cased, one per line, so that a
 * search (which is one line) never matches across two of them. A trigram index on the same expression (pg_trgm,
 * migration 0005) serves `LIKE '%…%'` on it (server/team/list-query.ts `contains`).
 */
const searchText = (...fields: AnyPgColumn[]) =>
  sql`lower(${sql.join(
    fields.map((field) => (field.notNull ? sql`${field}` : sql`coalesce(${field}, '')`)),
    sql` || E'\\n' || `,
  )})`;

/** The statuses in their order (new first, spam last), as SQL constants: an index's expression must be literal. */
const LEAD_STATUS_ORDER = sql.raw(`array[${leadStatuses.map((status) => `'${status}'`).join(", ")}]::text[]`);
/** A lead's place in the order of statuses: the leads list's "by status" (its index: contacts_status_rank_idx). */
export const leadStatusRank = (status: AnyPgColumn) => sql<number>`array_position(${LEAD_STATUS_ORDER}, ${status})`;
/** 0 for a lead whose response clock runs (new, unanswered), 1 for the others: the list's "soonest due first". */
export const leadClockRank = (status: AnyPgColumn, firstReplyAt: AnyPgColumn) =>
  sql<number>`(case when ${status} = 'new' and ${firstReplyAt} is null then 0 else 1 end)`;

export const contacts = pgTable(
  "contacts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    company: text("company"),
    phone: text("phone"),
    service: text("service"),
    budget: text("budget"),
    /**
     * The currency the enquiry was sent in: that of the form's language (content/pricing.ts), in which `budget` is a
     * band. Rows from before migration 0011 are in US dollars, the only currency the form had.
     */
    currency: text("currency", { enum: currencies }).notNull().default("USD"),
    message: text("message").notNull(),
    consentAt: timestamp("consent_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    /** Where the team has got with the lead (the workspace, decision 026). */
    status: text("status", { enum: leadStatuses }).notNull().default("new"),
    /** The team member handling it; null when nobody is. */
    assigneeId: integer("assignee_id").references((): AnyPgColumn => teamMembers.id, { onDelete: "set null" }),
    locale: locale(),
    /**
     * Raised by every change a member makes (status, assignee): a change based on an older version is refused with
     * 409 and what changed since (issue 36: no lost updates).
     */
    version: integer("version").notNull().default(1),
    /** When the team first replied from the workspace: the response clock stops (issue 36 §2, §3). */
    firstReplyAt: timestamp("first_reply_at", { withTimezone: true }),
    /**
     * When an answer is due: one working day of the answering office's hours after arrival (issue 36 §3,
     * server/team/response-clock.ts). A lead still new and unanswered after it is overdue. Rows from before migration
     * 0015 have a day after arrival, moved past the weekend.
     */
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    /**
     * Where the enquiry came from (issue 36 §4; app/shared/attribution.ts), as the browser sent it: the path of the
     * visit's first page, the page of the form, the referring site's host, the landing address's utm_* parameters
     * (without their prefix). Null or empty when the browser sent none (no JavaScript, storage refused).
     */
    landingPage: text("landing_page"),
    formPage: text("form_page"),
    referrerHost: text("referrer_host"),
    utm: jsonb("utm").$type<Partial<Record<UtmKey, string>>>().notNull().default({}),
  },
  (table) => [
    index("contacts_created_at_idx").on(table.createdAt),
    index("contacts_status_id_idx").on(table.status, table.id),
    index("contacts_assignee_id_idx").on(table.assigneeId, table.id),
    index("contacts_service_id_idx").on(table.service, table.id),
    // The list's filters by where the leads came from.
    index("contacts_source_idx").on(sql`coalesce(${table.utm}->>'source', ${table.referrerHost})`, table.id),
    index("contacts_campaign_idx").on(sql`(${table.utm}->>'campaign')`, table.id),
    index("contacts_landing_page_idx").on(table.landingPage, table.id),
    // The list's orders by status and by due time (issue 36 §5), read as keysets.
    index("contacts_status_rank_idx").on(leadStatusRank(table.status), table.id.desc().nullsFirst()),
    index("contacts_due_order_idx").on(leadClockRank(table.status, table.firstReplyAt), table.dueAt, table.id),
    // "My day" and the navigation count the new leads nobody has taken.
    index("contacts_new_unassigned_idx")
      .on(table.id)
      .where(sql`${table.status} = 'new' and ${table.assigneeId} is null`),
    // The overdue leads, counted on the navigation.
    index("contacts_open_due_idx")
      .on(table.dueAt, table.id)
      .where(sql`${table.status} = 'new' and ${table.firstReplyAt} is null`),
    index("contacts_search_idx").using(
      "gin",
      sql`${searchText(table.name, table.email, table.company, table.message)} gin_trgm_ops`,
    ),
    // A lead's other enquiries: from the same address, or the same company (issue 36 §5).
    index("contacts_email_lower_idx").on(sql`lower(${table.email})`),
    index("contacts_company_lower_idx").on(sql`lower(${table.company})`),
  ],
);

/** The leads' search: name, e-mail address, company and message (and, apart, the notes: server/team/leads.ts). */
export const contactSearchText = searchText(contacts.name, contacts.email, contacts.company, contacts.message);

export const subscribers = pgTable(
  "subscribers",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** Normalised (trimmed, lower-case): one row per address. */
    email: text("email").notNull().unique(),
    status: text("status", { enum: subscriberStatuses }).notNull().default("pending"),
    /** When the last confirmation mail was queued (throttles re-sends). */
    confirmationSentAt: timestamp("confirmation_sent_at", { withTimezone: true }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    createdAt: createdAt(),
    /** The language of the page they last asked from: their confirmation mail's and the monthly e-mail's. */
    locale: locale(),
  },
  (table) => [
    index("subscribers_status_idx").on(table.status),
    index("subscribers_search_idx").using("gin", sql`${searchText(table.email)} gin_trgm_ops`),
  ],
);

/** The subscribers' search: the address. */
export const subscriberSearchText = searchText(subscribers.email);

export const outboxStatuses = ["pending", "sending", "sent", "held", "failed"] as const;

/** Every outgoing mail, written in the same transaction as what caused it: nothing is lost. */
export const outbox = pgTable(
  "outbox",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    kind: text("kind").notNull(),
    to: text("to_address").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    replyTo: text("reply_to"),
    headers: jsonb("headers")
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    status: text("status", { enum: outboxStatuses }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    /** When due (pending: after its back-off); while "sending", when the claim's lease runs out (server/mail/outbox.ts). */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** The worker holding a "sending" mail's lease (a random id per server process). */
    claimedBy: text("claimed_by"),
    lastError: text("last_error"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** The job application a mail is about: erased with it (withdrawal, retention), sent or not. */
    applicationId: integer("application_id").references((): AnyPgColumn => applications.id, { onDelete: "cascade" }),
    /**
     * The lead a mail is about (its notification, acknowledgement, replies, assignments): erased with it, by a person's
     * erasure or the retention periods (issue 36 §6), sent or not.
     */
    leadId: integer("lead_id").references((): AnyPgColumn => contacts.id, { onDelete: "cascade" }),
  },
  (table) => [
    index("outbox_due_idx").on(table.status, table.nextAttemptAt),
    index("outbox_application_idx").on(table.applicationId),
    index("outbox_lead_idx").on(table.leadId),
  ],
);

/** Fixed-window request counters shared by every server instance. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});

/** Field measurements from POST /api/vitals; rows older than 30 days are pruned (server/api/vitals.ts). */
export const webVitals = pgTable(
  "web_vitals",
  {
    // bigint: a busy site can pass 2^31 reports over the years, even with old rows pruned.
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    name: text("name", { enum: VITAL_NAMES }).notNull(),
    /** Milliseconds, except CLS (a unitless score). */
    value: doublePrecision("value").notNull(),
    rating: text("rating", { enum: VITAL_RATINGS }).notNull(),
    /** web-vitals' id of the metric instance (one page load, or one bfcache restore). */
    metricId: text("metric_id").notNull(),
    navigationType: text("navigation_type", { enum: NAVIGATION_TYPES }),
    /** The page's path as loaded (no query or hash). */
    path: text("path").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("web_vitals_created_at_idx").on(table.createdAt)],
);

/** PostgreSQL `bytea` as a Node Buffer (drizzle-orm has no built-in column for it). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

export const cvTypes = ["pdf", "docx", "odt"] as const;

/**
 * Job applications from POST /api/applications, with the CV in the row (so
 * every instance sees it). Deleted APPLICATION_RETENTION_DAYS after they arrive,
 * or at once by the candidate's withdraw link (server/api/applications.ts).
 */
export const applications = pgTable(
  "applications",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** The role's slug in content (the role may have closed since). */
    role: text("role").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    location: text("location"),
    linkedin: text("linkedin"),
    github: text("github"),
    portfolio: text("portfolio"),
    note: text("note"),
    /** The CV's type as its content shows it (never the client's name or declared type). */
    cvType: text("cv_type", { enum: cvTypes }).notNull(),
    cv: bytea("cv").notNull(),
    cvSize: integer("cv_size").notNull(),
    /** SHA-256 of the CV, hex. */
    cvSha256: text("cv_sha256").notNull(),
    consentAt: timestamp("consent_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    /**
     * A random value the withdraw link carries besides the id (decision 022): a link mailed for another database (a
     * restore, a recreated one under the same APP_SECRET) names an id that may be someone else's, never their
     * nonce. Null only for applications stored before it existed, whose links name the id alone.
     */
    withdrawNonce: text("withdraw_nonce"),
    /** Where recruiting has got with it (the workspace, decision 026). */
    status: text("status", { enum: applicationStatuses }).notNull().default("received"),
    locale: locale(),
    /** Raised by every status change: a change based on an older version is refused with 409 (as a lead's). */
    version: integer("version").notNull().default(1),
  },
  (table) => [
    index("applications_created_at_idx").on(table.createdAt),
    index("applications_role_idx").on(table.role),
    index("applications_status_id_idx").on(table.status, table.id),
    index("applications_search_idx").using("gin", sql`${searchText(table.name, table.email)} gin_trgm_ops`),
  ],
);

/** The applications' search: name and e-mail address. */
export const applicationSearchText = searchText(applications.name, applications.email);

// ---- The team workspace (decision 026) ----

/** A member of the agency's team. Never deleted (the audit log names members by id): removal sets `removedAt` and ends the sessions. */
export const teamMembers = pgTable("team_members", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  /** Normalised (trimmed, lower-case). */
  email: text("email").notNull().unique(),
  /** How the workspace names them (defaults to the address's local part). */
  name: text("name").notNull(),
  role: text("role", { enum: teamRoles }).notNull(),
  invitedBy: integer("invited_by").references((): AnyPgColumn => teamMembers.id, { onDelete: "set null" }),
  createdAt: createdAt(),
  removedAt: timestamp("removed_at", { withTimezone: true }),
  /**
   * When the member last marked a whole inbox seen ("Mark all as seen"): what arrived after is unseen for them until
   * they open it or mark it seen (lead_seen, application_seen). Null: they never did, and all is unseen but what they
   * opened.
   */
  leadsSeenAt: timestamp("leads_seen_at", { withTimezone: true }),
  applicationsSeenAt: timestamp("applications_seen_at", { withTimezone: true }),
  /** What ends the member's replies from the workspace; null: their name and the agency's (server/team/replies.ts). */
  signature: text("signature"),
  /**
   * The member's daily digest of what is due (issue 36 §3): the time zone it is sent in, at 08:00 on working days;
   * null when they do not want it. `digestSentOn` is the member's day it was last sent for (one per day, whichever
   * instance sends it).
   */
  digestTimeZone: text("digest_time_zone"),
  digestSentOn: date("digest_sent_on", { mode: "string" }),
});

/**
 * Signed-in browsers. The cookie holds a random id; the table holds its SHA-256 only, so a copy of the database
 * signs nobody in. Idle after 12 hours, expired 30 days after sign-in (server/team/session.ts).
 */
export const teamSessions = pgTable(
  "team_sessions",
  {
    /** SHA-256 (hex) of the cookie's value. */
    idHash: text("id_hash").primaryKey(),
    memberId: integer("member_id")
      .notNull()
      .references(() => teamMembers.id, { onDelete: "cascade" }),
    /** "email" or "passkey". */
    method: text("method").notNull(),
    /** A short label of the browser (e.g. "Chrome on macOS") for the member's list of sessions. */
    label: text("label").notNull().default(""),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /**
     * When the member last proved it is them in this session: the sign-in, or a later step-up (a code by mail or a
     * passkey). Sensitive actions need it within 10 minutes (server/team/step-up.ts, decision 035).
     */
    verifiedAt: timestamp("verified_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("team_sessions_member_idx").on(table.memberId)],
);

/**
 * E-mail sign-in requests: a one-time link and the same code, valid 15 minutes, used once, bound to the browser
 * that asked (a random value in a cookie of that browser, stored here as a hash). Hashes only, never the secrets.
 */
export const teamSignInRequests = pgTable(
  "team_sign_in_requests",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer("member_id")
      .notNull()
      .references(() => teamMembers.id, { onDelete: "cascade" }),
    /** SHA-256 (hex) of the link's token. */
    linkHash: text("link_hash").notNull().unique(),
    /** SHA-256 (hex) of the code, salted with the link's token hash. */
    codeHash: text("code_hash").notNull(),
    /**
     * SHA-256 (hex) of the asking browser's cookie value; null for a link an operator printed on the server
     * (`npm run team -- sign-in-link`), which was never in a mail and opens in any browser, once.
     */
    browserHash: text("browser_hash"),
    /** Wrong codes typed against this request; it is spent after a few. */
    attempts: integer("attempts").notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (table) => [
    index("team_sign_in_requests_browser_idx").on(table.browserHash),
    index("team_sign_in_requests_expires_idx").on(table.expiresAt),
  ],
);

/** A member's passkeys (WebAuthn credentials). */
export const teamPasskeys = pgTable(
  "team_passkeys",
  {
    /** The credential id, base64url. */
    id: text("id").primaryKey(),
    memberId: integer("member_id")
      .notNull()
      .references(() => teamMembers.id, { onDelete: "cascade" }),
    publicKey: bytea("public_key").notNull(),
    counter: bigint("counter", { mode: "number" }).notNull().default(0),
    transports: jsonb("transports")
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    deviceType: text("device_type").notNull(),
    backedUp: boolean("backed_up").notNull().default(false),
    /** The member's name for it ("Work laptop"). */
    name: text("name").notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (table) => [index("team_passkeys_member_idx").on(table.memberId)],
);

/** WebAuthn challenges in flight (registration or sign-in), bound to the browser by a cookie; 5 minutes, used once. */
export const teamChallenges = pgTable(
  "team_challenges",
  {
    /** SHA-256 (hex) of the browser cookie's value. */
    browserHash: text("browser_hash").primaryKey(),
    challenge: text("challenge").notNull(),
    /** "register", "sign-in" or "step-up". */
    purpose: text("purpose").notNull(),
    /** The member registering a passkey or confirming it is them; null for a sign-in. */
    memberId: integer("member_id").references(() => teamMembers.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("team_challenges_expires_idx").on(table.expiresAt)],
);

/** Notes on a lead, with author and time; erased with the lead. */
export const leadNotes = pgTable(
  "lead_notes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    leadId: integer("lead_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    authorId: integer("author_id")
      .notNull()
      .references(() => teamMembers.id),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index("lead_notes_lead_idx").on(table.leadId),
    index("lead_notes_search_idx").using("gin", sql`lower(${table.body}) gin_trgm_ops`),
  ],
);

/**
 * The leads a member opened or marked seen since their last "Mark all as seen" (issue 36: unseen is per member and
 * per lead; loading a list never changes it). Erased with the lead; rows older than the member's mark are pruned when
 * they set it again.
 */
export const leadSeen = pgTable(
  "lead_seen",
  {
    memberId: integer("member_id")
      .notNull()
      .references(() => teamMembers.id, { onDelete: "cascade" }),
    leadId: integer("lead_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.leadId] }), index("lead_seen_lead_idx").on(table.leadId)],
);

/** The applications a member opened or marked seen since their last "Mark all as seen" (as lead_seen). */
export const applicationSeen = pgTable(
  "application_seen",
  {
    memberId: integer("member_id")
      .notNull()
      .references(() => teamMembers.id, { onDelete: "cascade" }),
    applicationId: integer("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.applicationId] }),
    index("application_seen_application_idx").on(table.applicationId),
  ],
);

/**
 * What the team did to a lead, for its timeline and for a stale save's 409 ("changed since, by whom"): a status or
 * assignee change with the version it made, and who and when. Values only (a status, a member's id), never the
 * lead's personal data; erased with the lead.
 */
export const leadEvents = pgTable(
  "lead_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    leadId: integer("lead_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    actorId: integer("actor_id").references(() => teamMembers.id, { onDelete: "set null" }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** The lead's version this change made. */
    version: integer("version").notNull(),
    /** "status" or "assignee". */
    kind: text("kind", { enum: ["status", "assignee"] }).notNull(),
    /** The value before and after: a status, or a member's id (null for nobody). */
    before: text("before"),
    after: text("after"),
  },
  (table) => [index("lead_events_lead_idx").on(table.leadId, table.id)],
);

/** What recruiting did to an application: status changes, as lead_events. */
export const applicationEvents = pgTable(
  "application_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    applicationId: integer("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    actorId: integer("actor_id").references(() => teamMembers.id, { onDelete: "set null" }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    version: integer("version").notNull(),
    kind: text("kind", { enum: ["status"] }).notNull(),
    before: text("before"),
    after: text("after"),
  },
  (table) => [index("application_events_application_idx").on(table.applicationId, table.id)],
);

/**
 * Replies the team sent to a lead from the workspace (issue 36 §2): the subject and the text as the member wrote it
 * (the mail itself is in the outbox), with author and time, for the lead's timeline; erased with the lead.
 */
export const leadReplies = pgTable(
  "lead_replies",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    leadId: integer("lead_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    authorId: integer("author_id")
      .notNull()
      .references(() => teamMembers.id),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("lead_replies_lead_idx").on(table.leadId)],
);

/**
 * Follow-ups (issue 36 §3): a member's reminder to get back to a lead on a day, with an optional note. "My day" lists
 * a member's open follow-ups due by their today; done ones stay on the lead's timeline. Erased with the lead.
 */
export const leadFollowUps = pgTable(
  "lead_follow_ups",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    leadId: integer("lead_id")
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    /** Whose reminder it is: the member who set it. */
    memberId: integer("member_id")
      .notNull()
      .references(() => teamMembers.id),
    /** The day it is due (the member's calendar day, as their browser gave it). */
    dueOn: date("due_on", { mode: "string" }).notNull(),
    note: text("note"),
    createdAt: createdAt(),
    doneAt: timestamp("done_at", { withTimezone: true }),
  },
  (table) => [
    index("lead_follow_ups_member_idx")
      .on(table.memberId, table.dueOn)
      .where(sql`${table.doneAt} is null`),
    index("lead_follow_ups_lead_idx").on(table.leadId),
  ],
);

/**
 * The replies' templates, per language (issue 36 §2): owners write them in the workspace, with placeholders the
 * server fills for each lead ({first_name}, {service}, …; server/team/replies.ts checks them before saving).
 */
export const replyTemplates = pgTable("reply_templates", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  locale: locale(),
  name: text("name").notNull(),
  subject: text("subject").notNull(),
  body: text("body").notNull(),
  /** Raised by every edit: an edit based on an older version is refused with 409 (decision 043). */
  version: integer("version").notNull().default(1),
  updatedBy: integer("updated_by").references(() => teamMembers.id, { onDelete: "set null" }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * How long leads are kept, per status (issue 36 §6): one row, which owners edit in the workspace. `months` holds what
 * they set (app/shared/lead-retention.ts fills in the defaults for what it lacks); the daily job erases nothing before
 * `eraseFrom` (the grace after the migration that introduced it: leads were never deleted before) and claims each day
 * once, whichever instance runs it, through `lastRunOn`.
 */
export const leadRetention = pgTable(
  "lead_retention",
  {
    id: integer("id").primaryKey().default(1),
    months: jsonb("months").$type<Record<string, number>>().notNull().default({}),
    /** Raised by every edit: an edit based on an older version is refused with 409. */
    version: integer("version").notNull().default(1),
    updatedBy: integer("updated_by").references(() => teamMembers.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }),
    eraseFrom: timestamp("erase_from", { withTimezone: true }).notNull(),
    /** The UTC day the daily erasure last ran for. */
    lastRunOn: date("last_run_on", { mode: "string" }),
  },
  (table) => [check("lead_retention_one_row", sql`${table.id} = 1`)],
);

/** Notes on a job application, with author and time; erased with the application. */
export const applicationNotes = pgTable(
  "application_notes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    applicationId: integer("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    authorId: integer("author_id")
      .notNull()
      .references(() => teamMembers.id),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("application_notes_application_idx").on(table.applicationId)],
);

/** A log entry's `detail`: a flat JSON object of plain values (kinds, counts, reasons), `{}` by default. */
const detailColumn = () =>
  jsonb("detail")
    .$type<Record<string, string | number | boolean | null>>()
    .notNull()
    .default(sql`'{}'::jsonb`);

/**
 * Who did what, when: ids and kinds only, never the personal data itself. Append-only (a trigger refuses
 * UPDATE, and DELETE of any row younger than a year); kept one year (server/team/audit.ts).
 */
export const auditEvents = pgTable(
  "audit_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** The member who acted; null for an unknown or signed-out client. */
    actorId: integer("actor_id").references(() => teamMembers.id, { onDelete: "set null" }),
    /** e.g. "sign-in", "sign-in-failed", "application.view", "cv.download", "export", "erase", "member.invite". */
    action: text("action").notNull(),
    /** What it was done to: "lead", "application", "subscriber", "member", "session", "passkey"; null for none. */
    subjectType: text("subject_type"),
    subjectId: text("subject_id"),
    /** Counts, statuses, roles, methods: never names, addresses or message text. */
    detail: detailColumn(),
  },
  (table) => [
    index("audit_events_at_idx").on(table.at),
    index("audit_events_actor_idx").on(table.actorId, table.id),
    index("audit_events_action_idx").on(table.action, table.id),
  ],
);

/**
 * The security log (decision 035): failed sign-ins that matched no member (an unknown link, a code with no request
 * in that browser, an unknown passkey), with the client's address as the trusted proxies reported it. Apart from the
 * audit log, so anonymous traffic can never fill the append-only one: at most 100 events per client a day, pruned
 * after 30 days (server/team/security-log.ts).
 */
export const securityEvents = pgTable(
  "security_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** e.g. "sign-in-failed". */
    kind: text("kind").notNull(),
    /** The client (server/client-address.ts: an IPv6 address per /64). */
    client: text("client").notNull(),
    /** Method and reason: never a token, a code or an address. */
    detail: detailColumn(),
  },
  (table) => [
    index("security_events_at_idx").on(table.at),
    index("security_events_client_idx").on(table.client, table.at),
  ],
);

/**
 * The team's documents (issue 37, decision 052): one per collection, slug and language, in the repository files' own
 * format (frontmatter and Markdown). The site is the repository's content with each published document in place of
 * (or beside) its file. `baseHash` is the SHA-256 of the repository's file the document was written from (null for a
 * new entry): a deploy that brings another file shows the entry as a conflict.
 */
export const contentDocuments = pgTable(
  "content_documents",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    collection: text("collection", { enum: contentCollections }).notNull(),
    slug: text("slug").notNull(),
    locale: locale(),
    /** The version on the site (null: none, the repository's file is). */
    publishedVersionId: integer("published_version_id").references((): AnyPgColumn => contentVersions.id, {
      onDelete: "set null",
    }),
    baseHash: text("base_hash"),
    /** Raised by every change: a change based on an older version is refused with 409 (decision 043). */
    version: integer("version").notNull().default(1),
    updatedBy: integer("updated_by").references(() => teamMembers.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique("content_documents_entry").on(table.collection, table.slug, table.locale)],
);

/** Every version of a document, with who wrote it and when; kept when a later one is published (restore). */
export const contentVersions = pgTable(
  "content_versions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    documentId: integer("document_id")
      .notNull()
      .references((): AnyPgColumn => contentDocuments.id, { onDelete: "cascade" }),
    text: text("text").notNull(),
    createdBy: integer("created_by").references(() => teamMembers.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (table) => [index("content_versions_document_idx").on(table.documentId, table.id)],
);

/**
 * A language's text to publish at a time (at most one per entry and language): the instance that publishes it deletes
 * the row in the publish's transaction, so it is published once. A schedule that cannot be published (a colleague
 * published the language after it was scheduled, or the site cannot be made with it then) keeps its `problem` and
 * publishes nothing.
 */
export const contentSchedules = pgTable(
  "content_schedules",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    collection: text("collection", { enum: contentCollections }).notNull(),
    slug: text("slug").notNull(),
    locale: locale(),
    text: text("text").notNull(),
    /** The document's version it was written on (null: none yet, the repository's file). */
    baseVersion: integer("base_version"),
    /**
     * With no document yet (`baseVersion` null): the SHA-256 of the repository's file it was written on, or "none"
     * when there was none (a language the entry is not in yet). A deploy that changes it fails the schedule rather than
     * publish over a developer's change. Null: scheduled before it was recorded (not compared).
     */
    repositoryHash: text("repository_hash"),
    publishAt: timestamp("publish_at", { withTimezone: true }).notNull(),
    createdBy: integer("created_by").references(() => teamMembers.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    problem: text("problem"),
  },
  (table) => [
    unique("content_schedules_entry").on(table.collection, table.slug, table.locale),
    index("content_schedules_due_idx").on(table.publishAt),
  ],
);

/**
 * The published content's revision (one row): raised with every publish, in the same transaction. Each instance
 * reads it every few seconds and makes a new generation of the site when it has moved (decision 052).
 */
export const contentRevision = pgTable(
  "content_revision",
  {
    id: integer("id").primaryKey().default(1),
    revision: integer("revision").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }),
  },
  (table) => [check("content_revision_one_row", sql`${table.id} = 1`)],
);

/**
 * A page previewed before it is published (decision 054): the HTML of one page as the site would be with a member's
 * unpublished text, made by the generator, kept until `expires_at` and served at `/preview/<token>` to anyone with the
 * link (noindex, never stored). Only the token's SHA-256 is kept: the link cannot be rebuilt from the database.
 */
export const contentPreviews = pgTable(
  "content_previews",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text("token_hash").notNull().unique(),
    collection: text("collection", { enum: contentCollections }).notNull(),
    slug: text("slug").notNull(),
    locale: locale(),
    /** The site's path of the page (e.g. /de/resource/<slug>). */
    path: text("path").notNull(),
    html: text("html").notNull(),
    createdBy: integer("created_by").references(() => teamMembers.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("content_previews_expires_idx").on(table.expiresAt)],
);

/**
 * A photo a member uploaded for the team's texts (issue 37 §2, decision 055): the original as the photo pipeline reads
 * it, already stripped of its metadata (camera, location) and turned upright, at most 3,200 px wide. A text shows it
 * as `![alt](photo:<id>)`; every generation and preview writes the photos its documents show beside them, and the
 * build's pipeline makes the AVIF and WebP variants. Named by its content: the same file uploaded again is one photo.
 */
export const contentPhotos = pgTable("content_photos", {
  /** The id texts name it by (kebab-case, unique beside content/photos.ts's). */
  id: text("id").primaryKey(),
  /** Its file name in the overlay's photos/ folder (`<id>.<jpg|png|webp|avif>`). */
  file: text("file").notNull(),
  /** What it shows, as given at upload (the library's alt text; each text gives its own in its language). */
  alt: text("alt").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  data: bytea("data").notNull(),
  createdBy: integer("created_by").references(() => teamMembers.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});

/**
 * A language's text saved without publishing it (issue 37 §1, a draft): at most one per entry and language, shared
 * by the team, raised in `version` by every save (a save based on an older draft is refused with 409). Publishing the
 * language deletes it; discarding it leaves the text on the site as it is.
 */
export const contentDrafts = pgTable(
  "content_drafts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    collection: text("collection", { enum: contentCollections }).notNull(),
    slug: text("slug").notNull(),
    locale: locale(),
    text: text("text").notNull(),
    version: integer("version").notNull().default(1),
    updatedBy: integer("updated_by").references(() => teamMembers.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique("content_drafts_entry").on(table.collection, table.slug, table.locale)],
);
