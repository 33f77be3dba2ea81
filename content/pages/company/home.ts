import type { z } from "zod";
import type { homeSchema } from "../../schema";
import { ratingText, site } from "../../site";

/** The page at /. */
export const homePage = {
  title: "Software Development & Digital Agency | Alphai",
  description:
    "Alphai designs, builds and markets web and mobile products for startups, scale-ups and enterprises from offices in Dubai, Lahore and Munich.",
  eyebrow: "Product engineering, design and marketing",
  h1: "Software and digital products, built by one accountable team",
  intro: `Alphai is a software and digital services agency founded in ${site.foundingYear}. Our ${site.figures.people}+ engineers, designers and marketers take products from discovery to release, cloud operations and growth campaigns, from Dubai, Lahore and Munich, so your team always shares working hours with ours.`,
  stats: [
    { value: `${site.figures.people}+`, label: "engineers, designers and marketers" },
    { value: `${site.figures.projects}+`, label: `projects delivered since ${site.foundingYear}` },
    { value: `${site.figures.countries}`, label: "countries our clients operate in" },
    {
      value: ratingText("en"),
      label: `average rating from ${site.rating.count} client reviews on ${site.rating.source}`,
    },
  ],
  process: [
    {
      title: "Discover",
      body: "A short, fixed-fee discovery phase: stakeholder interviews, user research and a technical audit, ending with a clickable prototype, a prioritised backlog and an estimate you can plan around.",
    },
    {
      title: "Design",
      body: "Designers and engineers work in the same sprint: user flows, a Figma design system with shared tokens, and usability tests with real users before expensive code is written.",
    },
    {
      title: "Build and test",
      body: "Two-week sprints with a demo at the end of each, code review on every pull request, automated tests in CI and a staging environment you can use at any time.",
    },
    {
      title: "Launch",
      body: "Infrastructure as code, monitored releases, app store submissions and a rollback plan. Launch day is rehearsed, not improvised.",
    },
    {
      title: "Operate and grow",
      body: "Support with agreed response times, dependency and OS updates, performance monitoring, and SEO and campaign work that brings people to what we built together.",
    },
  ],
  whoWeServe:
    "Founders who need an MVP in front of users within a quarter, scale-ups whose product has outgrown its first architecture, enterprises modernising core systems without stopping the business, and NGOs that need dependable software on a careful budget.",
  industries:
    "We have shipped software for digital lenders and banks, retailers and restaurant groups, schools and clinics, logistics operators, travel brands, sports clubs and social platforms, so we usually know the regulations, integrations and peak-season traffic of your sector before the first call.",
  cta: {
    title: "Tell us what you want to build",
    body: "Share a few lines about your product and timeline. A lead from the relevant practice replies within one working day with questions, not a sales script.",
  },
} satisfies z.input<typeof homeSchema>;
