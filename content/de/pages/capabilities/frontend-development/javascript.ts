import type { z } from "zod";
import type { serviceDetailSchema } from "../../../../schema";

/** Die Seite /de/capabilities/frontend/javascript. */
export const javascript = {
  title: "JavaScript- und TypeScript-Entwicklung | Alphai",
  description:
    "JavaScript- und TypeScript-Entwicklung: Migration von jQuery und Altcode, Build-Pipelines mit Vite, Web Components und bessere Interaction to Next Paint.",
  h1: "JavaScript-Entwicklung mit TypeScript im Kern",
  intro:
    "Nicht jedes Problem braucht ein neues Framework. In vielen unserer JavaScript-Projekte geht es darum, bestehenden Code sicherer und schneller zu machen: TypeScript in eine gewachsene Codebasis einführen, jQuery ablösen, den Build modernisieren oder herausfinden, warum eine Seite nach jedem Klick eine halbe Sekunde einfriert.",
  offerings: [
    {
      icon: "code",
      title: "Einführung von TypeScript",
      body: "Schrittweise Migration von JavaScript zu TypeScript, Modul für Modul im Strict Mode – die Codebasis bleibt dabei jederzeit releasefähig.",
    },
    {
      icon: "refresh-cw",
      title: "Modernisierung von Altcode",
      body: "Code in jQuery, Backbone oder AngularJS ersetzen wir durch modernes JavaScript, Web Components oder ein Framework, Seite für Seite oder Widget für Widget.",
    },
    {
      icon: "settings",
      title: "Build-Tooling",
      body: "Umstieg von Webpack oder Gulp auf Vite oder esbuild, mit Code-Splitting, Source Maps und schnellerer lokaler Entwicklung.",
    },
    {
      icon: "gauge",
      title: "Laufzeit-Performance",
      body: "Wir analysieren Long Tasks, verlagern rechenintensive Arbeit in Web Workers und reduzieren Drittanbieter-Skripte, um die Interaction to Next Paint zu verbessern.",
    },
    {
      icon: "bug",
      title: "Fundament für Tests",
      body: "Unit-Tests mit Vitest, End-to-End-Tests mit Playwright und Linting mit ESLint, eingebunden in die CI für jeden Pull-Request.",
    },
  ],
  outcomes: [
    {
      title: "Weniger Fehler in Produktion",
      body: "Eine schrittweise Migration zu TypeScript fängt ganze Fehlerklassen schon beim Build ab; die aus der Produktion gemeldeten Fehler gehen typischerweise innerhalb eines Quartals zurück.",
    },
    {
      title: "Schnellere Builds",
      body: "Nach dem Umstieg eines großen Webpack-Setups auf Vite startet der lokale Dev-Server typischerweise in wenigen Sekunden statt in Minuten.",
    },
    {
      title: "Flüssigere Interaktionen",
      body: "Zerlegte Long Tasks und später geladene Drittanbieter-Tags bringen die Interaction to Next Paint häufig vom schlechten in den guten Bereich.",
    },
  ],
  process: [
    {
      title: "Code- und Performance-Audit",
      body: "Wir werten echte Nutzersitzungen aus, untersuchen das Bundle mit einem Visualizer und lesen den Code, der die meisten Störungen verursacht.",
    },
    {
      title: "Sicherheitsnetz",
      body: "Vor dem Refactoring ergänzen wir die Tests und Typprüfungen, die nötig sind, um Code mit Zuversicht zu ändern.",
    },
    {
      title: "Schrittweise Änderungen",
      body: "Verbesserungen landen in kleinen Pull-Requests hinter Feature-Flags, sodass nichts auf einen großen Komplett-Rewrite warten muss.",
    },
    {
      title: "Messen und berichten",
      body: "Wir vergleichen Core Web Vitals, Fehlerraten und Build-Zeiten vorher und nachher und dokumentieren die neuen Konventionen.",
    },
  ],
  tech: [
    { name: "TypeScript", use: "Statische Typisierung für Browser- und Node.js-Code" },
    { name: "Vite", use: "Schneller Dev-Server und Produktions-Builds" },
    { name: "esbuild", use: "Bundling und Transpilieren von Bibliotheken und Skripten" },
    { name: "Web Components", use: "Framework-neutrale Widgets in bestehenden Seiten" },
    { name: "Web Workers", use: "Rechenintensive Arbeit aus dem Main Thread auslagern" },
    { name: "Vitest", use: "Schnelle Unit- und Komponententests" },
    { name: "Playwright", use: "End-to-End-Tests in Chromium, Firefox und WebKit" },
    { name: "ESLint", use: "Code-Konventionen durchsetzen und Bugs früh finden" },
    { name: "Sentry", use: "Error-Tracking und Performance-Monitoring in Produktion" },
  ],
  faqs: [
    {
      question: "Müssen wir unsere App für TypeScript neu schreiben?",
      answer:
        "Nein. TypeScript lässt sich Datei für Datei neben bestehendem JavaScript einführen. Meist beginnen wir mit gemeinsam genutzten Hilfsfunktionen und API-Typen und verschärfen die Compiler-Einstellungen, je größer die Abdeckung wird.",
    },
    {
      question: "Wie lösen Sie jQuery ab, ohne etwas kaputtzumachen?",
      answer:
        "Wir erfassen jede Verwendung von jQuery und jedes Plugin, sichern die betroffenen Seiten mit End-to-End-Tests ab und ersetzen sie dann Seite für Seite durch native DOM-APIs oder Komponenten. jQuery entfernen wir erst, wenn nichts mehr davon abhängt.",
    },
    {
      question: "Sollten wir nicht lieber auf React oder Vue umsteigen?",
      answer:
        "Manchmal. Entwickelt sich das Produkt zu einer umfangreichen Anwendung, zahlt sich ein Framework aus. Besteht es überwiegend aus serverseitig gerenderten Seiten mit etwas Interaktivität, sind modernes JavaScript oder Web Components in Entwicklung und Wartung oft günstiger.",
    },
    {
      question: "Können Sie gemeinsam mit unseren Entwicklern an unserem Code arbeiten?",
      answer:
        "Ja. Viele unserer Projekte laufen als dedizierte Teams oder nach Aufwand direkt in Ihrem Repository, nach Ihrem Review-Prozess und im Pairing mit Ihren Entwicklern.",
    },
  ],
  related: ["html-css", "react", "node", "app-modernization"],
  cta: {
    title: "Bremst Ihr JavaScript Sie aus?",
    body: "Erzählen Sie uns von Ihrer Codebasis und ihren Schwachstellen. Wir schlagen Ihnen ein Audit oder einen Modernisierungsplan vor, mit dem Sie sofort beginnen können.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
