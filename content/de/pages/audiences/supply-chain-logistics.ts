import type { z } from "zod";
import type { audienceSchema } from "../../../schema";

/** Die Seite /de/industries/supply-chain-logistics. */
export const supplyChainLogistics = {
  title: "Softwareentwicklung für Logistik und Supply Chain | Alphai",
  description:
    "Sendungsverfolgung, EDI-Anbindung, Fahrer-Apps, Lager- und Transportsysteme und ETA-Prognosen für Speditionen, 3PL-Dienstleister, Großhändler und Verlader.",
  h1: "Logistiksoftware, die jeder Sendung eine einzige Zeitleiste gibt",
  intro:
    "Speditionen, 3PL-Dienstleister, Großhändler und Verlader arbeiten mit Daten, die über Carrier, Lager, Lkw und Zollsysteme verstreut sind. Wir verbinden diese Quellen über EDI und APIs, bauen offlinefähige Apps für Fahrer und Lager und geben Ihren Kunden Live-Transparenz und ETAs, mit denen sie planen können.",
  challenges: [
    {
      icon: "search",
      title: "„Wo ist meine Sendung?“",
      body: "Statusmeldungen sind über Carrier-Portale, Telematik, WMS-Scans und E-Mails verteilt, sodass der Kundenservice den ganzen Tag nachschlägt, statt sich um Ausnahmen zu kümmern.",
    },
    {
      icon: "git-branch",
      title: "EDI- und API-Anforderungen der Verlader",
      body: "Große Kunden verlangen EDIFACT- oder X12-Statusmeldungen, APIs und Portalzugang als Vertragsbedingung, oft kurzfristig.",
    },
    {
      icon: "truck",
      title: "Letzte Meile und Abläufe der Fahrer",
      body: "Lieferscheine auf Papier, fehlende Zustellnachweise und unerreichbare Fahrer führen zu Streitfällen, verspäteter Rechnungsstellung und gescheiterten Zustellungen.",
    },
    {
      icon: "bar-chart",
      title: "Planung auf unzuverlässigen Daten",
      body: "Ohne genaue Ankunftszeiten und Daten zum Lagerdurchsatz werden Rampenbelegung, Personal und Transportkapazität nach Gefühl geplant.",
    },
  ],
  approach: [
    {
      title: "Eventgesteuerte Integration",
      body: "Wir führen EDI-Nachrichten, Carrier-APIs, Telematik und Lagerscans in einem Event-Stream zusammen und ordnen jedes Ereignis einer Sendung zu.",
    },
    {
      title: "Offline-first-Apps für unterwegs",
      body: "Fahrer- und Lager-Apps in Flutter oder nativem Android mit Barcode-Scan, Fotonachweis der Zustellung und Unterschriften, die sich synchronisieren, sobald wieder Empfang besteht.",
    },
    {
      title: "Vorausschauende ETAs",
      body: "Modelle, die auf Ihrer eigenen Statushistorie trainiert sind, sagen Ankunftszeiten je Teilstrecke voraus, und Kunden werden gewarnt, bevor eine Sendung ihr Zeitfenster verpasst.",
    },
    {
      title: "Integration mit ERP, WMS und TMS",
      body: "Konnektoren für SAP, Oracle, Microsoft Dynamics und die WMS- und TMS-Produkte, die Sie bereits nutzen, mit Monitoring und erneuter Verarbeitung fehlgeschlagener Nachrichten.",
    },
  ],
  services: ["digital-transformation", "java", "node", "flutter", "big-data", "aws"],
  stats: [
    { value: "48 %", label: "weniger Statusanfragen bei einer Spedition in Jebel Ali" },
    { value: "83 %", label: "der Liefer-ETAs auf zwei Stunden genau" },
    { value: "350", label: "Lkw auf einer gemeinsamen Sendungszeitleiste" },
    { value: "99 %", label: "der Zustellungen mit digitalem Zustellnachweis" },
  ],
  cta: {
    title: "Beantworten Sie Trackinganfragen noch per E-Mail?",
    body: "Sagen Sie uns, welche Carrier, Lager- und Transportsysteme Sie nutzen. Wir skizzieren, wie Sie alles in einer Sendungszeitleiste zusammenführen – beginnend mit Ihren größten Kunden.",
  },
} satisfies z.input<typeof audienceSchema>;
