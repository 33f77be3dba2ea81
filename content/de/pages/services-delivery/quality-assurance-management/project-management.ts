import type { z } from "zod";
import type { serviceDetailSchema } from "../../../../schema";

/** Die Seite /de/services/project-management. */
export const projectManagement = {
  title: "Projektmanagement für Softwareprojekte | Alphai",
  description:
    "Projektmanagement für Software: Umfang, Pläne, Budgets, Risiken und Abhängigkeiten in der Hand zertifizierter Projektmanager, mit klarem Wochenbericht.",
  h1: "Projektmanagement für Softwareprojekte",
  intro:
    "Projekte scheitern selten an einem großen Problem; sie geraten durch viele kleine, unbeachtete ins Schlingern. Unsere Projektmanager halten Umfang, Zeitplan, Budget und Risiken sichtbar, koordinieren Teams und Dienstleister und sagen Ihnen frühzeitig, wenn eine Entscheidung ansteht.",
  offerings: [
    {
      icon: "calendar",
      title: "Planung und Schätzung",
      body: "Arbeitspakete, Meilensteinpläne und Schätzungen mit Bandbreiten statt einzelner fixer Termine, die wir aktualisieren, sobald das Team mehr weiß.",
    },
    {
      icon: "refresh-cw",
      title: "Agiles Delivery-Management",
      body: "Moderation von Scrum oder Kanban, Sprint Planning, Reviews und Retrospektiven sowie teamübergreifende Abstimmung, wenn mehrere Teams an einem Release arbeiten.",
    },
    {
      icon: "wallet",
      title: "Budget- und Umfangskontrolle",
      body: "Abgleich der Ausgaben mit dem Plan, Change Requests mit Aufwandsschätzung und klare Abwägungen, wenn mitten im Projekt neuer Umfang hinzukommt.",
    },
    {
      icon: "shield",
      title: "Risiko- und Abhängigkeitsmanagement",
      body: "Ein laufend gepflegtes Risikoregister, Übersichten über Abhängigkeiten zwischen Teams und Dienstleistern und Maßnahmenpläne, die wir jede Woche überprüfen.",
    },
    {
      icon: "message-square",
      title: "Kommunikation mit Stakeholdern",
      body: "Wöchentliche Statusberichte, Unterlagen für den Lenkungsausschuss und Demos, die den Fortschritt an funktionierender Software zeigen statt in Prozentwerten.",
    },
  ],
  outcomes: [
    {
      title: "Probleme früh auf dem Tisch",
      body: "Risiken und Verzögerungen kommen zur Sprache, solange noch Zeit zum Handeln bleibt – und nicht erst beim Meilenstein-Review.",
    },
    {
      title: "Verlässliche Meilensteine",
      body: "Bei einer Bankintegration mit mehreren Dienstleistern erreichte unser Projektmanager die letzten vier Meilensteine jeweils höchstens fünf Arbeitstage nach Plan.",
    },
    {
      title: "Kontrollierte Änderungen am Umfang",
      body: "Zu jedem Change Request gehören seine Auswirkungen auf Kosten und Zeitplan, sodass Budgetentscheidungen bewusst getroffen werden.",
    },
  ],
  process: [
    {
      title: "Initiierung",
      body: "Ziele, Umfang, Stakeholder, Governance und Erfolgskriterien halten wir in einem Projektauftrag fest.",
    },
    {
      title: "Planung",
      body: "Gemeinsam mit dem Team erstellen wir Lieferplan, Schätzungen, Ressourcenplan, Risikoregister und Berichtskalender.",
    },
    {
      title: "Durchführung und Steuerung",
      body: "Wir geben den Liefertakt vor, verfolgen Fortschritt und Budget, steuern Änderungen und eskalieren Entscheidungen rechtzeitig.",
    },
    {
      title: "Abschluss",
      body: "Wir führen Abnahme, Übergabe und eine Lessons-learned-Runde durch und archivieren die Dokumentation für spätere Phasen.",
    },
  ],
  tech: [
    { name: "Jira", use: "Sprint-Boards, Epics, Release-Tracking und Delivery-Berichte" },
    { name: "Azure Boards", use: "Aufgabenverfolgung für Teams auf Azure DevOps" },
    { name: "Confluence", use: "Projektaufträge, Entscheidungsprotokolle und Besprechungsnotizen" },
    { name: "Microsoft Project", use: "Meilensteinpläne und Gantt-Diagramme für Projekte mit festem Umfang" },
    { name: "Smartsheet", use: "Portfolioübersichten und Ressourcenpläne über Projekte hinweg" },
    { name: "Slack / Microsoft Teams", use: "Tägliche Abstimmung mit den Teams von Kunden und Dienstleistern" },
  ],
  faqs: [
    {
      question: "Sind Ihre Projektmanager zertifiziert?",
      answer:
        "Unsere Projektmanager haben Zertifizierungen wie PMP, PRINCE2 oder Professional Scrum Master und leiten seit mehreren Jahren Softwareprojekte. Wichtiger als ein Zertifikat ist uns allerdings, dass jemand nachweislich ehrlich berichtet.",
    },
    {
      question: "Können Sie Projekte steuern, an denen andere Dienstleister beteiligt sind?",
      answer:
        "Ja. Wir koordinieren regelmäßig die Arbeit zwischen internen Teams, anderen Agenturen und Drittplattformen, mit gemeinsamen Plänen, verfolgten Abhängigkeiten und gemeinsamen Statusmeetings.",
    },
    {
      question: "Nach welcher Methode arbeiten Sie?",
      answer:
        "Das hängt vom Projekt ab. Festpreisprojekte mit stabilem Umfang arbeiten oft mit meilensteinbasierten Plänen, Produkte in laufender Weiterentwicklung mit Scrum oder Kanban. Viele Projekte verbinden agile Umsetzung mit einer Steuerung über Meilensteine.",
    },
  ],
  related: ["product-management", "quality-assurance", "engagement-models"],
  cta: {
    title: "Bringen Sie Ihr Projekt wieder auf Kurs",
    body: "Ob Sie ein Projekt starten oder retten wollen: Wir prüfen den Plan und sagen Ihnen, was nötig ist, um ihn verlässlich umzusetzen.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
