/** The API's shapes (docs/team-api.md), and the labels the screens show for its values. */
import type {
  applicationStatuses,
  AuditAction,
  leadStatuses,
  subscriberStatuses,
  teamRoles,
} from "../../app/shared/team-api";

export type Role = (typeof teamRoles)[number];
export type LeadStatus = (typeof leadStatuses)[number];
export type ApplicationStatus = (typeof applicationStatuses)[number];
export type SubscriberStatus = (typeof subscriberStatuses)[number];

export interface Member {
  readonly id: number;
  readonly email: string;
  readonly name: string;
  readonly role: Role;
}

export interface Person {
  readonly id: number;
  readonly name: string;
}

export interface Page<T> {
  readonly items: readonly T[];
  readonly nextCursor: string | null;
  /** How many items the filtered list has in all (on its first page, where the list gives it). */
  readonly total?: number;
  /** How many items of the inbox are unseen by the member (exact), and the database's time of that count. */
  readonly newCount?: number;
  readonly asOf?: string;
}

/** The language of the site a person used: the one to answer them in. */
export type Language = "en" | "de";
export const LANGUAGE_LABELS: Record<Language, string> = { en: "English", de: "German" };

/** A change the team made to a lead or an application (its timeline; what a 409 says changed since). */
export interface Change {
  readonly id: number;
  readonly at: string;
  readonly version: number;
  readonly actor: Person | null;
  readonly kind: "status" | "assignee";
  readonly from: string | Person | null;
  readonly to: string | Person | null;
}

export interface LeadRow {
  readonly id: number;
  readonly name: string;
  readonly email: string;
  readonly company: string | null;
  readonly service: string | null;
  readonly budget: string | null;
  readonly status: LeadStatus;
  readonly assignee: Person | null;
  readonly createdAt: string;
  readonly locale: Language;
  /** Unseen by the member (in a detail: when they opened it). */
  readonly isNew: boolean;
  /** When an answer is due: one working day of the office's hours after arrival (server/team/response-clock.ts). */
  readonly dueAt: string;
  /** When the team first replied from the workspace (null: not yet). */
  readonly firstReplyAt: string | null;
  /** What a change names, so that it cannot overwrite a colleague's later change (409). */
  readonly version: number;
}

/** Whether a lead's response clock runs (new and not answered yet) and, if so, whether it is past its due time. */
export function clockOf(lead: Pick<LeadRow, "status" | "firstReplyAt" | "dueAt">, now = Date.now()) {
  const runs = lead.status === "new" && !lead.firstReplyAt;
  return { runs, overdue: runs && Date.parse(lead.dueAt) < now };
}

export interface Lead extends LeadRow {
  /** The office whose opening hours the response clock runs by ("Munich"). */
  readonly office: string;
  /**
   * When the lead is erased unless the team works on it again, and its status's period in months (issue 36 §6,
   * /team/retention).
   */
  readonly keptUntil: string;
  readonly keptMonths: number;
  /** The currency the enquiry was sent in (that of the form's language); `budget` is one of its bands. */
  readonly currency: "USD" | "EUR";
  readonly phone: string | null;
  readonly message: string;
  readonly consentAt: string | null;
  /** Where the enquiry came from (issue 36 §4): the visit's first page, the form's page, the referring host, utm_*. */
  readonly landingPage: string | null;
  readonly formPage: string | null;
  readonly referrerHost: string | null;
  readonly utm: Partial<Record<"source" | "medium" | "campaign" | "term" | "content", string>>;
}

export interface Note {
  readonly id: number;
  readonly body: string;
  readonly author: Person | null;
  readonly createdAt: string;
}

/** A member's reminder to get back to a lead on a day. */
export interface FollowUp {
  readonly id: number;
  readonly leadId: number;
  /** The calendar day, YYYY-MM-DD. */
  readonly dueOn: string;
  readonly note: string | null;
  readonly createdAt: string;
  readonly doneAt: string | null;
  readonly member: Person;
}

/** The member's calendar day in their browser's time zone, YYYY-MM-DD. */
export const localDay = (date = new Date()): string =>
  [date.getFullYear(), date.getMonth() + 1, date.getDate()].map((part) => String(part).padStart(2, "0")).join("-");

/** A calendar day as people read it ("Tue, 1 Dec 2026"). */
export const formatDay = (day: string): string =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString("en-GB", {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });

/** A reply the team sent to a lead from the workspace. */
export interface Reply {
  readonly id: number;
  readonly subject: string;
  readonly body: string;
  readonly author: Person | null;
  readonly createdAt: string;
}

/** A reply template; on a lead's page, its placeholders are filled for that lead. */
export interface ReplyTemplate {
  readonly id: number;
  readonly name: string;
  readonly subject: string;
  readonly body: string;
}

/** A template as owners edit it. */
export interface ReplyTemplateRow extends ReplyTemplate {
  readonly locale: Language;
  readonly version: number;
  readonly updatedAt: string;
  readonly updatedByName: string | null;
}

export interface SubscriberRow {
  readonly id: number;
  readonly email: string;
  readonly status: SubscriberStatus;
  readonly createdAt: string;
  readonly confirmedAt: string | null;
  readonly unsubscribedAt: string | null;
}

export interface ApplicationRow {
  readonly id: number;
  readonly role: string;
  readonly roleTitle: string;
  readonly name: string;
  readonly email: string;
  readonly status: ApplicationStatus;
  readonly createdAt: string;
  readonly deleteAt: string;
  readonly locale: Language;
  readonly isNew: boolean;
}

export interface Application extends ApplicationRow {
  readonly version: number;
  readonly phone: string | null;
  readonly location: string | null;
  readonly linkedin: string | null;
  readonly github: string | null;
  readonly portfolio: string | null;
  readonly note: string | null;
  readonly cvType: string;
  readonly cvSize: number;
}

export interface TeamMemberRow extends Member {
  readonly createdAt: string;
  readonly removedAt: string | null;
  readonly bootstrap: boolean;
}

export interface SessionRow {
  readonly id: string | number;
  readonly method: "email" | "passkey" | "operator";
  readonly label: string;
  readonly createdAt: string;
  readonly lastSeenAt: string;
  /** When the member last proved it was them in this session: its sign-in, or a step-up since. */
  readonly verifiedAt: string;
  readonly current: boolean;
}

export interface PasskeyRow {
  readonly id: string | number;
  readonly name: string;
  readonly createdAt: string;
  readonly lastUsedAt: string | null;
}

export interface AuditRow {
  readonly id: number;
  readonly at: string;
  readonly actor: Person | null;
  readonly action: string;
  readonly subjectType: string | null;
  readonly subjectId: string | number | null;
  readonly detail: unknown;
}

export interface SecurityRow {
  readonly id: number;
  readonly at: string;
  readonly kind: string;
  readonly client: string;
  readonly detail: Record<string, unknown>;
}

export interface Option {
  readonly value: string;
  readonly label: string;
}

declare const __TEAM_OPTIONS__: { readonly services: readonly Option[]; readonly roles: readonly Option[] };
/** Built from the content (team/vite.config.ts): the services a lead can name, the roles an application can be for. */
export const SERVICES: readonly Option[] = __TEAM_OPTIONS__.services;
export const JOB_ROLES: readonly Option[] = __TEAM_OPTIONS__.roles;

export const ROLE_LABELS: Record<Role, string> = {
  owner: "Owner",
  sales: "Sales",
  recruiting: "Recruiting",
  editor: "Editor",
};
/** What a role gives access to, as a sentence. */
export const ROLE_HINTS: Record<Role, string> = {
  owner:
    "Owners see and do everything: leads, subscribers, applications, the site's content, members, erasure and the audit log.",
  sales: "Sales sees the contact leads and the newsletter's subscribers.",
  recruiting: "Recruiting sees the job applications, their CVs and the job openings.",
  editor: "Editors see the site's articles and case studies.",
};
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  qualified: "Qualified",
  won: "Won",
  lost: "Lost",
  spam: "Spam",
};
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  received: "Received",
  screening: "Screening",
  interview: "Interview",
  offer: "Offer",
  hired: "Hired",
  rejected: "Rejected",
};
export const SUBSCRIBER_STATUS_LABELS: Record<SubscriberStatus, string> = {
  pending: "Not confirmed",
  confirmed: "Confirmed",
  unsubscribed: "Unsubscribed",
};

export const labelOf = (options: readonly Option[], value: string | null | undefined): string =>
  options.find((option) => option.value === value)?.label ?? value ?? "";
export const optionsOf = <K extends string>(labels: Record<K, string>): Option[] =>
  Object.entries<string>(labels).map(([value, label]) => ({ value, label }));

/** Every action the audit log records (app/shared/team-api.ts), as the filter offers it. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  "sign-in": "Signed in",
  "sign-in-failed": "Failed sign-in",
  "sign-in-link.issue": "Sign-in link printed on the server",
  "step-up": "Confirmed it was them",
  "access.denied": "Was refused access",
  "sign-out": "Signed out",
  "sign-out-others": "Signed out other sessions",
  "session.revoke": "Ended a session",
  "passkey.add": "Added a passkey",
  "passkey.remove": "Removed a passkey",
  "member.invite": "Invited a member",
  "member.role": "Changed a role",
  "member.remove": "Removed a member",
  "lead.view": "Opened a lead",
  "lead.update": "Changed a lead",
  "lead.note": "Noted on a lead",
  "lead.reply": "Replied to a lead",
  "lead.follow-up": "Set a follow-up on a lead",
  "lead.follow-up-done": "Completed a follow-up",
  "template.create": "Added a reply template",
  "template.update": "Changed a reply template",
  "template.delete": "Deleted a reply template",
  "subscriber.unsubscribe": "Unsubscribed a subscriber",
  "application.view": "Opened an application",
  "application.update": "Changed an application",
  "application.note": "Noted on an application",
  "cv.download": "Downloaded a CV",
  export: "Exported a list",
  erase: "Erased a person",
  "retention.update": "Changed how long leads are kept",
  "retention.erase": "Erased leads past their retention period",
  "content.publish": "Published content",
  "content.publish.failed": "Publishing failed, undone",
  "content.schedule": "Publishing scheduled",
  "content.schedule.cancel": "Schedule cancelled",
  "content.schedule.failed": "Scheduled publish not made",
  "content.conflict.keep": "Kept the workspace's text over the repository's",
  "content.preview": "Made a preview link",
  "content.photo": "Uploaded a photo",
  "content.draft": "Saved a draft",
  "content.draft.discard": "Discarded a draft",
};
