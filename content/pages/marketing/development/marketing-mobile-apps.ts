import type { z } from "zod";
import type { serviceDetailSchema } from "../../../schema";

/** The page at /mobile-apps-development. */
export const marketingMobileApps = {
  title: "Mobile Apps for Marketing and Loyalty | Alphai",
  description:
    "Branded and loyalty mobile apps by Alphai: rewards, personalised offers and push campaigns that give your brand a direct channel to repeat customers.",
  h1: "Mobile apps that turn customers into regulars",
  intro:
    "A home-screen app is a marketing channel you own rather than rent. We build loyalty, rewards and branded apps that bring customers back and give marketers push notifications, personalised offers and usage data. For complex product apps, see mobile app development.",
  offerings: [
    {
      icon: "trophy",
      title: "Loyalty and rewards apps",
      body: "Points, tiers, stamp cards and referral rewards, connected to your POS or e-commerce platform so customers earn and redeem seamlessly.",
    },
    {
      icon: "smartphone",
      title: "Branded companion apps",
      body: "Apps for retailers, restaurants, clubs and events that combine ordering, booking, content and offers in one place.",
    },
    {
      icon: "zap",
      title: "Push and in-app messaging",
      body: "Segmented push notifications, in-app messages and inbox cards, triggered by behaviour and location and capped to avoid fatigue.",
    },
    {
      icon: "target",
      title: "Personalised offers",
      body: "Offers and content tailored to purchase history and preferences, configurable by marketers with Firebase Remote Config.",
    },
    {
      icon: "search",
      title: "App store optimisation",
      body: "Store listings, screenshots, keywords and ratings prompts for the App Store and Google Play, tested to improve install rates.",
    },
    {
      icon: "bar-chart",
      title: "Attribution and analytics",
      body: "Install attribution, deep links and retention dashboards, so you know which campaigns bring users who stay and spend.",
    },
  ],
  outcomes: [
    {
      title: "More repeat purchases",
      body: "Loyalty features that reward the next visit, not only the total spent, are what typically lift visit frequency among app members.",
    },
    {
      title: "A direct channel",
      body: "Push notifications and in-app offers reach customers without paying per impression, reducing reliance on paid social.",
    },
    {
      title: "Customer data you own",
      body: "Opted-in, first-party data on purchases and preferences feeds better segmentation across email, ads and stores.",
    },
  ],
  process: [
    {
      title: "Loyalty and journey design",
      body: "We define the value exchange, reward mechanics and key journeys, and model the cost of rewards against expected repeat revenue.",
    },
    {
      title: "UX and visual design",
      body: "Prototypes tested with real customers, focusing on sign-up, earning and redeeming rewards in as few steps as possible.",
    },
    {
      title: "Cross-platform build",
      body: "iOS and Android apps built with React Native or Flutter, integrated with your POS, CRM and e-commerce platform.",
    },
    {
      title: "Launch campaign",
      body: "Store listings, in-store and online promotion, and onboarding incentives to drive the first wave of installs.",
    },
    {
      title: "Grow and retain",
      body: "Ongoing push campaigns, offer testing and retention analysis, with monthly releases of improvements.",
    },
  ],
  tech: [
    { name: "React Native", use: "Cross-platform apps sharing code with React websites" },
    { name: "Flutter", use: "Cross-platform apps with highly custom branded interfaces" },
    { name: "Firebase", use: "Analytics, Cloud Messaging and Remote Config for offers" },
    { name: "Braze", use: "Segmented push, in-app messages and lifecycle campaigns" },
    { name: "OneSignal", use: "Push notifications for smaller audiences and budgets" },
    { name: "AppsFlyer", use: "Install attribution and campaign measurement" },
    { name: "Branch", use: "Deep links from email, social and QR codes into the app" },
    { name: "App Store Connect", use: "iOS releases, product page tests and ratings" },
    { name: "Google Play Console", use: "Android releases and store listing experiments" },
  ],
  faqs: [
    {
      question: "Does our brand really need an app?",
      answer:
        "Not always. Apps work best when customers buy from you often, such as coffee, groceries, fitness or fashion. For occasional purchases, a well-built mobile website and email programme may deliver more for less. We will tell you honestly which fits.",
    },
    {
      question: "How is this different from your mobile app development service?",
      answer:
        "This service focuses on apps as a marketing and loyalty channel, with marketers owning the offers and campaigns. Our mobile app development service under What we do covers product apps with complex features, such as banking, healthcare or logistics. The teams share engineers and practices.",
    },
    {
      question: "Can the app connect to our POS system?",
      answer:
        "In most cases, yes. We have integrated with common retail and restaurant POS systems through their APIs, and where no API exists we can use receipt codes or QR scanning so customers still earn points in store.",
    },
  ],
  related: ["email-marketing", "design-ui-ux", "mobile-app-development", "react-native"],
  cta: {
    title: "Explore a loyalty app",
    body: "Tell us about your customers and how often they buy. We will outline reward mechanics, features and a phased budget.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
