import type { z } from "zod";
import type { serviceFamilySchema } from "../../../../schema";

/** Die Seite /de/services/mobile-app-development. */
export const mobileAppDevelopment = {
  title: "App-Entwicklung: nativ und plattformübergreifend | Alphai",
  description:
    "Native Android- und iOS-Apps in Kotlin und Swift oder plattformübergreifend mit React Native und Flutter: entwickelt, getestet und durchs Store-Review gebracht.",
  h1: "Mobile Apps, die das Store-Review bestehen, schnell bleiben und ihre Nutzer halten",
  intro:
    "Wir entwickeln mobile Apps nativ in Kotlin und Swift oder mit React Native bzw. Flutter einmal für beide Plattformen. Welcher Weg passt, hängt von Ihren Funktionen, Ihrem Budget und dem Team ab, das die App pflegt – wir sagen es Ihnen offen.",
  overview:
    "Unser Mobile-Team in Lahore deckt natives Android und iOS, React Native und Flutter ab, unterstützt von Designern, die Material 3 und Apples Human Interface Guidelines kennen, und von QA-Engineers mit einem Labor echter Geräte. Für Content-, Commerce- und Buchungs-Apps, deren Screens sich größtenteils teilen lassen, ist plattformübergreifend meist die wirtschaftlichere Wahl; nativ gewinnt, wenn die App stark auf Kamera, Bluetooth, Hintergrundverarbeitung oder Plattformfunktionen wie Widgets und Live Activities setzt. Jede App, die wir ausliefern, hat Crash-Reporting, Analytics, automatisierte Builds in einer CI-Pipeline und einen Release-Weg über TestFlight und die Test-Tracks der Play Console. Wir übernehmen die Store-Einreichung, das Review-Feedback und die jährlichen OS- und SDK-Updates, die eine App gelistet und funktionsfähig halten.",
  cards: {
    android:
      "Kotlin-Apps mit Jetpack Compose, Coroutines und Hilt, optimiert mit Baseline Profiles und Android Vitals, damit sie auf den in Ihren Märkten verbreiteten Mittelklasse-Smartphones gut laufen.",
    ios: "Swift- und SwiftUI-Apps mit async/await, StoreKit 2 und WidgetKit, veröffentlicht über TestFlight und vorbereitet auf das App-Store-Review und Apples Datenschutzregeln.",
    "react-native":
      "React-Native-Apps auf der New Architecture mit Expo und EAS, die Logik mit Ihrer React-Web-App teilen und Fehlerbehebungen per Over-the-Air-Update ausliefern, wo die Store-Regeln es erlauben.",
    flutter:
      "Flutter-Apps in Dart mit Riverpod oder Bloc: ein Widget-Baum für Android und iOS, Golden Tests für die Oberfläche und Platform Channels für native Funktionen.",
  },
  whyUs: [
    {
      icon: "smartphone",
      title: "Echte Geräte, nicht nur Simulatoren",
      body: "Unsere Testläufe umfassen ein Labor mit physischen Android- und iOS-Smartphones, darunter ältere Mittelklassemodelle, die viele Ihrer Nutzer noch verwenden.",
    },
    {
      icon: "check-circle",
      title: "Store-Review inklusive",
      body: "Wir bereiten Privacy Labels, Data-Safety-Formulare, Review-Hinweise und Demo-Konten vor und kümmern uns um jede Ablehnung, bis die App live ist.",
    },
    {
      icon: "activity",
      title: "Gemessen auch nach dem Launch",
      body: "Absturzfreie Sitzungen, Startzeit und App-Größe erfassen wir in Firebase Crashlytics oder Sentry und besprechen sie mit Ihnen bei jedem Release.",
    },
    {
      icon: "compass",
      title: "Ehrliche Plattformberatung",
      body: "Wir empfehlen pro Projekt nativ oder plattformübergreifend und stellen Entwicklungskosten und langfristige Wartungskosten direkt nebeneinander.",
    },
  ],
  process: [
    {
      title: "Umfang und Plattformwahl",
      body: "Funktionen, Geräte, Offline-Anforderungen und Integrationen entscheiden über nativ oder plattformübergreifend und über die minimal unterstützten OS-Versionen.",
    },
    {
      title: "Design und Prototyp",
      body: "Klickbare Prototypen nach Material 3 und den Human Interface Guidelines, mit Nutzern auf echten Smartphones getestet.",
    },
    {
      title: "Entwicklung und Test",
      body: "Sprints mit Builds in TestFlight und im internen Play-Test-Track, dazu automatisierte UI-Tests bei jedem Merge.",
    },
    {
      title: "Release und Wartung",
      body: "Store-Einreichung, gestaffelte Rollouts, Monitoring und Updates für jede neue Hauptversion von Android und iOS.",
    },
  ],
  cta: {
    title: "Sie planen eine App oder Ihre App hat schlechte Bewertungen?",
    body: "Erzählen Sie uns von Ihren Nutzern, den gewünschten Funktionen und, falls vorhanden, Ihrer aktuellen App. Wir schlagen einen Plattformansatz, ein Team und ein realistisches erstes Release vor.",
  },
} satisfies z.input<typeof serviceFamilySchema>;
