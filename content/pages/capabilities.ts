/**
 * Capabilities: the technology families (front-end, back-end, database, cloud,
 * CMS) and the detail pages of the technologies that live under them, including
 * the "Trending Tech" group (AI integration, blockchain, big data).
 *
 * The framework pages reached through aliases (Angular, React, Vue.js, .NET,
 * Node.js, Java, Python) have their content in the website development module.
 */
import type { z } from "zod";
import type { serviceDetailSchema, serviceFamilySchema } from "../schema";

export const capabilityFamilies = {
  "frontend-development": {
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
  },

  "backend-development": {
    title: "Back-end Development Capabilities | Alphai",
    description:
      "Back-end engineering in .NET, Node.js, Java and Python: APIs, integrations and services designed for load, security and straightforward operations.",
    h1: "Back-end development for APIs and services that hold up",
    intro:
      "Behind every screen sits an API, a queue, a database and a set of integrations that must keep working at 3 a.m. Our back-end engineers design and build those services in .NET, Node.js, Java and Python, with observability, security reviews and automated tests built in from the first commit.",
    overview:
      "We choose back-end languages by fit, not habit. .NET suits organisations already on Microsoft and Azure; Java and Spring Boot remain the default in banking and large enterprises; Node.js works well for real-time features and teams that want one language across the stack; Python is our first pick for data-heavy services and anything involving machine learning. Across all four we apply the same engineering standards: contract-first API design with OpenAPI, idempotent integrations, structured logs and traces with OpenTelemetry, secrets kept out of code, and load tests before launch. Most back-end work is delivered from our Lahore engineering centre, with solution architects in Dubai and Munich for workshops with your teams.",
    cards: {
      dotnet:
        ".NET 8 services and ASP.NET Core APIs with Entity Framework Core, plus migrations of .NET Framework applications to modern .NET on Linux containers.",
      node: "Node.js back ends in TypeScript with NestJS or Fastify: REST and GraphQL APIs, WebSocket features, background workers and BFF layers for web apps.",
      java: "Java and Spring Boot services for regulated, high-volume systems: transactional APIs, Kafka consumers and the gradual break-up of legacy monoliths.",
      python:
        "Python services with FastAPI and Django, data pipelines and machine learning endpoints, written with type hints, pytest suites and clear packaging.",
    },
    whyUs: [
      {
        icon: "server",
        title: "Designed for production, not demos",
        body: "Health checks, retries, rate limits and graceful shutdown are in the first release, and every service ships with dashboards and alerts.",
      },
      {
        icon: "shield",
        title: "Security reviewed by default",
        body: "Dependency scanning, OWASP API Top 10 checks and threat modelling for sensitive flows are part of our definition of done.",
      },
      {
        icon: "git-branch",
        title: "Contract-first integrations",
        body: "We agree OpenAPI or AsyncAPI contracts before coding, so front-end, mobile and partner teams can work in parallel against mocks.",
      },
    ],
    process: [
      {
        title: "Domain and integration mapping",
        body: "We map business capabilities, data ownership and every external system the service touches, including the ones nobody documented.",
      },
      {
        title: "Architecture and contracts",
        body: "Service boundaries, data stores and API contracts are agreed in a short written design, reviewed by your architects.",
      },
      {
        title: "Build, test and observe",
        body: "Features are delivered with unit, contract and integration tests, and with tracing and metrics wired into your monitoring stack.",
      },
      {
        title: "Load testing and launch",
        body: "We load test against realistic traffic with k6, fix the bottlenecks we find and run the cut-over with a rollback plan.",
      },
    ],
    cta: {
      title: "Planning a new API or replacing an old one?",
      body: "Share your current architecture and traffic, and we will suggest a language, a design and a realistic delivery plan.",
    },
  },

  "database-development": {
    title: "Database Development and Tuning Services | Alphai",
    description:
      "Database design, tuning and migration for SQL Server, MySQL, PostgreSQL, MongoDB and Firestore, from schema modelling to replication and backups.",
    h1: "Database development, tuning and migration",
    intro:
      "Slow pages, nightly jobs that overrun and reports nobody trusts usually trace back to the database. We design schemas, tune queries, plan migrations and set up replication and backups for relational and document databases, so your data layer stops being the bottleneck.",
    overview:
      "Our database engineers work across the engines our clients actually run: SQL Server in Microsoft-centred enterprises, MySQL and PostgreSQL behind most web products, MongoDB for flexible document models, and Firestore for mobile and real-time apps on Firebase. Engagements range from a two-week performance review to a full migration between engines or into managed cloud services such as Amazon RDS, Azure SQL and Cloud SQL. We start from evidence (query statistics, execution plans, growth trends), change one thing at a time and measure the result. Every engagement ends with documented runbooks for backups, restores and failover, tested rather than assumed.",
    cards: {
      "sql-server":
        "SQL Server tuning with Query Store and execution plans, Always On availability groups, and migrations to Azure SQL or SQL Server on Linux.",
      mysql:
        "MySQL 8 schema design, InnoDB tuning and replication, online schema changes with gh-ost, and upgrades from 5.7 or moves to Aurora MySQL.",
      firestore:
        "Firestore data models, security rules and composite indexes for mobile and real-time apps, with read-cost control and BigQuery export.",
      mongodb:
        "MongoDB schema design with embedding and referencing patterns, aggregation pipelines, sharding and migrations to MongoDB Atlas.",
      postgresql:
        "PostgreSQL indexing, declarative partitioning, logical replication and PostGIS or pgvector extensions, on self-hosted or managed instances.",
    },
    whyUs: [
      {
        icon: "search",
        title: "Evidence before changes",
        body: "We start from query statistics and execution plans, not guesses, and report the measured effect of every index or rewrite.",
      },
      {
        icon: "refresh-cw",
        title: "Migrations with a way back",
        body: "Engine and version migrations run with dual writes or replication, rehearsed cut-overs and a rollback path agreed in advance.",
      },
      {
        icon: "lock",
        title: "Backups that are actually restored",
        body: "We schedule restore drills and document recovery times, so your recovery point and recovery time objectives are known, not hoped for.",
      },
    ],
    process: [
      {
        title: "Health check",
        body: "We collect workload statistics, slow query logs, schema and configuration, and rank problems by business impact.",
      },
      {
        title: "Design and fixes",
        body: "Schema changes, indexes and query rewrites are tested on a copy of production data before they reach live systems.",
      },
      {
        title: "Resilience setup",
        body: "Replication, failover, backups and monitoring are configured and tested with realistic failure scenarios.",
      },
      {
        title: "Runbooks and handover",
        body: "Your team receives runbooks, dashboards and a walkthrough, with optional ongoing database support afterwards.",
      },
    ],
    cta: {
      title: "Is your database holding you back?",
      body: "Send us your slowest queries or your migration plans. We will suggest a scoped health check or migration approach within two working days.",
    },
  },

  "cloud-services": {
    title: "Cloud Services on AWS, Azure and Google Cloud | Alphai",
    description:
      "Cloud architecture, migration and cost optimisation on AWS, Microsoft Azure and Google Cloud, with infrastructure as code and regional data residency.",
    h1: "Cloud architecture and migration on AWS, Azure and Google Cloud",
    intro:
      "We help teams move to the cloud, build new products on it and bring the monthly bill back under control. Our engineers design landing zones, containerise applications, automate infrastructure with Terraform and set up monitoring, so the platform is secure and repeatable rather than assembled by hand in a console.",
    overview:
      "Alphai works with all three major providers and recommends the one that fits your existing contracts, skills and data residency needs. Many of our GCC clients need data kept in-region, which the UAE regions of AWS and Azure and Google Cloud's Doha and Dammam regions make possible; DACH clients typically stay in Frankfurt. Our cloud work covers landing zones and account structure, identity and network design, container platforms (ECS, EKS, AKS, GKE, Cloud Run), managed databases, serverless functions and FinOps reviews. Everything we build is defined as code and versioned, with CI/CD pipelines and alerting handed over to your team or run by us under a support agreement.",
    cards: {
      aws: "AWS landing zones with Control Tower, workloads on ECS, EKS and Lambda, Aurora and DynamoDB data layers, and cost reviews using Savings Plans and Graviton.",
      azure:
        "Azure platforms for Microsoft-centred organisations: Entra ID, AKS and App Service, Azure SQL, Bicep or Terraform, and Azure OpenAI integration.",
      gcp: "Google Cloud builds on Cloud Run and GKE Autopilot, BigQuery analytics, Pub/Sub event pipelines and Vertex AI, set up with Terraform.",
    },
    whyUs: [
      {
        icon: "cloud",
        title: "Provider-neutral advice",
        body: "We work on AWS, Azure and Google Cloud, so our recommendation follows your workloads, contracts and skills rather than a partner quota.",
      },
      {
        icon: "wallet",
        title: "Cost visibility from the start",
        body: "Tagging, budgets and anomaly alerts are set up with the first environment, and we review spend with you every month during delivery.",
      },
      {
        icon: "shield",
        title: "Security and residency by design",
        body: "Least-privilege IAM, private networking, encryption and region choices that respect UAE, Saudi and EU data rules are built in, not bolted on.",
      },
      {
        icon: "code",
        title: "Everything as code",
        body: "Infrastructure lives in Terraform, Bicep or CDK in your repositories, reviewed through pull requests like any other code.",
      },
    ],
    process: [
      {
        title: "Assessment",
        body: "We inventory applications, dependencies, data flows and current costs, and classify each workload by how it should move.",
      },
      {
        title: "Landing zone",
        body: "Accounts or subscriptions, identity, networking, logging and guardrails are set up as code before any workload moves.",
      },
      {
        title: "Migration waves",
        body: "Workloads move in small waves, starting with low-risk systems, with rehearsed cut-overs and rollback plans for each.",
      },
      {
        title: "Optimise and operate",
        body: "We right-size resources, tune autoscaling and hand over runbooks, or keep operating the platform under a support agreement.",
      },
    ],
    cta: {
      title: "Planning a move to the cloud or a cheaper bill?",
      body: "Tell us what you run today and where your users are. We will come back with a first view of provider, architecture and effort.",
    },
  },

  "cms-development": {
    title: "CMS Development: WordPress, Jamstack, WooCommerce | Alphai",
    description:
      "CMS development on WordPress, WooCommerce and headless Jamstack stacks: editor-friendly sites and shops that stay fast, secure and easy to update.",
    h1: "CMS development your editors will actually enjoy",
    intro:
      "A content management system should let your marketing team publish without filing a ticket. We build WordPress sites, WooCommerce shops and headless Jamstack builds with editing experiences designed around your content, plus the caching, security and hosting setup that keeps them fast.",
    overview:
      "The right CMS depends on who edits, how often and what the site must connect to. WordPress remains the fastest path to a flexible marketing site with a familiar editor; WooCommerce adds a capable shop for catalogues of a few thousand products; a Jamstack build with a headless CMS such as Sanity, Contentful or Strapi suits multi-channel content and sites where speed and security come first. We design the content model before the templates, build custom blocks instead of stacking page-builder plugins, and set up multilingual publishing in Arabic, English and German where needed. Every build includes editor training, staging environments and an update plan.",
    cards: {
      wordpress:
        "Custom WordPress block themes and Gutenberg blocks, headless WordPress with WPGraphQL, multisite networks, hardening and performance tuning.",
      jamstack:
        "Jamstack sites built with Next.js or Astro on a headless CMS, deployed to a global CDN with preview workflows and incremental builds.",
      woocommerce:
        "WooCommerce shops with custom checkout flows, regional payment gateways, ERP and inventory integrations, and High-Performance Order Storage.",
    },
    whyUs: [
      {
        icon: "pen-tool",
        title: "Content modelled before it is designed",
        body: "We map your content types, fields and workflows first, so editors get structured forms instead of fragile page-builder layouts.",
      },
      {
        icon: "zap",
        title: "Fast by construction",
        body: "Caching, image optimisation and lean themes are part of the build, with Core Web Vitals checked on real templates before launch.",
      },
      {
        icon: "shield",
        title: "Maintained, not abandoned",
        body: "We keep plugin counts low, patch on a schedule and monitor uptime, so the site does not drift into an unpatched liability.",
      },
    ],
    process: [
      {
        title: "Content and platform workshop",
        body: "We review your content, editors and integrations, then recommend WordPress, WooCommerce or a headless stack with reasons.",
      },
      {
        title: "Content model and design",
        body: "Content types, editorial workflows and page templates are designed together and validated with your editors.",
      },
      {
        title: "Build and migrate",
        body: "We build themes or front ends, migrate existing content with scripts and set up redirects to protect search rankings.",
      },
      {
        title: "Training and launch",
        body: "Editors are trained on staging, launch is rehearsed, and a maintenance plan covers updates, backups and monitoring.",
      },
    ],
    cta: {
      title: "Outgrown your current website platform?",
      body: "Share your site, your editors' frustrations and your plans. We will recommend a CMS approach and outline the migration.",
    },
  },
} satisfies Record<string, z.input<typeof serviceFamilySchema>>;

export const capabilityDetails = {
  "html-css": {
    title: "HTML and CSS Development Services | Alphai",
    description:
      "Semantic HTML and modern CSS from Alphai: accessible templates, design systems, RTL layouts and HTML email, built to WCAG 2.2 AA and fast to load.",
    h1: "HTML and CSS development, done properly",
    intro:
      "Good markup and styles are the cheapest performance and accessibility win a website can get. We turn Figma designs into semantic HTML and modern CSS that screen readers understand, browsers render quickly and your developers can extend without fighting specificity.",
    offerings: [
      {
        icon: "layout",
        title: "Design-to-code templates",
        body: "Pixel-accurate, responsive templates from Figma using CSS Grid, Flexbox and container queries, delivered as static HTML or framework components.",
      },
      {
        icon: "palette",
        title: "CSS architecture and design tokens",
        body: "Custom properties fed by design tokens, cascade layers to control specificity and a naming convention your team can follow.",
      },
      {
        icon: "globe",
        title: "Right-to-left and multilingual layouts",
        body: "Logical properties (margin-inline, padding-block) so one stylesheet serves Arabic and English, with fonts and line heights tuned for both scripts.",
      },
      {
        icon: "check-circle",
        title: "Accessibility remediation",
        body: "Audits against WCAG 2.2 AA and fixes for landmarks, headings, focus order, colour contrast, forms and ARIA that was added without need.",
      },
      {
        icon: "mail",
        title: "HTML email templates",
        body: "Table-based, responsive email templates tested in Outlook, Gmail and Apple Mail, with dark-mode handling and plain-text fallbacks.",
      },
    ],
    outcomes: [
      {
        title: "Smaller, faster pages",
        body: "Replacing a legacy CSS framework with purpose-written styles typically cuts shipped CSS by 60-80% and removes render-blocking requests.",
      },
      {
        title: "Fewer accessibility defects",
        body: "A markup and contrast overhaul can take automated accessibility violations on key journeys from hundreds to zero.",
      },
      {
        title: "Faster feature work",
        body: "With tokens and layered CSS in place, developers build new pages from existing patterns instead of adding one-off overrides.",
      },
    ],
    process: [
      {
        title: "Design review",
        body: "We check the Figma files for missing states, breakpoints and contrast issues before writing any code.",
      },
      {
        title: "Tokens and base styles",
        body: "Colours, spacing, type scale and resets are set up first, then shared components such as buttons, forms and cards.",
      },
      {
        title: "Templates and pages",
        body: "Page templates are assembled from components and reviewed in real browsers and devices, not only in a desktop viewport.",
      },
      {
        title: "Testing and handover",
        body: "Accessibility, cross-browser and visual regression tests run before handover, along with a short style guide.",
      },
    ],
    tech: [
      { name: "HTML5", use: "Semantic structure, landmarks and native form controls" },
      { name: "CSS Grid and Flexbox", use: "Responsive two-dimensional and one-dimensional layouts" },
      { name: "Container queries", use: "Components that adapt to their container, not just the viewport" },
      { name: "Sass", use: "Mixins and partials where a preprocessor is still useful" },
      { name: "PostCSS", use: "Autoprefixing, nesting and minification in the build" },
      { name: "Tailwind CSS", use: "Utility-first styling when the team prefers it" },
      { name: "axe-core", use: "Automated accessibility checks in CI" },
      { name: "Storybook", use: "Documenting components and their states" },
      { name: "MJML", use: "Building responsive HTML emails that survive Outlook" },
    ],
    faqs: [
      {
        question: "Do you only deliver static HTML, or framework components too?",
        answer:
          "Both. We can hand over static templates for your developers to integrate, or build the same markup directly as React, Vue or Angular components, or as WordPress theme templates.",
      },
      {
        question: "Which browsers do you support?",
        answer:
          "By default the last two versions of Chrome, Edge, Firefox and Safari, including iOS Safari. If your analytics show meaningful traffic on older browsers we agree a specific support list and test against it.",
      },
      {
        question: "Can you fix accessibility on an existing site without a redesign?",
        answer:
          "Usually, yes. Most WCAG failures come from markup, focus handling and contrast, which can be fixed without changing the visual design. We start with an audit and a prioritised list of fixes.",
      },
      {
        question: "Do you support Arabic and other right-to-left languages?",
        answer:
          "Yes. We use CSS logical properties and the dir attribute so one codebase handles both directions, and we test with native Arabic speakers from our Dubai office.",
      },
    ],
    related: ["javascript", "bootstrap", "design-web", "ux-ui"],
    cta: {
      title: "Have designs waiting to become code?",
      body: "Send us your Figma files and target browsers. We will estimate the templates and suggest a CSS approach within two working days.",
    },
  },

  bootstrap: {
    title: "Bootstrap Development and Theming | Alphai",
    description:
      "Bootstrap 5 theming and development: custom Sass builds, RTL support, utility API and migrations from Bootstrap 3 and 4 with jQuery removed.",
    h1: "Bootstrap development for interfaces that need to ship quickly",
    intro:
      "Bootstrap is still one of the fastest ways to put a consistent, responsive interface in front of users, especially for admin panels and internal tools. We customise it so it does not look like every other Bootstrap site, keep the CSS lean and upgrade older versions without breaking your screens.",
    offerings: [
      {
        icon: "palette",
        title: "Custom Bootstrap themes",
        body: "Brand themes built by overriding Sass variables and maps, with only the components you use compiled into the final stylesheet.",
      },
      {
        icon: "refresh-cw",
        title: "Version upgrades",
        body: "Migrations from Bootstrap 3 or 4 to Bootstrap 5, replacing jQuery plugins with vanilla JavaScript and updating deprecated classes.",
      },
      {
        icon: "monitor",
        title: "Admin panels and dashboards",
        body: "Data tables, forms, filters and charts assembled from Bootstrap components for back-office tools and internal applications.",
      },
      {
        icon: "globe",
        title: "RTL builds for Arabic interfaces",
        body: "Right-to-left stylesheets using Bootstrap's RTLCSS support, with icons, carousels and form controls checked in both directions.",
      },
      {
        icon: "code",
        title: "Framework integration",
        body: "Bootstrap styles paired with React Bootstrap, ng-bootstrap or BootstrapVueNext so components behave correctly inside your framework.",
      },
    ],
    outcomes: [
      {
        title: "Weeks saved on internal tools",
        body: "Building back-office screens from a themed Bootstrap kit lets teams focus on business logic; a recent logistics dashboard shipped its first release in six weeks.",
      },
      {
        title: "Lighter pages after upgrades",
        body: "Dropping jQuery and unused components during a Bootstrap 5 upgrade commonly removes 80-100 KB of JavaScript from every page.",
      },
      {
        title: "A look that is yours",
        body: "Variable-level theming produces a distinctive interface while keeping the upgrade path to future Bootstrap releases open.",
      },
    ],
    process: [
      {
        title: "Inventory",
        body: "We list the Bootstrap version, components, plugins and custom overrides in use, and flag what will break in an upgrade.",
      },
      {
        title: "Theme setup",
        body: "Brand colours, typography, spacing and component variables are defined in Sass, with unused modules excluded.",
      },
      {
        title: "Screens and components",
        body: "Pages are built or migrated screen by screen, with visual regression tests catching unintended changes.",
      },
      {
        title: "Cleanup and documentation",
        body: "Obsolete overrides are removed and a short usage guide explains the theme for your developers.",
      },
    ],
    tech: [
      { name: "Bootstrap 5", use: "Components, grid and utility classes" },
      { name: "Sass", use: "Theming through variables, maps and mixins" },
      { name: "Utility API", use: "Generating project-specific utility classes" },
      { name: "RTLCSS", use: "Producing right-to-left stylesheets" },
      { name: "Popper", use: "Positioning dropdowns, tooltips and popovers" },
      { name: "React Bootstrap", use: "Bootstrap components for React applications" },
      { name: "ng-bootstrap", use: "Native Angular widgets styled with Bootstrap" },
      { name: "Playwright", use: "Visual regression and cross-browser testing" },
    ],
    faqs: [
      {
        question: "Is Bootstrap still a good choice today?",
        answer:
          "For admin panels, internal tools and projects that must ship quickly with a small team, yes. For highly bespoke consumer interfaces we often recommend a custom design system or Tailwind CSS instead, and we will say so.",
      },
      {
        question: "Can you upgrade us from Bootstrap 3 without a redesign?",
        answer:
          "Yes. We map old classes and plugins to their Bootstrap 5 equivalents and use visual regression tests to keep screens looking the same, then clean up the leftovers in a second pass.",
      },
      {
        question: "Will our site look like a generic Bootstrap template?",
        answer:
          "Not if the theme is done properly. By customising variables for colour, typography, radius, shadows and spacing, the result follows your brand while keeping Bootstrap's tested behaviour.",
      },
    ],
    related: ["html-css", "javascript", "design-web"],
    cta: {
      title: "Stuck on an old Bootstrap version?",
      body: "Share your repository or a list of screens and we will estimate the upgrade or the new theme, including what can be removed.",
    },
  },

  javascript: {
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
  },

  gatsbyjs: {
    title: "Gatsby Development, Upgrades and Migration | Alphai",
    description:
      "Gatsby development and support: GraphQL data layer, image optimisation, Gatsby 5 upgrades and planned migrations to Next.js or Astro when it pays off.",
    h1: "Gatsby development, upgrades and migrations",
    intro:
      "Gatsby powers many fast content sites built on React and a headless CMS. We build new Gatsby features, upgrade sites stuck on older versions and, where it makes more sense for your roadmap, plan a careful migration to Next.js or Astro without losing search rankings.",
    offerings: [
      {
        icon: "layers",
        title: "Gatsby site development",
        body: "React components, page templates and GraphQL queries sourcing from Contentful, Sanity, WordPress or Markdown files.",
      },
      {
        icon: "refresh-cw",
        title: "Version upgrades",
        body: "Upgrades to Gatsby 5 and React 18, replacing deprecated plugins and moving from react-helmet to the built-in Head API.",
      },
      {
        icon: "zap",
        title: "Build time reduction",
        body: "Tuning source plugins, caching and image processing, and using Deferred Static Generation for rarely visited pages.",
      },
      {
        icon: "compass",
        title: "Migration planning",
        body: "Assessment and migration to Next.js or Astro, with URL mapping, redirects and content parity checks to protect organic traffic.",
      },
    ],
    outcomes: [
      {
        title: "Shorter builds",
        body: "Caching and Deferred Static Generation commonly cut full builds of large Gatsby sites by more than half.",
      },
      {
        title: "A supported stack again",
        body: "Upgrades remove abandoned plugins and outdated dependencies that were blocking security patches.",
      },
      {
        title: "Rankings protected during change",
        body: "Migrations keep every indexed URL reachable through redirects, with search console data checked in the weeks after launch.",
      },
    ],
    process: [
      {
        title: "Site assessment",
        body: "We review the Gatsby version, plugins, data sources, build times and hosting, and recommend upgrade or migration.",
      },
      {
        title: "Plan and prototype",
        body: "A small set of templates is upgraded or rebuilt first to confirm the approach and the effort estimate.",
      },
      {
        title: "Full delivery",
        body: "Remaining templates, plugins and integrations are moved over, with visual and link checks on every page.",
      },
      {
        title: "Launch and monitor",
        body: "We deploy behind a preview URL, switch traffic and watch build health, Core Web Vitals and search console.",
      },
    ],
    tech: [
      { name: "Gatsby 5", use: "Static and deferred page generation with React" },
      { name: "GraphQL", use: "Gatsby's data layer for querying content sources" },
      { name: "gatsby-plugin-image", use: "Responsive, lazily loaded images" },
      { name: "Contentful", use: "Headless CMS source for structured content" },
      { name: "Sanity", use: "Headless CMS with real-time editing" },
      { name: "Next.js", use: "Migration target for app-like or frequently updated sites" },
      { name: "Astro", use: "Migration target for content-heavy, low-JavaScript sites" },
      { name: "Netlify", use: "Hosting, build previews and edge redirects" },
    ],
    faqs: [
      {
        question: "Is Gatsby still a safe choice for a new site?",
        answer:
          "Gatsby still works, but its release pace has slowed since Netlify acquired it in 2023. For new projects we usually recommend Next.js or Astro, and we keep supporting existing Gatsby sites that serve their owners well.",
      },
      {
        question: "Our Gatsby builds take too long. What can you do?",
        answer:
          "We look at which source plugins and image transformations take the time, enable proper caching in CI, and move rarely visited pages to Deferred Static Generation so they are built on first request.",
      },
      {
        question: "Will a migration away from Gatsby hurt our SEO?",
        answer:
          "Not if it is planned. We keep URLs identical where possible, redirect the rest, preserve metadata and structured data, and compare crawl results before and after launch.",
      },
    ],
    related: ["jamstack", "react", "wordpress"],
    cta: {
      title: "Running a Gatsby site that needs attention?",
      body: "Send us the repository or URL. We will tell you honestly whether to upgrade, tune or migrate, and what each option costs.",
    },
  },

  "ai-integration": {
    title: "AI Integration Services for Existing Products | Alphai",
    description:
      "AI integration for existing products: retrieval-augmented search, document extraction and assistants built on LLM APIs, with evaluation and guardrails.",
    h1: "AI integration that solves a specific problem",
    intro:
      "Large language models are useful when they are pointed at a well-defined task with the right data and a way to check the answers. We add AI features to existing products and internal tools, from document extraction to search over your knowledge base, and measure whether they actually help.",
    offerings: [
      {
        icon: "search",
        title: "Retrieval-augmented generation",
        body: "Assistants and search that answer from your own documents, with chunking, embeddings in pgvector or a vector database, and source citations.",
      },
      {
        icon: "file-text",
        title: "Document extraction",
        body: "Pulling structured fields from invoices, contracts, IDs and forms in English and Arabic, with confidence scores and human review queues.",
      },
      {
        icon: "bot",
        title: "Assistants and agents",
        body: "Support and operations assistants that call your APIs through tool use, with permissions, audit logs and hand-off to people.",
      },
      {
        icon: "bar-chart",
        title: "Evaluation and monitoring",
        body: "Test sets, automated scoring and production tracing so quality, latency and cost per request are measured, not assumed.",
      },
      {
        icon: "shield",
        title: "Guardrails and data protection",
        body: "PII redaction, prompt-injection defences, output validation and region-appropriate hosting such as Azure OpenAI in your chosen region.",
      },
    ],
    outcomes: [
      {
        title: "Moderation at start-up scale",
        body: "For a Vienna neighbourhood app, a language model screens new posts in German and English, and a member's report is resolved in a median of four hours.",
        caseStudy: "neighbourhood-community-app-moderation",
      },
      {
        title: "Faster answers for support teams",
        body: "A retrieval assistant over policy documents lets agents find answers in seconds, with the source passage shown, instead of searching shared drives.",
      },
      {
        title: "Predictable running costs",
        body: "Model routing, caching and prompt trimming keep cost per request visible and within an agreed budget.",
      },
    ],
    process: [
      {
        title: "Use-case selection",
        body: "We rank candidate use cases by value, data availability and risk, and pick one with a measurable success criterion.",
      },
      {
        title: "Prototype and evaluation set",
        body: "A working prototype is tested against a set of real examples labelled with your team, so quality is scored from day one.",
      },
      {
        title: "Production integration",
        body: "The feature is integrated into your product with authentication, logging, rate limits, fallbacks and cost tracking.",
      },
      {
        title: "Monitor and improve",
        body: "We review traces and user feedback, extend the evaluation set and tune prompts, retrieval or model choice over time.",
      },
    ],
    tech: [
      { name: "OpenAI API", use: "General-purpose language and embedding models" },
      { name: "Azure OpenAI", use: "OpenAI models hosted with Azure enterprise controls" },
      { name: "Anthropic Claude", use: "Long-document analysis and tool use" },
      { name: "LangChain", use: "Orchestrating retrieval and tool-calling flows where it helps" },
      { name: "pgvector", use: "Vector search inside an existing PostgreSQL database" },
      { name: "Qdrant", use: "Dedicated vector database for larger corpora" },
      { name: "FastAPI", use: "Python services that wrap models and pipelines" },
      { name: "Langfuse", use: "Tracing, evaluation and cost tracking for LLM calls" },
    ],
    faqs: [
      {
        question: "Will our data be used to train the model?",
        answer:
          "With the enterprise API terms of the major providers, API inputs are not used for training by default. We confirm the terms for your chosen provider, and can use regionally hosted or open-weight models where policy requires it.",
      },
      {
        question: "How do you stop the model from making things up?",
        answer:
          "We ground answers in retrieved sources, require citations, validate outputs against schemas and test against a labelled evaluation set. No approach removes errors completely, so high-risk answers go to human review.",
      },
      {
        question: "How long does a first AI feature take?",
        answer:
          "A scoped prototype with an evaluation set typically takes three to five weeks. Production integration depends on your systems and approval process, and often takes another four to eight weeks.",
      },
      {
        question: "Can the AI work with Arabic content?",
        answer:
          "Yes. Current models handle Modern Standard Arabic well, and we test extraction and retrieval on your real Arabic documents, including scanned ones, before committing to an approach.",
      },
    ],
    related: ["chatgpt-integration", "python", "big-data", "product-development"],
    cta: {
      title: "Have a process that AI could speed up?",
      body: "Describe the task, the data and who does it today. We will tell you whether AI is a good fit and what a first prototype would involve.",
    },
  },

  blockchain: {
    title: "Blockchain and Smart Contract Development | Alphai",
    description:
      "Blockchain development for practical use cases: Solidity smart contracts, wallet integration, tokenisation and permissioned ledgers, tested and audited.",
    h1: "Blockchain development for practical use cases",
    intro:
      "Blockchain is the right tool for a narrow set of problems: shared records between parties who do not fully trust each other, tokenised assets and verifiable credentials. We help you decide whether it fits, then build smart contracts and applications with the testing discipline that immutable code demands.",
    offerings: [
      {
        icon: "code",
        title: "Smart contract development",
        body: "Solidity contracts built on audited OpenZeppelin libraries, with upgrade patterns, access control and gas optimisation.",
      },
      {
        icon: "shield",
        title: "Testing and audit preparation",
        body: "Unit, fuzz and invariant tests in Foundry, static analysis with Slither and documentation that shortens external audits.",
      },
      {
        icon: "wallet",
        title: "Wallet and dApp front ends",
        body: "Web apps that connect to wallets through WalletConnect and viem, with clear transaction prompts and error handling.",
      },
      {
        icon: "layers",
        title: "Tokenisation platforms",
        body: "Issuance and transfer logic for tokenised assets, loyalty points or credentials, including allow-lists and compliance hooks.",
      },
      {
        icon: "building",
        title: "Permissioned ledgers",
        body: "Hyperledger Fabric networks for consortia that need shared records without a public chain.",
      },
    ],
    outcomes: [
      {
        title: "A clear go or no-go",
        body: "Our discovery sprint often concludes that a conventional database fits better; when it does not, you get a justified architecture.",
      },
      {
        title: "Fewer audit findings",
        body: "Contracts arrive at external audit with full test coverage and documented invariants, which typically reduces findings and re-review rounds.",
      },
      {
        title: "Usable Web3 experiences",
        body: "Readable transaction prompts, gas estimates and recovery paths make blockchain features usable by customers who are not crypto specialists.",
      },
    ],
    process: [
      {
        title: "Fit assessment",
        body: "We test the use case against simpler alternatives and map participants, trust assumptions and regulatory constraints.",
      },
      {
        title: "Architecture",
        body: "Chain choice (public, layer 2 or permissioned), contract design, off-chain components and key management are specified.",
      },
      {
        title: "Build and test",
        body: "Contracts and applications are built with extensive tests on a testnet, followed by an independent security audit.",
      },
      {
        title: "Deploy and monitor",
        body: "Deployment uses multi-signature wallets, verified source code and on-chain monitoring for unusual activity.",
      },
    ],
    tech: [
      { name: "Solidity", use: "Smart contracts for Ethereum and EVM-compatible chains" },
      { name: "Foundry", use: "Compiling, fuzzing and invariant testing contracts" },
      { name: "Hardhat", use: "Local networks, scripts and deployment tooling" },
      { name: "OpenZeppelin", use: "Audited contract libraries and upgrade proxies" },
      { name: "Slither", use: "Static analysis for common contract vulnerabilities" },
      { name: "viem", use: "TypeScript client for reading and writing chain data" },
      { name: "WalletConnect", use: "Connecting mobile and browser wallets" },
      { name: "Hyperledger Fabric", use: "Permissioned ledgers for business consortia" },
      { name: "Safe", use: "Multi-signature wallets for contract administration" },
    ],
    faqs: [
      {
        question: "Do we actually need a blockchain?",
        answer:
          "Often not. If one organisation controls the data and other parties trust it, a conventional database with an audit log is simpler and cheaper. We will tell you that in the first workshop if it applies.",
      },
      {
        question: "Do you perform the final security audit yourselves?",
        answer:
          "We test thoroughly and run internal reviews, but for contracts that hold value we recommend an independent audit firm. We prepare the documentation and fix the findings.",
      },
      {
        question: "Can you help with regulatory requirements in the UAE or EU?",
        answer:
          "We build technical controls such as allow-lists, transfer restrictions and reporting, and work alongside your legal counsel, who advise on licensing under frameworks such as Dubai's VARA rules or the EU's MiCA regulation.",
      },
    ],
    related: ["product-development", "node", "quality-assurance"],
    cta: {
      title: "Wondering if blockchain fits your idea?",
      body: "Book a short fit assessment. We will weigh blockchain against simpler options and give you a straight answer.",
    },
  },

  "big-data": {
    title: "Big Data Engineering and Analytics Platforms | Alphai",
    description:
      "Big data engineering: streaming with Kafka, Spark processing, lakehouse design, dbt models and orchestration with Airflow, on the cloud you already use.",
    h1: "Big data engineering for reliable analytics",
    intro:
      "When data outgrows spreadsheets and nightly exports, you need pipelines that are reliable, documented and cheap enough to run. We design and build data platforms that collect events and operational data, process them at scale and deliver tables your analysts and models can trust.",
    offerings: [
      {
        icon: "activity",
        title: "Streaming pipelines",
        body: "Event ingestion with Kafka or managed equivalents, change data capture with Debezium and real-time processing for dashboards and alerts.",
      },
      {
        icon: "database",
        title: "Lakehouse and warehouse design",
        body: "Lakehouse layouts on Delta Lake or Apache Iceberg, or warehouses on BigQuery, Snowflake and Redshift, modelled for how you query.",
      },
      {
        icon: "cpu",
        title: "Batch processing with Spark",
        body: "Spark jobs on Databricks, EMR or Dataproc for large transformations, with partitioning and file sizing tuned to control cost.",
      },
      {
        icon: "git-branch",
        title: "Transformation and data quality",
        body: "dbt models with tests, documentation and lineage, plus data contracts that catch breaking changes at the source.",
      },
      {
        icon: "timer",
        title: "Orchestration",
        body: "Airflow or Dagster pipelines with retries, backfills, alerting and clear ownership of every job.",
      },
    ],
    outcomes: [
      {
        title: "Arrival times customers can plan on",
        body: "For a Jebel Ali freight forwarder, a model trained on two years of milestone history predicts 83% of delivery ETAs to within two hours.",
        caseStudy: "freight-forwarder-shipment-visibility",
      },
      {
        title: "Lower processing costs",
        body: "Partition pruning, file compaction and right-sized clusters commonly cut compute spend on existing pipelines by 25-35%.",
      },
      {
        title: "Numbers people trust",
        body: "Tested dbt models and one agreed definition per metric end the debate over whose report is right.",
      },
    ],
    process: [
      {
        title: "Data discovery",
        body: "We map sources, volumes, consumers and the decisions the data must support, and identify quick wins.",
      },
      {
        title: "Platform design",
        body: "Storage, processing, orchestration and governance choices are documented with expected costs at current and future volumes.",
      },
      {
        title: "Incremental build",
        body: "Pipelines are delivered source by source, each with tests, monitoring and a consumer validating the output.",
      },
      {
        title: "Enablement",
        body: "Analysts and engineers are trained on the models and tooling, and runbooks cover failures and backfills.",
      },
    ],
    tech: [
      { name: "Apache Kafka", use: "Durable event streaming between systems" },
      { name: "Debezium", use: "Change data capture from operational databases" },
      { name: "Apache Spark", use: "Distributed batch and streaming processing" },
      { name: "Databricks", use: "Managed Spark and Delta Lake lakehouse" },
      { name: "Apache Iceberg", use: "Open table format for large analytic datasets" },
      { name: "BigQuery", use: "Serverless data warehouse on Google Cloud" },
      { name: "Snowflake", use: "Cloud data warehouse with separate storage and compute" },
      { name: "dbt", use: "SQL transformations with tests and lineage" },
      { name: "Apache Airflow", use: "Scheduling and orchestrating pipelines" },
      { name: "Apache Superset", use: "Open-source dashboards and exploration" },
    ],
    faqs: [
      {
        question: "How much data counts as big data?",
        answer:
          "Volume is less important than the pain. If reports take hours, pipelines fail silently or you cannot join data across systems, it is time for proper data engineering, whether you have gigabytes or petabytes.",
      },
      {
        question: "Should we build a lakehouse or a warehouse?",
        answer:
          "A managed warehouse such as BigQuery or Snowflake is simpler for mostly structured, SQL-driven analytics. A lakehouse pays off with large volumes of semi-structured data, machine learning workloads or a need to avoid vendor lock-in.",
      },
      {
        question: "Can you work with our existing BI tools?",
        answer:
          "Yes. We model data for Power BI, Tableau, Looker or Superset, and keep metric definitions in the transformation layer so every tool reports the same numbers.",
      },
      {
        question: "How do you keep cloud data costs under control?",
        answer:
          "We set budgets and alerts, partition and cluster tables for common queries, schedule heavy jobs sensibly and review the most expensive queries every month.",
      },
    ],
    related: ["ai-integration", "postgresql", "gcp", "aws"],
    cta: {
      title: "Drowning in data but short on answers?",
      body: "Tell us about your sources and the questions you cannot answer today. We will sketch a data platform that fits your size and budget.",
    },
  },

  "sql-server": {
    title: "SQL Server Development and Performance Tuning | Alphai",
    description:
      "SQL Server services: T-SQL development, Query Store tuning, Always On availability groups, SSIS modernisation and migration to Azure SQL.",
    h1: "SQL Server development, tuning and migration",
    intro:
      "SQL Server runs the core of many finance, healthcare and ERP systems in our clients' organisations. We write and tune T-SQL, keep instances highly available and plan migrations to newer versions or Azure SQL, using execution plans and Query Store data rather than guesswork.",
    offerings: [
      {
        icon: "gauge",
        title: "Performance tuning",
        body: "Query Store analysis, execution plan reviews, index and statistics maintenance, and fixes for parameter sniffing and blocking.",
      },
      {
        icon: "code",
        title: "T-SQL development",
        body: "Stored procedures, views and functions written for set-based performance, with tSQLt unit tests and source-controlled schemas.",
      },
      {
        icon: "shield",
        title: "High availability and recovery",
        body: "Always On availability groups, log shipping and backup strategies with restore drills that prove your recovery objectives.",
      },
      {
        icon: "cloud",
        title: "Migration to Azure SQL",
        body: "Assessment with Azure Migrate and the Data Migration Assistant, then moves to Azure SQL Database or Managed Instance with minimal downtime.",
      },
      {
        icon: "refresh-cw",
        title: "ETL modernisation",
        body: "Rebuilding SSIS packages in Azure Data Factory or code-based pipelines, with logging and retry behaviour you can monitor.",
      },
    ],
    outcomes: [
      {
        title: "Faster month-end processing",
        body: "Index redesign and query rewrites commonly cut long month-end and reporting jobs by half or more.",
      },
      {
        title: "Less blocking",
        body: "Enabling read committed snapshot isolation and fixing long transactions commonly removes most blocking incidents on busy OLTP systems.",
      },
      {
        title: "Supported versions",
        body: "Upgrades off end-of-life SQL Server releases restore security patching and unlock features such as Query Store and intelligent query processing.",
      },
    ],
    process: [
      {
        title: "Baseline",
        body: "We capture wait statistics, Query Store data and configuration to find where time and resources actually go.",
      },
      {
        title: "Prioritised fixes",
        body: "Changes are tested on a restored copy of production and rolled out in small steps with before-and-after measurements.",
      },
      {
        title: "Resilience",
        body: "High availability, backups and monitoring are reviewed and corrected, with a documented failover and restore test.",
      },
      {
        title: "Handover",
        body: "Your DBAs and developers receive findings, runbooks and maintenance jobs, with optional ongoing support.",
      },
    ],
    tech: [
      { name: "SQL Server 2022", use: "Current on-premises and VM deployments" },
      { name: "Azure SQL Database", use: "Fully managed SQL Server engine in Azure" },
      { name: "Azure SQL Managed Instance", use: "Near-full SQL Server compatibility for lift-and-shift" },
      { name: "Query Store", use: "Tracking query performance and plan regressions" },
      { name: "Always On availability groups", use: "High availability and readable secondaries" },
      { name: "SSIS", use: "Existing ETL packages we maintain or migrate" },
      { name: "Azure Data Factory", use: "Cloud-based data integration pipelines" },
      { name: "tSQLt", use: "Unit testing T-SQL code" },
      { name: "SQL Server Data Tools", use: "Source-controlled database projects and deployments" },
    ],
    faqs: [
      {
        question: "Our SQL Server is slow. Where do you start?",
        answer:
          "With wait statistics and Query Store. They show whether the problem is CPU, I/O, memory, blocking or a handful of expensive queries, and the fix depends on which one it is.",
      },
      {
        question: "Should we move to Azure SQL Database or Managed Instance?",
        answer:
          "Managed Instance suits applications that rely on SQL Agent jobs, cross-database queries or CLR. Azure SQL Database is cheaper and simpler for self-contained databases. We run a compatibility assessment before recommending either.",
      },
      {
        question: "Can you reduce our SQL Server licensing costs?",
        answer:
          "Often. Consolidating instances, moving suitable workloads to Standard edition, right-sizing cores or moving to Azure with Hybrid Benefit can lower costs. We model the options with your current licences.",
      },
      {
        question: "Do you work with SQL Server on Linux?",
        answer:
          "Yes. We run SQL Server on Linux and in containers for development, testing and production workloads where Windows is not required.",
      },
    ],
    related: ["azure", "dotnet", "postgresql", "app-modernization"],
    cta: {
      title: "Need a second opinion on your SQL Server?",
      body: "Share your version, workload and the symptoms you see. We will propose a focused health check or migration assessment.",
    },
  },

  mysql: {
    title: "MySQL Development and Database Tuning | Alphai",
    description:
      "MySQL services: schema design, InnoDB tuning, replication and InnoDB Cluster, online schema changes, MySQL 8 upgrades and Aurora MySQL migrations.",
    h1: "MySQL development, tuning and upgrades",
    intro:
      "MySQL sits behind a large share of web products, often grown well beyond its original design. We help teams tune slow queries, change schemas on busy tables without downtime, set up replication and move off MySQL 5.7, which reached end of life in 2023.",
    offerings: [
      {
        icon: "gauge",
        title: "Query and server tuning",
        body: "Slow query log and Performance Schema analysis, index design, EXPLAIN ANALYZE reviews and InnoDB buffer pool and redo log sizing.",
      },
      {
        icon: "refresh-cw",
        title: "MySQL 8 upgrades",
        body: "Upgrades from 5.7 with compatibility checks for reserved words, SQL modes, authentication plugins and character sets.",
      },
      {
        icon: "git-branch",
        title: "Online schema changes",
        body: "Adding columns and indexes to large tables with gh-ost or pt-online-schema-change, so releases do not lock production.",
      },
      {
        icon: "server",
        title: "Replication and high availability",
        body: "GTID-based replication, InnoDB Cluster with MySQL Router, and ProxySQL for read/write splitting and connection pooling.",
      },
      {
        icon: "cloud",
        title: "Managed MySQL migrations",
        body: "Moves to Amazon RDS, Aurora MySQL, Azure Database for MySQL or Cloud SQL using replication for near-zero downtime.",
      },
    ],
    outcomes: [
      {
        title: "Faster key pages",
        body: "Composite indexes and rewritten catalogue queries commonly cut search response times by more than half.",
      },
      {
        title: "Deployments without lock-ups",
        body: "Online schema change tooling lets teams alter tables with hundreds of millions of rows during business hours.",
      },
      {
        title: "Off an end-of-life version",
        body: "A planned upgrade to MySQL 8 restores security updates and adds window functions, CTEs and invisible indexes.",
      },
    ],
    process: [
      {
        title: "Workload review",
        body: "We analyse slow query logs, Performance Schema and sys schema reports alongside application traces.",
      },
      {
        title: "Fix and verify",
        body: "Indexes, queries and configuration changes are tested on production-sized data and rolled out gradually.",
      },
      {
        title: "Upgrade or migrate",
        body: "Version upgrades and platform moves are rehearsed on replicas, with a cut-over window and rollback plan.",
      },
      {
        title: "Monitor",
        body: "Dashboards for replication lag, query latency and connection usage are set up with sensible alert thresholds.",
      },
    ],
    tech: [
      { name: "MySQL 8", use: "Current MySQL with CTEs, window functions and JSON support" },
      { name: "InnoDB Cluster", use: "Group Replication with automatic failover" },
      { name: "ProxySQL", use: "Query routing, read/write splitting and pooling" },
      { name: "gh-ost", use: "Triggerless online schema migrations" },
      { name: "Percona Toolkit", use: "Online schema changes, checksums and diagnostics" },
      { name: "Amazon Aurora MySQL", use: "Managed MySQL-compatible engine on AWS" },
      { name: "Percona Monitoring and Management", use: "Query analytics and server monitoring" },
      { name: "MariaDB", use: "Supporting and migrating existing MariaDB deployments" },
    ],
    faqs: [
      {
        question: "Is MySQL 5.7 still safe to run?",
        answer:
          "MySQL 5.7 reached end of life in October 2023 and no longer receives community security fixes. Some cloud providers offer paid extended support, but we recommend planning the move to MySQL 8.",
      },
      {
        question: "Should we switch from MySQL to PostgreSQL?",
        answer:
          "Only with a clear reason, such as needing PostGIS, advanced indexing or specific extensions. A well-tuned MySQL serves most web workloads, and a migration has real cost and risk.",
      },
      {
        question: "Can you change a huge table without downtime?",
        answer:
          "In most cases, yes. Tools such as gh-ost copy the table in the background and switch over in a brief final step, and MySQL 8 can add some columns instantly.",
      },
    ],
    related: ["postgresql", "aws", "woocommerce", "wordpress"],
    cta: {
      title: "Is MySQL slowing down your product?",
      body: "Send us your slowest queries or upgrade plans, and we will suggest a tuning or migration plan with realistic effort.",
    },
  },

  firestore: {
    title: "Firestore Development and Data Modelling | Alphai",
    description:
      "Cloud Firestore development: document data modelling, security rules, composite indexes, offline sync and read-cost control for mobile and web apps.",
    h1: "Firestore development for real-time apps",
    intro:
      "Firestore lets mobile and web apps sync data in real time without running servers, but its document model, security rules and per-read pricing reward careful design. We model data around your screens, write and test security rules, and keep read costs in check as usage grows.",
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
  },

  mongodb: {
    title: "MongoDB Development and Atlas Consulting | Alphai",
    description:
      "MongoDB development: document schema design, aggregation pipelines, indexing, sharding, Atlas Search and migrations to MongoDB Atlas.",
    h1: "MongoDB development and schema design",
    intro:
      "MongoDB gives teams a flexible document model, but flexibility without design turns into slow queries and inconsistent data. We design schemas around your access patterns, write efficient aggregation pipelines and run MongoDB reliably, self-hosted or on Atlas.",
    offerings: [
      {
        icon: "layers",
        title: "Schema design",
        body: "Embedding versus referencing decisions, patterns such as bucket and computed fields, and JSON Schema validation to keep documents consistent.",
      },
      {
        icon: "bar-chart",
        title: "Aggregation and reporting",
        body: "Aggregation pipelines for reporting and analytics, with $lookup used sparingly and pipeline stages ordered to use indexes.",
      },
      {
        icon: "gauge",
        title: "Index and performance tuning",
        body: "Profiler and explain plan analysis, compound index design following the equality-sort-range rule, and removal of unused indexes.",
      },
      {
        icon: "server",
        title: "Replica sets and sharding",
        body: "Replica set configuration, shard key selection and balancing for collections that outgrow a single server.",
      },
      {
        icon: "cloud",
        title: "Atlas migration and features",
        body: "Live migration to MongoDB Atlas, plus Atlas Search, Vector Search and online archive where they simplify your architecture.",
      },
    ],
    outcomes: [
      {
        title: "Live in 16 weeks",
        body: "For a Vienna neighbourhood network, a Node.js and MongoDB backend with live feeds and chat went from discovery sprint to public launch in 16 weeks.",
        caseStudy: "neighbourhood-community-app-moderation",
      },
      {
        title: "Consistent data",
        body: "Schema validation rules stop malformed documents at write time, reducing defensive code throughout the application.",
      },
      {
        title: "Room to grow",
        body: "A well-chosen shard key lets collections scale horizontally without rewriting application queries.",
      },
    ],
    process: [
      {
        title: "Access pattern review",
        body: "We list the application's reads and writes by frequency, which drives document shape and indexing.",
      },
      {
        title: "Model and index",
        body: "Schemas, validation rules and indexes are designed and tested against realistic data volumes.",
      },
      {
        title: "Migrate safely",
        body: "Document reshaping runs in batches or through dual writes, with change streams keeping systems in sync.",
      },
      {
        title: "Operate",
        body: "Backups, alerts and performance dashboards are configured in Atlas or your own monitoring stack.",
      },
    ],
    tech: [
      { name: "MongoDB 7", use: "Current server with queryable encryption and improved sharding" },
      { name: "MongoDB Atlas", use: "Managed MongoDB on AWS, Azure or Google Cloud" },
      { name: "Atlas Search", use: "Full-text search built on Apache Lucene" },
      { name: "Atlas Vector Search", use: "Semantic search alongside operational data" },
      { name: "Change streams", use: "Reacting to data changes in real time" },
      { name: "Mongoose", use: "Schemas and models for Node.js applications" },
      { name: "MongoDB Compass", use: "Exploring data and explain plans" },
      { name: "Time-series collections", use: "Efficient storage for sensor and event data" },
    ],
    faqs: [
      {
        question: "Does MongoDB support transactions?",
        answer:
          "Yes. Multi-document ACID transactions are supported on replica sets and sharded clusters. Good schema design keeps most writes to a single document, so transactions are needed less often than in relational systems.",
      },
      {
        question: "Is MongoDB or PostgreSQL better for our product?",
        answer:
          "MongoDB suits data that is naturally hierarchical or varies between records. PostgreSQL suits highly relational data and complex reporting. Many products use both, and we help you decide per workload.",
      },
      {
        question: "Can you help reduce our Atlas costs?",
        answer:
          "Often. We right-size cluster tiers, remove unused indexes, archive cold data with online archive and fix queries that scan too many documents.",
      },
    ],
    related: ["node", "postgresql", "firestore", "backend-development"],
    cta: {
      title: "Want a MongoDB schema that scales?",
      body: "Share your collections and slowest queries. We will review your model and suggest the changes with the biggest payoff.",
    },
  },

  postgresql: {
    title: "PostgreSQL Development and Performance Services | Alphai",
    description:
      "PostgreSQL services: indexing, declarative partitioning, logical replication, PostGIS and pgvector, version upgrades and managed cloud migrations.",
    h1: "PostgreSQL development, tuning and migration",
    intro:
      "PostgreSQL is our default relational database for new products, and we look after many that have grown large. We design schemas, choose the right index types, partition big tables, set up replication and upgrade major versions with minimal downtime.",
    offerings: [
      {
        icon: "search",
        title: "Indexing and query tuning",
        body: "pg_stat_statements and EXPLAIN ANALYZE reviews, with B-tree, GIN, GiST and BRIN indexes chosen for each access pattern.",
      },
      {
        icon: "layers",
        title: "Partitioning",
        body: "Declarative range or list partitioning for large event and transaction tables, with automated partition creation and retention.",
      },
      {
        icon: "refresh-cw",
        title: "Replication and upgrades",
        body: "Streaming replicas for high availability and logical replication for major version upgrades and migrations with minimal downtime.",
      },
      {
        icon: "globe",
        title: "PostGIS and geospatial",
        body: "Spatial schemas, GiST indexes and geographic queries for delivery zones, store locators and asset tracking.",
      },
      {
        icon: "brain",
        title: "pgvector for AI features",
        body: "Embeddings stored next to your business data, with HNSW indexes for semantic search and retrieval-augmented generation.",
      },
      {
        icon: "shield",
        title: "Security and multi-tenancy",
        body: "Roles, row-level security for multi-tenant SaaS and connection pooling with PgBouncer.",
      },
    ],
    outcomes: [
      {
        title: "No more double bookings",
        body: "For a Dubai holiday home platform, exclusion constraints on date ranges made overlapping bookings impossible: 3 in a season, down from 71.",
        caseStudy: "holiday-rental-search-performance",
      },
      {
        title: "Upgrades with minutes of downtime",
        body: "Logical replication lets major version upgrades cut over in a short maintenance window instead of hours.",
      },
      {
        title: "Fewer moving parts",
        body: "PostGIS and pgvector let teams handle geospatial and semantic search inside PostgreSQL rather than running extra databases.",
      },
    ],
    process: [
      {
        title: "Assessment",
        body: "We review schema, configuration, extensions, slow queries and growth trends, and agree priorities.",
      },
      {
        title: "Design and tuning",
        body: "Index, partitioning and query changes are tested on realistic data, with autovacuum settings adjusted to the workload.",
      },
      {
        title: "Replication and migration",
        body: "Replicas, failover and upgrades or migrations are rehearsed before production changes.",
      },
      {
        title: "Operations handover",
        body: "Monitoring, backup with point-in-time recovery and runbooks are delivered and tested with your team.",
      },
    ],
    tech: [
      { name: "PostgreSQL 16", use: "Current major version for new deployments" },
      { name: "pg_stat_statements", use: "Finding the most expensive queries" },
      { name: "PostGIS", use: "Geospatial types, indexes and functions" },
      { name: "pgvector", use: "Vector similarity search for AI features" },
      { name: "PgBouncer", use: "Connection pooling for busy applications" },
      { name: "Patroni", use: "High availability for self-managed clusters" },
      { name: "pgBackRest", use: "Backups and point-in-time recovery" },
      { name: "Amazon Aurora PostgreSQL", use: "Managed PostgreSQL-compatible engine on AWS" },
      { name: "TimescaleDB", use: "Time-series workloads on PostgreSQL" },
    ],
    faqs: [
      {
        question: "When should we partition a PostgreSQL table?",
        answer:
          "When a table is large enough that maintenance, vacuum or deleting old data becomes painful, and queries usually filter on a key such as date or tenant. Partitioning is not a general speed-up, so we test it against your real queries first.",
      },
      {
        question: "How do you upgrade PostgreSQL with little downtime?",
        answer:
          "For large databases we use logical replication to a new cluster on the target version, verify data, then switch the application over in a short window. Smaller databases can use pg_upgrade with link mode.",
      },
      {
        question: "Can you migrate us from Oracle or SQL Server to PostgreSQL?",
        answer:
          "Yes. We assess schema and code compatibility, convert stored procedures to PL/pgSQL where needed, migrate data with validation and run both systems in parallel before cut-over.",
      },
      {
        question: "Do we need a separate vector database for AI search?",
        answer:
          "Often not. For up to several million embeddings, pgvector with HNSW indexes performs well and keeps data, permissions and backups in one place.",
      },
    ],
    related: ["ai-integration", "big-data", "mysql", "python"],
    cta: {
      title: "Is PostgreSQL ready for your next year of growth?",
      body: "Send us your slowest queries and growth figures. We will propose a health check, partitioning plan or upgrade path.",
    },
  },

  aws: {
    title: "AWS Cloud Consulting and Migration Services | Alphai",
    description:
      "AWS services from Alphai: Control Tower landing zones, ECS, EKS and Lambda workloads, Aurora migrations, Terraform or CDK, and regular cost reviews.",
    h1: "AWS architecture, migration and cost optimisation",
    intro:
      "AWS offers a service for almost everything, which is exactly why accounts get messy and bills get large. We set up well-governed AWS environments, migrate and modernise workloads, and review costs regularly so the platform stays secure and affordable as you grow.",
    offerings: [
      {
        icon: "building",
        title: "Landing zones",
        body: "Multi-account setups with AWS Control Tower and Organizations, IAM Identity Center, centralised logging and service control policies.",
      },
      {
        icon: "server",
        title: "Containers and serverless",
        body: "Workloads on ECS Fargate, EKS or Lambda with API Gateway, chosen by traffic pattern, team skills and operating cost.",
      },
      {
        icon: "database",
        title: "Data layer migrations",
        body: "Moves to RDS, Aurora or DynamoDB using AWS Database Migration Service, with replication-based cut-overs.",
      },
      {
        icon: "code",
        title: "Infrastructure as code",
        body: "Terraform or AWS CDK modules for networks, compute and data, deployed through pipelines with plan reviews.",
      },
      {
        icon: "wallet",
        title: "Cost optimisation",
        body: "Rightsizing, Graviton instances, Savings Plans, storage lifecycle rules and tagging with Cost Explorer reports per team.",
      },
    ],
    outcomes: [
      {
        title: "Fast search in high season",
        body: "For a Dubai holiday home platform, a search service on AWS with read replicas for the peak season answers 95% of searches within 420 ms.",
        caseStudy: "holiday-rental-search-performance",
      },
      {
        title: "Data kept in-region",
        body: "Workloads in the AWS Middle East (UAE) or Frankfurt regions meet data residency requirements in the GCC and the EU.",
      },
      {
        title: "Repeatable environments",
        body: "New environments come from code in hours, not weeks, with the same guardrails as production.",
      },
    ],
    process: [
      {
        title: "Discovery",
        body: "We review current workloads, accounts, costs and compliance needs, using the AWS Well-Architected Framework as a checklist.",
      },
      {
        title: "Foundation",
        body: "The landing zone, networking, identity and logging are deployed as code before any workload moves.",
      },
      {
        title: "Migrate and modernise",
        body: "Workloads move in waves, re-hosted where speed matters and re-platformed to managed services where it saves effort.",
      },
      {
        title: "Optimise",
        body: "Monthly cost and reliability reviews keep the environment tuned after go-live.",
      },
    ],
    tech: [
      { name: "AWS Control Tower", use: "Governed multi-account landing zones" },
      { name: "Amazon ECS and Fargate", use: "Running containers without managing servers" },
      { name: "Amazon EKS", use: "Managed Kubernetes for complex platforms" },
      { name: "AWS Lambda", use: "Event-driven and spiky workloads" },
      { name: "Amazon Aurora", use: "Managed MySQL- and PostgreSQL-compatible databases" },
      { name: "Amazon DynamoDB", use: "Key-value data at predictable low latency" },
      { name: "AWS CDK", use: "Infrastructure defined in TypeScript" },
      { name: "Terraform", use: "Provider-neutral infrastructure as code" },
      { name: "Amazon CloudWatch", use: "Metrics, logs and alarms" },
      { name: "AWS DMS", use: "Database migration with ongoing replication" },
    ],
    faqs: [
      {
        question: "Should we use ECS or EKS?",
        answer:
          "ECS with Fargate is simpler to operate and fits most teams running a handful of services. EKS makes sense when you need the Kubernetes ecosystem, multi-cloud portability or already have Kubernetes skills.",
      },
      {
        question: "Can our data stay in the UAE or Saudi Arabia?",
        answer:
          "AWS operates a Middle East (UAE) region, and we design architectures that keep data and backups in your chosen region. For Saudi requirements we check current regional availability and regulatory guidance with you.",
      },
      {
        question: "How much can we save on our AWS bill?",
        answer:
          "It depends on how the environment was built. Accounts that have never been reviewed often save 20-35% through rightsizing, commitments and cleanup; well-managed ones save less. We estimate after looking at Cost Explorer data.",
      },
      {
        question: "Do you provide ongoing AWS support?",
        answer:
          "Yes, under a support agreement covering monitoring, patching, incident response during agreed hours and monthly cost reviews.",
      },
    ],
    related: ["devops-cloud", "devops-ci-cd", "azure", "gcp"],
    cta: {
      title: "Want a clearer, cheaper AWS setup?",
      body: "Share your current architecture or last month's bill. We will point out the quickest wins and outline a plan.",
    },
  },

  azure: {
    title: "Microsoft Azure Consulting and Migration | Alphai",
    description:
      "Azure services for Microsoft-centred teams: landing zones, Entra ID, AKS and App Service, Azure SQL migrations, Bicep or Terraform and Azure OpenAI.",
    h1: "Microsoft Azure architecture and migration",
    intro:
      "For organisations already running Microsoft 365, Active Directory and .NET, Azure is often the natural cloud. We design Azure landing zones, migrate .NET and SQL Server workloads, build new services on managed platforms and keep identity, security and costs under control.",
    offerings: [
      {
        icon: "building",
        title: "Azure landing zones",
        body: "Management groups, subscriptions, Azure Policy and hub-and-spoke networking based on the Cloud Adoption Framework.",
      },
      {
        icon: "lock",
        title: "Identity with Entra ID",
        body: "Single sign-on, conditional access, managed identities for services and Entra External ID for customer-facing apps.",
      },
      {
        icon: "server",
        title: "Application hosting",
        body: "Workloads on App Service, Azure Container Apps, AKS or Azure Functions, matched to each application's needs.",
      },
      {
        icon: "database",
        title: "SQL Server to Azure SQL",
        body: "Migrations of on-premises SQL Server to Azure SQL Database or Managed Instance, with Azure Hybrid Benefit applied to licences.",
      },
      {
        icon: "sparkles",
        title: "Azure OpenAI integration",
        body: "Azure OpenAI services with private networking and content filtering, connected to your data through Azure AI Search.",
      },
    ],
    outcomes: [
      {
        title: "Health data kept in-country",
        body: "For a GCC hospital group, the patient app's back end runs in Azure's UAE regions with private endpoints and full access logging, as residency rules require.",
        caseStudy: "hospital-group-fhir-patient-app",
      },
      {
        title: "Simpler access management",
        body: "Managed identities and Entra ID single sign-on remove shared passwords and stored credentials from applications.",
      },
      {
        title: "Licences put to work",
        body: "Azure Hybrid Benefit and reserved capacity reuse existing Windows Server and SQL Server licences to lower running costs.",
      },
    ],
    process: [
      {
        title: "Assessment",
        body: "Azure Migrate discovers servers, dependencies and databases, and we classify each workload by migration approach.",
      },
      {
        title: "Landing zone",
        body: "Governance, identity, networking and monitoring are deployed with Bicep or Terraform.",
      },
      {
        title: "Migration waves",
        body: "Applications move in planned waves with testing, cut-over windows and rollback options for each.",
      },
      {
        title: "Operate and improve",
        body: "Azure Monitor, Defender for Cloud and Cost Management reviews keep the platform healthy after migration.",
      },
    ],
    tech: [
      { name: "Microsoft Entra ID", use: "Identity, single sign-on and conditional access" },
      { name: "Azure Kubernetes Service", use: "Managed Kubernetes clusters" },
      { name: "Azure App Service", use: "Hosting web apps and APIs without managing servers" },
      { name: "Azure Container Apps", use: "Serverless containers with scale to zero" },
      { name: "Azure Functions", use: "Event-driven serverless code" },
      { name: "Azure SQL", use: "Managed SQL Server databases" },
      { name: "Bicep", use: "Native infrastructure as code for Azure" },
      { name: "Azure OpenAI Service", use: "OpenAI models with Azure security controls" },
      { name: "Azure Monitor", use: "Metrics, logs and Application Insights tracing" },
      { name: "Azure DevOps", use: "Repos, boards and pipelines for Microsoft-centred teams" },
    ],
    faqs: [
      {
        question: "Is Azure the right choice if we use Microsoft 365?",
        answer:
          "Often, because identity, licensing and support contracts already sit with Microsoft. It is not automatic, though: if your team's skills and workloads lean elsewhere, we will compare the options honestly.",
      },
      {
        question: "Can Azure keep our data in the UAE or Germany?",
        answer:
          "Yes. Azure has regions in the UAE (Dubai and Abu Dhabi) and Germany (Frankfurt and Berlin). We configure resources, backups and replication to stay within the regions your regulations require.",
      },
      {
        question: "Do you migrate .NET Framework applications to Azure?",
        answer:
          "Yes. Some can move to App Service or Windows containers as they are; others benefit from upgrading to modern .NET first. We assess each application before choosing.",
      },
    ],
    related: ["dotnet", "sql-server", "devops-cloud", "aws"],
    cta: {
      title: "Moving Microsoft workloads to Azure?",
      body: "Tell us what runs on-premises today. We will propose a migration approach, a timeline and the licences you can reuse.",
    },
  },

  gcp: {
    title: "Google Cloud Platform Consulting Services | Alphai",
    description:
      "Google Cloud services: Cloud Run and GKE Autopilot, BigQuery analytics, Pub/Sub, Firestore and Vertex AI, delivered with Terraform by Alphai engineers.",
    h1: "Google Cloud architecture for apps and analytics",
    intro:
      "Google Cloud is a strong choice for teams that want low-operations containers, serverless analytics and machine learning services close to their data. We build new products on Cloud Run and GKE, set up BigQuery data platforms and migrate workloads from other clouds or on-premises.",
    offerings: [
      {
        icon: "server",
        title: "Cloud Run and GKE",
        body: "Containers on Cloud Run for most services and GKE Autopilot where Kubernetes is needed, with autoscaling and minimal cluster management.",
      },
      {
        icon: "bar-chart",
        title: "BigQuery data platforms",
        body: "Data warehouses on BigQuery with partitioned and clustered tables, scheduled transformations and Looker Studio or Looker dashboards.",
      },
      {
        icon: "activity",
        title: "Event-driven architectures",
        body: "Pub/Sub, Eventarc and Cloud Functions for decoupled services, integrations and real-time data ingestion.",
      },
      {
        icon: "brain",
        title: "Vertex AI",
        body: "Gemini models, embeddings and custom model training through Vertex AI, integrated into your applications.",
      },
      {
        icon: "building",
        title: "Foundations and security",
        body: "Resource hierarchy, IAM, VPC Service Controls and organisation policies set up with Terraform.",
      },
    ],
    outcomes: [
      {
        title: "One queue per kitchen",
        body: "For an Abu Dhabi cloud kitchen group, a Node.js order hub on Google Cloud replaced six aggregator tablets per kitchen with one queue.",
        caseStudy: "cloud-kitchen-ordering-platform",
      },
      {
        title: "Analytics in minutes, not hours",
        body: "BigQuery with partitioned tables turns reports that took hours on an operational database into queries that finish in seconds.",
      },
      {
        title: "Costs that follow traffic",
        body: "Scale-to-zero services and on-demand analytics mean quiet periods cost little, which suits seasonal and event-driven businesses.",
      },
    ],
    process: [
      {
        title: "Workload review",
        body: "We map applications and data to Google Cloud services and estimate costs with realistic usage figures.",
      },
      {
        title: "Foundation",
        body: "Organisation, folders, projects, IAM and networking are defined in Terraform and applied through a pipeline.",
      },
      {
        title: "Build or migrate",
        body: "Services are containerised and deployed, and data moves with Database Migration Service or the BigQuery Data Transfer Service.",
      },
      {
        title: "Tune and hand over",
        body: "Monitoring, budgets and runbooks are set up, and your team is trained on the platform.",
      },
    ],
    tech: [
      { name: "Cloud Run", use: "Serverless containers with request-based scaling" },
      { name: "GKE Autopilot", use: "Managed Kubernetes without node management" },
      { name: "BigQuery", use: "Serverless data warehouse and analytics" },
      { name: "Pub/Sub", use: "Asynchronous messaging and event ingestion" },
      { name: "Cloud SQL", use: "Managed PostgreSQL, MySQL and SQL Server" },
      { name: "Firestore", use: "Document database for mobile and web apps" },
      { name: "Vertex AI", use: "Gemini models and machine learning pipelines" },
      { name: "Terraform", use: "Infrastructure as code for Google Cloud" },
      { name: "Cloud Monitoring", use: "Metrics, logs, uptime checks and alerting" },
    ],
    faqs: [
      {
        question: "Does Google Cloud have regions in the Middle East?",
        answer:
          "Yes. Google Cloud operates regions in Doha and Dammam, and in Frankfurt for DACH clients. We choose regions based on your data residency rules and latency needs.",
      },
      {
        question: "When is Cloud Run enough and when do we need GKE?",
        answer:
          "Cloud Run handles most stateless web services and APIs with far less operational work. GKE makes sense for stateful workloads, custom networking or when you rely on Kubernetes tooling.",
      },
      {
        question: "Can we use BigQuery if our apps run on AWS or Azure?",
        answer:
          "Yes. Data can be loaded from other clouds with the BigQuery Data Transfer Service or streamed in, and many clients run their applications elsewhere while using BigQuery for analytics.",
      },
    ],
    related: ["big-data", "firestore", "devops-cloud", "aws"],
    cta: {
      title: "Thinking about Google Cloud?",
      body: "Tell us about your applications and data. We will suggest an architecture and an honest cost estimate for Google Cloud.",
    },
  },

  wordpress: {
    title: "Custom WordPress Development Services | Alphai",
    description:
      "Custom WordPress development: block themes and Gutenberg blocks, headless WordPress, multisite, multilingual sites, security hardening and care plans.",
    h1: "Custom WordPress development without the plugin bloat",
    intro:
      "WordPress can be a fast, secure and pleasant CMS, or a slow patchwork of forty plugins and a page builder. We build custom block themes and Gutenberg blocks around your content, keep plugins to a minimum and maintain sites so they stay patched and quick.",
    offerings: [
      {
        icon: "layout",
        title: "Custom block themes",
        body: "Block themes with theme.json design settings and full site editing, giving editors control without breaking the design.",
      },
      {
        icon: "code",
        title: "Custom Gutenberg blocks",
        body: "Purpose-built blocks in React and PHP for your content types, replacing heavy page builders such as Elementor or WPBakery.",
      },
      {
        icon: "layers",
        title: "Headless WordPress",
        body: "WordPress as a content back end with WPGraphQL or the REST API, feeding a Next.js or Astro front end.",
      },
      {
        icon: "globe",
        title: "Multilingual and multisite",
        body: "WPML, Polylang or multisite networks for Arabic, English and German content, with RTL-ready templates.",
      },
      {
        icon: "shield",
        title: "Security and care plans",
        body: "Hardening, managed updates, uptime monitoring, off-site backups and malware scanning under a monthly plan.",
      },
    ],
    outcomes: [
      {
        title: "Faster pages",
        body: "Replacing a heavy page builder with custom blocks commonly brings mobile Largest Contentful Paint under 2.5 seconds.",
      },
      {
        title: "Happier editors",
        body: "Structured blocks with sensible defaults let marketing teams publish landing pages without developer help or broken layouts.",
      },
      {
        title: "Fewer security incidents",
        body: "Fewer plugins, scheduled updates and a web application firewall shrink the attack surface that causes most WordPress compromises.",
      },
    ],
    process: [
      {
        title: "Content and plugin audit",
        body: "We review content types, templates, plugins and hosting, and decide what to rebuild, keep or remove.",
      },
      {
        title: "Design and block library",
        body: "The design is translated into theme.json settings and a library of custom blocks tested with editors.",
      },
      {
        title: "Build and migrate content",
        body: "Theme and blocks are developed, content is migrated with WP-CLI scripts and redirects are mapped.",
      },
      {
        title: "Launch and care",
        body: "We launch on tuned hosting with caching and a CDN, train editors and move into a maintenance plan.",
      },
    ],
    tech: [
      { name: "WordPress", use: "Core CMS with the block editor" },
      { name: "Gutenberg blocks", use: "Custom editing components in React" },
      { name: "Advanced Custom Fields", use: "Structured custom fields and ACF blocks" },
      { name: "WPGraphQL", use: "GraphQL API for headless front ends" },
      { name: "WP-CLI", use: "Scripted content migration and maintenance" },
      { name: "WPML", use: "Multilingual content and translation workflows" },
      { name: "Redis object cache", use: "Caching database queries on busy sites" },
      { name: "Cloudflare", use: "CDN, caching and web application firewall" },
      { name: "PHPUnit", use: "Testing custom plugin and theme code" },
    ],
    faqs: [
      {
        question: "Can you take over a WordPress site another agency built?",
        answer:
          "Yes. We start with an audit of the code, plugins, hosting and security, fix urgent issues first and then agree a plan to stabilise or rebuild the rest.",
      },
      {
        question: "Should we go headless with WordPress?",
        answer:
          "Headless makes sense if you publish to several channels or need a highly interactive front end. For most marketing sites, a well-built traditional theme is simpler, cheaper and equally fast.",
      },
      {
        question: "Do you build sites with Elementor or other page builders?",
        answer:
          "We prefer custom blocks because they are faster and harder to break, but we can maintain existing page-builder sites and migrate them gradually.",
      },
      {
        question: "What does a WordPress care plan include?",
        answer:
          "Core, theme and plugin updates tested on staging, daily off-site backups, uptime and security monitoring, and a monthly allowance of developer hours for small changes.",
      },
    ],
    related: ["woocommerce", "jamstack", "design-web", "seo"],
    cta: {
      title: "Is your WordPress site slow or hard to edit?",
      body: "Send us the URL. We will review performance, plugins and the editing experience, and suggest a fix or a rebuild.",
    },
  },

  jamstack: {
    title: "Jamstack and Headless CMS Development | Alphai",
    description:
      "Jamstack development with Next.js or Astro and a headless CMS such as Sanity, Contentful, Strapi or Storyblok, deployed to a global CDN.",
    h1: "Jamstack websites on a headless CMS",
    intro:
      "A Jamstack site pre-renders pages and serves them from a CDN, with dynamic features added through APIs. Paired with a headless CMS, it gives editors a structured publishing tool and visitors fast, secure pages. We build these sites with Next.js or Astro and the CMS that fits your team.",
    offerings: [
      {
        icon: "layers",
        title: "Headless CMS setup",
        body: "Content models and editorial workflows in Sanity, Contentful, Storyblok or Strapi, designed with your editors.",
      },
      {
        icon: "zap",
        title: "Static and hybrid front ends",
        body: "Next.js with static generation and incremental revalidation, or Astro for content-heavy sites that need little JavaScript.",
      },
      {
        icon: "monitor",
        title: "Live preview and publishing",
        body: "Draft previews, scheduled publishing and webhook-triggered rebuilds, so editors see changes before they go live.",
      },
      {
        icon: "globe",
        title: "Multilingual content",
        body: "Localised content, hreflang tags and RTL layouts for Arabic, English and German audiences.",
      },
      {
        icon: "settings",
        title: "Forms, search and integrations",
        body: "Serverless functions for forms and CRM integration, and Algolia or Pagefind for site search.",
      },
    ],
    outcomes: [
      {
        title: "Fast pages worldwide",
        body: "Pages served from CDN edge locations load quickly for visitors in the Gulf, South Asia and Europe alike, with good Core Web Vitals on mobile.",
      },
      {
        title: "Smaller attack surface",
        body: "With no public database or admin panel on the live site, a whole class of CMS security issues disappears.",
      },
      {
        title: "Higher mobile conversion",
        body: "For a Dubai fashion start-up, a headless storefront with statically regenerated collections lifted mobile conversion by 29%.",
        caseStudy: "modest-fashion-headless-storefront",
      },
    ],
    process: [
      {
        title: "Content modelling",
        body: "We define content types, relationships and localisation with your editors before choosing the CMS.",
      },
      {
        title: "Platform selection",
        body: "CMS, framework and hosting are chosen by editor needs, budget, data residency and integration requirements.",
      },
      {
        title: "Build",
        body: "Components, templates and integrations are built with preview deployments for every change.",
      },
      {
        title: "Migration and launch",
        body: "Existing content is migrated by script, redirects are set up and editors are trained before launch.",
      },
    ],
    tech: [
      { name: "Next.js", use: "Hybrid static and server rendering with React" },
      { name: "Astro", use: "Content sites that ship minimal JavaScript" },
      { name: "Sanity", use: "Customisable headless CMS with real-time collaboration" },
      { name: "Contentful", use: "Enterprise headless CMS with strong localisation" },
      { name: "Storyblok", use: "Headless CMS with a visual editor" },
      { name: "Strapi", use: "Open-source, self-hosted headless CMS" },
      { name: "Vercel", use: "Hosting and previews for Next.js sites" },
      { name: "Netlify", use: "CDN hosting, forms and deploy previews" },
      { name: "Cloudflare Pages", use: "Edge hosting with Workers for dynamic logic" },
      { name: "Algolia", use: "Hosted search for large content sites" },
    ],
    faqs: [
      {
        question: "Is Jamstack only for small static sites?",
        answer:
          "No. With incremental static regeneration and server rendering where needed, Jamstack approaches work for sites with tens of thousands of pages and dynamic features such as search, accounts and checkout.",
      },
      {
        question: "Will our editors find a headless CMS harder to use?",
        answer:
          "Not if it is set up well. With live preview, structured fields and sensible workflows, many editors find it easier than a traditional CMS. We involve them early and train them before launch.",
      },
      {
        question: "Which headless CMS do you recommend?",
        answer:
          "It depends on budget, hosting and editing needs. Sanity suits custom workflows, Contentful suits large organisations, Storyblok suits visual editing and Strapi suits teams that must self-host.",
      },
      {
        question: "How do you handle forms and other dynamic features?",
        answer:
          "Through serverless functions and third-party APIs. Forms post to a function that validates input and forwards it to your CRM or email, and search runs through a hosted index.",
      },
    ],
    related: ["gatsbyjs", "wordpress", "react", "marketing-websites"],
    cta: {
      title: "Considering a headless CMS?",
      body: "Tell us about your content, editors and channels. We will recommend a CMS and front-end stack and outline the migration.",
    },
  },

  woocommerce: {
    title: "WooCommerce Development and Store Integration | Alphai",
    description:
      "WooCommerce development: custom checkout, regional payment gateways, ERP and inventory integration, HPOS migration and speed tuning for busy stores.",
    h1: "WooCommerce development for stores that keep growing",
    intro:
      "WooCommerce gives merchants full control of their store on top of WordPress. As order volumes grow, that control needs engineering: a fast catalogue, a checkout that converts, payment providers that work in your markets and reliable sync with stock and accounting systems.",
    offerings: [
      {
        icon: "shopping-cart",
        title: "Custom store builds",
        body: "Product templates, filters and block-based cart and checkout pages designed around your catalogue and customers.",
      },
      {
        icon: "wallet",
        title: "Payment gateway integration",
        body: "Stripe, Checkout.com, PayTabs and Tabby integrations, plus cash on delivery rules common in GCC and Pakistani markets.",
      },
      {
        icon: "truck",
        title: "ERP, inventory and shipping",
        body: "Two-way sync with ERPs such as Odoo and SAP Business One, warehouse systems and courier APIs for labels and tracking.",
      },
      {
        icon: "gauge",
        title: "Performance and scaling",
        body: "Migration to High-Performance Order Storage, object caching, query tuning and background processing with Action Scheduler.",
      },
      {
        icon: "refresh-cw",
        title: "Subscriptions and B2B",
        body: "Recurring billing, wholesale pricing, quote requests and customer-specific catalogues built on extensions or custom code.",
      },
    ],
    outcomes: [
      {
        title: "Higher checkout completion",
        body: "A shorter checkout with local payment options typically raises checkout completion noticeably.",
      },
      {
        title: "Accurate stock levels",
        body: "Automated inventory sync with the ERP ends overselling and the manual spreadsheet updates that cause it.",
      },
      {
        title: "Stable during sales peaks",
        body: "Caching, HPOS and load testing before campaigns such as White Friday keep the store responsive when traffic spikes.",
      },
    ],
    process: [
      {
        title: "Store audit",
        body: "We review catalogue size, extensions, checkout analytics, hosting and integrations to find bottlenecks.",
      },
      {
        title: "Solution design",
        body: "Checkout, payments, integrations and custom features are specified with data flows and edge cases.",
      },
      {
        title: "Build and test",
        body: "Features are built on staging with realistic product and order data, and tested end to end including payments.",
      },
      {
        title: "Launch and grow",
        body: "We launch with monitoring in place and support campaigns, new markets and integrations afterwards.",
      },
    ],
    tech: [
      { name: "WooCommerce", use: "E-commerce on WordPress" },
      { name: "High-Performance Order Storage", use: "Dedicated order tables for faster queries" },
      { name: "WooCommerce Blocks", use: "Block-based cart and checkout" },
      { name: "Action Scheduler", use: "Background jobs for sync and bulk updates" },
      { name: "Stripe", use: "Card payments and wallets" },
      { name: "PayTabs", use: "Payment processing for GCC markets" },
      { name: "WooCommerce REST API", use: "Integrating ERPs, apps and marketplaces" },
      { name: "Redis", use: "Object caching for busy stores" },
      { name: "k6", use: "Load testing before sales campaigns" },
    ],
    faqs: [
      {
        question: "How large a store can WooCommerce handle?",
        answer:
          "With good hosting, HPOS, caching and careful extension choices, WooCommerce comfortably handles tens of thousands of products and thousands of orders a day. Beyond that, we assess whether a different platform makes more sense.",
      },
      {
        question: "Can you integrate payment providers used in the Gulf?",
        answer:
          "Yes. We have integrated providers such as PayTabs, Checkout.com, Tabby and Tamara, along with Apple Pay through Stripe and cash on delivery with verification rules.",
      },
      {
        question: "Should we move from WooCommerce to Shopify?",
        answer:
          "Shopify suits merchants who want minimal technical ownership. WooCommerce suits those who need custom logic, integrations or full data control. We compare total costs and requirements before recommending a move.",
      },
    ],
    related: ["wordpress", "retail-commerce", "mysql", "seo"],
    cta: {
      title: "Ready to get more from your WooCommerce store?",
      body: "Share your store URL and your biggest pain point. We will suggest improvements for speed, checkout or integrations.",
    },
  },
} satisfies Record<string, z.input<typeof serviceDetailSchema>>;
