import type { z } from "zod";
import type { serviceDetailSchema } from "../../../schema";

/** The page at /capabilities/frontend/gatsbyjs. */
export const gatsbyjs = {
  title: "Gatsby Development, Upgrades and Migration | Alphai",
  description:
    "Gatsby development and support: GraphQL data layer, image optimisation, Gatsby 5 upgrades and planned migrations to Next.js or Astro when it pays off.",
  h1: "Gatsby development, upgrades and migrations",
  intro:
    "Gatsby powers many fast content sites built on React and a headless CMS. We build new Gatsby features, upgrade sites stuck on older versions and, where it makes more sense for your roadmap, plan a careful migration to Next.js or Astro without losing search rankings.",
  offerings: [
    {
      icon: "layers",
      title: "Gatsby site development",
      body: "React components, page templates and GraphQL queries sourcing from Contentful, Sanity, WordPress or Markdown files.",
    },
    {
      icon: "refresh-cw",
      title: "Version upgrades",
      body: "Upgrades to Gatsby 5 and React 18, replacing deprecated plugins and moving from react-helmet to the built-in Head API.",
    },
    {
      icon: "zap",
      title: "Build time reduction",
      body: "Tuning source plugins, caching and image processing, and using Deferred Static Generation for rarely visited pages.",
    },
    {
      icon: "compass",
      title: "Migration planning",
      body: "Assessment and migration to Next.js or Astro, with URL mapping, redirects and content parity checks to protect organic traffic.",
    },
  ],
  outcomes: [
    {
      title: "Shorter builds",
      body: "Caching and Deferred Static Generation commonly cut full builds of large Gatsby sites by more than half.",
    },
    {
      title: "A supported stack again",
      body: "Upgrades remove abandoned plugins and outdated dependencies that were blocking security patches.",
    },
    {
      title: "Rankings protected during change",
      body: "Migrations keep every indexed URL reachable through redirects, with search console data checked in the weeks after launch.",
    },
  ],
  process: [
    {
      title: "Site assessment",
      body: "We review the Gatsby version, plugins, data sources, build times and hosting, and recommend upgrade or migration.",
    },
    {
      title: "Plan and prototype",
      body: "A small set of templates is upgraded or rebuilt first to confirm the approach and the effort estimate.",
    },
    {
      title: "Full delivery",
      body: "Remaining templates, plugins and integrations are moved over, with visual and link checks on every page.",
    },
    {
      title: "Launch and monitor",
      body: "We deploy behind a preview URL, switch traffic and watch build health, Core Web Vitals and search console.",
    },
  ],
  tech: [
    { name: "Gatsby 5", use: "Static and deferred page generation with React" },
    { name: "GraphQL", use: "Gatsby's data layer for querying content sources" },
    { name: "gatsby-plugin-image", use: "Responsive, lazily loaded images" },
    { name: "Contentful", use: "Headless CMS source for structured content" },
    { name: "Sanity", use: "Headless CMS with real-time editing" },
    { name: "Next.js", use: "Migration target for app-like or frequently updated sites" },
    { name: "Astro", use: "Migration target for content-heavy, low-JavaScript sites" },
    { name: "Netlify", use: "Hosting, build previews and edge redirects" },
  ],
  faqs: [
    {
      question: "Is Gatsby still a safe choice for a new site?",
      answer:
        "Gatsby still works, but its release pace has slowed since Netlify acquired it in 2023. For new projects we usually recommend Next.js or Astro, and we keep supporting existing Gatsby sites that serve their owners well.",
    },
    {
      question: "Our Gatsby builds take too long. What can you do?",
      answer:
        "We look at which source plugins and image transformations take the time, enable proper caching in CI, and move rarely visited pages to Deferred Static Generation so they are built on first request.",
    },
    {
      question: "Will a migration away from Gatsby hurt our SEO?",
      answer:
        "Not if it is planned. We keep URLs identical where possible, redirect the rest, preserve metadata and structured data, and compare crawl results before and after launch.",
    },
  ],
  related: ["jamstack", "react", "wordpress"],
  cta: {
    title: "Running a Gatsby site that needs attention?",
    body: "Send us the repository or URL. We will tell you honestly whether to upgrade, tune or migrate, and what each option costs.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
