import type { z } from "zod";
import type { serviceDetailSchema } from "../../../../schema";

/** Die Seite /de/services/website-development/react (auch unter /de/capabilities/frontend/react). */
export const react = {
  title: "React- und Next.js-Entwicklung | Alphai",
  description:
    "React-Entwicklung mit Hooks, Next.js und React Server Components, durchdachtem State-Management und Tests mit React Testing Library und Playwright.",
  h1: "React-Entwicklung für schnelle, wartbare Produktoberflächen",
  intro:
    "React steckt in allem, von Marketing-Websites bis zu komplexen SaaS-Dashboards. Ob eine React-Codebasis angenehm oder mühsam ist, entscheidet sich an Rendering, State und Tests. Wir entwickeln React- und Next.js-Anwendungen, die schnell laden, leicht änderbar bleiben und die Tests mitbringen, die das belegen.",
  offerings: [
    {
      icon: "code",
      title: "React-Anwendungen",
      body: "React-Apps in TypeScript aus Function Components und Hooks, mit Vite-Builds und Routing über React Router oder TanStack Router.",
    },
    {
      icon: "server",
      title: "Next.js und Server Components",
      body: "Anwendungen mit dem Next.js App Router, die React Server Components, Streaming und Server Actions nutzen, um weniger JavaScript auszuliefern und Daten nah an ihrer Quelle abzurufen.",
    },
    {
      icon: "layers",
      title: "State- und Datenmanagement",
      body: "Server-State in TanStack Query, Client-State in Zustand oder Redux Toolkit und Formulare mit React Hook Form und Zod, jeweils passend zum konkreten Problem gewählt.",
    },
    {
      icon: "layout",
      title: "Designsysteme in React",
      body: "Barrierefreie Komponentenbibliotheken auf Basis von Radix UI oder React Aria, dokumentiert in Storybook und über Design-Tokens gestaltet.",
    },
    {
      icon: "bug",
      title: "React-Code testen",
      body: "Komponententests mit React Testing Library und Vitest, API-Mocking mit MSW und Playwright-End-to-End-Tests, die bei jedem Pull Request laufen.",
    },
    {
      icon: "gauge",
      title: "Performance und Modernisierung",
      body: "Profiling von Re-Renders, Code-Splitting und Arbeit an den Core Web Vitals sowie Migrationen von Klassenkomponenten, Create React App oder dem Pages Router von Next.js.",
    },
  ],
  outcomes: [
    {
      title: "Schnellerer erster Seitenaufbau",
      body: "Für ein Mode-Start-up aus Dubai senkte ein Headless-Onlineshop auf Basis von Next.js mit Server Components den mobilen Largest Contentful Paint von 5,2 s auf 1,8 s.",
      caseStudy: "modest-fashion-headless-storefront",
    },
    {
      title: "Weniger Regressionen",
      body: "Testsuites mit React Testing Library und Playwright für ein Fintech-Dashboard halbierten über zwei Quartale ungefähr die Zahl der UI-Fehler, die in die Produktion gelangten.",
    },
    {
      title: "Einfacherer State",
      body: "Der Ersatz von handgeschriebenem Data Fetching mit Redux durch TanStack Query entfernte rund 4.000 Codezeilen aus einem SaaS-Frontend.",
    },
  ],
  process: [
    {
      title: "Review und Rendering-Strategie",
      body: "Wir entscheiden pro Route zwischen statischen, serverseitig und clientseitig gerenderten Seiten, abhängig von SEO, Datenaktualität und Interaktivität.",
    },
    {
      title: "Grundlagen",
      body: "Projektstruktur, Lint- und Typregeln, Komponenten des Designsystems und eine CI-Pipeline mit Tests und Preview-Deployments.",
    },
    {
      title: "Feature-Entwicklung",
      body: "Sprints mit lauffähigen Features, geprüft auf Preview-URLs, mit Tests, die parallel zu den Komponenten entstehen.",
    },
    {
      title: "Messen und optimieren",
      body: "Core Web Vitals aus echten Nutzerdaten und Fehler-Tracking steuern die Performance-Arbeit nach dem Launch.",
    },
  ],
  tech: [
    { name: "React 19", use: "Hooks, Suspense, Transitions und Actions" },
    { name: "Next.js App Router", use: "Server Components, Streaming, Caching und Route Handlers" },
    { name: "TypeScript", use: "Strikte Typisierung für Komponenten, Hooks und API-Clients" },
    { name: "TanStack Query", use: "Caching von Server-State, Refetching im Hintergrund und Mutations" },
    { name: "Zustand und Redux Toolkit", use: "Client-State, wo er wirklich geteilt wird" },
    { name: "React Hook Form und Zod", use: "Performante Formulare mit Schema-Validierung" },
    { name: "React Testing Library", use: "Komponententests, die Verhalten prüfen, nicht die Implementierung" },
    { name: "Vitest", use: "Schneller Test-Runner für Unit- und Komponententests" },
    { name: "Playwright", use: "Browserübergreifende End-to-End-Tests in der CI" },
    { name: "Storybook", use: "Komponentendokumentation und visuelles Review" },
    { name: "Vite", use: "Schneller Dev-Server und Builds für Single-Page-Apps" },
  ],
  faqs: [
    {
      question: "Next.js oder eine reine React-Single-Page-App?",
      answer:
        "Next.js eignet sich für öffentliche, suchmaschinenrelevante oder inhaltsreiche Produkte und alles, was von serverseitigem Rendering profitiert. Für Dashboards hinter einem Login ist eine Single-Page-App auf Basis von Vite einfacher. Viele Produkte nutzen beides: Next.js für die öffentliche Website und eine Single-Page-App für das Produkt nach dem Login.",
    },
    {
      question: "Sollten wir React Server Components einführen?",
      answer:
        "Bei neuen Next.js-Projekten ja: Sie verringern das an den Browser gesendete JavaScript und vereinfachen das Laden von Daten. Bestehende Apps migrieren wir Route für Route, wo der Gewinn klar ist, statt alles auf einmal neu zu schreiben.",
    },
    {
      question: "Brauchen wir Redux?",
      answer:
        "Oft nicht. Der meiste State in modernen Apps sind Serverdaten, die TanStack Query oder Server Components besser verwalten. Redux Toolkit oder Zustand behalten wir für wirklich geteilten Client-State vor, etwa in komplexen Editoren oder mehrstufigen Workflows.",
    },
    {
      question: "Können wir Code zwischen unserer React-Web-App und einer mobilen App teilen?",
      answer:
        "Ja. Mit React Native teilen wir Typen, Validierung, API-Clients und Geschäftslogik zwischen Web und Mobile in einem Monorepo, manchmal auch UI-Komponenten.",
    },
  ],
  related: ["frontend-development", "node", "react-native", "ux-ui"],
  cta: {
    title: "Sie bauen ein React-Frontend oder müssen eines reparieren?",
    body: "Beschreiben Sie uns das Produkt und teilen Sie, falls vorhanden, das Repository. Wir prüfen den Ansatz für Rendering und State und schlagen konkrete nächste Schritte vor.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
