import type { z } from "zod";
import type { serviceFamilySchema } from "../../../../schema";

/** Die Seite /de/digital-marketing. */
export const digitalMarketing = {
  title: "Digitalmarketing: SEO, E-Mail & Content | Alphai",
  description:
    "Digitalmarketing von Alphai: technisches SEO, Lifecycle-E-Mails und Content-Programme, gemessen an Pipeline und Umsatz statt an Reichweitenzahlen.",
  h1: "Digitalmarketing, das Nachfrage in eigenen Kanälen aufbaut",
  intro:
    "Bezahlte Reichweite endet mit dem Budget; Rankings, aktive E-Mail-Listen und nützliche Inhalte wirken weiter. Unser Marketingteam in Dubai, Lahore und München plant, produziert und misst diese Kanäle gemeinsam und ordnet jeden Artikel, jedes Ranking und jeden Versand Anmeldungen, Leads oder Umsätzen zu.",
  overview:
    "Wir behandeln SEO, E-Mail und Content als ein System. Die Keyword- und Suchintentionsanalyse bestimmt, worüber wir schreiben; die Inhalte bringen Backlinks und Rankings; E-Mails machen aus diesen Lesern Abonnenten, Testnutzer und Kunden. Alles wird in GA4 und Ihrem CRM erfasst, und in einem gemeinsamen Looker-Studio-Dashboard sehen Sie, welche Seiten und Strecken Pipeline erzeugen. Die Zusammenarbeit beginnt meist mit einem vierwöchigen Audit und einem 90-Tage-Plan und geht dann in eine monatliche Betreuung oder ein dediziertes Team über. Weil wir Teil einer Softwareagentur sind, setzen unsere eigenen Entwickler die Korrekturen um, auf die Marketingteams sonst monatelang warten – etwa bei Core Web Vitals, strukturierten Daten und Template-Änderungen.",
  cards: {
    seo: "Technische Audits, On-Page-Optimierung, strukturierte Daten und lokale Suche – umgesetzt von unseren Entwicklern, statt im Backlog liegen zu bleiben.",
    "email-marketing":
      "Willkommens-, Onboarding-, Reaktivierungs- und Warenkorbstrecken in Klaviyo, HubSpot oder Braze, versendet über sauber authentifizierte Domains, damit sie im Posteingang landen.",
    "content-marketing":
      "Redaktionsstrategie, Fachartikel, Leitfäden und Fallstudien von Fachautoren – gebrieft auf Basis von Suchdaten und verbreitet, wo Ihre Zielgruppe liest.",
  },
  whyUs: [
    {
      icon: "bar-chart",
      title: "Reporting, das sich am Umsatz misst",
      body: "Neben dem Traffic berichten wir organische Anmeldungen, beeinflusste Pipeline und E-Mail-Umsatz pro Empfänger – damit Budgetentscheidungen auf Ergebnissen beruhen, nicht auf Impressionen.",
    },
    {
      icon: "code",
      title: "Entwickler im selben Team",
      body: "Ladezeiten, Schema-Markup, Weiterleitungen und Template-Änderungen übernehmen Alphai-Entwickler. Die übliche Wartezeit zwischen SEO-Audit und Umsetzung entfällt.",
    },
    {
      icon: "globe",
      title: "Von Haus aus mehrsprachig",
      body: "Mit Büros in der Golfregion, in Südasien und im DACH-Raum betreuen wir Programme auf Englisch, Arabisch und Deutsch, inklusive hreflang-Einrichtung und Lektorat durch Muttersprachler.",
    },
  ],
  process: [
    {
      title: "Audit und Ausgangswerte",
      body: "Wir prüfen Analytics, Search Console, Ihre E-Mail-Plattform und bestehende Inhalte und vereinbaren dann die Ausgangswerte, an denen wir uns messen lassen.",
    },
    {
      title: "90-Tage-Plan",
      body: "Ein priorisierter Plan aus technischen Korrekturen, Content-Themen und E-Mail-Strecken, geordnet nach erwarteter Wirkung und Aufwand und von Ihnen freigegeben, bevor die Produktion beginnt.",
    },
    {
      title: "Umsetzen und veröffentlichen",
      body: "Texter, Designer, E-Mail-Spezialisten und Entwickler arbeiten in zweiwöchigen Zyklen aus einem gemeinsamen Backlog, das Sie jederzeit einsehen und kommentieren können.",
    },
    {
      title: "Messen und umschichten",
      body: "Monatliche Reviews vergleichen die Ergebnisse mit den Ausgangswerten; der Aufwand fließt in die Kanäle und Themen, die Leads und Umsatz bringen.",
    },
  ],
  cta: {
    title: "Digitalmarketing-Audit anfordern",
    body: "Nennen Sie uns Ihre Website und Ihre Ziele. Innerhalb von zwei Wochen erhalten Sie eine priorisierte Liste der Chancen in Suche, E-Mail und Content, jeweils mit Aufwandsschätzung.",
  },
} satisfies z.input<typeof serviceFamilySchema>;
