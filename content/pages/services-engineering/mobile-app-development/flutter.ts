import type { z } from "zod";
import type { serviceDetailSchema } from "../../../schema";

/** The page at /services/mobile-app-development/flutter. */
export const flutter = {
  title: "Flutter App Development Services | Alphai",
  description:
    "Flutter development in Dart: one widget tree for iOS and Android with Riverpod or Bloc, golden tests, platform channels and pixel-consistent custom UI.",
  h1: "Flutter app development for consistent, custom-designed apps",
  intro:
    "Flutter draws every pixel itself, so custom designs look the same on iOS and Android. That suits branded consumer apps and products headed for web or desktop later. We build in Dart, with clean architecture, tests and native integrations where needed.",
  offerings: [
    {
      icon: "smartphone",
      title: "Cross-platform Flutter apps",
      body: "iOS and Android apps from one Dart codebase, with layouts that adapt to phones and tablets and full right-to-left support for Arabic.",
    },
    {
      icon: "layers",
      title: "State management and architecture",
      body: "Riverpod or Bloc for predictable state, a layered architecture with repositories, and code generation with freezed and json_serializable.",
    },
    {
      icon: "cpu",
      title: "Platform channels and plugins",
      body: "Native integrations in Swift and Kotlin through platform channels or Pigeon for SDKs, payments and hardware that Flutter does not cover.",
    },
    {
      icon: "palette",
      title: "Custom UI and animation",
      body: "Bespoke widgets, implicit and explicit animations and Rive motion graphics that match your brand, rendered by the Impeller engine.",
    },
    {
      icon: "database",
      title: "Firebase and offline data",
      body: "Firebase Authentication, Firestore, Cloud Messaging and Remote Config, or Drift for local data in offline-first apps.",
    },
    {
      icon: "bug",
      title: "Testing and CI",
      body: "Unit, widget and golden tests, integration tests on real devices, and Codemagic or GitHub Actions pipelines with a flavor per environment.",
    },
  ],
  outcomes: [
    {
      title: "Two platforms, one budget",
      body: "For a Munich amateur football start-up, one Flutter codebase on iOS and Android reached 640 teams in four cities within a year.",
      caseStudy: "amateur-football-league-app",
    },
    {
      title: "A consistent brand experience",
      body: "Golden tests catch visual regressions before release, keeping a custom interface identical on iOS and Android.",
    },
    {
      title: "One app for eleven brands",
      body: "For an Abu Dhabi cloud kitchen group, one Flutter app serves all eleven brands with a shared basket, and direct orders rose from 9% to 24%.",
      caseStudy: "cloud-kitchen-ordering-platform",
    },
  ],
  process: [
    {
      title: "Fit assessment",
      body: "We check features, SDKs and device integrations against Flutter's plugin ecosystem and flag anything that needs native work.",
    },
    {
      title: "Architecture and design system",
      body: "State management, folder structure, theming and a widget library aligned with your Figma designs.",
    },
    {
      title: "Build and test",
      body: "Sprints with widget and golden tests, and builds distributed through TestFlight and Play internal testing.",
    },
    {
      title: "Release and maintain",
      body: "Store submission, staged rollouts, Crashlytics monitoring and Flutter SDK upgrades on a regular schedule.",
    },
  ],
  tech: [
    { name: "Flutter and Dart", use: "Cross-platform UI toolkit and language" },
    { name: "Riverpod", use: "Compile-safe state management and dependency injection" },
    { name: "Bloc", use: "Event-driven state for complex flows" },
    { name: "go_router", use: "Declarative routing and deep links" },
    { name: "Dio", use: "HTTP client with interceptors and retries" },
    { name: "freezed and json_serializable", use: "Immutable models and JSON code generation" },
    { name: "Firebase", use: "Authentication, Firestore, messaging and Crashlytics" },
    { name: "Pigeon", use: "Type-safe platform channels to Swift and Kotlin" },
    { name: "Golden tests", use: "Pixel comparison of widgets to catch visual regressions" },
    { name: "Codemagic", use: "CI/CD builds, signing and store uploads" },
  ],
  faqs: [
    {
      question: "Does a Flutter app feel native?",
      answer:
        "Flutter renders its own widgets, with Material and Cupertino sets that follow each platform's conventions. With care over navigation, scrolling physics and platform-specific touches, users rarely notice. Where a truly native component is needed, it can be embedded.",
    },
    {
      question: "Can Flutter also target web and desktop?",
      answer:
        "Yes. Flutter supports web, Windows, macOS and Linux. On the web it works best for app-like experiences rather than content sites that need SEO. We assess whether reusing your mobile code there makes sense.",
    },
    {
      question: "How do you handle native SDKs without a Flutter plugin?",
      answer:
        "We write a plugin using platform channels or Pigeon, implement the native parts in Swift and Kotlin, and test it on both platforms.",
    },
    {
      question: "Is it hard to hire Dart and Flutter developers?",
      answer:
        "Dart is quick to pick up for developers with Java, Kotlin, Swift or TypeScript experience, and the Flutter community has grown steadily. We also document the codebase so future hires become productive quickly.",
    },
  ],
  related: ["react-native", "firestore", "android", "ios"],
  cta: {
    title: "Considering Flutter for your next app?",
    body: "Share your feature list and design ideas. We will confirm whether Flutter fits and propose a team and a first release.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
