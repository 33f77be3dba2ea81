/**
 * The states of a mail the outbox worker has put aside (server/mail/outbox-admin.ts): "held" while the server ran
 * without SMTP_URL, "failed" after every retry. Apart from the database code, so `npm run outbox` checks its
 * arguments before it loads any of it.
 */
export const PARKED_STATUSES = ["held", "failed"] as const;
export type ParkedStatus = (typeof PARKED_STATUSES)[number];
