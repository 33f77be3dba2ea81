import type { z } from "zod";
import type { serviceDetailSchema } from "../../../schema";

/** The page at /services/website-development/react (also at /capabilities/frontend/react). */
export const react = {
  title: "React and Next.js Development Services | Alphai",
  description:
    "React development with hooks, Next.js and React Server Components, deliberate state management and tests in React Testing Library and Playwright.",
  h1: "React development for fast, maintainable product interfaces",
  intro:
    "React powers everything from marketing sites to SaaS dashboards. Whether a codebase is pleasant or painful depends on rendering, state and testing decisions. We build React and Next.js applications that load fast, stay easy to change and ship with tests that prove it.",
  offerings: [
    {
      icon: "code",
      title: "React applications",
      body: "TypeScript React apps built from function components and hooks, with Vite builds and routing through React Router or TanStack Router.",
    },
    {
      icon: "server",
      title: "Next.js and Server Components",
      body: "Next.js App Router applications that use React Server Components, streaming and Server Actions to ship less JavaScript and fetch data close to its source.",
    },
    {
      icon: "layers",
      title: "State and data management",
      body: "Server state in TanStack Query, client state in Zustand or Redux Toolkit, and forms in React Hook Form with Zod, each chosen for the problem at hand.",
    },
    {
      icon: "layout",
      title: "Design systems in React",
      body: "Accessible component libraries built on Radix UI or React Aria, documented in Storybook and themed with design tokens.",
    },
    {
      icon: "bug",
      title: "Testing React code",
      body: "Component tests in React Testing Library with Vitest, API mocking with MSW, and Playwright end-to-end tests that run on every pull request.",
    },
    {
      icon: "gauge",
      title: "Performance and modernisation",
      body: "Re-render profiling, code splitting and Core Web Vitals work, plus migrations from class components, Create React App or the Next.js Pages Router.",
    },
  ],
  outcomes: [
    {
      title: "Faster first load",
      body: "For a Dubai fashion start-up, a headless Next.js storefront with Server Components took mobile Largest Contentful Paint from 5.2 s to 1.8 s.",
      caseStudy: "modest-fashion-headless-storefront",
    },
    {
      title: "Fewer regressions",
      body: "Adding React Testing Library and Playwright suites to a fintech dashboard roughly halved the UI bugs reaching production over two quarters.",
    },
    {
      title: "Simpler state",
      body: "Replacing hand-written Redux data fetching with TanStack Query removed around 4,000 lines of code from a SaaS front end.",
    },
  ],
  process: [
    {
      title: "Review and rendering strategy",
      body: "We decide per route between static, server-rendered and client-rendered pages, based on SEO, data freshness and interactivity.",
    },
    {
      title: "Foundations",
      body: "Project structure, lint and type rules, design-system components and a CI pipeline with tests and preview deployments.",
    },
    {
      title: "Feature delivery",
      body: "Sprints of working features reviewed on preview URLs, with tests written alongside the components.",
    },
    {
      title: "Measure and tune",
      body: "Real-user Core Web Vitals and error tracking guide performance work after launch.",
    },
  ],
  tech: [
    { name: "React 19", use: "Hooks, Suspense, transitions and Actions" },
    { name: "Next.js App Router", use: "Server Components, streaming, caching and route handlers" },
    { name: "TypeScript", use: "Strict typing across components, hooks and API clients" },
    { name: "TanStack Query", use: "Server-state caching, background refetching and mutations" },
    { name: "Zustand and Redux Toolkit", use: "Client state where it is genuinely shared" },
    { name: "React Hook Form and Zod", use: "Performant forms with schema validation" },
    { name: "React Testing Library", use: "Component tests that exercise behaviour, not implementation" },
    { name: "Vitest", use: "Fast unit and component test runner" },
    { name: "Playwright", use: "Cross-browser end-to-end tests in CI" },
    { name: "Storybook", use: "Component documentation and visual review" },
    { name: "Vite", use: "Fast dev server and builds for single-page apps" },
  ],
  faqs: [
    {
      question: "Next.js or a plain React single-page app?",
      answer:
        "Next.js suits public, search-sensitive or content-heavy products and anything that benefits from server rendering. A Vite-based single-page app is simpler for dashboards behind a login. Many products use both: Next.js for the public site and a single-page app for the logged-in product.",
    },
    {
      question: "Should we adopt React Server Components?",
      answer:
        "For new Next.js projects, yes: they reduce the JavaScript sent to the browser and simplify data fetching. For existing apps, we migrate route by route where the gain is clear instead of rewriting everything at once.",
    },
    {
      question: "Do we need Redux?",
      answer:
        "Often not. Most state in modern apps is server data, which TanStack Query or Server Components handle better. We keep Redux Toolkit or Zustand for genuinely shared client state, such as complex editors or multi-step workflows.",
    },
    {
      question: "Can we share code between our React web app and a mobile app?",
      answer:
        "Yes. With React Native we share types, validation, API clients and business logic between web and mobile in one monorepo, and sometimes UI components as well.",
    },
  ],
  related: ["frontend-development", "node", "react-native", "ux-ui"],
  cta: {
    title: "Building or fixing a React front end?",
    body: "Share the product and, if it exists, the repository. We will review the rendering and state approach and propose concrete next steps.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
