import type { z } from "zod";
import type { serviceFamilySchema } from "../../../../schema";

/** Die Seite /de/services/quality-assurance-management. */
export const qualityAssuranceManagement = {
  title: "Qualitätssicherung, Produkt- und Projektmanagement | Alphai",
  description:
    "Qualitätssicherung, Produkt- und Projektmanagement, Support und Modernisierung von Altsystemen: nützliche, stabile Software, pünktlich geliefert.",
  h1: "Qualitätssicherung und Delivery-Management",
  intro:
    "Gute Software braucht mehr als guten Code. Diese Leistungen decken alles ab, was dazugehört: Tests, die Regressionen finden, bevor es Ihre Nutzer tun, Produkt- und Projektmanager, die Umfang und Zeitplan ehrlich halten, sowie Support und Modernisierung, die ältere Systeme am Laufen halten.",
  overview:
    "Wir fassen diese Leistungen zusammen, weil sie ein gemeinsames Ziel haben: verlässlich Software zu liefern, die dauerhaft funktioniert. QA-Engineers entwerfen risikobasierte Teststrategien und automatisieren die Prüfungen, auf die es ankommt. Produktmanager machen aus Zielen ein priorisiertes Backlog und messen, ob neue Features genutzt werden. Projektmanager steuern Pläne, Budgets, Risiken und das Reporting an die Stakeholder. Ist ein System live, kümmert sich unser Support-Team um Incidents, Patches und Updates von Abhängigkeiten. Und wenn Änderungen an einer Codebasis zu teuer geworden sind, planen wir eine schrittweise Modernisierung statt einer riskanten Neuentwicklung. Jede Leistung ist einzeln oder zusammen mit einem Entwicklungsteam buchbar – zum Festpreis, als dediziertes Team oder nach Aufwand (Time & Material).",
  cards: {
    "quality-assurance":
      "Risikobasierte Teststrategien, automatisierte Testsuiten mit Playwright, Cypress und Appium, API- und Performancetests sowie QA-Engineers direkt in Ihren Sprints.",
    "product-management":
      "Produktmanager, die Discovery durchführen, Roadmap und Backlog verantworten, Erfolgskennzahlen festlegen und mit Analytics prüfen, ob neue Features genutzt werden.",
    "project-management":
      "Zertifizierte Projektmanager, die Umfang, Budget und Meilensteine planen, Risiken und Abhängigkeiten steuern und Stakeholdern jede Woche einen klaren Statusbericht liefern.",
    "app-support-maintenance":
      "Incident-Bearbeitung, Bugfixing, Sicherheitspatches und Updates von Abhängigkeiten für laufende Web- und Mobile-Apps, mit vereinbartem Service Level Agreement.",
    "app-modernization":
      "Schrittweise Migration von Altanwendungen auf wartbare Architekturen und aktuelle Frameworks – nach dem Strangler-Fig-Pattern statt per Neuentwicklung im Big Bang.",
  },
  whyUs: [
    {
      icon: "check-circle",
      title: "Qualität gehört in den Sprint",
      body: "Tester nehmen am Refinement teil und formulieren Akzeptanzkriterien gemeinsam mit den Entwicklern. So werden Fehler früh vermieden, statt erst in der Woche vor dem Release aufzufallen.",
    },
    {
      icon: "bar-chart",
      title: "Berichte, mit denen Sie arbeiten können",
      body: "Burn-up-Charts, Fehlertrends, Budgetverbrauch und Risikoregister erhalten Sie jede Woche in klarer Sprache, mit einem deutlichen Hinweis auf die Entscheidungen, die wir von Ihnen brauchen.",
    },
    {
      icon: "layers",
      title: "Ein Partner von der Entwicklung bis zum Betrieb",
      body: "Wer Ihr Produkt entwickelt, testet und steuert, kann es auch betreuen und modernisieren. So geht kein Wissen zwischen verschiedenen Dienstleistern verloren.",
    },
  ],
  process: [
    {
      title: "Kontext verstehen",
      body: "Wir sehen uns Ihr Produkt, die Codebasis, die Release-Historie und die Stakeholder an, um zu erkennen, wo Qualität oder Lieferung gefährdet sind.",
    },
    {
      title: "Umfang vereinbaren",
      body: "Wir legen Verantwortlichkeiten, Kennzahlen und Reporting fest und wählen ein Zusammenarbeitsmodell, das dazu passt, wie klar der Umfang bereits ist.",
    },
    {
      title: "Einsteigen und liefern",
      body: "Unsere QA-Engineers, Produkt- und Projektmanager oder Support-Engineers arbeiten in Ihren Team-Terminen und Tools mit und legen los.",
    },
    {
      title: "Prüfen und anpassen",
      body: "Jeden Monat prüfen wir mit Ihnen die vereinbarten Kennzahlen und passen Teamgröße, Schwerpunkt oder Prozess an die Ergebnisse an.",
    },
  ],
  cta: {
    title: "Machen Sie Ihre Softwarelieferung planbarer",
    body: "Sagen Sie uns, wo sich Releases verschieben, Fehler durchrutschen oder ein Altsystem Sie ausbremst. Wir schlagen die passende Mischung aus QA, Management und Support vor.",
  },
} satisfies z.input<typeof serviceFamilySchema>;
