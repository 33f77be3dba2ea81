/**
 * The roles an application may name. A stand-in until the careers pages
 * (issue 13, the pages half) export `roleBySlug` and `openRoles` from content:
 * then this module should read those instead. A role is open until the end of
 * its `validThrough` day (UTC), as its JobPosting says.
 */
import { careersPage } from "../../content/pages/company";

export interface ApplyingRole {
  readonly slug: string;
  readonly title: string;
  readonly validThrough: string;
}

/** The role with this slug while it is open at `now`, else undefined. */
export function openRoleBySlug(slug: string, now: Date): ApplyingRole | undefined {
  const role = careersPage.roles.find((candidate) => candidate.slug === slug);
  return role && Date.parse(`${role.validThrough}T23:59:59Z`) >= now.getTime() ? role : undefined;
}

/** The path of a role's page (the contract of issue 13: /about/careers/<slug>). */
export const rolePath = (slug: string): string => `/about/careers/${slug}`;
