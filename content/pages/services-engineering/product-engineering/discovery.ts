import type { z } from "zod";
import type { serviceDetailSchema } from "../../../schema";

/** The page at /services/product-engineering/discovery. */
export const discovery = {
  title: "Product Discovery Workshops and Prototyping | Alphai",
  description:
    "Product discovery in two to six weeks: user interviews, assumption testing, clickable prototypes and technical spikes that end in a costed roadmap.",
  h1: "Product discovery: decide what to build before you build it",
  intro:
    "Discovery is the cheapest phase to change your mind. In two to six weeks we interview users, test the riskiest assumptions with prototypes, check technical feasibility and deliver a prioritised scope, an architecture outline and an estimate for your board or investors.",
  offerings: [
    {
      icon: "search",
      title: "User and stakeholder research",
      body: "Interviews with 8 to 15 target users and with the people who will sell, support and operate the product, summarised as jobs, pains and current workarounds.",
    },
    {
      icon: "target",
      title: "Assumption mapping",
      body: "We list what must be true for the product to succeed, rank each assumption by risk and evidence, and design the cheapest useful test for the riskiest ones.",
    },
    {
      icon: "pen-tool",
      title: "Clickable prototypes",
      body: "Figma prototypes of the core flows, tested in moderated sessions so you see where people hesitate before any production code is written.",
    },
    {
      icon: "cpu",
      title: "Technical spikes",
      body: "Short, throwaway experiments on the risky parts: a payment provider's API, OCR accuracy on real documents, an ERP integration or a language model on your data.",
    },
    {
      icon: "file-text",
      title: "Scope, roadmap and estimate",
      body: "A release plan cut into an MVP and later increments, with a story map, an architecture outline, a team proposal and a cost range for each phase.",
    },
  ],
  outcomes: [
    {
      title: "Scope cut to what matters",
      body: "For a Vienna neighbourhood app, a two-week discovery sprint cut the feature list to five essentials, and the product went from sprint to public launch in 16 weeks.",
      caseStudy: "neighbourhood-community-app-moderation",
    },
    {
      title: "Fewer surprises during the build",
      body: "Spikes on integrations and data quality surface blockers early, such as an API rate limit or a missing field, while changing the plan is still cheap.",
    },
    {
      title: "A plan investors can read",
      body: "Founders leave with a roadmap, budget ranges and evidence from user testing that they can use in funding rounds and board meetings.",
    },
  ],
  process: [
    {
      title: "Kickoff and framing",
      body: "A one-day workshop with your stakeholders to agree the problem, the target users, the constraints and what success looks like.",
    },
    {
      title: "Research and spikes",
      body: "User interviews, a review of analytics and competitors, and technical spikes on the riskiest integrations run in parallel.",
    },
    {
      title: "Prototype and test",
      body: "We prototype the key flows, test them with five to eight users per round and iterate between rounds.",
    },
    {
      title: "Plan and present",
      body: "Findings become a story map, an architecture outline, a release plan and an estimate, presented to your decision-makers.",
    },
  ],
  tech: [
    { name: "Figma", use: "Clickable prototypes, user flows and the first design-system components" },
    { name: "Miro", use: "Remote workshops, journey maps, assumption maps and story maps" },
    { name: "Maze", use: "Unmoderated prototype tests with task success and click data" },
    { name: "Dovetail", use: "Tagging and synthesising interview notes into themes" },
    { name: "Jira", use: "The prioritised backlog and release plan handed over to delivery" },
    {
      name: "Architecture decision records",
      use: "Short written records of key technical choices and their trade-offs",
    },
  ],
  faqs: [
    {
      question: "How long does a product discovery take?",
      answer:
        "Usually two to six weeks. A focused feature or internal tool can be framed in two weeks; a new product with several user groups, integrations and regulatory questions typically needs four to six. We agree the length and the deliverables before we start, and discovery is normally run at a fixed price.",
    },
    {
      question: "What do we get at the end of discovery?",
      answer:
        "Research findings, tested prototypes of the core flows, a story map with the MVP marked, an architecture outline with its risks, a release plan and a cost range for each phase. All of it is yours, and none of it obliges you to build with us.",
    },
    {
      question: "We already know what we want to build. Do we still need discovery?",
      answer:
        "Not always. If the users, scope and integrations are well understood, we run a shorter technical discovery of one to two weeks that focuses on architecture, estimates and delivery risks rather than user research.",
    },
    {
      question: "Who from our side needs to take part?",
      answer:
        "A product owner who can make decisions, ideally for two to four hours a week, plus access to a few users and to whoever owns the systems we need to integrate with. Workshops can run on site in Dubai or Munich, or remotely.",
    },
  ],
  related: ["ux-ui", "product-development", "product-management"],
  cta: {
    title: "Ready to test your idea before funding the build?",
    body: "Book a call to talk through your idea. We will propose a discovery with a fixed duration, clear deliverables and a fixed price.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
