import type { z } from "zod";
import type { serviceDetailSchema } from "../../../../schema";

/** Die Seite /de/services/mobile-app-development/react-native. */
export const reactNative = {
  title: "React-Native-App-Entwicklung | Alphai",
  description:
    "React-Native-Entwicklung auf der New Architecture mit Expo und EAS: eine TypeScript-Codebasis für iOS und Android, mit nativen Modulen, wo nötig.",
  h1: "React-Native-Apps: eine Codebasis, natives Nutzungsgefühl",
  intro:
    "Mit React Native bedient ein TypeScript-Team iOS und Android und teilt Logik mit Ihrer React-Web-App. New Architecture und Expo beseitigen die meisten alten Kompromisse bei Performance und Tooling. Wir entwickeln Apps, die sich nativ anfühlen, mit Swift- oder Kotlin-Modulen, wo nötig.",
  offerings: [
    {
      icon: "smartphone",
      title: "Plattformübergreifende Apps",
      body: "iOS- und Android-Apps aus einer TypeScript-Codebasis, mit Expo Router oder React Navigation und plattformspezifischen Details, wo Nutzer sie erwarten.",
    },
    {
      icon: "rocket",
      title: "Workflows mit Expo und EAS",
      body: "Expo Development Builds, EAS Build für signierte Binaries und EAS Update für Over-the-Air-Fixes in JavaScript im Rahmen der Regeln von App Store und Google Play.",
    },
    {
      icon: "cpu",
      title: "Native Module",
      body: "Expo Modules oder Turbo Modules in Swift und Kotlin für SDKs, Hardware und Plattformfunktionen, für die es keine fertige Bibliothek gibt.",
    },
    {
      icon: "zap",
      title: "Flüssige Animationen und Listen",
      body: "Reanimated, Gesture Handler und FlashList für flüssige Interaktionen und lange Listen, die auch auf Android-Smartphones der Mittelklasse ruckelfrei bleiben.",
    },
    {
      icon: "refresh-cw",
      title: "Upgrades auf die New Architecture",
      body: "Upgrades älterer React-Native-Apps auf aktuelle Versionen und die New Architecture, bei denen wir nicht mehr gepflegte Bibliotheken gleich mit ersetzen.",
    },
    {
      icon: "code",
      title: "Gemeinsamer Code mit dem Web",
      body: "Typen, API-Clients, Validierung und Geschäftslogik, geteilt mit Ihrer React- oder Next.js-App in einem einzigen Monorepo.",
    },
  ],
  outcomes: [
    {
      title: "Ein Team, zwei Plattformen",
      body: "Für ein Wiener Start-up brachte ein einziges React-Native-Team eine Nachbarschafts-App in 16 Wochen vom Discovery-Sprint bis zum Launch auf iOS und Android.",
      caseStudy: "neighbourhood-community-app-moderation",
    },
    {
      title: "Fixes in Stunden statt Tagen",
      body: "EAS Update liefert einen JavaScript-Bugfix innerhalb eines Tages an die meisten aktiven Nutzer aus, ohne auf einen neuen Store-Build zu warten.",
    },
    {
      title: "Weniger versäumte Termine",
      body: "Für eine Klinikgruppe in den Golfstaaten senkte eine React-Native-Patienten-App mit Erinnerungen und Terminverschiebung per Fingertipp die Zahl versäumter ambulanter Termine um 31 %.",
      caseStudy: "hospital-group-fhir-patient-app",
    },
  ],
  process: [
    {
      title: "Plattform-Check",
      body: "Wir prüfen, ob React Native zu Ihren Funktionen passt, und listen die nativen Module oder SDKs auf, die individuelle Entwicklung erfordern.",
    },
    {
      title: "Grundlagen",
      body: "Expo-Setup, Navigation, State-Management, CI mit EAS und, wo sinnvoll, ein mit dem Web geteiltes Designsystem.",
    },
    {
      title: "Entwicklung und Test",
      body: "Jest und React Native Testing Library für Komponenten sowie Maestro oder Detox für End-to-End-Abläufe auf echten Geräten.",
    },
    {
      title: "Release und Updates",
      body: "Store-Einreichung, gestaffelte Rollouts und eine vorab mit Ihnen vereinbarte Richtlinie für Over-the-Air-Updates.",
    },
  ],
  tech: [
    { name: "React Native New Architecture", use: "Fabric-Renderer, Turbo Modules und JSI" },
    { name: "Expo", use: "SDK, Development Builds und Config Plugins" },
    { name: "EAS Build und EAS Update", use: "Cloud-Builds, Signierung und Over-the-Air-Updates" },
    { name: "Hermes", use: "JavaScript-Engine, optimiert für den schnellen Start mobiler Apps" },
    { name: "Expo Router und React Navigation", use: "Dateibasierte Navigation und Stack-Navigation" },
    { name: "Reanimated", use: "Animationen und Gesten im UI-Thread" },
    { name: "FlashList", use: "Hochperformante Listen mit Recycling" },
    { name: "TanStack Query", use: "Caching von Serverdaten und Offline-Unterstützung" },
    { name: "React Native Testing Library", use: "Komponententests mit Fokus auf Verhalten" },
    { name: "Maestro und Detox", use: "End-to-End-Tests auf Geräten und Simulatoren" },
  ],
  faqs: [
    {
      question: "Ist React Native schnell genug für unsere App?",
      answer:
        "Für die große Mehrheit der Business-, Commerce- und Content-Apps: ja. Die New Architecture und Hermes haben die meisten alten Engpässe beseitigt. Apps, die auf aufwendiges 3D, Echtzeit-Audio oder Videoverarbeitung setzen, sind nativ unter Umständen weiterhin besser aufgehoben.",
    },
    {
      question: "Sollten wir React Native oder Flutter wählen?",
      answer:
        "React Native ist die naheliegende Wahl, wenn Ihr Team React kennt oder Sie Code mit einer React-Web-App teilen möchten. Flutter bietet ein sehr einheitliches Rendering auf allen Plattformen und starkes Tooling für individuell gestaltete Oberflächen. Beide sind produktionsreif; unsere Empfehlung richtet sich nach Ihrem Team und Ihrem Produkt.",
    },
    {
      question: "Erlauben die App Stores Over-the-Air-Updates?",
      answer:
        "Apple und Google erlauben Updates von JavaScript und Assets, solange sich der Kernzweck der App nicht ändert. Wir nutzen EAS Update für Fehlerbehebungen und kleine Verbesserungen und liefern neue native Funktionen über die Stores aus.",
    },
    {
      question: "Sollten wir Expo verwenden?",
      answer:
        "In den meisten Fällen ja. Expo unterstützt eigenen nativen Code über Development Builds, Config Plugins und Expo Modules, sodass sein Tooling nicht mehr einschränkt, was Sie bauen können.",
    },
  ],
  related: ["react", "flutter", "ios", "android"],
  cta: {
    title: "Sie möchten eine App für iOS und Android?",
    body: "Erzählen Sie uns von den Funktionen und Ihrem aktuellen Web-Stack. Wir prüfen, ob React Native passt, und schlagen einen Plan vor.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
