import type { z } from "zod";
import type { serviceDetailSchema } from "../../../schema";

/** The page at /capabilities/database/sql-server. */
export const sqlServer = {
  title: "SQL Server Development and Performance Tuning | Alphai",
  description:
    "SQL Server services: T-SQL development, Query Store tuning, Always On availability groups, SSIS modernisation and migration to Azure SQL.",
  h1: "SQL Server development, tuning and migration",
  intro:
    "SQL Server runs the core of many finance, healthcare and ERP systems in our clients' organisations. We write and tune T-SQL, keep instances highly available and plan migrations to newer versions or Azure SQL, using execution plans and Query Store data rather than guesswork.",
  offerings: [
    {
      icon: "gauge",
      title: "Performance tuning",
      body: "Query Store analysis, execution plan reviews, index and statistics maintenance, and fixes for parameter sniffing and blocking.",
    },
    {
      icon: "code",
      title: "T-SQL development",
      body: "Stored procedures, views and functions written for set-based performance, with tSQLt unit tests and source-controlled schemas.",
    },
    {
      icon: "shield",
      title: "High availability and recovery",
      body: "Always On availability groups, log shipping and backup strategies with restore drills that prove your recovery objectives.",
    },
    {
      icon: "cloud",
      title: "Migration to Azure SQL",
      body: "Assessment with Azure Migrate and the Data Migration Assistant, then moves to Azure SQL Database or Managed Instance with minimal downtime.",
    },
    {
      icon: "refresh-cw",
      title: "ETL modernisation",
      body: "Rebuilding SSIS packages in Azure Data Factory or code-based pipelines, with logging and retry behaviour you can monitor.",
    },
  ],
  outcomes: [
    {
      title: "Faster month-end processing",
      body: "Index redesign and query rewrites commonly cut long month-end and reporting jobs by half or more.",
    },
    {
      title: "Less blocking",
      body: "Enabling read committed snapshot isolation and fixing long transactions commonly removes most blocking incidents on busy OLTP systems.",
    },
    {
      title: "Supported versions",
      body: "Upgrades off end-of-life SQL Server releases restore security patching and unlock features such as Query Store and intelligent query processing.",
    },
  ],
  process: [
    {
      title: "Baseline",
      body: "We capture wait statistics, Query Store data and configuration to find where time and resources actually go.",
    },
    {
      title: "Prioritised fixes",
      body: "Changes are tested on a restored copy of production and rolled out in small steps with before-and-after measurements.",
    },
    {
      title: "Resilience",
      body: "High availability, backups and monitoring are reviewed and corrected, with a documented failover and restore test.",
    },
    {
      title: "Handover",
      body: "Your DBAs and developers receive findings, runbooks and maintenance jobs, with optional ongoing support.",
    },
  ],
  tech: [
    { name: "SQL Server 2022", use: "Current on-premises and VM deployments" },
    { name: "Azure SQL Database", use: "Fully managed SQL Server engine in Azure" },
    { name: "Azure SQL Managed Instance", use: "Near-full SQL Server compatibility for lift-and-shift" },
    { name: "Query Store", use: "Tracking query performance and plan regressions" },
    { name: "Always On availability groups", use: "High availability and readable secondaries" },
    { name: "SSIS", use: "Existing ETL packages we maintain or migrate" },
    { name: "Azure Data Factory", use: "Cloud-based data integration pipelines" },
    { name: "tSQLt", use: "Unit testing T-SQL code" },
    { name: "SQL Server Data Tools", use: "Source-controlled database projects and deployments" },
  ],
  faqs: [
    {
      question: "Our SQL Server is slow. Where do you start?",
      answer:
        "With wait statistics and Query Store. They show whether the problem is CPU, I/O, memory, blocking or a handful of expensive queries, and the fix depends on which one it is.",
    },
    {
      question: "Should we move to Azure SQL Database or Managed Instance?",
      answer:
        "Managed Instance suits applications that rely on SQL Agent jobs, cross-database queries or CLR. Azure SQL Database is cheaper and simpler for self-contained databases. We run a compatibility assessment before recommending either.",
    },
    {
      question: "Can you reduce our SQL Server licensing costs?",
      answer:
        "Often. Consolidating instances, moving suitable workloads to Standard edition, right-sizing cores or moving to Azure with Hybrid Benefit can lower costs. We model the options with your current licences.",
    },
    {
      question: "Do you work with SQL Server on Linux?",
      answer:
        "Yes. We run SQL Server on Linux and in containers for development, testing and production workloads where Windows is not required.",
    },
  ],
  related: ["azure", "dotnet", "postgresql", "app-modernization"],
  cta: {
    title: "Need a second opinion on your SQL Server?",
    body: "Share your version, workload and the symptoms you see. We will propose a focused health check or migration assessment.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
