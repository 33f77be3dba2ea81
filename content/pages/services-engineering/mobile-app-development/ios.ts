import type { z } from "zod";
import type { serviceDetailSchema } from "../../../schema";

/** The page at /services/mobile-app-development/ios. */
export const ios = {
  title: "iOS App Development in Swift and SwiftUI | Alphai",
  description:
    "Native iOS development in Swift and SwiftUI with async/await, StoreKit 2, widgets and TestFlight releases, prepared for App Store review and privacy rules.",
  h1: "iOS app development in Swift and SwiftUI",
  intro:
    "iPhone users expect apps that feel native: smooth scrolling, familiar navigation, widgets and quick Face ID sign-in. We build them in Swift and SwiftUI, take them through TestFlight and App Store review, and keep them current with each iOS release.",
  offerings: [
    {
      icon: "smartphone",
      title: "Native SwiftUI apps",
      body: "Apps built in SwiftUI with Swift concurrency, structured into testable features, with UIKit where a component still needs it.",
    },
    {
      icon: "refresh-cw",
      title: "Objective-C and UIKit modernisation",
      body: "Gradual migration of Objective-C code and storyboard-based screens to Swift and SwiftUI, keeping the app shippable throughout.",
    },
    {
      icon: "wallet",
      title: "Payments and subscriptions",
      body: "In-app purchases and subscriptions with StoreKit 2, Apple Pay for physical goods and services, and server-side transaction verification.",
    },
    {
      icon: "layers",
      title: "Platform features",
      body: "Widgets, Live Activities, App Intents for Siri and Shortcuts, push notifications and universal links that make the app part of the system.",
    },
    {
      icon: "lock",
      title: "Security and privacy",
      body: "Keychain storage, Face ID and Touch ID, App Attest, privacy manifests and accurate App Store privacy labels.",
    },
    {
      icon: "gauge",
      title: "Performance and stability",
      body: "Profiling in Instruments, launch-time and memory work, and crash analysis with the Xcode Organizer and Crashlytics.",
    },
  ],
  outcomes: [
    {
      title: "Higher ratings",
      body: "Rebuilding dated screens in SwiftUI and fixing the crashes reviewers mention is the most reliable way we know to lift an App Store rating.",
    },
    {
      title: "More paying subscribers",
      body: "A clearer paywall and a move to StoreKit 2 make trials, renewals and restores more reliable, which typically lifts trial-to-paid conversion.",
    },
    {
      title: "Smoother App Review",
      body: "Review notes, demo accounts and privacy documentation prepared up front mean most of our submissions are approved on the first attempt.",
    },
  ],
  process: [
    {
      title: "Scope and iOS versions",
      body: "Features, the minimum iOS version and the platform features to use are agreed, based on your users' analytics.",
    },
    {
      title: "Design",
      body: "Screens that follow the Human Interface Guidelines, with Dynamic Type, dark mode and VoiceOver considered from the start.",
    },
    {
      title: "Build and test",
      body: "Unit and UI tests with Swift Testing and XCTest, CI builds and weekly TestFlight releases for stakeholders.",
    },
    {
      title: "Submit and maintain",
      body: "App Store submission, phased release and updates for each new iOS version and device.",
    },
  ],
  tech: [
    { name: "Swift", use: "Primary language, with async/await and actors" },
    { name: "SwiftUI", use: "Declarative UI for iPhone, iPad and Apple Watch" },
    { name: "UIKit", use: "Mature components and existing screens" },
    { name: "SwiftData and Core Data", use: "Local persistence and offline data" },
    { name: "StoreKit 2", use: "In-app purchases and subscriptions" },
    { name: "WidgetKit and ActivityKit", use: "Home Screen widgets and Live Activities" },
    { name: "Swift Testing and XCTest", use: "Unit and UI tests" },
    { name: "Swift Package Manager", use: "Modular code and dependencies" },
    { name: "Xcode Cloud or fastlane", use: "Automated builds, signing and TestFlight uploads" },
    { name: "TestFlight", use: "Beta distribution to testers and stakeholders" },
  ],
  faqs: [
    {
      question: "Should we build with SwiftUI or UIKit?",
      answer:
        "SwiftUI for new apps and most new screens: it is faster to build and to maintain. UIKit still has a place for certain complex components, and the two interoperate well, so existing UIKit apps can adopt SwiftUI gradually.",
    },
    {
      question: "What minimum iOS version should we support?",
      answer:
        "iPhone users update quickly, so supporting the current and the previous one or two major versions usually covers the vast majority of users. We check your analytics before deciding.",
    },
    {
      question: "What happens if Apple rejects the app?",
      answer:
        "We read the rejection, fix the issue or clarify it with App Review through App Store Connect, and resubmit. Careful preparation of review notes, demo accounts and privacy details prevents most rejections in the first place.",
    },
    {
      question: "Can you build for iPad and Apple Watch too?",
      answer:
        "Yes. SwiftUI lets us share much of the code across iPhone, iPad and watchOS while adapting layouts and interactions to each device.",
    },
  ],
  related: ["mobile-app-development", "android", "react-native", "ux-ui"],
  cta: {
    title: "Planning an iPhone app or improving one?",
    body: "Tell us what the app must do and who will use it. We will come back with a plan, a team and a first release date.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
