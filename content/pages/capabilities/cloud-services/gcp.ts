import type { z } from "zod";
import type { serviceDetailSchema } from "../../../schema";

/** The page at /capabilities/cloud/gcp. */
export const gcp = {
  title: "Google Cloud Platform Consulting Services | Alphai",
  description:
    "Google Cloud services: Cloud Run and GKE Autopilot, BigQuery analytics, Pub/Sub, Firestore and Vertex AI, delivered with Terraform by Alphai engineers.",
  h1: "Google Cloud architecture for apps and analytics",
  intro:
    "Google Cloud is a strong choice for teams that want low-operations containers, serverless analytics and machine learning services close to their data. We build new products on Cloud Run and GKE, set up BigQuery data platforms and migrate workloads from other clouds or on-premises.",
  offerings: [
    {
      icon: "server",
      title: "Cloud Run and GKE",
      body: "Containers on Cloud Run for most services and GKE Autopilot where Kubernetes is needed, with autoscaling and minimal cluster management.",
    },
    {
      icon: "bar-chart",
      title: "BigQuery data platforms",
      body: "Data warehouses on BigQuery with partitioned and clustered tables, scheduled transformations and Looker Studio or Looker dashboards.",
    },
    {
      icon: "activity",
      title: "Event-driven architectures",
      body: "Pub/Sub, Eventarc and Cloud Functions for decoupled services, integrations and real-time data ingestion.",
    },
    {
      icon: "brain",
      title: "Vertex AI",
      body: "Gemini models, embeddings and custom model training through Vertex AI, integrated into your applications.",
    },
    {
      icon: "building",
      title: "Foundations and security",
      body: "Resource hierarchy, IAM, VPC Service Controls and organisation policies set up with Terraform.",
    },
  ],
  outcomes: [
    {
      title: "One queue per kitchen",
      body: "For an Abu Dhabi cloud kitchen group, a Node.js order hub on Google Cloud replaced six aggregator tablets per kitchen with one queue.",
      caseStudy: "cloud-kitchen-ordering-platform",
    },
    {
      title: "Analytics in minutes, not hours",
      body: "BigQuery with partitioned tables turns reports that took hours on an operational database into queries that finish in seconds.",
    },
    {
      title: "Costs that follow traffic",
      body: "Scale-to-zero services and on-demand analytics mean quiet periods cost little, which suits seasonal and event-driven businesses.",
    },
  ],
  process: [
    {
      title: "Workload review",
      body: "We map applications and data to Google Cloud services and estimate costs with realistic usage figures.",
    },
    {
      title: "Foundation",
      body: "Organisation, folders, projects, IAM and networking are defined in Terraform and applied through a pipeline.",
    },
    {
      title: "Build or migrate",
      body: "Services are containerised and deployed, and data moves with Database Migration Service or the BigQuery Data Transfer Service.",
    },
    {
      title: "Tune and hand over",
      body: "Monitoring, budgets and runbooks are set up, and your team is trained on the platform.",
    },
  ],
  tech: [
    { name: "Cloud Run", use: "Serverless containers with request-based scaling" },
    { name: "GKE Autopilot", use: "Managed Kubernetes without node management" },
    { name: "BigQuery", use: "Serverless data warehouse and analytics" },
    { name: "Pub/Sub", use: "Asynchronous messaging and event ingestion" },
    { name: "Cloud SQL", use: "Managed PostgreSQL, MySQL and SQL Server" },
    { name: "Firestore", use: "Document database for mobile and web apps" },
    { name: "Vertex AI", use: "Gemini models and machine learning pipelines" },
    { name: "Terraform", use: "Infrastructure as code for Google Cloud" },
    { name: "Cloud Monitoring", use: "Metrics, logs, uptime checks and alerting" },
  ],
  faqs: [
    {
      question: "Does Google Cloud have regions in the Middle East?",
      answer:
        "Yes. Google Cloud operates regions in Doha and Dammam, and in Frankfurt for DACH clients. We choose regions based on your data residency rules and latency needs.",
    },
    {
      question: "When is Cloud Run enough and when do we need GKE?",
      answer:
        "Cloud Run handles most stateless web services and APIs with far less operational work. GKE makes sense for stateful workloads, custom networking or when you rely on Kubernetes tooling.",
    },
    {
      question: "Can we use BigQuery if our apps run on AWS or Azure?",
      answer:
        "Yes. Data can be loaded from other clouds with the BigQuery Data Transfer Service or streamed in, and many clients run their applications elsewhere while using BigQuery for analytics.",
    },
  ],
  related: ["big-data", "firestore", "devops-cloud", "aws"],
  cta: {
    title: "Thinking about Google Cloud?",
    body: "Tell us about your applications and data. We will suggest an architecture and an honest cost estimate for Google Cloud.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
