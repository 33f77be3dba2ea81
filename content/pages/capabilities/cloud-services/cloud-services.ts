import type { z } from "zod";
import type { serviceFamilySchema } from "../../../schema";

/** The page at /cloud-services. */
export const cloudServices = {
  title: "Cloud Services on AWS, Azure and Google Cloud | Alphai",
  description:
    "Cloud architecture, migration and cost optimisation on AWS, Microsoft Azure and Google Cloud, with infrastructure as code and regional data residency.",
  h1: "Cloud architecture and migration on AWS, Azure and Google Cloud",
  intro:
    "We help teams move to the cloud, build on it and control the monthly bill. Our engineers design landing zones, containerise applications, automate infrastructure with Terraform and set up monitoring, so the platform is secure and repeatable, not assembled by hand.",
  overview:
    "Alphai works with all three major providers and recommends the one that fits your existing contracts, skills and data residency needs. Many of our GCC clients need data kept in-region, which the UAE regions of AWS and Azure and Google Cloud's Doha and Dammam regions make possible; DACH clients typically stay in Frankfurt. Our cloud work covers landing zones and account structure, identity and network design, container platforms (ECS, EKS, AKS, GKE, Cloud Run), managed databases, serverless functions and FinOps reviews. Everything we build is defined as code and versioned, with CI/CD pipelines and alerting handed over to your team or run by us under a support agreement.",
  cards: {
    aws: "AWS landing zones with Control Tower, workloads on ECS, EKS and Lambda, Aurora and DynamoDB data layers, and cost reviews using Savings Plans and Graviton.",
    azure:
      "Azure platforms for Microsoft-centred organisations: Entra ID, AKS and App Service, Azure SQL, Bicep or Terraform, and Azure OpenAI integration.",
    gcp: "Google Cloud builds on Cloud Run and GKE Autopilot, BigQuery analytics, Pub/Sub event pipelines and Vertex AI, set up with Terraform.",
  },
  whyUs: [
    {
      icon: "cloud",
      title: "Provider-neutral advice",
      body: "We work on AWS, Azure and Google Cloud, so our recommendation follows your workloads, contracts and skills rather than a partner quota.",
    },
    {
      icon: "wallet",
      title: "Cost visibility from the start",
      body: "Tagging, budgets and anomaly alerts are set up with the first environment, and we review spend with you every month during delivery.",
    },
    {
      icon: "shield",
      title: "Security and residency by design",
      body: "Least-privilege IAM, private networking, encryption and region choices that respect UAE, Saudi and EU data rules are built in, not bolted on.",
    },
    {
      icon: "code",
      title: "Everything as code",
      body: "Infrastructure lives in Terraform, Bicep or CDK in your repositories, reviewed through pull requests like any other code.",
    },
  ],
  process: [
    {
      title: "Assessment",
      body: "We inventory applications, dependencies, data flows and current costs, and classify each workload by how it should move.",
    },
    {
      title: "Landing zone",
      body: "Accounts or subscriptions, identity, networking, logging and guardrails are set up as code before any workload moves.",
    },
    {
      title: "Migration waves",
      body: "Workloads move in small waves, starting with low-risk systems, with rehearsed cut-overs and rollback plans for each.",
    },
    {
      title: "Optimise and operate",
      body: "We right-size resources, tune autoscaling and hand over runbooks, or keep operating the platform under a support agreement.",
    },
  ],
  cta: {
    title: "Planning a move to the cloud or a cheaper bill?",
    body: "Tell us what you run today and where your users are. We will come back with a first view of provider, architecture and effort.",
  },
} satisfies z.input<typeof serviceFamilySchema>;
