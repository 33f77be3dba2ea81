import type { z } from "zod";
import type { serviceDetailSchema } from "../../../../schema";

/** Die Seite /de/design/graphic. */
export const designGraphic = {
  title: "Grafikdesign: Corporate Design, Kampagnen & Print | Alphai",
  description:
    "Grafikdesign von Alphai: Logos, Corporate-Design-Systeme, Kampagnen- und Social-Media-Motive, Pitch-Decks und Print, nach Richtlinien für jeden Kanal.",
  h1: "Grafikdesign, das Ihre Marke überall wiedererkennbar macht",
  intro:
    "Menschen erkennen Marken an wiederkehrenden, konsistenten visuellen Merkmalen: einem Logo, einer Farbe, einer Schrift, einem Bildstil. Wir gestalten Corporate-Design-Systeme und die alltäglichen Medien, die sie tragen – von Social-Media-Posts und Anzeigen bis zu Pitch-Decks, Verpackungen und Eventmaterial, auf Englisch und Arabisch.",
  offerings: [
    {
      icon: "palette",
      title: "Visuelle Identität",
      body: "Logos, Farbpaletten, Typografie und grafische Elemente, gestaltet als System, das vom App-Icon bis zur Plakatwand funktioniert.",
    },
    {
      icon: "file-text",
      title: "Markenrichtlinien",
      body: "Klare Richtlinien mit Beispielen für richtig und falsch sowie bearbeitbaren Vorlagen, damit interne Teams und Partner markenkonform bleiben.",
    },
    {
      icon: "megaphone",
      title: "Kampagnen- und Anzeigenmotive",
      body: "Key Visuals, adaptiert in alle benötigten Größen und Formate für Meta, Google, LinkedIn, TikTok, Außenwerbung und Print.",
    },
    {
      icon: "layout",
      title: "Social-Media-Vorlagen",
      body: "Vorlagen für Posts, Stories und Karussells in Figma oder Canva, die Ihr Team aktualisieren kann, ohne das Design zu zerstören.",
    },
    {
      icon: "briefcase",
      title: "Präsentationen und Vertriebsmaterial",
      body: "Pitch-Decks, Investorenpräsentationen, One-Pager und Angebote, die komplexe Leistungen leicht verständlich machen.",
    },
    {
      icon: "shopping-cart",
      title: "Verpackung und Print",
      body: "Verpackungen, Broschüren, Beschilderung und Eventmaterial, mit druckfertigen Dateien und Farbproofs.",
    },
  ],
  outcomes: [
    {
      title: "Einheitlicher Markenauftritt",
      body: "Ein Identitätssystem mit Vorlagen für jede Filiale, jeden Kanal und jede Liefer-App ist innerhalb eines Quartals ausgerollt, statt auseinanderzudriften.",
    },
    {
      title: "Schnellere Produktion im eigenen Haus",
      body: "Mit bearbeitbaren Vorlagen erstellen Marketingteams Routinemedien selbst – so bleibt die Designzeit für größere Kampagnen.",
    },
    {
      title: "Ein stärkerer erster Eindruck",
      body: "Ein neu gestaltetes Investoren- oder Vertriebsdeck präsentiert Traktion und Belege klar, sodass Termine mit der Geschichte beginnen statt mit den Folien.",
    },
  ],
  process: [
    {
      title: "Briefing",
      body: "Ziele, Zielgruppen, Kanäle und vorhandene Markenelemente sowie Referenzen dafür, was Ihnen gefällt und was nicht.",
    },
    {
      title: "Konzepte",
      body: "Zwei oder drei kreative Richtungen mit Begründung, gezeigt in realistischen Anwendungen statt auf einem leeren Blatt.",
    },
    {
      title: "Ausarbeiten",
      body: "Die gewählte Richtung wird im Detail über die wichtigsten Formate hinweg entwickelt, mit vorab vereinbarten Feedbackrunden.",
    },
    {
      title: "Produzieren und liefern",
      body: "Reinzeichnungen in allen benötigten Formaten und Größen, Quelldateien, Vorlagen und Richtlinien, geliefert in einer geordneten Bibliothek.",
    },
  ],
  tech: [
    { name: "Adobe Illustrator", use: "Logos, Icons und Vektorillustration" },
    { name: "Adobe Photoshop", use: "Bildretusche und Compositing" },
    { name: "Adobe InDesign", use: "Broschüren, Berichte und Drucklayouts" },
    { name: "Figma", use: "Digitale Medien, Präsentationen und gemeinsame Vorlagen" },
    { name: "Canva", use: "Bearbeitbare Vorlagen für interne Marketingteams" },
    { name: "Frontify", use: "Online-Markenrichtlinien und Asset-Bibliothek" },
    { name: "Pantone Connect", use: "Farbabstimmung für Druck und Verpackung" },
  ],
  faqs: [
    {
      question: "Können Sie auf Arabisch ebenso gestalten wie auf Englisch?",
      answer:
        "Ja. Unsere Designer arbeiten regelmäßig mit zweisprachigen Layouts und wählen arabische Schriften, die zum Charakter Ihrer lateinischen Schrift passen, statt einfach eine Standard-Systemschrift zu verwenden.",
    },
    {
      question: "Erhalten wir die Quelldateien?",
      answer:
        "Ja. Sobald das Projekt bezahlt ist, gehören Ihnen die Rechte an den finalen Entwürfen, und Sie erhalten die bearbeitbaren Quelldateien. Lizenzierte Schriften und Stockbilder führen wir auf, damit Sie sie für Ihre eigene Nutzung lizenzieren können.",
    },
    {
      question: "Unterstützen Sie uns auch laufend beim Design?",
      answer:
        "Ja. Viele Kunden nutzen ein monatliches Designkontingent oder einen festen Designer für Kampagnenmedien, Social-Media-Inhalte und Vertriebsmaterial – mit einem gemeinsamen Board für Anfragen und vereinbarten Bearbeitungszeiten.",
    },
  ],
  related: ["brand-strategy", "design-animations", "digital-campaigns"],
  cta: {
    title: "Briefen Sie unsere Grafikdesigner",
    body: "Sagen Sie uns, was Sie brauchen – von einer neuen Identität bis zu einem Monat Kampagnenmaterial. Wir antworten mit Leistungsumfang und Zeitplan.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
