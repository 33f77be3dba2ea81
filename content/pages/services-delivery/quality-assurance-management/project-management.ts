import type { z } from "zod";
import type { serviceDetailSchema } from "../../../schema";

/** The page at /services/project-management. */
export const projectManagement = {
  title: "Software Project Management and Delivery | Alphai",
  description:
    "Software project management: scope, plans, budgets, risks and dependencies managed by certified project managers, with clear weekly reporting to stakeholders.",
  h1: "Software project management",
  intro:
    "Projects rarely fail because of one big problem; they drift through many small unmanaged ones. Our project managers keep scope, schedule, budget and risks visible, coordinate teams and vendors, and tell you early when a decision is needed.",
  offerings: [
    {
      icon: "calendar",
      title: "Planning and estimation",
      body: "Work breakdown, milestone plans and estimates with ranges rather than single dates, updated as the team learns more.",
    },
    {
      icon: "refresh-cw",
      title: "Agile delivery management",
      body: "Scrum or Kanban facilitation, sprint planning, reviews and retrospectives, and scaled coordination when several teams share a release.",
    },
    {
      icon: "wallet",
      title: "Budget and scope control",
      body: "Tracking spend against plan, change requests with impact estimates and clear trade-offs when new scope arrives mid-project.",
    },
    {
      icon: "shield",
      title: "Risk and dependency management",
      body: "A living risk register, dependency maps across teams and vendors and mitigation plans reviewed every week.",
    },
    {
      icon: "message-square",
      title: "Stakeholder communication",
      body: "Weekly status reports, steering committee packs and demos that show progress in working software rather than percentages.",
    },
  ],
  outcomes: [
    {
      title: "Problems surfaced early",
      body: "Risks and slips are raised when there is still time to act, not at the milestone review.",
    },
    {
      title: "Predictable milestones",
      body: "On a multi-vendor banking integration, our project manager brought the last four milestones in within five working days of plan.",
    },
    {
      title: "Controlled scope changes",
      body: "Every change request comes with its cost and schedule impact, so budget decisions are made deliberately.",
    },
  ],
  process: [
    {
      title: "Initiation",
      body: "We confirm objectives, scope, stakeholders, governance and success criteria in a project charter.",
    },
    {
      title: "Planning",
      body: "We build the delivery plan, estimates, resource plan, risk register and reporting calendar with the team.",
    },
    {
      title: "Execution and control",
      body: "We run the delivery cadence, track progress and budget, manage changes and escalate decisions in time.",
    },
    {
      title: "Closure",
      body: "We run acceptance, handover and a lessons-learned review, and archive documentation for future phases.",
    },
  ],
  tech: [
    { name: "Jira", use: "Sprint boards, epics, release tracking and delivery reports" },
    { name: "Azure Boards", use: "Work tracking for teams on Azure DevOps" },
    { name: "Confluence", use: "Project charters, decision logs and meeting notes" },
    { name: "Microsoft Project", use: "Milestone plans and Gantt charts for fixed-scope projects" },
    { name: "Smartsheet", use: "Portfolio views and resource plans across projects" },
    { name: "Slack / Microsoft Teams", use: "Day-to-day coordination with client and vendor teams" },
  ],
  faqs: [
    {
      question: "Are your project managers certified?",
      answer:
        "Our project managers hold certifications such as PMP, PRINCE2 or Professional Scrum Master, and all have managed software projects for several years. Certification matters less to us than a track record of honest reporting.",
    },
    {
      question: "Can you manage projects that include other vendors?",
      answer:
        "Yes. We regularly coordinate work between in-house teams, other agencies and third-party platforms, with shared plans, dependency tracking and joint status meetings.",
    },
    {
      question: "Which methodology do you use?",
      answer:
        "It depends on the project. Fixed-price projects with stable scope often use milestone-based plans; evolving products use Scrum or Kanban. Many projects combine agile delivery with milestone governance.",
    },
  ],
  related: ["product-management", "quality-assurance", "engagement-models"],
  cta: {
    title: "Bring your project back on track",
    body: "Whether you are starting a project or rescuing one, we can review the plan and suggest what it takes to deliver it predictably.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
