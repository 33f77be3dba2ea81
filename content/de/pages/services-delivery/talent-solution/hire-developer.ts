import type { z } from "zod";
import type { serviceDetailSchema } from "../../../../schema";

/** Die Seite /de/talent-solution/hire-developer. */
export const hireDeveloper = {
  title: "Geprüfte Softwareentwickler buchen | Alphai",
  description:
    "Buchen Sie geprüfte Alphai-Entwickler für Web, Mobile, Backend oder DevOps. Sie führen das Interview selbst, und der Start ist schon nach zwei Wochen möglich.",
  h1: "Entwickler buchen",
  intro:
    "Sie brauchen für die nächsten sechs Monate noch eine Senior-React-Entwicklerin oder einen Flutter-Entwickler? Buchen Sie einzelne Alphai-Entwickler, die Ihr Team verstärken, an Ihren Stand-ups teilnehmen und in Ihren Repositorys arbeiten – um Anstellung, Ausstattung und Kontinuität kümmern wir uns.",
  offerings: [
    {
      icon: "monitor",
      title: "Webentwickler",
      body: "Frontend-Entwickler für React, Next.js, Angular und Vue.js sowie Full-Stack-Engineers mit Erfahrung in Node.js, .NET, Java oder Python.",
    },
    {
      icon: "smartphone",
      title: "Mobile-Entwickler",
      body: "Native iOS-Entwickler mit Swift und SwiftUI, Android-Entwickler mit Kotlin und Jetpack Compose sowie Spezialisten für Flutter oder React Native.",
    },
    {
      icon: "server",
      title: "Backend- und Data-Engineers",
      body: "Spezialisten für APIs, Integrationen und Datenbanken mit Erfahrung in PostgreSQL, SQL Server, MongoDB und Event-Streaming.",
    },
    {
      icon: "cloud",
      title: "DevOps- und Cloud-Engineers",
      body: "Engineers für CI/CD, Terraform, Kubernetes und den Cloud-Betrieb auf AWS, Azure oder Google Cloud.",
    },
    {
      icon: "bug",
      title: "QA-Automation-Engineers",
      body: "Tester, die Testsuiten in Playwright, Cypress oder Appium aufbauen und pflegen und in Ihren Sprints die Verantwortung für die Testqualität übernehmen.",
    },
  ],
  outcomes: [
    {
      title: "Start in etwa zwei Wochen",
      body: "Für gängige Stacks liegen passende Profile meist innerhalb einer Woche vor, und der Entwickler kann etwa zwei Wochen nach Ihrem ersten Gespräch starten.",
    },
    {
      title: "Kennenlernen mit geringem Risiko",
      body: "Passt der Entwickler im ersten Monat nicht, stellen wir Ersatz oder beenden die Zusammenarbeit ohne Vertragsstrafe.",
    },
    {
      title: "Kontinuität inklusive",
      body: "Verlässt Ihr Entwickler Alphai oder fällt er längere Zeit krankheitsbedingt aus, stellen wir Ersatz und kümmern uns um die Übergabe.",
    },
  ],
  process: [
    {
      title: "Anforderungen nennen",
      body: "Nennen Sie uns Rolle, Stack, Seniorität, voraussichtliche Dauer und die Stunden, in denen sich die Arbeitszeit mit Ihrem Team überschneiden soll.",
    },
    {
      title: "Profile prüfen",
      body: "Wir senden Ihnen zwei oder drei Profile mit einer Übersicht der Erfahrung und den Ergebnissen unseres technischen Assessments.",
    },
    {
      title: "Interview",
      body: "Sie führen Ihr eigenes technisches Interview oder Ihre eigene Programmieraufgabe durch und wählen den Entwickler aus, den Sie möchten.",
    },
    {
      title: "Onboarding",
      body: "Der Entwickler arbeitet in Ihren Tools und Team-Terminen mit; nach zwei Wochen und danach monatlich fragen wir bei Ihnen nach.",
    },
  ],
  tech: [
    { name: "React / Next.js", use: "Frontend- und Full-Stack-Webentwicklung" },
    { name: "Angular / Vue.js", use: "Single-Page-Applications und Dashboards" },
    { name: "Node.js", use: "REST- und GraphQL-APIs, Serverless Functions" },
    { name: ".NET", use: "APIs mit ASP.NET Core und Unternehmensanwendungen" },
    { name: "Java", use: "Services und Integrationen mit Spring Boot" },
    { name: "Python", use: "Backends mit Django und FastAPI, Daten- und KI-Projekte" },
    { name: "Flutter", use: "Plattformübergreifende mobile Apps aus einer Codebasis" },
    { name: "Swift / Kotlin", use: "Native Apps für iOS und Android" },
    { name: "Terraform / Kubernetes", use: "Infrastructure as Code und Container-Plattformen" },
    { name: "Playwright", use: "Automatisierte End-to-End-Tests" },
  ],
  faqs: [
    {
      question: "Wie lange muss eine Zusammenarbeit mindestens dauern?",
      answer:
        "Wir empfehlen mindestens drei Monate, damit der Entwickler in Ihrer Codebasis produktiv werden kann. Kürzere Einsätze sind für klar umrissene Aufgaben nach Aufwand (Time & Material) möglich.",
    },
    {
      question: "Zu welchen Zeiten arbeitet der Entwickler?",
      answer:
        "Unsere reguläre Arbeitszeit ist montags bis freitags von 09:00 bis 18:00 Uhr Ortszeit. Mit Kunden in Europa oder am Golf vereinbaren wir ein tägliches Zeitfenster für Stand-ups, Reviews und Pairing, in dem sich die Arbeitszeiten überschneiden, meist vier Stunden oder mehr.",
    },
    {
      question: "Wem gehört der Code, den der Entwickler schreibt?",
      answer:
        "Ihnen. Der Vertrag überträgt sämtliche Rechte am geistigen Eigentum auf Sie, der Entwickler unterzeichnet eine Geheimhaltungsvereinbarung, und gearbeitet wird in Ihren Repositorys unter Ihren Zugriffskontrollen.",
    },
    {
      question: "Kann der Entwickler später Teil eines größeren Teams werden?",
      answer:
        "Ja. Viele Kunden beginnen mit einem Entwickler und bauen daraus ein dediziertes Team mit QA und Delivery Lead auf, sobald die Zusammenarbeit gut läuft.",
    },
  ],
  related: ["our-team", "engagement-models", "website-development", "mobile-app-development"],
  cta: {
    title: "Finden Sie den Entwickler, der Ihrem Team noch fehlt",
    body: "Nennen Sie uns Rolle und Stack. Sie erhalten verfügbare Profile und einen Monatssatz, meist innerhalb von zwei Werktagen.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
