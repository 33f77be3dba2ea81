import type { z } from "zod";
import type { audienceSchema } from "../../schema";

/** The page at /industries/banking-finance. */
export const bankingFinance = {
  title: "Banking and Fintech Software Development | Alphai",
  description:
    "Open banking APIs, KYC/AML onboarding and core banking integration for banks, lenders and fintechs in the GCC and DACH, built to stand up to regulators.",
  h1: "Banking and fintech software that regulators and customers can trust",
  intro:
    "Banks, lenders, payment firms and wealth platforms work under strict rules: PSD2 and open banking, KYC and AML, data residency, operational resilience. We have built onboarding apps, open banking APIs and core banking integrations for institutions in the GCC and DACH region.",
  challenges: [
    {
      icon: "globe",
      title: "PSD2, open banking and open finance",
      body: "The EU's PSD2 and the open banking frameworks of Saudi Arabia, the UAE and Bahrain require consent-based APIs with strong customer authentication and demanding performance.",
    },
    {
      icon: "shield",
      title: "KYC, AML and fraud controls",
      body: "Onboarding must verify identity, screen against sanctions and PEP lists and feed transaction monitoring, without turning a three-minute sign-up into a three-day ordeal.",
    },
    {
      icon: "database",
      title: "Core banking integration",
      body: "Temenos, Finacle, Oracle FLEXCUBE and in-house cores were built for batch processing and branch terminals, not for mobile apps and third-party API traffic.",
    },
    {
      icon: "lock",
      title: "Resilience, security and audit",
      body: "The EU's DORA, PCI DSS for card data and central bank rules in the GCC demand tested recovery, strict access control and evidence that auditors can follow.",
    },
  ],
  approach: [
    {
      title: "Compliance in the backlog",
      body: "Regulatory requirements become user stories with acceptance criteria, reviewed with your compliance and risk teams before development rather than after it.",
    },
    {
      title: "An API layer in front of the core",
      body: "Change data capture, caching and idempotent transaction APIs decouple digital channels from the core, so mobile and partner traffic never overloads batch systems.",
    },
    {
      title: "Identity and screening done properly",
      body: "eKYC with liveness checks, national digital identity integration, sanctions and PEP screening and risk scoring, with every decision logged for audit.",
    },
    {
      title: "Release safely and often",
      body: "Automated tests, parallel runs against legacy systems and staged rollouts let you release every two weeks while meeting change-management rules.",
    },
  ],
  services: ["java", "react-native", "app-modernization", "devops-ci-cd", "quality-assurance", "azure"],
  stats: [
    { value: "0.6 s", label: "p95 open banking response time for a Bavarian bank" },
    { value: "99.95%", label: "API availability in the first year after cutover" },
    { value: "37%", label: "lower onboarding drop-off for a Riyadh digital lender" },
    { value: "71%", label: "of loan applications decided without manual review" },
  ],
  cta: {
    title: "Working on open banking, onboarding or a core migration?",
    body: "Talk to engineers who have integrated with core banking systems and sat through bank security reviews. We will tell you what is realistic in your timeline.",
  },
} satisfies z.input<typeof audienceSchema>;
