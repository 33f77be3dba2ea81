import type { z } from "zod";
import type { serviceDetailSchema } from "../../../../schema";

/** Die Seite /de/services/devops-consulting. */
export const devopsConsulting = {
  title: "DevOps-Beratung und Reifegradanalyse | Alphai",
  description:
    "DevOps-Beratung: Wir messen Ihre DORA-Metriken, finden die Engpässe zwischen Commit und Produktion und liefern eine Roadmap, die Ihr Team umsetzen kann.",
  h1: "DevOps-Beratung",
  intro:
    "Wenn ein Deployment ein Wochenende, eine Checkliste und drei Leute im Call braucht, liegt es selten an einem Tool. Unsere DevOps-Berater messen den gesamten Weg vom Commit bis zur Produktion und geben Ihnen einen priorisierten Plan, passend zu Größe und Know-how Ihres Teams.",
  offerings: [
    {
      icon: "gauge",
      title: "DevOps-Reifegradanalyse",
      body: "Eine zwei- bis dreiwöchige Prüfung von Repositorys, Pipelines, Umgebungen, Rufbereitschaft und Incident-Historie, mit DORA-Ausgangsbasis und einem schriftlichen Bericht über alle Befunde.",
    },
    {
      icon: "compass",
      title: "Roadmap und Toolauswahl",
      body: "Ein Stufenplan für CI/CD, Infrastructure as Code, Observability und Security, in dem jede Toolentscheidung an Ihrem Stack, Ihrem Budget und dem Know-how Ihres Teams begründet ist.",
    },
    {
      icon: "git-branch",
      title: "Branching- und Release-Strategie",
      body: "Der Umstieg von langlebigen Branches auf Trunk-based Development mit Feature-Flags, kurzlebigen Pull Requests sowie automatischer Versionierung und automatischen Changelogs.",
    },
    {
      icon: "shield",
      title: "DevSecOps-Praktiken",
      body: "Secret-Scanning, Scans von Abhängigkeiten und Container-Images, SBOM-Erzeugung und Least-Privilege-Zugriffe für Pipelines – eingeführt, ohne Ihre Entwickler auszubremsen.",
    },
    {
      icon: "activity",
      title: "Incident-Management und Rufbereitschaft",
      body: "Service Level Objectives, justierte Alerts, Runbooks und Post-Incident-Reviews ohne Schuldzuweisung, damit Störungen kürzer werden und sich nicht wiederholen.",
    },
  ],
  outcomes: [
    {
      title: "Eine Ausgangsbasis, an der Sie messen können",
      body: "Deployment-Häufigkeit, Durchlaufzeit, Änderungsfehlerrate und Wiederherstellungszeit werden aus Ihren eigenen Tools gemessen, sodass der Fortschritt jeden Monat sichtbar ist.",
    },
    {
      title: "Kürzere Durchlaufzeit für Änderungen",
      body: "Wer manuelle Freigaben und langsame Testphasen streicht, senkt die Durchlaufzeit für Änderungen typischerweise von Tagen auf Stunden.",
    },
    {
      title: "Umstellung ohne Ausfall",
      body: "Bei einer bayerischen Bankengruppe liefen altes und neues Gateway parallel, jede Antwort wurde verglichen, und die Umstellung verursachte keinen ungeplanten Ausfall.",
      caseStudy: "cooperative-bank-open-banking-api-layer",
    },
  ],
  process: [
    {
      title: "Discovery-Interviews",
      body: "Wir sprechen mit Entwicklung, Test, Betrieb und Product Ownern, um zu verstehen, wie die Arbeit tatsächlich fließt und wo sie liegen bleibt.",
    },
    {
      title: "Technisches Audit",
      body: "Wir lesen Pipeline-Definitionen, Infrastruktur, Monitoring und Incident-Protokolle und messen die DORA-Metriken anhand Ihrer Daten.",
    },
    {
      title: "Befunde und Roadmap",
      body: "Wir präsentieren die Befunde, geordnet nach Wirkung und Aufwand, und eine Roadmap in Zwei-Wochen-Schritten mit Verantwortlichen und Erfolgskriterien.",
    },
    {
      title: "Begleitete Umsetzung",
      body: "Auf Wunsch setzen unsere Engineers die ersten Punkte der Roadmap gemeinsam mit Ihrem Team um, damit die neuen Praktiken über den Bericht hinaus Bestand haben.",
    },
  ],
  tech: [
    {
      name: "DORA-Metriken",
      use: "Ausgangsbasis und Verlauf von Deployment-Häufigkeit, Durchlaufzeit, Änderungsfehlerrate und Wiederherstellungszeit",
    },
    { name: "GitHub Actions", use: "CI/CD-Plattform, die wir Teams mit Code auf GitHub häufig empfehlen" },
    { name: "GitLab CI", use: "Integrierte Pipelines, Merge-Request-Checks und Umgebungen für GitLab-Nutzer" },
    { name: "Terraform", use: "Infrastructure as Code für reproduzierbare, überprüfbare Cloud-Umgebungen" },
    { name: "Kubernetes", use: "Container-Orchestrierung, sobald die Zahl der Services sie rechtfertigt" },
    { name: "LaunchDarkly", use: "Feature-Flags, um Deployment und Release voneinander zu trennen" },
    { name: "Trivy", use: "Schwachstellen-Scans für Container-Images, Abhängigkeiten und IaC" },
    { name: "Grafana", use: "Dashboards für den Zustand der Services und für Delivery-Metriken" },
  ],
  faqs: [
    {
      question: "Wie lange dauert ein DevOps-Assessment?",
      answer:
        "Bei einem Produkt mit bis zu etwa 15 Services dauert das Assessment zwei bis drei Wochen und endet mit einem schriftlichen Bericht und einem Roadmap-Workshop. Größere Systemlandschaften analysieren wir in der Regel Produktbereich für Produktbereich.",
    },
    {
      question: "Müssen wir Kubernetes einführen?",
      answer:
        "Nein. Viele Teams fahren mit Managed Services wie AWS ECS, Azure Container Apps oder Cloud Run besser. Wir empfehlen Kubernetes nur, wenn die Zahl der Services, die Anforderungen an Skalierung oder Portabilität den Betriebsaufwand rechtfertigen.",
    },
    {
      question: "Können Sie mit unseren bestehenden Tools arbeiten?",
      answer:
        "Ja. Wir gehen von dem aus, was Sie haben, ob Jenkins, Bitbucket Pipelines oder Azure DevOps, und empfehlen eine Migration nur dann, wenn das aktuelle Tool selbst der Engpass ist.",
    },
    {
      question: "Welche Zugänge benötigen Sie?",
      answer:
        "Für das Assessment genügt Lesezugriff auf Repositorys, Pipeline-Konfiguration, Cloud-Konten und Monitoring. Wir beantragen ihn über Ihren Identity Provider und lassen ihn entfernen, sobald die Zusammenarbeit endet.",
    },
  ],
  related: ["devops-ci-cd", "devops-cloud", "cloud-services", "app-modernization"],
  cta: {
    title: "Verschaffen Sie sich ein klares Bild Ihrer Delivery-Pipeline",
    body: "Buchen Sie ein DevOps-Assessment: Sie erhalten eine gemessene Ausgangsbasis und eine Roadmap, mit der Ihr Team schon im nächsten Sprint beginnen kann.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
