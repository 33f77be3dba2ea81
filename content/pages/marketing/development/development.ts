import type { z } from "zod";
import type { serviceFamilySchema } from "../../../schema";

/** The page at /development. */
export const development = {
  title: "Marketing Websites & Apps That Convert | Alphai",
  description:
    "Websites and mobile apps built to grow a brand: fast landing pages, CMS-driven marketing sites and loyalty apps designed to turn visitors into customers.",
  h1: "Websites and apps built to grow your brand",
  intro:
    "Your website and app are where marketing spend becomes customers or leaks away. We build marketing sites, landing pages and loyalty apps that load fast, are easy to update and are instrumented from day one, so you see what converts.",
  overview:
    "This is development led by marketing goals. A marketing site is judged by conversion rate, search visibility and how quickly your team can launch a new page without a developer. A marketing app is judged by repeat purchases, push opt-in rates and retention. We plan both around those numbers: analytics and consent management are part of the build, page templates are designed for A/B testing, and the CMS is set up so marketers can publish on their own. Our designers, marketers and developers work as one team, and when a project needs heavier engineering, such as a customer portal or complex integrations, our product engineering teams in Lahore take it on without a hand-off to another supplier.",
  cards: {
    "marketing-websites":
      "Corporate sites, campaign microsites and landing pages on Next.js, Astro, Webflow or WordPress, with fast load times, clean SEO and a CMS marketers can use.",
    "marketing-mobile-apps":
      "Loyalty, rewards and branded apps that give you a direct channel to customers through push notifications, personalised offers and in-app journeys.",
  },
  whyUs: [
    {
      icon: "trending-up",
      title: "Built around conversion",
      body: "Every build includes event tracking, consent management and templates ready for A/B tests, so optimisation can start the week you launch.",
    },
    {
      icon: "users",
      title: "Marketers and developers together",
      body: "The people who plan your campaigns sit in the same stand-ups as the people who build the pages, which shortens the path from idea to live page.",
    },
    {
      icon: "gauge",
      title: "Speed as a requirement",
      body: "We set Core Web Vitals budgets at the start and check them in CI, because slow pages cost both rankings and paid-media efficiency.",
    },
  ],
  process: [
    {
      title: "Goals and funnel mapping",
      body: "We define the conversions that matter, map the journeys that lead to them and decide which pages or app screens carry each step.",
    },
    {
      title: "Design and content",
      body: "Wireframes, copy and visual design produced together, so layouts are built around real messages rather than filler text.",
    },
    {
      title: "Build and instrument",
      body: "Development in two-week sprints with analytics, tag management and CMS configuration included, reviewed on staging as we go.",
    },
    {
      title: "Launch and optimise",
      body: "A monitored launch followed by a testing roadmap: headline, layout and offer experiments prioritised by expected impact.",
    },
  ],
  cta: {
    title: "Scope a site or app that sells",
    body: "Tell us what you need visitors to do. We will suggest the platform, page structure and measurement plan, with a fixed-price estimate.",
  },
} satisfies z.input<typeof serviceFamilySchema>;
