import type { z } from "zod";
import type { serviceFamilySchema } from "../../../schema";

/** The page at /brand-activation. */
export const brandActivation = {
  title: "Brand Activation: Strategy, Campaigns, Creators | Alphai",
  description:
    "Brand activation by Alphai: positioning and messaging, paid digital campaigns and creator partnerships that get a brand noticed and chosen.",
  h1: "Brand activation: from positioning to launch",
  intro:
    "A brand becomes real when people meet it: in a feed, a search result or a creator's video. We define what it stands for, bring it to the right audiences through paid campaigns and creator partnerships, and measure what each touchpoint contributes.",
  overview:
    "Brand activation covers three stages that most companies buy from three different suppliers. Brand strategy sets the positioning, audience priorities and message hierarchy. Digital campaigns carry those messages across Meta, Google, LinkedIn and TikTok with clear testing plans. Creator collaborations add trusted voices, from micro-influencers in a single city to regional creators across the GCC and Europe. Running all three in one team keeps the story consistent, avoids briefing the same idea three times and lets us move budget between paid media and creators based on cost per acquisition rather than habit.",
  cards: {
    "brand-strategy":
      "Research, positioning, messaging and tone of voice, captured in a brand platform your marketing, sales and product teams can actually use.",
    "digital-campaigns":
      "Paid social and search campaigns on Meta, Google, LinkedIn and TikTok, with server-side tracking, structured creative tests and weekly optimisation.",
    "influencer-collaboration":
      "Creator discovery, vetting, contracts and briefs, plus tracked links and codes that show which partnerships drive sales and which only drive views.",
  },
  whyUs: [
    {
      icon: "target",
      title: "Strategy that reaches the ad account",
      body: "The positioning work is not a slide deck that stops at launch; the same people turn it into ad angles, landing pages and creator briefs.",
    },
    {
      icon: "globe",
      title: "Regional market knowledge",
      body: "Teams in Dubai, Lahore and Munich know the platforms, creators and cultural norms of the GCC, South Asia and DACH markets.",
    },
    {
      icon: "chart-line",
      title: "Measured, not assumed",
      body: "Brand lift surveys, conversion tracking and holdout tests show what an activation actually changed, so next quarter's budget has evidence behind it.",
    },
  ],
  process: [
    {
      title: "Discover",
      body: "Stakeholder interviews, customer research and a competitor review to find the position your brand can credibly own.",
    },
    {
      title: "Define",
      body: "Positioning statement, message hierarchy and creative direction, tested with real customers before money goes into media.",
    },
    {
      title: "Activate",
      body: "Campaign and creator launches across the selected channels, with budgets, flighting and success metrics agreed in advance.",
    },
    {
      title: "Learn and scale",
      body: "Weekly performance reviews, creative refreshes and budget shifts towards the audiences and formats that convert.",
    },
  ],
  cta: {
    title: "Plan your next brand launch",
    body: "Tell us about the market, audience and timeline. We will come back with a phased activation plan and an indicative media and creator budget.",
  },
} satisfies z.input<typeof serviceFamilySchema>;
