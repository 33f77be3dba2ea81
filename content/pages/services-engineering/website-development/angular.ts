import type { z } from "zod";
import type { serviceDetailSchema } from "../../../schema";

/** The page at /services/website-development/angular (also at /capabilities/frontend/angular). */
export const angular = {
  title: "Angular Development Services | Alphai",
  description:
    "Angular development for enterprise web apps: standalone components, signals, typed forms, SSR with hydration, Nx monorepos and safe version upgrades.",
  h1: "Angular development for large, long-lived web applications",
  intro:
    "Angular shines in large applications with many forms, screens and developers: banking portals, ERP front ends, clinical and logistics consoles. We build new Angular apps on modern APIs, upgrade older ones version by version and untangle codebases that resist change.",
  offerings: [
    {
      icon: "code",
      title: "New Angular applications",
      body: "Apps built with standalone components, signals, the built-in control flow and deferrable views, typed end to end with strict TypeScript.",
    },
    {
      icon: "refresh-cw",
      title: "Upgrades and migrations",
      body: "Step-by-step upgrades with ng update, moves from NgModules to standalone components, and migrations off AngularJS that keep the app running in production.",
    },
    {
      icon: "layout",
      title: "Enterprise forms and data grids",
      body: "Typed reactive forms with complex validation and high-volume tables in AG Grid or Angular Material, built for keyboard-heavy back-office users.",
    },
    {
      icon: "layers",
      title: "Component libraries and monorepos",
      body: "Shared libraries and design systems in Nx workspaces, so several teams and apps reuse the same components and rules.",
    },
    {
      icon: "gauge",
      title: "Performance and SSR",
      body: "Server-side rendering with hydration, lazy-loaded routes, OnPush and signal-based change detection, and bundle analysis to cut load time.",
    },
    {
      icon: "bug",
      title: "Testing and quality",
      body: "Unit tests in Jest or Vitest, component tests with Angular Testing Library and end-to-end tests in Playwright or Cypress.",
    },
  ],
  outcomes: [
    {
      title: "An upgrade without a feature freeze",
      body: "Stepwise upgrades, one major version at a time with automated migrations and tests, move an old Angular release to a current one while feature work continues.",
    },
    {
      title: "Faster data-heavy screens",
      body: "Switching a logistics console to OnPush, signals and virtual scrolling brought 10,000-row tables from multi-second renders to under 200 ms.",
    },
    {
      title: "Teams unblocked",
      body: "Splitting a monolithic Angular codebase into Nx libraries with enforced boundaries lets several teams build and release independently.",
    },
  ],
  process: [
    {
      title: "Codebase audit",
      body: "We review the Angular version, dependencies, state management, test coverage and bundle size, and list the riskiest areas.",
    },
    {
      title: "Architecture and plan",
      body: "Library boundaries, the state approach and the upgrade path are agreed, with milestones that keep the app shippable.",
    },
    {
      title: "Incremental delivery",
      body: "Features and refactoring ship together in sprints, protected by tests added around each area we touch.",
    },
    {
      title: "Handover",
      body: "Documented conventions, lint rules and a walkthrough so your team can keep the codebase in shape.",
    },
  ],
  tech: [
    { name: "Angular", use: "Standalone components, signals, control flow and deferrable views" },
    { name: "Angular CLI and ng update", use: "esbuild-based builds and automated version migrations" },
    { name: "RxJS", use: "Streams for HTTP, WebSockets and complex asynchronous flows" },
    { name: "NgRx and SignalStore", use: "State management for large, shared application state" },
    { name: "Angular Material and CDK", use: "Accessible components, overlays and virtual scrolling" },
    { name: "AG Grid", use: "High-volume data grids for back-office screens" },
    { name: "Nx", use: "Monorepos, library boundaries and affected-only CI builds" },
    { name: "Angular SSR", use: "Server-side rendering and hydration for public pages" },
    { name: "Playwright", use: "End-to-end tests across Chromium, Firefox and WebKit" },
    { name: "Jest or Vitest", use: "Fast unit and component tests in CI" },
  ],
  faqs: [
    {
      question: "Should we choose Angular or React for a new project?",
      answer:
        "Angular suits large teams and long-lived enterprise apps because routing, forms, HTTP and testing conventions come built in. React gives more freedom and a larger hiring pool for product surfaces that change quickly. We recommend one based on your team, your existing code and the shape of the app.",
    },
    {
      question: "Can you migrate our AngularJS application?",
      answer:
        "Yes. AngularJS has been out of support since January 2022. Depending on size, we either run AngularJS and Angular side by side and migrate screen by screen, or rebuild in phases behind the same URLs. Both approaches keep the app live throughout.",
    },
    {
      question: "Should we use signals instead of RxJS?",
      answer:
        "Use both. Signals are the better fit for component and local state, and we use them by default there. RxJS remains the stronger tool for event streams, WebSockets and complex asynchronous coordination, so most modern Angular apps combine the two.",
    },
    {
      question: "Do you build the back end for Angular apps too?",
      answer:
        "Yes. In our projects Angular is often paired with .NET or Java back ends, and we can deliver the API, the front end and the delivery pipeline as one team.",
    },
  ],
  related: ["frontend-development", "dotnet", "java", "quality-assurance"],
  cta: {
    title: "Running an Angular app that needs to move forward?",
    body: "Send us your Angular version and a short description of the app. We will suggest an upgrade or build plan and the team to deliver it.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
