import type { z } from "zod";
import type { serviceDetailSchema } from "../../../schema";

/** The page at /services/devops-cloud. */
export const devopsCloud = {
  title: "Cloud DevOps: Kubernetes, Terraform and GitOps | Alphai",
  description:
    "Cloud DevOps on AWS, Azure and Google Cloud: Terraform landing zones, Kubernetes platforms, GitOps, observability and FinOps practices that keep costs in check.",
  h1: "Cloud DevOps and platform engineering",
  intro:
    "We build and run cloud platforms that your developers can deploy to without filing tickets. Infrastructure is defined in Terraform, workloads run on managed Kubernetes or serverless services, and logs, metrics, traces and costs are visible to the team that owns each service.",
  offerings: [
    {
      icon: "layers",
      title: "Landing zones and infrastructure as code",
      body: "Multi-account or multi-subscription setups with networking, identity and guardrails defined in Terraform or OpenTofu modules and reviewed in pull requests.",
    },
    {
      icon: "server",
      title: "Kubernetes platforms",
      body: "EKS, AKS or GKE clusters with ingress, cert-manager, autoscaling, network policies and Helm or Kustomize conventions your teams can follow.",
    },
    {
      icon: "refresh-cw",
      title: "GitOps delivery",
      body: "Argo CD or Flux keeps clusters in sync with Git, so every change to a running environment is reviewed, auditable and easy to revert.",
    },
    {
      icon: "activity",
      title: "Observability",
      body: "OpenTelemetry instrumentation, Prometheus metrics, centralised logs and distributed tracing, with SLO-based alerts instead of noisy thresholds.",
    },
    {
      icon: "wallet",
      title: "Cloud cost management",
      body: "Tagging standards, rightsizing, autoscaling, spot and reserved capacity, and monthly cost reports per team and environment.",
    },
    {
      icon: "lock",
      title: "Security and compliance",
      body: "Least-privilege IAM, secrets in Vault or cloud key stores, policy as code with OPA Gatekeeper or Kyverno, and audit logging for ISO 27001 or SOC 2 evidence.",
    },
  ],
  outcomes: [
    {
      title: "Environments on demand",
      body: "A new staging or preview environment comes from a pull request in minutes instead of a ticket and a week of manual setup.",
    },
    {
      title: "Lower cloud bills",
      body: "Rightsizing and autoscaling commonly cut the monthly cloud bill by a quarter or more without changes to application code.",
    },
    {
      title: "Faster incident diagnosis",
      body: "Correlated traces, logs and metrics helped an e-commerce team cut its median time to restore service from 3 hours to 40 minutes.",
    },
  ],
  process: [
    {
      title: "Review the estate",
      body: "We inventory accounts, networks, workloads, costs and access, and flag risks such as public storage or broad IAM roles.",
    },
    {
      title: "Design the platform",
      body: "We agree account structure, networking, runtime choices, GitOps flow and observability stack in architecture decision records.",
    },
    {
      title: "Codify and migrate",
      body: "We write Terraform modules, import existing resources and move workloads service by service with rollback plans.",
    },
    {
      title: "Operate and improve",
      body: "We tune alerts, review costs monthly and, if you wish, stay on as a platform team under a support agreement.",
    },
  ],
  tech: [
    { name: "AWS", use: "EKS, ECS, Lambda, RDS and Organizations-based landing zones" },
    { name: "Azure", use: "AKS, Container Apps, Azure Functions and management group hierarchies" },
    { name: "Google Cloud", use: "GKE, Cloud Run and Cloud SQL with organisation policies" },
    { name: "Terraform / OpenTofu", use: "Infrastructure as code with reusable, versioned modules" },
    { name: "Kubernetes", use: "Container orchestration with Helm and Kustomize" },
    { name: "Argo CD / Flux", use: "GitOps synchronisation of cluster state from Git" },
    { name: "Prometheus & Grafana", use: "Metrics, dashboards and SLO-based alerting" },
    { name: "OpenTelemetry", use: "Vendor-neutral traces, metrics and logs from applications" },
    { name: "HashiCorp Vault", use: "Secrets management and dynamic credentials" },
    { name: "Karpenter", use: "Fast, cost-aware node autoscaling on EKS" },
  ],
  faqs: [
    {
      question: "Which cloud provider do you recommend?",
      answer:
        "The one that fits your team, existing contracts and regional needs. For clients in the GCC, data residency often points to in-country regions such as AWS Bahrain or UAE, Azure UAE North or Google Cloud Dammam. We work on all three major providers.",
    },
    {
      question: "Can you bring existing manually built infrastructure under Terraform?",
      answer:
        "Yes. We import existing resources into Terraform state step by step, compare plans against the live environment and only then start making changes through code.",
    },
    {
      question: "Do you provide ongoing cloud operations?",
      answer:
        "Yes, under a support agreement: monitoring, patching, cost reviews and incident response during our working hours, Monday to Friday 09:00–18:00, with on-call cover available by agreement.",
    },
  ],
  related: ["aws", "azure", "gcp", "devops-ci-cd"],
  cta: {
    title: "Build a cloud platform your developers enjoy",
    body: "Tell us which cloud you run on and what slows your team down. We will suggest a platform design and a realistic migration plan.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
