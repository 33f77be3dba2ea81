import type { z } from "zod";
import type { serviceDetailSchema } from "../../../../schema";

/** Die Seite /de/services/app-support-maintenance. */
export const appSupportMaintenance = {
  title: "Support und Wartung für Web- und Mobile-Apps | Alphai",
  description:
    "Support und Wartung für laufende Web- und Mobile-Apps: Incident Response, Bugfixes, Sicherheitspatches, OS- und Framework-Updates mit klarem SLA.",
  h1: "Support und Wartung von Anwendungen",
  intro:
    "Ist eine Anwendung live, braucht sie kontinuierliche Pflege: Fehler beheben, Sicherheitslücken schließen, mit neuen iOS- und Android-Versionen Schritt halten und Frameworks aktualisieren, bevor ihr Support ausläuft. Diese Arbeit übernehmen wir für Anwendungen, die wir selbst gebaut haben, und auch für alle anderen.",
  offerings: [
    {
      icon: "bug",
      title: "Incident Response und Bugfixing",
      body: "Einordnung nach Schweregrad, Ursachenanalyse und Fixes, die über Ihre Pipeline ausgerollt werden, mit Reaktionszeiten laut Service Level Agreement.",
    },
    {
      icon: "shield",
      title: "Sicherheitspatches",
      body: "Monatliche Patch-Zyklen für Abhängigkeiten und Betriebssystem plus dringende Fixes bei kritischen CVEs, verfolgt mit Dependabot oder Renovate und in der CI gescannt.",
    },
    {
      icon: "refresh-cw",
      title: "Framework- und Plattform-Upgrades",
      body: "Geplante Upgrades von Node.js, .NET, Java, React oder Angular sowie die jährlichen SDK-Updates für iOS und Android, rechtzeitig vor den Fristen der App Stores.",
    },
    {
      icon: "activity",
      title: "Monitoring und Health-Checks",
      body: "Verfügbarkeitsprüfungen, Error-Tracking mit Sentry, Performance-Monitoring und ein monatlicher Statusbericht mit empfohlenen Maßnahmen.",
    },
    {
      icon: "wrench",
      title: "Kleine Erweiterungen",
      body: "Ein monatliches Stundenkontingent für kleinere Features, Inhaltsänderungen und Verbesserungen der Usability, priorisiert gemeinsam mit Ihnen.",
    },
  ],
  outcomes: [
    {
      title: "Verlässliche Reaktionszeiten",
      body: "Incidents werden nach vereinbarten Reaktions- und Lösungszeiten je Schweregrad bearbeitet; ein Monatsbericht zeigt, wie gut diese Zeiten eingehalten wurden.",
    },
    {
      title: "Aktuelle Abhängigkeiten",
      body: "Regelmäßige Patch-Zyklen verhindern, dass kritische Schwachstellen liegen bleiben, und ersparen später teure Upgrades über mehrere Versionen hinweg.",
    },
    {
      title: "Stabile Präsenz in den App Stores",
      body: "SDK- und Richtlinien-Updates erledigen wir vor den Fristen von Apple und Google, damit Apps weder entfernt noch für Updates gesperrt werden.",
    },
  ],
  process: [
    {
      title: "Onboarding-Audit",
      body: "Wir prüfen Codebasis, Infrastruktur, Monitoring und offene Issues und dokumentieren, wie die Anwendung gebaut und deployt wird.",
    },
    {
      title: "SLA und Zugänge",
      body: "Wir vereinbaren Schweregrade, Reaktionszeiten, Eskalationskontakte und die nötigen Zugänge und richten anschließend das Alerting ein.",
    },
    {
      title: "Laufender Support",
      body: "Wir bearbeiten Tickets, Patches und Upgrades in festem Rhythmus und führen ein Änderungsprotokoll über alles, was wir anfassen.",
    },
    {
      title: "Monatliches Review",
      body: "Wir berichten über Incidents, SLA-Erfüllung, Risiken und empfohlene Verbesserungen und legen die Prioritäten für den nächsten Monat fest.",
    },
  ],
  tech: [
    { name: "Sentry", use: "Error-Tracking und Release Health für Web- und Mobile-Apps" },
    { name: "Datadog / New Relic", use: "Application Performance Monitoring" },
    { name: "UptimeRobot", use: "Externe Prüfung von Verfügbarkeit und SSL-Zertifikaten" },
    { name: "Renovate / Dependabot", use: "Automatische Pull Requests für Updates von Abhängigkeiten" },
    { name: "Jira Service Management", use: "Ticketing, SLAs und Portale für Kundenanfragen" },
    { name: "PagerDuty / Opsgenie", use: "Alert-Routing und Eskalation in der Rufbereitschaft" },
    { name: "Firebase Crashlytics", use: "Absturzberichte für iOS- und Android-Apps" },
  ],
  faqs: [
    {
      question: "Betreuen Sie auch Anwendungen, die ein anderes Unternehmen entwickelt hat?",
      answer:
        "Ja. Wir beginnen mit einem kostenpflichtigen Onboarding-Audit von zwei bis vier Wochen: Wir verstehen Code und Infrastruktur, beseitigen Hindernisse für Deployments und dokumentieren das System, bevor das SLA beginnt.",
    },
    {
      question: "Zu welchen Zeiten ist Ihr Support erreichbar?",
      answer:
        "Der Standard-Support läuft während unserer Arbeitszeiten, montags bis freitags von 09:00 bis 18:00 Uhr. Da unsere Büros in Lahore, Dubai und München in verschiedenen Zeitzonen liegen, decken wir werktags mehr Stunden ab als ein einzelnes Büro. Eine Rufbereitschaft außerhalb der Geschäftszeiten für kritische Incidents lässt sich ins SLA aufnehmen.",
    },
    {
      question: "Wie wird Support abgerechnet?",
      answer:
        "In der Regel als monatliche Pauschale mit festem Stundenkontingent und vereinbarten Reaktionszeiten; zusätzliche Arbeit rechnen wir nach Aufwand (Time & Material) ab. Die Höhe der Pauschale legen wir nach dem Onboarding-Audit fest.",
    },
  ],
  related: ["app-modernization", "quality-assurance", "devops-cloud"],
  cta: {
    title: "Halten Sie Ihre Anwendung gesund",
    body: "Sagen Sie uns, was Sie betreiben und wo es gehostet ist. Wir schlagen ein Onboarding-Audit und einen Supportplan vor, der zum Umfang Ihrer Anwendung passt.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
