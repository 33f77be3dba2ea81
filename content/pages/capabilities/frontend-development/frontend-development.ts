import type { z } from "zod";
import type { serviceFamilySchema } from "../../../schema";

/** The page at /frontend-development. */
export const frontendDevelopment = {
  title: "Front-end Development Capabilities | Alphai",
  description:
    "Front-end engineering in HTML, CSS, JavaScript, React, Angular, Vue and Gatsby: accessible, fast interfaces with measured Core Web Vitals.",
  h1: "Front-end development that stays fast and accessible",
  intro:
    "Our front-end engineers build the part of your product people actually touch: semantic markup, maintainable CSS, typed JavaScript and component frameworks chosen for your team rather than for fashion. Every interface ships with accessibility checks, performance budgets and tests that run on each pull request.",
  overview:
    "Front-end work at Alphai is run by a dedicated chapter of engineers, most of them based at our Lahore engineering centre, with designers and product leads in Dubai and Munich. We pick the stack from the problem: React or Next.js for product surfaces that change weekly, Angular for large enterprise consoles with many teams, Vue for lean dashboards and progressive enhancement, Gatsby or plain HTML and CSS for content sites that must load instantly. Whatever the framework, the basics are the same: WCAG 2.2 AA as the accessibility baseline, right-to-left layouts for Arabic audiences, a design-token system shared with Figma, and Core Web Vitals tracked from real users rather than a single lab run.",
  cards: {
    "html-css":
      "Semantic HTML and modern CSS (Grid, container queries, cascade layers, logical properties for RTL) turned into pixel-accurate, accessible templates and design systems.",
    angular:
      "Angular applications with standalone components, signals and RxJS for large, form-heavy enterprise portals where many teams share one codebase.",
    bootstrap:
      "Bootstrap 5 themes driven by Sass variables and the utility API, with RTL builds, for admin panels and internal tools that need to ship quickly.",
    react:
      "React and Next.js products using hooks, Server Components and predictable state management, tested with React Testing Library and Playwright.",
    vue: "Vue 3 applications built with the Composition API, Pinia and Nuxt, from single widgets embedded in legacy pages to complete customer portals.",
    javascript:
      "TypeScript-first JavaScript engineering: legacy jQuery migrations, Vite build pipelines, Web Components and performance work on Interaction to Next Paint.",
    gatsbyjs:
      "Gatsby sites with a GraphQL data layer and image pipeline, plus upgrades of ageing Gatsby builds or a planned move to Next.js or Astro.",
  },
  whyUs: [
    {
      icon: "gauge",
      title: "Performance budgets from day one",
      body: "We agree limits for JavaScript size, Largest Contentful Paint and Interaction to Next Paint at kickoff and fail the build when a change breaks them.",
    },
    {
      icon: "users",
      title: "Accessibility is part of done",
      body: "Automated axe checks run in CI, and engineers test keyboard paths and screen readers (NVDA, VoiceOver) before a feature is marked complete.",
    },
    {
      icon: "globe",
      title: "Arabic, German and English layouts",
      body: "With offices in Dubai, Lahore and Munich we build bilingual and right-to-left interfaces as a matter of routine, not as an afterthought.",
    },
    {
      icon: "layers",
      title: "Design systems your team can own",
      body: "Tokens, components and Storybook documentation are handed over with the code so your designers and developers can extend them without us.",
    },
  ],
  process: [
    {
      title: "Audit and stack choice",
      body: "We review existing code, analytics and design files, then recommend a framework and rendering strategy with the trade-offs written down.",
    },
    {
      title: "Design system foundations",
      body: "Tokens, typography, grid and core components are built first in Storybook so later screens are assembled, not reinvented.",
    },
    {
      title: "Feature delivery in sprints",
      body: "Two-week sprints with preview deployments for every pull request, so product owners review real screens rather than screenshots.",
    },
    {
      title: "Hardening and handover",
      body: "Cross-browser and accessibility testing, real-user monitoring and documentation, followed by a walkthrough with your in-house team.",
    },
  ],
  cta: {
    title: "Need a front-end team that ships?",
    body: "Tell us about your interface, your users and your deadline. We will reply within one working day with a suggested stack and team shape.",
  },
} satisfies z.input<typeof serviceFamilySchema>;
