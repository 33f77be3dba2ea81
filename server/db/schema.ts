/**
 * The one PostgreSQL schema, for PGlite (embedded) and PostgreSQL alike.
 * Migrations in server/db/migrations are generated from it by drizzle-kit.
 */
import { sql } from "drizzle-orm";
import { bigint, customType, type AnyPgColumn, doublePrecision, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { NAVIGATION_TYPES, VITAL_NAMES, VITAL_RATINGS } from "../../app/lib/vitals-schema";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

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
    message: text("message").notNull(),
    consentAt: timestamp("consent_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("contacts_created_at_idx").on(table.createdAt)],
);

export const subscriberStatuses = ["pending", "confirmed", "unsubscribed"] as const;

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
  },
  (table) => [index("subscribers_status_idx").on(table.status)],
);

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
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    status: text("status", { enum: outboxStatuses }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** The job application a mail is about: erased with it (withdrawal, retention), sent or not. */
    applicationId: integer("application_id").references((): AnyPgColumn => applications.id, { onDelete: "cascade" }),
  },
  (table) => [index("outbox_due_idx").on(table.status, table.nextAttemptAt), index("outbox_application_idx").on(table.applicationId)],
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
     * A random value the withdraw link carries besides the id (issue 19): a link mailed for another database (a
     * restore, a recreated one under the same APP_SECRET) names an id that may be someone else's, never their
     * nonce. Null only for applications stored before it existed, whose links name the id alone.
     */
    withdrawNonce: text("withdraw_nonce"),
  },
  (table) => [index("applications_created_at_idx").on(table.createdAt), index("applications_role_idx").on(table.role)],
);
