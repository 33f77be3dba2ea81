import type { z } from "zod";
import type { serviceDetailSchema } from "../../../../schema";

/** Die Seite /de/digital-marketing/email. */
export const emailMarketing = {
  title: "E-Mail-Marketing & Lifecycle-Automatisierung | Alphai",
  description:
    "E-Mail-Marketing von Alphai: Lifecycle-Strecken, Kampagnen, Segmentierung und Zustellbarkeit in Klaviyo, HubSpot, Braze und Customer.io.",
  h1: "E-Mail-Marketing, das im Posteingang ankommt und Klicks verdient",
  intro:
    "E-Mail bleibt der Kanal, der ganz Ihnen gehört, und automatisierte Strecken verkaufen lange nach ihrem Aufbau weiter. Wir richten Authentifizierung und Zustellbarkeit ein, entwickeln die Lifecycle-Strecken, die Ihr Geschäftsmodell braucht, und fahren Kampagnen, die geöffnet werden, weil sie relevant sind.",
  offerings: [
    {
      icon: "zap",
      title: "Lifecycle-Automatisierung",
      body: "Strecken für Begrüßung, Onboarding, abgebrochene Produktansichten und Warenkörbe, die Zeit nach dem Kauf, Nachbestellungen und Reaktivierung – ausgelöst durch echtes Kundenverhalten.",
    },
    {
      icon: "mail",
      title: "Kampagnenmanagement",
      body: "Newsletter, Produktlaunches und saisonale Aktionen, geplant in einem Jahreskalender und von unserem Team getextet, gestaltet, getestet und versendet.",
    },
    {
      icon: "shield",
      title: "Zustellbarkeit und Authentifizierung",
      body: "Einrichtung von SPF, DKIM und DMARC, Domain-Warm-up, Listenpflege und Einhaltung der Vorgaben von Gmail und Yahoo für Massenversender.",
    },
    {
      icon: "users",
      title: "Segmentierung und Personalisierung",
      body: "Segmente nach Kaufhistorie, Engagement und Lifecycle-Phase, mit dynamischen Inhaltsblöcken statt einer Nachricht für alle.",
    },
    {
      icon: "layout",
      title: "Responsive E-Mail-Templates",
      body: "Modulare Templates in MJML, mit Litmus in Outlook, Gmail und Apple Mail getestet, inklusive Prüfung von Dark Mode und Barrierefreiheit.",
    },
    {
      icon: "refresh-cw",
      title: "Plattformwechsel",
      body: "Umzüge zwischen Mailchimp, Klaviyo, HubSpot und Braze, einschließlich Listen- und Einwilligungsdaten, Strecken, Templates und IP-Warm-up.",
    },
  ],
  outcomes: [
    {
      title: "Umsatz aus Automatisierung",
      body: "Willkommens-, Browse- und Warenkorbstrecken verdienen nach dem Start weiter; im Handel wachsen sie oft binnen weniger Monate auf ein Viertel des E-Mail-Umsatzes oder mehr.",
    },
    {
      title: "Bessere Zustellung in den Posteingang",
      body: "Korrekte Authentifizierung und bereinigte Listen steigern die Öffnungsraten bei gleicher Zielgruppe, weil mehr E-Mails im Posteingang statt im Spam-Ordner landen.",
    },
    {
      title: "Mehr Abschlüsse aus Testphasen",
      body: "Onboarding-E-Mails, die davon ausgelöst werden, was Nutzer in der Testphase tun oder eben nicht tun, konvertieren besser als ein starrer Versandkalender.",
    },
  ],
  process: [
    {
      title: "Programm prüfen",
      body: "Wir analysieren Authentifizierung, Listenqualität, bestehende Strecken und Kampagnenergebnisse und schätzen den Umsatz, den jede fehlende Strecke bringen könnte.",
    },
    {
      title: "Lifecycle abbilden",
      body: "Wir bilden Kundenphasen, Auslöser und Datenquellen ab und priorisieren die Strecken nach Reichweite und erwarteter Wirkung.",
    },
    {
      title: "Aufbauen und testen",
      body: "Texte, Design, Templates und Automatisierungslogik entstehen und durchlaufen vor dem Start eine Qualitätssicherung über E-Mail-Clients, Geräte und Segmente hinweg.",
    },
    {
      title: "Laufend optimieren",
      body: "Betreffzeilen, Versandzeiten, Angebote und das Timing der Strecken werden per A/B-Test optimiert; monatliche Berichte zeigen Umsatz pro Empfänger und Listenwachstum.",
    },
  ],
  tech: [
    { name: "Klaviyo", use: "E-Commerce-Strecken und Segmentierung mit Anbindung an Shopify und WooCommerce" },
    { name: "HubSpot", use: "B2B-Nurturing-Sequenzen, Lead-Scoring und CRM-Synchronisierung" },
    { name: "Braze", use: "Kanalübergreifendes Lifecycle-Messaging für Apps und große Zielgruppen" },
    { name: "Customer.io", use: "Ereignisgesteuerte Onboarding-E-Mails für SaaS-Produkte" },
    { name: "Mailchimp", use: "Newsletter und Kampagnen für kleinere Listen" },
    { name: "MJML", use: "Responsiver, wartbarer Code für E-Mail-Templates" },
    { name: "Litmus", use: "Darstellungstests über E-Mail-Clients hinweg und Spam-Checks" },
    {
      name: "SPF, DKIM und DMARC",
      use: "Domain-Authentifizierung für eine zuverlässige Zustellung in den Posteingang",
    },
  ],
  faqs: [
    {
      question: "Welche E-Mail-Plattform ist die richtige für uns?",
      answer:
        "Das hängt von Ihrem Geschäftsmodell und Ihrem Tech-Stack ab. Klaviyo passt zu den meisten Onlinehändlern, HubSpot eignet sich für B2B-Teams, die bereits das HubSpot-CRM nutzen, und Braze oder Customer.io für Apps, die ereignisbasierte Nachrichten brauchen. Wir sprechen unsere Empfehlung aus, nachdem wir Ihre Datenquellen und Ihr Budget geprüft haben, und arbeiten mit Ihrer bestehenden Plattform, wenn sie passt.",
    },
    {
      question: "Wie gehen Sie mit Einwilligungen und der DSGVO um?",
      answer:
        "Wo Vorschriften oder Ihr Risikoprofil es erfordern, setzen wir auf Double-Opt-in, speichern Einwilligungsnachweise mit Zeitstempel und Quelle und machen die Abmeldung einfach. Für Zielgruppen in der EU halten wir die DSGVO ein, für die VAE und Saudi-Arabien die dortigen Datenschutzgesetze.",
    },
    {
      question: "Unsere E-Mails landen im Spam. Können Sie das beheben?",
      answer:
        "In der Regel ja. Die meisten Probleme entstehen durch fehlende oder falsch abgestimmte Authentifizierung, den Versand an inaktive oder gekaufte Kontakte oder plötzliche Volumenspitzen. Wir diagnostizieren mit den Google Postmaster Tools und Seed-Tests, korrigieren die Einrichtung und bauen die Absenderreputation schrittweise wieder auf.",
    },
  ],
  related: ["content-marketing", "digital-campaigns", "marketing-mobile-apps"],
  cta: {
    title: "Finden Sie den Umsatz, der Ihrem E-Mail-Marketing fehlt",
    body: "Wir prüfen Ihre E-Mail-Plattform und Ihre Liste und zeigen Ihnen, welche Strecken fehlen und was jede davon realistisch beitragen könnte.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
