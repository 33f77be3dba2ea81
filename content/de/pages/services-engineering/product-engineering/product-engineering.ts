import type { z } from "zod";
import type { serviceFamilySchema } from "../../../../schema";
import { site } from "../../../../site";

/** Die Seite /de/services/product-engineering. */
export const productEngineering = {
  title: "Product Engineering: von der Idee zum Produkt | Alphai",
  description:
    "Product Engineering von Discovery und UX/UI-Design über Entwicklung und digitale Transformation bis zur ChatGPT-Integration, aus einem interdisziplinären Team.",
  h1: "Product Engineering: von der ersten Idee zum Produkt, das Menschen nutzen",
  intro:
    "Viele Produkte scheitern nicht, weil sie schlecht gebaut wurden, sondern weil das Falsche gebaut wurde. Unsere Product-Engineering-Teams verbinden Discovery, Design und Entwicklung: Was gebaut werden soll, klären wir mit Belegen, bevor der teure Teil beginnt, und das Produkt wird auch nach dem Launch weiter verbessert.",
  overview: `Im Product Engineering bei Alphai arbeiten Produktmanager, UX-Researcher, Designer, Entwickler und QA in einem Team mit einem gemeinsamen Backlog. Ein typisches Projekt beginnt mit einer zwei- bis sechswöchigen Discovery, geht in Design und MVP über und setzt sich mit Releases fort, die an den zu Beginn vereinbarten Zielen gemessen werden. Die Entwicklung führen wir aus unserem Zentrum in Lahore; Product- und Design-Leads in Dubai und München können Workshops bei Ihnen vor Ort leiten. Seit ${site.foundingYear} haben wir so über ${site.figures.projects} Projekte für Start-ups, Scale-ups, Großunternehmen und NGOs in ${site.figures.countries} Ländern umgesetzt, vom Kredit-Onboarding bis zur Außendienst-App. Sie beauftragen uns zum Festpreis für eine abgegrenzte Discovery oder ein MVP, als dediziertes Team für eine laufende Roadmap oder nach Aufwand, solange sich der Umfang noch bewegt.`,
  cards: {
    discovery:
      "Workshops, Nutzerinterviews, klickbare Prototypen und technische Spikes, die aus einer Idee einen validierten Umfang, eine Roadmap und eine belastbare Schätzung für Ihr Budget machen.",
    "ux-ui":
      "Nutzerforschung, Informationsarchitektur, Figma-Prototypen und Designsysteme, mit echten Nutzern getestet und als Tokens und Komponenten an die Entwicklung übergeben.",
    "product-development":
      "Interdisziplinäre Squads, die MVPs bauen und zu stabilen Produkten ausbauen, mit CI/CD, automatisierten Tests und Release-Metriken ab dem ersten Sprint.",
    "digital-transformation":
      "Prozessanalyse, Ablösung von Altsystemen und Systemintegration, die Abläufe auf Papier, per E-Mail und in Tabellen in Software überführen, die Ihre Teams wirklich nutzen.",
    "chatgpt-integration":
      "OpenAI-Modelle in Ihrem Produkt: Retrieval über Ihre eigenen Dokumente, Tool Calling, Evaluierungen und Guardrails, die Antworten belegbar und Kosten planbar halten.",
  },
  whyUs: [
    {
      icon: "compass",
      title: "Erst Belege, dann Schätzungen",
      body: "Wir testen die riskantesten Annahmen zuerst mit Nutzern und technischen Spikes. So beruhen Umfang und Budget auf Erkenntnissen statt auf Vermutungen.",
    },
    {
      icon: "users",
      title: "Ein Team, ein Backlog",
      body: "Produkt, Design, Entwicklung und QA arbeiten im selben Squad und sitzen in denselben Sprint-Reviews. Damit entfallen die Übergaben, bei denen sonst Kontext verloren geht.",
    },
    {
      icon: "chart-line",
      title: "Ziele, vorab vereinbart",
      body: "Jedes Projekt beginnt mit zwei oder drei messbaren Zielen, etwa Aktivierungsrate oder Bearbeitungszeit, und bei jedem Release berichten wir über den Stand.",
    },
    {
      icon: "handshake",
      title: "Ein Modell, das zur Phase passt",
      body: "Festpreis für eine abgegrenzte Discovery oder ein MVP, ein dediziertes Team für eine lange Roadmap oder Abrechnung nach Aufwand, solange sich der Umfang noch bewegt.",
    },
  ],
  process: [
    {
      title: "Discovery",
      body: "Stakeholder-Interviews, Nutzerforschung und technische Spikes klären das Problem, die Nutzer und die riskantesten Annahmen.",
    },
    {
      title: "Design",
      body: "Abläufe und Prototypen werden mit Nutzern getestet und dann in ein Designsystem und ein priorisiertes Backlog überführt.",
    },
    {
      title: "Entwicklung",
      body: "Zweiwöchige Sprints mit lauffähiger Software in jedem Review, automatisierten Tests und einer Preview-Umgebung für jede Änderung.",
    },
    {
      title: "Launch und Lernen",
      body: "Gestaffelte Releases, Produkt-Analytics und Nutzerfeedback bestimmen, wie das nächste Quartal der Roadmap aussieht.",
    },
  ],
  cta: {
    title: "Sie haben eine Produktidee oder Ihre Roadmap stockt?",
    body: "Erzählen Sie uns, wo Sie stehen und was Sie aufhält. Wir schlagen einen ersten Schritt vor, meist eine kurze Discovery mit festem Umfang und Festpreis.",
  },
} satisfies z.input<typeof serviceFamilySchema>;
