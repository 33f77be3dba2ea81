import type { z } from "zod";
import type { serviceFamilySchema } from "../../../schema";

/** The page at /design. */
export const design = {
  title: "Design Services: UI/UX, Web, Graphic & Motion | Alphai",
  description:
    "Alphai's design team covers UI/UX, web design, graphic design and motion, giving your product, website and campaigns one consistent visual language.",
  h1: "Design that makes brands recognisable and products easy",
  intro:
    "Good design does two jobs: it makes a brand recognisable and it makes things easy to use. Our designers work across interfaces, websites, campaign graphics and motion, from research and wireframes to production-ready files, components and animations.",
  overview:
    "Most companies end up with a product designed by one team, a website by another and campaign assets by a third, and it shows. Our design team works from a shared system: typography, colour, components and motion rules defined once in Figma and applied to the app, the site, social assets and video. That consistency builds recognition and saves time, because new screens and campaigns start from approved parts instead of a blank canvas. Designers work directly with our developers and marketers, so handover is a conversation rather than a file transfer, and every design decision is checked against accessibility standards (WCAG 2.2 AA) before it ships.",
  cards: {
    "design-ui-ux":
      "User research, journey mapping, wireframes and tested prototypes for sign-up, checkout and onboarding flows where small friction costs real revenue.",
    "design-web":
      "Responsive website design with component libraries in Figma, accessible layouts and specs that developers can build without guesswork.",
    "design-graphic":
      "Logos, identity systems, campaign visuals, social templates, pitch decks and print, produced to brand guidelines and sized for every channel.",
    "design-animations":
      "Motion design for interfaces, explainers, social video and ads, delivered as Lottie, Rive or video files that stay light and sharp.",
  },
  whyUs: [
    {
      icon: "layers",
      title: "One system across channels",
      body: "Product, website and campaign work share one Figma library of tokens and components, which keeps your brand consistent everywhere.",
    },
    {
      icon: "check-circle",
      title: "Accessibility checked early",
      body: "Contrast, focus states, text sizes and motion preferences are reviewed at the design stage against WCAG 2.2 AA, not patched after launch.",
    },
    {
      icon: "code",
      title: "Designs that get built as drawn",
      body: "Our designers pair with developers, annotate interactions and provide tokens, so what ships matches what you approved.",
    },
    {
      icon: "search",
      title: "Tested with real users",
      body: "Key flows are tested with five to eight target users before development, a small cost compared with rebuilding a screen after launch.",
    },
  ],
  process: [
    {
      title: "Brief and research",
      body: "We clarify goals, audiences and constraints, review analytics and competitors, and interview users where the project warrants it.",
    },
    {
      title: "Concepts",
      body: "Two or three directions presented with reasoning, so you choose between clear options rather than react to a single guess.",
    },
    {
      title: "Refine and test",
      body: "The chosen direction is detailed, prototyped and tested, then adjusted based on what users and stakeholders tell us.",
    },
    {
      title: "Deliver and support",
      body: "Production files, design tokens, component specs and guidelines, with designers available during development to answer questions.",
    },
  ],
  cta: {
    title: "Start a design project",
    body: "Share the brief, even a rough one. We will reply with questions, a suggested approach and a timeline for the first concepts.",
  },
} satisfies z.input<typeof serviceFamilySchema>;
