import type { z } from "zod";
import type { serviceDetailSchema } from "../../../../schema";

/** Die Seite /de/capabilities/cms/woocommerce. */
export const woocommerce = {
  title: "WooCommerce: Entwicklung und Shop-Integration | Alphai",
  description:
    "WooCommerce-Entwicklung: individueller Checkout, regionale Zahlungsanbieter, ERP- und Lageranbindung, HPOS-Migration und Tuning für stark frequentierte Shops.",
  h1: "WooCommerce-Entwicklung für Shops, die weiter wachsen",
  intro:
    "WooCommerce gibt Händlern auf Basis von WordPress die volle Kontrolle über ihren Shop. Mit steigenden Bestellzahlen braucht diese Kontrolle solides Engineering: einen schnellen Katalog, einen Checkout, der konvertiert, Zahlungsanbieter, die in Ihren Märkten funktionieren, und einen zuverlässigen Abgleich mit Warenwirtschaft und Buchhaltung.",
  offerings: [
    {
      icon: "shopping-cart",
      title: "Individuelle Shops",
      body: "Produkt-Templates, Filter sowie blockbasierte Warenkorb- und Checkout-Seiten, zugeschnitten auf Ihr Sortiment und Ihre Kunden.",
    },
    {
      icon: "wallet",
      title: "Anbindung von Zahlungsanbietern",
      body: "Integrationen von Stripe, Checkout.com, PayTabs und Tabby sowie Regeln für Nachnahme, wie sie in den Golfstaaten und in Pakistan üblich ist.",
    },
    {
      icon: "truck",
      title: "ERP, Warenwirtschaft und Versand",
      body: "Bidirektionaler Abgleich mit ERP-Systemen wie Odoo und SAP Business One, Lagerverwaltungssystemen und Kurier-APIs für Versandetiketten und Sendungsverfolgung.",
    },
    {
      icon: "gauge",
      title: "Performance und Skalierung",
      body: "Migration auf High-Performance Order Storage, Object-Caching, Query-Tuning und Hintergrundverarbeitung mit Action Scheduler.",
    },
    {
      icon: "refresh-cw",
      title: "Abonnements und B2B",
      body: "Wiederkehrende Abrechnung, Großhandelspreise, Angebotsanfragen und kundenspezifische Kataloge auf Basis von Erweiterungen oder eigenem Code.",
    },
  ],
  outcomes: [
    {
      title: "Mehr abgeschlossene Checkouts",
      body: "Ein kürzerer Checkout mit lokalen Zahlungsarten steigert die Abschlussrate im Checkout typischerweise spürbar.",
    },
    {
      title: "Korrekte Lagerbestände",
      body: "Ein automatischer Bestandsabgleich mit dem ERP beendet Überverkäufe – und die manuellen Tabellen-Updates, die sie verursachen.",
    },
    {
      title: "Stabil bei Verkaufsspitzen",
      body: "Caching, HPOS und Lasttests vor Kampagnen wie dem White Friday halten den Shop reaktionsschnell, wenn der Traffic sprunghaft steigt.",
    },
  ],
  process: [
    {
      title: "Shop-Audit",
      body: "Wir prüfen Sortimentsgröße, Erweiterungen, Checkout-Analysen, Hosting und Integrationen, um Engpässe zu finden.",
    },
    {
      title: "Lösungsdesign",
      body: "Checkout, Zahlungen, Integrationen und individuelle Funktionen werden mit Datenflüssen und Sonderfällen spezifiziert.",
    },
    {
      title: "Bauen und testen",
      body: "Features entstehen auf Staging mit realistischen Produkt- und Bestelldaten und werden durchgängig getestet, einschließlich der Zahlungen.",
    },
    {
      title: "Launch und Wachstum",
      body: "Wir gehen mit eingerichtetem Monitoring live und begleiten danach Kampagnen, neue Märkte und Integrationen.",
    },
  ],
  tech: [
    { name: "WooCommerce", use: "E-Commerce auf WordPress" },
    { name: "High-Performance Order Storage", use: "Eigene Bestelltabellen für schnellere Abfragen" },
    { name: "WooCommerce Blocks", use: "Blockbasierter Warenkorb und Checkout" },
    { name: "Action Scheduler", use: "Hintergrundjobs für Abgleich und Massenaktualisierungen" },
    { name: "Stripe", use: "Kartenzahlungen und Wallets" },
    { name: "PayTabs", use: "Zahlungsabwicklung für die Märkte am Golf" },
    { name: "WooCommerce REST API", use: "Anbindung von ERP-Systemen, Apps und Marktplätzen" },
    { name: "Redis", use: "Object-Caching für stark frequentierte Shops" },
    { name: "k6", use: "Lasttests vor Verkaufsaktionen" },
  ],
  faqs: [
    {
      question: "Wie groß kann ein WooCommerce-Shop werden?",
      answer:
        "Mit gutem Hosting, HPOS, Caching und sorgfältig ausgewählten Erweiterungen bewältigt WooCommerce problemlos Zehntausende Produkte und Tausende Bestellungen pro Tag. Darüber hinaus prüfen wir, ob eine andere Plattform sinnvoller ist.",
    },
    {
      question: "Können Sie Zahlungsanbieter aus den Golfstaaten integrieren?",
      answer:
        "Ja. Wir haben Anbieter wie PayTabs, Checkout.com, Tabby und Tamara integriert, dazu Apple Pay über Stripe und Nachnahme mit Verifizierungsregeln.",
    },
    {
      question: "Sollten wir von WooCommerce zu Shopify wechseln?",
      answer:
        "Shopify passt zu Händlern, die möglichst wenig Technik selbst verantworten wollen. WooCommerce passt zu denen, die individuelle Logik, Integrationen oder volle Kontrolle über ihre Daten brauchen. Bevor wir einen Wechsel empfehlen, vergleichen wir Gesamtkosten und Anforderungen.",
    },
  ],
  related: ["wordpress", "retail-commerce", "mysql", "seo"],
  cta: {
    title: "Wollen Sie mehr aus Ihrem WooCommerce-Shop herausholen?",
    body: "Nennen Sie uns die URL Ihres Shops und Ihr größtes Problem. Wir schlagen Verbesserungen für Geschwindigkeit, Checkout oder Integrationen vor.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
