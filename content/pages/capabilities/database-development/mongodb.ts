import type { z } from "zod";
import type { serviceDetailSchema } from "../../../schema";

/** The page at /capabilities/database/mongodb. */
export const mongodb = {
  title: "MongoDB Development and Atlas Consulting | Alphai",
  description:
    "MongoDB development: document schema design, aggregation pipelines, indexing, sharding, Atlas Search and migrations to MongoDB Atlas.",
  h1: "MongoDB development and schema design",
  intro:
    "MongoDB gives teams a flexible document model, but flexibility without design turns into slow queries and inconsistent data. We design schemas around your access patterns, write efficient aggregation pipelines and run MongoDB reliably, self-hosted or on Atlas.",
  offerings: [
    {
      icon: "layers",
      title: "Schema design",
      body: "Embedding versus referencing decisions, patterns such as bucket and computed fields, and JSON Schema validation to keep documents consistent.",
    },
    {
      icon: "bar-chart",
      title: "Aggregation and reporting",
      body: "Aggregation pipelines for reporting and analytics, with $lookup used sparingly and pipeline stages ordered to use indexes.",
    },
    {
      icon: "gauge",
      title: "Index and performance tuning",
      body: "Profiler and explain plan analysis, compound index design following the equality-sort-range rule, and removal of unused indexes.",
    },
    {
      icon: "server",
      title: "Replica sets and sharding",
      body: "Replica set configuration, shard key selection and balancing for collections that outgrow a single server.",
    },
    {
      icon: "cloud",
      title: "Atlas migration and features",
      body: "Live migration to MongoDB Atlas, plus Atlas Search, Vector Search and online archive where they simplify your architecture.",
    },
  ],
  outcomes: [
    {
      title: "Live in 16 weeks",
      body: "For a Vienna neighbourhood network, a Node.js and MongoDB backend with live feeds and chat went from discovery sprint to public launch in 16 weeks.",
      caseStudy: "neighbourhood-community-app-moderation",
    },
    {
      title: "Consistent data",
      body: "Schema validation rules stop malformed documents at write time, reducing defensive code throughout the application.",
    },
    {
      title: "Room to grow",
      body: "A well-chosen shard key lets collections scale horizontally without rewriting application queries.",
    },
  ],
  process: [
    {
      title: "Access pattern review",
      body: "We list the application's reads and writes by frequency, which drives document shape and indexing.",
    },
    {
      title: "Model and index",
      body: "Schemas, validation rules and indexes are designed and tested against realistic data volumes.",
    },
    {
      title: "Migrate safely",
      body: "Document reshaping runs in batches or through dual writes, with change streams keeping systems in sync.",
    },
    {
      title: "Operate",
      body: "Backups, alerts and performance dashboards are configured in Atlas or your own monitoring stack.",
    },
  ],
  tech: [
    { name: "MongoDB 7", use: "Current server with queryable encryption and improved sharding" },
    { name: "MongoDB Atlas", use: "Managed MongoDB on AWS, Azure or Google Cloud" },
    { name: "Atlas Search", use: "Full-text search built on Apache Lucene" },
    { name: "Atlas Vector Search", use: "Semantic search alongside operational data" },
    { name: "Change streams", use: "Reacting to data changes in real time" },
    { name: "Mongoose", use: "Schemas and models for Node.js applications" },
    { name: "MongoDB Compass", use: "Exploring data and explain plans" },
    { name: "Time-series collections", use: "Efficient storage for sensor and event data" },
  ],
  faqs: [
    {
      question: "Does MongoDB support transactions?",
      answer:
        "Yes. Multi-document ACID transactions are supported on replica sets and sharded clusters. Good schema design keeps most writes to a single document, so transactions are needed less often than in relational systems.",
    },
    {
      question: "Is MongoDB or PostgreSQL better for our product?",
      answer:
        "MongoDB suits data that is naturally hierarchical or varies between records. PostgreSQL suits highly relational data and complex reporting. Many products use both, and we help you decide per workload.",
    },
    {
      question: "Can you help reduce our Atlas costs?",
      answer:
        "Often. We right-size cluster tiers, remove unused indexes, archive cold data with online archive and fix queries that scan too many documents.",
    },
  ],
  related: ["node", "postgresql", "firestore", "backend-development"],
  cta: {
    title: "Want a MongoDB schema that scales?",
    body: "Share your collections and slowest queries. We will review your model and suggest the changes with the biggest payoff.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
