import type { z } from "zod";
import type { serviceFamilySchema } from "../../../../schema";

/** Die Seite /de/cms-development. */
export const cmsDevelopment = {
  title: "CMS-Entwicklung: WordPress, Jamstack, WooCommerce | Alphai",
  description:
    "CMS-Entwicklung mit WordPress, WooCommerce und Headless-Jamstack: redaktionsfreundliche Websites und Shops, die schnell, sicher und leicht zu pflegen bleiben.",
  h1: "CMS-Entwicklung, mit der Ihre Redaktion gern arbeitet",
  intro:
    "Ein Content-Management-System sollte Ihrem Marketingteam das Veröffentlichen ermöglichen, ohne dafür ein Ticket aufzumachen. Wir bauen WordPress-Websites, WooCommerce-Shops und Headless-Jamstack-Lösungen mit einer Redaktionsoberfläche, die auf Ihre Inhalte zugeschnitten ist – samt Caching, Sicherheit und Hosting, die sie schnell halten.",
  overview:
    "Welches CMS passt, hängt davon ab, wer Inhalte pflegt, wie oft und woran die Website angebunden sein muss. WordPress bleibt der schnellste Weg zu einer flexiblen Marketing-Website mit vertrautem Editor; WooCommerce ergänzt einen leistungsfähigen Shop für Kataloge mit einigen Tausend Produkten; ein Jamstack-Build mit einem Headless-CMS wie Sanity, Contentful oder Strapi eignet sich für Multichannel-Content und Websites, bei denen Geschwindigkeit und Sicherheit an erster Stelle stehen. Wir entwerfen das Content-Modell vor den Templates, bauen eigene Blöcke, statt Page-Builder-Plugins zu stapeln, und richten bei Bedarf mehrsprachiges Publishing auf Arabisch, Englisch und Deutsch ein. Zu jedem Projekt gehören Redaktionsschulungen, Staging-Umgebungen und ein Update-Plan.",
  cards: {
    wordpress:
      "Individuelle WordPress-Block-Themes und Gutenberg-Blöcke, Headless WordPress mit WPGraphQL, Multisite-Netzwerke, Härtung und Performance-Tuning.",
    jamstack:
      "Jamstack-Websites mit Next.js oder Astro auf einem Headless-CMS, ausgeliefert über ein globales CDN, mit Preview-Workflows und inkrementellen Builds.",
    woocommerce:
      "WooCommerce-Shops mit individuellem Checkout, regionalen Zahlungsanbietern, Anbindung an ERP und Warenwirtschaft sowie High-Performance Order Storage.",
  },
  whyUs: [
    {
      icon: "pen-tool",
      title: "Erst das Content-Modell, dann das Design",
      body: "Zuerst erfassen wir Ihre Inhaltstypen, Felder und Workflows. So bekommt Ihre Redaktion strukturierte Formulare statt fragiler Page-Builder-Layouts.",
    },
    {
      icon: "zap",
      title: "Schnell von Grund auf",
      body: "Caching, Bildoptimierung und schlanke Themes gehören zum Build; die Core Web Vitals prüfen wir vor dem Launch an echten Templates.",
    },
    {
      icon: "shield",
      title: "Gepflegt statt sich selbst überlassen",
      body: "Wir halten die Zahl der Plugins niedrig, patchen nach festem Plan und überwachen die Verfügbarkeit, damit die Website nicht zum ungepatchten Risiko wird.",
    },
  ],
  process: [
    {
      title: "Workshop zu Inhalten und Plattform",
      body: "Wir sichten Ihre Inhalte, Ihre Redaktion und Ihre Integrationen und empfehlen dann – mit Begründung – WordPress, WooCommerce oder einen Headless-Stack.",
    },
    {
      title: "Content-Modell und Design",
      body: "Inhaltstypen, Redaktionsabläufe und Seiten-Templates entwerfen wir gemeinsam und validieren sie mit Ihrer Redaktion.",
    },
    {
      title: "Bauen und migrieren",
      body: "Wir entwickeln Themes oder Frontends, migrieren bestehende Inhalte per Skript und richten Redirects ein, um Ihre Suchmaschinen-Rankings zu schützen.",
    },
    {
      title: "Schulung und Launch",
      body: "Die Redaktion wird auf Staging geschult, der Launch geprobt, und ein Wartungsplan deckt Updates, Backups und Monitoring ab.",
    },
  ],
  cta: {
    title: "Ist Ihre Website-Plattform zu klein geworden?",
    body: "Zeigen Sie uns Ihre Website, was Ihre Redaktion frustriert und was Sie vorhaben. Wir empfehlen einen CMS-Ansatz und skizzieren die Migration.",
  },
} satisfies z.input<typeof serviceFamilySchema>;
