import type { z } from "zod";
import type { serviceFamilySchema } from "../../../schema";

/** The page at /cms-development. */
export const cmsDevelopment = {
  title: "CMS Development: WordPress, Jamstack, WooCommerce | Alphai",
  description:
    "CMS development on WordPress, WooCommerce and headless Jamstack stacks: editor-friendly sites and shops that stay fast, secure and easy to update.",
  h1: "CMS development your editors will actually enjoy",
  intro:
    "A content management system should let your marketing team publish without filing a ticket. We build WordPress sites, WooCommerce shops and headless Jamstack builds with editing experiences designed around your content, plus the caching, security and hosting setup that keeps them fast.",
  overview:
    "The right CMS depends on who edits, how often and what the site must connect to. WordPress remains the fastest path to a flexible marketing site with a familiar editor; WooCommerce adds a capable shop for catalogues of a few thousand products; a Jamstack build with a headless CMS such as Sanity, Contentful or Strapi suits multi-channel content and sites where speed and security come first. We design the content model before the templates, build custom blocks instead of stacking page-builder plugins, and set up multilingual publishing in Arabic, English and German where needed. Every build includes editor training, staging environments and an update plan.",
  cards: {
    wordpress:
      "Custom WordPress block themes and Gutenberg blocks, headless WordPress with WPGraphQL, multisite networks, hardening and performance tuning.",
    jamstack:
      "Jamstack sites built with Next.js or Astro on a headless CMS, deployed to a global CDN with preview workflows and incremental builds.",
    woocommerce:
      "WooCommerce shops with custom checkout flows, regional payment gateways, ERP and inventory integrations, and High-Performance Order Storage.",
  },
  whyUs: [
    {
      icon: "pen-tool",
      title: "Content modelled before it is designed",
      body: "We map your content types, fields and workflows first, so editors get structured forms instead of fragile page-builder layouts.",
    },
    {
      icon: "zap",
      title: "Fast by construction",
      body: "Caching, image optimisation and lean themes are part of the build, with Core Web Vitals checked on real templates before launch.",
    },
    {
      icon: "shield",
      title: "Maintained, not abandoned",
      body: "We keep plugin counts low, patch on a schedule and monitor uptime, so the site does not drift into an unpatched liability.",
    },
  ],
  process: [
    {
      title: "Content and platform workshop",
      body: "We review your content, editors and integrations, then recommend WordPress, WooCommerce or a headless stack with reasons.",
    },
    {
      title: "Content model and design",
      body: "Content types, editorial workflows and page templates are designed together and validated with your editors.",
    },
    {
      title: "Build and migrate",
      body: "We build themes or front ends, migrate existing content with scripts and set up redirects to protect search rankings.",
    },
    {
      title: "Training and launch",
      body: "Editors are trained on staging, launch is rehearsed, and a maintenance plan covers updates, backups and monitoring.",
    },
  ],
  cta: {
    title: "Outgrown your current website platform?",
    body: "Share your site, your editors' frustrations and your plans. We will recommend a CMS approach and outline the migration.",
  },
} satisfies z.input<typeof serviceFamilySchema>;
