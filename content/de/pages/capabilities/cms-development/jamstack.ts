import type { z } from "zod";
import type { serviceDetailSchema } from "../../../../schema";

/** Die Seite /de/capabilities/cms/jamstack. */
export const jamstack = {
  title: "Jamstack- und Headless-CMS-Entwicklung | Alphai",
  description:
    "Jamstack-Entwicklung mit Next.js oder Astro und einem Headless-CMS wie Sanity, Contentful, Strapi oder Storyblok, ausgeliefert über ein globales CDN.",
  h1: "Jamstack-Websites auf einem Headless-CMS",
  intro:
    "Eine Jamstack-Website rendert Seiten vorab, liefert sie über ein CDN aus und ergänzt dynamische Funktionen über APIs. Mit einem Headless-CMS erhält Ihre Redaktion ein strukturiertes Publishing-Werkzeug, Ihre Besucher schnelle, sichere Seiten. Wir bauen sie mit Next.js oder Astro und einem passenden CMS.",
  offerings: [
    {
      icon: "layers",
      title: "Einrichtung des Headless-CMS",
      body: "Content-Modelle und Redaktionsabläufe in Sanity, Contentful, Storyblok oder Strapi, gemeinsam mit Ihrer Redaktion entworfen.",
    },
    {
      icon: "zap",
      title: "Statische und hybride Frontends",
      body: "Next.js mit statischer Generierung und inkrementeller Revalidierung oder Astro für inhaltsreiche Websites, die mit wenig JavaScript auskommen.",
    },
    {
      icon: "monitor",
      title: "Live-Vorschau und Publishing",
      body: "Vorschau von Entwürfen, zeitgesteuertes Veröffentlichen und per Webhook ausgelöste Rebuilds, damit die Redaktion Änderungen sieht, bevor sie live gehen.",
    },
    {
      icon: "globe",
      title: "Mehrsprachige Inhalte",
      body: "Lokalisierte Inhalte, hreflang-Tags und RTL-Layouts für arabisch-, englisch- und deutschsprachige Zielgruppen.",
    },
    {
      icon: "settings",
      title: "Formulare, Suche und Integrationen",
      body: "Serverless Functions für Formulare und die CRM-Anbindung sowie Algolia oder Pagefind für die Suche auf der Website.",
    },
  ],
  outcomes: [
    {
      title: "Schnelle Seiten weltweit",
      body: "Über Edge-Standorte eines CDN ausgelieferte Seiten laden für Besucher am Golf, in Südasien und in Europa gleichermaßen schnell, mit guten Core Web Vitals auf Mobilgeräten.",
    },
    {
      title: "Kleinere Angriffsfläche",
      body: "Ohne öffentlich erreichbare Datenbank und Admin-Oberfläche auf der Live-Website entfällt eine ganze Klasse von CMS-Sicherheitsproblemen.",
    },
    {
      title: "Höhere mobile Conversion",
      body: "Für ein Fashion-Start-up aus Dubai steigerte eine Headless-Storefront mit statisch neu generierten Kollektionen die mobile Conversion um 29 %.",
      caseStudy: "modest-fashion-headless-storefront",
    },
  ],
  process: [
    {
      title: "Content-Modellierung",
      body: "Inhaltstypen, Beziehungen und Lokalisierung definieren wir mit Ihrer Redaktion, bevor wir das CMS auswählen.",
    },
    {
      title: "Auswahl der Plattform",
      body: "CMS, Framework und Hosting wählen wir nach den Bedürfnissen der Redaktion, Budget, Datenhaltung und Integrationsanforderungen.",
    },
    {
      title: "Umsetzung",
      body: "Komponenten, Templates und Integrationen entstehen mit Preview-Deployments für jede Änderung.",
    },
    {
      title: "Migration und Launch",
      body: "Bestehende Inhalte werden per Skript migriert, Redirects eingerichtet und die Redaktion vor dem Launch geschult.",
    },
  ],
  tech: [
    { name: "Next.js", use: "Hybrides statisches und serverseitiges Rendering mit React" },
    { name: "Astro", use: "Content-Websites mit minimalem JavaScript" },
    { name: "Sanity", use: "Anpassbares Headless-CMS mit Zusammenarbeit in Echtzeit" },
    { name: "Contentful", use: "Headless-CMS für Unternehmen mit starker Lokalisierung" },
    { name: "Storyblok", use: "Headless-CMS mit visuellem Editor" },
    { name: "Strapi", use: "Selbst gehostetes Open-Source-Headless-CMS" },
    { name: "Vercel", use: "Hosting und Previews für Next.js-Websites" },
    { name: "Netlify", use: "CDN-Hosting, Formulare und Deploy-Previews" },
    { name: "Cloudflare Pages", use: "Edge-Hosting mit Workers für dynamische Logik" },
    { name: "Algolia", use: "Gehostete Suche für große Content-Websites" },
  ],
  faqs: [
    {
      question: "Ist Jamstack nur etwas für kleine statische Websites?",
      answer:
        "Nein. Mit Incremental Static Regeneration und serverseitigem Rendering, wo nötig, eignen sich Jamstack-Ansätze für Websites mit Zehntausenden Seiten und dynamischen Funktionen wie Suche, Kundenkonten und Checkout.",
    },
    {
      question: "Fällt unserer Redaktion die Arbeit mit einem Headless-CMS schwerer?",
      answer:
        "Nicht, wenn es gut eingerichtet ist. Mit Live-Vorschau, strukturierten Feldern und durchdachten Workflows finden viele Redakteure es sogar einfacher als ein klassisches CMS. Wir beziehen die Redaktion früh ein und schulen sie vor dem Launch.",
    },
    {
      question: "Welches Headless-CMS empfehlen Sie?",
      answer:
        "Das hängt von Budget, Hosting und redaktionellen Anforderungen ab. Sanity passt zu individuellen Workflows, Contentful zu großen Organisationen, Storyblok zu visueller Bearbeitung und Strapi zu Teams, die selbst hosten müssen.",
    },
    {
      question: "Wie lösen Sie Formulare und andere dynamische Funktionen?",
      answer:
        "Über Serverless Functions und APIs von Drittanbietern. Formulare senden an eine Function, die die Eingaben validiert und an Ihr CRM oder per E-Mail weiterleitet; die Suche läuft über einen gehosteten Index.",
    },
  ],
  related: ["gatsbyjs", "wordpress", "react", "marketing-websites"],
  cta: {
    title: "Sie erwägen ein Headless-CMS?",
    body: "Erzählen Sie uns von Ihren Inhalten, Ihrer Redaktion und Ihren Kanälen. Wir empfehlen ein CMS und einen Frontend-Stack und skizzieren die Migration.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
