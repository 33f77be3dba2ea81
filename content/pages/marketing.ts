/**
 * Marketing menu: the Digital Marketing, Brand Activation, Development and
 * Design families and their detail pages.
 */
import type { z } from "zod";
import type { serviceDetailSchema, serviceFamilySchema } from "../schema";

export const marketingFamilies = {
  "digital-marketing": {
    title: "Digital Marketing: SEO, Email & Content | Alphai",
    description:
      "Digital marketing from Alphai: technical SEO, lifecycle email and content programmes measured against pipeline and revenue, not vanity metrics.",
    h1: "Digital marketing that builds demand you own",
    intro:
      "Paid media stops the day the budget does. Search rankings, an engaged email list and a library of useful content keep working. Our marketers in Dubai, Lahore and Munich plan, produce and measure these channels together, so every article, ranking and send can be traced to sign-ups, leads or sales.",
    overview:
      "We treat SEO, email and content as one system. Keyword and intent research decides what we write; the content earns links and rankings; email turns those readers into subscribers, trial users and customers. Everything is tracked in GA4 and your CRM, with a shared Looker Studio dashboard so you can see which pages and flows produce pipeline. Engagements usually start with a four-week audit and a 90-day plan, then move to a monthly retainer or a dedicated team. Because we sit inside an engineering agency, fixes that marketing teams usually wait months for, such as Core Web Vitals, structured data and template changes, are shipped by our own developers.",
    cards: {
      seo: "Technical audits, on-page optimisation, structured data and local search, with fixes shipped by our developers rather than parked in a backlog.",
      "email-marketing":
        "Welcome, onboarding, win-back and cart recovery flows in Klaviyo, HubSpot or Braze, on properly authenticated domains that land in the inbox.",
      "content-marketing":
        "Editorial strategy, articles, guides and case studies written by subject specialists, briefed from search data and distributed where your buyers read.",
    },
    whyUs: [
      {
        icon: "bar-chart",
        title: "Reporting tied to revenue",
        body: "We report organic sign-ups, influenced pipeline and email revenue per recipient alongside traffic, so budget decisions rest on outcomes rather than impressions.",
      },
      {
        icon: "code",
        title: "Engineers on the same team",
        body: "Page speed, schema markup, redirects and template changes are handled by Alphai developers, which removes the usual wait between an SEO audit and its fixes.",
      },
      {
        icon: "globe",
        title: "Multilingual by default",
        body: "With offices in the GCC, South Asia and DACH, we run English, Arabic and German programmes, including hreflang setup and native-speaker editing.",
      },
    ],
    process: [
      {
        title: "Audit and baseline",
        body: "We review analytics, Search Console, your email platform and existing content, then agree the baseline metrics we will be measured against.",
      },
      {
        title: "90-day plan",
        body: "A prioritised plan of technical fixes, content topics and email flows, ranked by expected impact and effort, signed off before production starts.",
      },
      {
        title: "Produce and ship",
        body: "Writers, designers, email specialists and developers work in two-week cycles from one backlog that you can see and comment on.",
      },
      {
        title: "Measure and reallocate",
        body: "Monthly reviews compare results with the baseline; effort moves to the channels and topics that are producing leads and sales.",
      },
    ],
    cta: {
      title: "Get a digital marketing audit",
      body: "Share your site and goals. Within two weeks we send a prioritised list of search, email and content opportunities, with effort estimates.",
    },
  },

  "brand-activation": {
    title: "Brand Activation: Strategy, Campaigns, Creators | Alphai",
    description:
      "Brand activation by Alphai: positioning and messaging, paid digital campaigns and creator partnerships that get a brand noticed and chosen.",
    h1: "Brand activation: from positioning to launch",
    intro:
      "A brand becomes real when people meet it: in a feed, a search result or a creator's video. We define what your brand stands for, then put it in front of the right audiences through paid campaigns and creator partnerships, and measure what each touchpoint contributes.",
    overview:
      "Brand activation covers three stages that most companies buy from three different suppliers. Brand strategy sets the positioning, audience priorities and message hierarchy. Digital campaigns carry those messages across Meta, Google, LinkedIn and TikTok with clear testing plans. Creator collaborations add trusted voices, from micro-influencers in a single city to regional creators across the GCC and Europe. Running all three in one team keeps the story consistent, avoids briefing the same idea three times and lets us move budget between paid media and creators based on cost per acquisition rather than habit.",
    cards: {
      "brand-strategy":
        "Research, positioning, messaging and tone of voice, captured in a brand platform your marketing, sales and product teams can actually use.",
      "digital-campaigns":
        "Paid social and search campaigns on Meta, Google, LinkedIn and TikTok, with server-side tracking, structured creative tests and weekly optimisation.",
      "influencer-collaboration":
        "Creator discovery, vetting, contracts and briefs, plus tracked links and codes that show which partnerships drive sales and which only drive views.",
    },
    whyUs: [
      {
        icon: "target",
        title: "Strategy that reaches the ad account",
        body: "The positioning work is not a slide deck that stops at launch; the same people turn it into ad angles, landing pages and creator briefs.",
      },
      {
        icon: "globe",
        title: "Regional market knowledge",
        body: "Teams in Dubai, Lahore and Munich know the platforms, creators and cultural norms of the GCC, South Asia and DACH markets.",
      },
      {
        icon: "chart-line",
        title: "Measured, not assumed",
        body: "Brand lift surveys, conversion tracking and holdout tests show what an activation actually changed, so next quarter's budget has evidence behind it.",
      },
    ],
    process: [
      {
        title: "Discover",
        body: "Stakeholder interviews, customer research and a competitor review to find the position your brand can credibly own.",
      },
      {
        title: "Define",
        body: "Positioning statement, message hierarchy and creative direction, tested with real customers before money goes into media.",
      },
      {
        title: "Activate",
        body: "Campaign and creator launches across the selected channels, with budgets, flighting and success metrics agreed in advance.",
      },
      {
        title: "Learn and scale",
        body: "Weekly performance reviews, creative refreshes and budget shifts towards the audiences and formats that convert.",
      },
    ],
    cta: {
      title: "Plan your next brand launch",
      body: "Tell us about the market, audience and timeline. We will come back with a phased activation plan and an indicative media and creator budget.",
    },
  },

  development: {
    title: "Marketing Websites & Apps That Convert | Alphai",
    description:
      "Websites and mobile apps built to grow a brand: fast landing pages, CMS-driven marketing sites and loyalty apps designed to turn visitors into customers.",
    h1: "Websites and apps built to grow your brand",
    intro:
      "Your website and app are the places where marketing spend turns into customers, or leaks away. We build marketing sites, landing pages and loyalty apps that load quickly, are easy for your team to update and are instrumented from day one so you can see what converts.",
    overview:
      "This is development led by marketing goals. A marketing site is judged by conversion rate, search visibility and how quickly your team can launch a new page without a developer. A marketing app is judged by repeat purchases, push opt-in rates and retention. We plan both around those numbers: analytics and consent management are part of the build, page templates are designed for A/B testing, and the CMS is set up so marketers can publish on their own. Our designers, marketers and developers work as one team, and when a project needs heavier engineering, such as a customer portal or complex integrations, our product engineering teams in Lahore take it on without a hand-off to another supplier.",
    cards: {
      "marketing-websites":
        "Corporate sites, campaign microsites and landing pages on Next.js, Astro, Webflow or WordPress, with fast load times, clean SEO and a CMS marketers can use.",
      "marketing-mobile-apps":
        "Loyalty, rewards and branded apps that give you a direct channel to customers through push notifications, personalised offers and in-app journeys.",
    },
    whyUs: [
      {
        icon: "trending-up",
        title: "Built around conversion",
        body: "Every build includes event tracking, consent management and templates ready for A/B tests, so optimisation can start the week you launch.",
      },
      {
        icon: "users",
        title: "Marketers and developers together",
        body: "The people who plan your campaigns sit in the same stand-ups as the people who build the pages, which shortens the path from idea to live page.",
      },
      {
        icon: "gauge",
        title: "Speed as a requirement",
        body: "We set Core Web Vitals budgets at the start and check them in CI, because slow pages cost both rankings and paid-media efficiency.",
      },
    ],
    process: [
      {
        title: "Goals and funnel mapping",
        body: "We define the conversions that matter, map the journeys that lead to them and decide which pages or app screens carry each step.",
      },
      {
        title: "Design and content",
        body: "Wireframes, copy and visual design produced together, so layouts are built around real messages rather than filler text.",
      },
      {
        title: "Build and instrument",
        body: "Development in two-week sprints with analytics, tag management and CMS configuration included, reviewed on staging as we go.",
      },
      {
        title: "Launch and optimise",
        body: "A monitored launch followed by a testing roadmap: headline, layout and offer experiments prioritised by expected impact.",
      },
    ],
    cta: {
      title: "Scope a site or app that sells",
      body: "Tell us what you need visitors to do. We will suggest the platform, page structure and measurement plan, with a fixed-price estimate.",
    },
  },

  design: {
    title: "Design Services: UI/UX, Web, Graphic & Motion | Alphai",
    description:
      "Alphai's design team covers UI/UX, web design, graphic design and motion, giving your product, website and campaigns one consistent visual language.",
    h1: "Design that makes brands recognisable and products easy",
    intro:
      "Good design does two jobs: it makes a brand recognisable and it makes things easy to use. Our designers work across interfaces, websites, campaign graphics and motion, from research and wireframes to production-ready files, components and animations.",
    overview:
      "Most companies end up with a product designed by one team, a website by another and campaign assets by a third, and it shows. Our design team works from a shared system: typography, colour, components and motion rules defined once in Figma and applied to the app, the site, social assets and video. That consistency builds recognition and saves time, because new screens and campaigns start from approved parts instead of a blank canvas. Designers work directly with our developers and marketers, so handover is a conversation rather than a file transfer, and every design decision is checked against accessibility standards (WCAG 2.2 AA) before it ships.",
    cards: {
      "design-ui-ux":
        "User research, journey mapping, wireframes and tested prototypes for sign-up, checkout and onboarding flows where small friction costs real revenue.",
      "design-web":
        "Responsive website design with component libraries in Figma, accessible layouts and specs that developers can build without guesswork.",
      "design-graphic":
        "Logos, identity systems, campaign visuals, social templates, pitch decks and print, produced to brand guidelines and sized for every channel.",
      "design-animations":
        "Motion design for interfaces, explainers, social video and ads, delivered as Lottie, Rive or video files that stay light and sharp.",
    },
    whyUs: [
      {
        icon: "layers",
        title: "One system across channels",
        body: "Product, website and campaign work share one Figma library of tokens and components, which keeps your brand consistent everywhere.",
      },
      {
        icon: "check-circle",
        title: "Accessibility checked early",
        body: "Contrast, focus states, text sizes and motion preferences are reviewed at the design stage against WCAG 2.2 AA, not patched after launch.",
      },
      {
        icon: "code",
        title: "Designs that get built as drawn",
        body: "Our designers pair with developers, annotate interactions and provide tokens, so what ships matches what you approved.",
      },
      {
        icon: "search",
        title: "Tested with real users",
        body: "Key flows are tested with five to eight target users before development, a small cost compared with rebuilding a screen after launch.",
      },
    ],
    process: [
      {
        title: "Brief and research",
        body: "We clarify goals, audiences and constraints, review analytics and competitors, and interview users where the project warrants it.",
      },
      {
        title: "Concepts",
        body: "Two or three directions presented with reasoning, so you choose between clear options rather than react to a single guess.",
      },
      {
        title: "Refine and test",
        body: "The chosen direction is detailed, prototyped and tested, then adjusted based on what users and stakeholders tell us.",
      },
      {
        title: "Deliver and support",
        body: "Production files, design tokens, component specs and guidelines, with designers available during development to answer questions.",
      },
    ],
    cta: {
      title: "Start a design project",
      body: "Share the brief, even a rough one. We will reply with questions, a suggested approach and a timeline for the first concepts.",
    },
  },
} satisfies Record<string, z.input<typeof serviceFamilySchema>>;

export const marketingDetails = {
  seo: {
    title: "SEO Services: Technical, On-Page & Local Search | Alphai",
    description:
      "SEO by Alphai: technical audits, Core Web Vitals, schema markup, content optimisation and local search, with fixes shipped by our own developers.",
    h1: "SEO services that fix the foundations and grow organic demand",
    intro:
      "Rankings depend on three things: a site search engines can crawl and render, content that answers what people search for, and signals of authority. We cover all three, and because our developers implement the technical fixes, recommendations turn into changes on your site within weeks rather than quarters.",
    offerings: [
      {
        icon: "wrench",
        title: "Technical SEO audits",
        body: "Crawl analysis with Screaming Frog, log-file review, indexation and canonical checks, JavaScript rendering tests and a prioritised fix list.",
      },
      {
        icon: "gauge",
        title: "Core Web Vitals",
        body: "Diagnosis and fixes for Largest Contentful Paint, Interaction to Next Paint and layout shift, from image pipelines to render-blocking scripts.",
      },
      {
        icon: "file-text",
        title: "On-page and content optimisation",
        body: "Keyword and intent mapping, title and heading rewrites, internal linking and consolidation of pages that compete for the same queries.",
      },
      {
        icon: "code",
        title: "Structured data",
        body: "Schema.org JSON-LD for organisations, products, articles, FAQs and local businesses, validated and monitored in Search Console.",
      },
      {
        icon: "globe",
        title: "Local and international SEO",
        body: "Google Business Profile optimisation, location pages, and hreflang for English, Arabic and German sites serving several markets.",
      },
      {
        icon: "refresh-cw",
        title: "Migrations without traffic loss",
        body: "Redirect mapping, pre-launch crawls of staging and post-launch monitoring when you change domain, CMS or URL structure.",
      },
    ],
    outcomes: [
      {
        title: "More organic traffic",
        body: "For a Dubai fashion start-up, canonical and hreflang fixes and product structured data helped grow organic sessions 2.4 times in six months.",
        caseStudy: "modest-fashion-headless-storefront",
      },
      {
        title: "Pages that rank for intent",
        body: "For a Dubai holiday home platform, server-rendered area pages with structured data helped lift direct bookings from 12% to 21% of revenue.",
        caseStudy: "holiday-rental-search-performance",
      },
      {
        title: "Safe replatforming",
        body: "Complete redirect maps and staged launches keep rankings stable when sites move CMS, domain or structure.",
      },
      {
        title: "Visibility you can report on",
        body: "A Looker Studio dashboard combining Search Console, GA4 and CRM data shows which queries and pages produce leads.",
      },
    ],
    process: [
      {
        title: "Audit",
        body: "Technical crawl, content inventory, backlink review and competitor gap analysis, summarised in a ranked list of issues and opportunities.",
      },
      {
        title: "Fix the foundations",
        body: "Our developers resolve indexation, speed and markup issues first, since content cannot rank on a site that is hard to crawl.",
      },
      {
        title: "Optimise and create",
        body: "Existing pages are improved and new content is briefed from keyword and intent research, prioritised by commercial value.",
      },
      {
        title: "Monitor and report",
        body: "Monthly reporting on rankings, organic conversions and technical health, with alerts for indexation drops or broken redirects.",
      },
    ],
    tech: [
      { name: "Google Search Console", use: "Indexation, query performance and structured data monitoring" },
      { name: "Screaming Frog", use: "Site crawls, redirect checks and JavaScript rendering audits" },
      { name: "Ahrefs", use: "Backlink analysis, keyword research and competitor gap reports" },
      { name: "Semrush", use: "Rank tracking and position monitoring across markets" },
      { name: "Google Analytics 4", use: "Organic conversion tracking and landing page performance" },
      { name: "PageSpeed Insights", use: "Field and lab data for Core Web Vitals" },
      { name: "Schema.org JSON-LD", use: "Structured data for rich results" },
      { name: "Looker Studio", use: "Shared dashboards joining search, analytics and CRM data" },
    ],
    faqs: [
      {
        question: "How long does SEO take to show results?",
        answer:
          "Technical fixes such as indexation or speed problems can show effects within a few weeks of Google recrawling the site. Rankings for new content usually take three to six months, depending on competition and your site's existing authority. We set monthly milestones so progress is visible before the big gains arrive.",
      },
      {
        question: "Do you guarantee first-page rankings?",
        answer:
          "No. Nobody controls Google's algorithm, and agencies that promise specific rankings are guessing. We commit to the work, to transparent reporting and to targets agreed at the start, such as organic sign-ups or enquiries, and we explain what is and is not moving.",
      },
      {
        question: "Can you work on a site another agency built?",
        answer:
          "Yes. We regularly audit and fix WordPress, Webflow, Shopify, Next.js and custom-built sites. If your developers prefer to implement changes themselves, we provide tickets with clear acceptance criteria instead.",
      },
      {
        question: "Do you build links?",
        answer:
          "We earn links through digital PR, original data and useful resources that others want to reference. We do not buy links or use private blog networks, because they carry a real risk of penalties.",
      },
    ],
    related: ["content-marketing", "marketing-websites", "wordpress"],
    cta: {
      title: "Request a technical SEO audit",
      body: "Send us your domain and main markets. We will run a crawl and share the ten issues most likely to be holding back your organic growth.",
    },
  },

  "email-marketing": {
    title: "Email Marketing & Lifecycle Automation | Alphai",
    description:
      "Email marketing by Alphai: lifecycle flows, campaigns, segmentation and deliverability set-up in Klaviyo, HubSpot, Braze and Customer.io.",
    h1: "Email marketing that reaches the inbox and earns the click",
    intro:
      "Email is still the channel you own outright, and automated flows keep selling long after they are built. We set up authentication and deliverability, design the lifecycle flows that matter for your business model, and run campaigns that people open because they are relevant to them.",
    offerings: [
      {
        icon: "zap",
        title: "Lifecycle automation",
        body: "Welcome, onboarding, browse and cart abandonment, post-purchase, replenishment and win-back flows, triggered by real customer behaviour.",
      },
      {
        icon: "mail",
        title: "Campaign management",
        body: "Newsletters, product launches and seasonal promotions planned in an annual calendar, written, designed, tested and sent by our team.",
      },
      {
        icon: "shield",
        title: "Deliverability and authentication",
        body: "SPF, DKIM and DMARC set-up, domain warm-up, list hygiene and compliance with Gmail and Yahoo bulk sender rules.",
      },
      {
        icon: "users",
        title: "Segmentation and personalisation",
        body: "Segments built on purchase history, engagement and lifecycle stage, with dynamic content blocks instead of one message for everyone.",
      },
      {
        icon: "layout",
        title: "Responsive email templates",
        body: "Modular templates coded in MJML, tested across Outlook, Gmail and Apple Mail in Litmus, with dark-mode and accessibility checks.",
      },
      {
        icon: "refresh-cw",
        title: "Platform migrations",
        body: "Moves between Mailchimp, Klaviyo, HubSpot and Braze, including list and consent data, flows, templates and IP warm-up.",
      },
    ],
    outcomes: [
      {
        title: "Revenue from automation",
        body: "Welcome, browse and cart flows keep earning after launch; in retail they commonly grow to a quarter or more of email revenue within months.",
      },
      {
        title: "Better inbox placement",
        body: "Authentication fixes and list clean-up lift open rates on the same audience, because more mail reaches the inbox instead of the spam folder.",
      },
      {
        title: "Higher trial conversion",
        body: "Onboarding emails triggered by what users do, or fail to do, in a trial convert better than a fixed calendar of messages.",
      },
    ],
    process: [
      {
        title: "Audit the programme",
        body: "We review authentication, list health, existing flows and campaign results, and estimate the revenue each missing flow could add.",
      },
      {
        title: "Map the lifecycle",
        body: "Customer stages, triggers and data sources are mapped, and the flows are prioritised by reach and expected impact.",
      },
      {
        title: "Build and test",
        body: "Copy, design, templates and automation logic are built, then QA-tested across clients, devices and segments before launch.",
      },
      {
        title: "Optimise continuously",
        body: "Subject lines, send times, offers and flow timing are A/B tested, with monthly reports on revenue per recipient and list growth.",
      },
    ],
    tech: [
      { name: "Klaviyo", use: "E-commerce flows and segmentation tied to Shopify and WooCommerce" },
      { name: "HubSpot", use: "B2B nurture sequences, lead scoring and CRM sync" },
      { name: "Braze", use: "Cross-channel lifecycle messaging for apps and large audiences" },
      { name: "Customer.io", use: "Event-driven onboarding emails for SaaS products" },
      { name: "Mailchimp", use: "Newsletters and campaigns for smaller lists" },
      { name: "MJML", use: "Responsive, maintainable email template code" },
      { name: "Litmus", use: "Rendering tests across email clients and spam checks" },
      { name: "SPF, DKIM and DMARC", use: "Domain authentication for reliable inbox placement" },
    ],
    faqs: [
      {
        question: "Which email platform should we use?",
        answer:
          "It depends on your business model and stack. Klaviyo suits most online retailers, HubSpot works well for B2B teams already using its CRM, and Braze or Customer.io fit apps that need event-based messaging. We recommend after reviewing your data sources and budget, and we work in the platform you already have if it fits.",
      },
      {
        question: "How do you handle consent and GDPR?",
        answer:
          "We use double opt-in where regulations or your risk profile call for it, store consent records with timestamps and source, and make unsubscribing simple. For EU audiences we follow GDPR, and for the UAE and Saudi Arabia we follow the local data protection laws.",
      },
      {
        question: "Our emails go to spam. Can you fix that?",
        answer:
          "Usually, yes. Most problems come from missing or misaligned authentication, sending to inactive or purchased contacts, or sudden volume spikes. We diagnose with Google Postmaster Tools and seed tests, fix the set-up and rebuild sender reputation gradually.",
      },
    ],
    related: ["content-marketing", "digital-campaigns", "marketing-mobile-apps"],
    cta: {
      title: "Find the revenue missing from your email",
      body: "We will review your email platform and list, then show which flows you are missing and what each could realistically contribute.",
    },
  },

  "content-marketing": {
    title: "Content Marketing for B2B & B2C Growth | Alphai",
    description:
      "Content marketing from Alphai: editorial strategy, expert articles, guides, case studies and distribution, briefed from search and customer research.",
    h1: "Content marketing that answers real buyer questions",
    intro:
      "Useful content earns search traffic, supports sales conversations and gives your email and social channels something worth sharing. We plan topics from search data and customer interviews, write with subject specialists and measure each piece by the leads and sales it influences.",
    offerings: [
      {
        icon: "compass",
        title: "Content strategy",
        body: "Audience research, topic clusters, editorial calendar and a content-to-funnel map that shows which piece serves which buying stage.",
      },
      {
        icon: "pen-tool",
        title: "Articles and guides",
        body: "Long-form articles, how-to guides and comparison pages written by writers with domain knowledge and reviewed by your experts.",
      },
      {
        icon: "briefcase",
        title: "Case studies",
        body: "Customer interviews turned into case studies with concrete numbers, ready for your website, sales decks and proposals.",
      },
      {
        icon: "bar-chart",
        title: "Original research",
        body: "Surveys and data reports that give journalists and other sites a reason to cite you, supporting digital PR and link acquisition.",
      },
      {
        icon: "megaphone",
        title: "Distribution",
        body: "Repurposing into LinkedIn posts, newsletters, short video and sales enablement material, so each piece reaches more of your audience.",
      },
      {
        icon: "refresh-cw",
        title: "Content refresh",
        body: "Updating and consolidating older pages that have lost rankings, often the quickest organic wins on an established site.",
      },
    ],
    outcomes: [
      {
        title: "Organic pipeline",
        body: "Topic clusters built around buyers' questions typically grow demo requests from organic search steadily over a year.",
      },
      {
        title: "Shorter sales cycles",
        body: "Sales teams use case studies and comparison pages to answer objections early, cutting back-and-forth in late-stage deals.",
      },
      {
        title: "Content that keeps working",
        body: "Evergreen guides keep bringing in readers for years, lowering the blended cost per lead as the library grows.",
      },
    ],
    process: [
      {
        title: "Research",
        body: "Keyword and intent research, competitor content review and interviews with sales and customers to find the questions buyers ask.",
      },
      {
        title: "Plan",
        body: "Topic clusters and an editorial calendar, each piece with a target query, funnel stage, format and success metric.",
      },
      {
        title: "Brief and write",
        body: "Detailed briefs, drafts by specialist writers, expert review on your side and a final edit for clarity, accuracy and SEO.",
      },
      {
        title: "Publish and distribute",
        body: "Publishing with design, internal links and schema markup, followed by email, social and sales distribution.",
      },
      {
        title: "Measure and refresh",
        body: "Quarterly reviews of traffic, conversions and rankings per piece; underperforming content is updated, merged or retired.",
      },
    ],
    tech: [
      { name: "Ahrefs", use: "Topic research, content gap analysis and link tracking" },
      { name: "Clearscope", use: "Content briefs and topical coverage grading" },
      { name: "Google Search Console", use: "Query data for new topics and refresh candidates" },
      { name: "WordPress", use: "Publishing with editorial workflows and revisions" },
      { name: "Contentful", use: "Structured content for headless sites and multiple channels" },
      { name: "Notion", use: "Editorial calendar, briefs and approval tracking" },
      { name: "Figma", use: "Article graphics, diagrams and social cut-downs" },
      { name: "Google Analytics 4", use: "Content-assisted conversions and engagement" },
    ],
    faqs: [
      {
        question: "Do you use AI to write content?",
        answer:
          "We use AI tools for research support, outlines and first-pass summaries, but every published piece is written or substantially rewritten by a human writer and checked by a subject expert. Readers and search engines both reward original insight, which generated text alone rarely delivers.",
      },
      {
        question: "How many pieces should we publish each month?",
        answer:
          "Quality and focus matter more than volume. Many B2B clients do well with four to eight substantial pieces a month plus refreshes of existing content. We size the plan to your market's competition and your team's capacity to review.",
      },
      {
        question: "Can you write about technical subjects?",
        answer:
          "Yes. As part of a software agency, we have writers and reviewers with engineering, fintech and healthcare backgrounds, and our developers can check technical accuracy before anything is published.",
      },
    ],
    related: ["seo", "email-marketing", "brand-strategy", "design-graphic"],
    cta: {
      title: "Plan a content programme",
      body: "Tell us who you sell to. We will propose the first three topic clusters, with target queries and the business case for each.",
    },
  },

  "brand-strategy": {
    title: "Brand Strategy, Positioning & Messaging | Alphai",
    description:
      "Brand strategy from Alphai: customer research, positioning, messaging and tone of voice, delivered as a brand platform your whole team can use.",
    h1: "Brand strategy that tells people why you, and why now",
    intro:
      "When a company cannot explain in one sentence why customers should choose it, every campaign, pitch deck and website page has to work harder. We research your market and customers, define a position you can credibly own, and turn it into messaging your teams can use every day.",
    offerings: [
      {
        icon: "users",
        title: "Customer and market research",
        body: "Interviews, surveys and review mining to learn how customers describe their problem, the alternatives they consider and why they buy.",
      },
      {
        icon: "target",
        title: "Positioning",
        body: "A clear statement of who you serve, the category you compete in and the difference you can prove, tested against competitors.",
      },
      {
        icon: "message-square",
        title: "Messaging and tone of voice",
        body: "A message hierarchy, value propositions per audience, proof points and a tone-of-voice guide with examples of what to write and avoid.",
      },
      {
        icon: "layers",
        title: "Brand architecture",
        body: "How the company, products and sub-brands relate, and how to name new offerings without confusing customers.",
      },
      {
        icon: "palette",
        title: "Creative direction",
        body: "Mood boards and visual principles that brief identity, web and campaign work, handled by our design team.",
      },
      {
        icon: "refresh-cw",
        title: "Rebrands and repositioning",
        body: "Planned transitions for companies that have outgrown their brand, including rollout plans for web, product and sales materials.",
      },
    ],
    outcomes: [
      {
        title: "A sharper pitch",
        body: "A clear position and proof points give sales teams a sharper story, which shows up in proposal-to-win rates within a few quarters.",
      },
      {
        title: "Consistent messaging",
        body: "Sales, marketing and product teams describe your business the same way, because they all work from one written positioning and messaging guide.",
      },
      {
        title: "Faster creative work",
        body: "Clear positioning and tone guidelines mean fewer rounds of revisions on campaigns, web copy and decks.",
      },
    ],
    process: [
      {
        title: "Immerse",
        body: "Stakeholder workshops, a review of existing materials, analytics and competitors, and the research plan.",
      },
      {
        title: "Research",
        body: "Eight to fifteen customer interviews plus a survey where useful, synthesised into jobs, pains and buying triggers.",
      },
      {
        title: "Define",
        body: "Positioning options presented and debated in a workshop, then refined into a single position and message hierarchy.",
      },
      {
        title: "Validate",
        body: "Messages tested with target customers through interviews or quick preference tests before rollout.",
      },
      {
        title: "Roll out",
        body: "A brand platform document, training session for your teams and a plan for updating the website, decks and campaigns.",
      },
    ],
    tech: [
      { name: "Miro", use: "Remote workshops, affinity mapping and positioning exercises" },
      { name: "Dovetail", use: "Interview tagging and research synthesis" },
      { name: "Typeform", use: "Customer and market surveys" },
      { name: "Maze", use: "Message and concept preference testing" },
      { name: "Brandwatch", use: "Social listening and share-of-voice analysis" },
      { name: "Figma", use: "Mood boards, creative direction and brand presentations" },
      { name: "Frontify", use: "Brand portal for guidelines and approved assets" },
    ],
    faqs: [
      {
        question: "How long does a brand strategy project take?",
        answer:
          "A focused positioning and messaging project for a start-up or scale-up usually takes six to eight weeks. Projects with several audiences, markets or sub-brands take ten to fourteen weeks, mainly because of the research and stakeholder alignment involved.",
      },
      {
        question: "Do we need a new logo as part of this?",
        answer:
          "Not necessarily. Many companies need clearer positioning and messaging, not a new identity. If the research shows your visual identity works against your position, we will say so and scope identity work separately with our graphic design team.",
      },
      {
        question: "Who from our side needs to be involved?",
        answer:
          "Typically the founder or CEO, heads of marketing, sales and product, plus access to six to ten customers for interviews. Workshops take about six hours of leadership time in total across the project.",
      },
    ],
    related: ["design-graphic", "digital-campaigns", "content-marketing"],
    cta: {
      title: "Clarify what your brand stands for",
      body: "Book a call to discuss your market and growth plans. We will outline the research and workshops a positioning project would need.",
    },
  },

  "digital-campaigns": {
    title: "Paid Digital Campaigns: Meta, Google, TikTok | Alphai",
    description:
      "Paid digital campaigns by Alphai across Meta, Google, LinkedIn and TikTok, with server-side tracking, creative testing and clear cost-per-acquisition goals.",
    h1: "Paid digital campaigns built on clean data and tested creative",
    intro:
      "Ad platforms optimise towards whatever signal you feed them. We start by fixing tracking so they learn from real conversions, then run structured creative tests and shift budget weekly towards the audiences, formats and messages that produce customers at a cost you can sustain.",
    offerings: [
      {
        icon: "search",
        title: "Search and Performance Max",
        body: "Google Ads search, shopping and Performance Max campaigns with clean product feeds, negative keyword management and bid strategies tied to profit.",
      },
      {
        icon: "users",
        title: "Paid social",
        body: "Meta, TikTok, Snapchat and LinkedIn campaigns for prospecting and retargeting, structured so each test has a clear question.",
      },
      {
        icon: "sparkles",
        title: "Creative production",
        body: "Static, carousel and short-form video ads in English and Arabic, produced in batches so fresh creative is ready before fatigue sets in.",
      },
      {
        icon: "activity",
        title: "Tracking and attribution",
        body: "Google Tag Manager, GA4, Meta Conversions API and enhanced conversions, so platforms receive reliable signals despite browser restrictions.",
      },
      {
        icon: "layout",
        title: "Landing pages",
        body: "Campaign-specific landing pages built and A/B tested by our web team, matching each ad's message and offer.",
      },
      {
        icon: "calendar",
        title: "Launches and seasonal pushes",
        body: "Planned bursts for product launches, Ramadan, White Friday, Black Friday and back-to-school, with budgets and creative ready in advance.",
      },
    ],
    outcomes: [
      {
        title: "Lower acquisition cost",
        body: "Restructured accounts and server-side conversion tracking commonly cut cost per purchase within a quarter.",
      },
      {
        title: "Trustworthy numbers",
        body: "Server-side tracking and deduplicated events mean platform reports and your back-end sales reconcile within a known margin.",
      },
      {
        title: "Creative that lasts longer",
        body: "A steady testing cadence finds winning angles early, so spend is concentrated on ads that are still performing.",
      },
    ],
    process: [
      {
        title: "Account and tracking audit",
        body: "Review of account structure, audiences, creative history and conversion tracking, with a list of leaks and quick wins.",
      },
      {
        title: "Strategy and budget",
        body: "Channel mix, audience plan, creative testing roadmap and target cost per acquisition, agreed against your margins.",
      },
      {
        title: "Launch",
        body: "Campaigns built with consistent naming and UTM conventions, creative and landing pages QA'd before any budget goes live.",
      },
      {
        title: "Optimise weekly",
        body: "Weekly bid, budget and creative changes, with a short written note explaining what changed and why.",
      },
      {
        title: "Report monthly",
        body: "Monthly reviews of spend, conversions, return on ad spend and learnings, feeding the next month's test plan.",
      },
    ],
    tech: [
      { name: "Google Ads", use: "Search, shopping, YouTube and Performance Max campaigns" },
      { name: "Meta Ads Manager", use: "Facebook and Instagram prospecting and retargeting" },
      { name: "TikTok Ads Manager", use: "Short-form video campaigns and Spark Ads" },
      { name: "LinkedIn Campaign Manager", use: "B2B targeting by role, industry and company" },
      { name: "Snapchat Ads Manager", use: "Reaching younger audiences in the GCC" },
      { name: "Google Tag Manager", use: "Client- and server-side tag deployment" },
      { name: "Meta Conversions API", use: "Server-side conversion events for better optimisation" },
      { name: "Google Analytics 4", use: "Cross-channel attribution and funnel analysis" },
      { name: "Looker Studio", use: "Blended spend and revenue dashboards" },
    ],
    faqs: [
      {
        question: "What budget do we need to start?",
        answer:
          "It depends on the channel and your cost per conversion, but platforms need enough conversions to learn. As a rule of thumb, plan for at least 30 to 50 conversions per campaign per month. We size campaigns to your budget rather than spreading it too thinly across many channels.",
      },
      {
        question: "How do you charge for campaign management?",
        answer:
          "Usually a monthly management fee based on scope and spend range, with creative production quoted separately. We do not take hidden commissions on media; you pay the platforms directly from your own ad accounts, which you always own.",
      },
      {
        question: "Will you work with our existing ad accounts?",
        answer:
          "Yes. We prefer to keep your account history, which helps platform learning. We audit the accounts first and restructure only where the current set-up is holding performance back.",
      },
    ],
    related: ["influencer-collaboration", "email-marketing", "design-animations", "marketing-websites"],
    cta: {
      title: "Get a paid media audit",
      body: "Give us read access to your ad accounts. We will report on tracking gaps, wasted spend and the first tests we would run.",
    },
  },

  "influencer-collaboration": {
    title: "Influencer & Creator Collaboration Programmes | Alphai",
    description:
      "Influencer collaboration by Alphai: creator vetting, contracts, briefs, content rights and tracked results across Instagram, TikTok, YouTube and Snapchat.",
    h1: "Influencer collaborations with vetted creators and tracked results",
    intro:
      "The right creator can introduce your brand to an audience that already trusts them. The wrong one wastes budget on inflated followings. We find and vet creators, negotiate fair terms and usage rights, write briefs that leave room for their voice, and track what each partnership delivers.",
    offerings: [
      {
        icon: "search",
        title: "Creator discovery and vetting",
        body: "Audience demographics, engagement quality, fake-follower checks and brand-safety reviews of past content before any outreach.",
      },
      {
        icon: "handshake",
        title: "Negotiation and contracts",
        body: "Rates, deliverables, exclusivity, disclosure requirements and content usage rights agreed in writing before production starts.",
      },
      {
        icon: "file-text",
        title: "Briefs and approvals",
        body: "Briefs that set key messages and boundaries but leave creators room to speak in their own style, with a simple review workflow.",
      },
      {
        icon: "megaphone",
        title: "Whitelisting and paid amplification",
        body: "Boosting top creator content through Instagram partnership ads and TikTok Spark Ads to reach wider lookalike audiences.",
      },
      {
        icon: "heart",
        title: "Ambassador programmes",
        body: "Long-term partnerships with a small group of creators, which usually builds more credibility than one-off posts.",
      },
      {
        icon: "trending-up",
        title: "Tracking and reporting",
        body: "Unique links, discount codes and UTM parameters per creator, reported against reach, engagement, sales and cost per acquisition.",
      },
    ],
    outcomes: [
      {
        title: "Sales you can attribute",
        body: "Creator-specific codes and links show which creators drive sales, so budget moves to those who sell rather than those with the most followers.",
      },
      {
        title: "A library of usable content",
        body: "Negotiated usage rights let you reuse creator videos in ads, on product pages and in email, which often outperform studio shoots.",
      },
      {
        title: "Lower brand risk",
        body: "Vetting and clear disclosure rules keep collaborations compliant with advertising regulations in the UAE, Saudi Arabia and the EU.",
      },
    ],
    process: [
      {
        title: "Define goals and fit",
        body: "We agree objectives, target audiences, budget and the creator profile, from micro to macro, that best fits them.",
      },
      {
        title: "Shortlist and vet",
        body: "A shortlist with audience data, past brand work and estimated costs, vetted for authenticity and brand safety.",
      },
      {
        title: "Contract and brief",
        body: "Terms, rights and deliverables agreed; briefs and product samples sent; timelines set for drafts and posting.",
      },
      {
        title: "Launch and amplify",
        body: "Content reviewed, published and monitored, with the strongest posts amplified through paid partnership ads.",
      },
      {
        title: "Report and renew",
        body: "Results per creator against agreed metrics, with recommendations on whom to renew, scale or replace.",
      },
    ],
    tech: [
      { name: "Modash", use: "Creator discovery and audience demographic data" },
      { name: "HypeAuditor", use: "Fake-follower detection and audience quality scoring" },
      { name: "TikTok One", use: "TikTok's creator marketplace for sourcing and Spark Ads" },
      { name: "Instagram partnership ads", use: "Running creator content as paid ads from the creator's handle" },
      { name: "YouTube BrandConnect", use: "Sourcing and measuring YouTube creator partnerships" },
      { name: "Shopify discount codes", use: "Creator-specific codes for sales attribution" },
      { name: "Google Analytics 4", use: "UTM-based traffic and conversion tracking per creator" },
    ],
    faqs: [
      {
        question: "Micro-influencers or big names?",
        answer:
          "For most brands, a group of micro and mid-tier creators (roughly 10,000 to 200,000 followers) gives better engagement and cost per sale than one large account. Larger creators make sense for awareness moments such as a launch. We recommend a mix based on your goal and budget.",
      },
      {
        question: "How do you handle disclosure rules?",
        answer:
          "Every contract requires clear disclosure using platform tools such as paid partnership labels, in line with local rules, for example the UAE's advertiser permit requirements and EU consumer protection guidance. We check posts before they go live.",
      },
      {
        question: "Who owns the content creators produce?",
        answer:
          "Creators normally keep ownership, and you license usage. We negotiate the rights you need, such as organic reposting, paid ads for a set period or website use, and record them so your team knows what can be reused and until when.",
      },
    ],
    related: ["digital-campaigns", "brand-strategy", "content-marketing"],
    cta: {
      title: "Plan a creator campaign",
      body: "Share your product, markets and budget. We will send a sample shortlist of vetted creators and an estimate of reach and cost.",
    },
  },

  "marketing-websites": {
    title: "Marketing Websites & Landing Pages | Alphai",
    description:
      "Marketing websites and landing pages by Alphai: fast, SEO-ready sites on Next.js, Astro, Webflow or WordPress that your team can edit and that convert.",
    h1: "Marketing websites and landing pages built to convert",
    intro:
      "A marketing website has one job: turn visitors into leads, sign-ups or customers. We build corporate sites, campaign microsites and landing pages that load fast, rank well and let your marketing team launch and test pages without waiting for a developer. For web applications with complex business logic, see our engineering-led website development service.",
    offerings: [
      {
        icon: "monitor",
        title: "Corporate and brand websites",
        body: "Multi-page sites with clear information architecture, case studies, careers and contact flows, structured around the questions buyers ask.",
      },
      {
        icon: "target",
        title: "Landing pages",
        body: "Campaign landing pages matched to ad messages, with forms, social proof and a single clear call to action, ready for A/B testing.",
      },
      {
        icon: "layers",
        title: "Marketer-friendly CMS",
        body: "Reusable page sections in Sanity, Contentful, WordPress or Webflow, so your team can assemble new pages within brand guidelines.",
      },
      {
        icon: "gauge",
        title: "Performance and technical SEO",
        body: "Static generation, image optimisation, clean markup and structured data, with Core Web Vitals budgets checked before each release.",
      },
      {
        icon: "activity",
        title: "Analytics and consent",
        body: "GA4 and Google Tag Manager events for every conversion, consent management for GDPR, and CRM integration with HubSpot or Salesforce.",
      },
      {
        icon: "globe",
        title: "Multilingual sites",
        body: "English, Arabic and German versions with right-to-left layouts, hreflang tags and translation workflows in the CMS.",
      },
    ],
    outcomes: [
      {
        title: "Higher conversion rates",
        body: "Clearer pages and shorter forms raise demo and enquiry rates; we measure both before and after launch.",
      },
      {
        title: "Faster campaign launches",
        body: "With a CMS built from reusable sections, marketing teams publish landing pages in hours instead of waiting a week for a developer.",
      },
      {
        title: "Better search visibility",
        body: "Fast, well-structured pages give your SEO and content work a sound technical base to build on.",
      },
      {
        title: "Lower paid media costs",
        body: "Relevant, fast landing pages improve Google Ads quality scores and conversion rates, which lowers cost per lead.",
      },
    ],
    process: [
      {
        title: "Discovery",
        body: "Goals, audiences, conversion points and content inventory; we also review analytics to see where the current site loses visitors.",
      },
      {
        title: "Structure and content",
        body: "Sitemap, wireframes and copy developed together, with SEO requirements for each page defined up front.",
      },
      {
        title: "Design",
        body: "Visual design and a component library in Figma, reviewed on real content at desktop and mobile sizes.",
      },
      {
        title: "Build and integrate",
        body: "Development, CMS set-up, analytics, forms and CRM integration, with staging previews at the end of each sprint.",
      },
      {
        title: "Launch and test",
        body: "Redirects, QA and a monitored launch, followed by CMS training and a first round of conversion experiments.",
      },
    ],
    tech: [
      { name: "Next.js", use: "Fast, SEO-friendly sites with static and server rendering" },
      { name: "Astro", use: "Content-heavy sites that ship minimal JavaScript" },
      { name: "Webflow", use: "Visually edited sites for teams that want full design control" },
      { name: "WordPress", use: "Flexible CMS with a large plugin ecosystem" },
      { name: "Sanity", use: "Headless CMS with structured, reusable page sections" },
      { name: "Contentful", use: "Headless content for multi-site and multilingual set-ups" },
      { name: "Vercel", use: "Hosting, preview deployments and edge caching" },
      { name: "HubSpot", use: "Forms, lead capture and CRM integration" },
      { name: "VWO", use: "A/B and multivariate testing on landing pages" },
      { name: "Google Tag Manager", use: "Event tracking without code releases" },
    ],
    faqs: [
      {
        question: "How is this different from your website development service?",
        answer:
          "This service is for sites whose main purpose is marketing: presenting the brand, ranking in search and converting visitors. Our website development service under What we do covers web applications such as portals, dashboards and platforms with complex back-end logic. Many clients use both, and the teams work together.",
      },
      {
        question: "Which platform should we choose?",
        answer:
          "Webflow suits teams that want to change layouts themselves. WordPress fits when you need many plugins or already know it. Next.js or Astro with a headless CMS fits when performance, multilingual content or integrations matter most. We recommend after understanding your team and goals.",
      },
      {
        question: "How long does a marketing website take?",
        answer:
          "A set of landing pages can go live in two to three weeks. A corporate site of 15 to 30 pages typically takes eight to twelve weeks, with content and approvals often the longest part. We usually quote these projects at a fixed price.",
      },
      {
        question: "Will our rankings drop if we redesign?",
        answer:
          "Not if the migration is handled carefully. We map every old URL to a new one, keep or improve on-page SEO, test redirects on staging and monitor Search Console after launch to catch issues early.",
      },
    ],
    related: ["seo", "design-web", "website-development", "wordpress"],
    cta: {
      title: "Plan a site that earns its traffic",
      body: "Tell us about your audience, goals and current site. We will propose a structure, platform and fixed-price estimate.",
    },
  },

  "marketing-mobile-apps": {
    title: "Mobile Apps for Marketing and Loyalty | Alphai",
    description:
      "Branded and loyalty mobile apps by Alphai: rewards, personalised offers and push campaigns that give your brand a direct channel to repeat customers.",
    h1: "Mobile apps that turn customers into regulars",
    intro:
      "An app on a customer's home screen is a marketing channel you do not rent from an ad platform. We build loyalty, rewards and branded apps that give customers a reason to come back, and give your marketing team push notifications, personalised offers and data on what brings people back. For complex product apps, see our mobile app development service.",
    offerings: [
      {
        icon: "trophy",
        title: "Loyalty and rewards apps",
        body: "Points, tiers, stamp cards and referral rewards, connected to your POS or e-commerce platform so customers earn and redeem seamlessly.",
      },
      {
        icon: "smartphone",
        title: "Branded companion apps",
        body: "Apps for retailers, restaurants, clubs and events that combine ordering, booking, content and offers in one place.",
      },
      {
        icon: "zap",
        title: "Push and in-app messaging",
        body: "Segmented push notifications, in-app messages and inbox cards, triggered by behaviour and location and capped to avoid fatigue.",
      },
      {
        icon: "target",
        title: "Personalised offers",
        body: "Offers and content tailored to purchase history and preferences, configurable by marketers with Firebase Remote Config.",
      },
      {
        icon: "search",
        title: "App store optimisation",
        body: "Store listings, screenshots, keywords and ratings prompts for the App Store and Google Play, tested to improve install rates.",
      },
      {
        icon: "bar-chart",
        title: "Attribution and analytics",
        body: "Install attribution, deep links and retention dashboards, so you know which campaigns bring users who stay and spend.",
      },
    ],
    outcomes: [
      {
        title: "More repeat purchases",
        body: "Loyalty features that reward the next visit, not only the total spent, are what typically lift visit frequency among app members.",
      },
      {
        title: "A direct channel",
        body: "Push notifications and in-app offers reach customers without paying per impression, reducing reliance on paid social.",
      },
      {
        title: "Customer data you own",
        body: "Opted-in, first-party data on purchases and preferences feeds better segmentation across email, ads and stores.",
      },
    ],
    process: [
      {
        title: "Loyalty and journey design",
        body: "We define the value exchange, reward mechanics and key journeys, and model the cost of rewards against expected repeat revenue.",
      },
      {
        title: "UX and visual design",
        body: "Prototypes tested with real customers, focusing on sign-up, earning and redeeming rewards in as few steps as possible.",
      },
      {
        title: "Cross-platform build",
        body: "iOS and Android apps built with React Native or Flutter, integrated with your POS, CRM and e-commerce platform.",
      },
      {
        title: "Launch campaign",
        body: "Store listings, in-store and online promotion, and onboarding incentives to drive the first wave of installs.",
      },
      {
        title: "Grow and retain",
        body: "Ongoing push campaigns, offer testing and retention analysis, with monthly releases of improvements.",
      },
    ],
    tech: [
      { name: "React Native", use: "Cross-platform apps sharing code with React websites" },
      { name: "Flutter", use: "Cross-platform apps with highly custom branded interfaces" },
      { name: "Firebase", use: "Analytics, Cloud Messaging and Remote Config for offers" },
      { name: "Braze", use: "Segmented push, in-app messages and lifecycle campaigns" },
      { name: "OneSignal", use: "Push notifications for smaller audiences and budgets" },
      { name: "AppsFlyer", use: "Install attribution and campaign measurement" },
      { name: "Branch", use: "Deep links from email, social and QR codes into the app" },
      { name: "App Store Connect", use: "iOS releases, product page tests and ratings" },
      { name: "Google Play Console", use: "Android releases and store listing experiments" },
    ],
    faqs: [
      {
        question: "Does our brand really need an app?",
        answer:
          "Not always. Apps work best when customers buy from you often, such as coffee, groceries, fitness or fashion. For occasional purchases, a well-built mobile website and email programme may deliver more for less. We will tell you honestly which fits.",
      },
      {
        question: "How is this different from your mobile app development service?",
        answer:
          "This service focuses on apps as a marketing and loyalty channel, with marketers owning the offers and campaigns. Our mobile app development service under What we do covers product apps with complex features, such as banking, healthcare or logistics. The teams share engineers and practices.",
      },
      {
        question: "Can the app connect to our POS system?",
        answer:
          "In most cases, yes. We have integrated with common retail and restaurant POS systems through their APIs, and where no API exists we can use receipt codes or QR scanning so customers still earn points in store.",
      },
    ],
    related: ["email-marketing", "design-ui-ux", "mobile-app-development", "react-native"],
    cta: {
      title: "Explore a loyalty app",
      body: "Tell us about your customers and how often they buy. We will outline reward mechanics, features and a phased budget.",
    },
  },

  "design-ui-ux": {
    title: "UI/UX Design for Sign-ups, Checkout & Onboarding | Alphai",
    description:
      "UI/UX design by Alphai for marketing-critical journeys: research, wireframes and tested prototypes for sign-up, checkout and onboarding flows.",
    h1: "UI/UX design for the journeys that decide conversion",
    intro:
      "Most drop-off happens at a handful of steps: a long sign-up form, a confusing pricing page, an onboarding screen that asks too much. We research where and why users leave, redesign those journeys and test the prototypes with real users before a line of code is written.",
    offerings: [
      {
        icon: "search",
        title: "UX research",
        body: "User interviews, analytics and session-recording review, and heuristic evaluation to find the friction that costs you conversions.",
      },
      {
        icon: "compass",
        title: "Journey mapping",
        body: "End-to-end maps of how users move from ad or search to sign-up and first value, highlighting drop-off points and opportunities.",
      },
      {
        icon: "layout",
        title: "Wireframes and information architecture",
        body: "Page and screen structures, navigation and content hierarchy tested with card sorting and tree testing before visual design.",
      },
      {
        icon: "pen-tool",
        title: "Interface design",
        body: "High-fidelity UI for web and mobile, built on a component library with design tokens and documented states.",
      },
      {
        icon: "users",
        title: "Prototype testing",
        body: "Clickable Figma prototypes tested with five to eight target users per round, remotely or in person.",
      },
      {
        icon: "check-circle",
        title: "Accessibility reviews",
        body: "Checks against WCAG 2.2 AA for contrast, focus order, touch targets and form labelling, so more people can complete each task.",
      },
    ],
    outcomes: [
      {
        title: "Higher completion rates",
        body: "Cutting form fields to the ones that matter and explaining why each is asked typically raises completion markedly.",
      },
      {
        title: "Less rework",
        body: "Testing prototypes before development catches usability problems when they are cheap to change.",
      },
      {
        title: "Faster onboarding",
        body: "Removing steps and questions that can wait shortens the time from sign-up to a user's first meaningful action.",
      },
    ],
    process: [
      {
        title: "Understand",
        body: "Goals, metrics and constraints, plus analytics, recordings and user interviews to see how people actually behave.",
      },
      {
        title: "Map and prioritise",
        body: "Journey maps and a list of problems ranked by how many users they affect and how much they cost.",
      },
      {
        title: "Design",
        body: "Wireframes, then high-fidelity screens in Figma, built on reusable components and reviewed with your team.",
      },
      {
        title: "Test",
        body: "Moderated or unmoderated tests of the prototype, with findings and changes documented for each round.",
      },
      {
        title: "Hand over and measure",
        body: "Annotated designs and tokens for developers, then post-launch analysis against the baseline metrics.",
      },
    ],
    tech: [
      { name: "Figma", use: "Interface design, prototypes and shared component libraries" },
      { name: "FigJam", use: "Journey maps, workshops and user flow diagrams" },
      { name: "Maze", use: "Unmoderated prototype tests and first-click tests" },
      { name: "Hotjar", use: "Heatmaps, session recordings and on-page surveys" },
      { name: "Optimal Workshop", use: "Card sorting and tree testing for navigation" },
      { name: "Lookback", use: "Moderated remote usability sessions" },
      { name: "Stark", use: "Contrast and accessibility checks inside Figma" },
      { name: "Storybook", use: "Reviewing built components against the designs" },
    ],
    faqs: [
      {
        question: "How is this different from the UX/UI design in product engineering?",
        answer:
          "Both use the same designers and methods. This service focuses on marketing-critical journeys such as landing pages, sign-up, checkout and onboarding. The UX/UI service under Product Engineering covers full product design, from discovery through complex application interfaces.",
      },
      {
        question: "How many users do you test with?",
        answer:
          "Usually five to eight per round for each key audience. That is enough to reveal most significant usability problems. We run several small rounds rather than one large study, fixing issues between rounds.",
      },
      {
        question: "Can you work with our existing design system?",
        answer:
          "Yes. We extend existing Figma libraries rather than replacing them, and add new components only where they are missing, documented so your team can maintain them.",
      },
    ],
    related: ["design-web", "ux-ui", "marketing-mobile-apps"],
    cta: {
      title: "Find where users drop off",
      body: "Share the journey that matters most. We will review your analytics and screens and send a short report on the biggest friction points.",
    },
  },

  "design-web": {
    title: "Web Design: Responsive Sites & Design Systems | Alphai",
    description:
      "Web design by Alphai: responsive, accessible layouts and Figma component libraries that keep your site on-brand and easy for developers to build.",
    h1: "Web design that looks sharp on every screen and builds cleanly",
    intro:
      "Visitors judge a website within seconds, and most of them arrive on a phone. We design responsive sites that express your brand, guide visitors to action and come with a component library that developers can build precisely and your team can extend without breaking the look.",
    offerings: [
      {
        icon: "monitor",
        title: "Website design",
        body: "Homepages, service and product pages, case studies and blogs designed mobile-first, with layouts for every key breakpoint.",
      },
      {
        icon: "layers",
        title: "Web design systems",
        body: "Figma libraries of colours, typography, spacing tokens and components, with variants and usage guidance.",
      },
      {
        icon: "palette",
        title: "Art direction",
        body: "Photography, illustration and iconography direction that makes the site feel distinctive instead of built from stock templates.",
      },
      {
        icon: "globe",
        title: "Right-to-left and multilingual layouts",
        body: "Arabic layouts designed properly, with mirrored components and typefaces that pair well across Latin and Arabic scripts.",
      },
      {
        icon: "check-circle",
        title: "Accessible design",
        body: "Colour contrast, type scale, focus states and reduced-motion variants designed in from the start, following WCAG 2.2 AA.",
      },
      {
        icon: "sparkles",
        title: "Micro-interactions",
        body: "Hover states, transitions and scroll effects specified clearly so they add polish without slowing pages down.",
      },
    ],
    outcomes: [
      {
        title: "A site that feels like your brand",
        body: "A redesign built on your positioning lifts engagement time and contact form starts, which we measure before and after launch.",
      },
      {
        title: "Faster page production",
        body: "With a documented component library, new pages are assembled from approved parts instead of designed from scratch.",
      },
      {
        title: "Accurate builds",
        body: "Tokens and annotated specs reduce back-and-forth between designers and developers and keep the live site true to the design.",
      },
    ],
    process: [
      {
        title: "Brief and audit",
        body: "Goals, audiences and brand guidelines, plus a review of the current site's analytics, content and visual issues.",
      },
      {
        title: "Structure",
        body: "Sitemap and wireframes for key templates, agreed before visual design so layout decisions rest on content.",
      },
      {
        title: "Visual direction",
        body: "Two style directions applied to the homepage and one inner page, presented on desktop and mobile.",
      },
      {
        title: "Full design and system",
        body: "All templates designed in the chosen direction, with the component library and tokens built in parallel.",
      },
      {
        title: "Handover and QA",
        body: "Developer walkthrough, specs and design QA on staging to check spacing, type and interactions against the design.",
      },
    ],
    tech: [
      { name: "Figma", use: "Page design, responsive layouts and component libraries" },
      { name: "Tokens Studio", use: "Managing design tokens synced with code" },
      { name: "Webflow", use: "Visual builds for teams that want to edit layouts" },
      { name: "Framer", use: "Interactive prototypes and quick marketing pages" },
      { name: "Tailwind CSS", use: "Translating tokens into a consistent utility-based build" },
      { name: "Lottie", use: "Lightweight vector animations on web pages" },
      { name: "axe DevTools", use: "Accessibility checks on built pages" },
      { name: "Google Fonts", use: "Licensed, performant web typography including Arabic faces" },
    ],
    faqs: [
      {
        question: "Do you also build the website?",
        answer:
          "Yes. Our marketing websites team builds on Next.js, Astro, Webflow or WordPress. We can also hand designs to your own developers, with specs and a walkthrough so nothing gets lost in translation.",
      },
      {
        question: "Can you redesign without changing our brand?",
        answer:
          "Yes. Many projects modernise layout, typography and usability while keeping the logo, colours and tone. If the brand itself needs work, our brand strategy and graphic design teams can help.",
      },
      {
        question: "How many design revisions are included?",
        answer:
          "Our fixed-price proposals include two rounds of revisions for each stage: structure, visual direction and full design. Extra rounds are rarely needed because we agree content and direction before detailed work starts.",
      },
    ],
    related: ["marketing-websites", "design-ui-ux", "html-css"],
    cta: {
      title: "Redesign your website",
      body: "Send us your current site and what you want it to achieve. We will suggest a scope, timeline and fixed-price estimate.",
    },
  },

  "design-graphic": {
    title: "Graphic Design: Identity, Campaign & Print | Alphai",
    description:
      "Graphic design by Alphai: logos, visual identity systems, campaign and social assets, pitch decks and print, produced to guidelines for every channel.",
    h1: "Graphic design that makes your brand recognisable everywhere",
    intro:
      "People recognise brands by repeated, consistent visual cues: a logo, a colour, a typeface, a style of image. We design identity systems and the everyday assets that carry them, from social posts and ads to pitch decks, packaging and event materials, in English and Arabic.",
    offerings: [
      {
        icon: "palette",
        title: "Visual identity",
        body: "Logos, colour palettes, typography and graphic elements, designed as a system that works from an app icon to a billboard.",
      },
      {
        icon: "file-text",
        title: "Brand guidelines",
        body: "Clear guidelines with do's and don'ts, plus editable templates so internal teams and partners stay on-brand.",
      },
      {
        icon: "megaphone",
        title: "Campaign and ad creative",
        body: "Key visuals adapted into every size and format needed for Meta, Google, LinkedIn, TikTok, outdoor and print.",
      },
      {
        icon: "layout",
        title: "Social media templates",
        body: "Post, story and carousel templates in Figma or Canva that your team can update without breaking the design.",
      },
      {
        icon: "briefcase",
        title: "Presentations and sales material",
        body: "Pitch decks, investor presentations, one-pagers and proposals that make complex offerings easy to follow.",
      },
      {
        icon: "shopping-cart",
        title: "Packaging and print",
        body: "Packaging, brochures, signage and event materials, with print-ready files and colour proofing.",
      },
    ],
    outcomes: [
      {
        title: "Consistent brand presence",
        body: "One identity system with templates for every outlet, channel and delivery app rolls out within a quarter instead of drifting apart.",
      },
      {
        title: "Faster in-house production",
        body: "Editable templates let marketing teams produce routine assets themselves, saving design time for bigger campaigns.",
      },
      {
        title: "Stronger first impressions",
        body: "A redesigned investor or sales deck presents traction and proof clearly, so meetings start from the story rather than the slides.",
      },
    ],
    process: [
      {
        title: "Brief",
        body: "Goals, audiences, channels and existing brand assets, plus references for what you like and dislike.",
      },
      {
        title: "Concepts",
        body: "Two or three creative routes with rationale, shown in realistic applications rather than on a blank page.",
      },
      {
        title: "Refine",
        body: "The selected route developed in detail across the key formats, with feedback rounds agreed up front.",
      },
      {
        title: "Produce and deliver",
        body: "Final artwork in every required format and size, source files, templates and guidelines delivered in an organised library.",
      },
    ],
    tech: [
      { name: "Adobe Illustrator", use: "Logos, icons and vector illustration" },
      { name: "Adobe Photoshop", use: "Image retouching and compositing" },
      { name: "Adobe InDesign", use: "Brochures, reports and print layouts" },
      { name: "Figma", use: "Digital assets, decks and shared templates" },
      { name: "Canva", use: "Editable templates for in-house marketing teams" },
      { name: "Frontify", use: "Online brand guidelines and asset library" },
      { name: "Pantone Connect", use: "Colour matching for print and packaging" },
    ],
    faqs: [
      {
        question: "Can you design in Arabic as well as English?",
        answer:
          "Yes. Our designers work with bilingual layouts regularly and choose Arabic typefaces that match the character of your Latin type, rather than using a default system font.",
      },
      {
        question: "Do we get the source files?",
        answer:
          "Yes. Once the project is paid, you own the final artwork and receive the editable source files. Any licensed fonts or stock images are listed so you can license them for your own use.",
      },
      {
        question: "Can you support us with ongoing design work?",
        answer:
          "Yes. Many clients use a monthly design retainer or a dedicated designer for campaign assets, social content and sales materials, with a shared request board and agreed turnaround times.",
      },
    ],
    related: ["brand-strategy", "design-animations", "digital-campaigns"],
    cta: {
      title: "Brief our graphic designers",
      body: "Tell us what you need, from a new identity to a month of campaign assets. We will reply with a scope and timeline.",
    },
  },

  "design-animations": {
    title: "Motion Design: Animations, Lottie & Video | Alphai",
    description:
      "Motion design and animation by Alphai: explainer videos, social and ad animations, UI motion and logo animations delivered as Lottie, Rive or video.",
    h1: "Animation and motion design that explains and engages",
    intro:
      "Motion catches attention in a feed, explains a product faster than text and makes interfaces feel responsive. Our motion designers create explainer videos, animated ads, logo animations and interface motion, exported in formats that stay light on websites and apps.",
    offerings: [
      {
        icon: "monitor",
        title: "Explainer videos",
        body: "Scripted, storyboarded 2D or 3D explainers of 60 to 120 seconds that show how your product works and why it matters.",
      },
      {
        icon: "megaphone",
        title: "Social and ad animations",
        body: "Short animated ads and posts in 9:16, 1:1 and 16:9, designed to make their point in the first three seconds, with or without sound.",
      },
      {
        icon: "smartphone",
        title: "UI motion",
        body: "Transitions, loading states and micro-interactions for apps and websites, delivered as Lottie or Rive files with timing specs.",
      },
      {
        icon: "sparkles",
        title: "Logo and brand animation",
        body: "Animated logos, intros and outros and motion guidelines so every video and ad moves in a consistent way.",
      },
      {
        icon: "layers",
        title: "3D product visuals",
        body: "3D renders and animations of physical or digital products for launches, ads and product pages.",
      },
    ],
    outcomes: [
      {
        title: "Clearer product understanding",
        body: "A short explainer on the page that needs it answers the question visitors would otherwise ask a salesperson.",
      },
      {
        title: "Stronger ad performance",
        body: "Animated variants of static ads commonly raise click-through rates, and testing both shows where motion earns its cost.",
      },
      {
        title: "Light, sharp interfaces",
        body: "Vector animations in Lottie and Rive are a fraction of the size of GIFs or video and stay crisp on any screen.",
      },
    ],
    process: [
      {
        title: "Brief and script",
        body: "Objectives, audience and key messages, followed by a script or shot list agreed before any visual work.",
      },
      {
        title: "Storyboard and style frames",
        body: "Key frames showing the look and sequence, so you approve direction before animation begins.",
      },
      {
        title: "Animate",
        body: "Animation, voice-over recording and sound design, shared as work-in-progress cuts for feedback.",
      },
      {
        title: "Deliver",
        body: "Final exports in every format and aspect ratio needed, with subtitles, source files and implementation notes for developers.",
      },
    ],
    tech: [
      { name: "Adobe After Effects", use: "2D motion graphics and compositing" },
      { name: "Lottie", use: "Vector animations exported for web and mobile apps" },
      { name: "Rive", use: "Interactive, state-driven animations for interfaces" },
      { name: "Blender", use: "3D modelling, product renders and animation" },
      { name: "Cinema 4D", use: "3D motion design for ads and launches" },
      { name: "Adobe Premiere Pro", use: "Video editing and final assembly" },
      { name: "GSAP", use: "Scroll-driven and timeline animations on websites" },
      { name: "Framer Motion", use: "Animated transitions in React interfaces" },
    ],
    faqs: [
      {
        question: "How long does an explainer video take?",
        answer:
          "A 60 to 90 second 2D explainer usually takes four to six weeks from brief to final delivery, including script, storyboard, animation and voice-over. Timelines depend mostly on how quickly scripts and storyboards are approved.",
      },
      {
        question: "Will animations slow down our website?",
        answer:
          "Not if they are built correctly. We use Lottie or Rive for interface and illustration animation, which are small vector files, compress video properly and respect users' reduced-motion settings.",
      },
      {
        question: "Can you produce voice-over in Arabic and German?",
        answer:
          "Yes. We work with professional voice artists in English, Arabic and German, and deliver subtitle files for every language version.",
      },
    ],
    related: ["design-graphic", "digital-campaigns", "design-web"],
    cta: {
      title: "Bring your story to life",
      body: "Tell us what you want to explain or promote. We will suggest a format, length and budget range, with a sample style frame.",
    },
  },
} satisfies Record<string, z.input<typeof serviceDetailSchema>>;
