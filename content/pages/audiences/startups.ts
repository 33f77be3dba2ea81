import type { z } from "zod";
import type { audienceSchema } from "../../schema";
import { ratingText, site } from "../../site";

/** The page at /who-we-serve/startups. */
export const startups = {
  title: "Software Development for Startups: MVP to Seed | Alphai",
  description:
    "Alphai helps startups scope, design and ship a first product in 10-14 weeks, with code, cloud accounts and IP owned by the founders from the first commit.",
  h1: "From idea to a product people pay for, without burning your runway",
  intro:
    "Founders bring a deck, prototype or half-built app, and limited runway. We scope your first release, build it with a small senior team from Lahore, Dubai or Munich, and hand over clean code, documentation and usage data for your next round.",
  challenges: [
    {
      icon: "target",
      title: "Too many features for the runway",
      body: "Every stakeholder has a must-have and the backlog grows faster than the budget. Without hard prioritisation the MVP launches late and proves nothing.",
    },
    {
      icon: "users",
      title: "No technical co-founder yet",
      body: "Non-technical founders need someone to make architecture, hosting and hiring decisions they can defend in investor due diligence, not a black box they cannot maintain.",
    },
    {
      icon: "wallet",
      title: "Cash goes out before revenue comes in",
      body: "Full-time hires and long contracts lock in spending before you know which features customers use. You need a team that can grow or shrink with each milestone.",
    },
    {
      icon: "shield",
      title: "Due diligence exposes shortcuts",
      body: "Investors increasingly run technical due diligence. Missing tests, shared credentials and code sitting in a freelancer's account can delay a round or lower its terms.",
    },
  ],
  approach: [
    {
      title: "Discovery sprint before code",
      body: "Two weeks of customer interviews, a clickable Figma prototype and a ranked, estimated backlog, so you know what the first release costs before you commit to it.",
    },
    {
      title: "Fixed price first, then flexible",
      body: "We build the agreed first release for a fixed price, then move to time & material or a dedicated team once you are iterating on real usage data.",
    },
    {
      title: "Proven, affordable technology",
      body: "React or Next.js, React Native or Flutter, Node.js or Python on managed cloud services: stacks that are easy to hire for and cheap to run at low volume.",
    },
    {
      title: "Founder-owned from day one",
      body: "Repositories, cloud accounts, app store listings and analytics are created in your company's name, with architecture notes and a handover checklist at every milestone.",
    },
  ],
  services: ["discovery", "ux-ui", "product-development", "react-native", "flutter", "hire-developer"],
  stats: [
    { value: "2 weeks", label: "discovery sprint before you commit to a build" },
    { value: "10-14 wks", label: "typical time from kickoff to first public release" },
    { value: "3", label: "engagement models to switch between as you grow" },
    {
      value: ratingText("en"),
      label: `average rating from ${site.rating.count} client reviews on ${site.rating.source}`,
    },
  ],
  cta: {
    title: "Have a prototype and a deadline?",
    body: "Tell us what you are building and how much runway you have. We will come back with questions, a suggested first release and a rough estimate.",
  },
} satisfies z.input<typeof audienceSchema>;
