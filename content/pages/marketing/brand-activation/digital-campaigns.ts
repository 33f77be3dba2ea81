import type { z } from "zod";
import type { serviceDetailSchema } from "../../../schema";

/** The page at /digital-campaigns. */
export const digitalCampaigns = {
  title: "Paid Digital Campaigns: Meta, Google, TikTok | Alphai",
  description:
    "Paid digital campaigns by Alphai across Meta, Google, LinkedIn and TikTok, with server-side tracking, creative testing and clear cost-per-acquisition goals.",
  h1: "Paid digital campaigns built on clean data and tested creative",
  intro:
    "Ad platforms optimise towards whatever signal you feed them. We start by fixing tracking so they learn from real conversions, then run structured creative tests and shift budget weekly towards the audiences, formats and messages that produce customers at a cost you can sustain.",
  offerings: [
    {
      icon: "search",
      title: "Search and Performance Max",
      body: "Google Ads search, shopping and Performance Max campaigns with clean product feeds, negative keyword management and bid strategies tied to profit.",
    },
    {
      icon: "users",
      title: "Paid social",
      body: "Meta, TikTok, Snapchat and LinkedIn campaigns for prospecting and retargeting, structured so each test has a clear question.",
    },
    {
      icon: "sparkles",
      title: "Creative production",
      body: "Static, carousel and short-form video ads in English and Arabic, produced in batches so fresh creative is ready before fatigue sets in.",
    },
    {
      icon: "activity",
      title: "Tracking and attribution",
      body: "Google Tag Manager, GA4, Meta Conversions API and enhanced conversions, so platforms receive reliable signals despite browser restrictions.",
    },
    {
      icon: "layout",
      title: "Landing pages",
      body: "Campaign-specific landing pages built and A/B tested by our web team, matching each ad's message and offer.",
    },
    {
      icon: "calendar",
      title: "Launches and seasonal pushes",
      body: "Planned bursts for product launches, Ramadan, White Friday, Black Friday and back-to-school, with budgets and creative ready in advance.",
    },
  ],
  outcomes: [
    {
      title: "Lower acquisition cost",
      body: "Restructured accounts and server-side conversion tracking commonly cut cost per purchase within a quarter.",
    },
    {
      title: "Trustworthy numbers",
      body: "Server-side tracking and deduplicated events mean platform reports and your back-end sales reconcile within a known margin.",
    },
    {
      title: "Creative that lasts longer",
      body: "A steady testing cadence finds winning angles early, so spend is concentrated on ads that are still performing.",
    },
  ],
  process: [
    {
      title: "Account and tracking audit",
      body: "Review of account structure, audiences, creative history and conversion tracking, with a list of leaks and quick wins.",
    },
    {
      title: "Strategy and budget",
      body: "Channel mix, audience plan, creative testing roadmap and target cost per acquisition, agreed against your margins.",
    },
    {
      title: "Launch",
      body: "Campaigns built with consistent naming and UTM conventions, creative and landing pages QA'd before any budget goes live.",
    },
    {
      title: "Optimise weekly",
      body: "Weekly bid, budget and creative changes, with a short written note explaining what changed and why.",
    },
    {
      title: "Report monthly",
      body: "Monthly reviews of spend, conversions, return on ad spend and learnings, feeding the next month's test plan.",
    },
  ],
  tech: [
    { name: "Google Ads", use: "Search, shopping, YouTube and Performance Max campaigns" },
    { name: "Meta Ads Manager", use: "Facebook and Instagram prospecting and retargeting" },
    { name: "TikTok Ads Manager", use: "Short-form video campaigns and Spark Ads" },
    { name: "LinkedIn Campaign Manager", use: "B2B targeting by role, industry and company" },
    { name: "Snapchat Ads Manager", use: "Reaching younger audiences in the GCC" },
    { name: "Google Tag Manager", use: "Client- and server-side tag deployment" },
    { name: "Meta Conversions API", use: "Server-side conversion events for better optimisation" },
    { name: "Google Analytics 4", use: "Cross-channel attribution and funnel analysis" },
    { name: "Looker Studio", use: "Blended spend and revenue dashboards" },
  ],
  faqs: [
    {
      question: "What budget do we need to start?",
      answer:
        "It depends on the channel and your cost per conversion, but platforms need enough conversions to learn. As a rule of thumb, plan for at least 30 to 50 conversions per campaign per month. We size campaigns to your budget rather than spreading it too thinly across many channels.",
    },
    {
      question: "How do you charge for campaign management?",
      answer:
        "Usually a monthly management fee based on scope and spend range, with creative production quoted separately. We do not take hidden commissions on media; you pay the platforms directly from your own ad accounts, which you always own.",
    },
    {
      question: "Will you work with our existing ad accounts?",
      answer:
        "Yes. We prefer to keep your account history, which helps platform learning. We audit the accounts first and restructure only where the current set-up is holding performance back.",
    },
  ],
  related: ["influencer-collaboration", "email-marketing", "design-animations", "marketing-websites"],
  cta: {
    title: "Get a paid media audit",
    body: "Give us read access to your ad accounts. We will report on tracking gaps, wasted spend and the first tests we would run.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
