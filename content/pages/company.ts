/**
 * Company pages: the home page, the About pages (story, careers, life at
 * Alphai, engagement models) and the index pages (work, resources, gallery,
 * contact). Leadership and staff named here are fictional.
 */
import type { z } from "zod";
import type { careersSchema, engagementSchema, homeSchema, lifeSchema, simplePageSchema, storySchema } from "../schema";

export const homePage = {
  title: "Software Development & Digital Agency | Alphai",
  description:
    "Alphai designs, builds and markets web and mobile products for startups, scale-ups and enterprises from offices in Dubai, Lahore and Munich.",
  eyebrow: "Product engineering, design and marketing",
  h1: "Software and digital products, built by one accountable team",
  intro:
    "Alphai is a software and digital services agency founded in 2022. Our 85+ engineers, designers and marketers take products from the first discovery workshop to release, cloud operations and growth campaigns, working from Dubai, Lahore and Munich so that your team always has overlapping hours with ours.",
  stats: [
    { value: "85+", label: "engineers, designers and marketers" },
    { value: "140+", label: "projects delivered since 2022" },
    { value: "18", label: "countries our clients operate in" },
    { value: "4.9/5", label: "average rating from 57 client reviews" },
  ],
  process: [
    {
      title: "Discover",
      body: "A short, fixed-fee discovery phase: stakeholder interviews, user research and a technical audit, ending with a clickable prototype, a prioritised backlog and an estimate you can plan around.",
    },
    {
      title: "Design",
      body: "Designers and engineers work in the same sprint: user flows, a Figma design system with shared tokens, and usability tests with real users before expensive code is written.",
    },
    {
      title: "Build and test",
      body: "Two-week sprints with a demo at the end of each, code review on every pull request, automated tests in CI and a staging environment you can use at any time.",
    },
    {
      title: "Launch",
      body: "Infrastructure as code, monitored releases, app store submissions and a rollback plan. Launch day is rehearsed, not improvised.",
    },
    {
      title: "Operate and grow",
      body: "Support with agreed response times, dependency and OS updates, performance monitoring, and SEO and campaign work that brings people to what we built together.",
    },
  ],
  whoWeServe:
    "Founders who need an MVP in front of users within a quarter, scale-ups whose product has outgrown its first architecture, enterprises modernising core systems without stopping the business, and NGOs that need dependable software on a careful budget.",
  industries:
    "We have shipped software for digital lenders and banks, retailers and restaurant groups, schools and clinics, logistics operators, travel brands, sports clubs and social platforms, so we usually know the regulations, integrations and peak-season traffic of your sector before the first call.",
  cta: {
    title: "Tell us what you want to build",
    body: "Share a few lines about your product and timeline. A lead from the relevant practice replies within one working day with questions, not a sales script.",
  },
} satisfies z.input<typeof homeSchema>;

export const storyPage = {
  title: "Our Story: From Lahore Studio to Three Offices | Alphai",
  description:
    "How Alphai grew from a nine-person studio in 2022 to 85+ people in Dubai, Lahore and Munich, plus the mission, values and leaders behind the work.",
  h1: "Our story",
  intro:
    "Alphai started in 2022 with a simple observation: clients were tired of agencies that sold a senior team and staffed a junior one. We set out to build a company where the people in the pitch are the people in the sprint, and where engineering, design and marketing sit in one team instead of three vendors.",
  mission:
    "Our mission is to give ambitious organisations in the Gulf, South Asia and Europe a product team they can trust: senior enough to challenge a brief, transparent about cost and progress, and still around to support what we built long after launch.",
  milestones: [
    {
      year: 2022,
      title: "A nine-person studio in Lahore",
      body: "Hamza Qureshi and Sana Malik founded Alphai with seven engineers in a shared office in Lahore. The first clients were a Dubai property portal and a Karachi-based payments startup, both still working with us today.",
    },
    {
      year: 2023,
      title: "Opening the GCC office in Dubai",
      body: "With a growing share of work coming from the UAE and Saudi Arabia, we opened an office in Business Bay, Dubai, for discovery workshops, design and account leadership close to our Gulf clients.",
    },
    {
      year: 2024,
      title: "Munich and the DACH market",
      body: "Jonas Weber joined to open our DACH office in Munich. German-speaking clients brought new standards for documentation, data protection and accessibility, which now shape how every Alphai project is run.",
    },
    {
      year: 2025,
      title: "Marketing and brand join engineering",
      body: "We added digital marketing, brand strategy and content teams so clients could launch and grow a product with one partner. The same year we passed 100 delivered projects.",
    },
    {
      year: 2026,
      title: "85+ people, 140+ projects, 18 countries",
      body: "Today more than 85 engineers, designers and marketers work across our three offices, with Lahore as the main engineering centre and a dedicated AI integration practice serving clients in 18 countries.",
    },
  ],
  values: [
    {
      icon: "handshake",
      title: "Say what we will do, then do it",
      body: "Estimates come with their assumptions written down. When something changes, clients hear it from us in the next stand-up, not at the end of the month.",
    },
    {
      icon: "users",
      title: "Senior people on the work",
      body: "Every project has a lead engineer and a lead designer with shipped products behind them, and they stay on the project rather than moving on after the kick-off.",
    },
    {
      icon: "check-circle",
      title: "Quality is part of the estimate",
      body: "Code review, automated tests and accessibility checks are planned and priced from the start, never cut quietly when a deadline gets close.",
    },
    {
      icon: "lightbulb",
      title: "Challenge the brief",
      body: "We ask why a feature is needed before we ask how to build it. Sometimes the most useful advice we give is to build less.",
    },
    {
      icon: "graduation-cap",
      title: "Keep learning in public",
      body: "Internal guilds, conference talks and open write-ups of our own mistakes keep the team sharp and make us easier to work with.",
    },
  ],
  leadership: [
    {
      name: "Hamza Qureshi",
      role: "Co-founder and Chief Executive Officer",
      bio: "Hamza spent eleven years building payments and e-commerce platforms in Dubai before co-founding Alphai. He leads strategy and the GCC office and still joins most discovery workshops with new clients.",
    },
    {
      name: "Sana Malik",
      role: "Co-founder and Chief Technology Officer",
      bio: "Sana led engineering teams at a Lahore software house and a Berlin fintech. She runs the Lahore engineering centre, sets our architecture and security standards, and reviews every technical proposal we send.",
    },
    {
      name: "Jonas Weber",
      role: "Managing Director, DACH",
      bio: "Jonas joined in 2024 after a decade in digital product consulting in Munich. He leads client partnerships in Germany, Austria and Switzerland and owns our data protection and compliance practice.",
    },
    {
      name: "Layla Haddad",
      role: "Head of Design",
      bio: "Layla built design systems for banks and government services in the Gulf. She leads Alphai's designers across all three offices and champions bilingual, right-to-left-ready interfaces.",
    },
    {
      name: "Bilal Chaudhry",
      role: "Head of Delivery",
      bio: "Bilal has run delivery for more than sixty Alphai projects. He owns our engagement models, estimation practice and the reporting every client receives at the end of each sprint.",
    },
  ],
  cta: {
    title: "Meet the team behind the story",
    body: "Book a call with one of our leads in Dubai, Lahore or Munich and talk through your product with the people who would actually build it.",
  },
} satisfies z.input<typeof storySchema>;

export const careersPage = {
  title: "Careers: Engineering, Design & Marketing Jobs | Alphai",
  description:
    "Open roles at Alphai in Lahore, Dubai, Munich and remote: engineering, design, QA and marketing jobs with senior mentors and real client products.",
  h1: "Careers at Alphai",
  intro:
    "We hire engineers, designers, QA specialists and marketers who want to ship real products for real clients, learn from senior colleagues and have a say in how the work is done. Roles are based in Lahore, Dubai or Munich, and some are open to remote candidates.",
  whyJoin: [
    {
      icon: "rocket",
      title: "Products that reach users",
      body: "You will work on fintech apps, healthcare platforms, marketplaces and NGO tools that launch to real users, not internal prototypes that never leave a slide deck.",
    },
    {
      icon: "graduation-cap",
      title: "A yearly learning budget",
      body: "Every team member has a personal budget for courses, certifications and conferences, plus paid time for our internal guilds in front-end, mobile, cloud and design.",
    },
    {
      icon: "globe",
      title: "Three offices, one team",
      body: "Work with colleagues and clients across the Gulf, South Asia and Europe, with the option of short assignments in another Alphai office.",
    },
    {
      icon: "users",
      title: "Mentors, not just managers",
      body: "Each new joiner is paired with a senior mentor and follows a written growth framework, so promotion criteria are clear rather than negotiated.",
    },
  ],
  hiringProcess: [
    {
      title: "Application review",
      body: "A hiring manager from the relevant team reads every application and replies within ten working days, whatever the outcome.",
    },
    {
      title: "Introductory call",
      body: "A 30-minute conversation about your experience, what you want from your next role and the questions you have about Alphai.",
    },
    {
      title: "Practical exercise",
      body: "A short, paid take-home task or a live pairing session on a realistic problem. We never ask for unpaid work on client projects.",
    },
    {
      title: "Team interview",
      body: "Meet the people you would work with, walk through your exercise and discuss how you approach trade-offs, feedback and collaboration.",
    },
    {
      title: "Offer",
      body: "A written offer with salary, benefits and start date, usually within a week of the team interview.",
    },
  ],
  howToApply:
    "Open a role above and apply with the form on its page: your CV, a short note on why the role interests you and, if you like, links to a portfolio or GitHub profile. If no current role fits, send an open application by e-mail and tell us which team you would like to join.",
  noRoles:
    "There are no open roles at the moment. Send an open application to careers@alphai.tech and we will contact you when a matching position opens.",
} satisfies z.input<typeof careersSchema>;

export const lifePage = {
  title: "Life at Alphai: Culture, Benefits and Team | Alphai",
  description:
    "What working at Alphai is like: guilds, hackathons, flexible hours, learning budgets and team days across our Dubai, Lahore and Munich offices.",
  h1: "Life at Alphai",
  intro:
    "Alphai is a company of builders spread across three offices and several time zones. We try to keep the good parts of a small studio, such as short feedback loops and people who know each other, while giving everyone the structure and growth paths of a larger firm.",
  culture: [
    {
      icon: "message-square",
      title: "Write it down",
      body: "Decisions, architecture notes and retrospectives are written and shared, so that colleagues in another office or time zone never depend on a conversation they missed.",
    },
    {
      icon: "code",
      title: "Guilds across projects",
      body: "Front-end, mobile, cloud, QA and design guilds meet every two weeks to share patterns, review tooling and agree on the standards every project follows.",
    },
    {
      icon: "heart",
      title: "Sustainable pace",
      body: "We plan for normal working hours. Evening and weekend work is the exception, is agreed in advance and is compensated with time off.",
    },
    {
      icon: "compass",
      title: "Ownership with support",
      body: "Engineers and designers talk to clients directly and own their features, with leads who step in to help rather than to take over.",
    },
  ],
  benefits: [
    {
      icon: "graduation-cap",
      title: "Learning budget",
      body: "A yearly personal budget for courses, books, certifications and conferences, plus paid study time before certification exams.",
    },
    {
      icon: "heart",
      title: "Health cover",
      body: "Private health insurance for employees and their immediate family, with coverage adapted to the rules of each country we operate in.",
    },
    {
      icon: "timer",
      title: "Flexible hours",
      body: "Core collaboration hours with flexible start and finish times, and hybrid working arrangements agreed with each team.",
    },
    {
      icon: "plane",
      title: "Office exchanges",
      body: "Short assignments in Dubai, Lahore or Munich for team members who want to work closer to clients or colleagues in another region.",
    },
    {
      icon: "monitor",
      title: "Proper equipment",
      body: "A current laptop of your choice, a second monitor and a home-office allowance for those who work remotely part of the week.",
    },
    {
      icon: "users",
      title: "Parental leave",
      body: "Paid parental leave above the statutory minimum in each country, and a phased return to work for new parents.",
    },
  ],
  moments: [
    {
      slug: "quarterly-hackathon",
      title: "Quarterly hackathon",
      caption:
        "Two days each quarter to build internal tools and experiments. Several of our delivery templates started as hackathon projects.",
      alt: "Illustration: two people at a whiteboard of hack ideas on sticky notes with vote dots, one adding a note, and a laptop on a table.",
    },
    {
      slug: "friday-demos",
      title: "Friday demos",
      caption:
        "Every other Friday, squads demo what they shipped to the whole company over video, followed by questions from other offices.",
      alt: "Illustration: a laptop showing a video call with a shared phone app screen and four participants, one raising a hand.",
    },
    {
      slug: "annual-offsite",
      title: "Annual offsite",
      caption:
        "Once a year the whole company meets in one place for planning sessions, talks by colleagues and a day without laptops.",
      alt: "Illustration: four colleagues walking up a hill path towards a flag, with a tree, a second hill and the sun behind them.",
    },
    {
      slug: "ramadan-iftars",
      title: "Ramadan iftars",
      caption:
        "During Ramadan the Dubai and Lahore offices adjust working hours and host iftar dinners for the team, clients and families.",
      alt: "Illustration: a table with a plate of dates, a water jug and two glasses, a lantern hanging above and a crescent moon in the window.",
    },
    {
      slug: "guild-talks",
      title: "Guild talks",
      caption:
        "Short internal talks on topics such as React Server Components, Terraform module design or accessibility audits, recorded for all offices.",
      alt: "Illustration: a speaker at a lectern beside a slide of a component diagram, an audience seen from behind and a camera on a tripod.",
    },
    {
      slug: "munich-summer-day",
      title: "Munich summer day",
      caption:
        "The Munich team hosts colleagues from other offices for a summer day of workshops by the Isar and a team dinner.",
      alt: "Illustration: three colleagues at a picnic table by a river, with trees, an arched bridge and the sun behind them.",
    },
  ],
  cta: {
    title: "Like what you see?",
    body: "Browse our open roles in engineering, design, QA and marketing, or send an open application and tell us how you would like to contribute.",
  },
} satisfies z.input<typeof lifeSchema>;

export const engagementPage = {
  title: "Engagement Models: Fixed Price, Team or T&M | Alphai",
  description:
    "Compare Alphai's fixed price, dedicated team and time & material models by budget predictability, scope flexibility, involvement and billing.",
  h1: "Engagement models",
  intro:
    "How you contract a project matters as much as who builds it. We offer three engagement models: fixed price, dedicated team, and time & material. Each suits a different balance of scope certainty, flexibility and involvement, and many clients move from one to another as a product matures.",
  models: [
    {
      id: "fixed-price",
      name: "Fixed price",
      summary:
        "An agreed scope, timeline and price for a clearly defined deliverable. We usually start with a paid discovery phase so that the scope is specific enough to price responsibly.",
      bestFor: [
        "MVPs and projects with well-understood requirements and a firm budget",
        "Marketing websites, redesigns and clearly bounded feature sets",
        "Organisations whose procurement rules require a fixed contract value",
      ],
      budget: { min: 25_000, max: 150_000, per: "project" },
      pricing: "Quoted per milestone after discovery; a two-week discovery phase costs $5,000 to $9,000.",
      minimum: "Projects from $15,000 and about six weeks of work, usually after a paid discovery phase.",
    },
    {
      id: "dedicated-team",
      name: "Dedicated team",
      summary:
        "A full-time team of engineers, designers and QA specialists that works only on your product, under your priorities, for a monthly fee per role and a minimum term.",
      bestFor: [
        "Long-running products with a continuous roadmap",
        "Scale-ups that need to grow engineering capacity faster than they can hire",
        "Companies that want an extension of their in-house team with stable people",
      ],
      budget: { min: 15_000, max: 50_000, per: "month" },
      pricing: "A monthly fee per full-time person, from about $4,200 for a QA engineer to $7,500 for a lead.",
      minimum:
        "One full-time specialist for three months, then one month's notice; most teams have three to eight people.",
    },
    {
      id: "time-material",
      name: "Time & material",
      summary:
        "You pay for the hours actually worked at agreed rates, with the scope adjusted sprint by sprint. Ideal when requirements are expected to change as you learn.",
      bestFor: [
        "Evolving products where priorities change based on user feedback",
        "Audits, integrations and modernisation work with unknowns",
        "Support and improvements after launch with a variable monthly load",
      ],
      budget: { min: 6_000, max: 30_000, per: "month" },
      pricing: "Hours logged at $38 to $65 an hour depending on the role, reported weekly and invoiced monthly.",
      minimum: "80 hours a month for at least two months, with two weeks' notice to scale down.",
    },
  ],
  comparison: [
    {
      criterion: "Budget predictability",
      values: [
        "High: total price agreed before work starts",
        "High per month: fixed fee per team member",
        "Medium: estimates per sprint, cost follows hours",
      ],
    },
    {
      criterion: "Flexibility to change scope",
      values: [
        "Low: changes go through a change request",
        "High: you reprioritise the backlog at any time",
        "High: scope is adjusted every sprint",
      ],
    },
    {
      criterion: "Client involvement",
      values: [
        "Moderate: sign-offs at milestones",
        "High: you set priorities and join ceremonies",
        "High: sprint planning and reviews together",
      ],
    },
    {
      criterion: "Team composition",
      values: [
        "Chosen by Alphai to fit the agreed scope",
        "Chosen with you, people stay on your product",
        "Flexible mix of roles, scaled up or down per sprint",
      ],
    },
    {
      criterion: "Billing",
      values: [
        "By milestone, against accepted deliverables",
        "Monthly, per full-time team member",
        "Monthly, by hours logged and reported",
      ],
    },
    {
      criterion: "Best project size",
      values: [
        "Small to medium, roughly 1 to 6 months",
        "Medium to large, 6 months or longer",
        "Any size, especially open-ended work",
      ],
    },
    {
      criterion: "Ramp-up time",
      values: ["2 to 4 weeks, including discovery", "2 to 6 weeks, depending on roles", "1 to 2 weeks"],
    },
  ],
  budgetNote:
    "Figures are in US dollars, excluding VAT and third-party costs such as cloud hosting, licences and app store fees. We invoice in USD, EUR or AED. Your written proposal gives a fixed price or a monthly figure for your scope before anything is signed.",
  exampleTeam: {
    title: "An example team: a mobile product after launch",
    model: "dedicated-team",
    context:
      "A scale-up with a live React Native app and a Node.js back end, shipping every two weeks and growing its feature set. Work is led from our Dubai or Munich office and built by engineers in Lahore, in your time zone's working hours.",
    members: [
      {
        role: "Delivery lead",
        allocation: 50,
        does: "Runs planning and reviews with your product owner, reports progress and risks every week.",
      },
      {
        role: "Senior React Native engineer",
        allocation: 100,
        does: "Leads the app's architecture, reviews code and handles store releases.",
      },
      {
        role: "React Native engineer",
        allocation: 100,
        does: "Builds features in the app and the shared component library.",
      },
      {
        role: "Node.js engineer",
        allocation: 100,
        does: "Builds the APIs, integrations and background jobs behind the app.",
      },
      {
        role: "QA engineer",
        allocation: 100,
        does: "Writes automated end-to-end tests and checks each release on real devices.",
      },
      {
        role: "UX/UI designer",
        allocation: 50,
        does: "Designs new flows, runs quick usability tests and keeps the design system current.",
      },
      {
        role: "DevOps engineer",
        allocation: 20,
        does: "Looks after the pipelines, environments, monitoring and cloud costs.",
      },
    ],
    monthly: 28_500,
  },
  faqs: [
    {
      question: "Can we switch engagement models during a project?",
      answer:
        "Yes. A common path is a fixed-price discovery and MVP, followed by a dedicated team or time & material once the product is live and priorities change every sprint. We agree the switch at a milestone so that nothing is left half-finished.",
    },
    {
      question: "How do you handle change requests under a fixed price?",
      answer:
        "Changes are welcome, but each one is estimated in writing before work starts. You can add it to the scope at the quoted cost, swap it for a feature of similar size, or leave it for a later phase.",
    },
    {
      question: "What is the minimum term for a dedicated team?",
      answer:
        "Usually three months, with a one-month notice period afterwards. Shorter terms are possible for single specialists joining an existing team.",
    },
    {
      question: "Who owns the code and intellectual property?",
      answer:
        "You do, in every model. Our contracts assign intellectual property to the client on payment, and code lives in your repositories from the first commit whenever possible.",
    },
  ],
  cta: {
    title: "Not sure which model fits?",
    body: "Describe your project, budget and timeline, and our delivery lead will recommend a model and explain the trade-offs in a 30-minute call.",
  },
} satisfies z.input<typeof engagementSchema>;

export const workPage = {
  title: "Our Work: Case Studies and Client Projects | Alphai",
  description:
    "Case studies of Alphai projects: fintech apps, e-commerce platforms, healthcare portals and modernised enterprise systems, with measurable results.",
  h1: "Our work",
  intro:
    "A selection of the 140+ projects we have delivered since 2022, for startups, scale-ups, enterprises and NGOs across banking, retail, healthcare, logistics, education and more. Each case study explains the problem, what we built, and the results the client measured after launch. Client names are withheld where agreements require it.",
  cta: {
    title: "Have a similar project in mind?",
    body: "Tell us about your product and we will share the case studies and lessons most relevant to it on a short call.",
  },
} satisfies z.input<typeof simplePageSchema>;

export const resourcesPage = {
  title: "Resources: Guides on Software Projects | Alphai",
  description:
    "Practical guides from Alphai on engagement models, MVP discovery, app budgets, GDPR readiness for DACH and legacy modernisation for product owners.",
  h1: "Resources for planning software projects",
  intro:
    "Articles and guides written by our engineers, designers and delivery leads for people who commission software: how to choose an engagement model, what a discovery phase should deliver, how to budget an app, and how to prepare a product for European data protection rules.",
  cta: {
    title: "Have a question we have not covered?",
    body: "Send it to us. If the answer is useful to others, it may become our next guide; either way, one of our leads will reply to you directly.",
  },
} satisfies z.input<typeof simplePageSchema>;

export const galleryPage = {
  title: "Gallery: Illustrations of Our Studio and Team | Alphai",
  description:
    "Original illustrations of Alphai's studios in Dubai, Lahore and Munich, our workshops, hackathons, design sprints, offsites and the work we do.",
  h1: "Gallery",
  intro:
    "Drawings, not photographs: original illustrations of everyday life at Alphai, from the three offices and discovery workshops with clients to hackathons, design sprints, team offsites and iftar dinners. Open any of them to see it larger.",
  cta: {
    title: "Want to be part of the picture?",
    body: "We are hiring engineers, designers, QA specialists and marketers across our three offices. See the open roles on our careers page.",
  },
} satisfies z.input<typeof simplePageSchema>;

export const contactPage = {
  title: "Contact Alphai: Dubai, Lahore and Munich Offices | Alphai",
  description:
    "Contact Alphai about a project or partnership. Offices in Dubai, Lahore and Munich, open Monday to Friday 09:00-18:00; we reply within one working day.",
  h1: "Contact us",
  intro:
    "Tell us about your project, timeline and budget using the form, or reach the office closest to you directly. Our offices in Dubai, Lahore and Munich are open Monday to Friday, 09:00-18:00 local time, and a lead from the relevant practice replies to every enquiry within one working day.",
  cta: {
    title: "Prefer to talk first?",
    body: "Ask for a 30-minute introductory call in your message in the form above. We reply within one working day with times in your time zone, for a call in English, German or Arabic.",
  },
} satisfies z.input<typeof simplePageSchema>;
