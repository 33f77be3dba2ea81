import type { z } from "zod";
import type { serviceDetailSchema } from "../../../../schema";

/** Die Seite /de/services/website-development/vue (auch unter /de/capabilities/frontend/vuejs). */
export const vue = {
  title: "Vue.js- und Nuxt-Entwicklung | Alphai",
  description:
    "Vue.js-Entwicklung mit Vue 3, Composition API, Pinia und Nuxt sowie geplante Migrationen von Vue 2 auf ein unterstütztes, schnelleres Frontend.",
  h1: "Vue.js-Entwicklung vom einzelnen Widget bis zur kompletten Anwendung",
  intro:
    "Dank flacher Lernkurve und progressivem Aufbau ist Vue eine starke Wahl für schlanke Teams, Dashboards und Produkte, die von ein paar interaktiven Widgets zur vollständigen Anwendung wachsen. Wir entwickeln Vue-3- und Nuxt-Apps mit sauberen Composables und typisierten Stores und bringen Vue-2-Codebasen auf eine unterstützte Version.",
  offerings: [
    {
      icon: "code",
      title: "Vue-3-Anwendungen",
      body: "Single-Page-Apps mit Composition API, script setup und TypeScript, gegliedert in wiederverwendbare Composables statt ausufernder Komponenten.",
    },
    {
      icon: "globe",
      title: "Nuxt für SEO und Content",
      body: "Nuxt-Anwendungen mit serverseitigem Rendering, hybridem Rendering pro Route und Nitro-Server-Routen für öffentliche, suchmaschinenrelevante Websites.",
    },
    {
      icon: "refresh-cw",
      title: "Migration von Vue 2 auf Vue 3",
      body: "Audits und schrittweise Migrationen von Vue 2, Vuex und der Options API, einschließlich des Ersatzes von Bibliotheken, die den Sprung auf Vue 3 nie geschafft haben.",
    },
    {
      icon: "layers",
      title: "State und Komponentenbibliotheken",
      body: "Pinia-Stores, barrierefreie Komponentenbibliotheken und Arbeit am Designsystem mit PrimeVue, Vuetify oder Headless UI.",
    },
    {
      icon: "monitor",
      title: "Progressive Enhancement",
      body: "Vue-Komponenten in bestehenden, serverseitig gerenderten Seiten aus Laravel, Django oder .NET, die ein veraltetes Frontend Screen für Screen modernisieren.",
    },
    {
      icon: "bug",
      title: "Tests und Tooling",
      body: "Vitest mit Vue Test Utils oder Testing Library für Komponenten, Playwright für End-to-End-Tests und Vite für schnelle Builds.",
    },
  ],
  outcomes: [
    {
      title: "Wieder auf einer unterstützten Version",
      body: "Werden Vue-2-Komponenten mit dem Migration Build und Tests in Etappen auf Vue 3 migriert, läuft die Feature-Entwicklung die ganze Zeit weiter.",
    },
    {
      title: "Schnellere Builds",
      body: "Der Wechsel von Vue CLI und webpack zu Vite verkürzt den lokalen Start typischerweise von über einer Minute auf wenige Sekunden und beschleunigt die CI-Builds.",
    },
    {
      title: "Mehr Direktbuchungen",
      body: "Für eine Ferienwohnungsplattform in Dubai half eine Buchungswebsite mit Vue 3, Nuxt und serverseitig gerenderten Gebietsseiten, den Umsatzanteil der Direktbuchungen von 12 % auf 21 % zu steigern.",
      caseStudy: "holiday-rental-search-performance",
    },
  ],
  process: [
    {
      title: "Audit",
      body: "Wir prüfen Vue-Version, Abhängigkeiten, Store-Design und Testabdeckung und markieren Bibliotheken, die ein Upgrade blockieren.",
    },
    {
      title: "Plan",
      body: "Rendering-Ansatz, Komponentenstruktur und bei Migrationen die Reihenfolge, in der die Bereiche der App umziehen.",
    },
    {
      title: "Schrittweise Entwicklung",
      body: "Features und Migrationsarbeit gehen in jedem Sprint gemeinsam live, mit Tests für jeden Bereich, der sich ändert.",
    },
    {
      title: "Übergabe",
      body: "Konventionen, dokumentierte Composables und ein gemeinsamer Walkthrough, damit Ihr Team den Code mit Sicherheit weiterpflegen kann.",
    },
  ],
  tech: [
    { name: "Vue 3", use: "Composition API, script setup und das Reaktivitätssystem" },
    { name: "Nuxt", use: "Serverseitiges und hybrides Rendering sowie dateibasiertes Routing" },
    { name: "Pinia", use: "Typisiertes, modulares State-Management" },
    { name: "Vite", use: "Dev-Server und Produktions-Builds" },
    { name: "TypeScript", use: "Typisierte Komponenten, Props und Stores" },
    { name: "VueUse", use: "Getestete Composables für gängige Browser- und State-Muster" },
    { name: "Vitest und Vue Test Utils", use: "Unit- und Komponententests" },
    { name: "Playwright", use: "Browserübergreifende End-to-End-Tests" },
    { name: "PrimeVue und Vuetify", use: "Komponentenbibliotheken für datenintensive Oberflächen" },
  ],
  faqs: [
    {
      question: "Vue 2 hat sein Supportende erreicht. Welche Optionen haben wir?",
      answer:
        "Vue 2 erhält seit Ende 2023 keine offiziellen Updates mehr. Sie können mit dem Migration Build schrittweise auf Vue 3 migrieren, in Phasen neu entwickeln oder als Übergangslösung erweiterten Support einkaufen. Wir prüfen Ihre Abhängigkeiten und empfehlen den Weg mit dem geringsten Risiko.",
    },
    {
      question: "Sollten wir für ein neues Produkt Vue oder React wählen?",
      answer:
        "Beide sind solide. Mit Vue wird ein kleines Team oft schneller produktiv, und es lässt sich leicht in bestehende Seiten einbetten; React hat ein größeres Ökosystem und einen größeren Bewerbermarkt. Wir wägen die Erfahrung Ihres Teams und die Richtung des Produkts gegeneinander ab.",
    },
    {
      question: "Brauchen wir Nuxt?",
      answer:
        "Nur wenn Sie serverseitiges Rendering für SEO oder einen schnellen ersten Seitenaufbau brauchen oder seine Konventionen für Routing und Datenabruf nutzen möchten. Dashboards hinter einem Login funktionieren meist gut als Vue-Single-Page-App auf Basis von Vite.",
    },
    {
      question: "Können wir Vue in unsere bestehende Website einbauen?",
      answer:
        "Ja. Vue lässt sich auf einzelnen Elementen einer serverseitig gerenderten Seite einbinden. So modernisieren Sie die interaktiven Teile, ohne das gesamte Frontend neu zu schreiben.",
    },
  ],
  related: ["frontend-development", "javascript", "node", "ux-ui"],
  cta: {
    title: "Sie betreiben Vue 2 oder starten ein Vue-Projekt?",
    body: "Erzählen Sie uns von Ihrer Codebasis oder Ihrer Idee. Wir schlagen einen Migrations- oder Entwicklungsplan mit realistischen Meilensteinen vor.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
