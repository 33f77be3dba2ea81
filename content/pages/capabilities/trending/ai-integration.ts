import type { z } from "zod";
import type { serviceDetailSchema } from "../../../schema";

/** The page at /capabilities/trending/ai-integration. */
export const aiIntegration = {
  title: "AI Integration Services for Existing Products | Alphai",
  description:
    "AI integration for existing products: retrieval-augmented search, document extraction and assistants built on LLM APIs, with evaluation and guardrails.",
  h1: "AI integration that solves a specific problem",
  intro:
    "LLMs are useful when pointed at a well-defined task, with the right data and a way to check answers. We add AI features to products and internal tools, from document extraction to search over your knowledge base, and measure whether they help.",
  offerings: [
    {
      icon: "search",
      title: "Retrieval-augmented generation",
      body: "Assistants and search that answer from your own documents, with chunking, embeddings in pgvector or a vector database, and source citations.",
    },
    {
      icon: "file-text",
      title: "Document extraction",
      body: "Pulling structured fields from invoices, contracts, IDs and forms in English and Arabic, with confidence scores and human review queues.",
    },
    {
      icon: "bot",
      title: "Assistants and agents",
      body: "Support and operations assistants that call your APIs through tool use, with permissions, audit logs and hand-off to people.",
    },
    {
      icon: "bar-chart",
      title: "Evaluation and monitoring",
      body: "Test sets, automated scoring and production tracing so quality, latency and cost per request are measured, not assumed.",
    },
    {
      icon: "shield",
      title: "Guardrails and data protection",
      body: "PII redaction, prompt-injection defences, output validation and region-appropriate hosting such as Azure OpenAI in your chosen region.",
    },
  ],
  outcomes: [
    {
      title: "Moderation at start-up scale",
      body: "For a Vienna neighbourhood app, a language model screens new posts in German and English, and a member's report is resolved in a median of four hours.",
      caseStudy: "neighbourhood-community-app-moderation",
    },
    {
      title: "Faster answers for support teams",
      body: "A retrieval assistant over policy documents lets agents find answers in seconds, with the source passage shown, instead of searching shared drives.",
    },
    {
      title: "Predictable running costs",
      body: "Model routing, caching and prompt trimming keep cost per request visible and within an agreed budget.",
    },
  ],
  process: [
    {
      title: "Use-case selection",
      body: "We rank candidate use cases by value, data availability and risk, and pick one with a measurable success criterion.",
    },
    {
      title: "Prototype and evaluation set",
      body: "A working prototype is tested against a set of real examples labelled with your team, so quality is scored from day one.",
    },
    {
      title: "Production integration",
      body: "The feature is integrated into your product with authentication, logging, rate limits, fallbacks and cost tracking.",
    },
    {
      title: "Monitor and improve",
      body: "We review traces and user feedback, extend the evaluation set and tune prompts, retrieval or model choice over time.",
    },
  ],
  tech: [
    { name: "OpenAI API", use: "General-purpose language and embedding models" },
    { name: "Azure OpenAI", use: "OpenAI models hosted with Azure enterprise controls" },
    { name: "Anthropic Claude", use: "Long-document analysis and tool use" },
    { name: "LangChain", use: "Orchestrating retrieval and tool-calling flows where it helps" },
    { name: "pgvector", use: "Vector search inside an existing PostgreSQL database" },
    { name: "Qdrant", use: "Dedicated vector database for larger corpora" },
    { name: "FastAPI", use: "Python services that wrap models and pipelines" },
    { name: "Langfuse", use: "Tracing, evaluation and cost tracking for LLM calls" },
  ],
  faqs: [
    {
      question: "Will our data be used to train the model?",
      answer:
        "With the enterprise API terms of the major providers, API inputs are not used for training by default. We confirm the terms for your chosen provider, and can use regionally hosted or open-weight models where policy requires it.",
    },
    {
      question: "How do you stop the model from making things up?",
      answer:
        "We ground answers in retrieved sources, require citations, validate outputs against schemas and test against a labelled evaluation set. No approach removes errors completely, so high-risk answers go to human review.",
    },
    {
      question: "How long does a first AI feature take?",
      answer:
        "A scoped prototype with an evaluation set typically takes three to five weeks. Production integration depends on your systems and approval process, and often takes another four to eight weeks.",
    },
    {
      question: "Can the AI work with Arabic content?",
      answer:
        "Yes. Current models handle Modern Standard Arabic well, and we test extraction and retrieval on your real Arabic documents, including scanned ones, before committing to an approach.",
    },
  ],
  related: ["chatgpt-integration", "python", "big-data", "product-development"],
  cta: {
    title: "Have a process that AI could speed up?",
    body: "Describe the task, the data and who does it today. We will tell you whether AI is a good fit and what a first prototype would involve.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
