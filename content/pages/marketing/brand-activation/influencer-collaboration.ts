import type { z } from "zod";
import type { serviceDetailSchema } from "../../../schema";

/** The page at /influencer-collaboration. */
export const influencerCollaboration = {
  title: "Influencer & Creator Collaboration Programmes | Alphai",
  description:
    "Influencer collaboration by Alphai: creator vetting, contracts, briefs, content rights and tracked results across Instagram, TikTok, YouTube and Snapchat.",
  h1: "Influencer collaborations with vetted creators and tracked results",
  intro:
    "The right creator introduces your brand to an audience that trusts them; the wrong one burns budget on inflated followings. We find and vet creators, negotiate fair terms and usage rights, write briefs that respect their voice and track each partnership's results.",
  offerings: [
    {
      icon: "search",
      title: "Creator discovery and vetting",
      body: "Audience demographics, engagement quality, fake-follower checks and brand-safety reviews of past content before any outreach.",
    },
    {
      icon: "handshake",
      title: "Negotiation and contracts",
      body: "Rates, deliverables, exclusivity, disclosure requirements and content usage rights agreed in writing before production starts.",
    },
    {
      icon: "file-text",
      title: "Briefs and approvals",
      body: "Briefs that set key messages and boundaries but leave creators room to speak in their own style, with a simple review workflow.",
    },
    {
      icon: "megaphone",
      title: "Whitelisting and paid amplification",
      body: "Boosting top creator content through Instagram partnership ads and TikTok Spark Ads to reach wider lookalike audiences.",
    },
    {
      icon: "heart",
      title: "Ambassador programmes",
      body: "Long-term partnerships with a small group of creators, which usually builds more credibility than one-off posts.",
    },
    {
      icon: "trending-up",
      title: "Tracking and reporting",
      body: "Unique links, discount codes and UTM parameters per creator, reported against reach, engagement, sales and cost per acquisition.",
    },
  ],
  outcomes: [
    {
      title: "Sales you can attribute",
      body: "Creator-specific codes and links show which creators drive sales, so budget moves to those who sell rather than those with the most followers.",
    },
    {
      title: "A library of usable content",
      body: "Negotiated usage rights let you reuse creator videos in ads, on product pages and in email, which often outperform studio shoots.",
    },
    {
      title: "Lower brand risk",
      body: "Vetting and clear disclosure rules keep collaborations compliant with advertising regulations in the UAE, Saudi Arabia and the EU.",
    },
  ],
  process: [
    {
      title: "Define goals and fit",
      body: "We agree objectives, target audiences, budget and the creator profile, from micro to macro, that best fits them.",
    },
    {
      title: "Shortlist and vet",
      body: "A shortlist with audience data, past brand work and estimated costs, vetted for authenticity and brand safety.",
    },
    {
      title: "Contract and brief",
      body: "Terms, rights and deliverables agreed; briefs and product samples sent; timelines set for drafts and posting.",
    },
    {
      title: "Launch and amplify",
      body: "Content reviewed, published and monitored, with the strongest posts amplified through paid partnership ads.",
    },
    {
      title: "Report and renew",
      body: "Results per creator against agreed metrics, with recommendations on whom to renew, scale or replace.",
    },
  ],
  tech: [
    { name: "Modash", use: "Creator discovery and audience demographic data" },
    { name: "HypeAuditor", use: "Fake-follower detection and audience quality scoring" },
    { name: "TikTok One", use: "TikTok's creator marketplace for sourcing and Spark Ads" },
    { name: "Instagram partnership ads", use: "Running creator content as paid ads from the creator's handle" },
    { name: "YouTube BrandConnect", use: "Sourcing and measuring YouTube creator partnerships" },
    { name: "Shopify discount codes", use: "Creator-specific codes for sales attribution" },
    { name: "Google Analytics 4", use: "UTM-based traffic and conversion tracking per creator" },
  ],
  faqs: [
    {
      question: "Micro-influencers or big names?",
      answer:
        "For most brands, a group of micro and mid-tier creators (roughly 10,000 to 200,000 followers) gives better engagement and cost per sale than one large account. Larger creators make sense for awareness moments such as a launch. We recommend a mix based on your goal and budget.",
    },
    {
      question: "How do you handle disclosure rules?",
      answer:
        "Every contract requires clear disclosure using platform tools such as paid partnership labels, in line with local rules, for example the UAE's advertiser permit requirements and EU consumer protection guidance. We check posts before they go live.",
    },
    {
      question: "Who owns the content creators produce?",
      answer:
        "Creators normally keep ownership, and you license usage. We negotiate the rights you need, such as organic reposting, paid ads for a set period or website use, and record them so your team knows what can be reused and until when.",
    },
  ],
  related: ["digital-campaigns", "brand-strategy", "content-marketing"],
  cta: {
    title: "Plan a creator campaign",
    body: "Share your product, markets and budget. We will send a sample shortlist of vetted creators and an estimate of reach and cost.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
