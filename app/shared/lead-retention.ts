/**
 * How long enquiries are kept (issue 36 §6): per status, in months after the last activity on the enquiry (its
 * arrival, or the team's last change of status or assignee, note, reply or follow-up). Owners set the periods in the
 * workspace within the limits below (server/team/retention.ts enforces them), a daily job erases what is due, and the
 * privacy policy lists the periods in force: built with the defaults, and filled with the setting when the server
 * sends the page (server/app.ts) or the app navigates to it (app/routes/legal.tsx), by the one function below.
 *
 * Shared by the server, the workspace and the legal route's chunk: no imports, so it pulls nothing into a bundle.
 */
import type { Locale } from "./locale";
import type { leadStatuses } from "./team-api";

type LeadStatus = (typeof leadStatuses)[number];

export type RetentionMonths = Readonly<Record<LeadStatus, number>>;

/** The periods in months: the default, and the shortest and longest an owner may set. */
export const LEAD_RETENTION: Readonly<Record<LeadStatus, { default: number; min: number; max: number }>> = {
  new: { default: 12, min: 1, max: 36 },
  contacted: { default: 12, min: 1, max: 36 },
  qualified: { default: 24, min: 1, max: 60 },
  // A won lead may lead to a contract whose business letters the law keeps for six years (§ 257 HGB), elsewhere.
  won: { default: 36, min: 1, max: 120 },
  lost: { default: 6, min: 1, max: 24 },
  spam: { default: 6, min: 1, max: 12 },
};

/** The statuses in the order the policy and the workspace list them. */
export const RETENTION_ORDER = [
  "new",
  "contacted",
  "qualified",
  "won",
  "lost",
  "spam",
] as const satisfies readonly LeadStatus[];

export const DEFAULT_RETENTION: RetentionMonths = Object.fromEntries(
  RETENTION_ORDER.map((status) => [status, LEAD_RETENTION[status].default]),
) as RetentionMonths;

/** A stored setting (possibly partial, or from before a status existed) with the defaults for what it lacks. */
export function retentionWithDefaults(stored: Readonly<Partial<Record<string, unknown>>>): RetentionMonths {
  return Object.fromEntries(
    RETENTION_ORDER.map((status) => {
      const value = stored[status];
      const { min, max } = LEAD_RETENTION[status];
      const valid = typeof value === "number" && Number.isInteger(value) && value >= min && value <= max;
      return [status, valid ? value : LEAD_RETENTION[status].default];
    }),
  ) as RetentionMonths;
}

const STATUS_WORDS: Record<Locale, Record<LeadStatus, string>> = {
  en: {
    new: "New, not yet answered",
    contacted: "Answered",
    qualified: "Qualified (a possible project)",
    won: "Won (a project followed)",
    lost: "Lost (no project)",
    spam: "Spam",
  },
  de: {
    new: "Neu, noch nicht beantwortet",
    contacted: "Beantwortet",
    qualified: "Qualifiziert (ein mögliches Projekt)",
    won: "Gewonnen (ein Projekt folgte)",
    lost: "Verloren (kein Projekt)",
    spam: "Unerwünschte Werbung",
  },
};

const UNAVAILABLE: Record<Locale, string> = {
  en: "The periods could not be read just now. Reload this page in a minute to see them.",
  de: "Die Fristen konnten gerade nicht gelesen werden. Laden Sie die Seite in einer Minute neu, um sie zu sehen.",
};

/** "6 months", "1 month", "3 years"; "6 Monate", "1 Monat", "3 Jahre". */
export function formatPeriod(months: number, locale: Locale): string {
  const years = months % 12 === 0 ? months / 12 : undefined;
  if (locale === "de")
    return years === undefined
      ? `${months} ${months === 1 ? "Monat" : "Monate"}`
      : `${years} ${years === 1 ? "Jahr" : "Jahre"}`;
  return years === undefined
    ? `${months} ${months === 1 ? "month" : "months"}`
    : `${years} ${years === 1 ? "year" : "years"}`;
}

/** The list's items: one per status with its period. */
export const retentionItemsHtml = (months: RetentionMonths, locale: Locale): string =>
  RETENTION_ORDER.map(
    (status) => `<li><strong>${STATUS_WORDS[locale][status]}</strong>: ${formatPeriod(months[status], locale)}</li>`,
  ).join("");

/** The list the privacy policy shows. */
export const retentionListHtml = (months: RetentionMonths, locale: Locale): string =>
  `<ul class="lead-retention">${retentionItemsHtml(months, locale)}</ul>`;

/** The attribute of a list (or line) filled with the periods in force, as opposed to the build's defaults. */
const IN_FORCE = "data-in-force";

const LIST = /<ul class="lead-retention">[\s\S]*?<\/ul>/;

/**
 * A page's HTML with its retention list showing `months`, or a line saying they could not be read (undefined); the
 * HTML as it was when it has no list.
 */
export function fillLeadRetention(html: string, months: RetentionMonths | undefined, locale: Locale): string {
  const list = months
    ? retentionListHtml(months, locale).replace(
        `<ul class="lead-retention">`,
        `<ul class="lead-retention" ${IN_FORCE}="">`,
      )
    : `<p class="lead-retention" ${IN_FORCE}="">${UNAVAILABLE[locale]}</p>`;
  return html.replace(LIST, () => list);
}

/** GET /api/lead-retention: the periods in force, for the privacy policy after a navigation in the app. */
export const LEAD_RETENTION_API = "/api/lead-retention";
