import type { z } from "zod";
import type { audienceSchema } from "../../schema";

/** The page at /industries/social-networking. */
export const socialNetworking = {
  title: "Social and Community App Development | Alphai",
  description:
    "Feeds, chat, moderation and growth features for social networks and community apps, built to scale and to meet the EU Digital Services Act from launch.",
  h1: "Community and social apps that grow without losing control",
  intro:
    "Social products live or die on engagement and trust. We build feeds, messaging, groups and creator tools, the real-time infrastructure behind them, and moderation systems that combine AI classification with human judgement, so communities can grow safely from their first thousand members.",
  challenges: [
    {
      icon: "zap",
      title: "Real-time features at scale",
      body: "Feeds, chat, presence and notifications need WebSockets, fan-out and caching that hold up when a post takes off, not only in the demo.",
    },
    {
      icon: "shield",
      title: "Moderation and platform rules",
      body: "Spam, harassment and illegal content arrive on day one. The EU Digital Services Act and app store rules require notice-and-action, statements of reasons and appeals.",
    },
    {
      icon: "trending-up",
      title: "Retention after the launch spike",
      body: "Most community apps see a burst of downloads, then silence. Onboarding, notifications and content ranking decide whether members come back next week.",
    },
    {
      icon: "lock",
      title: "Privacy, minors and location data",
      body: "Profiles, messages and location reveal a great deal. Age assurance, privacy settings and data minimisation have to be designed in, not bolted on later.",
    },
  ],
  approach: [
    {
      title: "A narrow first release",
      body: "We help you launch one core loop well, such as local posts or group chat, and add features based on how members actually behave.",
    },
    {
      title: "Real-time architecture that scales",
      body: "Node.js services with WebSockets, Redis and message queues, and MongoDB or PostgreSQL chosen for your access patterns rather than habit.",
    },
    {
      title: "Moderation with humans in charge",
      body: "Language models and image classifiers triage content in several languages, while trained moderators decide borderline cases and record a reason for each.",
    },
    {
      title: "Measure what keeps members",
      body: "Cohort retention, activation events and notification experiments, reviewed with you every sprint.",
    },
  ],
  services: ["react-native", "node", "mongodb", "ai-integration", "ux-ui", "product-development"],
  stats: [
    { value: "16 weeks", label: "from discovery sprint to public launch of a community app" },
    { value: "11,400", label: "verified members in that app's first four months" },
    { value: "4 hours", label: "median time to resolve a member's report" },
    { value: "41%", label: "of members active each week" },
  ],
  cta: {
    title: "Building a community, not just an app?",
    body: "Tell us who your members are and what they come for. We will help you pick the first core loop and the moderation setup it needs.",
  },
} satisfies z.input<typeof audienceSchema>;
