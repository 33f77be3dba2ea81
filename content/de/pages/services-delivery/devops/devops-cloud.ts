import type { z } from "zod";
import type { serviceDetailSchema } from "../../../../schema";

/** Die Seite /de/services/devops-cloud. */
export const devopsCloud = {
  title: "Cloud-DevOps: Kubernetes, Terraform und GitOps | Alphai",
  description:
    "Cloud-DevOps auf AWS, Azure und Google Cloud: Terraform-Landing-Zones, Kubernetes-Plattformen, GitOps, Observability und FinOps, die Kosten im Griff halten.",
  h1: "Cloud-DevOps und Platform Engineering",
  intro:
    "Wir bauen und betreiben Cloud-Plattformen, auf die Ihre Entwickler deployen können, ohne Tickets zu schreiben. Die Infrastruktur ist in Terraform definiert, Workloads laufen auf Managed Kubernetes oder Serverless-Diensten, und Logs, Metriken, Traces und Kosten sind für das Team sichtbar, dem der jeweilige Service gehört.",
  offerings: [
    {
      icon: "layers",
      title: "Landing Zones und Infrastructure as Code",
      body: "Setups mit mehreren Accounts oder Subscriptions, bei denen Netzwerk, Identitäten und Guardrails in Terraform- oder OpenTofu-Modulen definiert und per Pull Request reviewt werden.",
    },
    {
      icon: "server",
      title: "Kubernetes-Plattformen",
      body: "EKS-, AKS- oder GKE-Cluster mit Ingress, cert-manager, Autoscaling, Network Policies und Helm- oder Kustomize-Konventionen, an die sich Ihre Teams halten können.",
    },
    {
      icon: "refresh-cw",
      title: "GitOps-Delivery",
      body: "Argo CD oder Flux hält die Cluster synchron mit Git. So wird jede Änderung an einer laufenden Umgebung reviewt, ist nachvollziehbar und lässt sich leicht rückgängig machen.",
    },
    {
      icon: "activity",
      title: "Observability",
      body: "Instrumentierung mit OpenTelemetry, Prometheus-Metriken, zentrale Logs und Distributed Tracing, dazu SLO-basierte Alerts statt lärmender Schwellenwerte.",
    },
    {
      icon: "wallet",
      title: "Cloud-Kostenmanagement",
      body: "Tagging-Standards, Rightsizing, Autoscaling, Spot- und reservierte Kapazitäten sowie monatliche Kostenberichte pro Team und Umgebung.",
    },
    {
      icon: "lock",
      title: "Sicherheit und Compliance",
      body: "IAM nach dem Least-Privilege-Prinzip, Secrets in Vault oder Cloud-Key-Stores, Policy as Code mit OPA Gatekeeper oder Kyverno und Audit-Logging als Nachweis für ISO 27001 oder SOC 2.",
    },
  ],
  outcomes: [
    {
      title: "Umgebungen auf Abruf",
      body: "Eine neue Staging- oder Preview-Umgebung entsteht in Minuten aus einem Pull Request – statt aus einem Ticket und einer Woche manueller Einrichtung.",
    },
    {
      title: "Niedrigere Cloud-Rechnungen",
      body: "Rightsizing und Autoscaling senken die monatliche Cloud-Rechnung häufig um ein Viertel oder mehr, ohne dass der Anwendungscode geändert werden muss.",
    },
    {
      title: "Schnellere Fehlerdiagnose",
      body: "Korrelierte Traces, Logs und Metriken halfen einem E-Commerce-Team, seine mediane Wiederherstellungszeit von 3 Stunden auf 40 Minuten zu senken.",
    },
  ],
  process: [
    {
      title: "Bestandsaufnahme",
      body: "Wir inventarisieren Accounts, Netzwerke, Workloads, Kosten und Zugriffe und markieren Risiken wie öffentlich zugänglichen Speicher oder zu weit gefasste IAM-Rollen.",
    },
    {
      title: "Plattform entwerfen",
      body: "Account-Struktur, Netzwerk, Laufzeitumgebungen, GitOps-Ablauf und Observability-Stack legen wir gemeinsam fest und halten sie in Architecture Decision Records fest.",
    },
    {
      title: "Als Code abbilden und migrieren",
      body: "Wir schreiben Terraform-Module, importieren bestehende Ressourcen und verlagern Workloads Service für Service, jeweils mit einem Rollback-Plan.",
    },
    {
      title: "Betreiben und verbessern",
      body: "Wir justieren Alerts, prüfen die Kosten monatlich und bleiben auf Wunsch im Rahmen eines Supportvertrags als Plattformteam an Bord.",
    },
  ],
  tech: [
    { name: "AWS", use: "EKS, ECS, Lambda, RDS und Landing Zones auf Basis von AWS Organizations" },
    { name: "Azure", use: "AKS, Container Apps, Azure Functions und Hierarchien aus Management Groups" },
    { name: "Google Cloud", use: "GKE, Cloud Run und Cloud SQL mit Organisationsrichtlinien" },
    { name: "Terraform / OpenTofu", use: "Infrastructure as Code mit wiederverwendbaren, versionierten Modulen" },
    { name: "Kubernetes", use: "Container-Orchestrierung mit Helm und Kustomize" },
    { name: "Argo CD / Flux", use: "GitOps-Synchronisierung des Cluster-Zustands aus Git" },
    { name: "Prometheus & Grafana", use: "Metriken, Dashboards und SLO-basiertes Alerting" },
    { name: "OpenTelemetry", use: "Herstellerneutrale Traces, Metriken und Logs aus den Anwendungen" },
    { name: "HashiCorp Vault", use: "Secrets-Management und dynamische Zugangsdaten" },
    { name: "Karpenter", use: "Schnelles, kostenbewusstes Node-Autoscaling auf EKS" },
  ],
  faqs: [
    {
      question: "Welchen Cloud-Anbieter empfehlen Sie?",
      answer:
        "Den, der zu Ihrem Team, Ihren bestehenden Verträgen und Ihren regionalen Anforderungen passt. Bei Kunden in den Golfstaaten spricht die Datenresidenz oft für Regionen im eigenen Land, etwa AWS Bahrain oder UAE, Azure UAE North oder Google Cloud Dammam. Wir arbeiten mit allen drei großen Anbietern.",
    },
    {
      question: "Können Sie manuell aufgebaute Infrastruktur nachträglich in Terraform überführen?",
      answer:
        "Ja. Wir importieren bestehende Ressourcen Schritt für Schritt in den Terraform-State, gleichen die Pläne mit der Live-Umgebung ab und nehmen erst dann Änderungen über Code vor.",
    },
    {
      question: "Übernehmen Sie auch den laufenden Cloud-Betrieb?",
      answer:
        "Ja, im Rahmen eines Supportvertrags: Monitoring, Patching, Kostenreviews und Incident Response während unserer Arbeitszeiten, montags bis freitags von 09:00 bis 18:00 Uhr. Eine Rufbereitschaft ist nach Vereinbarung möglich.",
    },
  ],
  related: ["aws", "azure", "gcp", "devops-ci-cd"],
  cta: {
    title: "Eine Cloud-Plattform, mit der Ihre Entwickler gern arbeiten",
    body: "Sagen Sie uns, in welcher Cloud Sie arbeiten und was Ihr Team ausbremst. Wir schlagen ein Plattformdesign und einen realistischen Migrationsplan vor.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
