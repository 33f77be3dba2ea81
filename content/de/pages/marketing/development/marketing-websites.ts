import type { z } from "zod";
import type { serviceDetailSchema } from "../../../../schema";

/** Die Seite /de/website-development. */
export const marketingWebsites = {
  title: "Marketing-Websites & Landingpages | Alphai",
  description:
    "Marketing-Websites und Landingpages von Alphai: schnell, SEO-fähig, auf Next.js, Astro, Webflow oder WordPress – leicht zu pflegen und auf Conversion ausgelegt.",
  h1: "Marketing-Websites und Landingpages, die konvertieren",
  intro:
    "Eine Marketing-Website hat eine Aufgabe: Besucher zu Leads, Anmeldungen oder Kunden zu machen. Wir bauen Unternehmenswebsites, Kampagnen-Microsites und Landingpages, die schnell laden, gut ranken und mit denen Ihr Marketingteam ohne Entwickler Seiten veröffentlicht und testet. Komplexe Webanwendungen übernimmt unsere Webentwicklung.",
  offerings: [
    {
      icon: "monitor",
      title: "Unternehmens- und Marken-Websites",
      body: "Mehrseitige Websites mit klarer Informationsarchitektur, Fallstudien, Karrierebereich und Kontaktstrecken, aufgebaut entlang der Fragen, die Interessenten stellen.",
    },
    {
      icon: "target",
      title: "Landingpages",
      body: "Kampagnen-Landingpages passend zur Anzeigenbotschaft, mit Formularen, Vertrauenssignalen wie Kundenstimmen und einer einzigen, klaren Handlungsaufforderung – bereit für A/B-Tests.",
    },
    {
      icon: "layers",
      title: "Ein CMS für Marketer",
      body: "Wiederverwendbare Seitenabschnitte in Sanity, Contentful, WordPress oder Webflow, damit Ihr Team neue Seiten im Rahmen der Markenrichtlinien selbst zusammenstellen kann.",
    },
    {
      icon: "gauge",
      title: "Performance und technisches SEO",
      body: "Statische Generierung, Bildoptimierung, sauberes Markup und strukturierte Daten, mit Budgets für die Core Web Vitals, die vor jedem Release geprüft werden.",
    },
    {
      icon: "activity",
      title: "Analytics und Einwilligung",
      body: "GA4- und Google-Tag-Manager-Events für jede Conversion, Consent-Management gemäß DSGVO und CRM-Anbindung an HubSpot oder Salesforce.",
    },
    {
      icon: "globe",
      title: "Mehrsprachige Websites",
      body: "Englische, arabische und deutsche Versionen mit Layouts für Rechts-nach-links-Schrift, hreflang-Tags und Übersetzungsworkflows im CMS.",
    },
  ],
  outcomes: [
    {
      title: "Höhere Conversion-Raten",
      body: "Klarere Seiten und kürzere Formulare bringen mehr Demo- und Kontaktanfragen; wir messen beide Quoten vor und nach dem Launch.",
    },
    {
      title: "Schnellere Kampagnenstarts",
      body: "Mit einem CMS aus wiederverwendbaren Abschnitten veröffentlichen Marketingteams Landingpages in wenigen Stunden, statt eine Woche auf einen Entwickler zu warten.",
    },
    {
      title: "Bessere Sichtbarkeit in der Suche",
      body: "Schnelle, gut strukturierte Seiten geben Ihrer SEO- und Content-Arbeit ein solides technisches Fundament.",
    },
    {
      title: "Geringere Kosten für bezahlte Werbung",
      body: "Relevante, schnelle Landingpages verbessern den Qualitätsfaktor in Google Ads und die Conversion-Rate – das senkt die Kosten pro Lead.",
    },
  ],
  process: [
    {
      title: "Analyse",
      body: "Ziele, Zielgruppen, Conversion-Punkte und Content-Inventur; außerdem werten wir Analytics aus, um zu sehen, wo die aktuelle Website Besucher verliert.",
    },
    {
      title: "Struktur und Inhalte",
      body: "Sitemap, Wireframes und Texte entstehen gemeinsam; die SEO-Anforderungen jeder Seite legen wir vorab fest.",
    },
    {
      title: "Gestaltung",
      body: "Visuelles Design und eine Komponentenbibliothek in Figma, geprüft mit echten Inhalten in Desktop- und Mobilgrößen.",
    },
    {
      title: "Entwickeln und integrieren",
      body: "Entwicklung, CMS-Einrichtung, Analytics, Formulare und CRM-Anbindung, mit Vorschauen auf der Staging-Umgebung am Ende jedes Sprints.",
    },
    {
      title: "Launch und Tests",
      body: "Weiterleitungen, Qualitätssicherung und ein überwachter Launch, danach eine CMS-Schulung und eine erste Runde von Conversion-Experimenten.",
    },
  ],
  tech: [
    { name: "Next.js", use: "Schnelle, SEO-freundliche Websites mit statischem und serverseitigem Rendering" },
    { name: "Astro", use: "Inhaltsreiche Websites, die mit minimalem JavaScript auskommen" },
    { name: "Webflow", use: "Visuell bearbeitbare Websites für Teams, die volle gestalterische Kontrolle wollen" },
    { name: "WordPress", use: "Flexibles CMS mit einem großen Plugin-Ökosystem" },
    { name: "Sanity", use: "Headless-CMS mit strukturierten, wiederverwendbaren Seitenabschnitten" },
    { name: "Contentful", use: "Headless-Content für Multi-Site- und mehrsprachige Projekte" },
    { name: "Vercel", use: "Hosting, Preview-Deployments und Edge-Caching" },
    { name: "HubSpot", use: "Formulare, Lead-Erfassung und CRM-Anbindung" },
    { name: "VWO", use: "A/B- und multivariate Tests auf Landingpages" },
    { name: "Google Tag Manager", use: "Event-Tracking ohne Code-Releases" },
  ],
  faqs: [
    {
      question: "Worin unterscheidet sich das von Ihrer Leistung Webentwicklung?",
      answer:
        "Diese Leistung ist für Websites gedacht, deren Hauptzweck Marketing ist: die Marke präsentieren, in der Suche ranken und Besucher konvertieren. Unsere Leistung Webentwicklung, die Sie im Menü unter den Leistungen finden, deckt Webanwendungen wie Portale, Dashboards und Plattformen mit komplexer Backend-Logik ab. Viele Kunden nutzen beides, und die Teams arbeiten zusammen.",
    },
    {
      question: "Welche Plattform sollten wir wählen?",
      answer:
        "Webflow eignet sich für Teams, die Layouts selbst ändern wollen. WordPress passt, wenn Sie viele Plugins brauchen oder das System bereits kennen. Next.js oder Astro mit einem Headless-CMS passen, wenn Performance, mehrsprachige Inhalte oder Integrationen am wichtigsten sind. Wir sprechen eine Empfehlung aus, sobald wir Ihr Team und Ihre Ziele verstanden haben.",
    },
    {
      question: "Wie lange dauert eine Marketing-Website?",
      answer:
        "Eine Reihe von Landingpages kann in zwei bis drei Wochen live gehen. Eine Unternehmenswebsite mit 15 bis 30 Seiten dauert typischerweise acht bis zwölf Wochen; Inhalte und Freigaben sind dabei oft der längste Teil. Solche Projekte bieten wir in der Regel zum Festpreis an.",
    },
    {
      question: "Verlieren wir bei einem Redesign unsere Rankings?",
      answer:
        "Nicht, wenn die Migration sorgfältig umgesetzt wird. Wir ordnen jede alte URL einer neuen zu, erhalten oder verbessern das On-Page-SEO, testen Weiterleitungen auf der Staging-Umgebung und beobachten nach dem Launch die Search Console, um Probleme früh zu erkennen.",
    },
  ],
  related: ["seo", "design-web", "website-development", "wordpress"],
  cta: {
    title: "Planen Sie eine Website, die sich ihren Traffic verdient",
    body: "Erzählen Sie uns von Ihrer Zielgruppe, Ihren Zielen und Ihrer aktuellen Website. Wir schlagen Struktur und Plattform vor – mit einem Festpreisangebot.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
