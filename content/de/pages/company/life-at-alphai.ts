import type { z } from "zod";
import type { lifeSchema } from "../../../schema";

/** Die Seite /de/about/life-at-alphai. */
export const lifePage = {
  title: "Arbeiten bei Alphai: Kultur, Benefits und Team | Alphai",
  description:
    "So arbeitet es sich bei Alphai: Gilden, Hackathons, flexible Arbeitszeiten, Weiterbildungsbudgets und Teamtage in unseren Büros in Dubai, Lahore und München.",
  h1: "Arbeiten bei Alphai",
  intro:
    "Bei Alphai arbeiten Menschen, die gern etwas bauen, in drei Büros und mehreren Zeitzonen. Wir bewahren die Stärken eines kleinen Studios, etwa kurze Feedbackschleifen und Menschen, die sich kennen, und bieten allen die Struktur und Entwicklungswege eines größeren Unternehmens.",
  culture: [
    {
      icon: "message-square",
      title: "Wir halten alles schriftlich fest",
      body: "Entscheidungen, Architekturnotizen und Retrospektiven werden aufgeschrieben und geteilt. So ist niemand in einem anderen Büro oder einer anderen Zeitzone auf ein Gespräch angewiesen, das er verpasst hat.",
    },
    {
      icon: "code",
      title: "Gilden über Projekte hinweg",
      body: "Gilden für Frontend, Mobile, Cloud, QA und Design treffen sich alle zwei Wochen, um Muster zu teilen, Tools zu bewerten und die Standards festzulegen, denen jedes Projekt folgt.",
    },
    {
      icon: "heart",
      title: "Ein Tempo, das sich halten lässt",
      body: "Wir planen mit normalen Arbeitszeiten. Arbeit am Abend oder am Wochenende ist die Ausnahme, wird vorher abgesprochen und mit Freizeit ausgeglichen.",
    },
    {
      icon: "compass",
      title: "Verantwortung mit Rückhalt",
      body: "Engineers und Designer sprechen direkt mit Kunden und verantworten ihre Features; die Leads springen ein, um zu helfen, nicht um zu übernehmen.",
    },
  ],
  benefits: [
    {
      icon: "graduation-cap",
      title: "Weiterbildungsbudget",
      body: "Ein jährliches persönliches Budget für Kurse, Bücher, Zertifizierungen und Konferenzen sowie bezahlte Lernzeit vor Zertifizierungsprüfungen.",
    },
    {
      icon: "heart",
      title: "Krankenversicherung",
      body: "Private Krankenversicherung für Mitarbeitende und ihre engsten Familienangehörigen, angepasst an die Regeln jedes Landes, in dem wir tätig sind.",
    },
    {
      icon: "timer",
      title: "Flexible Arbeitszeiten",
      body: "Kernzeiten für die Zusammenarbeit mit flexiblem Beginn und Ende sowie hybride Arbeitsmodelle, die jedes Team für sich vereinbart.",
    },
    {
      icon: "plane",
      title: "Austausch zwischen den Büros",
      body: "Kurze Einsätze in Dubai, Lahore oder München für alle, die näher an Kunden oder an Kolleginnen und Kollegen in einer anderen Region arbeiten möchten.",
    },
    {
      icon: "monitor",
      title: "Gute Ausstattung",
      body: "Ein aktueller Laptop Ihrer Wahl, ein zweiter Monitor und ein Homeoffice-Zuschuss für alle, die einen Teil der Woche remote arbeiten.",
    },
    {
      icon: "users",
      title: "Elternzeit",
      body: "Bezahlte Elternzeit über das gesetzliche Minimum des jeweiligen Landes hinaus und ein schrittweiser Wiedereinstieg für frischgebackene Eltern.",
    },
  ],
  moments: [
    {
      slug: "quarterly-hackathon",
      title: "Hackathon jedes Quartal",
      caption:
        "Zwei Tage pro Quartal für interne Tools und Experimente. Mehrere unserer Delivery-Vorlagen sind als Hackathon-Projekte entstanden.",
      alt: "Illustration: zwei Personen an einem Whiteboard mit Hack-Ideen auf Haftnotizen und Klebepunkten, eine klebt eine Notiz an; auf dem Tisch ein Laptop.",
    },
    {
      slug: "friday-demos",
      title: "Freitagsdemos",
      caption:
        "Jeden zweiten Freitag zeigen die Teams dem ganzen Unternehmen per Video, was sie ausgeliefert haben; danach stellen die anderen Büros ihre Fragen.",
      alt: "Illustration: ein Laptop mit einem Videocall, darin ein geteilter App-Bildschirm und vier Teilnehmende, von denen eine Person die Hand hebt.",
    },
    {
      slug: "annual-offsite",
      title: "Jährliches Offsite",
      caption:
        "Einmal im Jahr trifft sich das ganze Unternehmen an einem Ort – für Planungsrunden, Vorträge von Kolleginnen und Kollegen und einen Tag ohne Laptops.",
      alt: "Illustration: vier Kollegen gehen einen Pfad den Hügel hinauf zu einer Fahne, dahinter ein Baum, ein zweiter Hügel und die Sonne.",
    },
    {
      slug: "ramadan-iftars",
      title: "Iftar im Ramadan",
      caption:
        "Im Ramadan passen die Büros in Dubai und Lahore ihre Arbeitszeiten an und laden Team, Kunden und Familien zum Iftar-Abendessen ein.",
      alt: "Illustration: ein Tisch mit einem Teller Datteln, einem Wasserkrug und zwei Gläsern, darüber eine hängende Laterne, im Fenster eine Mondsichel.",
    },
    {
      slug: "guild-talks",
      title: "Vorträge der Gilden",
      caption:
        "Kurze interne Vorträge zu Themen wie React Server Components, dem Aufbau von Terraform-Modulen oder Audits zur Barrierefreiheit, aufgezeichnet für alle Büros.",
      alt: "Illustration: eine Person am Rednerpult neben einer Folie mit Komponentendiagramm, das Publikum von hinten und eine Kamera auf einem Stativ.",
    },
    {
      slug: "munich-summer-day",
      title: "Sommertag in München",
      caption:
        "Das Münchner Team lädt Kolleginnen und Kollegen aus den anderen Büros zu einem Sommertag mit Workshops an der Isar und einem gemeinsamen Abendessen ein.",
      alt: "Illustration: drei Kollegen an einem Picknicktisch an einem Fluss, dahinter Bäume, eine Bogenbrücke und die Sonne.",
    },
  ],
  cta: {
    title: "Gefällt Ihnen, was Sie sehen?",
    body: "Sehen Sie sich unsere offenen Stellen in Engineering, Design, QA und Marketing an, oder schicken Sie uns eine Initiativbewerbung und erzählen Sie uns, wie Sie sich einbringen möchten.",
  },
} satisfies z.input<typeof lifeSchema>;
