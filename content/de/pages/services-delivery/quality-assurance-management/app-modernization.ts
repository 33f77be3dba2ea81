import type { z } from "zod";
import type { serviceDetailSchema } from "../../../../schema";

/** Die Seite /de/services/app-modernization. */
export const appModernization = {
  title: "Modernisierung von Legacy-Anwendungen | Alphai",
  description:
    "Legacy-Anwendungen Schritt für Schritt modernisieren: Strangler-Fig-Migrationen, Framework-Upgrades, Zerlegung von Monolithen und Cloud-Umzug ohne Big Bang.",
  h1: "Modernisierung von Anwendungen",
  intro:
    "In Altsystemen stecken oft über Jahre gewachsene, nie vollständig dokumentierte Geschäftsregeln. Ein kompletter Neubau ist riskant und langwierig. Wir modernisieren schrittweise: Zuerst sichern wir das bestehende Verhalten mit Tests ab, dann ersetzen wir Teil für Teil, während das System in Betrieb bleibt.",
  offerings: [
    {
      icon: "search",
      title: "Legacy-Analyse",
      body: "Analyse von Code, Architektur und Abhängigkeiten, Risiken durch auslaufende Versionen und ein Bericht, der die Optionen Rehost, Refactor und Rebuild vergleicht.",
    },
    {
      icon: "git-branch",
      title: "Migration nach dem Strangler-Fig-Pattern",
      body: "Der Datenverkehr läuft über eine Fassade, sodass neue Services eine Funktion nach der anderen übernehmen; der alte Pfad bleibt bis zur Abschaltung als Rückfallebene erhalten.",
    },
    {
      icon: "refresh-cw",
      title: "Framework- und Runtime-Upgrades",
      body: ".NET Framework auf .NET 8, AngularJS auf Angular oder React, Java 8 auf Java 21 mit Spring Boot 3 und PHP 5 auf aktuelle PHP-Versionen.",
    },
    {
      icon: "layers",
      title: "Zerlegung von Monolithen",
      body: "Bounded Contexts identifizieren, zuerst einen modularen Monolithen schaffen und eigene Services nur dort abspalten, wo sich unabhängige Skalierung oder Deployments lohnen.",
    },
    {
      icon: "database",
      title: "Datenmigration",
      body: "Neuentwurf von Schemata, Change Data Capture mit Debezium und verifizierte Migrationen aus Altdatenbanken nach PostgreSQL oder in verwaltete Cloud-Datenbanken.",
    },
    {
      icon: "cloud",
      title: "Cloud-Migration",
      body: "Anwendungen containerisieren und mit Infrastructure as Code von eigenen Servern nach AWS, Azure oder Google Cloud verlagern.",
    },
  ],
  outcomes: [
    {
      title: "Keine Umstellung im Big Bang",
      body: "Jeder Schritt geht einzeln live und lässt sich zurücknehmen, sodass das Geschäft während der gesamten Migration weiterläuft.",
    },
    {
      title: "Schnellere Änderungen",
      body: "Bei einer bayerischen Bankengruppe beendete eine eigene API-Schicht anstelle fremder Middleware die halbjährlichen Anbieter-Releases; die erste Premium-API ging nach sechs Wochen live.",
      caseStudy: "cooperative-bank-open-banking-api-layer",
    },
    {
      title: "Niedrigere Betriebskosten",
      body: "Die Abschaltung lizenzierter Middleware und überdimensionierter Server senkt die jährlichen Hosting- und Lizenzkosten häufig um ein Fünftel oder mehr.",
    },
  ],
  process: [
    {
      title: "Analysieren",
      body: "Wir erfassen das System, seine Schnittstellen und Geschäftsregeln und bewerten jede Komponente nach Geschäftswert und technischem Risiko.",
    },
    {
      title: "Sicherheitsnetz",
      body: "Bevor wir etwas ändern, legen wir Charakterisierungstests, Monitoring und eine CI-Pipeline um den Legacy-Code.",
    },
    {
      title: "Schritte planen",
      body: "Wir wählen den ersten Abschnitt, meist ein abgegrenztes Modul mit klarem Nutzen, und definieren eine Zielarchitektur.",
    },
    {
      title: "Migrieren und verifizieren",
      body: "Wir bauen die neue Komponente, betreiben sie parallel oder hinter einem Feature-Flag, vergleichen die Ergebnisse und leiten den Verkehr schrittweise um.",
    },
    {
      title: "Abschalten",
      body: "Wir entfernen den ersetzten Legacy-Code und die zugehörige Infrastruktur, damit das Altsystem tatsächlich schrumpft.",
    },
  ],
  tech: [
    { name: ".NET 8", use: "Ziel-Runtime für Migrationen von .NET Framework und WebForms" },
    { name: "Spring Boot 3", use: "Moderne Java-Services als Ersatz für alte J2EE-Anwendungen" },
    { name: "Angular / React", use: "Ersatz für Frontends mit AngularJS, jQuery oder serverseitigem Rendering" },
    { name: "YARP / NGINX", use: "Reverse-Proxy-Fassaden für das Routing nach dem Strangler-Fig-Pattern" },
    { name: "Debezium", use: "Change Data Capture, um alte und neue Datenbanken synchron zu halten" },
    { name: "PostgreSQL", use: "Zieldatenbank vieler Migrationen aus Altsystemen" },
    { name: "Docker", use: "Containerisierung alter wie neuer Komponenten" },
    { name: "OpenRewrite", use: "Automatisierte Refactoring-Rezepte für Java-Upgrades" },
    { name: "SonarQube", use: "Codequalität und technische Schulden über die Zeit messen" },
  ],
  faqs: [
    {
      question: "Sollen wir neu schreiben oder schrittweise modernisieren?",
      answer:
        "Die schrittweise Modernisierung ist in den meisten Fällen sicherer, weil laufend Nutzen entsteht und das Altsystem als Rückfallebene bestehen bleibt. Eine komplette Neuentwicklung kann bei kleinen Anwendungen sinnvoll sein oder wenn sich die bestehende Plattform überhaupt nicht mehr betreiben oder erweitern lässt.",
    },
    {
      question: "Wie lange dauert eine Modernisierung?",
      answer:
        "Die Analyse dauert zwei bis vier Wochen. Der erste migrierte Abschnitt geht meist innerhalb von zwei bis drei Monaten live; das Gesamtprogramm hängt von der Größe des Systems ab und wird in Quartalsphasen geplant.",
    },
    {
      question: "Was, wenn niemand mehr weiß, wie das Altsystem funktioniert?",
      answer:
        "Das kommt häufig vor. Wir rekonstruieren das Verhalten aus Code, Logs, Datenbankinhalten und Nutzerinterviews und halten es in Charakterisierungstests fest, die das bestehende Verhalten während der Migration absichern.",
    },
  ],
  related: ["app-support-maintenance", "digital-transformation", "devops-cloud", "dotnet"],
  cta: {
    title: "Modernisierung planen – ohne das Risiko eines Big Bang",
    body: "Beschreiben Sie uns Ihr Altsystem in wenigen Sätzen. Wir schlagen den Umfang einer Analyse vor und den Abschnitt, der sich voraussichtlich zuerst migrieren lässt.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
