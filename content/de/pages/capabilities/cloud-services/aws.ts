import type { z } from "zod";
import type { serviceDetailSchema } from "../../../../schema";

/** Die Seite /de/capabilities/cloud/aws. */
export const aws = {
  title: "AWS-Beratung und Cloud-Migration | Alphai",
  description:
    "AWS-Leistungen von Alphai: Landing Zones mit Control Tower, Workloads auf ECS, EKS und Lambda, Aurora-Migrationen, Terraform oder CDK und Kosten-Reviews.",
  h1: "AWS-Architektur, Migration und Kostenoptimierung",
  intro:
    "AWS bietet für fast alles einen Service – genau deshalb werden Accounts schnell unübersichtlich und Rechnungen hoch. Wir richten gut gesteuerte AWS-Umgebungen ein, migrieren und modernisieren Workloads und prüfen die Kosten regelmäßig, damit die Plattform auch beim Wachstum sicher und bezahlbar bleibt.",
  offerings: [
    {
      icon: "building",
      title: "Landing Zones",
      body: "Multi-Account-Setups mit AWS Control Tower und Organizations, IAM Identity Center, zentralem Logging und Service Control Policies.",
    },
    {
      icon: "server",
      title: "Container und Serverless",
      body: "Workloads auf ECS Fargate, EKS oder Lambda mit API Gateway, ausgewählt nach Traffic-Muster, Kompetenzen des Teams und Betriebskosten.",
    },
    {
      icon: "database",
      title: "Migration der Datenschicht",
      body: "Umzug zu RDS, Aurora oder DynamoDB mit dem AWS Database Migration Service und Umstellungen auf Basis von Replikation.",
    },
    {
      icon: "code",
      title: "Infrastructure as Code",
      body: "Terraform- oder AWS-CDK-Module für Netzwerk, Compute und Daten, ausgerollt über Pipelines mit Review des Plans.",
    },
    {
      icon: "wallet",
      title: "Kostenoptimierung",
      body: "Rightsizing, Graviton-Instanzen, Savings Plans, Lifecycle-Regeln für Speicher und Tagging mit Cost-Explorer-Berichten pro Team.",
    },
  ],
  outcomes: [
    {
      title: "Schnelle Suche auch in der Hochsaison",
      body: "Für eine Ferienwohnungsplattform in Dubai beantwortet ein Suchservice auf AWS mit Read Replicas für die Hauptsaison 95 % der Suchanfragen innerhalb von 420 ms.",
      caseStudy: "holiday-rental-search-performance",
    },
    {
      title: "Daten bleiben in der Region",
      body: "Workloads in den AWS-Regionen Middle East (UAE) oder Frankfurt erfüllen die Vorgaben zur Datenhaltung in den Golfstaaten und in der EU.",
    },
    {
      title: "Reproduzierbare Umgebungen",
      body: "Neue Umgebungen entstehen aus Code in Stunden statt Wochen, mit denselben Guardrails wie die Produktion.",
    },
  ],
  process: [
    {
      title: "Discovery",
      body: "Wir prüfen bestehende Workloads, Accounts, Kosten und Compliance-Anforderungen und nutzen das AWS Well-Architected Framework als Checkliste.",
    },
    {
      title: "Fundament",
      body: "Landing Zone, Netzwerk, Identitäten und Logging werden als Code ausgerollt, bevor der erste Workload umzieht.",
    },
    {
      title: "Migrieren und modernisieren",
      body: "Workloads ziehen in Wellen um: per Rehosting, wo Tempo zählt, und per Replatforming auf Managed Services, wo es Aufwand spart.",
    },
    {
      title: "Optimieren",
      body: "Monatliche Reviews zu Kosten und Zuverlässigkeit halten die Umgebung auch nach dem Go-live in Form.",
    },
  ],
  tech: [
    { name: "AWS Control Tower", use: "Gesteuerte Multi-Account-Landing-Zones" },
    { name: "Amazon ECS und Fargate", use: "Container betreiben, ohne Server zu verwalten" },
    { name: "Amazon EKS", use: "Managed Kubernetes für komplexe Plattformen" },
    { name: "AWS Lambda", use: "Ereignisgesteuerte Workloads und Lastspitzen" },
    { name: "Amazon Aurora", use: "Managed Datenbanken, kompatibel mit MySQL und PostgreSQL" },
    { name: "Amazon DynamoDB", use: "Key-Value-Daten mit planbar niedriger Latenz" },
    { name: "AWS CDK", use: "Infrastruktur, definiert in TypeScript" },
    { name: "Terraform", use: "Anbieterneutrale Infrastructure as Code" },
    { name: "Amazon CloudWatch", use: "Metriken, Logs und Alarme" },
    { name: "AWS DMS", use: "Datenbankmigration mit laufender Replikation" },
  ],
  faqs: [
    {
      question: "Sollten wir ECS oder EKS einsetzen?",
      answer:
        "ECS mit Fargate ist einfacher zu betreiben und passt zu den meisten Teams mit einer Handvoll Services. EKS lohnt sich, wenn Sie das Kubernetes-Ökosystem oder Portabilität über mehrere Clouds brauchen oder bereits Kubernetes-Know-how im Team haben.",
    },
    {
      question: "Können unsere Daten in den VAE oder in Saudi-Arabien bleiben?",
      answer:
        "AWS betreibt eine Region Middle East (UAE), und wir entwerfen Architekturen, die Daten und Backups in der von Ihnen gewählten Region halten. Für saudische Anforderungen prüfen wir mit Ihnen die aktuelle Verfügbarkeit von Regionen und die regulatorischen Vorgaben.",
    },
    {
      question: "Wie viel können wir bei unserer AWS-Rechnung sparen?",
      answer:
        "Das hängt davon ab, wie die Umgebung aufgebaut wurde. Accounts, die nie geprüft wurden, sparen durch Rightsizing, Commitments und Aufräumen oft 20–35 %; gut verwaltete weniger. Eine Schätzung geben wir nach einem Blick in die Daten des Cost Explorer.",
    },
    {
      question: "Bieten Sie laufenden AWS-Support an?",
      answer:
        "Ja, im Rahmen eines Supportvertrags mit Monitoring, Patching, Incident Response zu vereinbarten Zeiten und monatlichen Kosten-Reviews.",
    },
  ],
  related: ["devops-cloud", "devops-ci-cd", "azure", "gcp"],
  cta: {
    title: "Sie wünschen sich ein übersichtlicheres, günstigeres AWS-Setup?",
    body: "Zeigen Sie uns Ihre aktuelle Architektur oder die Rechnung des letzten Monats. Wir nennen Ihnen die schnellsten Hebel und skizzieren einen Plan.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
