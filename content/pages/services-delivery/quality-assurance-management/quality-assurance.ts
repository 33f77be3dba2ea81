import type { z } from "zod";
import type { serviceDetailSchema } from "../../../schema";

/** The page at /services/quality-assurance. */
export const qualityAssurance = {
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
} satisfies z.input<typeof serviceDetailSchema>;
