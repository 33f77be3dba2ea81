import type { z } from "zod";
import type { serviceDetailSchema } from "../../../../schema";

/** Die Seite /de/services/mobile-app-development/android. */
export const android = {
  title: "Android-App-Entwicklung in Kotlin | Alphai",
  description:
    "Native Android-Entwicklung in Kotlin und Jetpack Compose mit Coroutines, Hilt, Room und Offline-Sync, optimiert für Mittelklassegeräte und Play-Richtlinien.",
  h1: "Android-App-Entwicklung in Kotlin und Jetpack Compose",
  intro:
    "Android läuft auf Tausenden Gerätemodellen, vom Flaggschiff bis zum günstigen Einsteigergerät mit wenig Speicher und lückenhaftem Netz. Wir entwickeln native Kotlin-Apps mit Jetpack Compose, die schnell bleiben, bei Bedarf offline funktionieren und mit den Richtlinien und Target-API-Vorgaben von Google Play Schritt halten.",
  offerings: [
    {
      icon: "smartphone",
      title: "Native Kotlin-Apps",
      body: "Apps mit Jetpack Compose, Material 3, Coroutines und Flow, strukturiert nach MVVM oder MVI, mit Dependency Injection über Hilt.",
    },
    {
      icon: "refresh-cw",
      title: "Modernisierung von Java und XML",
      body: "Schrittweise Migration von Java-Code zu Kotlin und von XML-Layouts zu Compose, Screen für Screen und ohne Release-Stopp.",
    },
    {
      icon: "database",
      title: "Offline-first und Synchronisation",
      body: "Room-Datenbanken, Hintergrund-Sync mit WorkManager und Konfliktbehandlung für Außendienst, Fahrer und Nutzer mit instabiler Verbindung.",
    },
    {
      icon: "cpu",
      title: "Geräte- und Hardwarefunktionen",
      body: "Kamera, Barcode-Scan mit ML Kit, Bluetooth Low Energy, NFC, Standort und Foreground Services, umgesetzt innerhalb der Hintergrundlimits von Android.",
    },
    {
      icon: "gauge",
      title: "Performance und Vitals",
      body: "Baseline Profiles, Tracing von Startzeit und Rucklern sowie eine kleinere App, gemessen an den Grenzwerten von Android Vitals in der Play Console.",
    },
    {
      icon: "shield",
      title: "Sicherheit und Play-Compliance",
      body: "Play Integrity API, verschlüsselte Speicherung, korrekte Angaben zur Datensicherheit und rechtzeitige Updates des Target API Levels, damit Ihre App gelistet bleibt.",
    },
  ],
  outcomes: [
    {
      title: "Schnellerer Kaltstart",
      body: "Baseline Profiles und verzögerte Initialisierung verkürzen die Kaltstartzeit auf den Mittelklasse-Smartphones, die die meisten Nutzer besitzen, häufig um ein Drittel.",
    },
    {
      title: "Weniger Abstürze",
      body: "Das Beheben von Lifecycle- und Threading-Problemen aus den Crash-Reports hebt den Anteil absturzfreier Sitzungen typischerweise auf über 99,5 %.",
    },
    {
      title: "Funktioniert ohne Netz",
      body: "Für 2.000 kommunale Gesundheitskräfte in Pakistan verkürzte eine Offline-first-App auf günstigen Smartphones die Erstellung der monatlichen Gesundheitskennzahlen von sechs Wochen auf fünf Tage.",
      caseStudy: "maternal-health-community-worker-app",
    },
  ],
  process: [
    {
      title: "Anforderungen und Geräte",
      body: "Wir legen Funktionen, die minimale Android-Version und eine Gerätematrix auf Basis der Analytics-Daten Ihrer Nutzer fest.",
    },
    {
      title: "Architektur",
      body: "Modulstruktur, Datenschicht, Offline-Strategie und Navigation stehen fest, bevor die Arbeit an den Features beginnt.",
    },
    {
      title: "Entwicklung und Test",
      body: "Compose-UI-Tests, Unit-Tests und Testläufe in einem Labor mit physischen Smartphones; die Builds gehen in den internen Play-Test-Track.",
    },
    {
      title: "Release",
      body: "Gestaffelte Rollouts in der Play Console mit Vitals- und Crash-Monitoring sowie ein Plan für jede neue Android-Version.",
    },
  ],
  tech: [
    { name: "Kotlin", use: "Hauptsprache, mit Coroutines und Flow" },
    { name: "Jetpack Compose", use: "Deklarative UI mit Material 3" },
    { name: "Hilt", use: "Dependency Injection über alle Module hinweg" },
    { name: "Room", use: "Lokale Datenbank für Offline-Daten" },
    { name: "WorkManager", use: "Zuverlässige Hintergrundaufgaben und Synchronisation" },
    { name: "Retrofit und OkHttp", use: "Netzwerkzugriffe mit typisierten API-Clients" },
    { name: "ML Kit", use: "Barcode-Scan und Texterkennung direkt auf dem Gerät" },
    { name: "Firebase Crashlytics", use: "Crash-Reporting und Stabilitäts-Tracking" },
    { name: "Espresso und Compose-Tests", use: "Automatisierte UI-Tests" },
    { name: "Baseline Profiles", use: "Ahead-of-Time-Kompilierung kritischer Codepfade" },
    { name: "Gradle Version Catalogs", use: "Einheitliche Abhängigkeiten in einem modularen Build" },
  ],
  faqs: [
    {
      question: "Sollten wir nativ für Android entwickeln oder plattformübergreifend?",
      answer:
        "Nativ ist die bessere Wahl, wenn Ihre App stark auf Hardware, Hintergrundprozesse, komplexe Offline-Logik oder Android-spezifische Funktionen angewiesen ist. Bestehen die meisten Screens aus Formularen und Inhalten, die auf beiden Plattformen gleich sind, decken React Native oder Flutter beide günstiger ab. Wir beraten Sie pro Projekt.",
    },
    {
      question: "Welche Android-Versionen sollten wir unterstützen?",
      answer:
        "Die Untergrenze legen wir anhand Ihrer Nutzerdaten fest. Für die meisten Consumer-Apps in unseren Märkten deckt die Unterstützung ab Android 8 oder 9 den Großteil der Geräte ab, ohne dass übermäßig viele Workarounds nötig werden.",
    },
    {
      question: "Kümmern Sie sich um den Google-Play-Eintrag und die Richtlinien?",
      answer:
        "Ja. Wir bereiten das Formular zur Datensicherheit, die Berechtigungserklärungen und den Store-Eintrag vor und behalten die jährliche Target-API-Level-Anforderung von Google Play im Blick, damit Ihre Updates nicht blockiert werden.",
    },
    {
      question: "Können Sie unsere bestehende Android-App in Java übernehmen?",
      answer:
        "Ja. Wir analysieren sie, stabilisieren zuerst die Absturz-Hotspots und migrieren dann schrittweise zu Kotlin und Compose, während weiterhin Features ausgeliefert werden.",
    },
  ],
  related: ["mobile-app-development", "ios", "flutter", "quality-assurance"],
  cta: {
    title: "Sie planen eine Android-App oder wollen eine bestehende in Ordnung bringen?",
    body: "Erzählen Sie uns von Ihren Nutzern, ihren Geräten und den Funktionen, die Sie brauchen. Wir schlagen einen Ansatz und einen Plan für das erste Release vor.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
