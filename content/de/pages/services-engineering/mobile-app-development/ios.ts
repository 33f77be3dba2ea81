import type { z } from "zod";
import type { serviceDetailSchema } from "../../../../schema";

/** Die Seite /de/services/mobile-app-development/ios. */
export const ios = {
  title: "iOS-App-Entwicklung in Swift und SwiftUI | Alphai",
  description:
    "Native iOS-Entwicklung in Swift und SwiftUI mit async/await, StoreKit 2, Widgets und TestFlight-Releases, bereit für App-Store-Review und Datenschutzregeln.",
  h1: "iOS-App-Entwicklung in Swift und SwiftUI",
  intro:
    "iPhone-Nutzer erwarten Apps, die sich nativ anfühlen: flüssiges Scrollen, vertraute Navigation, Widgets und schnelle Anmeldung per Face ID. Wir entwickeln iOS-Apps in Swift und SwiftUI, die diese Erwartungen erfüllen, bringen sie durch TestFlight und das App-Store-Review und halten sie mit jeder neuen iOS-Version aktuell.",
  offerings: [
    {
      icon: "smartphone",
      title: "Native SwiftUI-Apps",
      body: "Apps in SwiftUI mit Swift Concurrency, gegliedert in testbare Features, und mit UIKit dort, wo eine Komponente es noch braucht.",
    },
    {
      icon: "refresh-cw",
      title: "Modernisierung von Objective-C und UIKit",
      body: "Schrittweise Migration von Objective-C-Code und Storyboard-basierten Screens zu Swift und SwiftUI, wobei die App jederzeit veröffentlichungsfähig bleibt.",
    },
    {
      icon: "wallet",
      title: "Zahlungen und Abonnements",
      body: "In-App-Käufe und Abonnements mit StoreKit 2, Apple Pay für physische Waren und Dienstleistungen sowie serverseitige Prüfung der Transaktionen.",
    },
    {
      icon: "layers",
      title: "Plattformfunktionen",
      body: "Widgets, Live Activities, App Intents für Siri und Kurzbefehle, Push-Benachrichtigungen und Universal Links, die die App zum Teil des Systems machen.",
    },
    {
      icon: "lock",
      title: "Sicherheit und Datenschutz",
      body: "Speicherung in der Keychain, Face ID und Touch ID, App Attest, Privacy Manifests und korrekte Datenschutzangaben im App Store.",
    },
    {
      icon: "gauge",
      title: "Performance und Stabilität",
      body: "Profiling mit Instruments, Optimierung von Startzeit und Speicherverbrauch sowie Crash-Analyse mit dem Xcode Organizer und Crashlytics.",
    },
  ],
  outcomes: [
    {
      title: "Bessere Bewertungen",
      body: "Veraltete Screens in SwiftUI neu zu bauen und die in Rezensionen genannten Abstürze zu beheben, ist der zuverlässigste Weg, den wir kennen, um eine App-Store-Bewertung zu verbessern.",
    },
    {
      title: "Mehr zahlende Abonnenten",
      body: "Eine klarere Paywall und der Umstieg auf StoreKit 2 machen Testphasen, Verlängerungen und Wiederherstellungen zuverlässiger, was die Conversion von der Testphase zum Abo in der Regel steigert.",
    },
    {
      title: "Reibungsloseres App Review",
      body: "Weil wir Review-Hinweise, Demo-Konten und Datenschutzdokumentation vorab vorbereiten, werden die meisten unserer Einreichungen beim ersten Versuch freigegeben.",
    },
  ],
  process: [
    {
      title: "Umfang und iOS-Versionen",
      body: "Funktionen, minimale iOS-Version und die zu nutzenden Plattformfunktionen stimmen wir auf Basis der Analytics-Daten Ihrer Nutzer ab.",
    },
    {
      title: "Design",
      body: "Screens nach den Human Interface Guidelines, bei denen Dynamic Type, Dark Mode und VoiceOver von Anfang an berücksichtigt sind.",
    },
    {
      title: "Entwicklung und Test",
      body: "Unit- und UI-Tests mit Swift Testing und XCTest, CI-Builds und wöchentliche TestFlight-Releases für Stakeholder.",
    },
    {
      title: "Einreichung und Wartung",
      body: "Einreichung im App Store, phasenweises Release und Updates für jede neue iOS-Version und jedes neue Gerät.",
    },
  ],
  tech: [
    { name: "Swift", use: "Hauptsprache, mit async/await und Actors" },
    { name: "SwiftUI", use: "Deklarative UI für iPhone, iPad und Apple Watch" },
    { name: "UIKit", use: "Ausgereifte Komponenten und bestehende Screens" },
    { name: "SwiftData und Core Data", use: "Lokale Persistenz und Offline-Daten" },
    { name: "StoreKit 2", use: "In-App-Käufe und Abonnements" },
    { name: "WidgetKit und ActivityKit", use: "Widgets für den Home-Bildschirm und Live Activities" },
    { name: "Swift Testing und XCTest", use: "Unit- und UI-Tests" },
    { name: "Swift Package Manager", use: "Modularer Code und Abhängigkeiten" },
    { name: "Xcode Cloud oder fastlane", use: "Automatisierte Builds, Signierung und TestFlight-Uploads" },
    { name: "TestFlight", use: "Beta-Verteilung an Tester und Stakeholder" },
  ],
  faqs: [
    {
      question: "Sollten wir mit SwiftUI oder UIKit entwickeln?",
      answer:
        "SwiftUI für neue Apps und die meisten neuen Screens: Damit entwickeln Sie schneller und pflegen leichter. UIKit hat für bestimmte komplexe Komponenten weiterhin seinen Platz, und beide arbeiten gut zusammen, sodass bestehende UIKit-Apps SwiftUI schrittweise einführen können.",
    },
    {
      question: "Welche minimale iOS-Version sollten wir unterstützen?",
      answer:
        "iPhone-Nutzer aktualisieren schnell. Die Unterstützung der aktuellen und der ein bis zwei vorherigen Hauptversionen deckt daher meist die große Mehrheit der Nutzer ab. Vor der Entscheidung prüfen wir Ihre Analytics-Daten.",
    },
    {
      question: "Was passiert, wenn Apple die App ablehnt?",
      answer:
        "Wir werten die Ablehnung aus, beheben das Problem oder klären es über App Store Connect mit dem App Review und reichen erneut ein. Sorgfältig vorbereitete Review-Hinweise, Demo-Konten und Datenschutzangaben verhindern die meisten Ablehnungen von vornherein.",
    },
    {
      question: "Können Sie auch für iPad und Apple Watch entwickeln?",
      answer:
        "Ja. Mit SwiftUI teilen wir einen Großteil des Codes zwischen iPhone, iPad und watchOS und passen Layouts und Interaktionen an jedes Gerät an.",
    },
  ],
  related: ["mobile-app-development", "android", "react-native", "ux-ui"],
  cta: {
    title: "Sie planen eine iPhone-App oder wollen eine bestehende verbessern?",
    body: "Sagen Sie uns, was die App können muss und wer sie nutzen wird. Wir melden uns mit einem Plan, einem Team und einem Termin für das erste Release.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
