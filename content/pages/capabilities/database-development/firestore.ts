import type { z } from "zod";
import type { serviceDetailSchema } from "../../../schema";

/** The page at /capabilities/database/firestore. */
export const firestore = {
  title: "Firestore Development and Data Modelling | Alphai",
  description:
    "Cloud Firestore development: document data modelling, security rules, composite indexes, offline sync and read-cost control for mobile and web apps.",
  h1: "Firestore development for real-time apps",
  intro:
    "Firestore gives mobile and web apps real-time sync without running servers, but its document model, security rules and per-read pricing reward careful design. We model data around your screens, write and test security rules, and keep read costs down as usage grows.",
  offerings: [
    {
      icon: "database",
      title: "Data modelling",
      body: "Collections, subcollections and denormalised fields designed around your queries, with composite indexes and limits planned in advance.",
    },
    {
      icon: "lock",
      title: "Security rules",
      body: "Role- and ownership-based Firestore security rules with validation of incoming data, covered by tests in the Firebase Emulator Suite.",
    },
    {
      icon: "zap",
      title: "Cloud Functions and triggers",
      body: "Server-side logic on document writes for aggregation, notifications and integrations, written in TypeScript and deployed with CI.",
    },
    {
      icon: "smartphone",
      title: "Offline-first mobile apps",
      body: "Offline persistence and conflict-aware write patterns for Flutter, iOS and Android apps used on unreliable networks.",
    },
    {
      icon: "wallet",
      title: "Cost review",
      body: "Analysis of reads, writes and listeners to cut unnecessary queries, plus BigQuery export for analytics outside Firestore.",
    },
  ],
  outcomes: [
    {
      title: "Live scores, low running costs",
      body: "For a Munich amateur football start-up, Firestore carries real-time scores and standings for 640 teams, with no servers for the small team to run.",
      caseStudy: "amateur-football-league-app",
    },
    {
      title: "Data protected by tested rules",
      body: "Security rules with emulator tests catch access mistakes in CI instead of in production.",
    },
    {
      title: "Apps that work offline",
      body: "Field teams can keep recording data without a connection, with changes syncing automatically when they reconnect.",
    },
  ],
  process: [
    {
      title: "Screen and query mapping",
      body: "We list every screen and the data it reads or writes, which drives the document structure and indexes.",
    },
    {
      title: "Model and rules",
      body: "Collections, security rules and emulator tests are written together, before the app code depends on them.",
    },
    {
      title: "Build and integrate",
      body: "Client SDK integration, Cloud Functions and analytics export are delivered feature by feature.",
    },
    {
      title: "Review at scale",
      body: "Usage and costs are reviewed after launch, with indexes and listeners adjusted to real traffic.",
    },
  ],
  tech: [
    { name: "Cloud Firestore", use: "Serverless document database with real-time sync" },
    { name: "Firebase Emulator Suite", use: "Local testing of rules, functions and data" },
    { name: "Cloud Functions for Firebase", use: "Server-side triggers and APIs in TypeScript" },
    { name: "Firebase Authentication", use: "User identity feeding security rules" },
    { name: "BigQuery", use: "Analytics on exported Firestore data" },
    { name: "Flutter", use: "Cross-platform mobile clients with FlutterFire" },
    { name: "Algolia", use: "Full-text search that Firestore does not provide" },
  ],
  faqs: [
    {
      question: "When is Firestore the wrong choice?",
      answer:
        "When you need complex joins, ad-hoc reporting or heavy aggregation across many documents. In those cases a relational database such as PostgreSQL, or Firestore combined with BigQuery, is usually a better fit.",
    },
    {
      question: "Why is our Firestore bill growing faster than our users?",
      answer:
        "Usually because of listeners on large collections, queries that read more documents than they display, or counts computed on the client. We trace where reads come from and restructure the worst offenders.",
    },
    {
      question: "Can you migrate us off Firestore if we outgrow it?",
      answer:
        "Yes. We export data, map documents to a relational or MongoDB schema and run both in parallel during the transition, updating the app to the new API gradually.",
    },
  ],
  related: ["flutter", "gcp", "mongodb", "react-native"],
  cta: {
    title: "Building on Firebase and Firestore?",
    body: "Tell us about your app and its data. We will review your model, rules and costs, or help you design them from the start.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
