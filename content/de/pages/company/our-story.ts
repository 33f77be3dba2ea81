import type { z } from "zod";
import type { storySchema } from "../../../schema";
import { site } from "../../../site";

/** Die Seite /de/about/our-story. */
export const storyPage = {
  title: "Über uns: vom Studio in Lahore zu drei Büros | Alphai",
  description: `Wie Alphai von einem Studio mit neun Leuten im Jahr ${site.foundingYear} auf über ${site.figures.people} Mitarbeitende in Dubai, Lahore und München wuchs – mit Mission, Werten und Führungsteam.`,
  h1: "Unsere Geschichte",
  intro: `Alphai begann ${site.foundingYear}, weil Kunden genug von Agenturen hatten, die ein erfahrenes Team verkaufen und dann ein junges einsetzen. Wir wollten ein Unternehmen, in dem die Menschen aus dem Pitch auch im Sprint sitzen und Engineering, Design und Marketing ein Team bilden.`,
  mission:
    "Unsere Mission: ambitionierten Organisationen in der Golfregion, in Südasien und in Europa ein Produktteam zu geben, dem sie vertrauen können – erfahren genug, um ein Briefing zu hinterfragen, transparent bei Kosten und Fortschritt und auch lange nach dem Launch noch da, um zu betreuen, was wir gebaut haben.",
  milestones: [
    {
      year: 2022,
      title: "Ein Studio mit neun Leuten in Lahore",
      body: "Hamza Qureshi und Sana Malik gründeten Alphai mit sieben Engineers in einem Gemeinschaftsbüro in Lahore. Die ersten Kunden waren ein Immobilienportal aus Dubai und ein Payment-Start-up aus Karatschi – beide arbeiten bis heute mit uns.",
    },
    {
      year: 2023,
      title: "Ein Büro in Dubai für die Golfstaaten",
      body: "Da ein wachsender Teil unserer Aufträge aus den VAE und aus Saudi-Arabien kam, eröffneten wir ein Büro in Business Bay, Dubai – für Discovery-Workshops, Design und Kundenbetreuung nah an unseren Kunden am Golf.",
    },
    {
      year: 2024,
      title: "München und der DACH-Markt",
      body: "Jonas Weber kam zu uns, um unser DACH-Büro in München zu eröffnen. Kunden aus dem deutschsprachigen Raum brachten neue Maßstäbe für Dokumentation, Datenschutz und Barrierefreiheit mit, die heute jedes Alphai-Projekt prägen.",
    },
    {
      year: 2025,
      title: "Marketing und Marke kommen zum Engineering hinzu",
      body: "Wir bauten Teams für digitales Marketing, Markenstrategie und Content auf, damit Kunden ein Produkt mit einem einzigen Partner launchen und wachsen lassen können. Im selben Jahr überschritten wir die Marke von 100 umgesetzten Projekten.",
    },
    {
      year: 2026,
      title: `Über ${site.figures.people} Menschen, über ${site.figures.projects} Projekte, ${site.figures.countries} Länder`,
      body: `Heute arbeiten mehr als ${site.figures.people} Engineers, Designer und Marketingfachleute in unseren drei Büros für Kunden in ${site.figures.countries} Ländern. Lahore ist unser wichtigster Engineering-Standort, und für KI-Integration haben wir einen eigenen Fachbereich.`,
    },
  ],
  values: [
    {
      icon: "handshake",
      title: "Sagen, was wir tun – und es dann tun",
      body: "Zu jeder Schätzung schreiben wir ihre Annahmen auf. Ändert sich etwas, erfahren Kunden es von uns im nächsten Stand-up, nicht am Monatsende.",
    },
    {
      icon: "users",
      title: "Erfahrene Leute an der Arbeit",
      body: "Jedes Projekt hat einen Lead Engineer und einen Lead Designer, die bereits Produkte zum Launch gebracht haben – und beide bleiben im Projekt, statt nach dem Kick-off weiterzuziehen.",
    },
    {
      icon: "check-circle",
      title: "Qualität ist Teil der Schätzung",
      body: "Code-Reviews, automatisierte Tests und Prüfungen der Barrierefreiheit werden von Anfang an eingeplant und eingepreist – und nie stillschweigend gestrichen, wenn eine Deadline näher rückt.",
    },
    {
      icon: "lightbulb",
      title: "Das Briefing hinterfragen",
      body: "Wir fragen, warum ein Feature gebraucht wird, bevor wir fragen, wie wir es bauen. Manchmal ist unser nützlichster Rat, weniger zu bauen.",
    },
    {
      icon: "graduation-cap",
      title: "Offen dazulernen",
      body: "Interne Gilden, Konferenzvorträge und offene Berichte über unsere eigenen Fehler halten das Team wach und machen die Zusammenarbeit mit uns leichter.",
    },
  ],
  leadership: [
    {
      name: "Hamza Qureshi",
      role: "Mitgründer und CEO",
      bio: "Hamza hat elf Jahre lang in Dubai Payment- und E-Commerce-Plattformen aufgebaut, bevor er Alphai mitgründete. Er verantwortet die Strategie und das Büro für die Golfstaaten und ist bei den meisten Discovery-Workshops mit neuen Kunden noch selbst dabei.",
    },
    {
      name: "Sana Malik",
      role: "Mitgründerin und CTO",
      bio: "Sana leitete Engineering-Teams bei einem Softwarehaus in Lahore und einem Berliner Fintech. Sie führt den Engineering-Standort Lahore, setzt unsere Standards für Architektur und Sicherheit und prüft jedes technische Angebot, das wir verschicken.",
    },
    {
      name: "Jonas Weber",
      role: "Geschäftsführer DACH",
      bio: "Jonas kam 2024 nach zehn Jahren in der Beratung für digitale Produkte in München zu uns. Er verantwortet die Kundenpartnerschaften in Deutschland, Österreich und der Schweiz sowie unseren Fachbereich für Datenschutz und Compliance.",
    },
    {
      name: "Layla Haddad",
      role: "Leiterin Design",
      bio: "Layla hat Designsysteme für Banken und Behördendienste in der Golfregion entwickelt. Sie leitet die Designerinnen und Designer von Alphai in allen drei Büros und setzt sich für zweisprachige Oberflächen ein, die auch von rechts nach links funktionieren.",
    },
    {
      name: "Bilal Chaudhry",
      role: "Leiter Delivery",
      bio: "Bilal hat die Umsetzung von mehr als sechzig Alphai-Projekten geleitet. Er verantwortet unsere Zusammenarbeitsmodelle, unsere Schätzpraxis und die Berichte, die jeder Kunde am Ende jedes Sprints erhält.",
    },
  ],
  cta: {
    title: "Lernen Sie das Team hinter der Geschichte kennen",
    body: "Vereinbaren Sie ein Gespräch mit unserer Leitung in Dubai, Lahore oder München und besprechen Sie Ihr Produkt mit den Menschen, die es tatsächlich bauen würden.",
  },
} satisfies z.input<typeof storySchema>;
