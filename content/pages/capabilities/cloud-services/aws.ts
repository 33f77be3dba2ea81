import type { z } from "zod";
import type { serviceDetailSchema } from "../../../schema";

/** The page at /capabilities/cloud/aws. */
export const aws = {
  title: "AWS Cloud Consulting and Migration Services | Alphai",
  description:
    "AWS services from Alphai: Control Tower landing zones, ECS, EKS and Lambda workloads, Aurora migrations, Terraform or CDK, and regular cost reviews.",
  h1: "AWS architecture, migration and cost optimisation",
  intro:
    "AWS offers a service for almost everything, which is exactly why accounts get messy and bills get large. We set up well-governed AWS environments, migrate and modernise workloads, and review costs regularly so the platform stays secure and affordable as you grow.",
  offerings: [
    {
      icon: "building",
      title: "Landing zones",
      body: "Multi-account setups with AWS Control Tower and Organizations, IAM Identity Center, centralised logging and service control policies.",
    },
    {
      icon: "server",
      title: "Containers and serverless",
      body: "Workloads on ECS Fargate, EKS or Lambda with API Gateway, chosen by traffic pattern, team skills and operating cost.",
    },
    {
      icon: "database",
      title: "Data layer migrations",
      body: "Moves to RDS, Aurora or DynamoDB using AWS Database Migration Service, with replication-based cut-overs.",
    },
    {
      icon: "code",
      title: "Infrastructure as code",
      body: "Terraform or AWS CDK modules for networks, compute and data, deployed through pipelines with plan reviews.",
    },
    {
      icon: "wallet",
      title: "Cost optimisation",
      body: "Rightsizing, Graviton instances, Savings Plans, storage lifecycle rules and tagging with Cost Explorer reports per team.",
    },
  ],
  outcomes: [
    {
      title: "Fast search in high season",
      body: "For a Dubai holiday home platform, a search service on AWS with read replicas for the peak season answers 95% of searches within 420 ms.",
      caseStudy: "holiday-rental-search-performance",
    },
    {
      title: "Data kept in-region",
      body: "Workloads in the AWS Middle East (UAE) or Frankfurt regions meet data residency requirements in the GCC and the EU.",
    },
    {
      title: "Repeatable environments",
      body: "New environments come from code in hours, not weeks, with the same guardrails as production.",
    },
  ],
  process: [
    {
      title: "Discovery",
      body: "We review current workloads, accounts, costs and compliance needs, using the AWS Well-Architected Framework as a checklist.",
    },
    {
      title: "Foundation",
      body: "The landing zone, networking, identity and logging are deployed as code before any workload moves.",
    },
    {
      title: "Migrate and modernise",
      body: "Workloads move in waves, re-hosted where speed matters and re-platformed to managed services where it saves effort.",
    },
    {
      title: "Optimise",
      body: "Monthly cost and reliability reviews keep the environment tuned after go-live.",
    },
  ],
  tech: [
    { name: "AWS Control Tower", use: "Governed multi-account landing zones" },
    { name: "Amazon ECS and Fargate", use: "Running containers without managing servers" },
    { name: "Amazon EKS", use: "Managed Kubernetes for complex platforms" },
    { name: "AWS Lambda", use: "Event-driven and spiky workloads" },
    { name: "Amazon Aurora", use: "Managed MySQL- and PostgreSQL-compatible databases" },
    { name: "Amazon DynamoDB", use: "Key-value data at predictable low latency" },
    { name: "AWS CDK", use: "Infrastructure defined in TypeScript" },
    { name: "Terraform", use: "Provider-neutral infrastructure as code" },
    { name: "Amazon CloudWatch", use: "Metrics, logs and alarms" },
    { name: "AWS DMS", use: "Database migration with ongoing replication" },
  ],
  faqs: [
    {
      question: "Should we use ECS or EKS?",
      answer:
        "ECS with Fargate is simpler to operate and fits most teams running a handful of services. EKS makes sense when you need the Kubernetes ecosystem, multi-cloud portability or already have Kubernetes skills.",
    },
    {
      question: "Can our data stay in the UAE or Saudi Arabia?",
      answer:
        "AWS operates a Middle East (UAE) region, and we design architectures that keep data and backups in your chosen region. For Saudi requirements we check current regional availability and regulatory guidance with you.",
    },
    {
      question: "How much can we save on our AWS bill?",
      answer:
        "It depends on how the environment was built. Accounts that have never been reviewed often save 20-35% through rightsizing, commitments and cleanup; well-managed ones save less. We estimate after looking at Cost Explorer data.",
    },
    {
      question: "Do you provide ongoing AWS support?",
      answer:
        "Yes, under a support agreement covering monitoring, patching, incident response during agreed hours and monthly cost reviews.",
    },
  ],
  related: ["devops-cloud", "devops-ci-cd", "azure", "gcp"],
  cta: {
    title: "Want a clearer, cheaper AWS setup?",
    body: "Share your current architecture or last month's bill. We will point out the quickest wins and outline a plan.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
