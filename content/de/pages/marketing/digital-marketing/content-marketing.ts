import type { z } from "zod";
import type { serviceDetailSchema } from "../../../../schema";

/** Die Seite /de/digital-marketing/content. */
export const contentMarketing = {
  title: "Content-Marketing für B2B- & B2C-Wachstum | Alphai",
  description:
    "Content-Marketing von Alphai: Redaktionsstrategie, Fachartikel, Leitfäden, Fallstudien und Distribution – geplant auf Basis von Such- und Kundenanalysen.",
  h1: "Content-Marketing, das die echten Fragen Ihrer Interessenten beantwortet",
  intro:
    "Nützliche Inhalte bringen Suchtraffic, unterstützen Vertriebsgespräche und geben Ihren E-Mail- und Social-Media-Kanälen etwas, das sich zu teilen lohnt. Wir planen Themen auf Basis von Suchdaten und Kundeninterviews, schreiben gemeinsam mit Fachleuten und messen jeden Beitrag an den Leads und Umsätzen, zu denen er beiträgt.",
  offerings: [
    {
      icon: "compass",
      title: "Content-Strategie",
      body: "Zielgruppenanalyse, Themencluster, Redaktionsplan und eine Funnel-Zuordnung, die zeigt, welcher Inhalt welche Phase der Kaufentscheidung bedient.",
    },
    {
      icon: "pen-tool",
      title: "Fachartikel und Leitfäden",
      body: "Ausführliche Artikel, Anleitungen und Vergleichsseiten, geschrieben von Autoren mit Branchenkenntnis und geprüft von Ihren Fachleuten.",
    },
    {
      icon: "briefcase",
      title: "Fallstudien",
      body: "Kundeninterviews, aufbereitet als Fallstudien mit konkreten Zahlen – bereit für Ihre Website, Vertriebspräsentationen und Angebote.",
    },
    {
      icon: "bar-chart",
      title: "Eigene Studien",
      body: "Umfragen und Datenreports, die Journalisten und anderen Websites einen Grund geben, Sie zu zitieren – als Grundlage für digitale PR und Linkaufbau.",
    },
    {
      icon: "megaphone",
      title: "Verbreitung",
      body: "Weiterverwertung als LinkedIn-Posts, Newsletter, Kurzvideos und Vertriebsmaterial, damit jeder Beitrag einen größeren Teil Ihrer Zielgruppe erreicht.",
    },
    {
      icon: "refresh-cw",
      title: "Content-Aktualisierung",
      body: "Überarbeitung und Zusammenführung älterer Seiten, die Rankings verloren haben – auf einer etablierten Website oft der schnellste organische Gewinn.",
    },
  ],
  outcomes: [
    {
      title: "Organische Pipeline",
      body: "Themencluster rund um die Fragen Ihrer Interessenten steigern die Demo-Anfragen aus der organischen Suche typischerweise im Lauf eines Jahres stetig.",
    },
    {
      title: "Kürzere Vertriebszyklen",
      body: "Vertriebsteams nutzen Fallstudien und Vergleichsseiten, um Einwände früh zu beantworten, und sparen so Abstimmungsschleifen in späten Verhandlungsphasen.",
    },
    {
      title: "Inhalte, die dauerhaft wirken",
      body: "Zeitlose Leitfäden ziehen über Jahre Leser an und senken die durchschnittlichen Kosten pro Lead, je größer die Bibliothek wird.",
    },
  ],
  process: [
    {
      title: "Recherche",
      body: "Keyword- und Suchintentionsanalyse, Auswertung der Inhalte des Wettbewerbs sowie Interviews mit Vertrieb und Kunden, um die Fragen der Interessenten zu finden.",
    },
    {
      title: "Planung",
      body: "Themencluster und Redaktionsplan; jeder Beitrag mit Ziel-Suchanfrage, Funnel-Phase, Format und Erfolgskennzahl.",
    },
    {
      title: "Briefing und Texten",
      body: "Detaillierte Briefings, Entwürfe von Fachautoren, Prüfung durch Ihre Experten und ein abschließendes Lektorat für Klarheit, Korrektheit und SEO.",
    },
    {
      title: "Veröffentlichen und verbreiten",
      body: "Veröffentlichung mit Gestaltung, interner Verlinkung und Schema-Markup, danach Verbreitung über E-Mail, Social Media und Vertrieb.",
    },
    {
      title: "Messen und aktualisieren",
      body: "Vierteljährliche Auswertung von Traffic, Conversions und Rankings pro Beitrag; schwache Inhalte werden aktualisiert, zusammengeführt oder entfernt.",
    },
  ],
  tech: [
    { name: "Ahrefs", use: "Themenrecherche, Content-Gap-Analyse und Link-Tracking" },
    { name: "Clearscope", use: "Content-Briefings und Bewertung der thematischen Abdeckung" },
    { name: "Google Search Console", use: "Suchanfragedaten für neue Themen und Kandidaten für Aktualisierungen" },
    { name: "WordPress", use: "Veröffentlichung mit redaktionellen Workflows und Versionsverlauf" },
    { name: "Contentful", use: "Strukturierte Inhalte für Headless-Websites und mehrere Kanäle" },
    { name: "Notion", use: "Redaktionsplan, Briefings und Nachverfolgung von Freigaben" },
    { name: "Figma", use: "Artikelgrafiken, Diagramme und Zuschnitte für Social Media" },
    { name: "Google Analytics 4", use: "Durch Content unterstützte Conversions und Engagement" },
  ],
  faqs: [
    {
      question: "Nutzen Sie KI zum Schreiben von Inhalten?",
      answer:
        "Wir nutzen KI-Tools zur Unterstützung bei Recherche, Gliederungen und ersten Zusammenfassungen. Jeder veröffentlichte Beitrag wird aber von einem menschlichen Autor geschrieben oder wesentlich überarbeitet und von einem Fachexperten geprüft. Leser wie Suchmaschinen belohnen eigene Erkenntnisse – und die liefert generierter Text allein selten.",
    },
    {
      question: "Wie viele Beiträge sollten wir pro Monat veröffentlichen?",
      answer:
        "Qualität und Fokus zählen mehr als Menge. Viele B2B-Kunden fahren gut mit vier bis acht substanziellen Beiträgen pro Monat plus Aktualisierungen bestehender Inhalte. Wir richten den Plan am Wettbewerb in Ihrem Markt und an der Prüfkapazität Ihres Teams aus.",
    },
    {
      question: "Können Sie über technische Themen schreiben?",
      answer:
        "Ja. Als Teil einer Softwareagentur haben wir Autoren und Prüfer mit Hintergrund in Softwareentwicklung, Fintech und Gesundheitswesen, und unsere Entwickler können die technische Korrektheit prüfen, bevor etwas veröffentlicht wird.",
    },
  ],
  related: ["seo", "email-marketing", "brand-strategy", "design-graphic"],
  cta: {
    title: "Content-Programm planen",
    body: "Sagen Sie uns, an wen Sie verkaufen. Wir schlagen die ersten drei Themencluster vor – mit Ziel-Suchanfragen und dem Business Case für jeden davon.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
