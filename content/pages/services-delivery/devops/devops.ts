import type { z } from "zod";
import type { serviceFamilySchema } from "../../../schema";

/** The page at /services/devops. */
export const devops = {
  title: "DevOps Services: CI/CD, Cloud and Automation | Alphai",
  description:
    "DevOps services from Alphai: maturity assessments, CI/CD pipelines, Kubernetes and infrastructure as code that make releases frequent, small and reversible.",
  h1: "DevOps services that turn releases into a routine",
  intro:
    "We help product teams ship more often with less drama. Our DevOps engineers assess how code gets from a pull request to production, then build the pipelines, infrastructure as code and observability that make each release small, tested and easy to roll back.",
  overview:
    "Most delivery problems we are called in for are not about tools: they are manual release steps, environments that drift apart, tests nobody trusts and alerts nobody reads. Our DevOps practice starts by measuring where time goes, using the four DORA metrics (deployment frequency, lead time for changes, change failure rate and time to restore service). From there we automate builds and deployments, codify infrastructure with Terraform or OpenTofu, containerise services and put logs, metrics and traces in one place. We work inside your repositories and cloud accounts, document every decision, and pair with your engineers so the setup stays maintainable after we step back.",
  cards: {
    "devops-consulting":
      "An assessment of your delivery pipeline against DORA metrics, followed by a prioritised roadmap for tooling, branching, environments and team practices.",
    "devops-ci-cd":
      "Pipelines in GitHub Actions, GitLab CI or Azure DevOps with caching, test gates, security scans and progressive deployments you can roll back in minutes.",
    "devops-cloud":
      "Kubernetes, Terraform and GitOps on AWS, Azure or Google Cloud, with observability, autoscaling and cost controls built into the platform from day one.",
  },
  whyUs: [
    {
      icon: "gauge",
      title: "We measure before we change",
      body: "Every engagement starts with a baseline of deployment frequency, lead time, change failure rate and restore time, so improvements are visible in numbers rather than opinions.",
    },
    {
      icon: "code",
      title: "Everything lives in code",
      body: "Pipelines, infrastructure, dashboards and alert rules are versioned in your repositories and reviewed like application code, so nothing depends on one person's memory.",
    },
    {
      icon: "users",
      title: "Engineers who also write product code",
      body: "Our DevOps engineers sit next to our product developers in Lahore, Dubai and Munich, so pipelines are designed around how applications are actually built and tested.",
    },
    {
      icon: "handshake",
      title: "Handover is part of the plan",
      body: "Runbooks, architecture decision records and pairing sessions are scheduled from the start, so your team can own and extend the setup once our work is done.",
    },
  ],
  process: [
    {
      title: "Assess",
      body: "We review repositories, pipelines, environments and incident history, interview the team and record a DORA baseline.",
    },
    {
      title: "Prioritise",
      body: "We rank the bottlenecks by effort and impact and agree a roadmap in two-week increments with clear exit criteria.",
    },
    {
      title: "Automate",
      body: "We build pipelines, infrastructure as code and observability in small, reviewed pull requests against your real systems.",
    },
    {
      title: "Hand over",
      body: "We document, pair with your engineers, re-measure the DORA metrics and agree what support, if any, you still need.",
    },
  ],
  cta: {
    title: "Find out where your release process loses time",
    body: "Book a call with one of our DevOps leads. We will ask how you ship today and suggest the first two or three changes worth making.",
  },
} satisfies z.input<typeof serviceFamilySchema>;
