import type { z } from "zod";
import type { serviceFamilySchema } from "../../../../schema";

/** Die Seite /de/frontend-development. */
export const frontendDevelopment = {
  title: "Frontend-Entwicklung: unsere Kompetenzen | Alphai",
  description:
    "Frontend-Entwicklung mit HTML, CSS, JavaScript, React, Angular, Vue und Gatsby: barrierefreie, schnelle Oberflächen mit gemessenen Core Web Vitals.",
  h1: "Frontend-Entwicklung, die schnell und barrierefrei bleibt",
  intro:
    "Unsere Frontend-Entwickler bauen den Teil Ihres Produkts, den Ihre Nutzer tatsächlich sehen und bedienen: semantisches Markup, wartbares CSS, typisiertes JavaScript und Frameworks, die zu Ihrem Team passen statt zum aktuellen Trend. Jede Oberfläche geht mit Barrierefreiheitsprüfungen, Performance-Budgets und Tests live, die bei jedem Pull-Request laufen.",
  overview:
    "Frontend-Arbeit verantwortet bei Alphai ein eigenes Chapter von Entwicklern, die meisten in unserem Entwicklungszentrum in Lahore, mit Designern und Product Leads in Dubai und München. Den Stack wählen wir nach dem Problem: React oder Next.js für Produktoberflächen, die sich wöchentlich ändern, Angular für große Enterprise-Konsolen mit vielen Teams, Vue für schlanke Dashboards und Progressive Enhancement, Gatsby oder reines HTML und CSS für Content-Websites, die sofort laden müssen. Die Grundlagen sind bei jedem Framework dieselben: WCAG 2.2 AA als Mindeststandard für Barrierefreiheit, RTL-Layouts für arabischsprachige Zielgruppen, ein mit Figma geteiltes Design-Token-System und Core Web Vitals, gemessen bei echten Nutzern statt in einem einzelnen Labortest.",
  cards: {
    "html-css":
      "Semantisches HTML und modernes CSS (Grid, Container Queries, Cascade Layers, logische Eigenschaften für RTL), umgesetzt in pixelgenaue, barrierefreie Templates und Designsysteme.",
    angular:
      "Angular-Anwendungen mit Standalone Components, Signals und RxJS für große, formularlastige Enterprise-Portale, in denen viele Teams eine Codebasis teilen.",
    bootstrap:
      "Bootstrap-5-Themes auf Basis von Sass-Variablen und Utility-API, mit RTL-Builds, für Admin-Panels und interne Tools, die schnell live gehen müssen.",
    react:
      "React- und Next.js-Produkte mit Hooks, Server Components und nachvollziehbarem State-Management, getestet mit React Testing Library und Playwright.",
    vue: "Vue-3-Anwendungen mit Composition API, Pinia und Nuxt – vom einzelnen Widget in einer Legacy-Seite bis zum vollständigen Kundenportal.",
    javascript:
      "JavaScript-Entwicklung mit TypeScript als Standard: Migrationen von jQuery, Build-Pipelines mit Vite, Web Components und Optimierung von Interaction to Next Paint.",
    gatsbyjs:
      "Gatsby-Websites mit GraphQL-Datenschicht und Bild-Pipeline, dazu Upgrades in die Jahre gekommener Gatsby-Builds oder ein geplanter Umstieg auf Next.js oder Astro.",
  },
  whyUs: [
    {
      icon: "gauge",
      title: "Performance-Budgets ab dem ersten Tag",
      body: "Grenzwerte für JavaScript-Größe, Largest Contentful Paint und Interaction to Next Paint legen wir beim Kick-off fest; verletzt eine Änderung sie, schlägt der Build fehl.",
    },
    {
      icon: "users",
      title: "Barrierefreiheit gehört zur Definition of Done",
      body: "Automatisierte axe-Prüfungen laufen in der CI, und bevor ein Feature als fertig gilt, testen unsere Entwickler Tastaturwege und Screenreader (NVDA, VoiceOver).",
    },
    {
      icon: "globe",
      title: "Layouts für Arabisch, Deutsch und Englisch",
      body: "Mit Büros in Dubai, Lahore und München sind zweisprachige und RTL-Oberflächen für uns Routine – und nichts, woran wir erst zum Schluss denken.",
    },
    {
      icon: "layers",
      title: "Designsysteme, die Ihrem Team gehören",
      body: "Tokens, Komponenten und Storybook-Dokumentation übergeben wir mit dem Code, damit Ihre Designer und Entwickler sie ohne uns weiterentwickeln können.",
    },
  ],
  process: [
    {
      title: "Audit und Wahl des Stacks",
      body: "Wir prüfen bestehenden Code, Analytics-Daten und Designdateien und empfehlen dann ein Framework und eine Rendering-Strategie – mit schriftlich festgehaltenen Vor- und Nachteilen.",
    },
    {
      title: "Grundlagen des Designsystems",
      body: "Tokens, Typografie, Raster und Kernkomponenten entstehen zuerst in Storybook, damit spätere Screens zusammengesetzt und nicht neu erfunden werden.",
    },
    {
      title: "Feature-Entwicklung in Sprints",
      body: "Zweiwöchige Sprints mit Preview-Deployments für jeden Pull-Request: Product Owner begutachten echte Screens statt Screenshots.",
    },
    {
      title: "Härtung und Übergabe",
      body: "Cross-Browser- und Barrierefreiheitstests, Real-User-Monitoring und Dokumentation, danach eine gemeinsame Durchsprache mit Ihrem internen Team.",
    },
  ],
  cta: {
    title: "Sie brauchen ein Frontend-Team, das liefert?",
    body: "Erzählen Sie uns von Ihrer Oberfläche, Ihren Nutzern und Ihrer Deadline. Innerhalb eines Werktags antworten wir mit einem Vorschlag für Stack und Teamzuschnitt.",
  },
} satisfies z.input<typeof serviceFamilySchema>;
