import type { z } from "zod";
import type { serviceDetailSchema } from "../../../schema";

/** The page at /services/product-engineering/ux-ui. */
export const uxUi = {
  title: "UX/UI Design for Web and Mobile Products | Alphai",
  description:
    "UX research, information architecture, Figma prototypes and design systems for web and mobile products, tested with real users and built to WCAG 2.2 AA.",
  h1: "UX/UI design that users understand and developers can build",
  intro:
    "Good product design shows up as fewer support tickets, faster tasks and screens engineers can build without guessing. Our designers research how people work, prototype the flows, test them with users and deliver a component-based Figma design system that mirrors the code.",
  offerings: [
    {
      icon: "search",
      title: "UX research",
      body: "Interviews, contextual observation, analytics reviews and usability audits of existing products that show where and why users struggle.",
    },
    {
      icon: "layout",
      title: "Information architecture and flows",
      body: "Navigation, content structure and task flows, validated with card sorting and tree testing before visual design begins.",
    },
    {
      icon: "pen-tool",
      title: "Interface design and prototyping",
      body: "High-fidelity Figma screens and interactive prototypes for web, iOS and Android that follow Material 3 and Apple's Human Interface Guidelines.",
    },
    {
      icon: "layers",
      title: "Design systems",
      body: "Tokens, components and usage guidelines in Figma, matched by a coded library in Storybook so that design and code stay in sync.",
    },
    {
      icon: "users",
      title: "Usability testing",
      body: "Moderated and unmoderated tests with real users in English, Arabic or German, with findings ranked by severity and fixed in the next iteration.",
    },
    {
      icon: "globe",
      title: "Accessible, bilingual interfaces",
      body: "WCAG 2.2 AA contrast, focus states and target sizes built into every component, plus right-to-left layouts for Arabic from the first wireframe.",
    },
  ],
  outcomes: [
    {
      title: "Designed for the people who use it",
      body: "For an education foundation in rural Punjab, design after classroom observation let pupils share tablets, and 92% of scheduled assessments were completed in the pilot.",
      caseStudy: "offline-learning-app-low-fee-schools",
    },
    {
      title: "Faster front-end delivery",
      body: "With a shared token and component system, teams build new screens from existing parts instead of one-off designs, which typically cuts build time per screen noticeably.",
    },
    {
      title: "Fewer support tickets",
      body: "Clearer onboarding and error states in a B2B SaaS product reduced 'how do I' support tickets by 27% in the quarter after release.",
    },
  ],
  process: [
    {
      title: "Research",
      body: "Interviews, analytics and a heuristic review of the current product define the users, their tasks and their pain points.",
    },
    {
      title: "Structure",
      body: "Information architecture, user flows and low-fidelity wireframes, tested with card sorts and tree tests.",
    },
    {
      title: "Design and prototype",
      body: "Visual design, interaction details and a clickable prototype assembled from design-system components.",
    },
    {
      title: "Test and iterate",
      body: "Usability sessions with five to eight users per round, with changes made before development starts.",
    },
    {
      title: "Handover and support",
      body: "Developer-ready files with tokens, specs and every state; designers join sprint reviews to check the built screens.",
    },
  ],
  tech: [
    { name: "Figma", use: "Interface design, prototypes, variables and the shared component library" },
    { name: "FigJam", use: "Workshops, user flows and journey mapping with stakeholders" },
    { name: "Storybook", use: "Coded component library that mirrors the Figma design system" },
    { name: "Tokens Studio", use: "Design tokens synced from Figma to code for colour, spacing and type" },
    { name: "Maze", use: "Unmoderated usability tests and first-click studies" },
    { name: "Hotjar", use: "Heatmaps and session recordings on live products" },
    { name: "axe DevTools", use: "Accessibility checks of designs once they are built in the browser" },
  ],
  faqs: [
    {
      question: "Do you redesign existing products or only design new ones?",
      answer:
        "Both. Around half of our design work is on live products. We start with a usability audit and an analytics review, then improve the flows that matter most in increments, so you do not have to wait for a big-bang redesign.",
    },
    {
      question: "Will the designs be realistic for our developers to build?",
      answer:
        "Yes. Our designers work alongside engineers in the same team, design with components that exist in code and review feasibility in every iteration. Handover covers every state, including empty, loading, error and edge cases.",
    },
    {
      question: "Can you design for Arabic and right-to-left layouts?",
      answer:
        "Yes. With an office in Dubai we design bilingual Arabic and English interfaces regularly, including mirrored layouts, Arabic typography and content that runs longer or shorter than the English source.",
    },
    {
      question: "Who owns the design files?",
      answer:
        "You do. Files live in your Figma organisation from the start or are transferred at the end, together with the design system documentation.",
    },
  ],
  related: ["discovery", "product-development", "frontend-development"],
  cta: {
    title: "Are users struggling with your product?",
    body: "Send us a link or a prototype. We will suggest where a usability audit or a focused redesign would make the biggest difference.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
