import type { z } from "zod";
import type { serviceDetailSchema } from "../../../../schema";

/** Die Seite /de/capabilities/frontend/gatsbyjs. */
export const gatsbyjs = {
  title: "Gatsby: Entwicklung, Upgrades und Migration | Alphai",
  description:
    "Gatsby-Entwicklung und -Support: GraphQL-Datenschicht, Bildoptimierung, Upgrades auf Gatsby 5 und geplante Migration zu Next.js oder Astro, wo sie sich lohnt.",
  h1: "Gatsby-Entwicklung, Upgrades und Migrationen",
  intro:
    "Gatsby steckt hinter vielen schnellen Content-Websites mit React und Headless-CMS. Wir entwickeln neue Features, bringen ältere Versionen auf den aktuellen Stand und planen, wo es für Ihre Roadmap sinnvoller ist, eine sorgfältige Migration zu Next.js oder Astro – ohne Rankings zu verlieren.",
  offerings: [
    {
      icon: "layers",
      title: "Entwicklung von Gatsby-Websites",
      body: "React-Komponenten, Seiten-Templates und GraphQL-Abfragen mit Inhalten aus Contentful, Sanity, WordPress oder Markdown-Dateien.",
    },
    {
      icon: "refresh-cw",
      title: "Versions-Upgrades",
      body: "Upgrades auf Gatsby 5 und React 18: veraltete Plugins werden ersetzt, react-helmet weicht der integrierten Head-API.",
    },
    {
      icon: "zap",
      title: "Kürzere Build-Zeiten",
      body: "Feintuning von Source-Plugins, Caching und Bildverarbeitung sowie Deferred Static Generation für selten besuchte Seiten.",
    },
    {
      icon: "compass",
      title: "Migrationsplanung",
      body: "Bewertung und Migration zu Next.js oder Astro mit URL-Mapping, Redirects und Abgleich der Inhalte, damit Ihr organischer Traffic erhalten bleibt.",
    },
  ],
  outcomes: [
    {
      title: "Kürzere Builds",
      body: "Caching und Deferred Static Generation verkürzen vollständige Builds großer Gatsby-Websites häufig um mehr als die Hälfte.",
    },
    {
      title: "Wieder ein unterstützter Stack",
      body: "Upgrades entfernen verwaiste Plugins und veraltete Abhängigkeiten, die Sicherheitspatches blockiert haben.",
    },
    {
      title: "Rankings bleiben beim Umbau erhalten",
      body: "Bei Migrationen bleibt jede indexierte URL über Redirects erreichbar; die Daten der Search Console prüfen wir in den Wochen nach dem Launch.",
    },
  ],
  process: [
    {
      title: "Analyse der Website",
      body: "Wir prüfen Gatsby-Version, Plugins, Datenquellen, Build-Zeiten und Hosting und empfehlen Upgrade oder Migration.",
    },
    {
      title: "Plan und Prototyp",
      body: "Zunächst wird eine kleine Auswahl an Templates aktualisiert oder neu gebaut, um Vorgehen und Aufwandsschätzung zu bestätigen.",
    },
    {
      title: "Vollständige Umsetzung",
      body: "Die übrigen Templates, Plugins und Integrationen ziehen um, mit visuellen Prüfungen und Link-Checks auf jeder Seite.",
    },
    {
      title: "Launch und Monitoring",
      body: "Wir deployen hinter einer Preview-URL, schalten den Traffic um und beobachten Build-Stabilität, Core Web Vitals und Search Console.",
    },
  ],
  tech: [
    { name: "Gatsby 5", use: "Statische und verzögerte Seitengenerierung mit React" },
    { name: "GraphQL", use: "Gatsbys Datenschicht für Abfragen an Content-Quellen" },
    { name: "gatsby-plugin-image", use: "Responsive Bilder mit Lazy Loading" },
    { name: "Contentful", use: "Headless-CMS als Quelle für strukturierte Inhalte" },
    { name: "Sanity", use: "Headless-CMS mit Bearbeitung in Echtzeit" },
    { name: "Next.js", use: "Migrationsziel für App-artige oder häufig aktualisierte Websites" },
    { name: "Astro", use: "Migrationsziel für inhaltsreiche Websites mit wenig JavaScript" },
    { name: "Netlify", use: "Hosting, Build-Previews und Redirects an der Edge" },
  ],
  faqs: [
    {
      question: "Ist Gatsby für eine neue Website noch eine sichere Wahl?",
      answer:
        "Gatsby funktioniert weiterhin, doch seit der Übernahme durch Netlify im Jahr 2023 erscheinen neue Versionen seltener. Für neue Projekte empfehlen wir meist Next.js oder Astro; bestehende Gatsby-Websites, die ihren Zweck gut erfüllen, betreuen wir weiter.",
    },
    {
      question: "Unsere Gatsby-Builds dauern zu lange. Was können Sie tun?",
      answer:
        "Wir ermitteln, welche Source-Plugins und Bildtransformationen die Zeit kosten, richten sauberes Caching in der CI ein und verlagern selten besuchte Seiten auf Deferred Static Generation, sodass sie erst beim ersten Aufruf gebaut werden.",
    },
    {
      question: "Schadet ein Abschied von Gatsby unserer SEO?",
      answer:
        "Nicht, wenn er geplant ist. Wir halten URLs wo möglich identisch, leiten die übrigen weiter, übernehmen Metadaten und strukturierte Daten und vergleichen Crawl-Ergebnisse vor und nach dem Launch.",
    },
  ],
  related: ["jamstack", "react", "wordpress"],
  cta: {
    title: "Ihre Gatsby-Website braucht Aufmerksamkeit?",
    body: "Schicken Sie uns Repository oder URL. Wir sagen Ihnen ehrlich, ob ein Upgrade, Feintuning oder eine Migration der richtige Weg ist und was jede Option kostet.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
