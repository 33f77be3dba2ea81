import type { z } from "zod";
import type { serviceDetailSchema } from "../../../../schema";

/** Die Seite /de/digital-marketing/seo. */
export const seo = {
  title: "SEO: Technik, On-Page & lokale Suche | Alphai",
  description:
    "SEO von Alphai: technische Audits, Core Web Vitals, Schema-Markup, Content-Optimierung und lokale Suche – umgesetzt von unseren eigenen Entwicklern.",
  h1: "SEO, das erst das Fundament saniert und dann organische Nachfrage steigert",
  intro:
    "Rankings hängen von drei Dingen ab: einer Website, die Suchmaschinen crawlen und rendern können, Inhalten, die Suchanfragen beantworten, und Signalen von Autorität. Wir decken alle drei ab; weil unsere Entwickler die technischen Korrekturen selbst vornehmen, sind Empfehlungen in Wochen statt Quartalen umgesetzt.",
  offerings: [
    {
      icon: "wrench",
      title: "Technische SEO-Audits",
      body: "Crawl-Analyse mit Screaming Frog, Logfile-Auswertung, Prüfung von Indexierung und Canonicals, JavaScript-Rendering-Tests und eine priorisierte Liste der nötigen Korrekturen.",
    },
    {
      icon: "gauge",
      title: "Core Web Vitals",
      body: "Diagnose und Behebung von Problemen bei Largest Contentful Paint, Interaction to Next Paint und Layout-Verschiebungen – von der Bildverarbeitung bis zu renderblockierenden Skripten.",
    },
    {
      icon: "file-text",
      title: "On-Page- und Content-Optimierung",
      body: "Zuordnung von Keywords und Suchintentionen, neu formulierte Titel und Überschriften, interne Verlinkung und das Zusammenführen von Seiten, die um dieselben Suchanfragen konkurrieren.",
    },
    {
      icon: "code",
      title: "Strukturierte Daten",
      body: "Schema.org-JSON-LD für Organisationen, Produkte, Artikel, FAQs und lokale Unternehmen – validiert und in der Search Console überwacht.",
    },
    {
      icon: "globe",
      title: "Lokales und internationales SEO",
      body: "Optimierung des Google-Unternehmensprofils, Standortseiten und hreflang für englisch-, arabisch- und deutschsprachige Websites, die mehrere Märkte bedienen.",
    },
    {
      icon: "refresh-cw",
      title: "Migrationen ohne Traffic-Verlust",
      body: "Weiterleitungs-Mapping, Crawls der Staging-Umgebung vor dem Launch und Monitoring danach, wenn Sie Domain, CMS oder URL-Struktur wechseln.",
    },
  ],
  outcomes: [
    {
      title: "Mehr organischer Traffic",
      body: "Bei einem Mode-Start-up aus Dubai trugen Korrekturen an Canonicals und hreflang sowie strukturierte Produktdaten dazu bei, die organischen Sitzungen in sechs Monaten auf das 2,4-Fache zu steigern.",
      caseStudy: "modest-fashion-headless-storefront",
    },
    {
      title: "Seiten, die zur Suchintention ranken",
      body: "Bei einer Ferienwohnungsplattform in Dubai halfen serverseitig gerenderte Seiten für einzelne Wohngegenden mit strukturierten Daten, den Anteil der Direktbuchungen am Umsatz von 12 % auf 21 % zu steigern.",
      caseStudy: "holiday-rental-search-performance",
    },
    {
      title: "Sicherer Plattformwechsel",
      body: "Vollständige Weiterleitungspläne und stufenweise Launches halten die Rankings stabil, wenn eine Website CMS, Domain oder Struktur wechselt.",
    },
    {
      title: "Sichtbarkeit, über die Sie berichten können",
      body: "Ein Looker-Studio-Dashboard mit Daten aus Search Console, GA4 und CRM zeigt, welche Suchanfragen und Seiten Leads bringen.",
    },
  ],
  process: [
    {
      title: "Audit",
      body: "Technischer Crawl, Content-Inventur, Backlink-Analyse und Lückenanalyse gegenüber dem Wettbewerb, zusammengefasst in einer priorisierten Liste von Problemen und Chancen.",
    },
    {
      title: "Fundament sanieren",
      body: "Unsere Entwickler beheben zuerst Probleme bei Indexierung, Geschwindigkeit und Markup – denn auf einer schwer crawlbaren Website können Inhalte nicht ranken.",
    },
    {
      title: "Optimieren und erstellen",
      body: "Bestehende Seiten werden verbessert; neue Inhalte werden auf Basis von Keyword- und Suchintentionsanalysen gebrieft und nach kommerziellem Wert priorisiert.",
    },
    {
      title: "Überwachen und berichten",
      body: "Monatliches Reporting zu Rankings, organischen Conversions und technischem Zustand, mit Warnungen bei Indexierungseinbrüchen oder defekten Weiterleitungen.",
    },
  ],
  tech: [
    {
      name: "Google Search Console",
      use: "Monitoring von Indexierung, Suchanfragen-Performance und strukturierten Daten",
    },
    { name: "Screaming Frog", use: "Website-Crawls, Prüfung von Weiterleitungen und Audits des JavaScript-Renderings" },
    { name: "Ahrefs", use: "Backlink-Analyse, Keyword-Recherche und Lückenanalysen gegenüber Wettbewerbern" },
    { name: "Semrush", use: "Ranking-Tracking und Positionsmonitoring über mehrere Märkte" },
    { name: "Google Analytics 4", use: "Tracking organischer Conversions und der Performance von Landingpages" },
    { name: "PageSpeed Insights", use: "Feld- und Labordaten zu den Core Web Vitals" },
    { name: "Schema.org JSON-LD", use: "Strukturierte Daten für Rich Results" },
    { name: "Looker Studio", use: "Gemeinsame Dashboards, die Such-, Analytics- und CRM-Daten zusammenführen" },
  ],
  faqs: [
    {
      question: "Wie lange dauert es, bis SEO Ergebnisse zeigt?",
      answer:
        "Technische Korrekturen, etwa bei Indexierungs- oder Geschwindigkeitsproblemen, können wenige Wochen nach dem erneuten Crawlen durch Google Wirkung zeigen. Rankings für neue Inhalte brauchen meist drei bis sechs Monate, je nach Wettbewerb und der bestehenden Autorität Ihrer Website. Wir legen monatliche Meilensteine fest, damit Fortschritte sichtbar sind, bevor die großen Zuwächse kommen.",
    },
    {
      question: "Garantieren Sie Platzierungen auf der ersten Seite?",
      answer:
        "Nein. Niemand kontrolliert den Algorithmus von Google, und Agenturen, die bestimmte Rankings versprechen, raten nur. Wir verpflichten uns zur Arbeit, zu transparentem Reporting und zu Zielen, die wir zu Beginn vereinbaren, etwa organische Anmeldungen oder Anfragen – und wir erklären Ihnen, was sich bewegt und was nicht.",
    },
    {
      question: "Können Sie an einer Website arbeiten, die eine andere Agentur gebaut hat?",
      answer:
        "Ja. Wir auditieren und optimieren regelmäßig Websites auf Basis von WordPress, Webflow, Shopify und Next.js sowie Eigenentwicklungen. Wenn Ihre Entwickler Änderungen lieber selbst umsetzen, liefern wir stattdessen Tickets mit klaren Akzeptanzkriterien.",
    },
    {
      question: "Betreiben Sie Linkaufbau?",
      answer:
        "Wir gewinnen Links durch digitale PR, eigene Daten und nützliche Ressourcen, auf die andere gern verweisen. Wir kaufen keine Links und nutzen keine privaten Blognetzwerke, denn damit riskieren Sie echte Abstrafungen.",
    },
  ],
  related: ["content-marketing", "marketing-websites", "wordpress"],
  cta: {
    title: "Technisches SEO-Audit anfordern",
    body: "Senden Sie uns Ihre Domain und Ihre wichtigsten Märkte. Wir crawlen Ihre Website und nennen Ihnen die zehn Probleme, die Ihr organisches Wachstum am wahrscheinlichsten bremsen.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
