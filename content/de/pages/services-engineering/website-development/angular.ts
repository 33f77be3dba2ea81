import type { z } from "zod";
import type { serviceDetailSchema } from "../../../../schema";

/** Die Seite /de/services/website-development/angular (auch unter /de/capabilities/frontend/angular). */
export const angular = {
  title: "Angular-Entwicklung | Alphai",
  description:
    "Angular-Entwicklung für Enterprise-Web-Apps: Standalone Components, Signals, typisierte Formulare, SSR mit Hydration, Nx-Monorepos und sichere Upgrades.",
  h1: "Angular-Entwicklung für große, langlebige Webanwendungen",
  intro:
    "Angular spielt seine Stärken in großen Anwendungen mit vielen Formularen, Screens und Entwicklern aus: Bankportale, ERP-Frontends, Konsolen für Klinik und Logistik. Wir bauen neue Angular-Apps auf den modernen APIs, aktualisieren ältere Version für Version und entflechten Codebasen, die schwer zu ändern sind.",
  offerings: [
    {
      icon: "code",
      title: "Neue Angular-Anwendungen",
      body: "Apps mit Standalone Components, Signals, dem eingebauten Control Flow und Deferrable Views, durchgängig typisiert mit striktem TypeScript.",
    },
    {
      icon: "refresh-cw",
      title: "Upgrades und Migrationen",
      body: "Schrittweise Upgrades mit ng update, der Umstieg von NgModules auf Standalone Components und Migrationen weg von AngularJS, während die App in Produktion weiterläuft.",
    },
    {
      icon: "layout",
      title: "Enterprise-Formulare und Datentabellen",
      body: "Typisierte Reactive Forms mit komplexer Validierung und Tabellen für große Datenmengen in AG Grid oder Angular Material, gebaut für Backoffice-Nutzer, die viel mit der Tastatur arbeiten.",
    },
    {
      icon: "layers",
      title: "Komponentenbibliotheken und Monorepos",
      body: "Gemeinsame Bibliotheken und Designsysteme in Nx-Workspaces, damit mehrere Teams und Apps dieselben Komponenten und Regeln nutzen.",
    },
    {
      icon: "gauge",
      title: "Performance und SSR",
      body: "Serverseitiges Rendering mit Hydration, Lazy Loading von Routen, OnPush- und Signal-basierte Change Detection sowie Bundle-Analysen für kürzere Ladezeiten.",
    },
    {
      icon: "bug",
      title: "Tests und Qualität",
      body: "Unit-Tests in Jest oder Vitest, Komponententests mit Angular Testing Library und End-to-End-Tests in Playwright oder Cypress.",
    },
  ],
  outcomes: [
    {
      title: "Ein Upgrade ohne Feature-Stopp",
      body: "Schrittweise Upgrades, eine Hauptversion nach der anderen mit automatisierten Migrationen und Tests, bringen ein altes Angular-Release auf den aktuellen Stand, während die Feature-Entwicklung weiterläuft.",
    },
    {
      title: "Schnellere datenintensive Screens",
      body: "Die Umstellung einer Logistik-Konsole auf OnPush, Signals und Virtual Scrolling senkte die Renderzeit von Tabellen mit 10.000 Zeilen von mehreren Sekunden auf unter 200 ms.",
    },
    {
      title: "Teams ohne Blockaden",
      body: "Die Aufteilung einer monolithischen Angular-Codebasis in Nx-Bibliotheken mit erzwungenen Grenzen ermöglicht es mehreren Teams, unabhängig zu entwickeln und zu releasen.",
    },
  ],
  process: [
    {
      title: "Audit der Codebasis",
      body: "Wir prüfen Angular-Version, Abhängigkeiten, State-Management, Testabdeckung und Bundle-Größe und benennen die riskantesten Bereiche.",
    },
    {
      title: "Architektur und Plan",
      body: "Bibliotheksgrenzen, State-Ansatz und Upgrade-Pfad werden festgelegt, mit Meilensteinen, bei denen die App jederzeit auslieferbar bleibt.",
    },
    {
      title: "Schrittweise Umsetzung",
      body: "Features und Refactoring gehen gemeinsam in Sprints live, abgesichert durch Tests, die wir in jedem bearbeiteten Bereich ergänzen.",
    },
    {
      title: "Übergabe",
      body: "Dokumentierte Konventionen, Lint-Regeln und ein gemeinsamer Walkthrough, damit Ihr Team die Codebasis in Form halten kann.",
    },
  ],
  tech: [
    { name: "Angular", use: "Standalone Components, Signals, Control Flow und Deferrable Views" },
    { name: "Angular CLI und ng update", use: "Builds auf Basis von esbuild und automatisierte Versionsmigrationen" },
    { name: "RxJS", use: "Streams für HTTP, WebSockets und komplexe asynchrone Abläufe" },
    { name: "NgRx und SignalStore", use: "State-Management für großen, geteilten Anwendungszustand" },
    { name: "Angular Material und CDK", use: "Barrierefreie Komponenten, Overlays und Virtual Scrolling" },
    { name: "AG Grid", use: "Datentabellen für große Datenmengen in Backoffice-Screens" },
    { name: "Nx", use: "Monorepos, Bibliotheksgrenzen und CI-Builds nur für betroffene Projekte" },
    { name: "Angular SSR", use: "Serverseitiges Rendering und Hydration für öffentliche Seiten" },
    { name: "Playwright", use: "End-to-End-Tests in Chromium, Firefox und WebKit" },
    { name: "Jest oder Vitest", use: "Schnelle Unit- und Komponententests in der CI" },
  ],
  faqs: [
    {
      question: "Sollten wir für ein neues Projekt Angular oder React wählen?",
      answer:
        "Angular passt zu großen Teams und langlebigen Unternehmensanwendungen, weil Routing, Formulare, HTTP und Testkonventionen bereits eingebaut sind. React bietet mehr Freiheit und einen größeren Bewerbermarkt für Produktoberflächen, die sich schnell ändern. Welches wir empfehlen, hängt von Ihrem Team, Ihrem bestehenden Code und der Art der Anwendung ab.",
    },
    {
      question: "Können Sie unsere AngularJS-Anwendung migrieren?",
      answer:
        "Ja. AngularJS wird seit Januar 2022 nicht mehr unterstützt. Je nach Umfang betreiben wir AngularJS und Angular parallel und migrieren Screen für Screen, oder wir bauen die Anwendung in Phasen hinter denselben URLs neu. Bei beiden Ansätzen bleibt die App durchgehend live.",
    },
    {
      question: "Sollten wir Signals statt RxJS verwenden?",
      answer:
        "Verwenden Sie beides. Signals eignen sich besser für Komponenten- und lokalen State, dort setzen wir sie standardmäßig ein. RxJS bleibt das stärkere Werkzeug für Event-Streams, WebSockets und komplexe asynchrone Koordination, daher kombinieren die meisten modernen Angular-Apps beides.",
    },
    {
      question: "Entwickeln Sie auch das Backend für Angular-Apps?",
      answer:
        "Ja. In unseren Projekten wird Angular oft mit .NET- oder Java-Backends kombiniert, und wir liefern API, Frontend und Delivery-Pipeline auf Wunsch aus einem Team.",
    },
  ],
  related: ["frontend-development", "dotnet", "java", "quality-assurance"],
  cta: {
    title: "Ihre Angular-App soll den nächsten Schritt machen?",
    body: "Nennen Sie uns Ihre Angular-Version und beschreiben Sie die App kurz. Wir schlagen einen Upgrade- oder Entwicklungsplan und das passende Team vor.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
