/**
 * What a role page and a role card show about a job opening, formatted at build (never in the bundles):
 * location with remote policy, employment type, salary range with currency and period, closing date.
 */
import type { Locale } from "../app/shared/locale";
import { processEnv, type Env } from "../app/shared/environment";
import { readPolicySettings } from "../app/shared/policy-settings";
import { fill, uiIn } from "./i18n/ui";
import type { Role } from "./schema";

const employmentKey = {
  FULL_TIME: "fullTime",
  PART_TIME: "partTime",
  CONTRACTOR: "contractor",
  INTERN: "intern",
} as const;
const periodKey = { HOUR: "perHour", MONTH: "perMonth", YEAR: "perYear" } as const;
const policyKey = { "on-site": "onSite", hybrid: "hybrid", remote: "remote" } as const;
const languageTag = { en: "en-GB", de: "de-DE" } as const satisfies Record<Locale, string>;

/** "PKR 450,000 – 650,000 per month (gross)"; in German "450.000–650.000 PKR pro Monat (brutto)". */
export function formatSalary(salary: Role["salary"], locale: Locale = "en"): string {
  const words = uiIn(locale).roleFacts;
  const number = new Intl.NumberFormat(locale === "en" ? "en" : "de-DE", { maximumFractionDigits: 0 });
  return fill(words.salaryRange, {
    currency: salary.currency,
    min: number.format(salary.min),
    max: number.format(salary.max),
    period: words[periodKey[salary.period]],
  });
}

/** "22 November 2026"; in German "22. November 2026". */
const formatDay = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(languageTag[locale], {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${iso}T00:00:00Z`));

export const employmentTypeLabel = (role: Pick<Role, "employmentType">, locale: Locale = "en"): string =>
  uiIn(locale).roleFacts[employmentKey[role.employmentType]];

/** "On-site", "Hybrid (office and home)", "Remote"; in German "Vor Ort"… */
export const roleWorkModel = (role: Pick<Role, "location">, locale: Locale = "en"): string =>
  uiIn(locale).roleFacts[policyKey[role.location.remotePolicy]];

export function roleFacts(role: Role, locale: Locale = "en"): { label: string; value: string }[] {
  const words = uiIn(locale).roleFacts;
  return [
    { label: words.department, value: role.department },
    { label: words.location, value: role.location.label },
    { label: words.workModel, value: roleWorkModel(role, locale) },
    { label: words.employment, value: employmentTypeLabel(role, locale) },
    { label: words.salary, value: formatSalary(role.salary, locale) },
    { label: words.applyBy, value: formatDay(role.validThrough, locale) },
  ];
}

/**
 * Days an application and its CV are kept: APPLICATION_RETENTION_DAYS, read at build for the consent text through
 * the server's own parser (app/shared/policy-settings.ts), recorded in the site manifest and checked by the server (decision 023).
 */
export const applicationRetentionDays = (env: Env = processEnv()): number =>
  readPolicySettings(env).applicationRetentionDays;
