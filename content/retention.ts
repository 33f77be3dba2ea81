/**
 * How long the server keeps what it stores, and how often it deletes: the one place for these numbers
 * (decision 023). The server's code imports them (server/config.ts, server/api/*, server/mail/tokens.ts,
 * server/app.ts), and so does the privacy policy (content/legal.ts), so the policy cannot state a period
 * the server does not keep. The settings an operator can change (APPLICATION_RETENTION_DAYS, ACCESS_LOG,
 * RATE_LIMIT_WINDOW_MS) are read at build through the server's own parser and recorded in the site
 * manifest; the server refuses to start with other values (app/shared/policy-settings.ts, policySettingProblems).
 * No imports: the browser bundles never need it, and nothing here may pull anything in.
 */

/** APPLICATION_RETENTION_DAYS: job applications and their CVs are deleted this many days after they arrive. */
export const APPLICATION_RETENTION = { defaultDays: 180, minDays: 1, maxDays: 3650 } as const;
/** How often the server deletes applications past their retention while it runs (it also does at start). */
export const APPLICATION_PRUNE_EVERY_HOURS = 6;

/** Web-vitals measurements are deleted this many days after they arrive. */
export const VITALS_RETENTION_DAYS = 30;
/** How often expired rate-limit windows and old web vitals are deleted while the server runs (also at start). */
export const PRUNE_EVERY_HOURS = 1;
/** A rate-limit window (a client's counter, or a mail domain's) is deleted this long after it ended. */
export const RATE_LIMIT_KEPT_AFTER_WINDOW_HOURS = 1;
/** RATE_LIMIT_WINDOW_MS: the forms' rate-limit window. */
export const RATE_LIMIT_WINDOW_DEFAULT_MS = 10 * 60_000;
/** The web-vitals endpoint's rate-limit window. */
export const VITALS_RATE_WINDOW_MS = 60_000;
/** The window of a client's job-application upload allowance, and of the confirmation-mail caps. */
export const HOURLY_WINDOW_MS = 60 * 60_000;

/** A newsletter confirmation link is valid this many days. */
export const NEWSLETTER_CONFIRMATION_LINK_DAYS = 7;
