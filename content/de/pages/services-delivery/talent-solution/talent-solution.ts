import type { z } from "zod";
import type { serviceFamilySchema } from "../../../../schema";
import { site } from "../../../../site";

/** Die Seite /de/talent-solution. */
export const talentSolution = {
  title: "Teamverstärkung: dedizierte Teams und Entwickler | Alphai",
  description:
    "Mehr Entwicklungskapazität mit Alphai: ein dediziertes, interdisziplinäres Team für Ihr Produkt oder geprüfte Entwickler, die Ihr bestehendes Team verstärken.",
  h1: "Engineering-Kapazität – vom einzelnen Entwickler bis zum ganzen Team",
  intro:
    "Wenn Ihre Roadmap schneller wächst als Ihr Team, stocken wir die Kapazität auf – ohne monatelange Rekrutierung. Wählen Sie ein dediziertes Team, das für Ihr Produkt zusammengestellt wird, oder einzelne Entwickler, die an Ihren Stand-ups teilnehmen und in Ihren Repositorys und Tools arbeiten.",
  overview: `Bei Alphai arbeiten mehr als ${site.figures.people} Engineers, Designer und Marketingfachleute in Lahore, Dubai und München; der Großteil der Engineering-Kapazität sitzt an unserem Standort Lahore. Jeder Engineer hat vor dem Einstieg bei uns ein technisches Interview, eine praktische Programmieraufgabe und einen Kommunikationscheck bestanden und arbeitet auf Firmenhardware nach unseren Sicherheitsrichtlinien. Die Kandidaten der engeren Wahl interviewen Sie selbst und entscheiden, wer dazukommt. Dedizierte Teams bringen einen Delivery Lead und die Rollen mit, die Ihr Produkt braucht; einzelne Entwickler fügen sich in Ihren bestehenden Prozess ein. Beide Varianten laufen auf Monatsbasis, als dediziertes Team oder nach Aufwand (Time & Material). Rekrutierung, Gehaltsabrechnung, Ausstattung, Weiterbildung und Ersatz übernehmen wir.`,
  cards: {
    "our-team":
      "Ein interdisziplinäres Team aus Entwicklung, QA, Design und einem Delivery Lead, zusammengestellt für Ihr Produkt und ausschließlich dafür tätig – bei jeder Besetzung reden Sie mit.",
    "hire-developer":
      "Einzelne Frontend-, Backend-, Mobile- oder DevOps-Entwickler, die Ihr Team verstärken, in Ihren Tools und zu überlappenden Zeiten arbeiten – mit Ersatz, falls es nicht passt.",
  },
  whyUs: [
    {
      icon: "search",
      title: "Geprüft, bevor Sie sie kennenlernen",
      body: "Kandidaten durchlaufen ein technisches Interview, eine praktische Aufgabe, die ein Senior Engineer bewertet, und einen Check ihrer Kommunikation auf Englisch, bevor sie auf Ihre Shortlist kommen.",
    },
    {
      icon: "globe",
      title: "Zeitzonen, die sich überschneiden",
      body: "Lahore, Dubai und München teilen sich den Großteil des Arbeitstags in Europa und am Golf. So kann Ihr Team Stand-ups und Reviews in Echtzeit abhalten.",
    },
    {
      icon: "shield",
      title: "Ihr Code und Ihre Rechte bleiben bei Ihnen",
      body: "Geheimhaltungsvereinbarungen, die vertragliche Übertragung der Rechte am geistigen Eigentum, verwaltete Laptops, SSO und minimale Zugriffsrechte auf Ihre Systeme sind bei jedem Einsatz Standard.",
    },
  ],
  process: [
    {
      title: "Bedarf klären",
      body: "In einem Gespräch mit Ihrer technischen Leitung legen wir Rollen, Seniorität, Stack, Arbeitszeiten und Starttermin fest.",
    },
    {
      title: "Shortlist",
      body: "Wir schlagen geprüfte Profile aus unserem Team vor, meist innerhalb von ein bis zwei Wochen, mit Hinweisen auf relevante Projekte.",
    },
    {
      title: "Interviewen und auswählen",
      body: "Sie führen die Gespräche und treffen die Wahl; für kritische Rollen können wir eine bezahlte Probeaufgabe organisieren.",
    },
    {
      title: "Onboarding und Begleitung",
      body: "Wir richten Zugänge und Ausstattung ein, sind beim ersten Sprint Planning dabei und fragen monatlich nach, wie Leistung und Zusammenarbeit passen.",
    },
  ],
  cta: {
    title: "Sagen Sie uns, wen Sie in Ihrem Team brauchen",
    body: "Nennen Sie uns Rollen, Stack und Zeitrahmen. Wir melden uns mit passenden Profilen und den monatlichen Kosten für jede Form der Zusammenarbeit.",
  },
} satisfies z.input<typeof serviceFamilySchema>;
