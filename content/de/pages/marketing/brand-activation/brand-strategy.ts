import type { z } from "zod";
import type { serviceDetailSchema } from "../../../../schema";

/** Die Seite /de/brand-strategy. */
export const brandStrategy = {
  title: "Markenstrategie, Positionierung & Botschaften | Alphai",
  description:
    "Markenstrategie von Alphai: Kundenforschung, Positionierung, Botschaften und Tonalität, gebündelt in einer Markenplattform für Ihr ganzes Team.",
  h1: "Markenstrategie, die klar macht, warum gerade Sie – und warum jetzt",
  intro:
    "Können Sie nicht in einem Satz sagen, warum Kunden Sie wählen sollten, muss jede Kampagne, Pitch-Präsentation und Webseite härter arbeiten. Wir untersuchen Markt und Kunden, definieren eine Position, die Sie glaubwürdig besetzen, und übersetzen sie in Botschaften für den Alltag Ihrer Teams.",
  offerings: [
    {
      icon: "users",
      title: "Kunden- und Marktforschung",
      body: "Interviews, Umfragen und die Auswertung von Bewertungen, um zu verstehen, wie Kunden ihr Problem beschreiben, welche Alternativen sie erwägen und warum sie kaufen.",
    },
    {
      icon: "target",
      title: "Positionierung",
      body: "Eine klare Aussage darüber, wen Sie bedienen, in welcher Kategorie Sie antreten und welchen Unterschied Sie belegen können – geprüft im Vergleich zum Wettbewerb.",
    },
    {
      icon: "message-square",
      title: "Botschaften und Tonalität",
      body: "Eine Botschaftshierarchie, Nutzenversprechen je Zielgruppe, Belege und ein Leitfaden zur Tonalität mit Beispielen dafür, was man schreiben und was man vermeiden sollte.",
    },
    {
      icon: "layers",
      title: "Markenarchitektur",
      body: "Wie Unternehmen, Produkte und Submarken zueinander stehen und wie Sie neue Angebote benennen, ohne Kunden zu verwirren.",
    },
    {
      icon: "palette",
      title: "Kreative Leitlinie",
      body: "Moodboards und visuelle Prinzipien als Briefing für Corporate Design, Website und Kampagnen, umgesetzt von unserem Designteam.",
    },
    {
      icon: "refresh-cw",
      title: "Rebranding und Neupositionierung",
      body: "Geplante Übergänge für Unternehmen, die ihrer Marke entwachsen sind, einschließlich Rollout-Plänen für Website, Produkt und Vertriebsmaterialien.",
    },
  ],
  outcomes: [
    {
      title: "Ein schärferer Pitch",
      body: "Eine klare Position und belastbare Belege geben dem Vertrieb eine überzeugendere Geschichte – das zeigt sich innerhalb weniger Quartale in der Abschlussquote von Angeboten.",
    },
    {
      title: "Einheitliche Botschaften",
      body: "Vertrieb, Marketing und Produktteams beschreiben Ihr Unternehmen auf dieselbe Weise, weil alle mit einem schriftlichen Leitfaden zu Positionierung und Botschaften arbeiten.",
    },
    {
      title: "Schnellere Kreativarbeit",
      body: "Eine klare Positionierung und Richtlinien zur Tonalität bedeuten weniger Korrekturschleifen bei Kampagnen, Website-Texten und Präsentationen.",
    },
  ],
  process: [
    {
      title: "Eintauchen",
      body: "Stakeholder-Workshops, eine Sichtung bestehender Materialien, Analytics-Daten und Wettbewerber sowie der Forschungsplan.",
    },
    {
      title: "Forschen",
      body: "Acht bis fünfzehn Kundeninterviews, wo sinnvoll ergänzt um eine Umfrage, verdichtet zu Kundenaufgaben, Schmerzpunkten und Kaufauslösern.",
    },
    {
      title: "Definieren",
      body: "Positionierungsoptionen werden in einem Workshop vorgestellt und diskutiert und dann zu einer einzigen Position und Botschaftshierarchie verfeinert.",
    },
    {
      title: "Validieren",
      body: "Vor dem Rollout werden die Botschaften mit Zielkunden in Interviews oder kurzen Präferenztests geprüft.",
    },
    {
      title: "Einführen",
      body: "Ein Dokument zur Markenplattform, eine Schulung für Ihre Teams und ein Plan für die Aktualisierung von Website, Präsentationen und Kampagnen.",
    },
  ],
  tech: [
    { name: "Miro", use: "Remote-Workshops, Affinitätsdiagramme und Übungen zur Positionierung" },
    { name: "Dovetail", use: "Verschlagwortung von Interviews und Synthese der Forschungsergebnisse" },
    { name: "Typeform", use: "Kunden- und Marktumfragen" },
    { name: "Maze", use: "Präferenztests für Botschaften und Konzepte" },
    { name: "Brandwatch", use: "Social Listening und Share-of-Voice-Analysen" },
    { name: "Figma", use: "Moodboards, kreative Leitlinien und Markenpräsentationen" },
    { name: "Frontify", use: "Markenportal für Richtlinien und freigegebene Assets" },
  ],
  faqs: [
    {
      question: "Wie lange dauert ein Markenstrategie-Projekt?",
      answer:
        "Ein fokussiertes Projekt zu Positionierung und Botschaften für ein Start-up oder Scale-up dauert in der Regel sechs bis acht Wochen. Projekte mit mehreren Zielgruppen, Märkten oder Submarken brauchen zehn bis vierzehn Wochen, vor allem wegen der Forschung und der Abstimmung mit den Stakeholdern.",
    },
    {
      question: "Brauchen wir dafür ein neues Logo?",
      answer:
        "Nicht unbedingt. Viele Unternehmen brauchen eine klarere Positionierung und klarere Botschaften, keine neue Identität. Zeigt die Forschung, dass Ihr visuelles Erscheinungsbild Ihrer Position entgegenwirkt, sagen wir Ihnen das und planen die Arbeit an der Identität separat mit unserem Grafikdesign-Team.",
    },
    {
      question: "Wer muss auf unserer Seite beteiligt sein?",
      answer:
        "In der Regel Gründer oder CEO, die Leitungen von Marketing, Vertrieb und Produkt sowie sechs bis zehn Kunden, die für Interviews zur Verfügung stehen. Die Workshops beanspruchen über das gesamte Projekt insgesamt etwa sechs Stunden Zeit Ihrer Führungskräfte.",
    },
  ],
  related: ["design-graphic", "digital-campaigns", "content-marketing"],
  cta: {
    title: "Klären Sie, wofür Ihre Marke steht",
    body: "Vereinbaren Sie ein Gespräch über Ihren Markt und Ihre Wachstumspläne. Wir skizzieren, welche Forschung und welche Workshops ein Positionierungsprojekt bräuchte.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
