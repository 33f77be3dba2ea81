import type { z } from "zod";
import type { audienceSchema } from "../../../schema";
import { site } from "../../../site";

/** Die Seite /de/who-we-serve/scale-ups. */
export const scaleUps = {
  title: "Entwicklungsteams für Scale-ups | Alphai",
  description:
    "Dedizierte Entwicklungsteams für Scale-ups: technische Schulden abbauen, Infrastruktur skalieren und Features schneller liefern, bis Ihr Recruiting aufholt.",
  h1: "Mehr Entwicklungskapazität für Scale-ups, die ihrer ersten Codebasis entwachsen sind",
  intro:
    "Nach dem Product-Market-Fit ändern sich die Probleme: Die MVP-Architektur ächzt unter Last, Releases werden langsamer, Enterprise-Kunden schicken Sicherheitsfragebögen, und das Recruiting hält mit der Roadmap nicht Schritt. Unsere Senior-Entwickler verstärken Ihr Team, arbeiten in Ihren Prozessen und beseitigen die Engpässe.",
  challenges: [
    {
      icon: "git-branch",
      title: "Releases werden langsamer, je größer das Team wird",
      body: "Eine Codebasis, die fünf Leute gebaut haben, stößt mit zwanzig an ihre Grenzen. Merge-Konflikte, instabile Tests und manuelle Deployments machen aus wöchentlichen Releases monatliche.",
    },
    {
      icon: "server",
      title: "Infrastruktur für die ersten tausend Nutzer",
      body: "Hotspots in der Datenbank, synchrone Hintergrundjobs und eine einzige Region zeigen sich als Timeouts – genau dann, wenn Wachstum und Marketingbudget am höchsten sind.",
    },
    {
      icon: "lock",
      title: "Enterprise-Kunden fragen nach Sicherheit",
      body: "Größere Kunden schicken Sicherheitsfragebögen und verlangen Nachweise nach SOC 2 oder ISO 27001, Single Sign-on, Audit-Logs und eine Wahl beim Speicherort ihrer Daten.",
    },
    {
      icon: "users",
      title: "Das Recruiting hält mit der Roadmap nicht Schritt",
      body: "Senior-Entwickler zu finden dauert in Dubai, München und den meisten anderen Märkten Monate, und jede offene Stelle verzögert Features, die Ihr Vertrieb schon zugesagt hat.",
    },
  ],
  approach: [
    {
      title: "Erst analysieren, dann aufstocken",
      body: "Ein zweiwöchiges technisches Assessment prüft Architektur, Delivery-Kennzahlen, Cloud-Kosten und Sicherheitslücken und endet mit einem priorisierten Plan statt einer Mängelliste.",
    },
    {
      title: "Dedizierte Teams in Ihrem Prozess",
      body: "Unsere Entwickler nehmen an Ihren Stand-ups teil, nutzen Ihre Tools und folgen Ihren Code-Review-Regeln. Die meisten Teams arbeiten von Lahore aus, mit gemeinsamen Arbeitszeiten für die Zeitzonen der Golfstaaten und Europas.",
    },
    {
      title: "Zuerst die Delivery-Pipeline in Ordnung bringen",
      body: "CI/CD, Testautomatisierung und Infrastructure as Code zahlen sich meist am schnellsten aus, weil jedes spätere Feature über sie ausgeliefert wird.",
    },
    {
      title: "Die Übergabe von Anfang an planen",
      body: "Sobald Sie eigene Entwickler einstellen, dokumentieren wir, arbeiten im Pairing mit ihnen und ziehen uns nach einem Übergangsplan zurück, den wir zu Beginn der Zusammenarbeit vereinbart haben.",
    },
  ],
  services: [
    "our-team",
    "devops-ci-cd",
    "devops-cloud",
    "app-modernization",
    "quality-assurance",
    "product-management",
  ],
  stats: [
    { value: "2 Wochen", label: "technisches Assessment mit priorisiertem Plan" },
    { value: `${site.figures.people}+`, label: "Entwickler, Designer und Marketer, auf die Sie zurückgreifen können" },
    { value: "4+ Std.", label: "tägliche Überschneidung zwischen Lahore und mitteleuropäischer Zeit" },
    { value: `${site.figures.projects}+`, label: `abgeschlossene Projekte seit ${site.foundingYear}` },
  ],
  cta: {
    title: "Ist Ihre Roadmap größer als Ihr Team?",
    body: "Zeigen Sie uns Ihre aktuelle Architektur und Ihren Einstellungsplan. Wir sagen Ihnen, wo zusätzliche Entwickler am meisten bewirken – und wo nicht.",
  },
} satisfies z.input<typeof audienceSchema>;
