import type { z } from "zod";
import type { serviceDetailSchema } from "../../../../schema";

/** Die Seite /de/talent-solution/our-team. */
export const ourTeam = {
  title: "Ihr dediziertes Softwareteam aufbauen | Alphai",
  description:
    "Ihr dediziertes Softwareteam: Entwicklung, QA, Design und ein Delivery Lead – für Ihr Produkt zusammengestellt, von Ihnen ausgewählt, nur für Sie tätig.",
  h1: "Bauen Sie Ihr dediziertes Team auf",
  intro:
    "Ein dediziertes Team ist eine Gruppe von Alphai-Engineers, die für Ihr Produkt zusammengestellt wird und langfristig ausschließlich daran arbeitet. Sie wählen die Personen aus, setzen die Prioritäten und besitzen den Code; wir kümmern uns um Rekrutierung, Personalverwaltung, Ausstattung, Arbeitsplätze und Mitarbeiterbindung.",
  offerings: [
    {
      icon: "users",
      title: "Interdisziplinäre Teams",
      body: "Frontend-, Backend- und Mobile-Entwickler, QA-Engineers, UX/UI-Designer und DevOps-Engineers, zusammengestellt passend zu Ihrem Produkt und Ihrer Roadmap.",
    },
    {
      icon: "briefcase",
      title: "Delivery Lead inklusive",
      body: "Ein Delivery Lead leitet die Team-Termine, verfolgt Velocity und Qualität und ist Ihr zentraler Ansprechpartner für Besetzung, Leistung und Eskalationen.",
    },
    {
      icon: "search",
      title: "Auswahl mit Ihrer Beteiligung",
      body: "Wir stellen eine Shortlist aus unserem Team zusammen und rekrutieren bei Bedarf neu; Sie interviewen jeden Kandidaten und geben jedes Teammitglied frei.",
    },
    {
      icon: "trending-up",
      title: "Flexible Skalierung",
      body: "Ergänzen Sie Rollen, wenn Ihre Roadmap wächst, oder verkleinern Sie das Team mit der vertraglich vereinbarten Kündigungsfrist, üblicherweise ein Monat pro Person.",
    },
    {
      icon: "graduation-cap",
      title: "Onboarding und Wissenssicherung",
      body: "Strukturierte Einarbeitung in Ihre Fachdomäne, dokumentiertes Wissen und geplante Übergabezeiten, damit Wechsel im Team den Fortschritt nicht zurückwerfen.",
    },
  ],
  outcomes: [
    {
      title: "Ein produktives Team in wenigen Wochen",
      body: "Die meisten dedizierten Teams starten drei bis fünf Wochen nach dem ersten Gespräch – eine lokale Rekrutierung dauert dagegen mehrere Monate.",
    },
    {
      title: "Stabile, langfristige Besetzung",
      body: "Die Teammitglieder bleiben über viele Quartale bei Ihrem Produkt und bauen das Domänenwissen auf, das kurzfristig eingesetzten Freelancern fehlt.",
    },
    {
      title: "Geringere Gesamtkosten als lokale Einstellungen",
      body: "Da der Großteil der Entwicklung in Pakistan stattfindet, kostet ein Team in der Regel spürbar weniger als vergleichbare Festanstellungen am Golf oder in Europa – ohne Vermittlungsgebühren.",
    },
  ],
  process: [
    {
      title: "Teamdesign",
      body: "Wir besprechen Ihr Produkt, Ihre Roadmap und Ihr aktuelles Team und schlagen Rollen, Seniorität und Größe für eine erste Phase vor.",
    },
    {
      title: "Auswahl",
      body: "Wir stellen Profile vor, Sie interviewen die Kandidaten, und gemeinsam legen wir die Zusammensetzung des Teams fest.",
    },
    {
      title: "Onboarding",
      body: "Wir richten Zugänge, Tools und Kommunikationskanäle ein, und das Team startet mit einem Sprint für den Wissenstransfer.",
    },
    {
      title: "Umsetzung und Reviews",
      body: "Das Team arbeitet in Ihren Sprints; der Delivery Lead berichtet monatlich über Velocity, Qualität und die Verfassung des Teams.",
    },
  ],
  tech: [
    { name: "React / Next.js", use: "Web-Frontends und serverseitig gerenderte Anwendungen" },
    { name: "Angular", use: "Webanwendungen für Unternehmen" },
    { name: "Node.js / NestJS", use: "APIs und Backend-Services in TypeScript" },
    { name: ".NET / C#", use: "Backends für Unternehmen und Systeme auf Azure" },
    { name: "Java / Spring Boot", use: "Transaktionsintensive Backend-Services" },
    { name: "Python / Django", use: "Web-Backends, Datenpipelines und KI-Integrationen" },
    { name: "Flutter / React Native", use: "Plattformübergreifende mobile Apps" },
    { name: "Swift / Kotlin", use: "Native Entwicklung für iOS und Android" },
    { name: "AWS / Azure / GCP", use: "Cloud-Infrastruktur und DevOps" },
    { name: "Jira / Linear", use: "Das Team arbeitet in Ihrem bestehenden Tracker" },
  ],
  faqs: [
    {
      question: "Worin unterscheidet sich ein dediziertes Team von einem ausgelagerten Projekt?",
      answer:
        "Bei einem Projekt verpflichten wir uns zu einem festgelegten Umfang. Bei einem dedizierten Team steuern Sie die Arbeit, und Prioritäten ändern sich, wann immer Sie es brauchen. Sie zahlen eine monatliche Gebühr pro Teammitglied, und das Team bleibt ganz auf Ihr Produkt konzentriert.",
    },
    {
      question: "Wer führt das Team im Alltag?",
      answer:
        "Ihr Product Owner setzt die Prioritäten. Unser Delivery Lead steuert die Abläufe im Team, kümmert sich um Personalthemen und Eskalationen und hält Sie auf dem Laufenden. Viele Kunden haben zusätzlich eine eigene technische Leitung, die direkt mit dem Team arbeitet.",
    },
    {
      question: "Was passiert, wenn ein Teammitglied das Team verlässt?",
      answer:
        "Wir schlagen Ersatz mit ähnlichem Profil vor und organisieren, wo immer möglich, eine Übergabezeit mit der ausscheidenden Person – ohne Mehrkosten für Sie.",
    },
    {
      question: "Wie groß muss ein Team mindestens sein?",
      answer:
        "Ein dediziertes Team beginnt in der Regel bei drei Personen, zum Beispiel zwei Entwicklern und einem QA-Engineer, dazu ein Delivery Lead, den sich mehrere Teams teilen. Für eine einzelne Rolle gibt es unser Angebot „Entwickler buchen“.",
    },
  ],
  related: ["hire-developer", "engagement-models", "project-management"],
  cta: {
    title: "Stellen Sie Ihr Team zusammen",
    body: "Erzählen Sie uns von Ihrem Produkt und den Fähigkeiten, die Ihnen fehlen. Innerhalb weniger Tage schlagen wir eine Teamzusammensetzung und die monatlichen Kosten vor.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
