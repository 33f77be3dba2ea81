/**
 * Service pages for delivery services: DevOps, QA & management, and talent
 * (families and their detail pages). Page ids refer to content/registry.ts.
 */
import type { z } from "zod";
import type { serviceDetailSchema, serviceFamilySchema } from "../schema";

export const deliveryFamilies = {
  devops: {
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
  },

  "quality-assurance-management": {
    title: "QA, Product and Project Management Services | Alphai",
    description:
      "Quality assurance, product and project management, application support and legacy modernization to keep software useful, stable and delivered on schedule.",
    h1: "Quality assurance and delivery management",
    intro:
      "Good software needs more than good code. This family covers the work around it: testing that catches regressions before users do, product and project managers who keep scope and schedule honest, and the support and modernization that keep older systems running.",
    overview:
      "We group these services because they share one goal: predictable delivery of software that keeps working. QA engineers design risk-based test strategies and automate the checks that matter. Product managers turn goals into a prioritised backlog and measure whether released features are used. Project managers run plans, budgets, risks and stakeholder reporting. Once a system is live, our support team handles incidents, patches and dependency upgrades, and when a codebase has become too costly to change we plan a step-by-step modernization rather than a risky rewrite. Each service can be booked on its own or alongside a development team, under a fixed price, dedicated team or time & material model.",
    cards: {
      "quality-assurance":
        "Risk-based test strategies, automated suites with Playwright, Cypress and Appium, API and performance testing, and QA engineers embedded in your sprints.",
      "product-management":
        "Product managers who run discovery, own the roadmap and backlog, define success metrics and check with analytics whether shipped features are used.",
      "project-management":
        "Certified project managers who plan scope, budget and milestones, manage risks and dependencies and give stakeholders a clear weekly status report.",
      "app-support-maintenance":
        "Incident handling, bug fixing, security patches and dependency upgrades for live web and mobile applications, under an agreed service-level agreement.",
      "app-modernization":
        "Incremental migration of legacy applications to maintainable architectures and current frameworks, using the strangler fig pattern instead of a big-bang rewrite.",
    },
    whyUs: [
      {
        icon: "check-circle",
        title: "Quality built into the sprint",
        body: "Testers join refinement sessions and write acceptance criteria with developers, so defects are prevented early rather than found the week before release.",
      },
      {
        icon: "bar-chart",
        title: "Reporting you can act on",
        body: "Burn-up charts, defect trends, budget consumption and risk registers are shared weekly in plain language, with the decisions we need from you called out.",
      },
      {
        icon: "layers",
        title: "One partner from build to run",
        body: "The same company that builds, tests and manages your product can also support and modernize it, so knowledge is not lost between vendors.",
      },
    ],
    process: [
      {
        title: "Understand the context",
        body: "We review your product, codebase, release history and stakeholders to understand where quality or delivery is at risk.",
      },
      {
        title: "Agree the scope",
        body: "We define responsibilities, metrics and reporting, and choose an engagement model that fits how certain the scope is.",
      },
      {
        title: "Embed and deliver",
        body: "Our QA engineers, product and project managers or support engineers join your ceremonies and tools and start delivering.",
      },
      {
        title: "Review and adjust",
        body: "Every month we review the agreed metrics with you and adjust team size, focus or process based on the results.",
      },
    ],
    cta: {
      title: "Make your delivery more predictable",
      body: "Tell us where releases slip, bugs escape or an old system holds you back, and we will propose the right mix of QA, management and support.",
    },
  },

  "talent-solution": {
    title: "Talent Solutions: Dedicated Teams & Developers | Alphai",
    description:
      "Extend your engineering capacity with Alphai: a dedicated cross-functional team built around your product, or individual vetted developers joining your team.",
    h1: "Engineering talent, from one developer to a full team",
    intro:
      "When your roadmap outgrows your team, we add capacity without a months-long hiring cycle. Choose a dedicated team assembled for your product, or hire individual developers who join your stand-ups, repositories and tools.",
    overview:
      "Alphai has 85+ engineers, designers and marketers across Lahore, Dubai and Munich, with most engineering capacity in our Lahore centre. Every engineer has passed a technical interview, a practical coding exercise and a communication check before joining us, and works on company hardware under our security policies. You interview the shortlisted people yourself and decide who joins. Dedicated teams come with a delivery lead and the roles your product needs; individual developers slot into your existing process. Both options run on a monthly dedicated team or time & material agreement, and we handle recruitment, payroll, equipment, training and replacements.",
    cards: {
      "our-team":
        "A cross-functional team of developers, QA, design and a delivery lead, assembled for your product and working only on it, with your say on every hire.",
      "hire-developer":
        "Individual front-end, back-end, mobile or DevOps developers who join your team, work in your tools and time zone overlap, with a replacement if the fit is wrong.",
    },
    whyUs: [
      {
        icon: "search",
        title: "Vetted before you meet them",
        body: "Candidates pass a technical interview, a practical exercise reviewed by a senior engineer and an English communication check before reaching your shortlist.",
      },
      {
        icon: "globe",
        title: "Time zones that overlap",
        body: "Lahore, Dubai and Munich share most of the European and Gulf working day, so your team can run stand-ups and reviews in real time.",
      },
      {
        icon: "shield",
        title: "Your code and IP stay yours",
        body: "NDAs, IP assignment in the contract, managed laptops, SSO and least-privilege access to your systems are standard for every placement.",
      },
    ],
    process: [
      {
        title: "Define the need",
        body: "We agree the roles, seniority, stack, working hours and start date in a call with your engineering lead.",
      },
      {
        title: "Shortlist",
        body: "We propose vetted profiles from our engineers, usually within one to two weeks, with notes on relevant projects.",
      },
      {
        title: "Interview and select",
        body: "You interview the candidates and choose; we can arrange a paid trial task for critical roles.",
      },
      {
        title: "Onboard and support",
        body: "We set up access and equipment, join the first sprint planning and check in monthly on performance and fit.",
      },
    ],
    cta: {
      title: "Tell us who you need on your team",
      body: "Share the roles, stack and timeline. We will come back with suitable profiles and a monthly cost for each engagement option.",
    },
  },
} satisfies Record<string, z.input<typeof serviceFamilySchema>>;

export const deliveryDetails = {
  "devops-consulting": {
    title: "DevOps Consulting and Maturity Assessment | Alphai",
    description:
      "DevOps consulting: we baseline your DORA metrics, find the bottlenecks between commit and production, and deliver a practical roadmap your team can follow.",
    h1: "DevOps consulting",
    intro:
      "If deployments need a weekend, a checklist and three people on a call, the problem is rarely a single tool. Our DevOps consultants look at the whole path from commit to production, measure it, and give you a prioritised plan that fits your team's size and skills.",
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
  },

  "devops-ci-cd": {
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
  },

  "devops-cloud": {
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
          "Yes, under a support agreement: monitoring, patching, cost reviews and incident response during our working hours, Monday to Friday 09:00-18:00, with on-call cover available by agreement.",
      },
    ],
    related: ["aws", "azure", "gcp", "devops-ci-cd"],
    cta: {
      title: "Build a cloud platform your developers enjoy",
      body: "Tell us which cloud you run on and what slows your team down. We will suggest a platform design and a realistic migration plan.",
    },
  },

  "quality-assurance": {
    title: "Quality Assurance and Test Automation | Alphai",
    description:
      "Software quality assurance from Alphai: risk-based test strategies, automation with Playwright, Cypress and Appium, API, performance and accessibility testing.",
    h1: "Quality assurance and software testing",
    intro:
      "Our QA engineers find the defects that matter before your users do. We combine exploratory testing by people who understand the product with automated suites that run on every pull request, and we report quality in terms of risk, not just test counts.",
    offerings: [
      {
        icon: "target",
        title: "Test strategy",
        body: "A risk-based plan that decides what to test manually, what to automate and at which level: unit, API, contract or end-to-end.",
      },
      {
        icon: "code",
        title: "Web test automation",
        body: "Maintainable end-to-end suites in Playwright or Cypress using page objects, stable test data and parallel runs in your CI pipeline.",
      },
      {
        icon: "smartphone",
        title: "Mobile app testing",
        body: "Appium, Espresso and XCUITest automation plus manual testing on real iOS and Android devices through BrowserStack device clouds.",
      },
      {
        icon: "server",
        title: "API and contract testing",
        body: "Postman and REST Assured suites, schema validation and Pact consumer-driven contracts that catch breaking changes between services.",
      },
      {
        icon: "gauge",
        title: "Performance testing",
        body: "Load, stress and soak tests with k6, Gatling or JMeter, tied to response-time and error-rate budgets agreed with you in advance.",
      },
      {
        icon: "search",
        title: "Exploratory and accessibility testing",
        body: "Session-based exploratory testing, plus WCAG 2.2 AA checks with axe and manual screen reader testing with NVDA and VoiceOver.",
      },
    ],
    outcomes: [
      {
        title: "Safe releases in a regulated setting",
        body: "For a GCC hospital group, penetration tests and a clinical safety review before each release backed a patient app rated 4.7 by its users.",
        caseStudy: "hospital-group-fhir-patient-app",
      },
      {
        title: "Shorter regression cycles",
        body: "Automating the core regression suite cut a full regression run from four days of manual testing to under two hours.",
      },
      {
        title: "Confidence to release more often",
        body: "With reliable tests in the pipeline, teams release on a weekly or daily cadence instead of batching risky changes.",
      },
    ],
    process: [
      {
        title: "Quality audit",
        body: "We review existing tests, defect history and release process and identify the highest-risk user journeys.",
      },
      {
        title: "Strategy and tooling",
        body: "We agree the test pyramid, tools, environments, test data approach and the quality metrics we will report.",
      },
      {
        title: "Embed in sprints",
        body: "QA engineers join refinement, write acceptance criteria, test stories as they finish and automate stable flows.",
      },
      {
        title: "Report and improve",
        body: "We share defect trends, escaped bugs and automation coverage each sprint and adjust focus to where risk is highest.",
      },
    ],
    tech: [
      { name: "Playwright", use: "Cross-browser end-to-end and component testing for web apps" },
      { name: "Cypress", use: "End-to-end testing for JavaScript front ends" },
      { name: "Appium", use: "Cross-platform mobile UI automation" },
      { name: "Espresso / XCUITest", use: "Native Android and iOS UI tests" },
      { name: "Postman", use: "API exploration and automated collection runs in CI" },
      { name: "REST Assured", use: "API tests in Java-based projects" },
      { name: "Pact", use: "Consumer-driven contract testing between services" },
      { name: "k6", use: "Scripted load and performance testing" },
      { name: "BrowserStack", use: "Real device and browser coverage" },
      { name: "axe-core", use: "Automated accessibility checks" },
      { name: "TestRail", use: "Test case management and release reporting" },
    ],
    faqs: [
      {
        question: "Should we automate all our tests?",
        answer:
          "No. We automate stable, high-value flows and regression checks, and keep exploratory testing for new features and usability. As a rough guide, most tests should sit at unit and API level, with a smaller set of end-to-end tests.",
      },
      {
        question: "Can your QA engineers work with our developers?",
        answer:
          "Yes, that is how we work best. Our QA engineers join your sprint ceremonies, use your issue tracker and repositories and review test code through your normal pull request process.",
      },
      {
        question: "Do you test apps you did not build?",
        answer:
          "Yes. Many QA engagements start on an existing product. We spend the first week learning the domain and the main user journeys before writing a test strategy.",
      },
      {
        question: "How do you report quality?",
        answer:
          "Each sprint we report escaped defects, open defects by severity, automated coverage of critical journeys and pipeline pass rate, with notes on risks for the next release.",
      },
    ],
    related: ["devops-ci-cd", "app-support-maintenance", "project-management"],
    cta: {
      title: "Catch the bugs before your users do",
      body: "Tell us about your product and release cadence. We will suggest a test strategy and the team size to support it.",
    },
  },

  "product-management": {
    title: "Product Management as a Service | Alphai",
    description:
      "Experienced product managers to run discovery, own your roadmap and backlog, set success metrics and check with analytics whether released features are used.",
    h1: "Product management",
    intro:
      "A development team is only as effective as the decisions about what to build. Our product managers work with founders and business owners to turn goals into a focused roadmap, write clear user stories, and use data and user feedback to decide what comes next.",
    offerings: [
      {
        icon: "compass",
        title: "Product strategy and roadmap",
        body: "A product vision, target segments and an outcome-based roadmap tied to measurable goals, reviewed with stakeholders every quarter.",
      },
      {
        icon: "search",
        title: "Continuous discovery",
        body: "Regular user interviews, usability tests and opportunity solution trees to validate problems before engineering time is spent.",
      },
      {
        icon: "file-text",
        title: "Backlog ownership",
        body: "Well-written user stories with acceptance criteria, a prioritised backlog and sprint goals agreed with the development team.",
      },
      {
        icon: "bar-chart",
        title: "Product analytics",
        body: "Event tracking plans, funnels and retention dashboards in Mixpanel, Amplitude or PostHog to see how features are actually used.",
      },
      {
        icon: "rocket",
        title: "Launch planning",
        body: "Release notes, beta programmes, feature flag rollouts and coordination with marketing and support for each significant launch.",
      },
    ],
    outcomes: [
      {
        title: "A backlog tied to goals",
        body: "Every item on the roadmap maps to a metric, so low-value requests are easier to decline and trade-offs are explicit.",
      },
      {
        title: "Better activation and retention",
        body: "Reworking onboarding from funnel data and user interviews is usually the fastest way to raise week-one activation.",
      },
      {
        title: "Less wasted engineering time",
        body: "Testing prototypes with users before building helps teams drop or reshape ideas that would not have been used.",
      },
    ],
    process: [
      {
        title: "Understand the business",
        body: "We learn your goals, users, competitors, current metrics and constraints through workshops and data review.",
      },
      {
        title: "Define outcomes",
        body: "We agree a small set of product metrics and the roadmap themes most likely to move them.",
      },
      {
        title: "Discover and deliver",
        body: "We run discovery one or two sprints ahead of development and keep the backlog ready for the team.",
      },
      {
        title: "Measure and learn",
        body: "After each release we review usage data and feedback and update the roadmap accordingly.",
      },
    ],
    tech: [
      { name: "Jira", use: "Backlog, sprint planning and roadmap views" },
      { name: "Linear", use: "Lightweight issue tracking for fast-moving teams" },
      { name: "Productboard", use: "Collecting feedback and linking it to features" },
      { name: "Mixpanel / Amplitude", use: "Funnels, cohorts and retention analysis" },
      { name: "PostHog", use: "Open-source analytics, session replay and feature flags" },
      { name: "Figma", use: "Reviewing designs and clickable prototypes with users" },
      { name: "Miro", use: "Story mapping, opportunity trees and remote workshops" },
      { name: "Dovetail", use: "Organising and tagging user research findings" },
    ],
    faqs: [
      {
        question: "Do we still need our own product owner?",
        answer:
          "You need someone with decision authority on your side, usually a founder or business lead. Our product manager prepares the options, evidence and backlog; your decision maker approves priorities and budget.",
      },
      {
        question: "Can a product manager join without an Alphai development team?",
        answer:
          "Yes. Our product managers also work with in-house or third-party development teams, adapting to your tools and sprint rhythm.",
      },
      {
        question: "How is product management different from project management?",
        answer:
          "Product management decides what to build and why, and measures whether it worked. Project management plans how and when it gets delivered within budget. Larger engagements often have both roles.",
      },
    ],
    related: ["discovery", "ux-ui", "project-management"],
    cta: {
      title: "Put a product manager on your roadmap",
      body: "Tell us where your product stands and what you need to achieve this year. We will propose the right level of product support.",
    },
  },

  "project-management": {
    title: "Software Project Management and Delivery | Alphai",
    description:
      "Software project management: scope, plans, budgets, risks and dependencies managed by certified project managers, with clear weekly reporting to stakeholders.",
    h1: "Software project management",
    intro:
      "Projects rarely fail because of one big problem; they drift through many small unmanaged ones. Our project managers keep scope, schedule, budget and risks visible, coordinate teams and vendors, and tell you early when a decision is needed.",
    offerings: [
      {
        icon: "calendar",
        title: "Planning and estimation",
        body: "Work breakdown, milestone plans and estimates with ranges rather than single dates, updated as the team learns more.",
      },
      {
        icon: "refresh-cw",
        title: "Agile delivery management",
        body: "Scrum or Kanban facilitation, sprint planning, reviews and retrospectives, and scaled coordination when several teams share a release.",
      },
      {
        icon: "wallet",
        title: "Budget and scope control",
        body: "Tracking spend against plan, change requests with impact estimates and clear trade-offs when new scope arrives mid-project.",
      },
      {
        icon: "shield",
        title: "Risk and dependency management",
        body: "A living risk register, dependency maps across teams and vendors and mitigation plans reviewed every week.",
      },
      {
        icon: "message-square",
        title: "Stakeholder communication",
        body: "Weekly status reports, steering committee packs and demos that show progress in working software rather than percentages.",
      },
    ],
    outcomes: [
      {
        title: "Problems surfaced early",
        body: "Risks and slips are raised when there is still time to act, not at the milestone review.",
      },
      {
        title: "Predictable milestones",
        body: "On a multi-vendor banking integration, our project manager brought the last four milestones in within five working days of plan.",
      },
      {
        title: "Controlled scope changes",
        body: "Every change request comes with its cost and schedule impact, so budget decisions are made deliberately.",
      },
    ],
    process: [
      {
        title: "Initiation",
        body: "We confirm objectives, scope, stakeholders, governance and success criteria in a project charter.",
      },
      {
        title: "Planning",
        body: "We build the delivery plan, estimates, resource plan, risk register and reporting calendar with the team.",
      },
      {
        title: "Execution and control",
        body: "We run the delivery cadence, track progress and budget, manage changes and escalate decisions in time.",
      },
      {
        title: "Closure",
        body: "We run acceptance, handover and a lessons-learned review, and archive documentation for future phases.",
      },
    ],
    tech: [
      { name: "Jira", use: "Sprint boards, epics, release tracking and delivery reports" },
      { name: "Azure Boards", use: "Work tracking for teams on Azure DevOps" },
      { name: "Confluence", use: "Project charters, decision logs and meeting notes" },
      { name: "Microsoft Project", use: "Milestone plans and Gantt charts for fixed-scope projects" },
      { name: "Smartsheet", use: "Portfolio views and resource plans across projects" },
      { name: "Slack / Microsoft Teams", use: "Day-to-day coordination with client and vendor teams" },
    ],
    faqs: [
      {
        question: "Are your project managers certified?",
        answer:
          "Our project managers hold certifications such as PMP, PRINCE2 or Professional Scrum Master, and all have managed software projects for several years. Certification matters less to us than a track record of honest reporting.",
      },
      {
        question: "Can you manage projects that include other vendors?",
        answer:
          "Yes. We regularly coordinate work between in-house teams, other agencies and third-party platforms, with shared plans, dependency tracking and joint status meetings.",
      },
      {
        question: "Which methodology do you use?",
        answer:
          "It depends on the project. Fixed-price projects with stable scope often use milestone-based plans; evolving products use Scrum or Kanban. Many projects combine agile delivery with milestone governance.",
      },
    ],
    related: ["product-management", "quality-assurance", "engagement-models"],
    cta: {
      title: "Bring your project back on track",
      body: "Whether you are starting a project or rescuing one, we can review the plan and suggest what it takes to deliver it predictably.",
    },
  },

  "app-support-maintenance": {
    title: "Application Support and Maintenance | Alphai",
    description:
      "Support and maintenance for live web and mobile apps: incident response, bug fixes, security patches, OS and framework upgrades under a clear SLA.",
    h1: "Application support and maintenance",
    intro:
      "Once an application is live, it needs steady care: fixing bugs, patching vulnerabilities, keeping up with new iOS and Android releases and upgrading frameworks before they reach end of life. We take over that work for applications we built and for those we did not.",
    offerings: [
      {
        icon: "bug",
        title: "Incident response and bug fixing",
        body: "Triage by severity, root cause analysis and fixes deployed through your pipeline, with response times defined in the service-level agreement.",
      },
      {
        icon: "shield",
        title: "Security patching",
        body: "Monthly dependency and OS patch cycles, plus urgent fixes for critical CVEs, tracked with Dependabot or Renovate and scanned in CI.",
      },
      {
        icon: "refresh-cw",
        title: "Framework and platform upgrades",
        body: "Planned upgrades of Node.js, .NET, Java, React or Angular versions and yearly iOS and Android SDK updates before app store deadlines.",
      },
      {
        icon: "activity",
        title: "Monitoring and health checks",
        body: "Uptime checks, error tracking with Sentry, performance monitoring and a monthly health report with recommended actions.",
      },
      {
        icon: "wrench",
        title: "Small enhancements",
        body: "A monthly allowance of hours for minor features, content changes and usability fixes, prioritised with you.",
      },
    ],
    outcomes: [
      {
        title: "Predictable response times",
        body: "Incidents are handled under agreed response and resolution targets per severity level, with a monthly report on performance against them.",
      },
      {
        title: "Up-to-date dependencies",
        body: "Regular patch cycles keep critical vulnerabilities from lingering and avoid expensive multi-version upgrades later.",
      },
      {
        title: "Stable app store presence",
        body: "SDK and policy updates are done ahead of Apple and Google deadlines, so apps are not pulled or blocked from updating.",
      },
    ],
    process: [
      {
        title: "Onboarding audit",
        body: "We review the codebase, infrastructure, monitoring and open issues and document how to build and deploy the application.",
      },
      {
        title: "SLA and access",
        body: "We agree severity levels, response targets, escalation contacts and the access we need, then set up alerting.",
      },
      {
        title: "Steady-state support",
        body: "We handle tickets, patches and upgrades in a regular cadence and keep a changelog of everything we touch.",
      },
      {
        title: "Monthly review",
        body: "We report incidents, SLA performance, risks and recommended improvements and agree priorities for the next month.",
      },
    ],
    tech: [
      { name: "Sentry", use: "Error tracking and release health for web and mobile apps" },
      { name: "Datadog / New Relic", use: "Application performance monitoring" },
      { name: "UptimeRobot", use: "External uptime and SSL certificate checks" },
      { name: "Renovate / Dependabot", use: "Automated dependency update pull requests" },
      { name: "Jira Service Management", use: "Ticketing, SLAs and customer request portals" },
      { name: "PagerDuty / Opsgenie", use: "Alert routing and on-call escalation" },
      { name: "Firebase Crashlytics", use: "Crash reporting for iOS and Android apps" },
    ],
    faqs: [
      {
        question: "Do you support applications built by another company?",
        answer:
          "Yes. We start with a paid onboarding audit of two to four weeks to understand the code and infrastructure, fix blockers to deployment and document the system before the SLA begins.",
      },
      {
        question: "What are your support hours?",
        answer:
          "Standard support runs during our working hours, Monday to Friday 09:00-18:00. Because our Lahore, Dubai and Munich offices sit in different time zones, weekday coverage is longer than a single office. Out-of-hours on-call cover for critical incidents can be added to the SLA.",
      },
      {
        question: "How is support priced?",
        answer:
          "Usually as a monthly retainer with a set number of hours and agreed response times, with additional work billed on a time & material basis. We size the retainer after the onboarding audit.",
      },
    ],
    related: ["app-modernization", "quality-assurance", "devops-cloud"],
    cta: {
      title: "Keep your application healthy",
      body: "Tell us what you run and how it is hosted. We will propose an onboarding audit and a support plan sized to your application.",
    },
  },

  "app-modernization": {
    title: "Legacy Application Modernization | Alphai",
    description:
      "Modernize legacy applications step by step: strangler fig migrations, framework upgrades, monolith decomposition and cloud moves, without a big-bang rewrite.",
    h1: "Application modernization",
    intro:
      "Legacy systems often hold years of business rules that nobody fully documented. Rewriting them from scratch is risky and slow. We modernize incrementally: we put tests around existing behaviour, then replace parts one at a time while the system stays in use.",
    offerings: [
      {
        icon: "search",
        title: "Legacy assessment",
        body: "Code, architecture and dependency analysis, end-of-life risks and a modernization options report comparing rehost, refactor and rebuild.",
      },
      {
        icon: "git-branch",
        title: "Strangler fig migration",
        body: "Routing traffic through a facade so new services take over features one by one, with the legacy path kept as a fallback until retired.",
      },
      {
        icon: "refresh-cw",
        title: "Framework and runtime upgrades",
        body: ".NET Framework to .NET 8, AngularJS to Angular or React, Java 8 to Java 21 with Spring Boot 3, and PHP 5 to current PHP versions.",
      },
      {
        icon: "layers",
        title: "Monolith decomposition",
        body: "Identifying bounded contexts, extracting a modular monolith first and splitting out services only where independent scaling or deployment pays off.",
      },
      {
        icon: "database",
        title: "Data migration",
        body: "Schema redesign, change data capture with Debezium and verified migrations from legacy databases to PostgreSQL or managed cloud databases.",
      },
      {
        icon: "cloud",
        title: "Cloud migration",
        body: "Containerising applications and moving them from on-premises servers to AWS, Azure or Google Cloud with infrastructure as code.",
      },
    ],
    outcomes: [
      {
        title: "No big-bang cutover",
        body: "Each increment goes live on its own and can be rolled back, so the business keeps running throughout the migration.",
      },
      {
        title: "Faster changes",
        body: "For a Bavarian banking group, its own API layer in place of vendor middleware ended twice-yearly vendor releases; its first premium API launched in six weeks.",
        caseStudy: "cooperative-bank-open-banking-api-layer",
      },
      {
        title: "Lower running costs",
        body: "Retiring licensed middleware and oversized servers commonly cuts yearly hosting and licensing costs by a fifth or more.",
      },
    ],
    process: [
      {
        title: "Assess",
        body: "We map the system, its integrations and business rules and rate each component by business value and technical risk.",
      },
      {
        title: "Safety net",
        body: "We add characterization tests, monitoring and a CI pipeline around the legacy code before changing it.",
      },
      {
        title: "Plan increments",
        body: "We choose the first slice, usually a contained module with clear value, and define a target architecture.",
      },
      {
        title: "Migrate and verify",
        body: "We build the new component, run it in parallel or behind a flag, compare results and switch traffic over gradually.",
      },
      {
        title: "Retire",
        body: "We remove the replaced legacy code and infrastructure so the old system actually shrinks.",
      },
    ],
    tech: [
      { name: ".NET 8", use: "Target runtime for .NET Framework and WebForms migrations" },
      { name: "Spring Boot 3", use: "Modern Java services replacing legacy J2EE applications" },
      { name: "Angular / React", use: "Replacing AngularJS, jQuery or server-rendered front ends" },
      { name: "YARP / NGINX", use: "Reverse proxy facades for strangler fig routing" },
      { name: "Debezium", use: "Change data capture to keep old and new databases in sync" },
      { name: "PostgreSQL", use: "Target database for many legacy data migrations" },
      { name: "Docker", use: "Containerising legacy and new components alike" },
      { name: "OpenRewrite", use: "Automated refactoring recipes for Java upgrades" },
      { name: "SonarQube", use: "Measuring code quality and technical debt over time" },
    ],
    faqs: [
      {
        question: "Should we rewrite or modernize incrementally?",
        answer:
          "Incremental modernization is safer in most cases because value is delivered continuously and the old system remains as a fallback. A full rewrite can make sense for small applications or when the existing platform cannot be run or extended at all.",
      },
      {
        question: "How long does a modernization take?",
        answer:
          "The assessment takes two to four weeks. The first migrated slice usually goes live within two to three months; the full programme depends on system size and is planned in quarterly phases.",
      },
      {
        question: "What if nobody knows how the old system works?",
        answer:
          "That is common. We reconstruct behaviour from code, logs, database contents and user interviews, and capture it in characterization tests that protect existing behaviour during the migration.",
      },
    ],
    related: ["app-support-maintenance", "digital-transformation", "devops-cloud", "dotnet"],
    cta: {
      title: "Plan a modernization without the big-bang risk",
      body: "Share a short description of your legacy system. We will suggest an assessment scope and the likely first slice to migrate.",
    },
  },

  "our-team": {
    title: "Build a Dedicated Software Team | Alphai",
    description:
      "Build a dedicated software team with Alphai: developers, QA, designers and a delivery lead assembled for your product, interviewed by you, working only for you.",
    h1: "Build your dedicated team",
    intro:
      "A dedicated team is a group of Alphai engineers assembled for your product and working only on it, long term. You choose the people, set the priorities and own the code; we handle recruitment, HR, equipment, workspace and retention.",
    offerings: [
      {
        icon: "users",
        title: "Cross-functional teams",
        body: "Front-end, back-end and mobile developers, QA engineers, UX/UI designers and DevOps engineers combined to match your product and roadmap.",
      },
      {
        icon: "briefcase",
        title: "Delivery lead included",
        body: "A delivery lead runs ceremonies, tracks velocity and quality, and is your single contact for staffing, performance and escalations.",
      },
      {
        icon: "search",
        title: "Selection with your input",
        body: "We shortlist from our engineers and, where needed, recruit; you interview each candidate and approve every member of the team.",
      },
      {
        icon: "trending-up",
        title: "Flexible scaling",
        body: "Add roles as your roadmap grows or reduce the team with a notice period agreed in the contract, typically one month per person.",
      },
      {
        icon: "graduation-cap",
        title: "Onboarding and knowledge retention",
        body: "Structured onboarding into your domain, documented knowledge and planned overlaps so changes in the team do not reset progress.",
      },
    ],
    outcomes: [
      {
        title: "A productive team in weeks",
        body: "Most dedicated teams start within three to five weeks of the first call, compared with several months of local hiring.",
      },
      {
        title: "Stable, long-term members",
        body: "Team members stay on your product over many quarters, building the domain knowledge that short-term contractors lack.",
      },
      {
        title: "Lower total cost than local hiring",
        body: "With most engineering in Pakistan, a team typically costs noticeably less than equivalent local hires in the Gulf or Europe, without recruitment fees.",
      },
    ],
    process: [
      {
        title: "Team design",
        body: "We discuss your product, roadmap and current team, and propose the roles, seniority and size for a first phase.",
      },
      {
        title: "Selection",
        body: "We present profiles, you interview the candidates, and together we finalise the team composition.",
      },
      {
        title: "Onboarding",
        body: "We set up access, tools and communication channels, and the team starts with a knowledge-transfer sprint.",
      },
      {
        title: "Delivery and reviews",
        body: "The team works in your sprints; the delivery lead reports monthly on velocity, quality and team health.",
      },
    ],
    tech: [
      { name: "React / Next.js", use: "Web front ends and server-rendered applications" },
      { name: "Angular", use: "Enterprise web applications" },
      { name: "Node.js / NestJS", use: "APIs and back-end services in TypeScript" },
      { name: ".NET / C#", use: "Enterprise back ends and Azure-hosted systems" },
      { name: "Java / Spring Boot", use: "Transaction-heavy back-end services" },
      { name: "Python / Django", use: "Web back ends, data pipelines and AI integrations" },
      { name: "Flutter / React Native", use: "Cross-platform mobile apps" },
      { name: "Swift / Kotlin", use: "Native iOS and Android development" },
      { name: "AWS / Azure / GCP", use: "Cloud infrastructure and DevOps" },
      { name: "Jira / Linear", use: "The team works in your existing tracker" },
    ],
    faqs: [
      {
        question: "How is a dedicated team different from outsourcing a project?",
        answer:
          "In a project engagement we commit to a defined scope. In a dedicated team you direct the work and priorities change as you need; you pay a monthly fee per team member and the team stays focused on your product.",
      },
      {
        question: "Who manages the team day to day?",
        answer:
          "Your product owner sets priorities. Our delivery lead runs the team's process, handles HR matters and escalations, and keeps you informed. Many clients also have their own engineering lead working directly with the team.",
      },
      {
        question: "What happens if a team member leaves?",
        answer:
          "We propose a replacement with a similar profile and arrange a handover period with the departing member wherever possible, at no extra cost to you.",
      },
      {
        question: "What is the minimum team size?",
        answer:
          "A dedicated team usually starts at three people, for example two developers and a QA engineer, with the delivery lead shared. For a single role, see our hire-a-developer option.",
      },
    ],
    related: ["hire-developer", "engagement-models", "project-management"],
    cta: {
      title: "Start assembling your team",
      body: "Tell us about your product and the skills you are missing. We will propose a team composition and a monthly cost within a few days.",
    },
  },

  "hire-developer": {
    title: "Hire Pre-Vetted Software Developers | Alphai",
    description:
      "Hire pre-vetted Alphai developers for web, mobile, back-end or DevOps work. Interview them yourself and have them join your team in as little as two weeks.",
    h1: "Hire a developer",
    intro:
      "Need one more senior React engineer or a Flutter developer for the next six months? Hire an individual Alphai developer who joins your team, attends your stand-ups and works in your repositories, while we take care of employment, equipment and continuity.",
    offerings: [
      {
        icon: "monitor",
        title: "Web developers",
        body: "Front-end developers in React, Next.js, Angular and Vue.js, and full-stack engineers with Node.js, .NET, Java or Python experience.",
      },
      {
        icon: "smartphone",
        title: "Mobile developers",
        body: "Native iOS developers with Swift and SwiftUI, Android developers with Kotlin and Jetpack Compose, and Flutter or React Native specialists.",
      },
      {
        icon: "server",
        title: "Back-end and data engineers",
        body: "API, integration and database specialists with PostgreSQL, SQL Server, MongoDB and event streaming experience.",
      },
      {
        icon: "cloud",
        title: "DevOps and cloud engineers",
        body: "Engineers for CI/CD, Terraform, Kubernetes and cloud operations on AWS, Azure or Google Cloud.",
      },
      {
        icon: "bug",
        title: "QA automation engineers",
        body: "Testers who build and maintain Playwright, Cypress or Appium suites and own test quality inside your sprints.",
      },
    ],
    outcomes: [
      {
        title: "Start in about two weeks",
        body: "For common stacks, shortlisted profiles usually arrive within a week and the developer can start about two weeks after your first call.",
      },
      {
        title: "Low-risk trial",
        body: "If the developer is not the right fit during the first month, we replace them or end the engagement with no penalty.",
      },
      {
        title: "Continuity built in",
        body: "If your developer leaves Alphai or falls ill for an extended period, we provide a replacement and handle the handover.",
      },
    ],
    process: [
      {
        title: "Share the requirements",
        body: "Tell us the role, stack, seniority, expected duration and the hours of overlap you need with your team.",
      },
      {
        title: "Review profiles",
        body: "We send two or three profiles with experience summaries and results from our technical assessment.",
      },
      {
        title: "Interview",
        body: "You run your own technical interview or coding exercise and pick the developer you want.",
      },
      {
        title: "Onboard",
        body: "The developer joins your tools and ceremonies; we check in with you after two weeks and monthly thereafter.",
      },
    ],
    tech: [
      { name: "React / Next.js", use: "Front-end and full-stack web development" },
      { name: "Angular / Vue.js", use: "Single-page applications and dashboards" },
      { name: "Node.js", use: "REST and GraphQL APIs, serverless functions" },
      { name: ".NET", use: "ASP.NET Core APIs and enterprise applications" },
      { name: "Java", use: "Spring Boot services and integrations" },
      { name: "Python", use: "Django and FastAPI back ends, data and AI work" },
      { name: "Flutter", use: "Cross-platform mobile apps from one codebase" },
      { name: "Swift / Kotlin", use: "Native iOS and Android apps" },
      { name: "Terraform / Kubernetes", use: "Infrastructure as code and container platforms" },
      { name: "Playwright", use: "End-to-end test automation" },
    ],
    faqs: [
      {
        question: "What is the minimum engagement length?",
        answer:
          "We recommend at least three months so the developer can become productive in your codebase. Shorter engagements are possible for well-defined tasks on a time & material basis.",
      },
      {
        question: "Which hours will the developer work?",
        answer:
          "Our standard hours are Monday to Friday 09:00-18:00 local time. For clients in Europe or the Gulf, we agree a daily overlap window for stand-ups, reviews and pairing, usually four hours or more.",
      },
      {
        question: "Who owns the code the developer writes?",
        answer:
          "You do. The contract assigns all intellectual property to you, the developer signs an NDA, and work happens in your repositories under your access controls.",
      },
      {
        question: "Can the developer become part of a larger team later?",
        answer:
          "Yes. Many clients start with one developer and grow into a dedicated team with QA and a delivery lead once the collaboration is working well.",
      },
    ],
    related: ["our-team", "engagement-models", "website-development", "mobile-app-development"],
    cta: {
      title: "Find the developer your team is missing",
      body: "Send us the role and stack. We will reply with available profiles and a monthly rate, usually within two working days.",
    },
  },
} satisfies Record<string, z.input<typeof serviceDetailSchema>>;
