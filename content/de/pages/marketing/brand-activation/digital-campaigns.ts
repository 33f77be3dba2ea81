import type { z } from "zod";
import type { serviceDetailSchema } from "../../../../schema";

/** Die Seite /de/digital-campaigns. */
export const digitalCampaigns = {
  title: "Bezahlte Digitalkampagnen: Meta, Google, TikTok | Alphai",
  description:
    "Bezahlte Digitalkampagnen von Alphai auf Meta, Google, LinkedIn und TikTok, mit serverseitigem Tracking, Creative-Tests und klaren Zielkosten pro Akquisition.",
  h1: "Bezahlte Digitalkampagnen auf Basis sauberer Daten und getesteter Creatives",
  intro:
    "Werbeplattformen optimieren auf das Signal, das Sie ihnen liefern. Zuerst korrigieren wir das Tracking, damit sie aus echten Conversions lernen. Dann testen wir Creatives strukturiert und verschieben das Budget wöchentlich dorthin, wo Zielgruppen, Formate und Botschaften Kunden zu tragbaren Kosten bringen.",
  offerings: [
    {
      icon: "search",
      title: "Suche und Performance Max",
      body: "Google-Ads-Kampagnen für Suche, Shopping und Performance Max mit sauberen Produktfeeds, gepflegten auszuschließenden Keywords und Gebotsstrategien, die sich am Gewinn orientieren.",
    },
    {
      icon: "users",
      title: "Social-Media-Anzeigen",
      body: "Kampagnen auf Meta, TikTok, Snapchat und LinkedIn für Neukundengewinnung und Retargeting, so aufgebaut, dass jeder Test eine klare Frage beantwortet.",
    },
    {
      icon: "sparkles",
      title: "Anzeigenproduktion",
      body: "Statische Anzeigen, Karussells und Kurzvideos auf Englisch und Arabisch, in Serien produziert, damit neue Motive bereitstehen, bevor sich die alten abnutzen.",
    },
    {
      icon: "activity",
      title: "Tracking und Attribution",
      body: "Google Tag Manager, GA4, Meta Conversions API und erweiterte Conversions, damit die Plattformen trotz Browser-Einschränkungen verlässliche Signale erhalten.",
    },
    {
      icon: "layout",
      title: "Landingpages",
      body: "Kampagnenspezifische Landingpages, gebaut und per A/B-Test optimiert von unserem Webteam, passend zu Botschaft und Angebot jeder Anzeige.",
    },
    {
      icon: "calendar",
      title: "Launches und Saisonaktionen",
      body: "Geplante Schwerpunkte für Produktlaunches, Ramadan, White Friday, Black Friday und den Schulstart, mit Budgets und Creatives, die rechtzeitig bereitstehen.",
    },
  ],
  outcomes: [
    {
      title: "Niedrigere Akquisitionskosten",
      body: "Neu strukturierte Konten und serverseitiges Conversion-Tracking senken die Kosten pro Kauf häufig innerhalb eines Quartals.",
    },
    {
      title: "Zahlen, denen Sie trauen können",
      body: "Dank serverseitigem Tracking und deduplizierten Events stimmen die Berichte der Plattformen und Ihre Umsätze im Backend innerhalb einer bekannten Abweichung überein.",
    },
    {
      title: "Creatives, die länger wirken",
      body: "Ein gleichmäßiger Testrhythmus findet erfolgreiche Ansätze früh, sodass sich das Budget auf Anzeigen konzentriert, die noch Wirkung zeigen.",
    },
  ],
  process: [
    {
      title: "Konto- und Tracking-Audit",
      body: "Prüfung von Kontostruktur, Zielgruppen, bisherigen Creatives und Conversion-Tracking, mit einer Liste von Schwachstellen und schnell umsetzbaren Verbesserungen.",
    },
    {
      title: "Strategie und Budget",
      body: "Kanalmix, Zielgruppenplan, Roadmap für Creative-Tests und Zielkosten pro Akquisition, abgestimmt auf Ihre Margen.",
    },
    {
      title: "Start",
      body: "Kampagnen mit einheitlichen Namens- und UTM-Konventionen; Creatives und Landingpages werden geprüft, bevor Budget live geht.",
    },
    {
      title: "Wöchentlich optimieren",
      body: "Wöchentliche Anpassungen an Geboten, Budgets und Creatives, jeweils mit einer kurzen schriftlichen Notiz dazu, was sich geändert hat und warum.",
    },
    {
      title: "Monatlich berichten",
      body: "Monatliche Reviews zu Ausgaben, Conversions, ROAS und Erkenntnissen, die in den Testplan des Folgemonats einfließen.",
    },
  ],
  tech: [
    { name: "Google Ads", use: "Kampagnen für Suche, Shopping, YouTube und Performance Max" },
    { name: "Meta Ads Manager", use: "Neukundengewinnung und Retargeting auf Facebook und Instagram" },
    { name: "TikTok Ads Manager", use: "Kurzvideo-Kampagnen und Spark Ads" },
    { name: "LinkedIn Campaign Manager", use: "B2B-Targeting nach Position, Branche und Unternehmen" },
    { name: "Snapchat Ads Manager", use: "Jüngere Zielgruppen in der Golfregion erreichen" },
    { name: "Google Tag Manager", use: "Client- und serverseitige Auslieferung von Tags" },
    { name: "Meta Conversions API", use: "Serverseitige Conversion-Events für eine bessere Optimierung" },
    { name: "Google Analytics 4", use: "Kanalübergreifende Attribution und Funnel-Analyse" },
    { name: "Looker Studio", use: "Dashboards, die Werbeausgaben und Umsatz zusammenführen" },
  ],
  faqs: [
    {
      question: "Welches Budget brauchen wir für den Start?",
      answer:
        "Das hängt vom Kanal und Ihren Kosten pro Conversion ab, aber die Plattformen brauchen genug Conversions, um zu lernen. Als Faustregel sollten Sie mindestens 30 bis 50 Conversions pro Kampagne und Monat einplanen. Wir richten die Kampagnen nach Ihrem Budget aus, statt es zu dünn über viele Kanäle zu verteilen.",
    },
    {
      question: "Wie rechnen Sie das Kampagnenmanagement ab?",
      answer:
        "In der Regel über eine monatliche Managementgebühr, die sich nach Leistungsumfang und Höhe der Werbeausgaben richtet; die Produktion der Creatives bieten wir separat an. Versteckte Provisionen auf Mediabudgets nehmen wir nicht: Sie bezahlen die Plattformen direkt über Ihre eigenen Werbekonten, die immer Ihnen gehören.",
    },
    {
      question: "Arbeiten Sie mit unseren bestehenden Werbekonten?",
      answer:
        "Ja. Wir behalten den bisherigen Kontoverlauf lieber bei, denn er hilft den Plattformen beim Lernen. Zuerst prüfen wir die Konten und strukturieren nur dort um, wo die aktuelle Einrichtung die Performance bremst.",
    },
  ],
  related: ["influencer-collaboration", "email-marketing", "design-animations", "marketing-websites"],
  cta: {
    title: "Lassen Sie Ihre Werbekonten prüfen",
    body: "Geben Sie uns Lesezugriff auf Ihre Werbekonten. Wir berichten über Lücken im Tracking, verschwendetes Budget und die ersten Tests, die wir fahren würden.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
