/**
 * What a role page and a role card show about a job opening, formatted at build (never in the bundles):
 * location with remote policy, employment type, salary range with currency and period, closing date.
 */
import { processEnv, type Env } from "../app/shared/environment";
import { readPolicySettings } from "../app/shared/policy-settings";
import type { Role } from "./schema";

const employmentLabel = {
  FULL_TIME: "Full-time",
  PART_TIME: "Part-time",
  CONTRACTOR: "Contract",
  INTERN: "Internship",
} as const;
const periodLabel = { HOUR: "per hour", MONTH: "per month", YEAR: "per year" } as const;
const policyLabel = { "on-site": "On-site", hybrid: "Hybrid (office and home)", remote: "Remote" } as const;

/** "PKR 450,000 – 650,000 per month (gross)". */
export function formatSalary(salary: Role["salary"]): string {
  const number = new Intl.NumberFormat("en", { maximumFractionDigits: 0 });
  return `${salary.currency} ${number.format(salary.min)} – ${number.format(salary.max)} ${periodLabel[salary.period]} (gross)`;
}

const formatDay = (iso: string) =>
  new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${iso}T00:00:00Z`),
  );

export const employmentTypeLabel = (role: Pick<Role, "employmentType">): string => employmentLabel[role.employmentType];

export function roleFacts(role: Role): { label: string; value: string }[] {
  return [
    { label: "Department", value: role.department },
    { label: "Location", value: role.location.label },
    { label: "Work model", value: policyLabel[role.location.remotePolicy] },
    { label: "Employment", value: employmentTypeLabel(role) },
    { label: "Salary", value: formatSalary(role.salary) },
    { label: "Apply by", value: formatDay(role.validThrough) },
  ];
}

/**
 * Days an application and its CV are kept: APPLICATION_RETENTION_DAYS, read at build for the consent text through
 * the server's own parser (app/shared/policy-settings.ts), recorded in the site manifest and checked by the server (decision 023).
 */
export const applicationRetentionDays = (env: Env = processEnv()): number =>
  readPolicySettings(env).applicationRetentionDays;
