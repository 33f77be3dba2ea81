import type { z } from "zod";
import type { serviceDetailSchema } from "../../../schema";

/** The page at /services/mobile-app-development/react-native. */
export const reactNative = {
  title: "React Native App Development Services | Alphai",
  description:
    "React Native development on the New Architecture with Expo and EAS: one TypeScript codebase for iOS and Android, with native modules where needed.",
  h1: "React Native apps with one codebase and a native feel",
  intro:
    "React Native lets one TypeScript team serve iOS and Android, sharing logic with your React web app. The New Architecture and Expo removed most old performance and tooling compromises. We build apps that feel native, with Swift or Kotlin modules where needed.",
  offerings: [
    {
      icon: "smartphone",
      title: "Cross-platform apps",
      body: "iOS and Android apps from one TypeScript codebase, with Expo Router or React Navigation and platform-specific touches where users expect them.",
    },
    {
      icon: "rocket",
      title: "Expo and EAS workflows",
      body: "Expo development builds, EAS Build for signed binaries and EAS Update for over-the-air JavaScript fixes within App Store and Google Play rules.",
    },
    {
      icon: "cpu",
      title: "Native modules",
      body: "Expo Modules or Turbo Modules written in Swift and Kotlin for SDKs, hardware and platform features that have no ready-made library.",
    },
    {
      icon: "zap",
      title: "Smooth animation and lists",
      body: "Reanimated, Gesture Handler and FlashList for fluid interactions and long lists that stay smooth on mid-range Android phones.",
    },
    {
      icon: "refresh-cw",
      title: "Upgrades to the New Architecture",
      body: "Upgrades of older React Native apps to current versions and the New Architecture, replacing unmaintained libraries along the way.",
    },
    {
      icon: "code",
      title: "Code shared with web",
      body: "Types, API clients, validation and business logic shared with your React or Next.js app in a single monorepo.",
    },
  ],
  outcomes: [
    {
      title: "One team, two platforms",
      body: "For a Vienna start-up, one React Native team took a neighbourhood app from discovery sprint to launch on iOS and Android in 16 weeks.",
      caseStudy: "neighbourhood-community-app-moderation",
    },
    {
      title: "Fixes in hours, not days",
      body: "EAS Update ships a JavaScript bug fix to most active users within a day, without waiting for a new store build.",
    },
    {
      title: "Fewer no-shows",
      body: "For a GCC hospital group, a React Native patient app with reminders and one-tap rescheduling cut outpatient no-shows by 31%.",
      caseStudy: "hospital-group-fhir-patient-app",
    },
  ],
  process: [
    {
      title: "Platform check",
      body: "We confirm React Native fits your features and list the native modules or SDKs that need custom work.",
    },
    {
      title: "Foundations",
      body: "Expo setup, navigation, state management, CI with EAS and, where useful, a design system shared with web.",
    },
    {
      title: "Build and test",
      body: "Jest and React Native Testing Library for components, and Maestro or Detox for end-to-end flows on real devices.",
    },
    {
      title: "Release and update",
      body: "Store submission, staged rollouts and an over-the-air update policy agreed with you in advance.",
    },
  ],
  tech: [
    { name: "React Native New Architecture", use: "Fabric renderer, Turbo Modules and JSI" },
    { name: "Expo", use: "SDK, development builds and config plugins" },
    { name: "EAS Build and EAS Update", use: "Cloud builds, signing and over-the-air updates" },
    { name: "Hermes", use: "JavaScript engine optimised for mobile startup" },
    { name: "Expo Router and React Navigation", use: "File-based and stack navigation" },
    { name: "Reanimated", use: "UI-thread animations and gestures" },
    { name: "FlashList", use: "High-performance, recycled lists" },
    { name: "TanStack Query", use: "Server-state caching and offline support" },
    { name: "React Native Testing Library", use: "Component tests focused on behaviour" },
    { name: "Maestro and Detox", use: "End-to-end tests on devices and simulators" },
  ],
  faqs: [
    {
      question: "Is React Native fast enough for our app?",
      answer:
        "For the large majority of business, commerce and content apps, yes. The New Architecture and Hermes removed most of the old bottlenecks. Apps built around heavy 3D, real-time audio or video processing may still be better built natively.",
    },
    {
      question: "Should we choose React Native or Flutter?",
      answer:
        "React Native is the natural choice if your team knows React or you want to share code with a React web app. Flutter offers very consistent rendering across platforms and strong tooling for custom-designed interfaces. Both are production-ready; we recommend based on your team and product.",
    },
    {
      question: "Do the app stores allow over-the-air updates?",
      answer:
        "Apple and Google allow updating JavaScript and assets as long as the app's core purpose does not change. We use EAS Update for fixes and small improvements, and ship new native features through the stores.",
    },
    {
      question: "Should we use Expo?",
      answer:
        "In most cases, yes. Expo supports custom native code through development builds, config plugins and Expo Modules, so its tooling no longer limits what you can build.",
    },
  ],
  related: ["react", "flutter", "ios", "android"],
  cta: {
    title: "Want one app for both iOS and Android?",
    body: "Tell us about the features and your current web stack. We will confirm whether React Native fits and propose a plan.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
