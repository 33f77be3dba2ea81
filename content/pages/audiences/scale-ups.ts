import type { z } from "zod";
import type { audienceSchema } from "../../schema";
import { site } from "../../site";

/** The page at /who-we-serve/scale-ups. */
export const scaleUps = {
  title: "Engineering Teams for Scale-ups | Alphai",
  description:
    "Dedicated engineering teams for scale-ups: pay down technical debt, scale infrastructure and ship features faster while your own hiring catches up.",
  h1: "Extra engineering capacity for scale-ups that have outgrown their first codebase",
  intro:
    "After product-market fit the problems change: the MVP architecture creaks under load, releases slow down, enterprise customers send security questionnaires and hiring falls behind the roadmap. We add senior engineers who work inside your process, fix bottlenecks and strengthen your team.",
  challenges: [
    {
      icon: "git-branch",
      title: "Releases slow down as the team grows",
      body: "A codebase built by five people struggles with twenty. Merge conflicts, flaky tests and manual deployments turn weekly releases into monthly ones.",
    },
    {
      icon: "server",
      title: "Infrastructure built for the first thousand users",
      body: "Database hot spots, synchronous background work and a single region show up as timeouts just when growth and marketing spend are at their highest.",
    },
    {
      icon: "lock",
      title: "Enterprise buyers ask about security",
      body: "Bigger customers send security questionnaires and ask for SOC 2 or ISO 27001 evidence, single sign-on, audit logs and data residency options.",
    },
    {
      icon: "users",
      title: "Hiring cannot keep pace with the roadmap",
      body: "Recruiting senior engineers takes months in Dubai, Munich and most other markets, and every open seat delays features your sales team has already promised.",
    },
  ],
  approach: [
    {
      title: "Assess before adding people",
      body: "A two-week technical assessment covers architecture, delivery metrics, cloud cost and security gaps, and ends with a prioritised plan rather than a list of complaints.",
    },
    {
      title: "Dedicated teams inside your process",
      body: "Our engineers join your stand-ups, use your tools and follow your code review rules. Most teams work from Lahore, with overlap hours for GCC and European time zones.",
    },
    {
      title: "Fix the delivery pipeline first",
      body: "CI/CD, test automation and infrastructure as code usually pay back fastest, because every later feature ships through them.",
    },
    {
      title: "Plan the handover from the start",
      body: "As you hire your own engineers, we document, pair with them and step back on a transition plan agreed at the beginning of the engagement.",
    },
  ],
  services: [
    "our-team",
    "devops-ci-cd",
    "devops-cloud",
    "app-modernization",
    "quality-assurance",
    "product-management",
  ],
  stats: [
    { value: "2 weeks", label: "technical assessment with a prioritised plan" },
    { value: `${site.figures.people}+`, label: "engineers, designers and marketers to draw from" },
    { value: "4+ hrs", label: "daily overlap between Lahore and Central European hours" },
    { value: `${site.figures.projects}+`, label: `projects delivered since ${site.foundingYear}` },
  ],
  cta: {
    title: "Is your roadmap bigger than your team?",
    body: "Share your current architecture and hiring plan. We will suggest where extra engineers would help most, and where they would not.",
  },
} satisfies z.input<typeof audienceSchema>;
