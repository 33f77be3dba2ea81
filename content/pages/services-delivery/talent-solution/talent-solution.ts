import type { z } from "zod";
import type { serviceFamilySchema } from "../../../schema";
import { site } from "../../../site";

/** The page at /talent-solution. */
export const talentSolution = {
  title: "Talent Solutions: Dedicated Teams & Developers | Alphai",
  description:
    "Extend your engineering capacity with Alphai: a dedicated cross-functional team built around your product, or individual vetted developers joining your team.",
  h1: "Engineering talent, from one developer to a full team",
  intro:
    "When your roadmap outgrows your team, we add capacity without a months-long hiring cycle. Choose a dedicated team assembled for your product, or hire individual developers who join your stand-ups, repositories and tools.",
  overview: `Alphai has ${site.figures.people}+ engineers, designers and marketers across Lahore, Dubai and Munich, with most engineering capacity in our Lahore centre. Every engineer has passed a technical interview, a practical coding exercise and a communication check before joining us, and works on company hardware under our security policies. You interview the shortlisted people yourself and decide who joins. Dedicated teams come with a delivery lead and the roles your product needs; individual developers slot into your existing process. Both options run on a monthly dedicated team or time & material agreement, and we handle recruitment, payroll, equipment, training and replacements.`,
  cards: {
    "our-team":
      "A cross-functional team of developers, QA, design and a delivery lead, assembled for your product and working only on it, with your say on every hire.",
    "hire-developer":
      "Individual front-end, back-end, mobile or DevOps developers who join your team, work in your tools and time zone overlap, with a replacement if the fit is wrong.",
  },
  whyUs: [
    {
      icon: "search",
      title: "Vetted before you meet them",
      body: "Candidates pass a technical interview, a practical exercise reviewed by a senior engineer and an English communication check before reaching your shortlist.",
    },
    {
      icon: "globe",
      title: "Time zones that overlap",
      body: "Lahore, Dubai and Munich share most of the European and Gulf working day, so your team can run stand-ups and reviews in real time.",
    },
    {
      icon: "shield",
      title: "Your code and IP stay yours",
      body: "NDAs, IP assignment in the contract, managed laptops, SSO and least-privilege access to your systems are standard for every placement.",
    },
  ],
  process: [
    {
      title: "Define the need",
      body: "We agree the roles, seniority, stack, working hours and start date in a call with your engineering lead.",
    },
    {
      title: "Shortlist",
      body: "We propose vetted profiles from our engineers, usually within one to two weeks, with notes on relevant projects.",
    },
    {
      title: "Interview and select",
      body: "You interview the candidates and choose; we can arrange a paid trial task for critical roles.",
    },
    {
      title: "Onboard and support",
      body: "We set up access and equipment, join the first sprint planning and check in monthly on performance and fit.",
    },
  ],
  cta: {
    title: "Tell us who you need on your team",
    body: "Share the roles, stack and timeline. We will come back with suitable profiles and a monthly cost for each engagement option.",
  },
} satisfies z.input<typeof serviceFamilySchema>;
