import type { z } from "zod";
import type { serviceDetailSchema } from "../../../schema";

/** The page at /services/product-engineering/digital-transformation. */
export const digitalTransformation = {
  title: "Digital Transformation Consulting and Delivery | Alphai",
  description:
    "Digital transformation that starts from your processes: mapping, legacy replacement, system integration, data and change management your teams adopt.",
  h1: "Digital transformation that changes how work gets done",
  intro:
    "Transformation fails when software is bought before the process is understood. We first map how work flows through your organisation, then replace paper, spreadsheets and ageing systems step by step with software, integrations and data people adopt because it eases their work.",
  offerings: [
    {
      icon: "compass",
      title: "Process and system assessment",
      body: "We map current processes, systems and data flows, measure where time and errors accumulate and rank opportunities by value and effort.",
    },
    {
      icon: "refresh-cw",
      title: "Legacy modernisation",
      body: "Ageing desktop, Microsoft Access or on-premise applications rebuilt or re-platformed in stages, keeping the business running during the change.",
    },
    {
      icon: "git-branch",
      title: "System integration",
      body: "APIs and event flows connecting ERP, CRM, finance and line-of-business systems such as SAP, Dynamics 365, Salesforce and Odoo.",
    },
    {
      icon: "settings",
      title: "Workflow automation",
      body: "Approval, onboarding and case-handling workflows moved from email and spreadsheets into auditable software with clear ownership.",
    },
    {
      icon: "bar-chart",
      title: "Data and reporting",
      body: "A single reporting layer with agreed definitions, replacing manual month-end spreadsheets with dashboards in Power BI or Looker Studio.",
    },
    {
      icon: "users",
      title: "Change and adoption",
      body: "Training, champions in each department and feedback loops, so new systems are used as intended rather than worked around.",
    },
  ],
  outcomes: [
    {
      title: "Fewer status calls",
      body: "For a Jebel Ali freight forwarder, one shipment timeline fed by carriers, the warehouse and 350 trucks cut status enquiries to customer service by 48%.",
      caseStudy: "freight-forwarder-shipment-visibility",
    },
    {
      title: "Fewer manual errors",
      body: "Integrating a distributor's order portal with its ERP removed double entry and reduced invoice corrections by 35%.",
    },
    {
      title: "Numbers people trust",
      body: "Replacing scattered spreadsheets with one reporting model gives every department the same figures and shortens periodic reporting from weeks to days.",
    },
  ],
  process: [
    {
      title: "Assess",
      body: "Interviews, process walk-throughs and a system inventory produce a current-state map and a ranked list of opportunities.",
    },
    {
      title: "Roadmap",
      body: "A phased roadmap with business cases, dependencies and quick wins, agreed with leadership and the teams affected.",
    },
    {
      title: "Pilot",
      body: "One process or department goes first, with measured before-and-after results that prove the approach.",
    },
    {
      title: "Scale",
      body: "Successful patterns roll out to other areas, with integration, data migration and training for each wave.",
    },
    {
      title: "Embed",
      body: "Ownership moves to your teams, with documentation, support arrangements and metrics that keep improving after we step back.",
    },
  ],
  tech: [
    { name: "Microsoft Power Platform", use: "Low-code apps and flows where they fit alongside custom software" },
    { name: "Azure and AWS", use: "Hosting for new services and migrated workloads" },
    { name: "SAP, Dynamics 365 and Odoo", use: "ERP integration through standard APIs and connectors" },
    { name: "Salesforce", use: "CRM integration and data synchronisation" },
    { name: "Apache Kafka", use: "Event streaming between systems that must stay in sync" },
    { name: "Power BI", use: "Reporting and dashboards on a shared data model" },
    { name: "Camunda", use: "BPMN workflow and decision automation for complex processes" },
    { name: ".NET and Java", use: "Custom services that replace or wrap legacy systems" },
  ],
  faqs: [
    {
      question: "Where should a digital transformation start?",
      answer:
        "With the processes that cost the most time or cause the most errors and that have a committed owner. We rank opportunities by value and effort during the assessment and usually recommend one pilot that can show results within three to four months.",
    },
    {
      question: "Do we have to replace our ERP or other core systems?",
      answer:
        "Rarely. Most of our transformation work integrates with existing systems and replaces the spreadsheets, email chains and manual re-keying around them. We recommend replacing a core system only when the assessment shows it is the real constraint.",
    },
    {
      question: "How do you make sure staff adopt the new systems?",
      answer:
        "Users are involved from the assessment onwards, pilots are shaped by their feedback, and each rollout includes training, department champions and usage metrics that we review with you.",
    },
    {
      question: "Do you use low-code platforms?",
      answer:
        "Where they fit. Power Platform works well for departmental apps on Microsoft 365; custom software makes more sense for customer-facing, high-volume or heavily integrated systems. We recommend per use case.",
    },
  ],
  related: ["app-modernization", "cloud-services", "chatgpt-integration"],
  cta: {
    title: "Drowning in spreadsheets and manual handovers?",
    body: "Tell us which processes hurt most. We will suggest an assessment scope and where a first pilot could show measurable results.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
