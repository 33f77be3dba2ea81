import type { z } from "zod";
import type { audienceSchema } from "../../../schema";

/** Die Seite /de/industries/social-networking. */
export const socialNetworking = {
  title: "Entwicklung von Social- und Community-Apps | Alphai",
  description:
    "Feeds, Chat, Moderation und Wachstumsfunktionen für soziale Netzwerke und Community-Apps – skalierbar und ab dem Launch konform mit dem Digital Services Act.",
  h1: "Community- und Social-Apps, die wachsen, ohne die Kontrolle zu verlieren",
  intro:
    "Soziale Produkte stehen und fallen mit Engagement und Vertrauen. Wir bauen Feeds, Messaging, Gruppen und Creator-Tools, die Echtzeit-Infrastruktur dahinter und Moderationssysteme, die KI-Klassifizierung mit menschlichem Urteil verbinden – damit Communities ab den ersten tausend Mitgliedern sicher wachsen können.",
  challenges: [
    {
      icon: "zap",
      title: "Echtzeitfunktionen unter hoher Last",
      body: "Feeds, Chat, Online-Status und Benachrichtigungen brauchen WebSockets, Fan-out und Caching, die auch dann halten, wenn ein Beitrag durchstartet – nicht nur in der Demo.",
    },
    {
      icon: "shield",
      title: "Moderation und Plattformregeln",
      body: "Spam, Belästigung und illegale Inhalte kommen vom ersten Tag an. Der Digital Services Act der EU und die Regeln der App Stores verlangen Melde- und Abhilfeverfahren, Begründungen und Beschwerdemöglichkeiten.",
    },
    {
      icon: "trending-up",
      title: "Bindung nach dem Launch-Hype",
      body: "Die meisten Community-Apps erleben einen Ansturm an Downloads und dann Stille. Onboarding, Benachrichtigungen und das Ranking der Inhalte entscheiden, ob Mitglieder nächste Woche wiederkommen.",
    },
    {
      icon: "lock",
      title: "Privatsphäre, Minderjährige und Standortdaten",
      body: "Profile, Nachrichten und Standorte verraten viel. Altersverifikation, Privatsphäre-Einstellungen und Datenminimierung müssen von Anfang an eingeplant sein, nicht nachträglich angeflanscht werden.",
    },
  ],
  approach: [
    {
      title: "Ein schlankes erstes Release",
      body: "Wir helfen Ihnen, einen zentralen Kernablauf gut zu launchen, etwa lokale Beiträge oder Gruppenchats, und neue Funktionen danach auszurichten, wie sich Mitglieder tatsächlich verhalten.",
    },
    {
      title: "Echtzeitarchitektur, die skaliert",
      body: "Node.js-Services mit WebSockets, Redis und Message Queues sowie MongoDB oder PostgreSQL, gewählt nach Ihren Zugriffsmustern statt aus Gewohnheit.",
    },
    {
      title: "Moderation unter menschlicher Kontrolle",
      body: "Sprachmodelle und Bildklassifikatoren sortieren Inhalte in mehreren Sprachen vor, während geschulte Moderatoren Grenzfälle entscheiden und jede Entscheidung begründen.",
    },
    {
      title: "Messen, was Mitglieder hält",
      body: "Kohortenbindung, Aktivierungsereignisse und Experimente mit Benachrichtigungen, die wir in jedem Sprint mit Ihnen auswerten.",
    },
  ],
  services: ["react-native", "node", "mongodb", "ai-integration", "ux-ui", "product-development"],
  stats: [
    { value: "16 Wochen", label: "vom Discovery-Sprint bis zum öffentlichen Launch einer Community-App" },
    { value: "11.400", label: "verifizierte Mitglieder in den ersten vier Monaten dieser App" },
    { value: "4 Stunden", label: "im Median, bis die Meldung eines Mitglieds bearbeitet ist" },
    { value: "41 %", label: "der Mitglieder sind jede Woche aktiv" },
  ],
  cta: {
    title: "Sie bauen eine Community, nicht nur eine App?",
    body: "Erzählen Sie uns, wer Ihre Mitglieder sind und weshalb sie kommen. Wir helfen Ihnen, den ersten Kernablauf und die dafür nötige Moderation festzulegen.",
  },
} satisfies z.input<typeof audienceSchema>;
