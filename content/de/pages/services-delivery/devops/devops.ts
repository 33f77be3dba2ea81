import type { z } from "zod";
import type { serviceFamilySchema } from "../../../../schema";

/** Die Seite /de/services/devops. */
export const devops = {
  title: "DevOps-Services: CI/CD, Cloud und Automatisierung | Alphai",
  description:
    "DevOps von Alphai: Reifegradanalysen, CI/CD-Pipelines, Kubernetes und Infrastructure as Code für häufige, kleine und jederzeit umkehrbare Releases.",
  h1: "DevOps-Services, die Releases zur Routine machen",
  intro:
    "Wir helfen Produktteams, öfter und mit weniger Aufregung auszuliefern. Unsere DevOps-Engineers analysieren, wie Code vom Pull Request in die Produktion gelangt, und bauen dann die Pipelines, die Infrastructure as Code und die Observability auf, mit denen jedes Release klein, getestet und leicht zurückzurollen ist.",
  overview:
    "Die meisten Lieferprobleme, zu denen man uns holt, liegen nicht an Tools, sondern an manuellen Release-Schritten, auseinanderdriftenden Umgebungen, Tests, denen niemand traut, und Alerts, die niemand liest. Deshalb messen wir zuerst, wo die Zeit verloren geht – anhand der vier DORA-Metriken: Deployment-Häufigkeit, Durchlaufzeit für Änderungen, Änderungsfehlerrate und Wiederherstellungszeit. Darauf aufbauend automatisieren wir Builds und Deployments, beschreiben die Infrastruktur mit Terraform oder OpenTofu als Code, containerisieren Services und führen Logs, Metriken und Traces an einem Ort zusammen. Wir arbeiten in Ihren Repositorys und Cloud-Konten, dokumentieren jede Entscheidung und arbeiten eng mit Ihrem Team zusammen, damit das Setup wartbar bleibt, wenn wir uns zurückziehen.",
  cards: {
    "devops-consulting":
      "Eine Analyse Ihrer Delivery-Pipeline anhand der DORA-Metriken, gefolgt von einer priorisierten Roadmap für Tooling, Branching, Umgebungen und Arbeitsweisen im Team.",
    "devops-ci-cd":
      "Pipelines in GitHub Actions, GitLab CI oder Azure DevOps mit Caching, Test-Gates, Security-Scans und schrittweisen Deployments, die Sie in Minuten zurückrollen können.",
    "devops-cloud":
      "Kubernetes, Terraform und GitOps auf AWS, Azure oder Google Cloud – mit Observability, Autoscaling und Kostenkontrolle, die vom ersten Tag an Teil der Plattform sind.",
  },
  whyUs: [
    {
      icon: "gauge",
      title: "Erst messen, dann ändern",
      body: "Jedes Projekt beginnt mit einer Ausgangsmessung von Deployment-Häufigkeit, Durchlaufzeit, Änderungsfehlerrate und Wiederherstellungszeit. So zeigen sich Verbesserungen in Zahlen statt in Meinungen.",
    },
    {
      icon: "code",
      title: "Alles ist Code",
      body: "Pipelines, Infrastruktur, Dashboards und Alert-Regeln werden in Ihren Repositorys versioniert und wie Anwendungscode reviewt. Nichts hängt am Gedächtnis einer einzelnen Person.",
    },
    {
      icon: "users",
      title: "Engineers, die auch Produktcode schreiben",
      body: "Unsere DevOps-Engineers arbeiten in Lahore, Dubai und München Seite an Seite mit unseren Produktentwicklern. Die Pipelines richten sich deshalb danach, wie Anwendungen tatsächlich gebaut und getestet werden.",
    },
    {
      icon: "handshake",
      title: "Die Übergabe ist fest eingeplant",
      body: "Runbooks, Architecture Decision Records und Pairing-Sessions planen wir von Anfang an ein, damit Ihr Team das Setup nach Abschluss unserer Arbeit selbst verantworten und ausbauen kann.",
    },
  ],
  process: [
    {
      title: "Analysieren",
      body: "Wir prüfen Repositorys, Pipelines, Umgebungen und die Incident-Historie, sprechen mit dem Team und erheben eine DORA-Ausgangsbasis.",
    },
    {
      title: "Priorisieren",
      body: "Wir bewerten die Engpässe nach Aufwand und Wirkung und vereinbaren eine Roadmap in Zwei-Wochen-Schritten mit klaren Abschlusskriterien.",
    },
    {
      title: "Automatisieren",
      body: "Wir bauen Pipelines, Infrastructure as Code und Observability in kleinen, reviewten Pull Requests direkt an Ihren echten Systemen.",
    },
    {
      title: "Übergeben",
      body: "Wir dokumentieren, arbeiten im Pairing mit Ihren Engineers, messen die DORA-Metriken erneut und klären, ob und welche Unterstützung Sie noch brauchen.",
    },
  ],
  cta: {
    title: "Finden Sie heraus, wo Ihr Release-Prozess Zeit verliert",
    body: "Vereinbaren Sie ein Gespräch mit einem unserer DevOps-Leads. Wir fragen, wie Sie heute ausliefern, und schlagen die ersten zwei, drei Änderungen vor, die sich lohnen.",
  },
} satisfies z.input<typeof serviceFamilySchema>;
