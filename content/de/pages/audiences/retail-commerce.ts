import type { z } from "zod";
import type { audienceSchema } from "../../../schema";

/** Die Seite /de/industries/retail-commerce. */
export const retailCommerce = {
  title: "Entwicklung für Handel und E-Commerce | Alphai",
  description:
    "Headless-Storefronts, Marktplatz- und ERP-Anbindung und schneller mobiler Checkout für Händler und D2C-Marken, die am Golf, in Europa und Südasien verkaufen.",
  h1: "E-Commerce- und Handelstechnologie, die auf dem Smartphone konvertiert",
  intro:
    "Im Onlinehandel entscheidet sich alles auf dem Smartphone, und zwar in wenigen Sekunden. Wir bauen Headless-Storefronts, mobile Shopping-Apps und die Integrationen dahinter und verbinden Commerce-Plattformen mit ERP-, Lager- und Marktplatzsystemen – für D2C-Marken und Filialisten, die auf Arabisch, Englisch und Deutsch verkaufen.",
  challenges: [
    {
      icon: "gauge",
      title: "Langsame mobile Shops",
      body: "Mit Apps und Skripten überladene Themes treiben den Largest Contentful Paint auf dem Smartphone über vier Sekunden, und jede zusätzliche Sekunde kostet Conversions und Effizienz bei Paid Media.",
    },
    {
      icon: "layers",
      title: "Bestände in Filialen, Lagern und auf Marktplätzen",
      body: "Wird Ware in Filialen, im eigenen Shop und auf Marktplätzen verkauft, laufen die Bestände auseinander. Die Folge sind Überverkäufe, Stornierungen und Strafen der Marktplatzbetreiber.",
    },
    {
      icon: "wallet",
      title: "Erwartungen an Checkout und Rechnungsstellung",
      body: "Kunden erwarten Apple Pay, Ratenkauf und in manchen Märkten Barzahlung bei Lieferung, während E-Rechnungsvorschriften wie Phase zwei von ZATCA in Saudi-Arabien für jeden Verkauf gelten.",
    },
    {
      icon: "trending-up",
      title: "Umsatzspitzen ohne Ausfälle",
      body: "White Friday, Ramadan, Black Friday und Schlussverkäufe bringen Lastspitzen, die langsame Abfragen, API-Rate-Limits und fragile Integrationen offenlegen.",
    },
  ],
  approach: [
    {
      title: "Headless, wo es sich lohnt",
      body: "Für Checkout und Bestellungen behalten wir bewährte Commerce-Plattformen und bauen schnelle Frontends in Next.js oder Nuxt – oder bleiben bei WooCommerce, wenn das die vernünftige Wahl ist.",
    },
    {
      title: "Eine verbindliche Quelle für Bestände",
      body: "Eventgesteuerte Integrationen zwischen ERP, Lager, Kassensystem und Marktplätzen, mit Abgleichjobs und Alarmen, wenn die Zahlen nicht übereinstimmen.",
    },
    {
      title: "Conversion-Optimierung auf Datenbasis",
      body: "Performance-Monitoring mit echten Nutzerdaten, Funnel-Analysen und A/B-Tests entscheiden, was sich im Shop ändert – nicht Meinungen im Meeting.",
    },
    {
      title: "Lastgetestet vor dem Sale",
      body: "Vor jeder großen Kampagne testen wir gegen den erwarteten Spitzentraffic, richten Autoscaling ein und vereinbaren einen War-Room-Plan.",
    },
  ],
  services: ["react", "jamstack", "woocommerce", "ux-ui", "seo", "digital-campaigns"],
  stats: [
    { value: "29 %", label: "höhere mobile Conversion für ein Modelabel aus Dubai" },
    { value: "1,8 s", label: "mobiler LCP nach dem Umstieg auf eine Headless-Storefront" },
    { value: "2,4×", label: "so viele organische Sitzungen binnen sechs Monaten nach dem Relaunch" },
    { value: "18 %", label: "weniger Retouren wegen falscher Größe dank neuer Größentabelle" },
  ],
  cta: {
    title: "Ist Ihr Shop langsamer als der Ihrer Wettbewerber?",
    body: "Schicken Sie uns die Adresse Ihres Shops. Wir prüfen Performance und Conversion und zeigen Ihnen, wo die größten Hebel liegen, bevor Sie sich für einen Neubau entscheiden.",
  },
} satisfies z.input<typeof audienceSchema>;
