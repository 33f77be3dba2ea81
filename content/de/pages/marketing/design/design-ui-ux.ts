import type { z } from "zod";
import type { serviceDetailSchema } from "../../../../schema";

/** Die Seite /de/design/ui-ux. */
export const designUiUx = {
  title: "UI/UX-Design: Registrierung, Checkout, Onboarding | Alphai",
  description:
    "UI/UX-Design von Alphai für marketingkritische Nutzerwege: Recherche, Wireframes und getestete Prototypen für Registrierung, Checkout und Onboarding.",
  h1: "UI/UX-Design für die Nutzerwege, die über die Conversion entscheiden",
  intro:
    "Die meisten Abbrüche passieren an wenigen Stellen: ein langes Registrierungsformular, eine verwirrende Preisseite, ein Onboarding-Screen, der zu viel verlangt. Wir untersuchen, wo und warum Nutzer abspringen, gestalten diese Wege neu und testen die Prototypen mit echten Nutzern, bevor eine einzige Zeile Code geschrieben wird.",
  offerings: [
    {
      icon: "search",
      title: "UX-Research",
      body: "Nutzerinterviews, Auswertung von Analytics und Sitzungsaufzeichnungen sowie heuristische Evaluation, um die Hürden zu finden, die Sie Conversions kosten.",
    },
    {
      icon: "compass",
      title: "Journey Mapping",
      body: "Durchgängige Karten, wie Nutzer von der Anzeige oder Suche bis zur Registrierung und zum ersten echten Nutzen gelangen, mit markierten Abbruchpunkten und Chancen.",
    },
    {
      icon: "layout",
      title: "Wireframes und Informationsarchitektur",
      body: "Seiten- und Screen-Strukturen, Navigation und Inhaltshierarchie, vor dem visuellen Design mit Card Sorting und Tree Testing geprüft.",
    },
    {
      icon: "pen-tool",
      title: "Interface-Design",
      body: "High-Fidelity-UI für Web und Mobile auf Basis einer Komponentenbibliothek mit Design-Tokens und dokumentierten Zuständen.",
    },
    {
      icon: "users",
      title: "Prototyp-Tests",
      body: "Klickbare Figma-Prototypen, getestet mit fünf bis acht Nutzern aus der Zielgruppe pro Runde, remote oder vor Ort.",
    },
    {
      icon: "check-circle",
      title: "Barrierefreiheits-Reviews",
      body: "Prüfung nach WCAG 2.2 AA auf Kontrast, Fokusreihenfolge, Touch-Ziele und Formularbeschriftungen, damit mehr Menschen jede Aufgabe abschließen können.",
    },
  ],
  outcomes: [
    {
      title: "Höhere Abschlussquoten",
      body: "Wer Formulare auf die wirklich nötigen Felder kürzt und erklärt, wozu jede Angabe dient, steigert die Abschlussquote typischerweise deutlich.",
    },
    {
      title: "Weniger Nacharbeit",
      body: "Prototyp-Tests vor der Entwicklung decken Usability-Probleme auf, solange Änderungen noch günstig sind.",
    },
    {
      title: "Schnelleres Onboarding",
      body: "Wer Schritte und Fragen streicht, die warten können, verkürzt die Zeit von der Registrierung bis zur ersten sinnvollen Aktion eines Nutzers.",
    },
  ],
  process: [
    {
      title: "Verstehen",
      body: "Ziele, Kennzahlen und Rahmenbedingungen sowie Analytics, Aufzeichnungen und Nutzerinterviews, um zu sehen, wie Menschen sich tatsächlich verhalten.",
    },
    {
      title: "Abbilden und priorisieren",
      body: "Journey Maps und eine Liste der Probleme, geordnet danach, wie viele Nutzer sie betreffen und was sie kosten.",
    },
    {
      title: "Gestalten",
      body: "Erst Wireframes, dann High-Fidelity-Screens in Figma, aufgebaut aus wiederverwendbaren Komponenten und mit Ihrem Team abgestimmt.",
    },
    {
      title: "Testen",
      body: "Moderierte oder unmoderierte Tests des Prototyps; Erkenntnisse und Änderungen werden für jede Runde dokumentiert.",
    },
    {
      title: "Übergeben und messen",
      body: "Annotierte Designs und Tokens für die Entwicklung, nach dem Launch eine Auswertung gegenüber den Ausgangswerten.",
    },
  ],
  tech: [
    { name: "Figma", use: "Interface-Design, Prototypen und gemeinsame Komponentenbibliotheken" },
    { name: "FigJam", use: "Journey Maps, Workshops und User-Flow-Diagramme" },
    { name: "Maze", use: "Unmoderierte Prototyp- und First-Click-Tests" },
    { name: "Hotjar", use: "Heatmaps, Sitzungsaufzeichnungen und Umfragen direkt auf der Seite" },
    { name: "Optimal Workshop", use: "Card Sorting und Tree Testing für die Navigation" },
    { name: "Lookback", use: "Moderierte Remote-Usability-Tests" },
    { name: "Stark", use: "Kontrast- und Barrierefreiheitsprüfungen direkt in Figma" },
    { name: "Storybook", use: "Abgleich umgesetzter Komponenten mit den Designs" },
  ],
  faqs: [
    {
      question: "Worin unterscheidet sich das vom UX/UI-Design in der Produktentwicklung?",
      answer:
        "Beide Leistungen nutzen dieselben Designer und Methoden. Diese Leistung konzentriert sich auf marketingkritische Nutzerwege wie Landingpages, Registrierung, Checkout und Onboarding. Unsere Leistung UX/UI-Design im Bereich Produktentwicklung umfasst das komplette Produktdesign, von der Discovery-Phase bis zu komplexen Anwendungsoberflächen.",
    },
    {
      question: "Mit wie vielen Nutzern testen Sie?",
      answer:
        "Meist mit fünf bis acht pro Runde und zentraler Zielgruppe. Das reicht, um die meisten relevanten Usability-Probleme aufzudecken. Wir fahren lieber mehrere kleine Runden als eine große Studie und beheben Probleme zwischen den Runden.",
    },
    {
      question: "Können Sie mit unserem bestehenden Designsystem arbeiten?",
      answer:
        "Ja. Wir erweitern bestehende Figma-Bibliotheken, statt sie zu ersetzen, und ergänzen neue Komponenten nur dort, wo sie fehlen – dokumentiert, damit Ihr Team sie pflegen kann.",
    },
  ],
  related: ["design-web", "ux-ui", "marketing-mobile-apps"],
  cta: {
    title: "Finden Sie heraus, wo Nutzer abspringen",
    body: "Nennen Sie uns den Nutzerweg, der am meisten zählt. Wir prüfen Ihre Analytics-Daten und Screens und schicken Ihnen einen kurzen Bericht zu den größten Hürden.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
