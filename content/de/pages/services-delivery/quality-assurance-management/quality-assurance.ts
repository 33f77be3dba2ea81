import type { z } from "zod";
import type { serviceDetailSchema } from "../../../../schema";

/** Die Seite /de/services/quality-assurance. */
export const qualityAssurance = {
  title: "Qualitätssicherung und Testautomatisierung | Alphai",
  description:
    "QA von Alphai: risikobasierte Teststrategien, Automatisierung mit Playwright, Cypress und Appium sowie API-, Performance- und Barrierefreiheitstests.",
  h1: "Qualitätssicherung und Softwaretests",
  intro:
    "Unsere QA-Engineers finden die Fehler, auf die es ankommt, bevor Ihre Nutzer darauf stoßen. Wir verbinden exploratives Testen durch Menschen, die das Produkt verstehen, mit automatisierten Tests bei jedem Pull Request und beschreiben Qualität in Risiken statt nur in Testzahlen.",
  offerings: [
    {
      icon: "target",
      title: "Teststrategie",
      body: "Ein risikobasierter Plan, der festlegt, was manuell und was automatisiert getestet wird und auf welcher Ebene: Unit, API, Contract oder End-to-End.",
    },
    {
      icon: "code",
      title: "Testautomatisierung im Web",
      body: "Wartbare End-to-End-Suiten in Playwright oder Cypress mit Page Objects, stabilen Testdaten und parallelen Läufen in Ihrer CI-Pipeline.",
    },
    {
      icon: "smartphone",
      title: "Tests mobiler Apps",
      body: "Automatisierung mit Appium, Espresso und XCUITest sowie manuelle Tests auf echten iOS- und Android-Geräten über die Device Clouds von BrowserStack.",
    },
    {
      icon: "server",
      title: "API- und Contract-Tests",
      body: "Testsuiten mit Postman und REST Assured, Schema-Validierung und Consumer-Driven Contracts mit Pact, die Breaking Changes zwischen Services aufdecken.",
    },
    {
      icon: "gauge",
      title: "Performancetests",
      body: "Last-, Stress- und Dauertests mit k6, Gatling oder JMeter, gemessen an Budgets für Antwortzeit und Fehlerrate, die wir vorab mit Ihnen vereinbaren.",
    },
    {
      icon: "search",
      title: "Exploratives Testen und Barrierefreiheit",
      body: "Sessionbasiertes exploratives Testen sowie Prüfungen nach WCAG 2.2 AA mit axe und manuelle Tests mit den Screenreadern NVDA und VoiceOver.",
    },
  ],
  outcomes: [
    {
      title: "Sichere Releases im regulierten Umfeld",
      body: "Für eine Klinikgruppe in der Golfregion sicherten Penetrationstests und eine klinische Sicherheitsprüfung vor jedem Release eine Patienten-App ab, die ihre Nutzer mit 4,7 bewerten.",
      caseStudy: "hospital-group-fhir-patient-app",
    },
    {
      title: "Kürzere Regressionszyklen",
      body: "Die Automatisierung der zentralen Regressionssuite verkürzte einen vollständigen Regressionslauf von vier Tagen manueller Tests auf unter zwei Stunden.",
    },
    {
      title: "Das Vertrauen, öfter zu releasen",
      body: "Mit verlässlichen Tests in der Pipeline veröffentlichen Teams wöchentlich oder täglich, statt riskante Änderungen zu großen Paketen zu bündeln.",
    },
  ],
  process: [
    {
      title: "Qualitätsaudit",
      body: "Wir prüfen vorhandene Tests, die Fehlerhistorie und den Release-Prozess und ermitteln die User Journeys mit dem höchsten Risiko.",
    },
    {
      title: "Strategie und Tools",
      body: "Wir legen Testpyramide, Tools, Umgebungen, den Umgang mit Testdaten und die Qualitätskennzahlen fest, über die wir berichten.",
    },
    {
      title: "Im Sprint verankert",
      body: "QA-Engineers nehmen am Refinement teil, formulieren Akzeptanzkriterien, testen Stories, sobald sie fertig sind, und automatisieren stabile Abläufe.",
    },
    {
      title: "Berichten und verbessern",
      body: "In jedem Sprint teilen wir Fehlertrends, durchgerutschte Bugs und den Automatisierungsgrad und lenken den Fokus dorthin, wo das Risiko am größten ist.",
    },
  ],
  tech: [
    { name: "Playwright", use: "Browserübergreifende End-to-End- und Komponententests für Web-Apps" },
    { name: "Cypress", use: "End-to-End-Tests für JavaScript-Frontends" },
    { name: "Appium", use: "Plattformübergreifende UI-Automatisierung für mobile Apps" },
    { name: "Espresso / XCUITest", use: "Native UI-Tests für Android und iOS" },
    { name: "Postman", use: "API-Exploration und automatisierte Collection-Läufe in der CI" },
    { name: "REST Assured", use: "API-Tests in Java-Projekten" },
    { name: "Pact", use: "Consumer-Driven Contract Testing zwischen Services" },
    { name: "k6", use: "Skriptbasierte Last- und Performancetests" },
    { name: "BrowserStack", use: "Tests auf echten Geräten und in echten Browsern" },
    { name: "axe-core", use: "Automatisierte Prüfungen der Barrierefreiheit" },
    { name: "TestRail", use: "Testfallverwaltung und Release-Berichte" },
  ],
  faqs: [
    {
      question: "Sollten wir alle Tests automatisieren?",
      answer:
        "Nein. Wir automatisieren stabile, wertvolle Abläufe und Regressionsprüfungen und setzen bei neuen Features und bei der Usability weiter auf exploratives Testen. Als Faustregel gilt: Die meisten Tests gehören auf die Unit- und API-Ebene, ergänzt um eine kleinere Zahl von End-to-End-Tests.",
    },
    {
      question: "Können Ihre QA-Engineers mit unseren Entwicklern zusammenarbeiten?",
      answer:
        "Ja, so arbeiten wir am besten. Unsere QA-Engineers nehmen an Ihren Sprint-Terminen teil, nutzen Ihren Issue-Tracker und Ihre Repositorys und lassen Testcode über Ihren üblichen Pull-Request-Prozess reviewen.",
    },
    {
      question: "Testen Sie auch Apps, die Sie nicht selbst entwickelt haben?",
      answer:
        "Ja. Viele QA-Projekte beginnen bei einem bestehenden Produkt. In der ersten Woche arbeiten wir uns in die Fachlichkeit und die wichtigsten User Journeys ein, bevor wir eine Teststrategie schreiben.",
    },
    {
      question: "Wie berichten Sie über Qualität?",
      answer:
        "In jedem Sprint berichten wir über durchgerutschte Fehler, offene Fehler nach Schweregrad, die automatisierte Abdeckung kritischer User Journeys und die Erfolgsquote der Pipeline, dazu über Risiken für das nächste Release.",
    },
  ],
  related: ["devops-ci-cd", "app-support-maintenance", "project-management"],
  cta: {
    title: "Finden Sie die Fehler, bevor Ihre Nutzer es tun",
    body: "Erzählen Sie uns von Ihrem Produkt und Ihrem Release-Rhythmus. Wir schlagen eine Teststrategie und die passende Teamgröße dafür vor.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
