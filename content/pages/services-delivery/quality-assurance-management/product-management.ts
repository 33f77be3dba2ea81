import type { z } from "zod";
import type { serviceDetailSchema } from "../../../schema";

/** The page at /services/product-management. */
export const productManagement = {
  title: "Product Management as a Service | Alphai",
  description:
    "Experienced product managers to run discovery, own your roadmap and backlog, set success metrics and check with analytics whether released features are used.",
  h1: "Product management",
  intro:
    "A development team is only as effective as the decisions about what to build. Our product managers work with founders and business owners to turn goals into a focused roadmap, write clear user stories, and use data and user feedback to decide what comes next.",
  offerings: [
    {
      icon: "compass",
      title: "Product strategy and roadmap",
      body: "A product vision, target segments and an outcome-based roadmap tied to measurable goals, reviewed with stakeholders every quarter.",
    },
    {
      icon: "search",
      title: "Continuous discovery",
      body: "Regular user interviews, usability tests and opportunity solution trees to validate problems before engineering time is spent.",
    },
    {
      icon: "file-text",
      title: "Backlog ownership",
      body: "Well-written user stories with acceptance criteria, a prioritised backlog and sprint goals agreed with the development team.",
    },
    {
      icon: "bar-chart",
      title: "Product analytics",
      body: "Event tracking plans, funnels and retention dashboards in Mixpanel, Amplitude or PostHog to see how features are actually used.",
    },
    {
      icon: "rocket",
      title: "Launch planning",
      body: "Release notes, beta programmes, feature flag rollouts and coordination with marketing and support for each significant launch.",
    },
  ],
  outcomes: [
    {
      title: "A backlog tied to goals",
      body: "Every item on the roadmap maps to a metric, so low-value requests are easier to decline and trade-offs are explicit.",
    },
    {
      title: "Better activation and retention",
      body: "Reworking onboarding from funnel data and user interviews is usually the fastest way to raise week-one activation.",
    },
    {
      title: "Less wasted engineering time",
      body: "Testing prototypes with users before building helps teams drop or reshape ideas that would not have been used.",
    },
  ],
  process: [
    {
      title: "Understand the business",
      body: "We learn your goals, users, competitors, current metrics and constraints through workshops and data review.",
    },
    {
      title: "Define outcomes",
      body: "We agree a small set of product metrics and the roadmap themes most likely to move them.",
    },
    {
      title: "Discover and deliver",
      body: "We run discovery one or two sprints ahead of development and keep the backlog ready for the team.",
    },
    {
      title: "Measure and learn",
      body: "After each release we review usage data and feedback and update the roadmap accordingly.",
    },
  ],
  tech: [
    { name: "Jira", use: "Backlog, sprint planning and roadmap views" },
    { name: "Linear", use: "Lightweight issue tracking for fast-moving teams" },
    { name: "Productboard", use: "Collecting feedback and linking it to features" },
    { name: "Mixpanel / Amplitude", use: "Funnels, cohorts and retention analysis" },
    { name: "PostHog", use: "Open-source analytics, session replay and feature flags" },
    { name: "Figma", use: "Reviewing designs and clickable prototypes with users" },
    { name: "Miro", use: "Story mapping, opportunity trees and remote workshops" },
    { name: "Dovetail", use: "Organising and tagging user research findings" },
  ],
  faqs: [
    {
      question: "Do we still need our own product owner?",
      answer:
        "You need someone with decision authority on your side, usually a founder or business lead. Our product manager prepares the options, evidence and backlog; your decision maker approves priorities and budget.",
    },
    {
      question: "Can a product manager join without an Alphai development team?",
      answer:
        "Yes. Our product managers also work with in-house or third-party development teams, adapting to your tools and sprint rhythm.",
    },
    {
      question: "How is product management different from project management?",
      answer:
        "Product management decides what to build and why, and measures whether it worked. Project management plans how and when it gets delivered within budget. Larger engagements often have both roles.",
    },
  ],
  related: ["discovery", "ux-ui", "project-management"],
  cta: {
    title: "Put a product manager on your roadmap",
    body: "Tell us where your product stands and what you need to achieve this year. We will propose the right level of product support.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
