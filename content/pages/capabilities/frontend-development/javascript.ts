import type { z } from "zod";
import type { serviceDetailSchema } from "../../../schema";

/** The page at /capabilities/frontend/javascript. */
export const javascript = {
  title: "JavaScript and TypeScript Development | Alphai",
  description:
    "JavaScript and TypeScript engineering: jQuery and legacy migrations, Vite build pipelines, Web Components and Interaction to Next Paint fixes.",
  h1: "JavaScript development with TypeScript at the core",
  intro:
    "Not every problem needs a new framework. Many of our JavaScript engagements are about making existing code safer and faster: adding TypeScript to a legacy codebase, replacing jQuery, modernising the build, or finding out why a page freezes for half a second after every click.",
  offerings: [
    {
      icon: "code",
      title: "TypeScript adoption",
      body: "Incremental migration from JavaScript to TypeScript with strict mode enabled module by module, so the codebase never stops shipping.",
    },
    {
      icon: "refresh-cw",
      title: "Legacy modernisation",
      body: "Replacing jQuery, Backbone or AngularJS code with modern JavaScript, Web Components or a framework, one page or widget at a time.",
    },
    {
      icon: "settings",
      title: "Build tooling",
      body: "Moving from Webpack or Gulp to Vite or esbuild, with code splitting, source maps and faster local development.",
    },
    {
      icon: "gauge",
      title: "Runtime performance",
      body: "Profiling long tasks, moving heavy work to Web Workers and cutting third-party scripts to improve Interaction to Next Paint.",
    },
    {
      icon: "bug",
      title: "Testing foundations",
      body: "Unit tests with Vitest, end-to-end tests with Playwright and linting with ESLint, wired into CI for every pull request.",
    },
  ],
  outcomes: [
    {
      title: "Fewer production errors",
      body: "A gradual TypeScript migration catches whole classes of errors at build time, and errors reported from production typically fall within a quarter.",
    },
    {
      title: "Faster builds",
      body: "Moving a large Webpack setup to Vite typically brings local dev server start times from minutes down to a few seconds.",
    },
    {
      title: "Snappier interactions",
      body: "Breaking up long tasks and deferring third-party tags commonly moves Interaction to Next Paint from the poor range into the good range.",
    },
  ],
  process: [
    {
      title: "Code and performance audit",
      body: "We profile real user sessions, review the bundle with a visualiser and read the code that causes the most incidents.",
    },
    {
      title: "Safety net",
      body: "Before refactoring, we add the tests and type checks needed to change code with confidence.",
    },
    {
      title: "Incremental changes",
      body: "Improvements land in small pull requests behind feature flags, so nothing waits for a big-bang rewrite.",
    },
    {
      title: "Measure and report",
      body: "We compare Core Web Vitals, error rates and build times before and after, and document the new conventions.",
    },
  ],
  tech: [
    { name: "TypeScript", use: "Static typing across browser and Node.js code" },
    { name: "Vite", use: "Fast dev server and production builds" },
    { name: "esbuild", use: "Bundling and transpiling libraries and scripts" },
    { name: "Web Components", use: "Framework-neutral widgets embedded in existing pages" },
    { name: "Web Workers", use: "Moving CPU-heavy work off the main thread" },
    { name: "Vitest", use: "Fast unit and component tests" },
    { name: "Playwright", use: "End-to-end tests across Chromium, Firefox and WebKit" },
    { name: "ESLint", use: "Enforcing code conventions and catching bugs early" },
    { name: "Sentry", use: "Error tracking and performance monitoring in production" },
  ],
  faqs: [
    {
      question: "Do we have to rewrite our app to use TypeScript?",
      answer:
        "No. TypeScript can be introduced file by file alongside existing JavaScript. We usually start with shared utilities and API types, then tighten compiler settings as coverage grows.",
    },
    {
      question: "How do you replace jQuery without breaking things?",
      answer:
        "We inventory every jQuery usage and plugin, add end-to-end tests around the affected pages, then replace them page by page with native DOM APIs or components, removing jQuery only when nothing depends on it.",
    },
    {
      question: "Should we move to React or Vue instead?",
      answer:
        "Sometimes. If the product is becoming a rich application, a framework pays off. If it is mostly server-rendered pages with some interactivity, modern JavaScript or Web Components are often cheaper to build and maintain.",
    },
    {
      question: "Can you work on our code alongside our developers?",
      answer:
        "Yes. Many engagements are dedicated or time-and-material teams working in your repository, following your review process and pairing with your engineers.",
    },
  ],
  related: ["html-css", "react", "node", "app-modernization"],
  cta: {
    title: "Is your JavaScript slowing you down?",
    body: "Tell us about your codebase and its pain points. We will propose an audit or a modernisation plan you can start on straight away.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
