import type { z } from "zod";
import type { serviceDetailSchema } from "../../../../schema";

/** Die Seite /de/services/devops-ci-cd. */
export const devopsCiCd = {
  title: "CI/CD-Pipelines: Konzeption und Automatisierung | Alphai",
  description:
    "CI/CD mit GitHub Actions, GitLab CI oder Azure DevOps: schnelle Builds, automatische Test-Gates, Security-Scans und sichere Canary- oder Blue-Green-Deployments.",
  h1: "CI/CD-Pipelines",
  intro:
    "Eine gute Pipeline gibt Entwicklern in wenigen Minuten Feedback und macht ein Produktions-Deployment zur Nebensache. Wir konzipieren und bauen Pipelines für Continuous Integration und Continuous Delivery, die Ihre Tests ausführen, nach Schwachstellen scannen und per Canary- oder Blue-Green-Deployment mit automatischem Rollback ausliefern.",
  offerings: [
    {
      icon: "git-branch",
      title: "Konzeption und Aufbau von Pipelines",
      body: "Pipelines as Code in GitHub Actions, GitLab CI, Azure DevOps oder Jenkins, mit wiederverwendbaren Templates, damit jedes Repository demselben Standard folgt.",
    },
    {
      icon: "zap",
      title: "Schnellere Builds",
      body: "Caching von Abhängigkeiten und Layern, parallele Test-Shards, Remote-Build-Caches und in Monorepos mit Nx oder Turborepo nur Builds der tatsächlich betroffenen Projekte.",
    },
    {
      icon: "check-circle",
      title: "Automatische Quality Gates",
      body: "Unit-, Integrations- und End-to-End-Tests, Linting, Coverage-Schwellen und Contract-Tests, die einen Merge blockieren, sobald etwas nicht mehr funktioniert.",
    },
    {
      icon: "shield",
      title: "Sicherheit der Software-Lieferkette",
      body: "Secret-Scanning, SAST, Scans von Abhängigkeiten und Container-Images, mit Sigstore signierte Artefakte und OIDC-basierte Cloud-Zugangsdaten statt gespeicherter Schlüssel.",
    },
    {
      icon: "rocket",
      title: "Progressive Delivery",
      body: "Blue-Green- und Canary-Releases mit Argo Rollouts oder nativen Cloud-Werkzeugen, automatischen Health-Checks und Rollback, sobald die Fehlerrate steigt.",
    },
    {
      icon: "smartphone",
      title: "CI/CD für mobile Apps",
      body: "Signierte iOS- und Android-Builds mit fastlane, automatische Uploads zu TestFlight und in den internen Test-Track von Google Play, die Versionierung übernimmt die Pipeline.",
    },
  ],
  outcomes: [
    {
      title: "Releases alle zwei Wochen",
      body: "Bei einem digitalen Kreditgeber in Riad brachten Pipelines mit End-to-End-Tests auf echten Geräten den Release-Rhythmus von einmal im Quartal auf alle zwei Wochen.",
      caseStudy: "digital-lender-kyc-onboarding-app",
    },
    {
      title: "Deployments nach Bedarf",
      body: "Teams, die bisher alle zwei Wochen deployt haben, deployen typischerweise mehrmals pro Woche, sobald Releases automatisiert und umkehrbar sind.",
    },
    {
      title: "Keine geteilten, langlebigen Secrets",
      body: "Kurzlebige OIDC-Tokens ersetzen statische Cloud-Schlüssel in der CI und beseitigen damit eine häufige Ursache für geleakte Zugangsdaten.",
    },
  ],
  process: [
    {
      title: "Ist-Ablauf aufnehmen",
      body: "Wir verfolgen eine Änderung vom Commit bis in die Produktion, messen jede Stufe und listen manuelle Schritte und instabile Tests auf.",
    },
    {
      title: "Pipeline entwerfen",
      body: "Wir legen Stufen, Gates, Umgebungen, Freigaberegeln und die Deployment-Strategie für jeden Service gemeinsam fest.",
    },
    {
      title: "Schrittweise aufbauen",
      body: "Wir migrieren zuerst einen Service, messen das Ergebnis und rollen die Templates dann auf alle Repositorys aus.",
    },
    {
      title: "Optimieren und dokumentieren",
      body: "Wir beheben instabile Tests, optimieren das Caching, schreiben Runbooks für Fehlerfälle und schulen Ihr Team, die Pipelines selbst zu erweitern.",
    },
  ],
  tech: [
    { name: "GitHub Actions", use: "Workflows, wiederverwendbare Actions und OIDC-Federation zu Cloud-Accounts" },
    { name: "GitLab CI", use: "Pipelines, Merge Trains und Umgebungen für Code auf GitLab" },
    { name: "Azure DevOps", use: "Pipelines und Release-Freigaben für Teams im Microsoft-Umfeld" },
    { name: "Jenkins", use: "Pflege oder Migration bestehender Pipelines auf Basis von Jenkinsfiles" },
    { name: "Argo CD", use: "GitOps-Delivery in Kubernetes-Cluster" },
    { name: "Argo Rollouts", use: "Canary- und Blue-Green-Deployments mit automatischer Analyse" },
    { name: "Docker BuildKit", use: "Gecachte Multi-Stage- und Multi-Platform-Builds von Containern" },
    { name: "SonarQube", use: "Statische Analyse und Gates für die Testabdeckung" },
    { name: "Trivy", use: "Schwachstellen-Scans von Images und Abhängigkeiten in der Pipeline" },
    { name: "fastlane", use: "Signieren, Bauen und Veröffentlichen von iOS- und Android-Apps" },
  ],
  faqs: [
    {
      question: "Welche CI/CD-Plattform sollten wir nutzen?",
      answer:
        "Meist die, die bei Ihrem Code liegt: GitHub Actions für GitHub, GitLab CI für GitLab, Azure Pipelines für Azure DevOps. Ein Plattformwechsel allein zahlt sich selten aus; das Design der Pipeline ist wichtiger als der Anbieter.",
    },
    {
      question: "Können Sie unsere instabilen Tests in den Griff bekommen?",
      answer:
        "Ja. Wir erfassen Fehlschläge pro Test, stellen die instabilsten unter Quarantäne, damit sie keine Merges mehr blockieren, und beheben die Ursachen. Meist sind das gemeinsam genutzte Testdaten, Annahmen über Timing und fehlende Wartebedingungen in End-to-End-Tests.",
    },
    {
      question: "Unterstützen Sie Monorepos?",
      answer:
        "Ja. Mit Nx, Turborepo oder Bazel bauen und testen wir nur die Projekte, die von einer Änderung betroffen sind, und teilen Remote-Caches zwischen Entwicklern und CI, damit keine Arbeit doppelt anfällt.",
    },
    {
      question: "Wie gehen Sie bei Deployments mit Datenbankmigrationen um?",
      answer:
        "Migrationen laufen als eigener Pipeline-Schritt mit Tools wie Flyway, Liquibase oder Prisma Migrate. Wir folgen dem Expand-and-Contract-Muster, damit alte und neue Anwendungsversionen mit demselben Schema laufen können.",
    },
  ],
  related: ["devops-consulting", "devops-cloud", "quality-assurance"],
  cta: {
    title: "Machen Sie Ihre Pipeline schneller",
    body: "Schicken Sie uns den Link zu einem typischen Pipeline-Lauf. Wir zeigen Ihnen, wo die Minuten verloren gehen und wie ein schnelleres, sichereres Setup aussähe.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
