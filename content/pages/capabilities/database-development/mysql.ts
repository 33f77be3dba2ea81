import type { z } from "zod";
import type { serviceDetailSchema } from "../../../schema";

/** The page at /capabilities/database/mysql. */
export const mysql = {
  title: "MySQL Development and Database Tuning | Alphai",
  description:
    "MySQL services: schema design, InnoDB tuning, replication and InnoDB Cluster, online schema changes, MySQL 8 upgrades and Aurora MySQL migrations.",
  h1: "MySQL development, tuning and upgrades",
  intro:
    "MySQL sits behind a large share of web products, often grown well beyond its original design. We help teams tune slow queries, change schemas on busy tables without downtime, set up replication and move off MySQL 5.7, which reached end of life in 2023.",
  offerings: [
    {
      icon: "gauge",
      title: "Query and server tuning",
      body: "Slow query log and Performance Schema analysis, index design, EXPLAIN ANALYZE reviews and InnoDB buffer pool and redo log sizing.",
    },
    {
      icon: "refresh-cw",
      title: "MySQL 8 upgrades",
      body: "Upgrades from 5.7 with compatibility checks for reserved words, SQL modes, authentication plugins and character sets.",
    },
    {
      icon: "git-branch",
      title: "Online schema changes",
      body: "Adding columns and indexes to large tables with gh-ost or pt-online-schema-change, so releases do not lock production.",
    },
    {
      icon: "server",
      title: "Replication and high availability",
      body: "GTID-based replication, InnoDB Cluster with MySQL Router, and ProxySQL for read/write splitting and connection pooling.",
    },
    {
      icon: "cloud",
      title: "Managed MySQL migrations",
      body: "Moves to Amazon RDS, Aurora MySQL, Azure Database for MySQL or Cloud SQL using replication for near-zero downtime.",
    },
  ],
  outcomes: [
    {
      title: "Faster key pages",
      body: "Composite indexes and rewritten catalogue queries commonly cut search response times by more than half.",
    },
    {
      title: "Deployments without lock-ups",
      body: "Online schema change tooling lets teams alter tables with hundreds of millions of rows during business hours.",
    },
    {
      title: "Off an end-of-life version",
      body: "A planned upgrade to MySQL 8 restores security updates and adds window functions, CTEs and invisible indexes.",
    },
  ],
  process: [
    {
      title: "Workload review",
      body: "We analyse slow query logs, Performance Schema and sys schema reports alongside application traces.",
    },
    {
      title: "Fix and verify",
      body: "Indexes, queries and configuration changes are tested on production-sized data and rolled out gradually.",
    },
    {
      title: "Upgrade or migrate",
      body: "Version upgrades and platform moves are rehearsed on replicas, with a cut-over window and rollback plan.",
    },
    {
      title: "Monitor",
      body: "Dashboards for replication lag, query latency and connection usage are set up with sensible alert thresholds.",
    },
  ],
  tech: [
    { name: "MySQL 8", use: "Current MySQL with CTEs, window functions and JSON support" },
    { name: "InnoDB Cluster", use: "Group Replication with automatic failover" },
    { name: "ProxySQL", use: "Query routing, read/write splitting and pooling" },
    { name: "gh-ost", use: "Triggerless online schema migrations" },
    { name: "Percona Toolkit", use: "Online schema changes, checksums and diagnostics" },
    { name: "Amazon Aurora MySQL", use: "Managed MySQL-compatible engine on AWS" },
    { name: "Percona Monitoring and Management", use: "Query analytics and server monitoring" },
    { name: "MariaDB", use: "Supporting and migrating existing MariaDB deployments" },
  ],
  faqs: [
    {
      question: "Is MySQL 5.7 still safe to run?",
      answer:
        "MySQL 5.7 reached end of life in October 2023 and no longer receives community security fixes. Some cloud providers offer paid extended support, but we recommend planning the move to MySQL 8.",
    },
    {
      question: "Should we switch from MySQL to PostgreSQL?",
      answer:
        "Only with a clear reason, such as needing PostGIS, advanced indexing or specific extensions. A well-tuned MySQL serves most web workloads, and a migration has real cost and risk.",
    },
    {
      question: "Can you change a huge table without downtime?",
      answer:
        "In most cases, yes. Tools such as gh-ost copy the table in the background and switch over in a brief final step, and MySQL 8 can add some columns instantly.",
    },
  ],
  related: ["postgresql", "aws", "woocommerce", "wordpress"],
  cta: {
    title: "Is MySQL slowing down your product?",
    body: "Send us your slowest queries or upgrade plans, and we will suggest a tuning or migration plan with realistic effort.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
