import type { z } from "zod";
import type { serviceDetailSchema } from "../../../../schema";

/** Die Seite /de/mobile-apps-development. */
export const marketingMobileApps = {
  title: "Mobile Apps für Marketing und Kundenbindung | Alphai",
  description:
    "Marken- und Kundenbindungs-Apps von Alphai: Prämien, personalisierte Angebote und Push-Kampagnen als direkter Kanal Ihrer Marke zu Stammkunden.",
  h1: "Mobile Apps, die aus Kunden Stammkunden machen",
  intro:
    "Eine App auf dem Homescreen Ihrer Kunden ist ein Marketingkanal, den Sie nicht mieten müssen. Wir bauen Kundenbindungs-, Prämien- und Marken-Apps, die Kunden zurückholen und Ihrem Marketing Push-Nachrichten, personalisierte Angebote und Nutzungsdaten liefern. Für komplexe Produkt-Apps gibt es unsere Leistung App-Entwicklung.",
  offerings: [
    {
      icon: "trophy",
      title: "Kundenbindungs- und Prämien-Apps",
      body: "Punkte, Statusstufen, Stempelkarten und Empfehlungsprämien, angebunden an Ihr Kassensystem oder Ihre E-Commerce-Plattform, damit Kunden nahtlos sammeln und einlösen.",
    },
    {
      icon: "smartphone",
      title: "Begleit-Apps für Ihre Marke",
      body: "Apps für Händler, Restaurants, Clubs und Events, die Bestellen, Buchen, Inhalte und Angebote an einem Ort bündeln.",
    },
    {
      icon: "zap",
      title: "Push- und In-App-Nachrichten",
      body: "Segmentierte Push-Nachrichten, In-App-Nachrichten und Inbox-Karten, ausgelöst durch Verhalten und Standort und in der Häufigkeit begrenzt, damit sie nicht lästig werden.",
    },
    {
      icon: "target",
      title: "Personalisierte Angebote",
      body: "Angebote und Inhalte passend zu Kaufhistorie und Vorlieben, vom Marketing selbst über Firebase Remote Config konfigurierbar.",
    },
    {
      icon: "search",
      title: "App-Store-Optimierung",
      body: "Store-Einträge, Screenshots, Keywords und Bewertungsaufforderungen für App Store und Google Play, getestet, um die Installationsrate zu steigern.",
    },
    {
      icon: "bar-chart",
      title: "Attribution und Analytics",
      body: "Installationsattribution, Deep Links und Retention-Dashboards, damit Sie wissen, welche Kampagnen Nutzer bringen, die bleiben und kaufen.",
    },
  ],
  outcomes: [
    {
      title: "Mehr Wiederholungskäufe",
      body: "Was die Besuchsfrequenz von App-Mitgliedern typischerweise steigert, sind Treuefunktionen, die den nächsten Besuch belohnen – nicht nur den Gesamtumsatz.",
    },
    {
      title: "Ein direkter Kanal",
      body: "Push-Nachrichten und In-App-Angebote erreichen Kunden, ohne dass Sie pro Impression zahlen, und machen Sie unabhängiger von Social-Media-Anzeigen.",
    },
    {
      title: "Kundendaten, die Ihnen gehören",
      body: "Mit Einwilligung erhobene First-Party-Daten zu Käufen und Vorlieben ermöglichen eine bessere Segmentierung in E-Mail, Anzeigen und Filialen.",
    },
  ],
  process: [
    {
      title: "Treueprogramm und Nutzerwege",
      body: "Wir definieren den Wertaustausch, die Prämienmechanik und die wichtigsten Nutzerwege und stellen die Kosten der Prämien dem erwarteten Umsatz aus Wiederholungskäufen gegenüber.",
    },
    {
      title: "UX- und visuelles Design",
      body: "Prototypen, getestet mit echten Kunden, mit dem Ziel, Registrierung, Punktesammeln und Einlösen in möglichst wenigen Schritten zu ermöglichen.",
    },
    {
      title: "Plattformübergreifende Entwicklung",
      body: "iOS- und Android-Apps mit React Native oder Flutter, integriert mit Ihrem Kassensystem, Ihrem CRM und Ihrer E-Commerce-Plattform.",
    },
    {
      title: "Launch-Kampagne",
      body: "Store-Einträge, Werbung in Filialen und online sowie Anreize beim Onboarding, um die erste Installationswelle auszulösen.",
    },
    {
      title: "Wachsen und binden",
      body: "Laufende Push-Kampagnen, Angebotstests und Retention-Analysen, mit monatlichen Releases für Verbesserungen.",
    },
  ],
  tech: [
    { name: "React Native", use: "Plattformübergreifende Apps, die Code mit React-Websites teilen" },
    { name: "Flutter", use: "Plattformübergreifende Apps mit stark individualisierten Markenoberflächen" },
    { name: "Firebase", use: "Analytics, Cloud Messaging und Remote Config für Angebote" },
    { name: "Braze", use: "Segmentierte Push- und In-App-Nachrichten sowie Lifecycle-Kampagnen" },
    { name: "OneSignal", use: "Push-Nachrichten für kleinere Zielgruppen und Budgets" },
    { name: "AppsFlyer", use: "Installationsattribution und Kampagnenmessung" },
    { name: "Branch", use: "Deep Links aus E-Mails, Social Media und QR-Codes direkt in die App" },
    { name: "App Store Connect", use: "iOS-Releases, Tests von Produktseiten und Bewertungen" },
    { name: "Google Play Console", use: "Android-Releases und Experimente mit Store-Einträgen" },
  ],
  faqs: [
    {
      question: "Braucht unsere Marke wirklich eine App?",
      answer:
        "Nicht immer. Apps funktionieren am besten, wenn Kunden häufig bei Ihnen kaufen, etwa Kaffee, Lebensmittel, Fitness oder Mode. Bei seltenen Käufen bringt eine gut gebaute mobile Website mit einem E-Mail-Programm oft mehr für weniger Geld. Wir sagen Ihnen ehrlich, was passt.",
    },
    {
      question: "Worin unterscheidet sich das von Ihrer Leistung App-Entwicklung?",
      answer:
        "Diese Leistung versteht Apps als Marketing- und Kundenbindungskanal; Angebote und Kampagnen verantwortet Ihr Marketing. Unsere Leistung App-Entwicklung, die Sie im Menü unter den Leistungen finden, deckt Produkt-Apps mit komplexen Funktionen ab, etwa für Banking, Gesundheitswesen oder Logistik. Beide Teams teilen sich Entwickler und Arbeitsweisen.",
    },
    {
      question: "Lässt sich die App an unser Kassensystem anbinden?",
      answer:
        "In den meisten Fällen ja. Wir haben gängige Kassensysteme aus Handel und Gastronomie über ihre APIs angebunden. Gibt es keine API, nutzen wir Belegcodes oder QR-Scans, damit Kunden auch im Geschäft Punkte sammeln.",
    },
  ],
  related: ["email-marketing", "design-ui-ux", "mobile-app-development", "react-native"],
  cta: {
    title: "Loten Sie eine Kundenbindungs-App aus",
    body: "Erzählen Sie uns von Ihren Kunden und davon, wie oft sie kaufen. Wir skizzieren Prämienmechanik, Funktionen und ein Budget in Phasen.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
