import type { z } from "zod";
import type { serviceDetailSchema } from "../../../schema";

/** The page at /website-development. */
export const marketingWebsites = {
  title: "Marketing Websites & Landing Pages | Alphai",
  description:
    "Marketing websites and landing pages by Alphai: fast, SEO-ready sites on Next.js, Astro, Webflow or WordPress that your team can edit and that convert.",
  h1: "Marketing websites and landing pages built to convert",
  intro:
    "A marketing website has one job: turn visitors into leads, sign-ups or customers. We build corporate sites, campaign microsites and landing pages that load fast, rank well and let marketers publish and test pages themselves. For complex web applications, see website development.",
  offerings: [
    {
      icon: "monitor",
      title: "Corporate and brand websites",
      body: "Multi-page sites with clear information architecture, case studies, careers and contact flows, structured around the questions buyers ask.",
    },
    {
      icon: "target",
      title: "Landing pages",
      body: "Campaign landing pages matched to ad messages, with forms, social proof and a single clear call to action, ready for A/B testing.",
    },
    {
      icon: "layers",
      title: "Marketer-friendly CMS",
      body: "Reusable page sections in Sanity, Contentful, WordPress or Webflow, so your team can assemble new pages within brand guidelines.",
    },
    {
      icon: "gauge",
      title: "Performance and technical SEO",
      body: "Static generation, image optimisation, clean markup and structured data, with Core Web Vitals budgets checked before each release.",
    },
    {
      icon: "activity",
      title: "Analytics and consent",
      body: "GA4 and Google Tag Manager events for every conversion, consent management for GDPR, and CRM integration with HubSpot or Salesforce.",
    },
    {
      icon: "globe",
      title: "Multilingual sites",
      body: "English, Arabic and German versions with right-to-left layouts, hreflang tags and translation workflows in the CMS.",
    },
  ],
  outcomes: [
    {
      title: "Higher conversion rates",
      body: "Clearer pages and shorter forms raise demo and enquiry rates; we measure both before and after launch.",
    },
    {
      title: "Faster campaign launches",
      body: "With a CMS built from reusable sections, marketing teams publish landing pages in hours instead of waiting a week for a developer.",
    },
    {
      title: "Better search visibility",
      body: "Fast, well-structured pages give your SEO and content work a sound technical base to build on.",
    },
    {
      title: "Lower paid media costs",
      body: "Relevant, fast landing pages improve Google Ads quality scores and conversion rates, which lowers cost per lead.",
    },
  ],
  process: [
    {
      title: "Discovery",
      body: "Goals, audiences, conversion points and content inventory; we also review analytics to see where the current site loses visitors.",
    },
    {
      title: "Structure and content",
      body: "Sitemap, wireframes and copy developed together, with SEO requirements for each page defined up front.",
    },
    {
      title: "Design",
      body: "Visual design and a component library in Figma, reviewed on real content at desktop and mobile sizes.",
    },
    {
      title: "Build and integrate",
      body: "Development, CMS set-up, analytics, forms and CRM integration, with staging previews at the end of each sprint.",
    },
    {
      title: "Launch and test",
      body: "Redirects, QA and a monitored launch, followed by CMS training and a first round of conversion experiments.",
    },
  ],
  tech: [
    { name: "Next.js", use: "Fast, SEO-friendly sites with static and server rendering" },
    { name: "Astro", use: "Content-heavy sites that ship minimal JavaScript" },
    { name: "Webflow", use: "Visually edited sites for teams that want full design control" },
    { name: "WordPress", use: "Flexible CMS with a large plugin ecosystem" },
    { name: "Sanity", use: "Headless CMS with structured, reusable page sections" },
    { name: "Contentful", use: "Headless content for multi-site and multilingual set-ups" },
    { name: "Vercel", use: "Hosting, preview deployments and edge caching" },
    { name: "HubSpot", use: "Forms, lead capture and CRM integration" },
    { name: "VWO", use: "A/B and multivariate testing on landing pages" },
    { name: "Google Tag Manager", use: "Event tracking without code releases" },
  ],
  faqs: [
    {
      question: "How is this different from your website development service?",
      answer:
        "This service is for sites whose main purpose is marketing: presenting the brand, ranking in search and converting visitors. Our website development service under What we do covers web applications such as portals, dashboards and platforms with complex back-end logic. Many clients use both, and the teams work together.",
    },
    {
      question: "Which platform should we choose?",
      answer:
        "Webflow suits teams that want to change layouts themselves. WordPress fits when you need many plugins or already know it. Next.js or Astro with a headless CMS fits when performance, multilingual content or integrations matter most. We recommend after understanding your team and goals.",
    },
    {
      question: "How long does a marketing website take?",
      answer:
        "A set of landing pages can go live in two to three weeks. A corporate site of 15 to 30 pages typically takes eight to twelve weeks, with content and approvals often the longest part. We usually quote these projects at a fixed price.",
    },
    {
      question: "Will our rankings drop if we redesign?",
      answer:
        "Not if the migration is handled carefully. We map every old URL to a new one, keep or improve on-page SEO, test redirects on staging and monitor Search Console after launch to catch issues early.",
    },
  ],
  related: ["seo", "design-web", "website-development", "wordpress"],
  cta: {
    title: "Plan a site that earns its traffic",
    body: "Tell us about your audience, goals and current site. We will propose a structure, platform and fixed-price estimate.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
