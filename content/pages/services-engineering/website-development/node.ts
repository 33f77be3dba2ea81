import type { z } from "zod";
import type { serviceDetailSchema } from "../../../schema";

/** The page at /services/website-development/node (also at /capabilities/backend/nodejs). */
export const node = {
  title: "Node.js and TypeScript Back-end Development | Alphai",
  description:
    "Node.js development in TypeScript with NestJS and Fastify: REST and GraphQL APIs, real-time WebSocket features, queue workers and BFF layers.",
  h1: "Node.js development for APIs and real-time products",
  intro:
    "Node.js lets one TypeScript codebase span front end and back end, and its event loop handles many concurrent connections efficiently. We build Node.js services that use this well, with clear structure, typed contracts and the observability to keep them healthy under load.",
  offerings: [
    {
      icon: "server",
      title: "REST and GraphQL APIs",
      body: "NestJS or Fastify services with typed request validation, OpenAPI or GraphQL schemas and consistent error handling across endpoints.",
    },
    {
      icon: "zap",
      title: "Real-time features",
      body: "Chat, live tracking, notifications and collaborative editing over WebSockets or Socket.IO, scaled horizontally with a Redis adapter.",
    },
    {
      icon: "settings",
      title: "Queues and background workers",
      body: "BullMQ or message-broker workers for emails, reports, imports and webhooks, with retries, idempotency keys and dead-letter handling.",
    },
    {
      icon: "layers",
      title: "Backend for front end",
      body: "BFF layers that aggregate microservices and third-party APIs into responses shaped for your web and mobile apps.",
    },
    {
      icon: "cloud",
      title: "Serverless Node.js",
      body: "AWS Lambda, Azure Functions or Cloud Run services for spiky workloads, with cold starts and costs measured rather than guessed.",
    },
    {
      icon: "gauge",
      title: "Performance and reliability",
      body: "Event-loop lag monitoring, CPU and heap profiling with the Node inspector, memory-leak hunting and worker threads for CPU-bound tasks.",
    },
  ],
  outcomes: [
    {
      title: "Fewer order errors",
      body: "For an Abu Dhabi cloud kitchen group, a Node.js hub that merges aggregator and direct orders into one queue cut orders with errors at peak hours by 43%.",
      caseStudy: "cloud-kitchen-ordering-platform",
    },
    {
      title: "Fewer integration bugs",
      body: "Sharing TypeScript types and Zod schemas between a React front end and a NestJS API removed a whole class of contract errors.",
    },
    {
      title: "Stable memory",
      body: "Fixing a leak in a Node.js image-processing service ended its daily restarts and reduced its memory footprint by 55%.",
    },
  ],
  process: [
    {
      title: "Architecture",
      body: "We define service boundaries, API contracts and data stores, and decide between containers and serverless.",
    },
    {
      title: "Foundations",
      body: "Project structure, typed configuration, logging, tests and a CI pipeline in place before the first feature.",
    },
    {
      title: "Sprint delivery",
      body: "Features with unit tests in Vitest or Jest and integration tests against real databases running in containers.",
    },
    {
      title: "Load test and launch",
      body: "k6 load tests, tuning of the hot paths and a staged rollout with monitoring.",
    },
  ],
  tech: [
    { name: "Node.js LTS", use: "Active LTS releases for production services" },
    { name: "TypeScript", use: "Strict types shared across services and clients" },
    { name: "NestJS", use: "Structured, modular services with dependency injection" },
    { name: "Fastify", use: "Lightweight, fast HTTP services with schema validation" },
    { name: "Prisma and Drizzle", use: "Type-safe database access and migrations" },
    { name: "Socket.IO", use: "Real-time communication with rooms and reconnection" },
    { name: "BullMQ", use: "Redis-backed job queues and scheduled work" },
    { name: "GraphQL (Apollo or Mercurius)", use: "Typed APIs for complex client data needs" },
    { name: "Zod", use: "Runtime validation of inputs and configuration" },
    { name: "Pino", use: "Fast, structured JSON logging" },
    { name: "k6", use: "Load and performance testing" },
  ],
  faqs: [
    {
      question: "When is Node.js a good choice for the back end?",
      answer:
        "For I/O-heavy APIs, real-time features, BFF layers and teams that want TypeScript on both sides. For heavy numerical work or long CPU-bound jobs, Python, Java or Go are usually better fits, or Node.js with worker threads for occasional tasks.",
    },
    {
      question: "NestJS, Fastify or Express?",
      answer:
        "For larger codebases and teams we prefer NestJS for its structure, or Fastify for lean, fast services. Express is fine for small apps, and we maintain many existing Express codebases.",
    },
    {
      question: "Which database do you use with Node.js?",
      answer:
        "PostgreSQL by default, MongoDB where a document model fits the data, and Redis for caching and queues. Prisma or Drizzle provide typed access to the relational stores.",
    },
    {
      question: "Can you upgrade an old Node.js service?",
      answer:
        "Yes. We move services to a current LTS release, replace abandoned dependencies, introduce TypeScript gradually and add tests before larger changes.",
    },
  ],
  related: ["backend-development", "react", "mongodb", "devops-ci-cd"],
  cta: {
    title: "Need a Node.js back end that holds up?",
    body: "Describe your API, your traffic and your integrations. We will propose an architecture and a delivery plan.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
