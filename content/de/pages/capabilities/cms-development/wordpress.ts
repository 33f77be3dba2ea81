import type { z } from "zod";
import type { serviceDetailSchema } from "../../../../schema";

/** Die Seite /de/capabilities/cms/wordpress. */
export const wordpress = {
  title: "Individuelle WordPress-Entwicklung | Alphai",
  description:
    "Individuelle WordPress-Entwicklung: Block-Themes und Gutenberg-Blöcke, Headless WordPress, Multisite, mehrsprachige Websites, Härtung und Wartungspakete.",
  h1: "Individuelle WordPress-Entwicklung ohne Plugin-Ballast",
  intro:
    "WordPress kann ein schnelles, sicheres und angenehmes CMS sein – oder ein langsamer Flickenteppich aus vierzig Plugins und einem Page Builder. Wir bauen individuelle Block-Themes und Gutenberg-Blöcke für Ihre Inhalte, beschränken Plugins auf das Nötigste und halten Websites gepatcht und schnell.",
  offerings: [
    {
      icon: "layout",
      title: "Individuelle Block-Themes",
      body: "Block-Themes mit Designeinstellungen in theme.json und Full Site Editing: Ihre Redaktion behält die Kontrolle, ohne das Design zu zerstören.",
    },
    {
      icon: "code",
      title: "Individuelle Gutenberg-Blöcke",
      body: "Maßgeschneiderte Blöcke in React und PHP für Ihre Inhaltstypen, als Ersatz für schwergewichtige Page Builder wie Elementor oder WPBakery.",
    },
    {
      icon: "layers",
      title: "Headless WordPress",
      body: "WordPress als Content-Backend mit WPGraphQL oder der REST-API, das ein Frontend mit Next.js oder Astro speist.",
    },
    {
      icon: "globe",
      title: "Mehrsprachigkeit und Multisite",
      body: "WPML, Polylang oder Multisite-Netzwerke für Inhalte auf Arabisch, Englisch und Deutsch, mit RTL-fähigen Templates.",
    },
    {
      icon: "shield",
      title: "Sicherheit und Wartungspakete",
      body: "Härtung, betreute Updates, Verfügbarkeitsmonitoring, externe Backups und Malware-Scans im Rahmen eines monatlichen Pakets.",
    },
  ],
  outcomes: [
    {
      title: "Schnellere Seiten",
      body: "Ersetzen eigene Blöcke einen schwergewichtigen Page Builder, sinkt der Largest Contentful Paint auf Mobilgeräten häufig unter 2,5 Sekunden.",
    },
    {
      title: "Zufriedenere Redaktionen",
      body: "Strukturierte Blöcke mit sinnvollen Voreinstellungen ermöglichen Marketingteams Landingpages ohne Entwicklerhilfe und ohne zerschossene Layouts.",
    },
    {
      title: "Weniger Sicherheitsvorfälle",
      body: "Weniger Plugins, planmäßige Updates und eine Web Application Firewall verkleinern die Angriffsfläche, über die die meisten WordPress-Websites kompromittiert werden.",
    },
  ],
  process: [
    {
      title: "Audit von Inhalten und Plugins",
      body: "Wir prüfen Inhaltstypen, Templates, Plugins und Hosting und entscheiden, was neu gebaut, behalten oder entfernt wird.",
    },
    {
      title: "Design und Blockbibliothek",
      body: "Das Design wird in theme.json-Einstellungen und eine Bibliothek eigener Blöcke übersetzt, die wir mit der Redaktion testen.",
    },
    {
      title: "Bauen und Inhalte migrieren",
      body: "Theme und Blöcke werden entwickelt, Inhalte per WP-CLI-Skripten migriert und Redirects zugeordnet.",
    },
    {
      title: "Launch und Betreuung",
      body: "Wir gehen auf optimiertem Hosting mit Caching und CDN live, schulen die Redaktion und wechseln in einen Wartungsplan.",
    },
  ],
  tech: [
    { name: "WordPress", use: "Das Kern-CMS mit dem Block-Editor" },
    { name: "Gutenberg-Blöcke", use: "Individuelle Bearbeitungskomponenten in React" },
    { name: "Advanced Custom Fields", use: "Strukturierte benutzerdefinierte Felder und ACF-Blöcke" },
    { name: "WPGraphQL", use: "GraphQL-API für Headless-Frontends" },
    { name: "WP-CLI", use: "Skriptgesteuerte Content-Migration und Wartung" },
    { name: "WPML", use: "Mehrsprachige Inhalte und Übersetzungs-Workflows" },
    { name: "Redis Object Cache", use: "Caching von Datenbankabfragen auf stark besuchten Websites" },
    { name: "Cloudflare", use: "CDN, Caching und Web Application Firewall" },
    { name: "PHPUnit", use: "Tests für eigenen Plugin- und Theme-Code" },
  ],
  faqs: [
    {
      question: "Können Sie eine WordPress-Website übernehmen, die eine andere Agentur gebaut hat?",
      answer:
        "Ja. Wir beginnen mit einem Audit von Code, Plugins, Hosting und Sicherheit, beheben zuerst dringende Probleme und vereinbaren dann einen Plan, um den Rest zu stabilisieren oder neu zu bauen.",
    },
    {
      question: "Sollten wir WordPress headless einsetzen?",
      answer:
        "Headless lohnt sich, wenn Sie Inhalte in mehrere Kanäle ausspielen oder ein stark interaktives Frontend brauchen. Für die meisten Marketing-Websites ist ein gut gebautes klassisches Theme einfacher, günstiger und genauso schnell.",
    },
    {
      question: "Bauen Sie Websites mit Elementor oder anderen Page Buildern?",
      answer:
        "Wir bevorzugen eigene Blöcke, weil sie schneller und robuster sind. Bestehende Page-Builder-Websites können wir aber weiter pflegen und schrittweise migrieren.",
    },
    {
      question: "Was umfasst ein WordPress-Wartungspaket?",
      answer:
        "Auf Staging getestete Updates für Core, Theme und Plugins, tägliche externe Backups, Verfügbarkeits- und Sicherheitsmonitoring sowie ein monatliches Kontingent an Entwicklerstunden für kleine Änderungen.",
    },
  ],
  related: ["woocommerce", "jamstack", "design-web", "seo"],
  cta: {
    title: "Ist Ihre WordPress-Website langsam oder mühsam zu pflegen?",
    body: "Schicken Sie uns die URL. Wir prüfen Performance, Plugins und die Redaktionsoberfläche und schlagen eine Korrektur oder einen Neubau vor.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
