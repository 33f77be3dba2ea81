import type { z } from "zod";
import type { serviceDetailSchema } from "../../../schema";

/** The page at /services/app-support-maintenance. */
export const appSupportMaintenance = {
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
        "Standard support runs during our working hours, Monday to Friday 09:00–18:00. Because our Lahore, Dubai and Munich offices sit in different time zones, weekday coverage is longer than a single office. Out-of-hours on-call cover for critical incidents can be added to the SLA.",
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
} satisfies z.input<typeof serviceDetailSchema>;
