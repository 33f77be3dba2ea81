import type { z } from "zod";
import type { serviceDetailSchema } from "../../../schema";

/** The page at /services/devops-ci-cd. */
export const devopsCiCd = {
  title: "CI/CD Pipeline Design and Automation | Alphai",
  description:
    "CI/CD pipelines with GitHub Actions, GitLab CI or Azure DevOps: fast builds, automated test gates, security scanning and safe canary or blue-green deployments.",
  h1: "CI/CD pipelines",
  intro:
    "A good pipeline gives developers feedback in minutes and makes deploying to production a non-event. We design and build continuous integration and delivery pipelines that run your tests, scan for vulnerabilities and release through canary or blue-green deployments with automated rollback.",
  offerings: [
    {
      icon: "git-branch",
      title: "Pipeline design and build",
      body: "Pipelines as code in GitHub Actions, GitLab CI, Azure DevOps or Jenkins, with reusable templates so every repository follows the same standard.",
    },
    {
      icon: "zap",
      title: "Build speed optimisation",
      body: "Dependency and layer caching, parallel test shards, remote build caches and affected-only builds in monorepos with Nx or Turborepo.",
    },
    {
      icon: "check-circle",
      title: "Automated quality gates",
      body: "Unit, integration and end-to-end tests, linting, coverage thresholds and contract tests that block a merge when something breaks.",
    },
    {
      icon: "shield",
      title: "Supply chain security",
      body: "Secret scanning, SAST, dependency and container image scanning, signed artifacts with Sigstore and OIDC-based cloud credentials instead of stored keys.",
    },
    {
      icon: "rocket",
      title: "Progressive delivery",
      body: "Blue-green and canary releases with Argo Rollouts or native cloud tooling, automated health checks and rollback when error rates rise.",
    },
    {
      icon: "smartphone",
      title: "Mobile CI/CD",
      body: "Signed iOS and Android builds with fastlane, automated TestFlight and Google Play internal track uploads, and versioning handled by the pipeline.",
    },
  ],
  outcomes: [
    {
      title: "Releases every two weeks",
      body: "For a Riyadh digital lender, pipelines with end-to-end tests on real devices took releases from once a quarter to every two weeks.",
      caseStudy: "digital-lender-kyc-onboarding-app",
    },
    {
      title: "Deploys on demand",
      body: "Teams that deployed every fortnight typically move to several deployments a week once releases are automated and reversible.",
    },
    {
      title: "No shared long-lived secrets",
      body: "Short-lived OIDC tokens replace static cloud keys in CI, removing a common source of credential leaks.",
    },
  ],
  process: [
    {
      title: "Map the current flow",
      body: "We trace a change from commit to production, time each stage and list manual steps and flaky tests.",
    },
    {
      title: "Design the pipeline",
      body: "We agree stages, gates, environments, approval rules and the deployment strategy for each service.",
    },
    {
      title: "Build incrementally",
      body: "We migrate one service first, measure the result, then roll templates out across repositories.",
    },
    {
      title: "Tune and document",
      body: "We fix flaky tests, tune caching, write runbooks for failures and train your team to extend the pipelines.",
    },
  ],
  tech: [
    { name: "GitHub Actions", use: "Workflows, reusable actions and OIDC federation to cloud accounts" },
    { name: "GitLab CI", use: "Pipelines, merge trains and environments for GitLab-hosted code" },
    { name: "Azure DevOps", use: "Pipelines and release approvals for Microsoft-centric teams" },
    { name: "Jenkins", use: "Maintaining or migrating existing Jenkinsfile-based pipelines" },
    { name: "Argo CD", use: "GitOps delivery to Kubernetes clusters" },
    { name: "Argo Rollouts", use: "Canary and blue-green deployments with automated analysis" },
    { name: "Docker BuildKit", use: "Cached, multi-stage and multi-platform container builds" },
    { name: "SonarQube", use: "Static analysis and code coverage gates" },
    { name: "Trivy", use: "Image and dependency vulnerability scanning in the pipeline" },
    { name: "fastlane", use: "Signing, building and publishing iOS and Android apps" },
  ],
  faqs: [
    {
      question: "Which CI/CD platform should we use?",
      answer:
        "Usually the one next to your code: GitHub Actions for GitHub, GitLab CI for GitLab, Azure Pipelines for Azure DevOps. Switching platforms rarely pays off on its own; pipeline design matters more than the vendor.",
    },
    {
      question: "Can you fix our flaky tests?",
      answer:
        "Yes. We track failures per test, quarantine the flakiest ones so they stop blocking merges, and fix the causes, which are most often shared test data, timing assumptions and missing waits in end-to-end tests.",
    },
    {
      question: "Do you support monorepos?",
      answer:
        "Yes. With Nx, Turborepo or Bazel we build and test only the projects affected by a change, and share remote caches between developers and CI to avoid repeated work.",
    },
    {
      question: "How do you handle database migrations in deployments?",
      answer:
        "Migrations run as a separate pipeline step using tools such as Flyway, Liquibase or Prisma Migrate, and we follow the expand-and-contract pattern so old and new application versions can run against the same schema.",
    },
  ],
  related: ["devops-consulting", "devops-cloud", "quality-assurance"],
  cta: {
    title: "Speed up your pipeline",
    body: "Send us a link to a typical pipeline run. We will point out where the minutes go and what a faster, safer setup would look like.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
