import type { z } from "zod";
import type { audienceSchema } from "../../schema";

/** The page at /industries/healthcare. */
export const healthcare = {
  title: "Healthcare Software Development: HIPAA, FHIR | Alphai",
  description:
    "Patient apps, HL7 FHIR integration and secure clinical workflows for hospitals, clinics, digital health companies and NGOs, designed for HIPAA and GDPR.",
  h1: "Healthcare software that connects clinical systems and keeps patient data safe",
  intro:
    "Hospitals, clinic networks, digital health companies and global health programmes need software that fits clinical workflows, connects to EHRs and protects sensitive data. We build patient apps, integration layers and field tools built to HIPAA, GDPR and local health data rules from sprint one.",
  challenges: [
    {
      icon: "lock",
      title: "HIPAA, GDPR and health data residency",
      body: "Health data needs encryption, access control and audit trails, and regulators in the UAE, Saudi Arabia and the EU restrict where it may be stored and who may see it.",
    },
    {
      icon: "refresh-cw",
      title: "Interoperability with EHRs and exchanges",
      body: "EHRs speak HL7 v2, proprietary APIs or partial FHIR. Connecting them to apps, labs and exchanges such as Dubai's NABIDH or Abu Dhabi's Malaffi takes careful mapping.",
    },
    {
      icon: "calendar",
      title: "No-shows and overloaded call centres",
      body: "Phone-only booking, missed appointments and results sent by email waste clinical capacity and frustrate patients.",
    },
    {
      icon: "activity",
      title: "Clinical safety",
      body: "A wrong dose or a missed danger sign has real consequences, so clinicians must shape design and testing, and some features may fall under medical device rules.",
    },
  ],
  approach: [
    {
      title: "FHIR-first integration",
      body: "We translate HL7 v2 messages and vendor APIs into FHIR R4 resources behind one audited API, so new apps and partners integrate once.",
    },
    {
      title: "Privacy and security by design",
      body: "Data protection impact assessments, minimum necessary access, encryption, in-region hosting and penetration testing before each major release.",
    },
    {
      title: "Clinicians in the loop",
      body: "Doctors, nurses and health workers review flows and test releases, and a clinical safety review is part of our definition of done.",
    },
    {
      title: "Built for patients and field staff",
      body: "Arabic and English patient apps with accessible interfaces, and offline-first tools for community health workers on basic Android phones.",
    },
  ],
  services: ["react-native", "android", "dotnet", "azure", "quality-assurance", "ai-integration"],
  stats: [
    { value: "31%", label: "fewer outpatient no-shows at a GCC hospital group" },
    { value: "26%", label: "lower call-centre volume after the patient app launch" },
    { value: "2,000", label: "community health workers using an app we built" },
    { value: "FHIR R4", label: "resources served through one audited integration API" },
  ],
  cta: {
    title: "Connecting an EHR, a patient app or a field programme?",
    body: "Tell us which clinical systems you run and where your data must stay. We will map the integration and the compliance work before any code is written.",
  },
} satisfies z.input<typeof audienceSchema>;
