/**
 * The values the team workspace's API speaks in (docs/team-api.md): the statuses and roles the database stores
 * (server/db/schema.ts makes its columns' enums of these) and the audit log's actions (server/team/audit.ts). The
 * workspace's screens (team/src/types.ts) type the API's answers with them.
 */

export const leadStatuses = ["new", "contacted", "qualified", "won", "lost", "spam"] as const;
export const applicationStatuses = ["received", "screening", "interview", "offer", "hired", "rejected"] as const;
export const subscriberStatuses = ["pending", "confirmed", "unsubscribed"] as const;

export const teamRoles = ["owner", "sales", "recruiting"] as const;
export type TeamRole = (typeof teamRoles)[number];

export type AuditAction =
  | "sign-in"
  | "sign-in-failed"
  | "sign-in-link.issue"
  | "step-up"
  | "access.denied"
  | "sign-out"
  | "sign-out-others"
  | "session.revoke"
  | "passkey.add"
  | "passkey.remove"
  | "member.invite"
  | "member.role"
  | "member.remove"
  | "lead.view"
  | "lead.update"
  | "lead.note"
  | "lead.reply"
  | "lead.follow-up"
  | "lead.follow-up-done"
  | "template.create"
  | "template.update"
  | "template.delete"
  | "subscriber.unsubscribe"
  | "application.view"
  | "application.update"
  | "application.note"
  | "cv.download"
  | "export"
  | "erase"
  | "retention.update"
  | "retention.erase";
