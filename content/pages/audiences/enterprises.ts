import type { z } from "zod";
import type { audienceSchema } from "../../schema";
import { ratingText, site } from "../../site";

/** The page at /who-we-serve/enterprises. */
export const enterprises = {
  title: "Enterprise Software Development and Modernisation | Alphai",
  description:
    "Alphai modernises legacy systems, integrates ERP and core platforms and builds secure customer apps for enterprises in the GCC, DACH and South Asia.",
  h1: "Modernise legacy systems without stopping the business that runs on them",
  intro:
    "Large organisations rarely start from a blank page. We work alongside your IT, security and procurement teams to replace ageing applications step by step, connect SAP, Oracle and in-house systems through well-governed APIs, and deliver customer and employee apps built to pass your security review.",
  challenges: [
    {
      icon: "refresh-cw",
      title: "Legacy systems nobody wants to touch",
      body: "Critical processes run on applications that are ten or twenty years old and whose original developers have left. Big-bang rewrites have failed before, so nobody wants to sponsor the next one.",
    },
    {
      icon: "layers",
      title: "Point-to-point integration",
      body: "Hand-built interfaces, nightly file transfers and shared databases make every change risky and every new digital channel slow to launch.",
    },
    {
      icon: "shield",
      title: "Security, audit and data residency",
      body: "Vendors must pass security questionnaires, penetration tests and data residency rules in the UAE, Saudi Arabia or under the EU GDPR before they write a line of code.",
    },
    {
      icon: "building",
      title: "Many stakeholders, one delivery plan",
      body: "Business units, central IT, security, procurement and works councils all have a say. Projects stall without someone who manages the dependencies as well as the code.",
    },
  ],
  approach: [
    {
      title: "Step-by-step modernisation",
      body: "We put an API layer in front of the legacy system and move capabilities across one at a time, running old and new side by side with automated comparison until each part is retired.",
    },
    {
      title: "Governed integration",
      body: "Contract-first APIs, event streams and change data capture replace nightly batches, with versioning, monitoring and ownership agreed up front.",
    },
    {
      title: "Security and compliance built in",
      body: "Threat modelling, dependency scanning, penetration testing and audit logging are part of every release, and hosting stays in the region your regulator expects.",
    },
    {
      title: "Transparent delivery governance",
      body: "A named delivery manager, fortnightly steering reports, a risk and dependency log and burn-up charts tied to budget, with fixed-price phases where procurement needs them.",
    },
  ],
  services: ["digital-transformation", "app-modernization", "java", "dotnet", "azure", "quality-assurance"],
  stats: [
    { value: "3", label: "regional offices: Dubai, Lahore and Munich" },
    { value: `${site.figures.countries}`, label: "countries where our clients operate" },
    { value: `${site.figures.projects}+`, label: "projects delivered by our teams" },
    { value: ratingText("en"), label: `client rating from ${site.rating.count} reviews on ${site.rating.source}` },
  ],
  cta: {
    title: "Planning to retire a legacy system?",
    body: "Send us an overview of the system and what depends on it. We will propose a phased plan with a first slice you can take to your steering committee.",
  },
} satisfies z.input<typeof audienceSchema>;
