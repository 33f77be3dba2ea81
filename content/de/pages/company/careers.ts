import type { z } from "zod";
import type { careersSchema } from "../../../schema";

/** Die Seite /de/about/careers. */
export const careersPage = {
  title: "Karriere: Stellen in Technik, Design & Marketing | Alphai",
  description:
    "Offene Stellen bei Alphai in Lahore, Dubai, München und remote: Engineering, Design, QA und Marketing, mit erfahrenen Mentoren und echten Kundenprodukten.",
  h1: "Karriere bei Alphai",
  intro:
    "Wir suchen Menschen für Engineering, Design, QA und Marketing, die echte Produkte für echte Kunden ausliefern, von erfahrenen Kolleginnen und Kollegen lernen und mitbestimmen möchten, wie gearbeitet wird. Unsere Standorte sind Lahore, Dubai und München; manche Stellen sind auch remote möglich.",
  whyJoin: [
    {
      icon: "rocket",
      title: "Produkte, die bei Nutzern ankommen",
      body: "Sie arbeiten an Fintech-Apps, Gesundheitsplattformen, Marktplätzen und Tools für NGOs, die bei echten Nutzern live gehen – nicht an internen Prototypen, die nie über eine Präsentationsfolie hinauskommen.",
    },
    {
      icon: "graduation-cap",
      title: "Ein jährliches Weiterbildungsbudget",
      body: "Jedes Teammitglied hat ein persönliches Budget für Kurse, Zertifizierungen und Konferenzen, dazu bezahlte Zeit für unsere internen Gilden zu Frontend, Mobile, Cloud und Design.",
    },
    {
      icon: "globe",
      title: "Drei Büros, ein Team",
      body: "Sie arbeiten mit Kolleginnen, Kollegen und Kunden in der Golfregion, in Südasien und in Europa zusammen und können für kurze Einsätze in ein anderes Alphai-Büro gehen.",
    },
    {
      icon: "users",
      title: "Mentoren, nicht nur Vorgesetzte",
      body: "Wer neu anfängt, bekommt einen erfahrenen Mentor an die Seite und folgt einem schriftlich festgelegten Entwicklungsrahmen. So sind die Kriterien für eine Beförderung klar, statt verhandelt zu werden.",
    },
  ],
  hiringProcess: [
    {
      title: "Sichtung der Bewerbung",
      body: "Eine verantwortliche Führungskraft aus dem jeweiligen Team liest jede Bewerbung und antwortet innerhalb von zehn Werktagen – unabhängig vom Ergebnis.",
    },
    {
      title: "Kennenlerngespräch",
      body: "Ein 30-minütiges Gespräch über Ihre Erfahrung, Ihre Erwartungen an die nächste Stelle und Ihre Fragen zu Alphai.",
    },
    {
      title: "Praktische Aufgabe",
      body: "Eine kurze, bezahlte Aufgabe für zu Hause oder eine Live-Pairing-Session zu einem realistischen Problem. Unbezahlte Arbeit an Kundenprojekten verlangen wir nie.",
    },
    {
      title: "Gespräch mit dem Team",
      body: "Sie lernen die Menschen kennen, mit denen Sie arbeiten würden, stellen Ihre Aufgabe vor und sprechen darüber, wie Sie mit Zielkonflikten, Feedback und Zusammenarbeit umgehen.",
    },
    {
      title: "Angebot",
      body: "Ein schriftliches Angebot mit Gehalt, Zusatzleistungen und Startdatum, in der Regel innerhalb einer Woche nach dem Gespräch mit dem Team.",
    },
  ],
  howToApply:
    "Öffnen Sie oben eine Stelle und bewerben Sie sich über das Formular auf ihrer Seite: mit Ihrem Lebenslauf, ein paar Sätzen dazu, warum Sie die Stelle interessiert, und auf Wunsch mit Links zu einem Portfolio oder GitHub-Profil. Passt keine der aktuellen Stellen, schicken Sie uns eine Initiativbewerbung per E-Mail und sagen Sie uns, in welchem Team Sie gern arbeiten würden.",
  noRoles:
    "Derzeit sind keine Stellen ausgeschrieben. Schicken Sie uns eine Initiativbewerbung an careers@alphai.tech – wir melden uns, sobald eine passende Stelle frei wird.",
} satisfies z.input<typeof careersSchema>;
