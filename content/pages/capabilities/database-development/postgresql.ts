import type { z } from "zod";
import type { serviceDetailSchema } from "../../../schema";

/** The page at /capabilities/database/postgresql. */
export const postgresql = {
  title: "PostgreSQL Development and Performance Services | Alphai",
  description:
    "PostgreSQL services: indexing, declarative partitioning, logical replication, PostGIS and pgvector, version upgrades and managed cloud migrations.",
  h1: "PostgreSQL development, tuning and migration",
  intro:
    "PostgreSQL is our default relational database for new products, and we look after many that have grown large. We design schemas, choose the right index types, partition big tables, set up replication and upgrade major versions with minimal downtime.",
  offerings: [
    {
      icon: "search",
      title: "Indexing and query tuning",
      body: "pg_stat_statements and EXPLAIN ANALYZE reviews, with B-tree, GIN, GiST and BRIN indexes chosen for each access pattern.",
    },
    {
      icon: "layers",
      title: "Partitioning",
      body: "Declarative range or list partitioning for large event and transaction tables, with automated partition creation and retention.",
    },
    {
      icon: "refresh-cw",
      title: "Replication and upgrades",
      body: "Streaming replicas for high availability and logical replication for major version upgrades and migrations with minimal downtime.",
    },
    {
      icon: "globe",
      title: "PostGIS and geospatial",
      body: "Spatial schemas, GiST indexes and geographic queries for delivery zones, store locators and asset tracking.",
    },
    {
      icon: "brain",
      title: "pgvector for AI features",
      body: "Embeddings stored next to your business data, with HNSW indexes for semantic search and retrieval-augmented generation.",
    },
    {
      icon: "shield",
      title: "Security and multi-tenancy",
      body: "Roles, row-level security for multi-tenant SaaS and connection pooling with PgBouncer.",
    },
  ],
  outcomes: [
    {
      title: "No more double bookings",
      body: "For a Dubai holiday home platform, exclusion constraints on date ranges made overlapping bookings impossible: 3 in a season, down from 71.",
      caseStudy: "holiday-rental-search-performance",
    },
    {
      title: "Upgrades with minutes of downtime",
      body: "Logical replication lets major version upgrades cut over in a short maintenance window instead of hours.",
    },
    {
      title: "Fewer moving parts",
      body: "PostGIS and pgvector let teams handle geospatial and semantic search inside PostgreSQL rather than running extra databases.",
    },
  ],
  process: [
    {
      title: "Assessment",
      body: "We review schema, configuration, extensions, slow queries and growth trends, and agree priorities.",
    },
    {
      title: "Design and tuning",
      body: "Index, partitioning and query changes are tested on realistic data, with autovacuum settings adjusted to the workload.",
    },
    {
      title: "Replication and migration",
      body: "Replicas, failover and upgrades or migrations are rehearsed before production changes.",
    },
    {
      title: "Operations handover",
      body: "Monitoring, backup with point-in-time recovery and runbooks are delivered and tested with your team.",
    },
  ],
  tech: [
    { name: "PostgreSQL 16", use: "Current major version for new deployments" },
    { name: "pg_stat_statements", use: "Finding the most expensive queries" },
    { name: "PostGIS", use: "Geospatial types, indexes and functions" },
    { name: "pgvector", use: "Vector similarity search for AI features" },
    { name: "PgBouncer", use: "Connection pooling for busy applications" },
    { name: "Patroni", use: "High availability for self-managed clusters" },
    { name: "pgBackRest", use: "Backups and point-in-time recovery" },
    { name: "Amazon Aurora PostgreSQL", use: "Managed PostgreSQL-compatible engine on AWS" },
    { name: "TimescaleDB", use: "Time-series workloads on PostgreSQL" },
  ],
  faqs: [
    {
      question: "When should we partition a PostgreSQL table?",
      answer:
        "When a table is large enough that maintenance, vacuum or deleting old data becomes painful, and queries usually filter on a key such as date or tenant. Partitioning is not a general speed-up, so we test it against your real queries first.",
    },
    {
      question: "How do you upgrade PostgreSQL with little downtime?",
      answer:
        "For large databases we use logical replication to a new cluster on the target version, verify data, then switch the application over in a short window. Smaller databases can use pg_upgrade with link mode.",
    },
    {
      question: "Can you migrate us from Oracle or SQL Server to PostgreSQL?",
      answer:
        "Yes. We assess schema and code compatibility, convert stored procedures to PL/pgSQL where needed, migrate data with validation and run both systems in parallel before cut-over.",
    },
    {
      question: "Do we need a separate vector database for AI search?",
      answer:
        "Often not. For up to several million embeddings, pgvector with HNSW indexes performs well and keeps data, permissions and backups in one place.",
    },
  ],
  related: ["ai-integration", "big-data", "mysql", "python"],
  cta: {
    title: "Is PostgreSQL ready for your next year of growth?",
    body: "Send us your slowest queries and growth figures. We will propose a health check, partitioning plan or upgrade path.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
