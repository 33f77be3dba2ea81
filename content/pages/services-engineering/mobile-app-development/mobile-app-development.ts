import type { z } from "zod";
import type { serviceFamilySchema } from "../../../schema";

/** The page at /services/mobile-app-development. */
export const mobileAppDevelopment = {
  title: "Mobile App Development: Native and Cross-platform | Alphai",
  description:
    "Native Android and iOS apps in Kotlin and Swift, or cross-platform apps in React Native and Flutter, built, tested and taken through app store review.",
  h1: "Mobile apps that pass review, stay fast and keep their users",
  intro:
    "We build mobile apps natively in Kotlin and Swift, or once for both platforms in React Native or Flutter. The right choice depends on your features, your budget and the team that will maintain the app, and we will tell you plainly which one fits.",
  overview:
    "Our mobile chapter in Lahore covers native Android and iOS, React Native and Flutter, backed by designers who know Material 3 and Apple's Human Interface Guidelines and by QA engineers with a lab of physical devices. Cross-platform is usually the better deal for content, commerce and booking apps where most screens are shared; native wins when the app leans on the camera, Bluetooth, background processing or platform features such as widgets and Live Activities. Every app we ship has crash reporting, analytics, automated builds in a CI pipeline and a release path through TestFlight and Play Console testing tracks. We handle store submission, review feedback and the yearly OS and SDK updates that keep an app listed and working.",
  cards: {
    android:
      "Kotlin apps with Jetpack Compose, coroutines and Hilt, tuned with Baseline Profiles and Android vitals to run well on the mid-range phones common in your markets.",
    ios: "Swift and SwiftUI apps using async/await, StoreKit 2 and WidgetKit, released through TestFlight and prepared for App Store review and privacy rules.",
    "react-native":
      "React Native apps on the New Architecture with Expo and EAS, sharing logic with your React web app and shipping over-the-air fixes where store rules allow.",
    flutter:
      "Flutter apps in Dart with Riverpod or Bloc, one widget tree for Android and iOS, golden tests for the UI and platform channels for native features.",
  },
  whyUs: [
    {
      icon: "smartphone",
      title: "Real devices, not just simulators",
      body: "Test runs cover a lab of physical Android and iOS phones, including the older mid-range models that many of your users still carry.",
    },
    {
      icon: "check-circle",
      title: "Store review handled",
      body: "We prepare privacy labels, data safety forms, review notes and demo accounts, and deal with any rejection until the app is live.",
    },
    {
      icon: "activity",
      title: "Measured after launch",
      body: "Crash-free sessions, startup time and app size are tracked in Firebase Crashlytics or Sentry and reviewed with you at every release.",
    },
    {
      icon: "compass",
      title: "Honest platform advice",
      body: "We recommend native or cross-platform per project, with the build cost and the long-term maintenance cost laid out side by side.",
    },
  ],
  process: [
    {
      title: "Scope and platform choice",
      body: "Features, devices, offline needs and integrations decide native or cross-platform and the minimum OS versions to support.",
    },
    {
      title: "Design and prototype",
      body: "Clickable prototypes that follow Material 3 and the Human Interface Guidelines, tested with users on real phones.",
    },
    {
      title: "Build and test",
      body: "Sprints with builds sent to TestFlight and Play internal testing, plus automated UI tests on every merge.",
    },
    {
      title: "Release and maintain",
      body: "Store submission, staged rollouts, monitoring and updates for each major Android and iOS release.",
    },
  ],
  cta: {
    title: "Planning an app or fixing one with poor reviews?",
    body: "Tell us about your users, your features and your current app if you have one. We will suggest a platform approach, a team and a realistic first release.",
  },
} satisfies z.input<typeof serviceFamilySchema>;
