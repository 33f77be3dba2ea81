import type { z } from "zod";
import type { serviceDetailSchema } from "../../../schema";

/** The page at /services/website-development/vue (also at /capabilities/frontend/vuejs). */
export const vue = {
  title: "Vue.js and Nuxt Development Services | Alphai",
  description:
    "Vue.js development with Vue 3, the Composition API, Pinia and Nuxt, plus planned migrations from Vue 2 to a supported, faster front end.",
  h1: "Vue.js development from single widgets to full applications",
  intro:
    "Vue's gentle learning curve and progressive design suit lean teams, dashboards and products growing from a few widgets into full applications. We build Vue 3 and Nuxt apps with clean composables and typed stores, and move Vue 2 codebases to a supported version.",
  offerings: [
    {
      icon: "code",
      title: "Vue 3 applications",
      body: "Single-page apps built with the Composition API, script setup and TypeScript, organised into reusable composables rather than sprawling components.",
    },
    {
      icon: "globe",
      title: "Nuxt for SEO and content",
      body: "Nuxt applications with server-side rendering, per-route hybrid rendering and Nitro server routes for public, search-sensitive sites.",
    },
    {
      icon: "refresh-cw",
      title: "Vue 2 to Vue 3 migration",
      body: "Audits and staged migrations from Vue 2, Vuex and the Options API, including replacing libraries that never made the move to Vue 3.",
    },
    {
      icon: "layers",
      title: "State and component libraries",
      body: "Pinia stores, accessible component libraries and design-system work with PrimeVue, Vuetify or Headless UI.",
    },
    {
      icon: "monitor",
      title: "Progressive enhancement",
      body: "Vue components mounted inside existing server-rendered pages from Laravel, Django or .NET, modernising a legacy front end one screen at a time.",
    },
    {
      icon: "bug",
      title: "Testing and tooling",
      body: "Vitest with Vue Test Utils or Testing Library for components, Playwright for end-to-end tests and Vite for fast builds.",
    },
  ],
  outcomes: [
    {
      title: "Back on a supported version",
      body: "Migrating Vue 2 components to Vue 3 in batches, with the migration build and tests, keeps feature work going throughout.",
    },
    {
      title: "Quicker builds",
      body: "Switching from Vue CLI and webpack to Vite typically brings local start-up from over a minute to a few seconds and shortens CI builds.",
    },
    {
      title: "More direct bookings",
      body: "For a Dubai holiday home platform, a Vue 3 and Nuxt booking site with server-rendered area pages helped lift direct bookings from 12% to 21% of revenue.",
      caseStudy: "holiday-rental-search-performance",
    },
  ],
  process: [
    {
      title: "Audit",
      body: "We review the Vue version, dependencies, store design and test coverage, and flag libraries that block an upgrade.",
    },
    {
      title: "Plan",
      body: "Rendering approach, component structure and, for migrations, the order in which areas of the app move.",
    },
    {
      title: "Build in increments",
      body: "Features and migration work ship together each sprint, with tests added around every area that changes.",
    },
    {
      title: "Handover",
      body: "Conventions, documented composables and a walkthrough so your team can maintain the code with confidence.",
    },
  ],
  tech: [
    { name: "Vue 3", use: "Composition API, script setup and the reactivity system" },
    { name: "Nuxt", use: "Server-side rendering, hybrid rendering and file-based routing" },
    { name: "Pinia", use: "Typed, modular state management" },
    { name: "Vite", use: "Dev server and production builds" },
    { name: "TypeScript", use: "Typed components, props and stores" },
    { name: "VueUse", use: "Tested composables for common browser and state patterns" },
    { name: "Vitest and Vue Test Utils", use: "Unit and component tests" },
    { name: "Playwright", use: "End-to-end tests across browsers" },
    { name: "PrimeVue and Vuetify", use: "Component libraries for data-heavy interfaces" },
  ],
  faqs: [
    {
      question: "Vue 2 has reached end of life. What are our options?",
      answer:
        "Vue 2 stopped receiving official updates at the end of 2023. You can migrate to Vue 3 incrementally with the migration build, rebuild in phases, or buy extended support as a stopgap. We assess your dependencies and recommend the lowest-risk path.",
    },
    {
      question: "Should we pick Vue or React for a new product?",
      answer:
        "Both are solid. Vue often gets a small team productive faster and is easy to embed in existing pages; React has a larger ecosystem and hiring pool. We weigh your team's experience and the direction of the product.",
    },
    {
      question: "Do we need Nuxt?",
      answer:
        "Only if you need server rendering for SEO or a fast first load, or want its conventions for routing and data fetching. Dashboards behind a login usually work well as a Vite-based Vue single-page app.",
    },
    {
      question: "Can Vue be added to our existing website?",
      answer:
        "Yes. Vue can mount on individual elements of a server-rendered page, which lets you modernise the interactive parts without rewriting the whole front end.",
    },
  ],
  related: ["frontend-development", "javascript", "node", "ux-ui"],
  cta: {
    title: "Running Vue 2 or starting a Vue project?",
    body: "Tell us about your codebase or your idea. We will suggest a migration or build plan with realistic milestones.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
