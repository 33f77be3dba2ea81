import type { z } from "zod";
import type { serviceDetailSchema } from "../../../../schema";

/** Die Seite /de/services/product-engineering/ux-ui. */
export const uxUi = {
  title: "UX/UI-Design für Web- und Mobile-Produkte | Alphai",
  description:
    "UX-Research, Informationsarchitektur, Figma-Prototypen und Designsysteme für Web- und Mobile-Produkte, mit echten Nutzern getestet und konform zu WCAG 2.2 AA.",
  h1: "UX/UI-Design, das Nutzer verstehen und Entwickler umsetzen können",
  intro:
    "Gutes Produktdesign zeigt sich in weniger Support-Tickets, schneller erledigten Aufgaben und Screens, die Entwickler ohne Rätselraten umsetzen. Unsere Designer erforschen, wie Menschen arbeiten, entwerfen Prototypen der Abläufe, testen sie mit Nutzern und liefern ein komponentenbasiertes Figma-Designsystem, das dem Code genau entspricht.",
  offerings: [
    {
      icon: "search",
      title: "UX-Research",
      body: "Interviews, Beobachtung im Arbeitskontext, Analytics-Auswertungen und Usability-Audits bestehender Produkte, die zeigen, wo und warum Nutzer Schwierigkeiten haben.",
    },
    {
      icon: "layout",
      title: "Informationsarchitektur und Abläufe",
      body: "Navigation, Inhaltsstruktur und Aufgabenabläufe, validiert mit Card Sorting und Tree Testing, bevor das visuelle Design beginnt.",
    },
    {
      icon: "pen-tool",
      title: "Interface-Design und Prototyping",
      body: "High-Fidelity-Screens in Figma und interaktive Prototypen für Web, iOS und Android nach Material 3 und Apples Human Interface Guidelines.",
    },
    {
      icon: "layers",
      title: "Designsysteme",
      body: "Tokens, Komponenten und Nutzungsrichtlinien in Figma, gespiegelt in einer programmierten Bibliothek in Storybook, damit Design und Code synchron bleiben.",
    },
    {
      icon: "users",
      title: "Usability-Tests",
      body: "Moderierte und unmoderierte Tests mit echten Nutzern auf Englisch, Arabisch oder Deutsch; die Ergebnisse werden nach Schweregrad priorisiert und in der nächsten Iteration behoben.",
    },
    {
      icon: "globe",
      title: "Barrierefreie, zweisprachige Oberflächen",
      body: "Kontraste, Fokuszustände und Zielgrößen nach WCAG 2.2 AA in jeder Komponente, dazu Rechts-nach-links-Layouts für Arabisch ab dem ersten Wireframe.",
    },
  ],
  outcomes: [
    {
      title: "Gestaltet für die Menschen, die es nutzen",
      body: "Für eine Bildungsstiftung im ländlichen Punjab entstand das Design nach Unterrichtsbeobachtungen so, dass sich Schüler Tablets teilen können; im Pilotprojekt wurden 92 % der geplanten Lernstandserhebungen abgeschlossen.",
      caseStudy: "offline-learning-app-low-fee-schools",
    },
    {
      title: "Schnellere Frontend-Umsetzung",
      body: "Mit einem gemeinsamen System aus Tokens und Komponenten bauen Teams neue Screens aus vorhandenen Bausteinen statt aus Einzelentwürfen, was die Umsetzungszeit pro Screen in der Regel spürbar verkürzt.",
    },
    {
      title: "Weniger Support-Tickets",
      body: "Klareres Onboarding und verständlichere Fehlerzustände in einem B2B-SaaS-Produkt reduzierten „Wie mache ich …?“-Tickets im Quartal nach dem Release um 27 %.",
    },
  ],
  process: [
    {
      title: "Research",
      body: "Interviews, Analytics und eine heuristische Evaluation des aktuellen Produkts bestimmen die Nutzer, ihre Aufgaben und ihre Schmerzpunkte.",
    },
    {
      title: "Struktur",
      body: "Informationsarchitektur, User Flows und Low-Fidelity-Wireframes, getestet mit Card Sorting und Tree Tests.",
    },
    {
      title: "Design und Prototyp",
      body: "Visuelles Design, Interaktionsdetails und ein klickbarer Prototyp, zusammengesetzt aus Komponenten des Designsystems.",
    },
    {
      title: "Testen und verbessern",
      body: "Usability-Sessions mit fünf bis acht Nutzern pro Runde; Änderungen fließen ein, bevor die Entwicklung beginnt.",
    },
    {
      title: "Übergabe und Begleitung",
      body: "Entwicklungsfertige Dateien mit Tokens, Spezifikationen und allen Zuständen; unsere Designer nehmen an den Sprint-Reviews teil und prüfen die umgesetzten Screens.",
    },
  ],
  tech: [
    { name: "Figma", use: "Interface-Design, Prototypen, Variablen und die gemeinsame Komponentenbibliothek" },
    { name: "FigJam", use: "Workshops, User Flows und Journey Mapping mit Stakeholdern" },
    { name: "Storybook", use: "Programmierte Komponentenbibliothek als Spiegel des Figma-Designsystems" },
    {
      name: "Tokens Studio",
      use: "Design-Tokens für Farbe, Abstände und Typografie, von Figma in den Code synchronisiert",
    },
    { name: "Maze", use: "Unmoderierte Usability-Tests und First-Click-Studien" },
    { name: "Hotjar", use: "Heatmaps und Sitzungsaufzeichnungen in Live-Produkten" },
    { name: "axe DevTools", use: "Barrierefreiheitsprüfung der Designs, sobald sie im Browser umgesetzt sind" },
  ],
  faqs: [
    {
      question: "Überarbeiten Sie bestehende Produkte oder gestalten Sie nur neue?",
      answer:
        "Beides. Rund die Hälfte unserer Designarbeit betrifft Produkte im Live-Betrieb. Wir beginnen mit einem Usability-Audit und einer Analytics-Auswertung und verbessern dann schrittweise die wichtigsten Abläufe, sodass Sie nicht auf einen großen Relaunch warten müssen.",
    },
    {
      question: "Können unsere Entwickler die Designs realistisch umsetzen?",
      answer:
        "Ja. Unsere Designer arbeiten im selben Team wie die Entwickler, gestalten mit Komponenten, die es im Code gibt, und prüfen die Machbarkeit in jeder Iteration. Die Übergabe umfasst jeden Zustand, auch leere Ansichten, Ladezustände, Fehler und Sonderfälle.",
    },
    {
      question: "Können Sie für Arabisch und Rechts-nach-links-Layouts gestalten?",
      answer:
        "Ja. Mit einem Büro in Dubai gestalten wir regelmäßig zweisprachige Oberflächen auf Arabisch und Englisch, einschließlich gespiegelter Layouts, arabischer Typografie und Inhalte, die länger oder kürzer ausfallen als die englische Vorlage.",
    },
    {
      question: "Wem gehören die Designdateien?",
      answer:
        "Ihnen. Die Dateien liegen von Anfang an in Ihrer Figma-Organisation oder werden am Ende übertragen, zusammen mit der Dokumentation des Designsystems.",
    },
  ],
  related: ["discovery", "product-development", "frontend-development"],
  cta: {
    title: "Tun sich Nutzer mit Ihrem Produkt schwer?",
    body: "Schicken Sie uns einen Link oder einen Prototyp. Wir sagen Ihnen, wo ein Usability-Audit oder ein gezieltes Redesign am meisten bewirken würde.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
