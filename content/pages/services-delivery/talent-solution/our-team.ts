import type { z } from "zod";
import type { serviceDetailSchema } from "../../../schema";

/** The page at /talent-solution/our-team. */
export const ourTeam = {
  title: "Build a Dedicated Software Team | Alphai",
  description:
    "Build a dedicated software team with Alphai: developers, QA, designers and a delivery lead assembled for your product, interviewed by you, working only for you.",
  h1: "Build your dedicated team",
  intro:
    "A dedicated team is a group of Alphai engineers assembled for your product and working only on it, long term. You choose the people, set the priorities and own the code; we handle recruitment, HR, equipment, workspace and retention.",
  offerings: [
    {
      icon: "users",
      title: "Cross-functional teams",
      body: "Front-end, back-end and mobile developers, QA engineers, UX/UI designers and DevOps engineers combined to match your product and roadmap.",
    },
    {
      icon: "briefcase",
      title: "Delivery lead included",
      body: "A delivery lead runs ceremonies, tracks velocity and quality, and is your single contact for staffing, performance and escalations.",
    },
    {
      icon: "search",
      title: "Selection with your input",
      body: "We shortlist from our engineers and, where needed, recruit; you interview each candidate and approve every member of the team.",
    },
    {
      icon: "trending-up",
      title: "Flexible scaling",
      body: "Add roles as your roadmap grows or reduce the team with a notice period agreed in the contract, typically one month per person.",
    },
    {
      icon: "graduation-cap",
      title: "Onboarding and knowledge retention",
      body: "Structured onboarding into your domain, documented knowledge and planned overlaps so changes in the team do not reset progress.",
    },
  ],
  outcomes: [
    {
      title: "A productive team in weeks",
      body: "Most dedicated teams start within three to five weeks of the first call, compared with several months of local hiring.",
    },
    {
      title: "Stable, long-term members",
      body: "Team members stay on your product over many quarters, building the domain knowledge that short-term contractors lack.",
    },
    {
      title: "Lower total cost than local hiring",
      body: "With most engineering in Pakistan, a team typically costs noticeably less than equivalent local hires in the Gulf or Europe, without recruitment fees.",
    },
  ],
  process: [
    {
      title: "Team design",
      body: "We discuss your product, roadmap and current team, and propose the roles, seniority and size for a first phase.",
    },
    {
      title: "Selection",
      body: "We present profiles, you interview the candidates, and together we finalise the team composition.",
    },
    {
      title: "Onboarding",
      body: "We set up access, tools and communication channels, and the team starts with a knowledge-transfer sprint.",
    },
    {
      title: "Delivery and reviews",
      body: "The team works in your sprints; the delivery lead reports monthly on velocity, quality and team health.",
    },
  ],
  tech: [
    { name: "React / Next.js", use: "Web front ends and server-rendered applications" },
    { name: "Angular", use: "Enterprise web applications" },
    { name: "Node.js / NestJS", use: "APIs and back-end services in TypeScript" },
    { name: ".NET / C#", use: "Enterprise back ends and Azure-hosted systems" },
    { name: "Java / Spring Boot", use: "Transaction-heavy back-end services" },
    { name: "Python / Django", use: "Web back ends, data pipelines and AI integrations" },
    { name: "Flutter / React Native", use: "Cross-platform mobile apps" },
    { name: "Swift / Kotlin", use: "Native iOS and Android development" },
    { name: "AWS / Azure / GCP", use: "Cloud infrastructure and DevOps" },
    { name: "Jira / Linear", use: "The team works in your existing tracker" },
  ],
  faqs: [
    {
      question: "How is a dedicated team different from outsourcing a project?",
      answer:
        "In a project engagement we commit to a defined scope. In a dedicated team you direct the work and priorities change as you need; you pay a monthly fee per team member and the team stays focused on your product.",
    },
    {
      question: "Who manages the team day to day?",
      answer:
        "Your product owner sets priorities. Our delivery lead runs the team's process, handles HR matters and escalations, and keeps you informed. Many clients also have their own engineering lead working directly with the team.",
    },
    {
      question: "What happens if a team member leaves?",
      answer:
        "We propose a replacement with a similar profile and arrange a handover period with the departing member wherever possible, at no extra cost to you.",
    },
    {
      question: "What is the minimum team size?",
      answer:
        "A dedicated team usually starts at three people, for example two developers and a QA engineer, with the delivery lead shared. For a single role, see our hire-a-developer option.",
    },
  ],
  related: ["hire-developer", "engagement-models", "project-management"],
  cta: {
    title: "Start assembling your team",
    body: "Tell us about your product and the skills you are missing. We will propose a team composition and a monthly cost within a few days.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
