import type { z } from "zod";
import type { serviceDetailSchema } from "../../../schema";

/** The page at /services/devops-consulting. */
export const devopsConsulting = {
  title: "DevOps Consulting and Maturity Assessment | Alphai",
  description:
    "DevOps consulting: we baseline your DORA metrics, find the bottlenecks between commit and production, and deliver a practical roadmap your team can follow.",
  h1: "DevOps consulting",
  intro:
    "If a deployment takes a weekend, a checklist and three people on a call, the cause is rarely one tool. Our DevOps consultants measure the path from commit to production and give you a prioritised plan that fits your team's size and skills.",
  offerings: [
    {
      icon: "gauge",
      title: "DevOps maturity assessment",
      body: "A two to three week review of repositories, pipelines, environments, on-call and incident history, with a DORA baseline and a written report of findings.",
    },
    {
      icon: "compass",
      title: "Roadmap and tool selection",
      body: "A phased plan covering CI/CD, infrastructure as code, observability and security, with tool choices justified against your stack, budget and team skills.",
    },
    {
      icon: "git-branch",
      title: "Branching and release strategy",
      body: "Moving from long-lived branches to trunk-based development with feature flags, short-lived pull requests and automated versioning and changelogs.",
    },
    {
      icon: "shield",
      title: "DevSecOps practices",
      body: "Secret scanning, dependency and container image scanning, SBOM generation and least-privilege access for pipelines, added without slowing developers down.",
    },
    {
      icon: "activity",
      title: "Incident and on-call practice",
      body: "Service level objectives, alert tuning, runbooks and blameless post-incident reviews so incidents are shorter and the same ones do not repeat.",
    },
  ],
  outcomes: [
    {
      title: "A baseline you can track",
      body: "Deployment frequency, lead time, change failure rate and time to restore are measured from your own tooling, so progress is visible every month.",
    },
    {
      title: "Shorter lead time for changes",
      body: "Removing manual approvals and slow test stages typically takes the lead time for changes from days to hours.",
    },
    {
      title: "A cutover without outages",
      body: "For a Bavarian banking group, old and new gateways ran side by side with every response compared, and the cutover caused no unplanned outage.",
      caseStudy: "cooperative-bank-open-banking-api-layer",
    },
  ],
  process: [
    {
      title: "Discovery interviews",
      body: "We talk to developers, testers, operations and product owners to understand how work actually flows and where it waits.",
    },
    {
      title: "Technical audit",
      body: "We read pipeline definitions, infrastructure, monitoring and incident records and measure the DORA metrics from your data.",
    },
    {
      title: "Findings and roadmap",
      body: "We present findings ranked by impact and effort and a roadmap in two-week increments, with owners and success criteria.",
    },
    {
      title: "Guided implementation",
      body: "Optionally, our engineers implement the first roadmap items with your team so the practices stick beyond the report.",
    },
  ],
  tech: [
    {
      name: "DORA metrics",
      use: "Baseline and track deployment frequency, lead time, change failure rate and restore time",
    },
    { name: "GitHub Actions", use: "CI/CD platform we often recommend for teams already hosting code on GitHub" },
    { name: "GitLab CI", use: "Integrated pipelines, merge request checks and environments for GitLab users" },
    { name: "Terraform", use: "Infrastructure as code for repeatable, reviewable cloud environments" },
    { name: "Kubernetes", use: "Container orchestration when the number of services justifies it" },
    { name: "LaunchDarkly", use: "Feature flags to separate deployment from release" },
    { name: "Trivy", use: "Container image, dependency and IaC vulnerability scanning" },
    { name: "Grafana", use: "Dashboards for service health and delivery metrics" },
  ],
  faqs: [
    {
      question: "How long does a DevOps assessment take?",
      answer:
        "For a product with up to about 15 services, the assessment takes two to three weeks and ends with a written report and a roadmap workshop. Larger estates are usually assessed one product area at a time.",
    },
    {
      question: "Do we have to adopt Kubernetes?",
      answer:
        "No. Many teams are better served by managed services such as AWS ECS, Azure Container Apps or Cloud Run. We recommend Kubernetes only when the number of services, scaling needs or portability requirements justify its operating cost.",
    },
    {
      question: "Can you work with our existing tools?",
      answer:
        "Yes. We start from what you have, whether that is Jenkins, Bitbucket Pipelines or Azure DevOps, and recommend a migration only when the current tool is the bottleneck.",
    },
    {
      question: "What access do you need?",
      answer:
        "Read access to repositories, pipeline configuration, cloud accounts and monitoring is enough for the assessment. We request it through your identity provider and remove it when the engagement ends.",
    },
  ],
  related: ["devops-ci-cd", "devops-cloud", "cloud-services", "app-modernization"],
  cta: {
    title: "Get a clear picture of your delivery pipeline",
    body: "Book a DevOps assessment and receive a measured baseline and a roadmap your team can start on the following sprint.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
