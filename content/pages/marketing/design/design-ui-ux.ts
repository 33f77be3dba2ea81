import type { z } from "zod";
import type { serviceDetailSchema } from "../../../schema";

/** The page at /design/ui-ux. */
export const designUiUx = {
  title: "UI/UX Design for Sign-ups, Checkout & Onboarding | Alphai",
  description:
    "UI/UX design by Alphai for marketing-critical journeys: research, wireframes and tested prototypes for sign-up, checkout and onboarding flows.",
  h1: "UI/UX design for the journeys that decide conversion",
  intro:
    "Most drop-off happens at a few steps: a long sign-up form, a confusing pricing page, an onboarding screen asking too much. We research where and why users leave, redesign those journeys and test prototypes with real users before any code is written.",
  offerings: [
    {
      icon: "search",
      title: "UX research",
      body: "User interviews, analytics and session-recording review, and heuristic evaluation to find the friction that costs you conversions.",
    },
    {
      icon: "compass",
      title: "Journey mapping",
      body: "End-to-end maps of how users move from ad or search to sign-up and first value, highlighting drop-off points and opportunities.",
    },
    {
      icon: "layout",
      title: "Wireframes and information architecture",
      body: "Page and screen structures, navigation and content hierarchy tested with card sorting and tree testing before visual design.",
    },
    {
      icon: "pen-tool",
      title: "Interface design",
      body: "High-fidelity UI for web and mobile, built on a component library with design tokens and documented states.",
    },
    {
      icon: "users",
      title: "Prototype testing",
      body: "Clickable Figma prototypes tested with five to eight target users per round, remotely or in person.",
    },
    {
      icon: "check-circle",
      title: "Accessibility reviews",
      body: "Checks against WCAG 2.2 AA for contrast, focus order, touch targets and form labelling, so more people can complete each task.",
    },
  ],
  outcomes: [
    {
      title: "Higher completion rates",
      body: "Cutting form fields to the ones that matter and explaining why each is asked typically raises completion markedly.",
    },
    {
      title: "Less rework",
      body: "Testing prototypes before development catches usability problems when they are cheap to change.",
    },
    {
      title: "Faster onboarding",
      body: "Removing steps and questions that can wait shortens the time from sign-up to a user's first meaningful action.",
    },
  ],
  process: [
    {
      title: "Understand",
      body: "Goals, metrics and constraints, plus analytics, recordings and user interviews to see how people actually behave.",
    },
    {
      title: "Map and prioritise",
      body: "Journey maps and a list of problems ranked by how many users they affect and how much they cost.",
    },
    {
      title: "Design",
      body: "Wireframes, then high-fidelity screens in Figma, built on reusable components and reviewed with your team.",
    },
    {
      title: "Test",
      body: "Moderated or unmoderated tests of the prototype, with findings and changes documented for each round.",
    },
    {
      title: "Hand over and measure",
      body: "Annotated designs and tokens for developers, then post-launch analysis against the baseline metrics.",
    },
  ],
  tech: [
    { name: "Figma", use: "Interface design, prototypes and shared component libraries" },
    { name: "FigJam", use: "Journey maps, workshops and user flow diagrams" },
    { name: "Maze", use: "Unmoderated prototype tests and first-click tests" },
    { name: "Hotjar", use: "Heatmaps, session recordings and on-page surveys" },
    { name: "Optimal Workshop", use: "Card sorting and tree testing for navigation" },
    { name: "Lookback", use: "Moderated remote usability sessions" },
    { name: "Stark", use: "Contrast and accessibility checks inside Figma" },
    { name: "Storybook", use: "Reviewing built components against the designs" },
  ],
  faqs: [
    {
      question: "How is this different from the UX/UI design in product engineering?",
      answer:
        "Both use the same designers and methods. This service focuses on marketing-critical journeys such as landing pages, sign-up, checkout and onboarding. The UX/UI service under Product Engineering covers full product design, from discovery through complex application interfaces.",
    },
    {
      question: "How many users do you test with?",
      answer:
        "Usually five to eight per round for each key audience. That is enough to reveal most significant usability problems. We run several small rounds rather than one large study, fixing issues between rounds.",
    },
    {
      question: "Can you work with our existing design system?",
      answer:
        "Yes. We extend existing Figma libraries rather than replacing them, and add new components only where they are missing, documented so your team can maintain them.",
    },
  ],
  related: ["design-web", "ux-ui", "marketing-mobile-apps"],
  cta: {
    title: "Find where users drop off",
    body: "Share the journey that matters most. We will review your analytics and screens and send a short report on the biggest friction points.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
