import type { z } from "zod";
import type { serviceDetailSchema } from "../../../schema";

/** The page at /capabilities/trending/big-data. */
export const bigData = {
  title: "Big Data Engineering and Analytics Platforms | Alphai",
  description:
    "Big data engineering: streaming with Kafka, Spark processing, lakehouse design, dbt models and orchestration with Airflow, on the cloud you already use.",
  h1: "Big data engineering for reliable analytics",
  intro:
    "When data outgrows spreadsheets and nightly exports, you need pipelines that are reliable, documented and cheap enough to run. We design and build data platforms that collect events and operational data, process them at scale and deliver tables your analysts and models can trust.",
  offerings: [
    {
      icon: "activity",
      title: "Streaming pipelines",
      body: "Event ingestion with Kafka or managed equivalents, change data capture with Debezium and real-time processing for dashboards and alerts.",
    },
    {
      icon: "database",
      title: "Lakehouse and warehouse design",
      body: "Lakehouse layouts on Delta Lake or Apache Iceberg, or warehouses on BigQuery, Snowflake and Redshift, modelled for how you query.",
    },
    {
      icon: "cpu",
      title: "Batch processing with Spark",
      body: "Spark jobs on Databricks, EMR or Dataproc for large transformations, with partitioning and file sizing tuned to control cost.",
    },
    {
      icon: "git-branch",
      title: "Transformation and data quality",
      body: "dbt models with tests, documentation and lineage, plus data contracts that catch breaking changes at the source.",
    },
    {
      icon: "timer",
      title: "Orchestration",
      body: "Airflow or Dagster pipelines with retries, backfills, alerting and clear ownership of every job.",
    },
  ],
  outcomes: [
    {
      title: "Arrival times customers can plan on",
      body: "For a Jebel Ali freight forwarder, a model trained on two years of milestone history predicts 83% of delivery ETAs to within two hours.",
      caseStudy: "freight-forwarder-shipment-visibility",
    },
    {
      title: "Lower processing costs",
      body: "Partition pruning, file compaction and right-sized clusters commonly cut compute spend on existing pipelines by 25-35%.",
    },
    {
      title: "Numbers people trust",
      body: "Tested dbt models and one agreed definition per metric end the debate over whose report is right.",
    },
  ],
  process: [
    {
      title: "Data discovery",
      body: "We map sources, volumes, consumers and the decisions the data must support, and identify quick wins.",
    },
    {
      title: "Platform design",
      body: "Storage, processing, orchestration and governance choices are documented with expected costs at current and future volumes.",
    },
    {
      title: "Incremental build",
      body: "Pipelines are delivered source by source, each with tests, monitoring and a consumer validating the output.",
    },
    {
      title: "Enablement",
      body: "Analysts and engineers are trained on the models and tooling, and runbooks cover failures and backfills.",
    },
  ],
  tech: [
    { name: "Apache Kafka", use: "Durable event streaming between systems" },
    { name: "Debezium", use: "Change data capture from operational databases" },
    { name: "Apache Spark", use: "Distributed batch and streaming processing" },
    { name: "Databricks", use: "Managed Spark and Delta Lake lakehouse" },
    { name: "Apache Iceberg", use: "Open table format for large analytic datasets" },
    { name: "BigQuery", use: "Serverless data warehouse on Google Cloud" },
    { name: "Snowflake", use: "Cloud data warehouse with separate storage and compute" },
    { name: "dbt", use: "SQL transformations with tests and lineage" },
    { name: "Apache Airflow", use: "Scheduling and orchestrating pipelines" },
    { name: "Apache Superset", use: "Open-source dashboards and exploration" },
  ],
  faqs: [
    {
      question: "How much data counts as big data?",
      answer:
        "Volume is less important than the pain. If reports take hours, pipelines fail silently or you cannot join data across systems, it is time for proper data engineering, whether you have gigabytes or petabytes.",
    },
    {
      question: "Should we build a lakehouse or a warehouse?",
      answer:
        "A managed warehouse such as BigQuery or Snowflake is simpler for mostly structured, SQL-driven analytics. A lakehouse pays off with large volumes of semi-structured data, machine learning workloads or a need to avoid vendor lock-in.",
    },
    {
      question: "Can you work with our existing BI tools?",
      answer:
        "Yes. We model data for Power BI, Tableau, Looker or Superset, and keep metric definitions in the transformation layer so every tool reports the same numbers.",
    },
    {
      question: "How do you keep cloud data costs under control?",
      answer:
        "We set budgets and alerts, partition and cluster tables for common queries, schedule heavy jobs sensibly and review the most expensive queries every month.",
    },
  ],
  related: ["ai-integration", "postgresql", "gcp", "aws"],
  cta: {
    title: "Drowning in data but short on answers?",
    body: "Tell us about your sources and the questions you cannot answer today. We will sketch a data platform that fits your size and budget.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
