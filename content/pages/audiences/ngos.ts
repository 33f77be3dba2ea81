import type { z } from "zod";
import type { audienceSchema } from "../../schema";

/** The page at /who-we-serve/it-firms. */
export const ngos = {
  title: "Software for NGOs and Development Organisations | Alphai",
  description:
    "Digital tools for non-profits, foundations and international development organisations: offline field apps, donor reporting and IATI data on grant budgets.",
  h1: "Digital tools for NGOs, foundations and development programmes",
  intro:
    "NGOs, foundations and development organisations need software that works in the field, satisfies donors and outlives the grant. We build offline-first data collection apps, M&E platforms and fundraising websites, sized to grant budgets and handed to your team or a local partner.",
  challenges: [
    {
      icon: "globe",
      title: "Fieldwork without reliable connectivity",
      body: "Health workers, teachers and enumerators work where mobile signal is patchy and power cuts are routine, often on low-cost Android phones shared between staff.",
    },
    {
      icon: "file-text",
      title: "Donor reporting that eats programme time",
      body: "Each donor wants different indicators, templates and deadlines. Staff spend weeks consolidating spreadsheets from country offices instead of running programmes.",
    },
    {
      icon: "lock",
      title: "Sensitive data about vulnerable people",
      body: "Beneficiary records, health data and information about children need informed consent, data minimisation and access controls that meet the GDPR and local data protection laws.",
    },
    {
      icon: "wallet",
      title: "Grant budgets and sustainability",
      body: "Funding arrives in fixed tranches under procurement rules, and systems must stay affordable to host and maintain once the project period is over.",
    },
  ],
  approach: [
    {
      title: "Field research before design",
      body: "We observe how staff actually work and test prototypes with them in local languages, including audio prompts and icon-led screens for users with limited literacy.",
    },
    {
      title: "Open standards and proven tools",
      body: "We integrate with DHIS2, KoboToolbox and ODK where they fit, and export IATI-compliant data, so you are not locked into custom software.",
    },
    {
      title: "Budgets matched to grant cycles",
      body: "Fixed-price phases aligned with funding tranches and donor milestones, with documentation that supports your procurement and audit requirements.",
    },
    {
      title: "Handover and capacity building",
      body: "We train your staff or a local partner, document hosting and support, and design for running costs you can carry after the grant.",
    },
  ],
  services: ["discovery", "android", "python", "postgresql", "marketing-websites", "app-support-maintenance"],
  stats: [
    { value: "2,000", label: "community health workers using a field app we built" },
    { value: "9", label: "countries reporting on one programme data platform" },
    { value: "3 days", label: "to compile a quarterly donor report, from three weeks" },
    { value: "180", label: "low-fee schools running our offline learning app" },
  ],
  cta: {
    title: "Writing a proposal with a digital component?",
    body: "We can help you scope and cost the technology part of a grant proposal and describe it in terms a donor's technical reviewer will accept.",
  },
} satisfies z.input<typeof audienceSchema>;
