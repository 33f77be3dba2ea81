/** The workspace's screens, the roles each is for (the API enforces them; the navigation only hides the others). */
import type { Role } from "./types";

export interface Screen {
  readonly path: string;
  readonly label: string;
  readonly roles: readonly Role[];
  /** A count shown beside the name (GET /api/team/counts), and what it counts, for screen readers ("3 overdue"). */
  readonly count?: readonly [NavCount, string];
}

/** The navigation's counts: the team's overdue leads, and the member's follow-ups due and overdue leads. */
export type NavCount = "overdueLeads" | "myDay";

const ALL: readonly Role[] = ["owner", "sales", "recruiting", "editor"];

export const SCREENS: readonly Screen[] = [
  { path: "/leads", label: "Leads", roles: ["owner", "sales"], count: ["overdueLeads", "overdue"] },
  { path: "/my-day", label: "My day", roles: ["owner", "sales"], count: ["myDay", "due"] },
  { path: "/subscribers", label: "Subscribers", roles: ["owner", "sales"] },
  { path: "/applications", label: "Applications", roles: ["owner", "recruiting"] },
  { path: "/content/articles", label: "Articles", roles: ["owner", "editor"] },
  { path: "/content/case-studies", label: "Case studies", roles: ["owner", "editor"] },
  { path: "/content/roles", label: "Job openings", roles: ["owner", "recruiting"] },
  { path: "/templates", label: "Reply templates", roles: ["owner"] },
  { path: "/members", label: "Members", roles: ["owner"] },
  { path: "/erase", label: "Erase a person", roles: ["owner"] },
  { path: "/retention", label: "Retention", roles: ["owner"] },
  { path: "/audit", label: "Audit log", roles: ["owner"] },
  { path: "/account", label: "Your account", roles: ALL },
];

export const screenFor = (pathname: string): Screen | undefined =>
  SCREENS.find((screen) => pathname === screen.path || pathname.startsWith(`${screen.path}/`));

/** The screen a member lands on: the first their role may use. */
export const homeOf = (role: Role): string => SCREENS.find((screen) => screen.roles.includes(role))!.path;
