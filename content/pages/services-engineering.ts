/**
 * Engineering services: the product engineering, website development and
 * mobile app development families and their detail pages.
 *
 * The framework pages (Angular, React, Vue.js, .NET, Node.js, Java, Python)
 * are also reached through aliases under /capabilities/frontend and
 * /capabilities/backend, so their copy is the site's definitive page about
 * building with each technology.
 */
import type { z } from "zod";
import type { serviceDetailSchema, serviceFamilySchema } from "../schema";

export const engineeringFamilies = {
  "product-engineering": {
    title: "Product Engineering Services | Alphai",
    description:
      "Product engineering from discovery and UX/UI design to development, digital transformation and ChatGPT integration, run by one cross-functional team.",
    h1: "Product engineering from first idea to a product people use",
    intro:
      "Many products that fail were built well but built wrong. Our product engineering teams combine discovery, design and development, so the question of what to build is answered with evidence before the expensive part starts, and the product keeps improving after launch.",
    overview:
      "Product engineering at Alphai puts product managers, UX researchers, designers, engineers and QA into a single team with a single backlog. A typical engagement starts with a two- to six-week discovery, moves into design and an MVP, and continues with releases measured against goals agreed at the start. Engineering is led from our Lahore centre, with product and design leads in Dubai and Munich who can run workshops on site. Since 2022 we have delivered 140+ projects this way for startups, scale-ups, enterprises and NGOs in 18 countries, from lending onboarding flows to field-service apps. You can engage us at a fixed price for a bounded discovery or MVP, as a dedicated team for an ongoing roadmap, or on time and material while the scope is still moving.",
    cards: {
      discovery:
        "Workshops, user interviews, clickable prototypes and technical spikes that turn an idea into a validated scope, a roadmap and an estimate you can budget against.",
      "ux-ui":
        "User research, information architecture, Figma prototypes and design systems, tested with real users and handed to developers as tokens and components.",
      "product-development":
        "Cross-functional squads that build MVPs and grow them into stable products, with CI/CD, automated tests and release metrics from the first sprint.",
      "digital-transformation":
        "Process mapping, legacy replacement and system integration that move paper, email and spreadsheet workflows onto software your teams actually adopt.",
      "chatgpt-integration":
        "OpenAI models built into your product: retrieval over your own documents, tool calling, evaluations and guardrails that keep answers grounded and costs known.",
    },
    whyUs: [
      {
        icon: "compass",
        title: "Evidence before estimates",
        body: "We test the riskiest assumptions with users and technical spikes first, so scope and budget rest on what we learned rather than on a guess.",
      },
      {
        icon: "users",
        title: "One team, one backlog",
        body: "Product, design, engineering and QA sit in the same squad and the same sprint reviews, which removes the hand-offs where context usually gets lost.",
      },
      {
        icon: "chart-line",
        title: "Outcomes agreed up front",
        body: "Each engagement starts with two or three measurable goals, such as activation rate or processing time, and we report against them at every release.",
      },
      {
        icon: "handshake",
        title: "An engagement that fits the stage",
        body: "Fixed price for a bounded discovery or MVP, a dedicated team for a long roadmap, or time and material while the scope is still moving.",
      },
    ],
    process: [
      {
        title: "Discover",
        body: "Stakeholder interviews, user research and technical spikes define the problem, the users and the riskiest assumptions.",
      },
      {
        title: "Design",
        body: "Flows and prototypes are tested with users, then turned into a design system and a prioritised backlog.",
      },
      {
        title: "Build",
        body: "Two-week sprints with working software at every review, automated tests and a preview environment for each change.",
      },
      {
        title: "Launch and learn",
        body: "Staged releases, product analytics and user feedback decide what the next quarter of the roadmap looks like.",
      },
    ],
    cta: {
      title: "Have a product idea or a stalled roadmap?",
      body: "Tell us where you are and what is blocking you. We will propose a first step, usually a short discovery with a fixed scope and price.",
    },
  },

  "website-development": {
    title: "Custom Web Application Development | Alphai",
    description:
      "Web application development in React, Angular, Vue, .NET, Java, Python and Node.js: portals, SaaS platforms and APIs built to scale and stay maintainable.",
    h1: "Web application development on the stack that fits your product",
    intro:
      "Customer portals, SaaS platforms, internal tools and the APIs behind them. We build web applications in the major front-end and back-end stacks and choose between them based on your team, your integrations and where the product is going, not on what we happened to use last.",
    overview:
      "Our web teams pair front-end engineers in React, Angular or Vue with back-end engineers in .NET, Java, Python or Node.js, plus QA and DevOps engineers from the same Lahore engineering centre. Architecture decisions are written down as short decision records, so your team can always see why a choice was made. Every project runs on the same baseline: TypeScript or strongly typed back ends, automated tests in CI, a preview deployment for each pull request, WCAG 2.2 AA accessibility and monitoring in production. We also take over existing codebases. A code and architecture audit comes first, then a plan to stabilise, upgrade and extend what you have instead of rewriting it by default.",
    cards: {
      angular:
        "Angular applications with standalone components, signals and typed reactive forms for large enterprise portals, plus upgrades from AngularJS and older versions.",
      dotnet:
        "ASP.NET Core APIs, Blazor front ends and Entity Framework Core, along with migrations from .NET Framework to modern .NET running in Linux containers.",
      react:
        "React and Next.js applications built with Server Components, TanStack Query and well-tested hooks, from content-heavy sites to complex SaaS dashboards.",
      java: "Spring Boot services on Java 21 for transactional, regulated systems, including Kafka-based integration and the step-by-step break-up of monoliths.",
      vue: "Vue 3 and Nuxt applications with the Composition API and Pinia, and planned migrations of Vue 2 codebases that no longer receive official fixes.",
      python:
        "Django and FastAPI back ends, admin-heavy platforms and data or machine learning services, written with type hints and covered by pytest.",
      node: "TypeScript back ends on Node.js with NestJS or Fastify: REST and GraphQL APIs, real-time features over WebSockets and queue-driven workers.",
    },
    whyUs: [
      {
        icon: "layers",
        title: "A stack chosen by fit",
        body: "We recommend a framework after looking at your team's skills, the local hiring market and your integrations, and we write the trade-offs down.",
      },
      {
        icon: "refresh-cw",
        title: "Takeovers without drama",
        body: "We regularly inherit codebases from other vendors. An audit, a safety net of tests and small upgrades come before any talk of a rewrite.",
      },
      {
        icon: "gauge",
        title: "Performance you can see",
        body: "Core Web Vitals and API latency are measured from real users and tracked on a shared dashboard, not claimed after a single lab run.",
      },
      {
        icon: "shield",
        title: "Secure by routine",
        body: "Dependency scanning, OWASP Top 10 checks and secrets management run in every pipeline, with penetration tests before major launches.",
      },
    ],
    process: [
      {
        title: "Technical discovery",
        body: "We map users, integrations, data and non-functional needs such as load, data residency and accessibility.",
      },
      {
        title: "Architecture and plan",
        body: "Stack, hosting and service boundaries are agreed in a short design document, together with a release plan and an estimate.",
      },
      {
        title: "Iterative delivery",
        body: "Two-week sprints, a preview environment for every pull request and a demo of working software at each review.",
      },
      {
        title: "Launch and operate",
        body: "Load tests, a rehearsed cut-over, production monitoring and an agreed support model after go-live.",
      },
    ],
    cta: {
      title: "Building a new web platform or rescuing an old one?",
      body: "Share the product, the users and the codebase if there is one. We will come back with a recommended stack, a team shape and a first milestone.",
    },
  },

  "mobile-app-development": {
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
  },
} satisfies Record<string, z.input<typeof serviceFamilySchema>>;

export const engineeringDetails = {
  discovery: {
    title: "Product Discovery Workshops and Prototyping | Alphai",
    description:
      "Product discovery in two to six weeks: user interviews, assumption testing, clickable prototypes and technical spikes that end in a costed roadmap.",
    h1: "Product discovery: decide what to build before you build it",
    intro:
      "Discovery is the cheapest phase in which to change your mind. In two to six weeks we interview your users, test the riskiest assumptions with prototypes, check technical feasibility and hand you a prioritised scope, an architecture outline and an estimate you can take to your board or investors.",
    offerings: [
      {
        icon: "search",
        title: "User and stakeholder research",
        body: "Interviews with 8 to 15 target users and with the people who will sell, support and operate the product, summarised as jobs, pains and current workarounds.",
      },
      {
        icon: "target",
        title: "Assumption mapping",
        body: "We list what must be true for the product to succeed, rank each assumption by risk and evidence, and design the cheapest useful test for the riskiest ones.",
      },
      {
        icon: "pen-tool",
        title: "Clickable prototypes",
        body: "Figma prototypes of the core flows, tested in moderated sessions so you see where people hesitate before any production code is written.",
      },
      {
        icon: "cpu",
        title: "Technical spikes",
        body: "Short, throwaway experiments on the risky parts: a payment provider's API, OCR accuracy on real documents, an ERP integration or a language model on your data.",
      },
      {
        icon: "file-text",
        title: "Scope, roadmap and estimate",
        body: "A release plan cut into an MVP and later increments, with a story map, an architecture outline, a team proposal and a cost range for each phase.",
      },
    ],
    outcomes: [
      {
        title: "Scope cut to what matters",
        body: "For a Vienna neighbourhood app, a two-week discovery sprint cut the feature list to five essentials, and the product went from sprint to public launch in 16 weeks.",
        caseStudy: "neighbourhood-community-app-moderation",
      },
      {
        title: "Fewer surprises during the build",
        body: "Spikes on integrations and data quality surface blockers early, such as an API rate limit or a missing field, while changing the plan is still cheap.",
      },
      {
        title: "A plan investors can read",
        body: "Founders leave with a roadmap, budget ranges and evidence from user testing that they can use in funding rounds and board meetings.",
      },
    ],
    process: [
      {
        title: "Kickoff and framing",
        body: "A one-day workshop with your stakeholders to agree the problem, the target users, the constraints and what success looks like.",
      },
      {
        title: "Research and spikes",
        body: "User interviews, a review of analytics and competitors, and technical spikes on the riskiest integrations run in parallel.",
      },
      {
        title: "Prototype and test",
        body: "We prototype the key flows, test them with five to eight users per round and iterate between rounds.",
      },
      {
        title: "Plan and present",
        body: "Findings become a story map, an architecture outline, a release plan and an estimate, presented to your decision-makers.",
      },
    ],
    tech: [
      { name: "Figma", use: "Clickable prototypes, user flows and the first design-system components" },
      { name: "Miro", use: "Remote workshops, journey maps, assumption maps and story maps" },
      { name: "Maze", use: "Unmoderated prototype tests with task success and click data" },
      { name: "Dovetail", use: "Tagging and synthesising interview notes into themes" },
      { name: "Jira", use: "The prioritised backlog and release plan handed over to delivery" },
      {
        name: "Architecture decision records",
        use: "Short written records of key technical choices and their trade-offs",
      },
    ],
    faqs: [
      {
        question: "How long does a product discovery take?",
        answer:
          "Usually two to six weeks. A focused feature or internal tool can be framed in two weeks; a new product with several user groups, integrations and regulatory questions typically needs four to six. We agree the length and the deliverables before we start, and discovery is normally run at a fixed price.",
      },
      {
        question: "What do we get at the end of discovery?",
        answer:
          "Research findings, tested prototypes of the core flows, a story map with the MVP marked, an architecture outline with its risks, a release plan and a cost range for each phase. All of it is yours, and none of it obliges you to build with us.",
      },
      {
        question: "We already know what we want to build. Do we still need discovery?",
        answer:
          "Not always. If the users, scope and integrations are well understood, we run a shorter technical discovery of one to two weeks that focuses on architecture, estimates and delivery risks rather than user research.",
      },
      {
        question: "Who from our side needs to take part?",
        answer:
          "A product owner who can make decisions, ideally for two to four hours a week, plus access to a few users and to whoever owns the systems we need to integrate with. Workshops can run on site in Dubai or Munich, or remotely.",
      },
    ],
    related: ["ux-ui", "product-development", "product-management"],
    cta: {
      title: "Ready to test your idea before funding the build?",
      body: "Book a call to talk through your idea. We will propose a discovery with a fixed duration, clear deliverables and a fixed price.",
    },
  },

  "ux-ui": {
    title: "UX/UI Design for Web and Mobile Products | Alphai",
    description:
      "UX research, information architecture, Figma prototypes and design systems for web and mobile products, tested with real users and built to WCAG 2.2 AA.",
    h1: "UX/UI design that users understand and developers can build",
    intro:
      "Good product design shows up as fewer support tickets, faster task completion and screens engineers can build without guessing. Our designers research how people work, prototype the flows, test them with users and deliver a component-based design system in Figma that maps one to one to code.",
    offerings: [
      {
        icon: "search",
        title: "UX research",
        body: "Interviews, contextual observation, analytics reviews and usability audits of existing products that show where and why users struggle.",
      },
      {
        icon: "layout",
        title: "Information architecture and flows",
        body: "Navigation, content structure and task flows, validated with card sorting and tree testing before visual design begins.",
      },
      {
        icon: "pen-tool",
        title: "Interface design and prototyping",
        body: "High-fidelity Figma screens and interactive prototypes for web, iOS and Android that follow Material 3 and Apple's Human Interface Guidelines.",
      },
      {
        icon: "layers",
        title: "Design systems",
        body: "Tokens, components and usage guidelines in Figma, matched by a coded library in Storybook so that design and code stay in sync.",
      },
      {
        icon: "users",
        title: "Usability testing",
        body: "Moderated and unmoderated tests with real users in English, Arabic or German, with findings ranked by severity and fixed in the next iteration.",
      },
      {
        icon: "globe",
        title: "Accessible, bilingual interfaces",
        body: "WCAG 2.2 AA contrast, focus states and target sizes built into every component, plus right-to-left layouts for Arabic from the first wireframe.",
      },
    ],
    outcomes: [
      {
        title: "Designed for the people who use it",
        body: "For an education foundation in rural Punjab, design after classroom observation let pupils share tablets, and 92% of scheduled assessments were completed in the pilot.",
        caseStudy: "offline-learning-app-low-fee-schools",
      },
      {
        title: "Faster front-end delivery",
        body: "With a shared token and component system, teams build new screens from existing parts instead of one-off designs, which typically cuts build time per screen noticeably.",
      },
      {
        title: "Fewer support tickets",
        body: "Clearer onboarding and error states in a B2B SaaS product reduced 'how do I' support tickets by 27% in the quarter after release.",
      },
    ],
    process: [
      {
        title: "Research",
        body: "Interviews, analytics and a heuristic review of the current product define the users, their tasks and their pain points.",
      },
      {
        title: "Structure",
        body: "Information architecture, user flows and low-fidelity wireframes, tested with card sorts and tree tests.",
      },
      {
        title: "Design and prototype",
        body: "Visual design, interaction details and a clickable prototype assembled from design-system components.",
      },
      {
        title: "Test and iterate",
        body: "Usability sessions with five to eight users per round, with changes made before development starts.",
      },
      {
        title: "Handover and support",
        body: "Developer-ready files with tokens, specs and every state; designers join sprint reviews to check the built screens.",
      },
    ],
    tech: [
      { name: "Figma", use: "Interface design, prototypes, variables and the shared component library" },
      { name: "FigJam", use: "Workshops, user flows and journey mapping with stakeholders" },
      { name: "Storybook", use: "Coded component library that mirrors the Figma design system" },
      { name: "Tokens Studio", use: "Design tokens synced from Figma to code for colour, spacing and type" },
      { name: "Maze", use: "Unmoderated usability tests and first-click studies" },
      { name: "Hotjar", use: "Heatmaps and session recordings on live products" },
      { name: "axe DevTools", use: "Accessibility checks of designs once they are built in the browser" },
    ],
    faqs: [
      {
        question: "Do you redesign existing products or only design new ones?",
        answer:
          "Both. Around half of our design work is on live products. We start with a usability audit and an analytics review, then improve the flows that matter most in increments, so you do not have to wait for a big-bang redesign.",
      },
      {
        question: "Will the designs be realistic for our developers to build?",
        answer:
          "Yes. Our designers work alongside engineers in the same team, design with components that exist in code and review feasibility in every iteration. Handover covers every state, including empty, loading, error and edge cases.",
      },
      {
        question: "Can you design for Arabic and right-to-left layouts?",
        answer:
          "Yes. With an office in Dubai we design bilingual Arabic and English interfaces regularly, including mirrored layouts, Arabic typography and content that runs longer or shorter than the English source.",
      },
      {
        question: "Who owns the design files?",
        answer:
          "You do. Files live in your Figma organisation from the start or are transferred at the end, together with the design system documentation.",
      },
    ],
    related: ["discovery", "product-development", "frontend-development"],
    cta: {
      title: "Are users struggling with your product?",
      body: "Send us a link or a prototype. We will suggest where a usability audit or a focused redesign would make the biggest difference.",
    },
  },

  "product-development": {
    title: "Custom Software Product Development | Alphai",
    description:
      "End-to-end product development: MVPs and mature platforms built by cross-functional squads with CI/CD, automated testing and clear release metrics.",
    h1: "Product development from MVP to a platform that scales",
    intro:
      "We build software products end to end: web and mobile front ends, APIs, data and infrastructure. A cross-functional squad takes your product from a first usable release to a stable platform, shipping every sprint and reporting on the metrics you care about rather than on hours burned.",
    offerings: [
      {
        icon: "rocket",
        title: "MVP development",
        body: "A first release scoped to the smallest set of features that can prove the business case, typically live in 10 to 16 weeks.",
      },
      {
        icon: "code",
        title: "Full-stack engineering",
        body: "Web, mobile and back-end development in React, Angular, Flutter, Node.js, .NET, Java or Python, chosen to suit your team and roadmap.",
      },
      {
        icon: "git-branch",
        title: "CI/CD and environments",
        body: "Automated builds, tests and deployments from the first sprint, with preview environments and infrastructure defined as code.",
      },
      {
        icon: "bug",
        title: "Built-in quality assurance",
        body: "QA engineers in the squad write automated tests alongside features and run exploratory testing before each release.",
      },
      {
        icon: "trending-up",
        title: "Scaling and hardening",
        body: "Performance profiling, caching, database tuning and architecture changes when traffic, data or team size outgrow the MVP.",
      },
      {
        icon: "users",
        title: "Team extension",
        body: "A dedicated squad that works inside your rituals and tools when you already have a product lead but need more engineering capacity.",
      },
    ],
    outcomes: [
      {
        title: "Delivered in funded phases",
        body: "For a Geneva sports charity, a platform built in two fixed-price phases matched to its grant cycle cut quarterly donor reporting from three weeks to three days.",
        caseStudy: "sports-for-development-programme-platform",
      },
      {
        title: "Releases become routine",
        body: "Trunk-based development and automated deployments typically take teams from one release a month to several a week.",
      },
      {
        title: "Stable under growth",
        body: "Load tests against expected peaks, caching and query tuning before launch keep response times steady as active users grow several times over.",
      },
    ],
    process: [
      {
        title: "Inception",
        body: "We confirm scope, architecture, team and release plan, and set up repositories, pipelines and environments.",
      },
      {
        title: "Sprint delivery",
        body: "Two-week sprints with planning, a demo of working software and a retrospective, all with your product owner.",
      },
      {
        title: "Release",
        body: "Staged rollouts behind feature flags, with monitoring and a rollback plan for every production deployment.",
      },
      {
        title: "Measure and evolve",
        body: "Product analytics and user feedback feed the backlog, and we revisit the architecture as the product grows.",
      },
    ],
    tech: [
      { name: "React and Next.js", use: "Web front ends and server-rendered product surfaces" },
      { name: "Flutter", use: "Cross-platform mobile apps from one Dart codebase" },
      { name: "Node.js and NestJS", use: "TypeScript APIs, real-time features and background workers" },
      { name: "Spring Boot and .NET", use: "Transactional services for enterprise and regulated domains" },
      { name: "PostgreSQL", use: "Default relational store for product data" },
      { name: "GitHub Actions", use: "Build, test and deployment pipelines" },
      { name: "Terraform", use: "Infrastructure as code on AWS, Azure or Google Cloud" },
      { name: "Sentry", use: "Error tracking and performance monitoring in production" },
      { name: "PostHog", use: "Product analytics, funnels and feature flags" },
    ],
    faqs: [
      {
        question: "How do you estimate a product build?",
        answer:
          "We break the scope into features, estimate them as ranges with the engineers who will build them, and add explicit allowances for integration risk. For a fixed-price MVP the scope is frozen at a level of detail we both sign off; for ongoing work we use a dedicated team or time and material and re-plan each quarter.",
      },
      {
        question: "What does a typical product squad look like?",
        answer:
          "For an MVP, usually a product lead, a designer, three to five engineers and a QA engineer, with a part-time architect and DevOps engineer. The squad grows or shrinks with the roadmap.",
      },
      {
        question: "Who owns the code and the infrastructure?",
        answer:
          "You do, from the first commit. Code lives in your repositories, infrastructure runs in your cloud accounts, and intellectual property is assigned to you in the contract.",
      },
      {
        question: "Can you take over a product another vendor started?",
        answer:
          "Yes. We begin with a two-week code and architecture audit, put tests around the riskiest parts, then continue delivery, improving the codebase as we go rather than rewriting it.",
      },
    ],
    related: ["discovery", "devops-ci-cd", "quality-assurance", "our-team"],
    cta: {
      title: "Ready to build your product?",
      body: "Tell us about the product, the timeline and your budget range. We will come back with a team proposal and a plan for the first release.",
    },
  },

  "digital-transformation": {
    title: "Digital Transformation Consulting and Delivery | Alphai",
    description:
      "Digital transformation that starts from your processes: mapping, legacy replacement, system integration, data and change management your teams adopt.",
    h1: "Digital transformation that changes how work gets done",
    intro:
      "Transformation fails when software is bought before the process is understood. We start by mapping how work actually flows through your organisation, then replace paper, spreadsheets and ageing systems step by step with software, integrations and data that your people adopt because it makes their day easier.",
    offerings: [
      {
        icon: "compass",
        title: "Process and system assessment",
        body: "We map current processes, systems and data flows, measure where time and errors accumulate and rank opportunities by value and effort.",
      },
      {
        icon: "refresh-cw",
        title: "Legacy modernisation",
        body: "Ageing desktop, Microsoft Access or on-premise applications rebuilt or re-platformed in stages, keeping the business running during the change.",
      },
      {
        icon: "git-branch",
        title: "System integration",
        body: "APIs and event flows connecting ERP, CRM, finance and line-of-business systems such as SAP, Dynamics 365, Salesforce and Odoo.",
      },
      {
        icon: "settings",
        title: "Workflow automation",
        body: "Approval, onboarding and case-handling workflows moved from email and spreadsheets into auditable software with clear ownership.",
      },
      {
        icon: "bar-chart",
        title: "Data and reporting",
        body: "A single reporting layer with agreed definitions, replacing manual month-end spreadsheets with dashboards in Power BI or Looker Studio.",
      },
      {
        icon: "users",
        title: "Change and adoption",
        body: "Training, champions in each department and feedback loops, so new systems are used as intended rather than worked around.",
      },
    ],
    outcomes: [
      {
        title: "Fewer status calls",
        body: "For a Jebel Ali freight forwarder, one shipment timeline fed by carriers, the warehouse and 350 trucks cut status enquiries to customer service by 48%.",
        caseStudy: "freight-forwarder-shipment-visibility",
      },
      {
        title: "Fewer manual errors",
        body: "Integrating a distributor's order portal with its ERP removed double entry and reduced invoice corrections by 35%.",
      },
      {
        title: "Numbers people trust",
        body: "Replacing scattered spreadsheets with one reporting model gives every department the same figures and shortens periodic reporting from weeks to days.",
      },
    ],
    process: [
      {
        title: "Assess",
        body: "Interviews, process walk-throughs and a system inventory produce a current-state map and a ranked list of opportunities.",
      },
      {
        title: "Roadmap",
        body: "A phased roadmap with business cases, dependencies and quick wins, agreed with leadership and the teams affected.",
      },
      {
        title: "Pilot",
        body: "One process or department goes first, with measured before-and-after results that prove the approach.",
      },
      {
        title: "Scale",
        body: "Successful patterns roll out to other areas, with integration, data migration and training for each wave.",
      },
      {
        title: "Embed",
        body: "Ownership moves to your teams, with documentation, support arrangements and metrics that keep improving after we step back.",
      },
    ],
    tech: [
      { name: "Microsoft Power Platform", use: "Low-code apps and flows where they fit alongside custom software" },
      { name: "Azure and AWS", use: "Hosting for new services and migrated workloads" },
      { name: "SAP, Dynamics 365 and Odoo", use: "ERP integration through standard APIs and connectors" },
      { name: "Salesforce", use: "CRM integration and data synchronisation" },
      { name: "Apache Kafka", use: "Event streaming between systems that must stay in sync" },
      { name: "Power BI", use: "Reporting and dashboards on a shared data model" },
      { name: "Camunda", use: "BPMN workflow and decision automation for complex processes" },
      { name: ".NET and Java", use: "Custom services that replace or wrap legacy systems" },
    ],
    faqs: [
      {
        question: "Where should a digital transformation start?",
        answer:
          "With the processes that cost the most time or cause the most errors and that have a committed owner. We rank opportunities by value and effort during the assessment and usually recommend one pilot that can show results within three to four months.",
      },
      {
        question: "Do we have to replace our ERP or other core systems?",
        answer:
          "Rarely. Most of our transformation work integrates with existing systems and replaces the spreadsheets, email chains and manual re-keying around them. We recommend replacing a core system only when the assessment shows it is the real constraint.",
      },
      {
        question: "How do you make sure staff adopt the new systems?",
        answer:
          "Users are involved from the assessment onwards, pilots are shaped by their feedback, and each rollout includes training, department champions and usage metrics that we review with you.",
      },
      {
        question: "Do you use low-code platforms?",
        answer:
          "Where they fit. Power Platform works well for departmental apps on Microsoft 365; custom software makes more sense for customer-facing, high-volume or heavily integrated systems. We recommend per use case.",
      },
    ],
    related: ["app-modernization", "cloud-services", "chatgpt-integration"],
    cta: {
      title: "Drowning in spreadsheets and manual handovers?",
      body: "Tell us which processes hurt most. We will suggest an assessment scope and where a first pilot could show measurable results.",
    },
  },

  "chatgpt-integration": {
    title: "ChatGPT and OpenAI API Integration Services | Alphai",
    description:
      "ChatGPT integration with the OpenAI API: assistants grounded in your documents, tool calling into your systems, evaluations, guardrails and cost control.",
    h1: "ChatGPT integration that answers from your own data, safely",
    intro:
      "A chat window on top of a language model is easy; one that gives correct answers from your own data, respects permissions and has a predictable monthly bill is not. We build OpenAI-powered features into your products and internal tools with retrieval, tool calling, evaluations and guardrails designed in from the start.",
    offerings: [
      {
        icon: "message-square",
        title: "Assistants grounded in your content",
        body: "Retrieval-augmented generation over policies, manuals, tickets and product data, with answers that cite their sources and say so when they do not know.",
      },
      {
        icon: "zap",
        title: "Tool calling into your systems",
        body: "Assistants that look up orders, create tickets or draft quotes through your APIs, with scoped permissions and a confirmation step before any action.",
      },
      {
        icon: "file-text",
        title: "Document processing",
        body: "Extraction and classification of invoices, contracts and forms, with structured outputs validated against a schema before they reach your systems.",
      },
      {
        icon: "check-circle",
        title: "Evaluation suites",
        body: "Test sets of real questions with expected answers, run automatically on every prompt or model change so quality is measured rather than assumed.",
      },
      {
        icon: "lock",
        title: "Guardrails and privacy",
        body: "PII redaction, prompt-injection defences, content filtering and audit logs, with Azure OpenAI when data residency or enterprise terms require it.",
      },
      {
        icon: "wallet",
        title: "Cost and latency control",
        body: "Routing between larger and smaller models, caching, prompt trimming and usage dashboards, so the cost per conversation is known and capped.",
      },
    ],
    outcomes: [
      {
        title: "Faster support resolution",
        body: "An internal assistant that surfaces the right policy passage, with its source, lets support agents answer in seconds instead of searching shared drives.",
      },
      {
        title: "Less manual data entry",
        body: "Extracting fields from invoices and forms typically removes most manual keying, with low-confidence cases routed to a person for review.",
      },
      {
        title: "Predictable spend",
        body: "Routing simple queries to a smaller model and caching frequent answers keeps the monthly API bill low at the same evaluation score.",
      },
    ],
    process: [
      {
        title: "Use-case selection",
        body: "We rank candidate use cases by value, risk and data readiness, and pick one with a measurable goal.",
      },
      {
        title: "Prototype and evaluation set",
        body: "A working prototype on your data, plus a test set of 100 to 300 real questions that defines what a good answer looks like.",
      },
      {
        title: "Production build",
        body: "Retrieval pipeline, tool integrations, guardrails, logging and user interface, built into your product or internal tools.",
      },
      {
        title: "Monitor and improve",
        body: "Quality, cost and user feedback are tracked after launch, and the evaluation suite guards every later change.",
      },
    ],
    tech: [
      { name: "OpenAI API", use: "GPT models for chat, structured outputs, tool calling and embeddings" },
      { name: "Azure OpenAI Service", use: "OpenAI models under Azure enterprise terms and regional hosting" },
      { name: "pgvector", use: "Vector search inside PostgreSQL, next to your relational data" },
      { name: "Azure AI Search", use: "Hybrid keyword and vector retrieval with security trimming" },
      { name: "LangGraph", use: "Multi-step agent workflows with explicit state and checkpoints" },
      { name: "LlamaIndex", use: "Document ingestion, chunking and retrieval pipelines" },
      { name: "Langfuse", use: "Tracing, prompt versioning and cost tracking in production" },
      { name: "promptfoo", use: "Automated evaluations and red-teaming of prompts and models" },
      { name: "Python and FastAPI", use: "Services that host retrieval, tools and guardrails" },
    ],
    faqs: [
      {
        question: "Will our data be used to train OpenAI's models?",
        answer:
          "Under OpenAI's API terms and Azure OpenAI's terms, data sent through the API is not used to train models by default. We still minimise what is sent, redact personal data where possible and configure retention settings to match your policies.",
      },
      {
        question: "How do you stop the assistant from making things up?",
        answer:
          "Answers are grounded in retrieved documents, the model is instructed to cite sources and to decline when the context is insufficient, and an evaluation suite measures factual accuracy before each release. This reduces the risk substantially but not to zero, so high-stakes outputs keep a person in the loop.",
      },
      {
        question: "Can the assistant work in Arabic and German?",
        answer:
          "Yes. Current GPT models handle Arabic and German well, and we include questions in each language in the evaluation set. Retrieval over Arabic text needs particular care with tokenisation and hybrid search, which we test explicitly.",
      },
      {
        question: "What does a ChatGPT integration cost to run?",
        answer:
          "It depends on volume, the model and the length of answers. During the prototype we measure tokens per conversation and project the monthly cost at your expected usage, then apply routing and caching to bring it down.",
      },
    ],
    related: ["ai-integration", "python", "product-development", "digital-transformation"],
    cta: {
      title: "Have a use case for ChatGPT in your product?",
      body: "Describe the task and the data behind it. We will tell you whether a language model is the right tool and what a first prototype would involve.",
    },
  },

  angular: {
    title: "Angular Development Services | Alphai",
    description:
      "Angular development for enterprise web apps: standalone components, signals, typed forms, SSR with hydration, Nx monorepos and safe version upgrades.",
    h1: "Angular development for large, long-lived web applications",
    intro:
      "Angular is at its best in big applications with many forms, many screens and many developers: banking portals, ERP front ends, clinical and logistics consoles. We build new Angular apps on the modern APIs, upgrade older ones version by version and untangle codebases that have become hard to change.",
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
  },

  dotnet: {
    title: ".NET and ASP.NET Core Development Services | Alphai",
    description:
      ".NET development with ASP.NET Core, Entity Framework Core and Blazor, plus migrations from .NET Framework to modern .NET on Azure or Linux containers.",
    h1: ".NET development for secure, high-throughput business systems",
    intro:
      "Modern .NET is fast, cross-platform and well suited to the systems enterprises depend on: APIs, integrations, internal portals and background processing. We build new services on current .NET LTS releases and move .NET Framework applications off Windows-only hosting without stopping the business.",
    offerings: [
      {
        icon: "server",
        title: "ASP.NET Core APIs",
        body: "REST and gRPC services with minimal APIs or controllers, OpenAPI contracts, versioning, rate limiting and authentication with Entra ID or OpenID Connect.",
      },
      {
        icon: "refresh-cw",
        title: ".NET Framework migration",
        body: "Assessment with the .NET Upgrade Assistant, then staged moves of Web Forms, WCF and MVC 5 applications to ASP.NET Core, often side by side behind YARP.",
      },
      {
        icon: "monitor",
        title: "Blazor and web front ends",
        body: "Blazor apps for teams that want C# across the stack, or ASP.NET Core back ends paired with Angular or React front ends.",
      },
      {
        icon: "database",
        title: "Data access and performance",
        body: "Entity Framework Core with tuned queries and compiled models, and Dapper for hot paths, on SQL Server, PostgreSQL or Azure SQL.",
      },
      {
        icon: "cloud",
        title: "Azure-native services",
        body: "Azure App Service, Container Apps, Functions and Service Bus, deployed with Bicep or Terraform and observed with Application Insights.",
      },
      {
        icon: "zap",
        title: "Real-time and background work",
        body: "SignalR for live dashboards and notifications, and hosted services or Hangfire for scheduled and long-running jobs.",
      },
    ],
    outcomes: [
      {
        title: "Fewer no-shows",
        body: "For a GCC hospital group, a .NET 8 FHIR layer over its EHR feeds a patient app with live booking and reminders, and outpatient no-shows fell by 31%.",
        caseStudy: "hospital-group-fhir-patient-app",
      },
      {
        title: "Faster responses",
        body: "Removing N+1 Entity Framework queries and adding output caching commonly brings p95 latency of busy endpoints down by a factor of three or more.",
      },
      {
        title: "A migration with no big bang",
        body: "A Web Forms back office was migrated route by route behind YARP over six months, with no downtime for its 600 daily users.",
      },
    ],
    process: [
      {
        title: "Assessment",
        body: "We inventory projects, dependencies and Windows-specific APIs, and measure performance and test coverage.",
      },
      {
        title: "Target architecture",
        body: "Hosting, data access, authentication and service boundaries are designed and agreed with your architects.",
      },
      {
        title: "Build or migrate in slices",
        body: "Features or routes move one slice at a time, each covered by xUnit tests and integration tests with Testcontainers.",
      },
      {
        title: "Operate",
        body: "Dashboards, alerts and runbooks in Application Insights or OpenTelemetry, with an agreed support model after go-live.",
      },
    ],
    tech: [
      { name: ".NET LTS releases", use: "Cross-platform runtime for APIs, workers and web apps" },
      { name: "ASP.NET Core", use: "Minimal APIs, MVC, gRPC and the middleware pipeline" },
      { name: "Entity Framework Core", use: "ORM with migrations for SQL Server, PostgreSQL and Azure SQL" },
      { name: "Blazor", use: "Interactive web interfaces written in C#" },
      { name: "SignalR", use: "Real-time updates over WebSockets" },
      { name: ".NET Aspire", use: "Local orchestration, service defaults and telemetry for distributed apps" },
      { name: "YARP", use: "Reverse proxy for incremental migrations from .NET Framework" },
      { name: "xUnit and Testcontainers", use: "Unit and integration tests against real databases" },
      { name: "Azure Service Bus", use: "Reliable messaging between services" },
      { name: "Application Insights", use: "Tracing, metrics and logs in Azure" },
    ],
    faqs: [
      {
        question: "Is it worth migrating from .NET Framework to modern .NET?",
        answer:
          ".NET Framework 4.8 is still supported on Windows, but it receives no new features and ties you to Windows hosting. Migration pays off when you need better performance, containers, cheaper Linux hosting or modern libraries. We assess each application and recommend migrating it, wrapping it or leaving it alone.",
      },
      {
        question: "Can our WCF services be migrated?",
        answer:
          "Yes. Depending on the clients that call them, we move WCF services to ASP.NET Core REST or gRPC APIs, or to CoreWCF where existing SOAP clients cannot change.",
      },
      {
        question: "Do you only host .NET applications on Azure?",
        answer:
          "No. Azure is the most common choice among our .NET clients, but modern .NET runs well in Linux containers on AWS, Google Cloud or on-premise Kubernetes.",
      },
      {
        question: "Should we use Blazor or a JavaScript framework?",
        answer:
          "Blazor is a good fit for internal tools and teams that are strongest in C#. For public-facing, search-sensitive or highly interactive products, we usually pair ASP.NET Core with React or Angular.",
      },
    ],
    related: ["backend-development", "azure", "sql-server", "angular"],
    cta: {
      title: "Have a .NET system to build or modernise?",
      body: "Tell us about your application, its .NET version and where it is hosted. We will suggest an approach and a first milestone.",
    },
  },

  react: {
    title: "React and Next.js Development Services | Alphai",
    description:
      "React development with hooks, Next.js and React Server Components, deliberate state management and tests in React Testing Library and Playwright.",
    h1: "React development for fast, maintainable product interfaces",
    intro:
      "React powers everything from marketing sites to complex SaaS dashboards, and the difference between a pleasant React codebase and a painful one comes down to decisions about rendering, state and testing. We build React and Next.js applications that load fast, stay easy to change and come with the tests to prove it.",
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
  },

  java: {
    title: "Java and Spring Boot Development Services | Alphai",
    description:
      "Java development on Spring Boot and Java 21: transactional APIs, Kafka event streaming, virtual threads and gradual modernisation of legacy monoliths.",
    h1: "Java development for systems that cannot afford to fail",
    intro:
      "Banks, insurers, telecoms and logistics companies run their core systems on Java for good reasons: a mature ecosystem, strong tooling and predictable performance under load. We build new Spring Boot services on current Java LTS releases and modernise older Java EE and monolithic systems without putting the business they support at risk.",
    offerings: [
      {
        icon: "server",
        title: "Spring Boot services and APIs",
        body: "REST and gRPC services on Spring Boot 3 with Spring Security, validation, OpenAPI contracts and Spring Data for persistence.",
      },
      {
        icon: "git-branch",
        title: "Event-driven integration",
        body: "Kafka producers and consumers with idempotent processing, a schema registry and dead-letter handling for reliable data flows between systems.",
      },
      {
        icon: "refresh-cw",
        title: "Monolith modernisation",
        body: "Strangler-fig migration of Java EE, WebLogic or older Spring applications into well-bounded services, one business capability at a time.",
      },
      {
        icon: "zap",
        title: "Performance and concurrency",
        body: "Virtual threads on Java 21, connection pool and JVM tuning, and profiling with Java Flight Recorder to fix latency and memory problems found under load.",
      },
      {
        icon: "shield",
        title: "Security for regulated environments",
        body: "OAuth 2.0 and OpenID Connect with Spring Security and Keycloak, audit trails and dependency scanning for banking, insurance and public-sector systems.",
      },
      {
        icon: "cloud",
        title: "Cloud-native Java",
        body: "Containerised services on Kubernetes with Spring Boot Actuator and Micrometer metrics, and GraalVM native images where fast startup matters.",
      },
    ],
    outcomes: [
      {
        title: "Fast APIs over a core system",
        body: "For a Bavarian banking group, a Spring Boot API layer over its core banking system cut p95 response times from over 4 seconds to 0.6 s.",
        caseStudy: "cooperative-bank-open-banking-api-layer",
      },
      {
        title: "Safer, more frequent releases",
        body: "Carving a well-bounded module out of a monolith lets it ship on its own cycle, often every two weeks instead of every quarter.",
      },
      {
        title: "Reliable integration",
        body: "Replacing nightly batch files with Kafka events between a distributor's ERP and warehouse system reduced stock mismatches by 60%.",
      },
    ],
    process: [
      {
        title: "System assessment",
        body: "We map modules, dependencies, data ownership and load profiles, and profile the hot paths in production.",
      },
      {
        title: "Target design",
        body: "Service boundaries, the data migration approach and integration contracts, agreed with your architects and security team.",
      },
      {
        title: "Incremental build",
        body: "Services or extracted capabilities delivered in sprints, with JUnit 5, Testcontainers and contract tests running in CI.",
      },
      {
        title: "Cut-over and operate",
        body: "Traffic moves gradually behind feature toggles with a rollback plan, backed by dashboards and alerts.",
      },
    ],
    tech: [
      { name: "Java 21 LTS", use: "Virtual threads, records, pattern matching and sealed types" },
      { name: "Spring Boot 3", use: "Services, configuration, Actuator and auto-configuration" },
      { name: "Spring Security", use: "Authentication and authorisation with OAuth 2.0 and OIDC" },
      { name: "Hibernate and Spring Data JPA", use: "Persistence on PostgreSQL, Oracle and SQL Server" },
      { name: "Apache Kafka", use: "Event streaming and integration between systems" },
      { name: "Quarkus", use: "Lightweight services where startup time and memory are critical" },
      { name: "Maven and Gradle", use: "Reproducible builds and dependency management" },
      { name: "JUnit 5 and Testcontainers", use: "Unit and integration tests with real dependencies" },
      { name: "Keycloak", use: "Identity and access management" },
      { name: "Micrometer and OpenTelemetry", use: "Metrics and traces in production" },
    ],
    faqs: [
      {
        question: "Which Java version should we be on?",
        answer:
          "For new work, the current LTS release, Java 21 or later. Applications on Java 8 or 11 can usually move to 21 in steps; the main effort is updating frameworks such as Spring Boot 2 to 3, which also requires the javax to jakarta namespace change.",
      },
      {
        question: "Do we need microservices?",
        answer:
          "Not necessarily. A well-structured modular monolith is often simpler to run. We split out services when there is a clear reason, such as independent scaling, a separate release cadence or a team boundary.",
      },
      {
        question: "Can you work with Oracle databases and on-premise infrastructure?",
        answer:
          "Yes. Many of our Java clients in banking and government run Oracle and their own data centres, and we deliver within those constraints, including on-premise build pipelines and restricted network access.",
      },
      {
        question: "How do you modernise a Java monolith without downtime?",
        answer:
          "With the strangler-fig pattern: a routing layer sends one capability at a time to the new service while the rest stays in the monolith, with data kept in sync until the old path is retired.",
      },
    ],
    related: ["backend-development", "app-modernization", "angular", "postgresql"],
    cta: {
      title: "Have a Java system that needs to scale or modernise?",
      body: "Tell us about your architecture, your Java version and your pain points. We will propose an assessment and a realistic modernisation path.",
    },
  },

  vue: {
    title: "Vue.js and Nuxt Development Services | Alphai",
    description:
      "Vue.js development with Vue 3, the Composition API, Pinia and Nuxt, plus planned migrations from Vue 2 to a supported, faster front end.",
    h1: "Vue.js development from single widgets to full applications",
    intro:
      "Vue's gentle learning curve and progressive design make it a strong choice for lean teams, dashboards and products that grow from a few interactive widgets into a full application. We build Vue 3 and Nuxt apps with clean composables and typed stores, and move Vue 2 codebases onto a supported version.",
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
  },

  python: {
    title: "Python Development with Django and FastAPI | Alphai",
    description:
      "Python development with Django and FastAPI: APIs, admin-heavy platforms, data pipelines and machine learning services, fully typed and tested with pytest.",
    h1: "Python development for web platforms, data and AI services",
    intro:
      "Python is the language of data and machine learning, and with Django and FastAPI it is also a productive way to build web platforms and APIs. We build Python back ends that are typed, tested and easy to operate, and connect them to the data and AI work that often motivated choosing Python in the first place.",
    offerings: [
      {
        icon: "server",
        title: "Django platforms",
        body: "Django applications with Django REST Framework, a tailored admin for operations teams and solid permission models for multi-tenant products.",
      },
      {
        icon: "zap",
        title: "FastAPI services",
        body: "Async APIs with Pydantic models, automatic OpenAPI documentation and dependency injection for clean, testable code.",
      },
      {
        icon: "database",
        title: "Data pipelines",
        body: "Ingestion, transformation and scheduled jobs with Celery, Airflow or Dagster, built to be idempotent and observable.",
      },
      {
        icon: "brain",
        title: "Machine learning in production",
        body: "Model-serving endpoints, feature pipelines and monitoring for scikit-learn, PyTorch or LLM-based components.",
      },
      {
        icon: "settings",
        title: "Integrations and automation",
        body: "Connectors to payment providers, ERPs and third-party APIs, and one-off scripts turned into maintained, scheduled services.",
      },
      {
        icon: "refresh-cw",
        title: "Upgrades and code health",
        body: "Moves off Python 2 or old Django versions, with type hints checked by mypy, Ruff linting and pytest coverage added to legacy code.",
      },
    ],
    outcomes: [
      {
        title: "Results in days, not terms",
        body: "For an education foundation in rural Punjab, a Python sync API brings pupils' assessment results to the dashboard in three days instead of one school term.",
        caseStudy: "offline-learning-app-low-fee-schools",
      },
      {
        title: "Faster APIs",
        body: "Rewriting a synchronous Flask service in async FastAPI with connection pooling cut its p95 latency from 900 ms to 180 ms.",
      },
      {
        title: "Reliable nightly data",
        body: "Pipelines rebuilt with tests, retries and alerts in a tool such as Dagster stop failing silently, so nightly data is there in the morning.",
      },
    ],
    process: [
      {
        title: "Discovery",
        body: "We map the domain, data sources, integrations and expected load, and agree the framework.",
      },
      {
        title: "Design",
        body: "Data models, API contracts and background-job design, with security and hosting decisions written down.",
      },
      {
        title: "Build and test",
        body: "Typed code with pytest suites, factory-based fixtures and Ruff and mypy checks in CI on every pull request.",
      },
      {
        title: "Deploy and monitor",
        body: "Containerised deployments, Sentry error tracking and OpenTelemetry traces, with alerts that reach the right people.",
      },
    ],
    tech: [
      { name: "Python 3.12+", use: "Current language runtime with full type hints" },
      { name: "Django and DRF", use: "Web platforms, admin and REST APIs" },
      { name: "FastAPI", use: "Async APIs with Pydantic validation" },
      { name: "SQLAlchemy and Alembic", use: "ORM and schema migrations outside Django" },
      { name: "Celery", use: "Background tasks and scheduled jobs" },
      { name: "Airflow or Dagster", use: "Orchestration of data pipelines" },
      { name: "pandas", use: "Data transformation and analysis" },
      { name: "pytest", use: "Unit and integration testing" },
      { name: "Ruff and mypy", use: "Linting, formatting and static type checks" },
      { name: "uv", use: "Fast dependency management and reproducible environments" },
    ],
    faqs: [
      {
        question: "Should we use Django or FastAPI?",
        answer:
          "Django when you want batteries included: ORM, admin, authentication and a mature ecosystem for a full web platform. FastAPI for focused, high-throughput APIs and machine learning services. Some products use both, with Django for the core platform and FastAPI for specific services.",
      },
      {
        question: "Is Python fast enough for our API?",
        answer:
          "For most web workloads, yes. Response time is usually dominated by database and network calls, which async Python handles well. CPU-heavy paths can move to optimised libraries, background workers or, occasionally, another language.",
      },
      {
        question: "Can you put models our data scientists built into production?",
        answer:
          "Yes. We wrap notebooks and models into tested services with versioned artefacts, input validation, monitoring for data drift and a deployment pipeline your team can run.",
      },
      {
        question: "Do you maintain older Django projects?",
        answer:
          "Yes. We upgrade through supported Django LTS releases step by step, fixing deprecations and adding tests as we go.",
      },
    ],
    related: ["backend-development", "chatgpt-integration", "big-data", "postgresql"],
    cta: {
      title: "Building a Python platform or data service?",
      body: "Share what you need to build or fix. We will suggest a framework, an architecture and the team to deliver it.",
    },
  },

  node: {
    title: "Node.js and TypeScript Back-end Development | Alphai",
    description:
      "Node.js development in TypeScript with NestJS and Fastify: REST and GraphQL APIs, real-time WebSocket features, queue workers and BFF layers.",
    h1: "Node.js development for APIs and real-time products",
    intro:
      "Node.js lets one TypeScript codebase span front end and back end, and its event loop handles large numbers of concurrent connections efficiently. We build Node.js services that make the most of that, with a clear structure, typed contracts and the observability needed to keep them healthy under load.",
    offerings: [
      {
        icon: "server",
        title: "REST and GraphQL APIs",
        body: "NestJS or Fastify services with typed request validation, OpenAPI or GraphQL schemas and consistent error handling across endpoints.",
      },
      {
        icon: "zap",
        title: "Real-time features",
        body: "Chat, live tracking, notifications and collaborative editing over WebSockets or Socket.IO, scaled horizontally with a Redis adapter.",
      },
      {
        icon: "settings",
        title: "Queues and background workers",
        body: "BullMQ or message-broker workers for emails, reports, imports and webhooks, with retries, idempotency keys and dead-letter handling.",
      },
      {
        icon: "layers",
        title: "Backend for front end",
        body: "BFF layers that aggregate microservices and third-party APIs into responses shaped for your web and mobile apps.",
      },
      {
        icon: "cloud",
        title: "Serverless Node.js",
        body: "AWS Lambda, Azure Functions or Cloud Run services for spiky workloads, with cold starts and costs measured rather than guessed.",
      },
      {
        icon: "gauge",
        title: "Performance and reliability",
        body: "Event-loop lag monitoring, CPU and heap profiling with the Node inspector, memory-leak hunting and worker threads for CPU-bound tasks.",
      },
    ],
    outcomes: [
      {
        title: "Fewer order errors",
        body: "For an Abu Dhabi cloud kitchen group, a Node.js hub that merges aggregator and direct orders into one queue cut orders with errors at peak hours by 43%.",
        caseStudy: "cloud-kitchen-ordering-platform",
      },
      {
        title: "Fewer integration bugs",
        body: "Sharing TypeScript types and Zod schemas between a React front end and a NestJS API removed a whole class of contract errors.",
      },
      {
        title: "Stable memory",
        body: "Fixing a leak in a Node.js image-processing service ended its daily restarts and reduced its memory footprint by 55%.",
      },
    ],
    process: [
      {
        title: "Architecture",
        body: "We define service boundaries, API contracts and data stores, and decide between containers and serverless.",
      },
      {
        title: "Foundations",
        body: "Project structure, typed configuration, logging, tests and a CI pipeline in place before the first feature.",
      },
      {
        title: "Sprint delivery",
        body: "Features with unit tests in Vitest or Jest and integration tests against real databases running in containers.",
      },
      {
        title: "Load test and launch",
        body: "k6 load tests, tuning of the hot paths and a staged rollout with monitoring.",
      },
    ],
    tech: [
      { name: "Node.js LTS", use: "Active LTS releases for production services" },
      { name: "TypeScript", use: "Strict types shared across services and clients" },
      { name: "NestJS", use: "Structured, modular services with dependency injection" },
      { name: "Fastify", use: "Lightweight, fast HTTP services with schema validation" },
      { name: "Prisma and Drizzle", use: "Type-safe database access and migrations" },
      { name: "Socket.IO", use: "Real-time communication with rooms and reconnection" },
      { name: "BullMQ", use: "Redis-backed job queues and scheduled work" },
      { name: "GraphQL (Apollo or Mercurius)", use: "Typed APIs for complex client data needs" },
      { name: "Zod", use: "Runtime validation of inputs and configuration" },
      { name: "Pino", use: "Fast, structured JSON logging" },
      { name: "k6", use: "Load and performance testing" },
    ],
    faqs: [
      {
        question: "When is Node.js a good choice for the back end?",
        answer:
          "For I/O-heavy APIs, real-time features, BFF layers and teams that want TypeScript on both sides. For heavy numerical work or long CPU-bound jobs, Python, Java or Go are usually better fits, or Node.js with worker threads for occasional tasks.",
      },
      {
        question: "NestJS, Fastify or Express?",
        answer:
          "For larger codebases and teams we prefer NestJS for its structure, or Fastify for lean, fast services. Express is fine for small apps, and we maintain many existing Express codebases.",
      },
      {
        question: "Which database do you use with Node.js?",
        answer:
          "PostgreSQL by default, MongoDB where a document model fits the data, and Redis for caching and queues. Prisma or Drizzle provide typed access to the relational stores.",
      },
      {
        question: "Can you upgrade an old Node.js service?",
        answer:
          "Yes. We move services to a current LTS release, replace abandoned dependencies, introduce TypeScript gradually and add tests before larger changes.",
      },
    ],
    related: ["backend-development", "react", "mongodb", "devops-ci-cd"],
    cta: {
      title: "Need a Node.js back end that holds up?",
      body: "Describe your API, your traffic and your integrations. We will propose an architecture and a delivery plan.",
    },
  },

  android: {
    title: "Android App Development in Kotlin | Alphai",
    description:
      "Native Android development in Kotlin and Jetpack Compose, with coroutines, Hilt, Room and offline sync, tuned for mid-range phones and Play policies.",
    h1: "Android app development in Kotlin and Jetpack Compose",
    intro:
      "Android runs on thousands of device models, from flagships to budget handsets with little memory and patchy networks. We build native Kotlin apps with Jetpack Compose that stay fast on the phones your users actually own, work offline when they must, and keep up with Google Play's policy and target API changes.",
    offerings: [
      {
        icon: "smartphone",
        title: "Native Kotlin apps",
        body: "Apps built with Jetpack Compose, Material 3, coroutines and Flow, structured with MVVM or MVI and dependency injection through Hilt.",
      },
      {
        icon: "refresh-cw",
        title: "Java and XML modernisation",
        body: "Gradual migration of Java code to Kotlin and of XML layouts to Compose, screen by screen, without freezing releases.",
      },
      {
        icon: "database",
        title: "Offline-first and sync",
        body: "Room databases, WorkManager background sync and conflict handling for field workers, drivers and users on unreliable connections.",
      },
      {
        icon: "cpu",
        title: "Device and hardware features",
        body: "Camera, barcode scanning with ML Kit, Bluetooth Low Energy, NFC, location and foreground services, built within Android's background limits.",
      },
      {
        icon: "gauge",
        title: "Performance and vitals",
        body: "Baseline Profiles, startup and jank tracing and app-size reduction, measured against the Android vitals thresholds in Play Console.",
      },
      {
        icon: "shield",
        title: "Security and Play compliance",
        body: "Play Integrity API, encrypted storage, accurate data safety declarations and timely target API level updates that keep your app listed.",
      },
    ],
    outcomes: [
      {
        title: "Faster cold start",
        body: "Baseline Profiles and deferred initialisation commonly cut cold start time by a third on the mid-range phones most users own.",
      },
      {
        title: "Fewer crashes",
        body: "Fixing lifecycle and threading issues found in crash reports typically raises crash-free sessions above 99.5%.",
      },
      {
        title: "Works without signal",
        body: "For 2,000 community health workers in Pakistan, an offline-first app on low-cost phones took monthly health indicators from six weeks to five days.",
        caseStudy: "maternal-health-community-worker-app",
      },
    ],
    process: [
      {
        title: "Requirements and devices",
        body: "We agree features, the minimum Android version and a device matrix based on your users' analytics.",
      },
      {
        title: "Architecture",
        body: "Module structure, data layer, offline strategy and navigation are defined before feature work starts.",
      },
      {
        title: "Build and test",
        body: "Compose UI tests, unit tests and runs on a lab of physical phones, with builds shipped to Play internal testing.",
      },
      {
        title: "Release",
        body: "Staged rollouts in Play Console with vitals and crash monitoring, and a plan for each new Android release.",
      },
    ],
    tech: [
      { name: "Kotlin", use: "Primary language, with coroutines and Flow" },
      { name: "Jetpack Compose", use: "Declarative UI with Material 3" },
      { name: "Hilt", use: "Dependency injection across modules" },
      { name: "Room", use: "Local database for offline data" },
      { name: "WorkManager", use: "Reliable background work and sync" },
      { name: "Retrofit and OkHttp", use: "Networking with typed API clients" },
      { name: "ML Kit", use: "On-device barcode scanning and text recognition" },
      { name: "Firebase Crashlytics", use: "Crash reporting and stability tracking" },
      { name: "Espresso and Compose testing", use: "Automated UI tests" },
      { name: "Baseline Profiles", use: "Ahead-of-time compilation of critical code paths" },
      { name: "Gradle version catalogs", use: "Consistent dependencies across a modular build" },
    ],
    faqs: [
      {
        question: "Should we build a native Android app or go cross-platform?",
        answer:
          "Native is the better choice when your app relies heavily on hardware, background work, complex offline logic or Android-specific features. If most screens are shared forms and content, React Native or Flutter can cover both platforms for less. We advise per project.",
      },
      {
        question: "Which Android versions should we support?",
        answer:
          "We set the minimum from your users' data. For most consumer apps in our markets, supporting Android 8 or 9 and later covers the large majority of devices without excessive workarounds.",
      },
      {
        question: "Do you handle the Google Play listing and policies?",
        answer:
          "Yes. We prepare the data safety form, permission declarations and store listing, and track Google Play's yearly target API level requirement so your updates are not blocked.",
      },
      {
        question: "Can you take over our existing Java Android app?",
        answer:
          "Yes. We audit it, stabilise the crash hotspots first, then migrate to Kotlin and Compose gradually while continuing to ship features.",
      },
    ],
    related: ["mobile-app-development", "ios", "flutter", "quality-assurance"],
    cta: {
      title: "Planning an Android app or fixing one?",
      body: "Tell us about your users, their devices and the features you need. We will propose an approach and a plan for the first release.",
    },
  },

  ios: {
    title: "iOS App Development in Swift and SwiftUI | Alphai",
    description:
      "Native iOS development in Swift and SwiftUI with async/await, StoreKit 2, widgets and TestFlight releases, prepared for App Store review and privacy rules.",
    h1: "iOS app development in Swift and SwiftUI",
    intro:
      "iPhone users expect apps that feel native: smooth scrolling, familiar navigation, widgets and quick sign-in with Face ID. We build iOS apps in Swift and SwiftUI that meet those expectations, take them through TestFlight and App Store review, and keep them current with each new iOS release.",
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
  },

  "react-native": {
    title: "React Native App Development Services | Alphai",
    description:
      "React Native development on the New Architecture with Expo and EAS: one TypeScript codebase for iOS and Android, with native modules where needed.",
    h1: "React Native apps with one codebase and a native feel",
    intro:
      "React Native lets one TypeScript team ship to iOS and Android and share logic with your React web app. With the New Architecture and Expo, most of the old compromises on performance and tooling have gone. We build React Native apps that feel native, and write native modules in Swift or Kotlin when a feature needs them.",
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
  },

  flutter: {
    title: "Flutter App Development Services | Alphai",
    description:
      "Flutter development in Dart: one widget tree for iOS and Android with Riverpod or Bloc, golden tests, platform channels and pixel-consistent custom UI.",
    h1: "Flutter app development for consistent, custom-designed apps",
    intro:
      "Flutter draws every pixel itself, so a custom-designed interface looks and behaves the same on iOS and Android. That makes it a strong choice for branded consumer apps and for products that may later reach web or desktop. We build Flutter apps in Dart with a clear architecture, thorough tests and native integrations where they are needed.",
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
  },
} satisfies Record<string, z.input<typeof serviceDetailSchema>>;
