import type { z } from "zod";
import type { audienceSchema } from "../../../schema";

/** Die Seite /de/industries/healthcare. */
export const healthcare = {
  title: "Software für das Gesundheitswesen: HIPAA, FHIR | Alphai",
  description:
    "Patienten-Apps, HL7-FHIR-Integration und sichere klinische Abläufe für Kliniken, Praxen, Digital-Health-Unternehmen und NGOs, ausgelegt auf HIPAA und DSGVO.",
  h1: "Gesundheitssoftware, die klinische Systeme verbindet und Patientendaten schützt",
  intro:
    "Krankenhäuser, Klinikverbünde, Digital-Health-Unternehmen und globale Gesundheitsprogramme brauchen Software, die zu klinischen Abläufen passt, mit vorhandenen Patientenaktensystemen (EHR) spricht und Daten schützt, die sensibler kaum sein könnten. Wir entwickeln Patienten-Apps, Integrationsschichten und Feld-Tools; HIPAA, DSGVO und lokale Gesundheitsdatenregeln gehören ab dem ersten Sprint zu den Anforderungen.",
  challenges: [
    {
      icon: "lock",
      title: "HIPAA, DSGVO und Speicherort von Gesundheitsdaten",
      body: "Gesundheitsdaten brauchen Verschlüsselung, Zugriffskontrolle und Audit-Trails, und Aufsichtsbehörden in den VAE, in Saudi-Arabien und in der EU schränken ein, wo sie gespeichert werden und wer sie sehen darf.",
    },
    {
      icon: "refresh-cw",
      title: "Interoperabilität mit EHR-Systemen und Austauschplattformen",
      body: "EHR-Systeme sprechen HL7 v2, proprietäre APIs oder nur teilweise FHIR. Sie mit Apps, Laboren und Austauschplattformen wie NABIDH in Dubai oder Malaffi in Abu Dhabi zu verbinden, erfordert sorgfältiges Mapping.",
    },
    {
      icon: "calendar",
      title: "Terminausfälle und überlastete Callcenter",
      body: "Terminbuchung nur per Telefon, versäumte Termine und Befunde per E-Mail verschwenden klinische Kapazität und frustrieren Patienten.",
    },
    {
      icon: "activity",
      title: "Klinische Sicherheit",
      body: "Eine falsche Dosis oder ein übersehenes Warnzeichen hat reale Folgen. Deshalb müssen Ärzte und Pflegekräfte Design und Tests mitgestalten, und manche Funktionen können unter das Medizinprodukterecht fallen.",
    },
  ],
  approach: [
    {
      title: "FHIR-first-Integration",
      body: "Wir übersetzen HL7-v2-Nachrichten und Hersteller-APIs in FHIR-R4-Ressourcen hinter einer einzigen auditierten API, sodass neue Apps und Partner nur einmal integrieren müssen.",
    },
    {
      title: "Datenschutz und Sicherheit ab dem Entwurf",
      body: "Datenschutz-Folgenabschätzungen, Zugriff nur im notwendigen Umfang, Verschlüsselung, Hosting in der Region und Penetrationstests vor jedem größeren Release.",
    },
    {
      title: "Klinisches Personal eingebunden",
      body: "Ärzte, Pflegekräfte und Gesundheitshelfer prüfen Abläufe und testen Releases, und eine klinische Sicherheitsprüfung gehört zu unserer Definition of Done.",
    },
    {
      title: "Gebaut für Patienten und Feldpersonal",
      body: "Patienten-Apps auf Arabisch und Englisch mit barrierefreien Oberflächen und Offline-first-Tools für kommunale Gesundheitshelfer auf einfachen Android-Smartphones.",
    },
  ],
  services: ["react-native", "android", "dotnet", "azure", "quality-assurance", "ai-integration"],
  stats: [
    { value: "31 %", label: "weniger versäumte ambulante Termine bei einer Klinikgruppe am Golf" },
    { value: "26 %", label: "weniger Anrufe im Callcenter nach dem Start der Patienten-App" },
    { value: "2.000", label: "kommunale Gesundheitshelfer nutzen eine von uns gebaute App" },
    { value: "FHIR R4", label: "Ressourcen, bereitgestellt über eine einzige auditierte Integrations-API" },
  ],
  cta: {
    title: "Sie binden ein EHR-System, eine Patienten-App oder ein Feldprogramm an?",
    body: "Sagen Sie uns, welche klinischen Systeme Sie betreiben und wo Ihre Daten bleiben müssen. Wir planen Integration und Compliance-Arbeit, bevor die erste Zeile Code entsteht.",
  },
} satisfies z.input<typeof audienceSchema>;
