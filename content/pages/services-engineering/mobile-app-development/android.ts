import type { z } from "zod";
import type { serviceDetailSchema } from "../../../schema";

/** The page at /services/mobile-app-development/android. */
export const android = {
  title: "Android App Development in Kotlin | Alphai",
  description:
    "Native Android development in Kotlin and Jetpack Compose, with coroutines, Hilt, Room and offline sync, tuned for mid-range phones and Play policies.",
  h1: "Android app development in Kotlin and Jetpack Compose",
  intro:
    "Android runs on thousands of device models, from flagships to budget handsets with little memory and patchy networks. We build native Kotlin apps with Jetpack Compose that stay fast, work offline when needed and track Google Play's policy and target API changes.",
  offerings: [
    {
      icon: "smartphone",
      title: "Native Kotlin apps",
      body: "Apps built with Jetpack Compose, Material 3, coroutines and Flow, structured with MVVM or MVI and dependency injection through Hilt.",
    },
    {
      icon: "refresh-cw",
      title: "Java and XML modernisation",
      body: "Gradual migration of Java code to Kotlin and of XML layouts to Compose, screen by screen, without freezing releases.",
    },
    {
      icon: "database",
      title: "Offline-first and sync",
      body: "Room databases, WorkManager background sync and conflict handling for field workers, drivers and users on unreliable connections.",
    },
    {
      icon: "cpu",
      title: "Device and hardware features",
      body: "Camera, barcode scanning with ML Kit, Bluetooth Low Energy, NFC, location and foreground services, built within Android's background limits.",
    },
    {
      icon: "gauge",
      title: "Performance and vitals",
      body: "Baseline Profiles, startup and jank tracing and app-size reduction, measured against the Android vitals thresholds in Play Console.",
    },
    {
      icon: "shield",
      title: "Security and Play compliance",
      body: "Play Integrity API, encrypted storage, accurate data safety declarations and timely target API level updates that keep your app listed.",
    },
  ],
  outcomes: [
    {
      title: "Faster cold start",
      body: "Baseline Profiles and deferred initialisation commonly cut cold start time by a third on the mid-range phones most users own.",
    },
    {
      title: "Fewer crashes",
      body: "Fixing lifecycle and threading issues found in crash reports typically raises crash-free sessions above 99.5%.",
    },
    {
      title: "Works without signal",
      body: "For 2,000 community health workers in Pakistan, an offline-first app on low-cost phones took monthly health indicators from six weeks to five days.",
      caseStudy: "maternal-health-community-worker-app",
    },
  ],
  process: [
    {
      title: "Requirements and devices",
      body: "We agree features, the minimum Android version and a device matrix based on your users' analytics.",
    },
    {
      title: "Architecture",
      body: "Module structure, data layer, offline strategy and navigation are defined before feature work starts.",
    },
    {
      title: "Build and test",
      body: "Compose UI tests, unit tests and runs on a lab of physical phones, with builds shipped to Play internal testing.",
    },
    {
      title: "Release",
      body: "Staged rollouts in Play Console with vitals and crash monitoring, and a plan for each new Android release.",
    },
  ],
  tech: [
    { name: "Kotlin", use: "Primary language, with coroutines and Flow" },
    { name: "Jetpack Compose", use: "Declarative UI with Material 3" },
    { name: "Hilt", use: "Dependency injection across modules" },
    { name: "Room", use: "Local database for offline data" },
    { name: "WorkManager", use: "Reliable background work and sync" },
    { name: "Retrofit and OkHttp", use: "Networking with typed API clients" },
    { name: "ML Kit", use: "On-device barcode scanning and text recognition" },
    { name: "Firebase Crashlytics", use: "Crash reporting and stability tracking" },
    { name: "Espresso and Compose testing", use: "Automated UI tests" },
    { name: "Baseline Profiles", use: "Ahead-of-time compilation of critical code paths" },
    { name: "Gradle version catalogs", use: "Consistent dependencies across a modular build" },
  ],
  faqs: [
    {
      question: "Should we build a native Android app or go cross-platform?",
      answer:
        "Native is the better choice when your app relies heavily on hardware, background work, complex offline logic or Android-specific features. If most screens are shared forms and content, React Native or Flutter can cover both platforms for less. We advise per project.",
    },
    {
      question: "Which Android versions should we support?",
      answer:
        "We set the minimum from your users' data. For most consumer apps in our markets, supporting Android 8 or 9 and later covers the large majority of devices without excessive workarounds.",
    },
    {
      question: "Do you handle the Google Play listing and policies?",
      answer:
        "Yes. We prepare the data safety form, permission declarations and store listing, and track Google Play's yearly target API level requirement so your updates are not blocked.",
    },
    {
      question: "Can you take over our existing Java Android app?",
      answer:
        "Yes. We audit it, stabilise the crash hotspots first, then migrate to Kotlin and Compose gradually while continuing to ship features.",
    },
  ],
  related: ["mobile-app-development", "ios", "flutter", "quality-assurance"],
  cta: {
    title: "Planning an Android app or fixing one?",
    body: "Tell us about your users, their devices and the features you need. We will propose an approach and a plan for the first release.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
