import type { z } from "zod";
import type { serviceDetailSchema } from "../../../schema";

/** The page at /services/product-engineering/chatgpt-integration. */
export const chatgptIntegration = {
  title: "ChatGPT and OpenAI API Integration Services | Alphai",
  description:
    "ChatGPT integration with the OpenAI API: assistants grounded in your documents, tool calling into your systems, evaluations, guardrails and cost control.",
  h1: "ChatGPT integration that answers from your own data, safely",
  intro:
    "A chat window on a language model is easy. Making it answer correctly from your data, respect permissions and cost predictably is not. We build OpenAI-powered features into your products and internal tools, with retrieval, tool calling, evaluations and guardrails from the start.",
  offerings: [
    {
      icon: "message-square",
      title: "Assistants grounded in your content",
      body: "Retrieval-augmented generation over policies, manuals, tickets and product data, with answers that cite their sources and say so when they do not know.",
    },
    {
      icon: "zap",
      title: "Tool calling into your systems",
      body: "Assistants that look up orders, create tickets or draft quotes through your APIs, with scoped permissions and a confirmation step before any action.",
    },
    {
      icon: "file-text",
      title: "Document processing",
      body: "Extraction and classification of invoices, contracts and forms, with structured outputs validated against a schema before they reach your systems.",
    },
    {
      icon: "check-circle",
      title: "Evaluation suites",
      body: "Test sets of real questions with expected answers, run automatically on every prompt or model change so quality is measured rather than assumed.",
    },
    {
      icon: "lock",
      title: "Guardrails and privacy",
      body: "PII redaction, prompt-injection defences, content filtering and audit logs, with Azure OpenAI when data residency or enterprise terms require it.",
    },
    {
      icon: "wallet",
      title: "Cost and latency control",
      body: "Routing between larger and smaller models, caching, prompt trimming and usage dashboards, so the cost per conversation is known and capped.",
    },
  ],
  outcomes: [
    {
      title: "Faster support resolution",
      body: "An internal assistant that surfaces the right policy passage, with its source, lets support agents answer in seconds instead of searching shared drives.",
    },
    {
      title: "Less manual data entry",
      body: "Extracting fields from invoices and forms typically removes most manual keying, with low-confidence cases routed to a person for review.",
    },
    {
      title: "Predictable spend",
      body: "Routing simple queries to a smaller model and caching frequent answers keeps the monthly API bill low at the same evaluation score.",
    },
  ],
  process: [
    {
      title: "Use-case selection",
      body: "We rank candidate use cases by value, risk and data readiness, and pick one with a measurable goal.",
    },
    {
      title: "Prototype and evaluation set",
      body: "A working prototype on your data, plus a test set of 100 to 300 real questions that defines what a good answer looks like.",
    },
    {
      title: "Production build",
      body: "Retrieval pipeline, tool integrations, guardrails, logging and user interface, built into your product or internal tools.",
    },
    {
      title: "Monitor and improve",
      body: "Quality, cost and user feedback are tracked after launch, and the evaluation suite guards every later change.",
    },
  ],
  tech: [
    { name: "OpenAI API", use: "GPT models for chat, structured outputs, tool calling and embeddings" },
    { name: "Azure OpenAI Service", use: "OpenAI models under Azure enterprise terms and regional hosting" },
    { name: "pgvector", use: "Vector search inside PostgreSQL, next to your relational data" },
    { name: "Azure AI Search", use: "Hybrid keyword and vector retrieval with security trimming" },
    { name: "LangGraph", use: "Multi-step agent workflows with explicit state and checkpoints" },
    { name: "LlamaIndex", use: "Document ingestion, chunking and retrieval pipelines" },
    { name: "Langfuse", use: "Tracing, prompt versioning and cost tracking in production" },
    { name: "promptfoo", use: "Automated evaluations and red-teaming of prompts and models" },
    { name: "Python and FastAPI", use: "Services that host retrieval, tools and guardrails" },
  ],
  faqs: [
    {
      question: "Will our data be used to train OpenAI's models?",
      answer:
        "Under OpenAI's API terms and Azure OpenAI's terms, data sent through the API is not used to train models by default. We still minimise what is sent, redact personal data where possible and configure retention settings to match your policies.",
    },
    {
      question: "How do you stop the assistant from making things up?",
      answer:
        "Answers are grounded in retrieved documents, the model is instructed to cite sources and to decline when the context is insufficient, and an evaluation suite measures factual accuracy before each release. This reduces the risk substantially but not to zero, so high-stakes outputs keep a person in the loop.",
    },
    {
      question: "Can the assistant work in Arabic and German?",
      answer:
        "Yes. Current GPT models handle Arabic and German well, and we include questions in each language in the evaluation set. Retrieval over Arabic text needs particular care with tokenisation and hybrid search, which we test explicitly.",
    },
    {
      question: "What does a ChatGPT integration cost to run?",
      answer:
        "It depends on volume, the model and the length of answers. During the prototype we measure tokens per conversation and project the monthly cost at your expected usage, then apply routing and caching to bring it down.",
    },
  ],
  related: ["ai-integration", "python", "product-development", "digital-transformation"],
  cta: {
    title: "Have a use case for ChatGPT in your product?",
    body: "Describe the task and the data behind it. We will tell you whether a language model is the right tool and what a first prototype would involve.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
