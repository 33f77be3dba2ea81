import type { z } from "zod";
import type { serviceDetailSchema } from "../../../schema";

/** The page at /talent-solution/hire-developer. */
export const hireDeveloper = {
  title: "Hire Pre-Vetted Software Developers | Alphai",
  description:
    "Hire pre-vetted Alphai developers for web, mobile, back-end or DevOps work. Interview them yourself and have them join your team in as little as two weeks.",
  h1: "Hire a developer",
  intro:
    "Need one more senior React engineer or a Flutter developer for the next six months? Hire an individual Alphai developer who joins your team, attends your stand-ups and works in your repositories, while we take care of employment, equipment and continuity.",
  offerings: [
    {
      icon: "monitor",
      title: "Web developers",
      body: "Front-end developers in React, Next.js, Angular and Vue.js, and full-stack engineers with Node.js, .NET, Java or Python experience.",
    },
    {
      icon: "smartphone",
      title: "Mobile developers",
      body: "Native iOS developers with Swift and SwiftUI, Android developers with Kotlin and Jetpack Compose, and Flutter or React Native specialists.",
    },
    {
      icon: "server",
      title: "Back-end and data engineers",
      body: "API, integration and database specialists with PostgreSQL, SQL Server, MongoDB and event streaming experience.",
    },
    {
      icon: "cloud",
      title: "DevOps and cloud engineers",
      body: "Engineers for CI/CD, Terraform, Kubernetes and cloud operations on AWS, Azure or Google Cloud.",
    },
    {
      icon: "bug",
      title: "QA automation engineers",
      body: "Testers who build and maintain Playwright, Cypress or Appium suites and own test quality inside your sprints.",
    },
  ],
  outcomes: [
    {
      title: "Start in about two weeks",
      body: "For common stacks, shortlisted profiles usually arrive within a week and the developer can start about two weeks after your first call.",
    },
    {
      title: "Low-risk trial",
      body: "If the developer is not the right fit during the first month, we replace them or end the engagement with no penalty.",
    },
    {
      title: "Continuity built in",
      body: "If your developer leaves Alphai or falls ill for an extended period, we provide a replacement and handle the handover.",
    },
  ],
  process: [
    {
      title: "Share the requirements",
      body: "Tell us the role, stack, seniority, expected duration and the hours of overlap you need with your team.",
    },
    {
      title: "Review profiles",
      body: "We send two or three profiles with experience summaries and results from our technical assessment.",
    },
    {
      title: "Interview",
      body: "You run your own technical interview or coding exercise and pick the developer you want.",
    },
    {
      title: "Onboard",
      body: "The developer joins your tools and ceremonies; we check in with you after two weeks and monthly thereafter.",
    },
  ],
  tech: [
    { name: "React / Next.js", use: "Front-end and full-stack web development" },
    { name: "Angular / Vue.js", use: "Single-page applications and dashboards" },
    { name: "Node.js", use: "REST and GraphQL APIs, serverless functions" },
    { name: ".NET", use: "ASP.NET Core APIs and enterprise applications" },
    { name: "Java", use: "Spring Boot services and integrations" },
    { name: "Python", use: "Django and FastAPI back ends, data and AI work" },
    { name: "Flutter", use: "Cross-platform mobile apps from one codebase" },
    { name: "Swift / Kotlin", use: "Native iOS and Android apps" },
    { name: "Terraform / Kubernetes", use: "Infrastructure as code and container platforms" },
    { name: "Playwright", use: "End-to-end test automation" },
  ],
  faqs: [
    {
      question: "What is the minimum engagement length?",
      answer:
        "We recommend at least three months so the developer can become productive in your codebase. Shorter engagements are possible for well-defined tasks on a time & material basis.",
    },
    {
      question: "Which hours will the developer work?",
      answer:
        "Our standard hours are Monday to Friday 09:00–18:00 local time. For clients in Europe or the Gulf, we agree a daily overlap window for stand-ups, reviews and pairing, usually four hours or more.",
    },
    {
      question: "Who owns the code the developer writes?",
      answer:
        "You do. The contract assigns all intellectual property to you, the developer signs an NDA, and work happens in your repositories under your access controls.",
    },
    {
      question: "Can the developer become part of a larger team later?",
      answer:
        "Yes. Many clients start with one developer and grow into a dedicated team with QA and a delivery lead once the collaboration is working well.",
    },
  ],
  related: ["our-team", "engagement-models", "website-development", "mobile-app-development"],
  cta: {
    title: "Find the developer your team is missing",
    body: "Send us the role and stack. We will reply with available profiles and a monthly rate, usually within two working days.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
