import type { z } from "zod";
import type { serviceFamilySchema } from "../../../schema";

/** The page at /database-development. */
export const databaseDevelopment = {
  title: "Database Development and Tuning Services | Alphai",
  description:
    "Database design, tuning and migration for SQL Server, MySQL, PostgreSQL, MongoDB and Firestore, from schema modelling to replication and backups.",
  h1: "Database development, tuning and migration",
  intro:
    "Slow pages, nightly jobs that overrun and reports nobody trusts usually trace back to the database. We design schemas, tune queries, plan migrations and set up replication and backups for relational and document databases, so your data layer stops being the bottleneck.",
  overview:
    "Our database engineers work across the engines our clients actually run: SQL Server in Microsoft-centred enterprises, MySQL and PostgreSQL behind most web products, MongoDB for flexible document models, and Firestore for mobile and real-time apps on Firebase. Engagements range from a two-week performance review to a full migration between engines or into managed cloud services such as Amazon RDS, Azure SQL and Cloud SQL. We start from evidence (query statistics, execution plans, growth trends), change one thing at a time and measure the result. Every engagement ends with documented runbooks for backups, restores and failover, tested rather than assumed.",
  cards: {
    "sql-server":
      "SQL Server tuning with Query Store and execution plans, Always On availability groups, and migrations to Azure SQL or SQL Server on Linux.",
    mysql:
      "MySQL 8 schema design, InnoDB tuning and replication, online schema changes with gh-ost, and upgrades from 5.7 or moves to Aurora MySQL.",
    firestore:
      "Firestore data models, security rules and composite indexes for mobile and real-time apps, with read-cost control and BigQuery export.",
    mongodb:
      "MongoDB schema design with embedding and referencing patterns, aggregation pipelines, sharding and migrations to MongoDB Atlas.",
    postgresql:
      "PostgreSQL indexing, declarative partitioning, logical replication and PostGIS or pgvector extensions, on self-hosted or managed instances.",
  },
  whyUs: [
    {
      icon: "search",
      title: "Evidence before changes",
      body: "We start from query statistics and execution plans, not guesses, and report the measured effect of every index or rewrite.",
    },
    {
      icon: "refresh-cw",
      title: "Migrations with a way back",
      body: "Engine and version migrations run with dual writes or replication, rehearsed cut-overs and a rollback path agreed in advance.",
    },
    {
      icon: "lock",
      title: "Backups that are actually restored",
      body: "We schedule restore drills and document recovery times, so your recovery point and recovery time objectives are known, not hoped for.",
    },
  ],
  process: [
    {
      title: "Health check",
      body: "We collect workload statistics, slow query logs, schema and configuration, and rank problems by business impact.",
    },
    {
      title: "Design and fixes",
      body: "Schema changes, indexes and query rewrites are tested on a copy of production data before they reach live systems.",
    },
    {
      title: "Resilience setup",
      body: "Replication, failover, backups and monitoring are configured and tested with realistic failure scenarios.",
    },
    {
      title: "Runbooks and handover",
      body: "Your team receives runbooks, dashboards and a walkthrough, with optional ongoing database support afterwards.",
    },
  ],
  cta: {
    title: "Is your database holding you back?",
    body: "Send us your slowest queries or your migration plans. We will suggest a scoped health check or migration approach within two working days.",
  },
} satisfies z.input<typeof serviceFamilySchema>;
