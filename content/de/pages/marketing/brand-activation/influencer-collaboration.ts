import type { z } from "zod";
import type { serviceDetailSchema } from "../../../../schema";

/** Die Seite /de/influencer-collaboration. */
export const influencerCollaboration = {
  title: "Programme für Influencer- & Creator-Kooperationen | Alphai",
  description:
    "Influencer-Kooperationen von Alphai: geprüfte Creator, Verträge, Briefings, Nutzungsrechte und messbare Ergebnisse auf Instagram, TikTok, YouTube und Snapchat.",
  h1: "Influencer-Kooperationen: geprüfte Creator, messbare Ergebnisse",
  intro:
    "Der richtige Creator stellt Ihre Marke einem Publikum vor, das ihm bereits vertraut. Der falsche verbrennt Budget für aufgeblähte Followerzahlen. Wir finden und prüfen Creator, verhandeln faire Konditionen und Nutzungsrechte, schreiben Briefings, die Raum für die eigene Stimme lassen, und messen, was jede Kooperation bringt.",
  offerings: [
    {
      icon: "search",
      title: "Creator-Suche und -Prüfung",
      body: "Demografie der Zielgruppe, Qualität des Engagements, Prüfung auf gekaufte Follower und Brand-Safety-Check früherer Inhalte, bevor wir Kontakt aufnehmen.",
    },
    {
      icon: "handshake",
      title: "Verhandlung und Verträge",
      body: "Honorare, Leistungen, Exklusivität, Kennzeichnungspflichten und Nutzungsrechte an den Inhalten, schriftlich vereinbart, bevor die Produktion beginnt.",
    },
    {
      icon: "file-text",
      title: "Briefings und Freigaben",
      body: "Briefings, die Kernbotschaften und Grenzen festlegen und Creatorn trotzdem Raum für ihren eigenen Stil lassen, mit einem einfachen Freigabeprozess.",
    },
    {
      icon: "megaphone",
      title: "Whitelisting und bezahlte Verstärkung",
      body: "Die stärksten Creator-Inhalte verstärken wir über Instagram-Partnerschaftsanzeigen und TikTok Spark Ads, um größere Lookalike-Zielgruppen zu erreichen.",
    },
    {
      icon: "heart",
      title: "Markenbotschafter-Programme",
      body: "Langfristige Partnerschaften mit einem kleinen, festen Kreis von Creatorn – das schafft meist mehr Glaubwürdigkeit als einzelne Posts.",
    },
    {
      icon: "trending-up",
      title: "Tracking und Reporting",
      body: "Eigene Links, Rabattcodes und UTM-Parameter pro Creator, ausgewertet nach Reichweite, Engagement, Umsatz und Kosten pro Akquisition.",
    },
  ],
  outcomes: [
    {
      title: "Umsatz, den Sie zuordnen können",
      body: "Individuelle Codes und Links zeigen, welche Creator Umsatz bringen – so fließt das Budget zu denen, die verkaufen, statt zu denen mit den meisten Followern.",
    },
    {
      title: "Eine Bibliothek nutzbarer Inhalte",
      body: "Verhandelte Nutzungsrechte erlauben es, Creator-Videos in Anzeigen, auf Produktseiten und in E-Mails wiederzuverwenden – oft mit besseren Ergebnissen als Studioproduktionen.",
    },
    {
      title: "Geringeres Markenrisiko",
      body: "Sorgfältige Prüfung und klare Kennzeichnungsregeln halten Kooperationen im Einklang mit den Werbevorschriften in den VAE, in Saudi-Arabien und in der EU.",
    },
  ],
  process: [
    {
      title: "Ziele und Passung festlegen",
      body: "Wir vereinbaren Ziele, Zielgruppen, Budget und das Creator-Profil – von Micro bis Macro –, das am besten dazu passt.",
    },
    {
      title: "Auswählen und prüfen",
      body: "Eine Shortlist mit Zielgruppendaten, früheren Markenkooperationen und geschätzten Kosten, geprüft auf Echtheit und Markensicherheit.",
    },
    {
      title: "Vertrag und Briefing",
      body: "Konditionen, Rechte und Leistungen werden vereinbart, Briefings und Produktmuster verschickt und Termine für Entwürfe und Veröffentlichung festgelegt.",
    },
    {
      title: "Starten und verstärken",
      body: "Inhalte werden geprüft, veröffentlicht und beobachtet; die stärksten Posts verstärken wir mit bezahlten Partnerschaftsanzeigen.",
    },
    {
      title: "Auswerten und verlängern",
      body: "Ergebnisse pro Creator, gemessen an den vereinbarten Kennzahlen, mit Empfehlungen, welche Kooperationen Sie verlängern, ausbauen oder ersetzen sollten.",
    },
  ],
  tech: [
    { name: "Modash", use: "Creator-Suche und demografische Daten zur Zielgruppe" },
    { name: "HypeAuditor", use: "Erkennung gekaufter Follower und Bewertung der Zielgruppenqualität" },
    { name: "TikTok One", use: "TikToks Creator-Marktplatz für die Creator-Suche und Spark Ads" },
    {
      name: "Instagram-Partnerschaftsanzeigen",
      use: "Creator-Inhalte als bezahlte Anzeigen über das Profil des Creators schalten",
    },
    { name: "YouTube BrandConnect", use: "Anbahnung und Erfolgsmessung von Kooperationen mit YouTube-Creatorn" },
    { name: "Shopify-Rabattcodes", use: "Individuelle Codes je Creator für die Zuordnung von Umsätzen" },
    { name: "Google Analytics 4", use: "UTM-basiertes Traffic- und Conversion-Tracking pro Creator" },
  ],
  faqs: [
    {
      question: "Micro-Influencer oder große Namen?",
      answer:
        "Für die meisten Marken bringt eine Gruppe kleinerer und mittelgroßer Creator-Accounts (etwa 10.000 bis 200.000 Follower) besseres Engagement und niedrigere Kosten pro Verkauf als ein einzelner großer Account. Größere Creator lohnen sich für Momente, in denen Bekanntheit zählt, etwa einen Launch. Wir empfehlen einen Mix, der zu Ihrem Ziel und Budget passt.",
    },
    {
      question: "Wie gehen Sie mit Kennzeichnungspflichten um?",
      answer:
        "Jeder Vertrag verlangt eine klare Kennzeichnung mit den Werkzeugen der Plattformen, etwa dem Label für bezahlte Partnerschaften, im Einklang mit den lokalen Regeln – zum Beispiel der Pflicht zur Werbegenehmigung in den VAE und den Leitlinien des EU-Verbraucherschutzes. Wir prüfen die Posts, bevor sie live gehen.",
    },
    {
      question: "Wem gehören die Inhalte, die Creator produzieren?",
      answer:
        "Die Rechte bleiben in der Regel beim Creator; Sie erwerben eine Lizenz zur Nutzung. Wir verhandeln die Rechte, die Sie brauchen, etwa organisches Reposten, bezahlte Anzeigen für einen festgelegten Zeitraum oder die Nutzung auf Ihrer Website, und dokumentieren sie, damit Ihr Team weiß, was bis wann wiederverwendet werden darf.",
    },
  ],
  related: ["digital-campaigns", "brand-strategy", "content-marketing"],
  cta: {
    title: "Creator-Kampagne planen",
    body: "Nennen Sie uns Ihr Produkt, Ihre Märkte und Ihr Budget. Wir schicken Ihnen eine beispielhafte Shortlist geprüfter Creator und eine Schätzung von Reichweite und Kosten.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
