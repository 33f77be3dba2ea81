import type { z } from "zod";
import type { serviceDetailSchema } from "../../../../schema";

/** Die Seite /de/design/animations. */
export const designAnimations = {
  title: "Motion Design: Animationen, Lottie & Video | Alphai",
  description:
    "Motion Design und Animation von Alphai: Erklärvideos, Animationen für Social Media und Anzeigen, UI-Motion und Logoanimationen als Lottie, Rive oder Video.",
  h1: "Animation und Motion Design, die erklären und fesseln",
  intro:
    "Bewegung fällt im Feed auf, erklärt ein Produkt schneller als Text und lässt Oberflächen reaktionsschnell wirken. Unsere Motion Designer erstellen Erklärvideos, animierte Anzeigen, Logoanimationen und Interface-Animationen – exportiert in Formaten, die Websites und Apps schlank halten.",
  offerings: [
    {
      icon: "monitor",
      title: "Erklärvideos",
      body: "2D- oder 3D-Erklärvideos von 60 bis 120 Sekunden mit Skript und Storyboard, die zeigen, wie Ihr Produkt funktioniert und warum es wichtig ist.",
    },
    {
      icon: "megaphone",
      title: "Animationen für Social Media und Anzeigen",
      body: "Kurze animierte Anzeigen und Posts in 9:16, 1:1 und 16:9, die ihre Botschaft in den ersten drei Sekunden vermitteln – mit oder ohne Ton.",
    },
    {
      icon: "smartphone",
      title: "UI-Motion",
      body: "Übergänge, Ladezustände und Mikrointeraktionen für Apps und Websites, geliefert als Lottie- oder Rive-Dateien mit Timing-Spezifikationen.",
    },
    {
      icon: "sparkles",
      title: "Logo- und Markenanimation",
      body: "Animierte Logos, Intros und Outros sowie Motion-Guidelines, damit sich jedes Video und jede Anzeige einheitlich bewegt.",
    },
    {
      icon: "layers",
      title: "3D-Produktvisualisierung",
      body: "3D-Renderings und -Animationen physischer oder digitaler Produkte für Launches, Anzeigen und Produktseiten.",
    },
  ],
  outcomes: [
    {
      title: "Besseres Produktverständnis",
      body: "Ein kurzes Erklärvideo auf der richtigen Seite beantwortet die Frage, die Besucher sonst dem Vertrieb stellen würden.",
    },
    {
      title: "Stärkere Anzeigenleistung",
      body: "Animierte Varianten statischer Anzeigen steigern häufig die Klickrate, und der Test beider Varianten zeigt, wo sich Bewegung lohnt.",
    },
    {
      title: "Leichte, scharfe Oberflächen",
      body: "Vektoranimationen in Lottie und Rive sind nur einen Bruchteil so groß wie GIFs oder Videos und bleiben auf jedem Bildschirm gestochen scharf.",
    },
  ],
  process: [
    {
      title: "Briefing und Skript",
      body: "Ziele, Zielgruppe und Kernbotschaften, gefolgt von einem Skript oder einer Shotlist, die vor jeder visuellen Arbeit abgestimmt wird.",
    },
    {
      title: "Storyboard und Style Frames",
      body: "Schlüsselbilder, die Look und Ablauf zeigen, damit Sie die Richtung freigeben, bevor die Animation beginnt.",
    },
    {
      title: "Animieren",
      body: "Animation, Sprecheraufnahme und Sounddesign, mit Zwischenständen, zu denen Sie Feedback geben.",
    },
    {
      title: "Liefern",
      body: "Finale Exporte in allen benötigten Formaten und Seitenverhältnissen, mit Untertiteln, Quelldateien und Implementierungshinweisen für Entwickler.",
    },
  ],
  tech: [
    { name: "Adobe After Effects", use: "2D-Motion-Graphics und Compositing" },
    { name: "Lottie", use: "Vektoranimationen, exportiert für Web und mobile Apps" },
    { name: "Rive", use: "Interaktive, zustandsgesteuerte Animationen für Oberflächen" },
    { name: "Blender", use: "3D-Modellierung, Produktrenderings und Animation" },
    { name: "Cinema 4D", use: "3D-Motion-Design für Anzeigen und Launches" },
    { name: "Adobe Premiere Pro", use: "Videoschnitt und finale Montage" },
    { name: "GSAP", use: "Scroll-gesteuerte und Timeline-Animationen auf Websites" },
    { name: "Framer Motion", use: "Animierte Übergänge in React-Oberflächen" },
  ],
  faqs: [
    {
      question: "Wie lange dauert ein Erklärvideo?",
      answer:
        "Ein 2D-Erklärvideo von 60 bis 90 Sekunden dauert vom Briefing bis zur finalen Lieferung meist vier bis sechs Wochen, inklusive Skript, Storyboard, Animation und Sprecheraufnahme. Der Zeitplan hängt vor allem davon ab, wie schnell Skripte und Storyboards freigegeben werden.",
    },
    {
      question: "Machen Animationen unsere Website langsamer?",
      answer:
        "Nicht, wenn sie richtig umgesetzt sind. Für Interface- und Illustrationsanimationen nutzen wir Lottie oder Rive, also kleine Vektordateien, komprimieren Videos sauber und respektieren die Einstellung für reduzierte Bewegung auf den Geräten der Nutzer.",
    },
    {
      question: "Können Sie Sprecheraufnahmen auf Arabisch und Deutsch produzieren?",
      answer:
        "Ja. Wir arbeiten mit professionellen Sprecherinnen und Sprechern auf Englisch, Arabisch und Deutsch und liefern Untertiteldateien für jede Sprachversion.",
    },
  ],
  related: ["design-graphic", "digital-campaigns", "design-web"],
  cta: {
    title: "Erwecken Sie Ihre Geschichte zum Leben",
    body: "Sagen Sie uns, was Sie erklären oder bewerben möchten. Wir schlagen Format, Länge und einen Budgetrahmen vor – mit einem Beispiel-Style-Frame.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
