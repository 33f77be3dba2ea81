/**
 * The roles an application may name: the role content entries (content/roles/<slug>.md), open until the end of their
 * `validThrough` day (UTC), as their JobPosting says. Checked per request, so a role that closes between two
 * builds stops taking applications at once even while its page is still served (decision 020).
 */
import { isRoleOpen, roleBySlug } from "../../content";
import type { Role } from "../../content/schema";

export type ApplyingRole = Pick<Role, "slug" | "title" | "validThrough">;

/** The role with this slug while it is open at `now`, else undefined. */
export function openRoleBySlug(slug: string, now: Date): ApplyingRole | undefined {
  const role = roleBySlug(slug);
  return role && isRoleOpen(role, now) ? role : undefined;
}
