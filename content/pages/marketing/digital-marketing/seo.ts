import type { z } from "zod";
import type { serviceDetailSchema } from "../../../schema";

/** The page at /digital-marketing/seo. */
export const seo = {
  title: "SEO Services: Technical, On-Page & Local Search | Alphai",
  description:
    "SEO by Alphai: technical audits, Core Web Vitals, schema markup, content optimisation and local search, with fixes shipped by our own developers.",
  h1: "SEO services that fix the foundations and grow organic demand",
  intro:
    "Rankings depend on three things: a site search engines can crawl and render, content that answers searches, and signals of authority. We cover all three, and because our developers implement the technical fixes, recommendations reach your site in weeks, not quarters.",
  offerings: [
    {
      icon: "wrench",
      title: "Technical SEO audits",
      body: "Crawl analysis with Screaming Frog, log-file review, indexation and canonical checks, JavaScript rendering tests and a prioritised fix list.",
    },
    {
      icon: "gauge",
      title: "Core Web Vitals",
      body: "Diagnosis and fixes for Largest Contentful Paint, Interaction to Next Paint and layout shift, from image pipelines to render-blocking scripts.",
    },
    {
      icon: "file-text",
      title: "On-page and content optimisation",
      body: "Keyword and intent mapping, title and heading rewrites, internal linking and consolidation of pages that compete for the same queries.",
    },
    {
      icon: "code",
      title: "Structured data",
      body: "Schema.org JSON-LD for organisations, products, articles, FAQs and local businesses, validated and monitored in Search Console.",
    },
    {
      icon: "globe",
      title: "Local and international SEO",
      body: "Google Business Profile optimisation, location pages, and hreflang for English, Arabic and German sites serving several markets.",
    },
    {
      icon: "refresh-cw",
      title: "Migrations without traffic loss",
      body: "Redirect mapping, pre-launch crawls of staging and post-launch monitoring when you change domain, CMS or URL structure.",
    },
  ],
  outcomes: [
    {
      title: "More organic traffic",
      body: "For a Dubai fashion start-up, canonical and hreflang fixes and product structured data helped grow organic sessions 2.4 times in six months.",
      caseStudy: "modest-fashion-headless-storefront",
    },
    {
      title: "Pages that rank for intent",
      body: "For a Dubai holiday home platform, server-rendered area pages with structured data helped lift direct bookings from 12% to 21% of revenue.",
      caseStudy: "holiday-rental-search-performance",
    },
    {
      title: "Safe replatforming",
      body: "Complete redirect maps and staged launches keep rankings stable when sites move CMS, domain or structure.",
    },
    {
      title: "Visibility you can report on",
      body: "A Looker Studio dashboard combining Search Console, GA4 and CRM data shows which queries and pages produce leads.",
    },
  ],
  process: [
    {
      title: "Audit",
      body: "Technical crawl, content inventory, backlink review and competitor gap analysis, summarised in a ranked list of issues and opportunities.",
    },
    {
      title: "Fix the foundations",
      body: "Our developers resolve indexation, speed and markup issues first, since content cannot rank on a site that is hard to crawl.",
    },
    {
      title: "Optimise and create",
      body: "Existing pages are improved and new content is briefed from keyword and intent research, prioritised by commercial value.",
    },
    {
      title: "Monitor and report",
      body: "Monthly reporting on rankings, organic conversions and technical health, with alerts for indexation drops or broken redirects.",
    },
  ],
  tech: [
    { name: "Google Search Console", use: "Indexation, query performance and structured data monitoring" },
    { name: "Screaming Frog", use: "Site crawls, redirect checks and JavaScript rendering audits" },
    { name: "Ahrefs", use: "Backlink analysis, keyword research and competitor gap reports" },
    { name: "Semrush", use: "Rank tracking and position monitoring across markets" },
    { name: "Google Analytics 4", use: "Organic conversion tracking and landing page performance" },
    { name: "PageSpeed Insights", use: "Field and lab data for Core Web Vitals" },
    { name: "Schema.org JSON-LD", use: "Structured data for rich results" },
    { name: "Looker Studio", use: "Shared dashboards joining search, analytics and CRM data" },
  ],
  faqs: [
    {
      question: "How long does SEO take to show results?",
      answer:
        "Technical fixes such as indexation or speed problems can show effects within a few weeks of Google recrawling the site. Rankings for new content usually take three to six months, depending on competition and your site's existing authority. We set monthly milestones so progress is visible before the big gains arrive.",
    },
    {
      question: "Do you guarantee first-page rankings?",
      answer:
        "No. Nobody controls Google's algorithm, and agencies that promise specific rankings are guessing. We commit to the work, to transparent reporting and to targets agreed at the start, such as organic sign-ups or enquiries, and we explain what is and is not moving.",
    },
    {
      question: "Can you work on a site another agency built?",
      answer:
        "Yes. We regularly audit and fix WordPress, Webflow, Shopify, Next.js and custom-built sites. If your developers prefer to implement changes themselves, we provide tickets with clear acceptance criteria instead.",
    },
    {
      question: "Do you build links?",
      answer:
        "We earn links through digital PR, original data and useful resources that others want to reference. We do not buy links or use private blog networks, because they carry a real risk of penalties.",
    },
  ],
  related: ["content-marketing", "marketing-websites", "wordpress"],
  cta: {
    title: "Request a technical SEO audit",
    body: "Send us your domain and main markets. We will run a crawl and share the ten issues most likely to be holding back your organic growth.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
