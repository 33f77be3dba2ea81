import type { z } from "zod";
import type { engagementSchema } from "../../schema";

/** The page at /about/engagement-models. */
export const engagementPage = {
  title: "Engagement Models: Fixed Price, Team or T&M | Alphai",
  description:
    "Compare Alphai's fixed price, dedicated team and time & material models by budget predictability, scope flexibility, involvement and billing.",
  h1: "Engagement models",
  intro:
    "How you contract a project matters as much as who builds it. We offer three engagement models: fixed price, dedicated team, and time & material. Each balances scope certainty, flexibility and involvement differently, and many clients switch as their product matures.",
  models: [
    {
      id: "fixed-price",
      name: "Fixed price",
      summary:
        "An agreed scope, timeline and price for a clearly defined deliverable. We usually start with a paid discovery phase so that the scope is specific enough to price responsibly.",
      bestFor: [
        "MVPs and projects with well-understood requirements and a firm budget",
        "Marketing websites, redesigns and clearly bounded feature sets",
        "Organisations whose procurement rules require a fixed contract value",
      ],
      budgetPer: "project",
      pricing: "Quoted per milestone after discovery; a two-week discovery phase costs {discovery}.",
      minimum: "Projects from {from} and about six weeks of work, usually after a paid discovery phase.",
    },
    {
      id: "dedicated-team",
      name: "Dedicated team",
      summary:
        "A full-time team of engineers, designers and QA specialists that works only on your product, under your priorities, for a monthly fee per role and a minimum term.",
      bestFor: [
        "Long-running products with a continuous roadmap",
        "Scale-ups that need to grow engineering capacity faster than they can hire",
        "Companies that want an extension of their in-house team with stable people",
      ],
      budgetPer: "month",
      pricing: "A monthly fee per full-time person, from about {qa} for a QA engineer to {lead} for a lead.",
      minimum:
        "One full-time specialist for three months, then one month's notice; most teams have three to eight people.",
    },
    {
      id: "time-material",
      name: "Time & material",
      summary:
        "You pay for the hours actually worked at agreed rates, with the scope adjusted sprint by sprint. Ideal when requirements are expected to change as you learn.",
      bestFor: [
        "Evolving products where priorities change based on user feedback",
        "Audits, integrations and modernisation work with unknowns",
        "Support and improvements after launch with a variable monthly load",
      ],
      budgetPer: "month",
      pricing: "Hours logged at {hourly} an hour depending on the role, reported weekly and invoiced monthly.",
      minimum: "80 hours a month for at least two months, with two weeks' notice to scale down.",
    },
  ],
  comparison: [
    {
      criterion: "Budget predictability",
      values: [
        "High: total price agreed before work starts",
        "High per month: fixed fee per team member",
        "Medium: estimates per sprint, cost follows hours",
      ],
    },
    {
      criterion: "Flexibility to change scope",
      values: [
        "Low: changes go through a change request",
        "High: you reprioritise the backlog at any time",
        "High: scope is adjusted every sprint",
      ],
    },
    {
      criterion: "Client involvement",
      values: [
        "Moderate: sign-offs at milestones",
        "High: you set priorities and join ceremonies",
        "High: sprint planning and reviews together",
      ],
    },
    {
      criterion: "Team composition",
      values: [
        "Chosen by Alphai to fit the agreed scope",
        "Chosen with you, people stay on your product",
        "Flexible mix of roles, scaled up or down per sprint",
      ],
    },
    {
      criterion: "Billing",
      values: [
        "By milestone, against accepted deliverables",
        "Monthly, per full-time team member",
        "Monthly, by hours logged and reported",
      ],
    },
    {
      criterion: "Best project size",
      values: [
        "Small to medium, roughly 1 to 6 months",
        "Medium to large, 6 months or longer",
        "Any size, especially open-ended work",
      ],
    },
    {
      criterion: "Ramp-up time",
      values: ["2 to 4 weeks, including discovery", "2 to 6 weeks, depending on roles", "1 to 2 weeks"],
    },
  ],
  budgetNote:
    "Figures are in US dollars, excluding VAT and third-party costs such as cloud hosting, licences and app store fees. We invoice in USD, EUR or AED. Your written proposal gives a fixed price or a monthly figure for your scope before anything is signed.",
  exampleTeam: {
    title: "An example team: a mobile product after launch",
    model: "dedicated-team",
    context:
      "A scale-up with a live React Native app and a Node.js back end, shipping every two weeks and growing its feature set. Work is led from our Dubai or Munich office and built by engineers in Lahore, in your time zone's working hours.",
    members: [
      {
        role: "Delivery lead",
        allocation: 50,
        does: "Runs planning and reviews with your product owner, reports progress and risks every week.",
      },
      {
        role: "Senior React Native engineer",
        allocation: 100,
        does: "Leads the app's architecture, reviews code and handles store releases.",
      },
      {
        role: "React Native engineer",
        allocation: 100,
        does: "Builds features in the app and the shared component library.",
      },
      {
        role: "Node.js engineer",
        allocation: 100,
        does: "Builds the APIs, integrations and background jobs behind the app.",
      },
      {
        role: "QA engineer",
        allocation: 100,
        does: "Writes automated end-to-end tests and checks each release on real devices.",
      },
      {
        role: "UX/UI designer",
        allocation: 50,
        does: "Designs new flows, runs quick usability tests and keeps the design system current.",
      },
      {
        role: "DevOps engineer",
        allocation: 20,
        does: "Looks after the pipelines, environments, monitoring and cloud costs.",
      },
    ],
  },
  faqs: [
    {
      question: "Can we switch engagement models during a project?",
      answer:
        "Yes. A common path is a fixed-price discovery and MVP, followed by a dedicated team or time & material once the product is live and priorities change every sprint. We agree the switch at a milestone so that nothing is left half-finished.",
    },
    {
      question: "How do you handle change requests under a fixed price?",
      answer:
        "Changes are welcome, but each one is estimated in writing before work starts. You can add it to the scope at the quoted cost, swap it for a feature of similar size, or leave it for a later phase.",
    },
    {
      question: "What is the minimum term for a dedicated team?",
      answer:
        "Usually three months, with a one-month notice period afterwards. Shorter terms are possible for single specialists joining an existing team.",
    },
    {
      question: "Who owns the code and intellectual property?",
      answer:
        "You do, in every model. Our contracts assign intellectual property to the client on payment, and code lives in your repositories from the first commit whenever possible.",
    },
  ],
  cta: {
    title: "Not sure which model fits?",
    body: "Describe your project, budget and timeline, and our delivery lead will recommend a model and explain the trade-offs in a 30-minute call.",
  },
} satisfies z.input<typeof engagementSchema>;
