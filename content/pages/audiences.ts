/**
 * "Who we serve": the audience pages (startups, scale-ups, enterprises, NGOs)
 * and the industry pages. All use the audience schema. Their case studies are
 * not named here: each page lists the studies of content/case-studies.ts whose
 * `clientType` (audience pages) or `industry` (industry pages) is its page id.
 */
import type { z } from "zod";
import type { audienceSchema } from "../schema";

export const audiencePages = {
  startups: {
    title: "Software Development for Startups: MVP to Seed | Alphai",
    description:
      "Alphai helps startups scope, design and ship a first product in 10-14 weeks, with code, cloud accounts and IP owned by the founders from the first commit.",
    h1: "From idea to a product people pay for, without burning your runway",
    intro:
      "Early-stage founders come to us with a deck, a prototype or a half-built app and a fixed amount of runway. We help you decide what to build first, ship it with a small senior team from Lahore, Dubai or Munich, and leave you with clean code, documentation and the usage data you need for your next funding round.",
    challenges: [
      {
        icon: "target",
        title: "Too many features for the runway",
        body: "Every stakeholder has a must-have and the backlog grows faster than the budget. Without hard prioritisation the MVP launches late and proves nothing.",
      },
      {
        icon: "users",
        title: "No technical co-founder yet",
        body: "Non-technical founders need someone to make architecture, hosting and hiring decisions they can defend in investor due diligence, not a black box they cannot maintain.",
      },
      {
        icon: "wallet",
        title: "Cash goes out before revenue comes in",
        body: "Full-time hires and long contracts lock in spending before you know which features customers use. You need a team that can grow or shrink with each milestone.",
      },
      {
        icon: "shield",
        title: "Due diligence exposes shortcuts",
        body: "Investors increasingly run technical due diligence. Missing tests, shared credentials and code sitting in a freelancer's account can delay a round or lower its terms.",
      },
    ],
    approach: [
      {
        title: "Discovery sprint before code",
        body: "Two weeks of customer interviews, a clickable Figma prototype and a ranked, estimated backlog, so you know what the first release costs before you commit to it.",
      },
      {
        title: "Fixed price first, then flexible",
        body: "We build the agreed first release for a fixed price, then move to time & material or a dedicated team once you are iterating on real usage data.",
      },
      {
        title: "Proven, affordable technology",
        body: "React or Next.js, React Native or Flutter, Node.js or Python on managed cloud services: stacks that are easy to hire for and cheap to run at low volume.",
      },
      {
        title: "Founder-owned from day one",
        body: "Repositories, cloud accounts, app store listings and analytics are created in your company's name, with architecture notes and a handover checklist at every milestone.",
      },
    ],
    services: ["discovery", "ux-ui", "product-development", "react-native", "flutter", "hire-developer"],
    stats: [
      { value: "2 weeks", label: "discovery sprint before you commit to a build" },
      { value: "10-14 wks", label: "typical time from kickoff to first public release" },
      { value: "3", label: "engagement models to switch between as you grow" },
      { value: "4.9/5", label: "average rating from 57 client reviews" },
    ],
    cta: {
      title: "Have a prototype and a deadline?",
      body: "Tell us what you are building and how much runway you have. We will come back with questions, a suggested first release and a rough estimate.",
    },
  },
  "scale-ups": {
    title: "Engineering Teams for Scale-ups | Alphai",
    description:
      "Dedicated engineering teams for scale-ups: pay down technical debt, scale infrastructure and ship features faster while your own hiring catches up.",
    h1: "Extra engineering capacity for scale-ups that have outgrown their first codebase",
    intro:
      "After product-market fit the problems change: the MVP architecture creaks under load, releases slow down, enterprise customers send security questionnaires and hiring cannot keep up with the roadmap. We add senior engineers who work inside your process, fix the bottlenecks and leave your own team stronger.",
    challenges: [
      {
        icon: "git-branch",
        title: "Releases slow down as the team grows",
        body: "A codebase built by five people struggles with twenty. Merge conflicts, flaky tests and manual deployments turn weekly releases into monthly ones.",
      },
      {
        icon: "server",
        title: "Infrastructure built for the first thousand users",
        body: "Database hot spots, synchronous background work and a single region show up as timeouts just when growth and marketing spend are at their highest.",
      },
      {
        icon: "lock",
        title: "Enterprise buyers ask about security",
        body: "Bigger customers send security questionnaires and ask for SOC 2 or ISO 27001 evidence, single sign-on, audit logs and data residency options.",
      },
      {
        icon: "users",
        title: "Hiring cannot keep pace with the roadmap",
        body: "Recruiting senior engineers takes months in Dubai, Munich and most other markets, and every open seat delays features your sales team has already promised.",
      },
    ],
    approach: [
      {
        title: "Assess before adding people",
        body: "A two-week technical assessment covers architecture, delivery metrics, cloud cost and security gaps, and ends with a prioritised plan rather than a list of complaints.",
      },
      {
        title: "Dedicated teams inside your process",
        body: "Our engineers join your stand-ups, use your tools and follow your code review rules. Most teams work from Lahore, with overlap hours for GCC and European time zones.",
      },
      {
        title: "Fix the delivery pipeline first",
        body: "CI/CD, test automation and infrastructure as code usually pay back fastest, because every later feature ships through them.",
      },
      {
        title: "Plan the handover from the start",
        body: "As you hire your own engineers, we document, pair with them and step back on a transition plan agreed at the beginning of the engagement.",
      },
    ],
    services: [
      "our-team",
      "devops-ci-cd",
      "devops-cloud",
      "app-modernization",
      "quality-assurance",
      "product-management",
    ],
    stats: [
      { value: "2 weeks", label: "technical assessment with a prioritised plan" },
      { value: "85+", label: "engineers, designers and marketers to draw from" },
      { value: "4+ hrs", label: "daily overlap between Lahore and Central European hours" },
      { value: "140+", label: "projects delivered since 2022" },
    ],
    cta: {
      title: "Is your roadmap bigger than your team?",
      body: "Share your current architecture and hiring plan. We will suggest where extra engineers would help most, and where they would not.",
    },
  },
  enterprises: {
    title: "Enterprise Software Development and Modernisation | Alphai",
    description:
      "Alphai modernises legacy systems, integrates ERP and core platforms and builds secure customer apps for enterprises in the GCC, DACH and South Asia.",
    h1: "Modernise legacy systems without stopping the business that runs on them",
    intro:
      "Large organisations rarely start from a blank page. We work alongside your IT, security and procurement teams to replace ageing applications step by step, connect SAP, Oracle and in-house systems through well-governed APIs, and deliver customer and employee apps built to pass your security review.",
    challenges: [
      {
        icon: "refresh-cw",
        title: "Legacy systems nobody wants to touch",
        body: "Critical processes run on applications that are ten or twenty years old and whose original developers have left. Big-bang rewrites have failed before, so nobody wants to sponsor the next one.",
      },
      {
        icon: "layers",
        title: "Point-to-point integration",
        body: "Hand-built interfaces, nightly file transfers and shared databases make every change risky and every new digital channel slow to launch.",
      },
      {
        icon: "shield",
        title: "Security, audit and data residency",
        body: "Vendors must pass security questionnaires, penetration tests and data residency rules in the UAE, Saudi Arabia or under the EU GDPR before they write a line of code.",
      },
      {
        icon: "building",
        title: "Many stakeholders, one delivery plan",
        body: "Business units, central IT, security, procurement and works councils all have a say. Projects stall without someone who manages the dependencies as well as the code.",
      },
    ],
    approach: [
      {
        title: "Step-by-step modernisation",
        body: "We put an API layer in front of the legacy system and move capabilities across one at a time, running old and new side by side with automated comparison until each part is retired.",
      },
      {
        title: "Governed integration",
        body: "Contract-first APIs, event streams and change data capture replace nightly batches, with versioning, monitoring and ownership agreed up front.",
      },
      {
        title: "Security and compliance built in",
        body: "Threat modelling, dependency scanning, penetration testing and audit logging are part of every release, and hosting stays in the region your regulator expects.",
      },
      {
        title: "Transparent delivery governance",
        body: "A named delivery manager, fortnightly steering reports, a risk and dependency log and burn-up charts tied to budget, with fixed-price phases where procurement needs them.",
      },
    ],
    services: ["digital-transformation", "app-modernization", "java", "dotnet", "azure", "quality-assurance"],
    stats: [
      { value: "3", label: "regional offices: Dubai, Lahore and Munich" },
      { value: "18", label: "countries where our clients operate" },
      { value: "140+", label: "projects delivered by our teams" },
      { value: "4.9/5", label: "client rating from 57 reviews" },
    ],
    cta: {
      title: "Planning to retire a legacy system?",
      body: "Send us an overview of the system and what depends on it. We will propose a phased plan with a first slice you can take to your steering committee.",
    },
  },
  ngos: {
    title: "Software for NGOs and Development Organisations | Alphai",
    description:
      "Digital tools for non-profits, foundations and international development organisations: offline field apps, donor reporting and IATI data on grant budgets.",
    h1: "Digital tools for NGOs, foundations and development programmes",
    intro:
      "Non-profits, foundations and international development organisations need software that works in the field, stands up to donor scrutiny and can still be maintained after the grant ends. We build offline-first data collection apps, programme and M&E platforms and fundraising websites, scoped to grant budgets and handed over to your team or a local partner.",
    challenges: [
      {
        icon: "globe",
        title: "Fieldwork without reliable connectivity",
        body: "Health workers, teachers and enumerators work where mobile signal is patchy and power cuts are routine, often on low-cost Android phones shared between staff.",
      },
      {
        icon: "file-text",
        title: "Donor reporting that eats programme time",
        body: "Each donor wants different indicators, templates and deadlines. Staff spend weeks consolidating spreadsheets from country offices instead of running programmes.",
      },
      {
        icon: "lock",
        title: "Sensitive data about vulnerable people",
        body: "Beneficiary records, health data and information about children need informed consent, data minimisation and access controls that meet the GDPR and local data protection laws.",
      },
      {
        icon: "wallet",
        title: "Grant budgets and sustainability",
        body: "Funding arrives in fixed tranches under procurement rules, and systems must stay affordable to host and maintain once the project period is over.",
      },
    ],
    approach: [
      {
        title: "Field research before design",
        body: "We observe how staff actually work and test prototypes with them in local languages, including audio prompts and icon-led screens for users with limited literacy.",
      },
      {
        title: "Open standards and proven tools",
        body: "We integrate with DHIS2, KoboToolbox and ODK where they fit, and export IATI-compliant data, so you are not locked into custom software.",
      },
      {
        title: "Budgets matched to grant cycles",
        body: "Fixed-price phases aligned with funding tranches and donor milestones, with documentation that supports your procurement and audit requirements.",
      },
      {
        title: "Handover and capacity building",
        body: "We train your staff or a local partner, document hosting and support, and design for running costs you can carry after the grant.",
      },
    ],
    services: ["discovery", "android", "python", "postgresql", "marketing-websites", "app-support-maintenance"],
    stats: [
      { value: "2,000", label: "community health workers using a field app we built" },
      { value: "9", label: "countries reporting on one programme data platform" },
      { value: "3 days", label: "to compile a quarterly donor report, from three weeks" },
      { value: "180", label: "low-fee schools running our offline learning app" },
    ],
    cta: {
      title: "Writing a proposal with a digital component?",
      body: "We can help you scope and cost the technology part of a grant proposal and describe it in terms a donor's technical reviewer will accept.",
    },
  },
  "banking-finance": {
    title: "Banking and Fintech Software Development | Alphai",
    description:
      "Open banking APIs, KYC/AML onboarding and core banking integration for banks, lenders and fintechs in the GCC and DACH, built to stand up to regulators.",
    h1: "Banking and fintech software that regulators and customers can trust",
    intro:
      "Banks, lenders, payment companies and wealth platforms work under rules that shape every feature: PSD2 and open banking, KYC and AML, data residency and operational resilience. Our engineers have built onboarding apps, open banking API layers and core banking integrations for financial institutions in the GCC and the DACH region.",
    challenges: [
      {
        icon: "globe",
        title: "PSD2, open banking and open finance",
        body: "The EU's PSD2 and the open banking frameworks of Saudi Arabia, the UAE and Bahrain require consent-based APIs with strong customer authentication and demanding performance.",
      },
      {
        icon: "shield",
        title: "KYC, AML and fraud controls",
        body: "Onboarding must verify identity, screen against sanctions and PEP lists and feed transaction monitoring, without turning a three-minute sign-up into a three-day ordeal.",
      },
      {
        icon: "database",
        title: "Core banking integration",
        body: "Temenos, Finacle, Oracle FLEXCUBE and in-house cores were built for batch processing and branch terminals, not for mobile apps and third-party API traffic.",
      },
      {
        icon: "lock",
        title: "Resilience, security and audit",
        body: "The EU's DORA, PCI DSS for card data and central bank rules in the GCC demand tested recovery, strict access control and evidence that auditors can follow.",
      },
    ],
    approach: [
      {
        title: "Compliance in the backlog",
        body: "Regulatory requirements become user stories with acceptance criteria, reviewed with your compliance and risk teams before development rather than after it.",
      },
      {
        title: "An API layer in front of the core",
        body: "Change data capture, caching and idempotent transaction APIs decouple digital channels from the core, so mobile and partner traffic never overloads batch systems.",
      },
      {
        title: "Identity and screening done properly",
        body: "eKYC with liveness checks, national digital identity integration, sanctions and PEP screening and risk scoring, with every decision logged for audit.",
      },
      {
        title: "Release safely and often",
        body: "Automated tests, parallel runs against legacy systems and staged rollouts let you release every two weeks while meeting change-management rules.",
      },
    ],
    services: ["java", "react-native", "app-modernization", "devops-ci-cd", "quality-assurance", "azure"],
    stats: [
      { value: "0.6 s", label: "p95 open banking response time for a Bavarian bank" },
      { value: "99.95%", label: "API availability in the first year after cutover" },
      { value: "37%", label: "lower onboarding drop-off for a Riyadh digital lender" },
      { value: "71%", label: "of loan applications decided without manual review" },
    ],
    cta: {
      title: "Working on open banking, onboarding or a core migration?",
      body: "Talk to engineers who have integrated with core banking systems and sat through bank security reviews. We will tell you what is realistic in your timeline.",
    },
  },
  "retail-commerce": {
    title: "Retail and E-commerce Development | Alphai",
    description:
      "Headless storefronts, marketplace and ERP integration and fast mobile checkout for retailers and D2C brands selling in the GCC, Europe and South Asia.",
    h1: "E-commerce and retail technology that converts on mobile",
    intro:
      "Online retail is won or lost on a phone, in a few seconds. We build headless storefronts, mobile shopping apps and the integrations behind them, connecting commerce platforms to ERP, warehouse and marketplace systems, for D2C brands and multi-store retailers selling in Arabic, English and German.",
    challenges: [
      {
        icon: "gauge",
        title: "Slow mobile storefronts",
        body: "Themes overloaded with apps and scripts push Largest Contentful Paint past four seconds on mobile, and every extra second costs conversions and paid-media efficiency.",
      },
      {
        icon: "layers",
        title: "Stock across stores, warehouses and marketplaces",
        body: "Stock sold in stores, on your site and on marketplaces drifts out of sync, causing overselling, cancellations and penalties from marketplace operators.",
      },
      {
        icon: "wallet",
        title: "Checkout and invoicing expectations",
        body: "Shoppers expect Apple Pay, buy-now-pay-later instalments and, in some markets, cash on delivery, while e-invoicing rules such as Saudi Arabia's ZATCA phase two apply to every sale.",
      },
      {
        icon: "trending-up",
        title: "Peak sales without peak failures",
        body: "White Friday, Ramadan, Black Friday and end-of-season sales bring traffic spikes that expose slow queries, API rate limits and fragile integrations.",
      },
    ],
    approach: [
      {
        title: "Headless where it pays off",
        body: "We keep proven commerce platforms for checkout and orders and build fast front ends in Next.js or Nuxt, or stay on WooCommerce when that is the sensible choice.",
      },
      {
        title: "One source of truth for stock",
        body: "Event-driven integrations between ERP, warehouse, POS and marketplaces, with reconciliation jobs and alerts when the numbers disagree.",
      },
      {
        title: "Conversion work based on data",
        body: "Real-user performance monitoring, funnel analytics and A/B tests decide what changes on the storefront, not opinions in a meeting.",
      },
      {
        title: "Load-tested before the sale",
        body: "We load test against expected peak traffic, set up autoscaling and agree a war-room plan before every major campaign.",
      },
    ],
    services: ["react", "jamstack", "woocommerce", "ux-ui", "seo", "digital-campaigns"],
    stats: [
      { value: "29%", label: "higher mobile conversion for a Dubai fashion label" },
      { value: "1.8 s", label: "mobile LCP after moving to a headless storefront" },
      { value: "2.4x", label: "organic sessions within six months of relaunch" },
      { value: "18%", label: "fewer size-related returns after a rebuilt size guide" },
    ],
    cta: {
      title: "Is your store slower than your competitors'?",
      body: "Send us your store's address. We will review performance and conversion and show where the biggest gains are, before you commit to a rebuild.",
    },
  },
  "food-beverages": {
    title: "Food & Beverage Tech: Ordering and Kitchens | Alphai",
    description:
      "Ordering apps, delivery aggregator integration, kitchen display systems and loyalty for restaurants, cloud kitchens and food producers in the GCC and Pakistan.",
    h1: "Ordering, kitchen and loyalty systems for food and beverage brands",
    intro:
      "Restaurants, cloud kitchens, cafe chains and food producers work on thin margins, where a lost modifier or a late rider shows up directly in reviews and refunds. We build direct ordering apps, aggregator and POS integrations, kitchen display systems and traceability tools that keep orders accurate and customers coming back.",
    challenges: [
      {
        icon: "smartphone",
        title: "A tablet for every delivery aggregator",
        body: "Each aggregator brings its own tablet, menu format and order flow, so staff re-key orders into the POS and mistakes multiply at peak hours.",
      },
      {
        icon: "wallet",
        title: "Commission pressure",
        body: "Aggregator commissions of 20-30% eat the margin on every order, but building direct channels and loyalty programmes that customers actually use is hard.",
      },
      {
        icon: "utensils",
        title: "Menus, modifiers and allergens",
        body: "Menus change by branch, time of day and stock level. Allergen and dietary information has to stay accurate on every channel, or it becomes a safety issue.",
      },
      {
        icon: "check-circle",
        title: "Traceability and food safety records",
        body: "Producers and central kitchens need batch traceability, temperature logs and HACCP records that auditors and halal certifiers can check quickly.",
      },
    ],
    approach: [
      {
        title: "One order hub",
        body: "Orders from aggregators, websites, apps and call centres land in one normalised queue that feeds the POS and the kitchen screens.",
      },
      {
        title: "Direct ordering worth switching to",
        body: "Fast Flutter or React Native apps with saved baskets, loyalty points, group orders and delivery times based on live kitchen load.",
      },
      {
        title: "Kitchen display by station",
        body: "Items are routed to grill, fryer or cold stations, with prep-time tracking and allergen notes that cannot be missed.",
      },
      {
        title: "Digital food safety records",
        body: "Tablet checklists, Bluetooth temperature probes and batch records replace paper HACCP logs, with alerts when readings drift out of range.",
      },
    ],
    services: ["flutter", "node", "firestore", "gcp", "ux-ui", "email-marketing"],
    stats: [
      { value: "43%", label: "fewer order errors at peak for a cloud kitchen group" },
      { value: "24%", label: "of orders through direct channels, up from 9%" },
      { value: "11", label: "virtual restaurant brands served by one ordering app" },
      { value: "4 min", label: "shorter average time from order to dispatch" },
    ],
    cta: {
      title: "Running out of counter space for aggregator tablets?",
      body: "Tell us which aggregators, POS and kitchen setup you use. We will sketch how an order hub would work for your brands and what it would cost.",
    },
  },
  education: {
    title: "EdTech and Education Software Development | Alphai",
    description:
      "Learning platforms, LMS integrations, assessment tools and offline learning apps for schools, universities, edtech companies and education foundations.",
    h1: "Education technology that works in real classrooms",
    intro:
      "Schools, universities, edtech companies and education foundations need technology that teachers adopt and students can use on the devices they have. We build learning apps and platforms, integrate them with LMS and student information systems through LTI and xAPI, and design for accessibility, low bandwidth and the data protection rules that apply to minors.",
    challenges: [
      {
        icon: "layers",
        title: "Integration with LMS and student systems",
        body: "Moodle, Canvas, Blackboard, Google Classroom and student information systems each hold part of the picture. Without LTI 1.3, OneRoster or xAPI, teachers copy grades by hand.",
      },
      {
        icon: "lock",
        title: "Protecting students' data",
        body: "Learning records about children fall under the GDPR, FERPA in the US and local data protection laws, with strict rules on consent, profiling and retention.",
      },
      {
        icon: "timer",
        title: "Peaks at enrolment and exams",
        body: "Traffic can jump tenfold on results day, at registration or during online exams, and failures at those moments are the ones parents and the press remember.",
      },
      {
        icon: "graduation-cap",
        title: "Adoption by teachers",
        body: "Tools that add work for teachers are quietly abandoned, and low-connectivity schools and shared devices make adoption harder still.",
      },
    ],
    approach: [
      {
        title: "Design with teachers and learners",
        body: "Classroom observation and prototype testing with teachers and students, with accessibility checked against WCAG 2.2 AA.",
      },
      {
        title: "Standards-based integration",
        body: "LTI 1.3 for launching tools from the LMS, xAPI and SCORM for learning records, and OneRoster for class lists and grades.",
      },
      {
        title: "Offline-first where needed",
        body: "Apps that store lessons and assessments on the device and sync when a connection appears, tested on low-cost Android tablets.",
      },
      {
        title: "Insight teachers can act on",
        body: "Dashboards that show which learners need help this week, not only end-of-term statistics for head office.",
      },
    ],
    services: ["android", "react", "python", "postgresql", "ux-ui", "ai-integration"],
    stats: [
      { value: "180", label: "schools using an offline learning app we built" },
      { value: "3 days", label: "from classroom assessment to teacher dashboard" },
      { value: "14%", label: "numeracy gain in pilot schools within one year" },
      { value: "WCAG 2.2 AA", label: "accessibility baseline for every interface" },
    ],
    cta: {
      title: "Building or fixing a learning platform?",
      body: "Tell us who your learners are, which systems you already run and what devices they use. We will suggest a first release and how to integrate it.",
    },
  },
  healthcare: {
    title: "Healthcare Software Development: HIPAA, FHIR | Alphai",
    description:
      "Patient apps, HL7 FHIR integration and secure clinical workflows for hospitals, clinics, digital health companies and NGOs, designed for HIPAA and GDPR.",
    h1: "Healthcare software that connects clinical systems and keeps patient data safe",
    intro:
      "Hospitals, clinic networks, digital health companies and global health programmes need software that fits clinical workflows, talks to existing EHRs and protects some of the most sensitive data there is. We build patient apps, integration layers and field tools with HIPAA, GDPR and local health data rules in the requirements from the first sprint.",
    challenges: [
      {
        icon: "lock",
        title: "HIPAA, GDPR and health data residency",
        body: "Health data needs encryption, access control and audit trails, and regulators in the UAE, Saudi Arabia and the EU restrict where it may be stored and who may see it.",
      },
      {
        icon: "refresh-cw",
        title: "Interoperability with EHRs and exchanges",
        body: "EHRs speak HL7 v2, proprietary APIs or partial FHIR. Connecting them to apps, labs and exchanges such as Dubai's NABIDH or Abu Dhabi's Malaffi takes careful mapping.",
      },
      {
        icon: "calendar",
        title: "No-shows and overloaded call centres",
        body: "Phone-only booking, missed appointments and results sent by email waste clinical capacity and frustrate patients.",
      },
      {
        icon: "activity",
        title: "Clinical safety",
        body: "A wrong dose or a missed danger sign has real consequences, so clinicians must shape design and testing, and some features may fall under medical device rules.",
      },
    ],
    approach: [
      {
        title: "FHIR-first integration",
        body: "We translate HL7 v2 messages and vendor APIs into FHIR R4 resources behind one audited API, so new apps and partners integrate once.",
      },
      {
        title: "Privacy and security by design",
        body: "Data protection impact assessments, minimum necessary access, encryption, in-region hosting and penetration testing before each major release.",
      },
      {
        title: "Clinicians in the loop",
        body: "Doctors, nurses and health workers review flows and test releases, and a clinical safety review is part of our definition of done.",
      },
      {
        title: "Built for patients and field staff",
        body: "Arabic and English patient apps with accessible interfaces, and offline-first tools for community health workers on basic Android phones.",
      },
    ],
    services: ["react-native", "android", "dotnet", "azure", "quality-assurance", "ai-integration"],
    stats: [
      { value: "31%", label: "fewer outpatient no-shows at a GCC hospital group" },
      { value: "26%", label: "lower call-centre volume after the patient app launch" },
      { value: "2,000", label: "community health workers using an app we built" },
      { value: "FHIR R4", label: "resources served through one audited integration API" },
    ],
    cta: {
      title: "Connecting an EHR, a patient app or a field programme?",
      body: "Tell us which clinical systems you run and where your data must stay. We will map the integration and the compliance work before any code is written.",
    },
  },
  "social-networking": {
    title: "Social and Community App Development | Alphai",
    description:
      "Feeds, chat, moderation and growth features for social networks and community apps, built to scale and to meet the EU Digital Services Act from launch.",
    h1: "Community and social apps that grow without losing control",
    intro:
      "Social products live or die on engagement and trust. We build feeds, messaging, groups and creator tools, the real-time infrastructure behind them, and moderation systems that combine AI classification with human judgement, so communities can grow safely from their first thousand members.",
    challenges: [
      {
        icon: "zap",
        title: "Real-time features at scale",
        body: "Feeds, chat, presence and notifications need WebSockets, fan-out and caching that hold up when a post takes off, not only in the demo.",
      },
      {
        icon: "shield",
        title: "Moderation and platform rules",
        body: "Spam, harassment and illegal content arrive on day one. The EU Digital Services Act and app store rules require notice-and-action, statements of reasons and appeals.",
      },
      {
        icon: "trending-up",
        title: "Retention after the launch spike",
        body: "Most community apps see a burst of downloads, then silence. Onboarding, notifications and content ranking decide whether members come back next week.",
      },
      {
        icon: "lock",
        title: "Privacy, minors and location data",
        body: "Profiles, messages and location reveal a great deal. Age assurance, privacy settings and data minimisation have to be designed in, not bolted on later.",
      },
    ],
    approach: [
      {
        title: "A narrow first release",
        body: "We help you launch one core loop well, such as local posts or group chat, and add features based on how members actually behave.",
      },
      {
        title: "Real-time architecture that scales",
        body: "Node.js services with WebSockets, Redis and message queues, and MongoDB or PostgreSQL chosen for your access patterns rather than habit.",
      },
      {
        title: "Moderation with humans in charge",
        body: "Language models and image classifiers triage content in several languages, while trained moderators decide borderline cases and record a reason for each.",
      },
      {
        title: "Measure what keeps members",
        body: "Cohort retention, activation events and notification experiments, reviewed with you every sprint.",
      },
    ],
    services: ["react-native", "node", "mongodb", "ai-integration", "ux-ui", "product-development"],
    stats: [
      { value: "16 weeks", label: "from discovery sprint to public launch of a community app" },
      { value: "11,400", label: "verified members in that app's first four months" },
      { value: "4 hours", label: "median time to resolve a member's report" },
      { value: "41%", label: "of members active each week" },
    ],
    cta: {
      title: "Building a community, not just an app?",
      body: "Tell us who your members are and what they come for. We will help you pick the first core loop and the moderation setup it needs.",
    },
  },
  "travel-hospitality": {
    title: "Travel and Hospitality Software Development | Alphai",
    description:
      "Booking engines, channel manager and OTA integration, guest apps and revenue tools for hotels, holiday rental operators, tour companies and travel start-ups.",
    h1: "Travel and hospitality software that wins more direct bookings",
    intro:
      "Hotels, holiday rental operators, tour companies and travel platforms compete with online travel agencies on speed, price clarity and availability guests can trust. We build booking engines, channel manager and GDS integrations, guest apps and revenue tools that keep inventory accurate and bring more bookings through your own channels.",
    challenges: [
      {
        icon: "calendar",
        title: "Availability across many channels",
        body: "Rooms and properties sold through OTAs, channel managers, GDS and your own site drift out of sync, and overbookings mean relocations, refunds and bad reviews.",
      },
      {
        icon: "search",
        title: "Slow search and hidden prices",
        body: "Guests abandon searches that take seconds to load or reveal the total price only at the last step, especially on mobile.",
      },
      {
        icon: "wallet",
        title: "OTA commissions",
        body: "Commissions of 15-25% make direct bookings valuable, but direct channels need the speed, payment options and trust signals of the big platforms.",
      },
      {
        icon: "plane",
        title: "Seasonal peaks and complex pricing",
        body: "High season, events and holidays bring traffic spikes and pricing rules by length of stay, occupancy and channel that spreadsheets cannot keep up with.",
      },
    ],
    approach: [
      {
        title: "Inventory you can trust",
        body: "Webhook-based channel manager sync, reconciliation jobs and database constraints that make overlapping bookings impossible.",
      },
      {
        title: "Fast, transparent booking",
        body: "Search built on PostgreSQL with PostGIS or on Elasticsearch, with total prices including taxes and fees shown from the first results page.",
      },
      {
        title: "Direct channel growth",
        body: "Server-rendered destination pages, structured data, loyalty and email journeys that win back guests who first booked through an OTA.",
      },
      {
        title: "Ready for high season",
        body: "Load tests, read replicas and autoscaling on AWS, Azure or Google Cloud, agreed and rehearsed well before peak dates.",
      },
    ],
    services: ["python", "postgresql", "vue", "aws", "seo", "email-marketing"],
    stats: [
      { value: "3", label: "double bookings in a winter season, down from 71" },
      { value: "420 ms", label: "p95 search time, down from up to six seconds" },
      { value: "21%", label: "of revenue from direct bookings, up from 12%" },
      { value: "2,300", label: "holiday homes on a booking platform we rebuilt" },
    ],
    cta: {
      title: "Losing bookings to OTAs or overbookings?",
      body: "Tell us which channel manager, PMS and booking engine you use. We will show where availability drifts and what a faster direct booking path would take.",
    },
  },
  "supply-chain-logistics": {
    title: "Logistics and Supply Chain Software Development | Alphai",
    description:
      "Track and trace, EDI integration, driver apps, warehouse and transport systems and ETA prediction for forwarders, 3PLs, distributors and shippers.",
    h1: "Logistics software that gives every shipment one timeline",
    intro:
      "Freight forwarders, 3PLs, distributors and shippers run on data scattered across carriers, warehouses, trucks and customs systems. We connect those sources through EDI and APIs, build driver and warehouse apps that work offline, and give your customers live visibility and ETAs they can plan around.",
    challenges: [
      {
        icon: "search",
        title: '"Where is my shipment?"',
        body: "Milestones are spread across carrier portals, telematics, WMS scans and emails, so customer service spends its day looking things up instead of handling exceptions.",
      },
      {
        icon: "git-branch",
        title: "EDI and API demands from shippers",
        body: "Large customers require EDIFACT or X12 status messages, APIs and portal access as a condition of contract, often at short notice.",
      },
      {
        icon: "truck",
        title: "Last mile and driver workflows",
        body: "Paper delivery notes, missing proof of delivery and unreachable drivers lead to disputes, delayed invoicing and failed deliveries.",
      },
      {
        icon: "bar-chart",
        title: "Planning on unreliable data",
        body: "Without accurate arrival times and warehouse throughput data, dock schedules, labour and transport capacity are planned on guesswork.",
      },
    ],
    approach: [
      {
        title: "Event-driven integration",
        body: "We ingest EDI messages, carrier APIs, telematics and warehouse scans into one event stream and match every event to a shipment.",
      },
      {
        title: "Offline-first field apps",
        body: "Driver and warehouse apps in Flutter or native Android with barcode scanning, photo proof of delivery and signatures that sync when coverage returns.",
      },
      {
        title: "Predictive ETAs",
        body: "Models trained on your own milestone history predict arrival times per leg, and customers are alerted before a shipment misses its window.",
      },
      {
        title: "Integration with ERP, WMS and TMS",
        body: "Connectors for SAP, Oracle, Microsoft Dynamics and the WMS and TMS products you already run, with monitoring and replay for failed messages.",
      },
    ],
    services: ["digital-transformation", "java", "node", "flutter", "big-data", "aws"],
    stats: [
      { value: "48%", label: "fewer status enquiries for a Jebel Ali forwarder" },
      { value: "83%", label: "of delivery ETAs accurate to within two hours" },
      { value: "350", label: "trucks connected to one shipment timeline" },
      { value: "99%", label: "of deliveries with digital proof of delivery" },
    ],
    cta: {
      title: "Still answering tracking requests by email?",
      body: "Tell us which carriers, warehouse and transport systems you run. We will outline how to bring them into one shipment timeline, starting with your largest customers.",
    },
  },
  sports: {
    title: "Sports Technology and Fan App Development | Alphai",
    description:
      "League management, booking, live scores, fan apps and programme data platforms for clubs, leagues, sports start-ups and sports-for-development charities.",
    h1: "Sports technology for clubs, leagues, fans and grassroots programmes",
    intro:
      "From amateur leagues to professional clubs and sports-for-development charities, sport runs on schedules, results and communities. We build league and club management tools, facility booking, live score and fan apps, and programme data platforms that cope with match-day traffic and the admin that happens between games.",
    challenges: [
      {
        icon: "calendar",
        title: "Scheduling and admin overload",
        body: "Fixtures, pitches, referees, player availability and fees are still run from spreadsheets and group chats, taking up organisers' and volunteers' evenings.",
      },
      {
        icon: "zap",
        title: "Match-day traffic spikes",
        body: "Live scores, ticket releases and streams spike traffic within seconds of kick-off or a goal, and apps that stall lose fans to social media.",
      },
      {
        icon: "users",
        title: "Fan and member engagement",
        body: "Clubs need reasons for fans and members to open the app between matches: content, predictions, loyalty rewards and membership benefits.",
      },
      {
        icon: "heart",
        title: "Data on young players",
        body: "Academies and youth programmes hold data about minors, which needs parental consent, minimal collection and strict access control.",
      },
    ],
    approach: [
      {
        title: "Automate the admin",
        body: "Fixture generation, availability polls, referee assignment and in-app payments for fees and pitch bookings.",
      },
      {
        title: "Real-time where it matters",
        body: "Live scores and standings on Firestore or WebSockets, with push notifications and CDN caching that hold up on match day.",
      },
      {
        title: "Engagement built on data",
        body: "Membership, loyalty and content features prioritised from analytics on what fans and players actually use.",
      },
      {
        title: "Safeguarding by design",
        body: "Consent flows for parents, role-based access and data minimisation for anything that involves children.",
      },
    ],
    services: ["flutter", "firestore", "react", "ux-ui", "discovery", "gcp"],
    stats: [
      { value: "640", label: "amateur football teams on a league app we built" },
      { value: "90%", label: "of league fees collected in the app" },
      { value: "15 hrs", label: "of admin saved per league each month" },
      { value: "27,000", label: "young people in a sports charity's programme data" },
    ],
    cta: {
      title: "Running a league, club or sports programme?",
      body: "Tell us what takes up your organisers' time and what your fans or participants ask for. We will suggest a first release you can launch before next season.",
    },
  },
} satisfies Record<string, z.input<typeof audienceSchema>>;
