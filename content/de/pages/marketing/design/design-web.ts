import type { z } from "zod";
import type { serviceDetailSchema } from "../../../../schema";

/** Die Seite /de/design/web. */
export const designWeb = {
  title: "Webdesign: responsive Websites & Designsysteme | Alphai",
  description:
    "Webdesign von Alphai: responsive, barrierefreie Layouts und Komponentenbibliotheken in Figma – markentreu und für Entwickler präzise umsetzbar.",
  h1: "Webdesign, das auf jedem Bildschirm überzeugt und sich sauber umsetzen lässt",
  intro:
    "Besucher beurteilen eine Website in Sekunden, und die meisten kommen über das Smartphone. Wir gestalten responsive Websites, die Ihre Marke ausdrücken und Besucher zum Handeln führen – mit einer Komponentenbibliothek, die Entwickler präzise umsetzen und Ihr Team erweitern kann, ohne das Erscheinungsbild zu beschädigen.",
  offerings: [
    {
      icon: "monitor",
      title: "Website-Design",
      body: "Startseiten, Leistungs- und Produktseiten, Fallstudien und Blogs, Mobile-first gestaltet, mit Layouts für jeden wichtigen Breakpoint.",
    },
    {
      icon: "layers",
      title: "Designsysteme fürs Web",
      body: "Figma-Bibliotheken mit Farben, Typografie, Abstands-Tokens und Komponenten, inklusive Varianten und Hinweisen zur Verwendung.",
    },
    {
      icon: "palette",
      title: "Art Direction und Bildsprache",
      body: "Vorgaben für Fotografie, Illustration und Icons, damit die Website eigenständig wirkt statt wie aus Standard-Templates gebaut.",
    },
    {
      icon: "globe",
      title: "Rechts-nach-links- und mehrsprachige Layouts",
      body: "Sorgfältig gestaltete arabische Layouts mit gespiegelten Komponenten und Schriften, die in lateinischer und arabischer Schrift gut zusammenpassen.",
    },
    {
      icon: "check-circle",
      title: "Barrierefreies Design",
      body: "Farbkontraste, Schriftskala, Fokuszustände und Varianten für reduzierte Bewegung, von Anfang an nach WCAG 2.2 AA mitgestaltet.",
    },
    {
      icon: "sparkles",
      title: "Mikrointeraktionen",
      body: "Hover-Zustände, Übergänge und Scroll-Effekte, klar spezifiziert, damit sie für Feinschliff sorgen, ohne die Seiten zu verlangsamen.",
    },
  ],
  outcomes: [
    {
      title: "Eine Website, die Ihre Marke spürbar macht",
      body: "Ein Redesign auf Basis Ihrer Positionierung steigert die Verweildauer und die Zahl begonnener Kontaktanfragen; beides messen wir vor und nach dem Launch.",
    },
    {
      title: "Schnellere Seitenproduktion",
      body: "Mit einer dokumentierten Komponentenbibliothek werden neue Seiten aus freigegebenen Bausteinen zusammengesetzt statt von Grund auf gestaltet.",
    },
    {
      title: "Präzise Umsetzung",
      body: "Tokens und annotierte Spezifikationen reduzieren Rückfragen zwischen Design und Entwicklung und halten die Live-Website nah am Entwurf.",
    },
  ],
  process: [
    {
      title: "Briefing und Audit",
      body: "Ziele, Zielgruppen und Markenrichtlinien sowie eine Analyse von Analytics, Inhalten und visuellen Schwächen der aktuellen Website.",
    },
    {
      title: "Struktur",
      body: "Sitemap und Wireframes für die wichtigsten Templates, abgestimmt vor dem visuellen Design, damit Layoutentscheidungen auf den Inhalten beruhen.",
    },
    {
      title: "Visuelle Richtung",
      body: "Zwei Stilrichtungen, angewendet auf die Startseite und eine Unterseite, präsentiert auf Desktop und Mobile.",
    },
    {
      title: "Vollständiges Design und System",
      body: "Alle Templates werden in der gewählten Richtung gestaltet; Komponentenbibliothek und Tokens entstehen parallel.",
    },
    {
      title: "Übergabe und QA",
      body: "Walkthrough für die Entwickler, Spezifikationen und Design-QA auf der Staging-Umgebung, um Abstände, Typografie und Interaktionen mit dem Entwurf abzugleichen.",
    },
  ],
  tech: [
    { name: "Figma", use: "Seitendesign, responsive Layouts und Komponentenbibliotheken" },
    { name: "Tokens Studio", use: "Verwaltung von Design-Tokens, synchronisiert mit dem Code" },
    { name: "Webflow", use: "Visuelle Umsetzung für Teams, die Layouts selbst bearbeiten wollen" },
    { name: "Framer", use: "Interaktive Prototypen und schnelle Marketingseiten" },
    { name: "Tailwind CSS", use: "Übersetzung der Tokens in eine konsistente, Utility-basierte Umsetzung" },
    { name: "Lottie", use: "Leichtgewichtige Vektoranimationen auf Webseiten" },
    { name: "axe DevTools", use: "Barrierefreiheitsprüfungen auf umgesetzten Seiten" },
    { name: "Google Fonts", use: "Lizenzierte, performante Webtypografie einschließlich arabischer Schriften" },
  ],
  faqs: [
    {
      question: "Bauen Sie die Website auch?",
      answer:
        "Ja. Unser Team für Marketing-Websites entwickelt auf Next.js, Astro, Webflow oder WordPress. Wir können die Designs auch an Ihre eigenen Entwickler übergeben – mit Spezifikationen und einem Walkthrough, damit bei der Übergabe nichts verloren geht.",
    },
    {
      question: "Können Sie ein Redesign umsetzen, ohne unsere Marke zu verändern?",
      answer:
        "Ja. Viele Projekte modernisieren Layout, Typografie und Bedienbarkeit und behalten Logo, Farben und Tonalität bei. Braucht die Marke selbst Arbeit, helfen unsere Teams für Markenstrategie und Grafikdesign.",
    },
    {
      question: "Wie viele Korrekturschleifen sind enthalten?",
      answer:
        "Unsere Festpreisangebote enthalten zwei Korrekturrunden pro Phase: Struktur, visuelle Richtung und vollständiges Design. Zusätzliche Runden sind selten nötig, weil wir Inhalte und Richtung abstimmen, bevor die Detailarbeit beginnt.",
    },
  ],
  related: ["marketing-websites", "design-ui-ux", "html-css"],
  cta: {
    title: "Gestalten Sie Ihre Website neu",
    body: "Schicken Sie uns Ihre aktuelle Website und sagen Sie uns, was sie leisten soll. Wir schlagen Umfang und Zeitplan vor – mit einem Festpreisangebot.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
