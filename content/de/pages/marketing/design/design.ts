import type { z } from "zod";
import type { serviceFamilySchema } from "../../../../schema";

/** Die Seite /de/design. */
export const design = {
  title: "Designleistungen: UI/UX, Web, Grafik & Motion | Alphai",
  description:
    "Das Designteam von Alphai: UI/UX, Webdesign, Grafikdesign und Motion Design – eine einheitliche Bildsprache für Ihr Produkt, Ihre Website und Ihre Kampagnen.",
  h1: "Design, das Marken wiedererkennbar und Produkte einfach macht",
  intro:
    "Gutes Design erfüllt zwei Aufgaben: Es macht eine Marke wiedererkennbar und Dinge einfach bedienbar. Unsere Designer arbeiten an Oberflächen, Websites, Kampagnengrafiken und Motion Design – von der Recherche und den Wireframes bis zu produktionsreifen Dateien, Komponenten und Animationen.",
  overview:
    "Die meisten Unternehmen haben am Ende ein Produkt, das ein Team gestaltet hat, eine Website von einem zweiten und Kampagnenmaterial von einem dritten – und das sieht man. Unser Designteam arbeitet mit einem gemeinsamen System: Typografie, Farben, Komponenten und Regeln für Bewegung werden einmal in Figma definiert und dann auf App, Website, Social-Media-Motive und Video angewendet. Diese Konsistenz schafft Wiedererkennung und spart Zeit, denn neue Screens und Kampagnen beginnen mit freigegebenen Bausteinen statt mit einer leeren Fläche. Unsere Designer arbeiten direkt mit unseren Entwicklern und Marketern zusammen; die Übergabe ist deshalb ein Gespräch statt eines Dateiversands, und jede Designentscheidung wird vor dem Release anhand der Barrierefreiheitsstandards (WCAG 2.2 AA) geprüft.",
  cards: {
    "design-ui-ux":
      "Nutzerforschung, Journey Mapping, Wireframes und getestete Prototypen für Registrierung, Checkout und Onboarding – dort, wo schon kleine Hürden echten Umsatz kosten.",
    "design-web":
      "Responsives Webdesign mit Komponentenbibliotheken in Figma, barrierefreien Layouts und Spezifikationen, die Entwickler ohne Rätselraten umsetzen können.",
    "design-graphic":
      "Logos, Corporate-Design-Systeme, Kampagnenmotive, Social-Media-Vorlagen, Pitch-Decks und Print – nach Markenrichtlinien gestaltet und für jeden Kanal formatiert.",
    "design-animations":
      "Motion Design für Oberflächen, Erklärvideos, Social-Media-Videos und Anzeigen, geliefert als Lottie-, Rive- oder Videodateien, die leicht und scharf bleiben.",
  },
  whyUs: [
    {
      icon: "layers",
      title: "Ein System für alle Kanäle",
      body: "Produkt, Website und Kampagnen nutzen eine gemeinsame Figma-Bibliothek mit Tokens und Komponenten – so bleibt Ihre Marke überall einheitlich.",
    },
    {
      icon: "check-circle",
      title: "Barrierefreiheit früh geprüft",
      body: "Kontraste, Fokuszustände, Schriftgrößen und Bewegungspräferenzen prüfen wir schon in der Designphase nach WCAG 2.2 AA, statt sie nach dem Launch nachzubessern.",
    },
    {
      icon: "code",
      title: "Umgesetzt wie gestaltet",
      body: "Unsere Designer arbeiten eng mit den Entwicklern zusammen, annotieren Interaktionen und liefern Tokens, damit das Ergebnis dem entspricht, was Sie freigegeben haben.",
    },
    {
      icon: "search",
      title: "Mit echten Nutzern getestet",
      body: "Zentrale Abläufe testen wir vor der Entwicklung mit fünf bis acht Nutzern aus der Zielgruppe – ein kleiner Aufwand im Vergleich zum Neubau eines Screens nach dem Launch.",
    },
  ],
  process: [
    {
      title: "Briefing und Recherche",
      body: "Wir klären Ziele, Zielgruppen und Rahmenbedingungen, werten Analytics und Wettbewerber aus und interviewen Nutzer, wo das Projekt es rechtfertigt.",
    },
    {
      title: "Konzepte",
      body: "Zwei oder drei Richtungen mit Begründung, damit Sie zwischen klaren Optionen wählen, statt auf einen einzelnen Entwurf zu reagieren.",
    },
    {
      title: "Verfeinern und testen",
      body: "Die gewählte Richtung wird ausgearbeitet, als Prototyp umgesetzt und getestet und dann anhand der Rückmeldungen von Nutzern und Stakeholdern angepasst.",
    },
    {
      title: "Liefern und begleiten",
      body: "Produktionsdateien, Design-Tokens, Komponentenspezifikationen und Richtlinien; während der Entwicklung stehen unsere Designer für Fragen zur Verfügung.",
    },
  ],
  cta: {
    title: "Designprojekt starten",
    body: "Schicken Sie uns Ihr Briefing, auch wenn es noch grob ist. Wir antworten mit Rückfragen, einem Vorschlag zum Vorgehen und einem Zeitplan für die ersten Konzepte.",
  },
} satisfies z.input<typeof serviceFamilySchema>;
