import type { z } from "zod";
import type { serviceDetailSchema } from "../../../schema";

/** The page at /digital-marketing/content. */
export const contentMarketing = {
  title: "Content Marketing for B2B & B2C Growth | Alphai",
  description:
    "Content marketing from Alphai: editorial strategy, expert articles, guides, case studies and distribution, briefed from search and customer research.",
  h1: "Content marketing that answers real buyer questions",
  intro:
    "Useful content earns search traffic, supports sales conversations and gives your email and social channels something worth sharing. We plan topics from search data and customer interviews, write with subject specialists and measure each piece by the leads and sales it influences.",
  offerings: [
    {
      icon: "compass",
      title: "Content strategy",
      body: "Audience research, topic clusters, editorial calendar and a content-to-funnel map that shows which piece serves which buying stage.",
    },
    {
      icon: "pen-tool",
      title: "Articles and guides",
      body: "Long-form articles, how-to guides and comparison pages written by writers with domain knowledge and reviewed by your experts.",
    },
    {
      icon: "briefcase",
      title: "Case studies",
      body: "Customer interviews turned into case studies with concrete numbers, ready for your website, sales decks and proposals.",
    },
    {
      icon: "bar-chart",
      title: "Original research",
      body: "Surveys and data reports that give journalists and other sites a reason to cite you, supporting digital PR and link acquisition.",
    },
    {
      icon: "megaphone",
      title: "Distribution",
      body: "Repurposing into LinkedIn posts, newsletters, short video and sales enablement material, so each piece reaches more of your audience.",
    },
    {
      icon: "refresh-cw",
      title: "Content refresh",
      body: "Updating and consolidating older pages that have lost rankings, often the quickest organic wins on an established site.",
    },
  ],
  outcomes: [
    {
      title: "Organic pipeline",
      body: "Topic clusters built around buyers' questions typically grow demo requests from organic search steadily over a year.",
    },
    {
      title: "Shorter sales cycles",
      body: "Sales teams use case studies and comparison pages to answer objections early, cutting back-and-forth in late-stage deals.",
    },
    {
      title: "Content that keeps working",
      body: "Evergreen guides keep bringing in readers for years, lowering the blended cost per lead as the library grows.",
    },
  ],
  process: [
    {
      title: "Research",
      body: "Keyword and intent research, competitor content review and interviews with sales and customers to find the questions buyers ask.",
    },
    {
      title: "Plan",
      body: "Topic clusters and an editorial calendar, each piece with a target query, funnel stage, format and success metric.",
    },
    {
      title: "Brief and write",
      body: "Detailed briefs, drafts by specialist writers, expert review on your side and a final edit for clarity, accuracy and SEO.",
    },
    {
      title: "Publish and distribute",
      body: "Publishing with design, internal links and schema markup, followed by email, social and sales distribution.",
    },
    {
      title: "Measure and refresh",
      body: "Quarterly reviews of traffic, conversions and rankings per piece; underperforming content is updated, merged or retired.",
    },
  ],
  tech: [
    { name: "Ahrefs", use: "Topic research, content gap analysis and link tracking" },
    { name: "Clearscope", use: "Content briefs and topical coverage grading" },
    { name: "Google Search Console", use: "Query data for new topics and refresh candidates" },
    { name: "WordPress", use: "Publishing with editorial workflows and revisions" },
    { name: "Contentful", use: "Structured content for headless sites and multiple channels" },
    { name: "Notion", use: "Editorial calendar, briefs and approval tracking" },
    { name: "Figma", use: "Article graphics, diagrams and social cut-downs" },
    { name: "Google Analytics 4", use: "Content-assisted conversions and engagement" },
  ],
  faqs: [
    {
      question: "Do you use AI to write content?",
      answer:
        "We use AI tools for research support, outlines and first-pass summaries, but every published piece is written or substantially rewritten by a human writer and checked by a subject expert. Readers and search engines both reward original insight, which generated text alone rarely delivers.",
    },
    {
      question: "How many pieces should we publish each month?",
      answer:
        "Quality and focus matter more than volume. Many B2B clients do well with four to eight substantial pieces a month plus refreshes of existing content. We size the plan to your market's competition and your team's capacity to review.",
    },
    {
      question: "Can you write about technical subjects?",
      answer:
        "Yes. As part of a software agency, we have writers and reviewers with engineering, fintech and healthcare backgrounds, and our developers can check technical accuracy before anything is published.",
    },
  ],
  related: ["seo", "email-marketing", "brand-strategy", "design-graphic"],
  cta: {
    title: "Plan a content programme",
    body: "Tell us who you sell to. We will propose the first three topic clusters, with target queries and the business case for each.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
