import type { z } from "zod";
import type { serviceFamilySchema } from "../../../schema";
import { site } from "../../../site";

/** The page at /services/product-engineering. */
export const productEngineering = {
  title: "Product Engineering Services | Alphai",
  description:
    "Product engineering from discovery and UX/UI design to development, digital transformation and ChatGPT integration, run by one cross-functional team.",
  h1: "Product engineering from first idea to a product people use",
  intro:
    "Many products that fail were built well but built wrong. Our product engineering teams combine discovery, design and development, so the question of what to build is answered with evidence before the expensive part starts, and the product keeps improving after launch.",
  overview: `Product engineering at Alphai puts product managers, UX researchers, designers, engineers and QA into a single team with a single backlog. A typical engagement starts with a two- to six-week discovery, moves into design and an MVP, and continues with releases measured against goals agreed at the start. Engineering is led from our Lahore centre, with product and design leads in Dubai and Munich who can run workshops on site. Since ${site.foundingYear} we have delivered ${site.figures.projects}+ projects this way for startups, scale-ups, enterprises and NGOs in ${site.figures.countries} countries, from lending onboarding flows to field-service apps. You can engage us at a fixed price for a bounded discovery or MVP, as a dedicated team for an ongoing roadmap, or on time and material while the scope is still moving.`,
  cards: {
    discovery:
      "Workshops, user interviews, clickable prototypes and technical spikes that turn an idea into a validated scope, a roadmap and an estimate you can budget against.",
    "ux-ui":
      "User research, information architecture, Figma prototypes and design systems, tested with real users and handed to developers as tokens and components.",
    "product-development":
      "Cross-functional squads that build MVPs and grow them into stable products, with CI/CD, automated tests and release metrics from the first sprint.",
    "digital-transformation":
      "Process mapping, legacy replacement and system integration that move paper, email and spreadsheet workflows onto software your teams actually adopt.",
    "chatgpt-integration":
      "OpenAI models built into your product: retrieval over your own documents, tool calling, evaluations and guardrails that keep answers grounded and costs known.",
  },
  whyUs: [
    {
      icon: "compass",
      title: "Evidence before estimates",
      body: "We test the riskiest assumptions with users and technical spikes first, so scope and budget rest on what we learned rather than on a guess.",
    },
    {
      icon: "users",
      title: "One team, one backlog",
      body: "Product, design, engineering and QA sit in the same squad and the same sprint reviews, which removes the hand-offs where context usually gets lost.",
    },
    {
      icon: "chart-line",
      title: "Outcomes agreed up front",
      body: "Each engagement starts with two or three measurable goals, such as activation rate or processing time, and we report against them at every release.",
    },
    {
      icon: "handshake",
      title: "An engagement that fits the stage",
      body: "Fixed price for a bounded discovery or MVP, a dedicated team for a long roadmap, or time and material while the scope is still moving.",
    },
  ],
  process: [
    {
      title: "Discover",
      body: "Stakeholder interviews, user research and technical spikes define the problem, the users and the riskiest assumptions.",
    },
    {
      title: "Design",
      body: "Flows and prototypes are tested with users, then turned into a design system and a prioritised backlog.",
    },
    {
      title: "Build",
      body: "Two-week sprints with working software at every review, automated tests and a preview environment for each change.",
    },
    {
      title: "Launch and learn",
      body: "Staged releases, product analytics and user feedback decide what the next quarter of the roadmap looks like.",
    },
  ],
  cta: {
    title: "Have a product idea or a stalled roadmap?",
    body: "Tell us where you are and what is blocking you. We will propose a first step, usually a short discovery with a fixed scope and price.",
  },
} satisfies z.input<typeof serviceFamilySchema>;
