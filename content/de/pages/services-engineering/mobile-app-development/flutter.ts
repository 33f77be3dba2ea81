import type { z } from "zod";
import type { serviceDetailSchema } from "../../../../schema";

/** Die Seite /de/services/mobile-app-development/flutter. */
export const flutter = {
  title: "Flutter-App-Entwicklung | Alphai",
  description:
    "Flutter-Entwicklung in Dart: ein Widget-Baum für iOS und Android mit Riverpod oder Bloc, Golden Tests, Platform Channels und pixelgenau einheitlicher UI.",
  h1: "Flutter-App-Entwicklung für einheitliche, individuell gestaltete Apps",
  intro:
    "Flutter zeichnet jedes Pixel selbst: Ein individuelles Design sieht auf iOS und Android gleich aus. Das passt zu Consumer-Apps mit Markenauftritt und Produkten, die später Web oder Desktop bedienen. Wir entwickeln in Dart, mit klarer Architektur, Tests und nativen Integrationen, wo nötig.",
  offerings: [
    {
      icon: "smartphone",
      title: "Plattformübergreifende Flutter-Apps",
      body: "iOS- und Android-Apps aus einer Dart-Codebasis, mit Layouts, die sich an Smartphones und Tablets anpassen, und voller Rechts-nach-links-Unterstützung für Arabisch.",
    },
    {
      icon: "layers",
      title: "State-Management und Architektur",
      body: "Riverpod oder Bloc für vorhersehbaren State, eine Schichtenarchitektur mit Repositories und Codegenerierung mit freezed und json_serializable.",
    },
    {
      icon: "cpu",
      title: "Platform Channels und Plugins",
      body: "Native Integrationen in Swift und Kotlin über Platform Channels oder Pigeon für SDKs, Zahlungen und Hardware, die Flutter nicht abdeckt.",
    },
    {
      icon: "palette",
      title: "Individuelle UI und Animation",
      body: "Maßgeschneiderte Widgets, implizite und explizite Animationen sowie Rive-Motion-Grafiken passend zu Ihrer Marke, gerendert von der Impeller-Engine.",
    },
    {
      icon: "database",
      title: "Firebase und Offline-Daten",
      body: "Firebase Authentication, Firestore, Cloud Messaging und Remote Config oder Drift für lokale Daten in Offline-first-Apps.",
    },
    {
      icon: "bug",
      title: "Tests und CI",
      body: "Unit-, Widget- und Golden Tests, Integrationstests auf echten Geräten sowie Pipelines in Codemagic oder GitHub Actions mit einem Flavor pro Umgebung.",
    },
  ],
  outcomes: [
    {
      title: "Zwei Plattformen, ein Budget",
      body: "Für ein Münchner Start-up im Amateurfußball erreichte eine einzige Flutter-Codebasis auf iOS und Android innerhalb eines Jahres 640 Teams in vier Städten.",
      caseStudy: "amateur-football-league-app",
    },
    {
      title: "Ein einheitliches Markenerlebnis",
      body: "Golden Tests erkennen visuelle Regressionen vor dem Release und halten eine individuell gestaltete Oberfläche auf iOS und Android identisch.",
    },
    {
      title: "Eine App für elf Marken",
      body: "Für eine Cloud-Kitchen-Gruppe in Abu Dhabi bedient eine Flutter-App alle elf Marken mit einem gemeinsamen Warenkorb; der Anteil der Direktbestellungen stieg von 9 % auf 24 %.",
      caseStudy: "cloud-kitchen-ordering-platform",
    },
  ],
  process: [
    {
      title: "Eignungsprüfung",
      body: "Wir gleichen Funktionen, SDKs und Geräteintegrationen mit dem Plugin-Ökosystem von Flutter ab und markieren alles, was native Entwicklung erfordert.",
    },
    {
      title: "Architektur und Designsystem",
      body: "State-Management, Ordnerstruktur, Theming und eine Widget-Bibliothek, abgestimmt auf Ihre Figma-Designs.",
    },
    {
      title: "Entwicklung und Test",
      body: "Sprints mit Widget- und Golden Tests; Builds verteilen wir über TestFlight und den internen Play-Test-Track.",
    },
    {
      title: "Release und Wartung",
      body: "Store-Einreichung, gestaffelte Rollouts, Monitoring mit Crashlytics und regelmäßige Upgrades des Flutter SDK.",
    },
  ],
  tech: [
    { name: "Flutter und Dart", use: "Plattformübergreifendes UI-Toolkit und Programmiersprache" },
    { name: "Riverpod", use: "Zur Compile-Zeit abgesichertes State-Management und Dependency Injection" },
    { name: "Bloc", use: "Ereignisgesteuerter State für komplexe Abläufe" },
    { name: "go_router", use: "Deklaratives Routing und Deep Links" },
    { name: "Dio", use: "HTTP-Client mit Interceptors und automatischen Wiederholungen" },
    { name: "freezed und json_serializable", use: "Unveränderliche Modelle und JSON-Codegenerierung" },
    { name: "Firebase", use: "Authentifizierung, Firestore, Messaging und Crashlytics" },
    { name: "Pigeon", use: "Typsichere Platform Channels zu Swift und Kotlin" },
    { name: "Golden Tests", use: "Pixelvergleich von Widgets, der visuelle Regressionen aufdeckt" },
    { name: "Codemagic", use: "CI/CD-Builds, Signierung und Store-Uploads" },
  ],
  faqs: [
    {
      question: "Fühlt sich eine Flutter-App nativ an?",
      answer:
        "Flutter rendert eigene Widgets, mit Material- und Cupertino-Sets, die den Konventionen der jeweiligen Plattform folgen. Sind Navigation, Scrollverhalten und plattformspezifische Details sorgfältig umgesetzt, bemerken Nutzer den Unterschied selten. Wo eine wirklich native Komponente nötig ist, lässt sie sich einbetten.",
    },
    {
      question: "Eignet sich Flutter auch für Web und Desktop?",
      answer:
        "Ja. Flutter unterstützt Web, Windows, macOS und Linux. Im Web eignet es sich am besten für App-artige Anwendungen, weniger für Content-Websites, die auf SEO angewiesen sind. Wir prüfen, ob sich die Wiederverwendung Ihres mobilen Codes dort lohnt.",
    },
    {
      question: "Wie binden Sie native SDKs ein, für die es kein Flutter-Plugin gibt?",
      answer:
        "Wir schreiben ein Plugin mit Platform Channels oder Pigeon, implementieren die nativen Teile in Swift und Kotlin und testen es auf beiden Plattformen.",
    },
    {
      question: "Ist es schwer, Dart- und Flutter-Entwickler zu finden?",
      answer:
        "Wer Erfahrung mit Java, Kotlin, Swift oder TypeScript hat, lernt Dart schnell, und die Flutter-Community ist stetig gewachsen. Zudem dokumentieren wir die Codebasis, damit neue Teammitglieder später schnell produktiv werden.",
    },
  ],
  related: ["react-native", "firestore", "android", "ios"],
  cta: {
    title: "Sie erwägen Flutter für Ihre nächste App?",
    body: "Schicken Sie uns Ihre Funktionsliste und Ihre Designideen. Wir sagen Ihnen, ob Flutter passt, und schlagen ein Team und ein erstes Release vor.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
