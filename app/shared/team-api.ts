/**
 * The values the team workspace's API speaks in (docs/team-api.md): the statuses and roles the database stores
 * (server/db/schema.ts makes its columns' enums of these) and the audit log's actions (server/team/audit.ts). The
 * workspace's screens (team/src/types.ts) type the API's answers with them.
 */

export const leadStatuses = ["new", "contacted", "qualified", "won", "lost", "spam"] as const;
export const applicationStatuses = ["received", "screening", "interview", "offer", "hired", "rejected"] as const;
export const subscriberStatuses = ["pending", "confirmed", "unsubscribed"] as const;

/** Owners do everything; sales the leads; recruiting the applications and job openings; editors (marketing) articles and case studies. */
export const teamRoles = ["owner", "sales", "recruiting", "editor"] as const;
export type TeamRole = (typeof teamRoles)[number];

/** The site's collections the workspace lists (issue 37, decision 052). */
export const contentCollections = ["articles", "case-studies", "roles"] as const;
export type ContentCollection = (typeof contentCollections)[number];
/** An entry's state in one language: on the site, or a role past its last day. */
/** On the site; a job opening past its last day; an article taken off the site. The last two answer 410 Gone. */
export type ContentState = "published" | "closed" | "removed";

/** A collection's entry in the workspace (GET /api/team/content/<collection>). */
export interface ContentEntryRow {
  readonly slug: string;
  /** In English. */
  readonly title: string;
  /** An article's publication day, a job opening's last day, a case study's year. */
  readonly date: string;
  /** Where its text lives: the repository's files, or (in some language) a document the team published. */
  readonly source: "repository" | "workspace";
  /** Whether the team edits it in the workspace. */
  readonly editable: boolean;
  /** A repository's file of it changed since the team's document was written from it (ContentLanguage `conflict`). */
  readonly conflict?: true;
  /** Every language it is written in, with its state and its address on the site. */
  readonly languages: readonly {
    locale: "en" | "de";
    title: string;
    state: ContentState;
    path: string;
    /** A text scheduled to replace it at this time (decision 052). */
    scheduledAt?: string;
    /** The scheduled text could not be published then (the entry's screen says why). */
    scheduleFailed?: true;
    /** A draft of it is saved (not on the site). */
    draft?: true;
  }[];
  /** Languages it is not in yet with a translation under way (issue 37 §2): a draft saved, a first version scheduled. */
  readonly newLanguages?: readonly {
    locale: "en" | "de";
    draft?: true;
    scheduledAt?: string;
    scheduleFailed?: true;
  }[];
}

/** An entry's text in one language, as the workspace's editor shows it (GET /api/team/content/<collection>/<slug>). */
export interface ContentLanguage {
  readonly locale: "en" | "de";
  /** The team's published document, or the repository's file. */
  readonly source: "workspace" | "repository";
  /** Frontmatter and Markdown, as a file of content/ holds it. */
  readonly text: string;
  /** The document's version (null: none yet, the repository's file is on the site). */
  readonly version: number | null;
  readonly publishedAt: string | null;
  readonly publishedBy: string | null;
  /** A text to publish at a time; `problem` when it could not be published then (it publishes nothing). */
  readonly scheduled?: ContentSchedule;
  /**
   * The repository's file for this language changed (a developer's change, deployed) since the team's document was
   * written from it, and states something else: the document is on the site until a member keeps one of the two.
   */
  readonly conflict?: { readonly repositoryText: string };
  /** A text saved without publishing it (a draft), shared by the team; `version` is what a next save is based on. */
  readonly draft?: ContentDraft;
}

/** A text saved without publishing it (a draft), shared by the team; `version` is what a next save is based on. */
export interface ContentDraft {
  readonly text: string;
  readonly version: number;
  readonly savedAt: string;
  readonly savedBy: string | null;
}

/** An entry of a collection with its text in each language and the versions the team published. */
/** A page previewed (POST /api/team/content/<collection>/preview): its link, until when it works, and its path. */
export interface ContentPreview {
  readonly url: string;
  readonly expiresAt: string;
  readonly path: string;
}

/**
 * A field of a collection's frontmatter as the workspace's form shows it (server/team/content-fields.ts), derived from
 * the schema the build checks the files with. `path` names it in the frontmatter (`["author", "name"]`).
 */
export interface ContentField {
  readonly path: readonly string[];
  readonly label: string;
  /**
   * text: one line; long: a paragraph; list: one item per line; choices: several of `options`; group: `fields`; rows:
   * a list of items, each with `fields` (their paths below the list's).
   */
  readonly kind: "text" | "long" | "date" | "integer" | "choice" | "list" | "choices" | "group" | "rows";
  readonly required: boolean;
  readonly options?: readonly string[];
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly fields?: readonly ContentField[];
  /** What one item of `rows` is called ("Outcome"). */
  readonly item?: string;
}

/** A language's text to publish at a time; `problem` when it could not be published then (it publishes nothing). */
export interface ContentSchedule {
  readonly publishAt: string;
  readonly text: string;
  readonly by: string | null;
  readonly problem: string | null;
}

export interface ContentEntryDetail {
  readonly collection: ContentCollection;
  readonly slug: string;
  /** A job opening: whether it takes applications on the site this instance serves, and its last day. */
  readonly open?: boolean;
  readonly validThrough?: string;
  /** An article taken off the site: the day (its pages answer 410 Gone). */
  readonly removed?: string;
  readonly languages: readonly ContentLanguage[];
  /**
   * The languages the entry is not in yet with a translation under way (decision 056): its draft (written, saved, not
   * yet published once), its first version scheduled, or both.
   */
  readonly newLanguages?: readonly {
    readonly locale: "en" | "de";
    readonly draft?: ContentDraft;
    /** Its first version, scheduled (decision 056). */
    readonly scheduled?: ContentSchedule;
  }[];
  /** Newest first; `live` is the version the site shows in its language. */
  readonly versions: readonly ContentVersionSummary[];
}

export interface ContentVersionSummary {
  readonly id: number;
  readonly locale: "en" | "de";
  readonly createdAt: string;
  readonly author: string | null;
  readonly live: boolean;
}

/** A published version with its text (GET /api/team/content/<collection>/<slug>/versions/<id>). */
export interface ContentVersionDetail extends ContentVersionSummary {
  readonly text: string;
}

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
  | "retention.erase"
  | "content.publish"
  | "content.publish.failed"
  | "content.schedule"
  | "content.schedule.cancel"
  | "content.schedule.failed"
  | "content.conflict.keep"
  | "content.preview"
  | "content.photo"
  | "content.draft"
  | "content.draft.discard";
