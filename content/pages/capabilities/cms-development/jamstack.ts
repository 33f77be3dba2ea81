import type { z } from "zod";
import type { serviceDetailSchema } from "../../../schema";

/** The page at /capabilities/cms/jamstack. */
export const jamstack = {
  title: "Jamstack and Headless CMS Development | Alphai",
  description:
    "Jamstack development with Next.js or Astro and a headless CMS such as Sanity, Contentful, Strapi or Storyblok, deployed to a global CDN.",
  h1: "Jamstack websites on a headless CMS",
  intro:
    "A Jamstack site pre-renders pages, serves them from a CDN and adds dynamic features through APIs. With a headless CMS, editors get structured publishing and visitors fast, secure pages. We build them with Next.js or Astro and a suitable CMS.",
  offerings: [
    {
      icon: "layers",
      title: "Headless CMS setup",
      body: "Content models and editorial workflows in Sanity, Contentful, Storyblok or Strapi, designed with your editors.",
    },
    {
      icon: "zap",
      title: "Static and hybrid front ends",
      body: "Next.js with static generation and incremental revalidation, or Astro for content-heavy sites that need little JavaScript.",
    },
    {
      icon: "monitor",
      title: "Live preview and publishing",
      body: "Draft previews, scheduled publishing and webhook-triggered rebuilds, so editors see changes before they go live.",
    },
    {
      icon: "globe",
      title: "Multilingual content",
      body: "Localised content, hreflang tags and RTL layouts for Arabic, English and German audiences.",
    },
    {
      icon: "settings",
      title: "Forms, search and integrations",
      body: "Serverless functions for forms and CRM integration, and Algolia or Pagefind for site search.",
    },
  ],
  outcomes: [
    {
      title: "Fast pages worldwide",
      body: "Pages served from CDN edge locations load quickly for visitors in the Gulf, South Asia and Europe alike, with good Core Web Vitals on mobile.",
    },
    {
      title: "Smaller attack surface",
      body: "With no public database or admin panel on the live site, a whole class of CMS security issues disappears.",
    },
    {
      title: "Higher mobile conversion",
      body: "For a Dubai fashion start-up, a headless storefront with statically regenerated collections lifted mobile conversion by 29%.",
      caseStudy: "modest-fashion-headless-storefront",
    },
  ],
  process: [
    {
      title: "Content modelling",
      body: "We define content types, relationships and localisation with your editors before choosing the CMS.",
    },
    {
      title: "Platform selection",
      body: "CMS, framework and hosting are chosen by editor needs, budget, data residency and integration requirements.",
    },
    {
      title: "Build",
      body: "Components, templates and integrations are built with preview deployments for every change.",
    },
    {
      title: "Migration and launch",
      body: "Existing content is migrated by script, redirects are set up and editors are trained before launch.",
    },
  ],
  tech: [
    { name: "Next.js", use: "Hybrid static and server rendering with React" },
    { name: "Astro", use: "Content sites that ship minimal JavaScript" },
    { name: "Sanity", use: "Customisable headless CMS with real-time collaboration" },
    { name: "Contentful", use: "Enterprise headless CMS with strong localisation" },
    { name: "Storyblok", use: "Headless CMS with a visual editor" },
    { name: "Strapi", use: "Open-source, self-hosted headless CMS" },
    { name: "Vercel", use: "Hosting and previews for Next.js sites" },
    { name: "Netlify", use: "CDN hosting, forms and deploy previews" },
    { name: "Cloudflare Pages", use: "Edge hosting with Workers for dynamic logic" },
    { name: "Algolia", use: "Hosted search for large content sites" },
  ],
  faqs: [
    {
      question: "Is Jamstack only for small static sites?",
      answer:
        "No. With incremental static regeneration and server rendering where needed, Jamstack approaches work for sites with tens of thousands of pages and dynamic features such as search, accounts and checkout.",
    },
    {
      question: "Will our editors find a headless CMS harder to use?",
      answer:
        "Not if it is set up well. With live preview, structured fields and sensible workflows, many editors find it easier than a traditional CMS. We involve them early and train them before launch.",
    },
    {
      question: "Which headless CMS do you recommend?",
      answer:
        "It depends on budget, hosting and editing needs. Sanity suits custom workflows, Contentful suits large organisations, Storyblok suits visual editing and Strapi suits teams that must self-host.",
    },
    {
      question: "How do you handle forms and other dynamic features?",
      answer:
        "Through serverless functions and third-party APIs. Forms post to a function that validates input and forwards it to your CRM or email, and search runs through a hosted index.",
    },
  ],
  related: ["gatsbyjs", "wordpress", "react", "marketing-websites"],
  cta: {
    title: "Considering a headless CMS?",
    body: "Tell us about your content, editors and channels. We will recommend a CMS and front-end stack and outline the migration.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
