/**
 * Articles and guides for prospective clients, listed on /resource. Authors are
 * fictional Alphai staff (the leadership names match the Our story page).
 */
import type { z } from "zod";
import type { articleSchema } from "./schema";

export const articles = [
  {
    slug: "how-to-choose-an-engagement-model",
    title: "How to Choose a Software Engagement Model | Alphai",
    description:
      "Fixed price, dedicated team or time & material? How each model handles scope, budget and risk, and five questions that point to the right one.",
    author: { name: "Bilal Chaudhry", role: "Head of Delivery" },
    published: "2026-02-10",
    category: "Engagement models",
    summary:
      "The contract model shapes how a software project behaves long before the first line of code. This guide compares fixed price, dedicated team and time & material, and explains how to pick one for your situation.",
    sections: [
      {
        heading: "Why the contract model shapes the project",
        paragraphs: [
          "Most clients come to us with a question about technology or timing, but one of the decisions with the largest effect on the outcome is how the work is contracted. The engagement model decides who carries the risk when requirements turn out to be wrong, how quickly priorities can change, and how much of your own time the project will need.",
          "None of the three common models is better in general. Each trades budget certainty, flexibility and involvement against one another. A mismatch between model and project is one of the most frequent reasons we see for disputes, late change requests and products that meet the contract but miss the market.",
        ],
      },
      {
        heading: "Fixed price: certainty in exchange for a frozen scope",
        paragraphs: [
          "Under a fixed-price contract, the scope, timeline and price are agreed before development begins. You know the total cost and the delivery date, and the vendor carries the risk of underestimating. That makes fixed price attractive to organisations with firm budgets or procurement rules that require a contract value up front.",
          "The price of that certainty is a scope that must be specific enough to estimate, and that is expensive to change. A responsible vendor adds a buffer for the risks it takes on, and every change has to go through a written change request. If your requirements are still moving, you will either pay for many change requests or end up with a product built to last quarter's assumptions.",
          "Fixed price works best for bounded work: a marketing website, a redesign, a well-understood MVP after a discovery phase, or a clearly specified integration. We rarely agree a fixed price without a short discovery phase first, because pricing an unclear scope only moves the risk around rather than removing it.",
        ],
      },
      {
        heading: "Dedicated team: capacity you steer",
        paragraphs: [
          "With a dedicated team, you contract people rather than deliverables: for example two React engineers, a backend engineer, a QA specialist and a part-time designer who work only on your product. You pay a monthly fee per role and decide the priorities, usually through a product owner on your side who runs the backlog with the team.",
          "The main advantage is continuity. The same people build up knowledge of your domain, code and users over months, and you can change direction every sprint without renegotiating a contract. The trade-off is that you carry the scope risk: the team delivers what you prioritise, so a weak backlog produces weak results no matter how good the engineers are.",
          "Dedicated teams suit products with a continuous roadmap, scale-ups that need more engineering capacity than they can hire locally, and companies that want an extension of their in-house team rather than an outsourced project. Minimum terms of around three months are common, because ramping up a team for a few weeks rarely pays off.",
        ],
      },
      {
        heading: "Time & material: paying for learning",
        paragraphs: [
          "Time & material billing charges for the hours actually worked at agreed rates. Scope is planned sprint by sprint, usually with a rolling estimate for the next few sprints and a monthly budget ceiling. It is the most honest model when nobody can know the full scope in advance, for example in an audit, a legacy integration or an early product whose direction depends on user feedback.",
          "The risk for the client is that cost is less predictable than with the other two models. You manage that risk with transparency rather than contracts: timesheets linked to tickets, a burn-down against the budget, and a fortnightly review where you decide whether the next sprint is still worth its cost.",
        ],
      },
      {
        heading: "Five questions that point to the right model",
        paragraphs: [
          "First, how confident are you in the scope? If you could write acceptance criteria for every feature today, fixed price is realistic; if not, time & material or a dedicated team will cost less in the end. Second, how long will the work last? Engagements of under six months lean towards fixed price or time & material, while continuous product development favours a dedicated team.",
          "Third, how much time can you give the project? Dedicated teams and time & material need a product owner who is available several hours a week. Fourth, what do your finance and procurement teams require? Some public bodies and NGOs with grant funding can only sign a fixed contract value. Fifth, what happens after launch? If the product will keep evolving, plan the transition to a long-term model from the start.",
        ],
      },
      {
        heading: "Combining models over a product's life",
        paragraphs: [
          "In practice many of our clients use more than one model. A typical path is a fixed-price discovery phase of three to five weeks, a fixed-price or time & material MVP, and then a dedicated team once the product is live and the backlog is driven by user data rather than assumptions.",
          "Whatever you choose, insist on the same basics: code in your repositories from day one, intellectual property assigned to you, a demo at the end of every sprint, and a clear notice period. The model decides how risk is shared; those basics decide whether you can walk away with a working product if you ever need to.",
        ],
      },
    ],
    related: ["our-team", "project-management", "product-development"],
  },
  {
    slug: "what-an-mvp-discovery-phase-delivers",
    title: "What an MVP Discovery Phase Should Deliver | Alphai",
    description:
      "What happens in a three-to-five-week product discovery phase, which deliverables to expect before building an MVP, and how to judge their quality.",
    author: { name: "Ayesha Noor", role: "Principal Product Manager" },
    published: "2026-03-04",
    category: "Product discovery",
    summary:
      "A discovery phase is the cheapest point at which to be wrong about your product. Here is what a good one covers week by week, the deliverables you should receive, and how to tell useful discovery from a sales exercise.",
    sections: [
      {
        heading: "Why discovery comes before the MVP",
        paragraphs: [
          "Most MVPs that fail do not fail because of bad code. They fail because they solve a problem users do not have, in a way users do not understand, at a cost the business cannot sustain. A discovery phase exists to test those risks while changing your mind costs a few workshops rather than a few months of development.",
          "Discovery is also how a vendor earns the right to give you a reliable estimate. Without it, any quote for an MVP is built on guesses, and the gap between the guess and reality will show up later as change requests, cut features or a missed launch date.",
        ],
      },
      {
        heading: "Week by week: what happens in a discovery phase",
        paragraphs: [
          "Our discovery phases usually run for three to five weeks with a small team: a product manager, a product designer and a lead engineer, with a business analyst for domain-heavy products. The first week is about the business: stakeholder interviews, goals and success metrics, constraints such as regulation or launch dates, and a review of competitors and existing systems.",
          "The second and third weeks focus on users. We interview between six and ten people from the target audience, map their current journey and the problems worth solving, and write down every assumption the product depends on, ranked by how risky it is. At the same time the lead engineer audits the systems the product must integrate with, such as payment providers, identity services or a client's ERP.",
          "The final weeks turn this into something tangible. Designers build a clickable prototype of the core journeys in Figma and test it with five to eight users, while the lead engineer drafts the architecture and the team breaks the MVP down into a prioritised backlog with estimates.",
        ],
      },
      {
        heading: "The deliverables you should receive",
        paragraphs: [
          "At the end of discovery you should hold a set of documents that any competent team could build from, not only the vendor that wrote them. At a minimum that means a product brief with goals and success metrics, user personas or jobs to be done based on real interviews, and a journey map showing where the product fits into users' lives.",
          "On the design side, expect a clickable prototype of the main flows and a summary of what usability testing revealed, including what was changed as a result. On the technical side, expect an architecture outline, the choice of stack with reasons, a list of third-party services and their costs, and the main technical risks with a plan for each.",
          "Finally, you should receive a prioritised backlog for the MVP with estimates, a release plan and a budget range. A range is a sign of honesty: at this stage a single exact figure usually hides assumptions rather than removing them.",
        ],
      },
      {
        heading: "How to tell useful discovery from a sales exercise",
        paragraphs: [
          "Some vendors offer free discovery as a step in their sales process. It is rarely neutral: a team that is not paid for discovery has an incentive to confirm the project as you described it rather than to question it. Useful discovery regularly removes features from the scope, and sometimes concludes that a simpler or different product should be built first.",
          "Check whether the findings are grounded in evidence. Quotes from user interviews, recordings of usability tests and a clear link between research and the backlog are good signs. A polished slide deck with generic personas and a feature list identical to the one you started with is not.",
        ],
      },
      {
        heading: "What it costs and what it saves",
        paragraphs: [
          "A discovery phase typically costs between five and ten percent of the expected MVP budget and is usually sold at a fixed price. For a focused MVP that means a few weeks of a small senior team, which is modest compared with the cost of building the wrong thing for three or four months.",
          "The savings show up in several places: features cut before anyone builds them, fewer change requests during development, and an estimate accurate enough to agree a fixed price if you prefer one. Just as important, you own the results. If you decide to build with another team or in-house, the prototype, research and backlog go with you.",
        ],
      },
    ],
    related: ["discovery", "ux-ui", "product-management"],
  },
  {
    slug: "budgeting-a-mobile-app-in-2026",
    title: "Budgeting a Mobile App in 2026: Real Costs | Alphai",
    description:
      "What a mobile app costs to build and run in 2026: cost drivers, native vs cross-platform, indicative budgets and the running costs owners often miss.",
    author: { name: "Usman Tariq", role: "Mobile Engineering Lead" },
    published: "2026-04-15",
    category: "Mobile apps",
    summary:
      "App budgets go wrong when owners price the first release and forget everything around it. This guide explains the real cost drivers in 2026, gives indicative ranges from our projects and lists the running costs to plan for.",
    sections: [
      {
        heading: "The biggest cost driver is scope, not technology",
        paragraphs: [
          "Owners often ask whether Flutter is cheaper than native development, but the choice of framework usually moves the budget less than a handful of scope decisions. The number of distinct user roles, the amount of real-time behaviour, offline support, payments, integrations with existing systems and the depth of the admin panel decide most of the cost.",
          "A useful exercise before asking for quotes is to list the app's main journeys, for example sign-up, browsing, ordering, payment and support, and mark which are essential for the first release. Every journey you move to a later release reduces not only development time but also design, testing and the backend work behind it.",
        ],
      },
      {
        heading: "Native or cross-platform in 2026",
        paragraphs: [
          "For most business apps, cross-platform frameworks are now the default choice. React Native with its New Architecture and Flutter both produce smooth, native-feeling apps from one codebase, which typically saves 30 to 40 percent compared with building separate iOS and Android apps, mainly because features, tests and fixes are written once.",
          "Native development with Swift and Kotlin still makes sense for apps that rely heavily on platform features: advanced camera or audio processing, Bluetooth hardware, complex widgets, or apps where the team already has large native codebases. The extra cost is real, so it should be a deliberate choice rather than a default.",
        ],
      },
      {
        heading: "Indicative budgets for three typical apps",
        paragraphs: [
          "The figures below come from projects our blended teams across Lahore, Dubai and Munich have delivered, and assume a cross-platform app with a custom backend. Teams made up entirely of engineers in Western Europe or the Gulf will typically cost more.",
          "A focused MVP with one main user role, around ten to fifteen screens, sign-in, push notifications and a simple admin panel usually takes ten to fourteen weeks and costs roughly USD 35,000 to 70,000. A consumer product with payments, real-time features such as chat or order tracking, several user roles and analytics typically needs five to eight months and USD 90,000 to 180,000.",
          "Regulated or enterprise apps, such as banking, insurance or healthcare, add single sign-on, audit trails, security reviews, penetration testing and integrations with core systems. Budgets of USD 180,000 to 400,000 for the first release are common, and integration with legacy systems is often the least predictable part.",
        ],
      },
      {
        heading: "Costs that are easy to forget",
        paragraphs: [
          "Third-party services add up. SMS one-time passwords can become one of the largest variable costs for apps with many sign-ins, especially in markets where SMS pricing is high. Maps, identity verification, payment processing fees, email delivery and crash reporting each carry their own usage-based pricing that grows with your user base.",
          "Store fees are small but not zero: the Apple Developer Program costs USD 99 a year and Google Play charges a one-time registration fee. Commissions on digital goods sold in the app are more significant, so the business model should be checked against the store rules early rather than after the payment flow has been built.",
          "Finally, budget for the work around the code: design, QA on real devices, app store assets and reviews, a privacy policy and data protection work, and project management. In a healthy project these make up a substantial share of the total, and quotes that leave them out are not comparing like with like.",
        ],
      },
      {
        heading: "Running costs after launch",
        paragraphs: [
          "An app is never finished. Apple and Google release major OS versions every year, and Google Play requires apps to target a recent Android API level to remain available for new users. Libraries need security updates, and payment or login providers change their SDKs. As a rule of thumb, plan 15 to 20 percent of the initial build cost per year just to keep the app healthy, before any new features.",
          "Hosting and monitoring costs depend on traffic and architecture, but for most new apps they are modest compared with development. They grow with success, which is why we set up cost alerts and tagging from the first deployment so that nobody is surprised by a cloud bill.",
        ],
      },
      {
        heading: "How to keep the budget under control",
        paragraphs: [
          "Start with a short discovery phase to turn ideas into a prioritised backlog and a budget range. Release the smallest version that real users can get value from, then let usage data decide the next features. Ask vendors to separate one-off and recurring costs in their quotes, and to state the assumptions behind every estimate.",
          "Above all, compare proposals on the same scope. A quote that is half the price of the others has usually left out testing, the admin panel, or the backend, and those gaps will return later as change requests.",
        ],
      },
    ],
    related: ["mobile-app-development", "react-native", "flutter"],
  },
  {
    slug: "gdpr-ready-product-checklist-dach",
    title: "GDPR-Ready Product Checklist for DACH | Alphai",
    description:
      "A practical checklist for launching a digital product in Germany, Austria and Switzerland: data mapping, TDDDG consent, hosting, processors and user rights.",
    author: { name: "Jonas Weber", role: "Managing Director, DACH" },
    published: "2026-05-20",
    category: "Compliance",
    summary:
      "Customers, procurement teams and regulators in Germany, Austria and Switzerland expect data protection to be designed in, not added at the end. This checklist covers what product teams should settle before launch.",
    sections: [
      {
        heading: "Why the DACH market raises the bar",
        paragraphs: [
          "The GDPR applies across the EU, but in Germany and Austria it sits alongside national laws such as the German Federal Data Protection Act (BDSG) and the Austrian Data Protection Act. Switzerland is outside the EU and has its own revised Federal Act on Data Protection, in force since September 2023, which is close to the GDPR but differs in details such as terminology and sanctions.",
          "What makes the region demanding in practice is less the law itself than the expectations around it. B2B customers send detailed security and data protection questionnaires during procurement, works councils must often be consulted before tools that could monitor employees are introduced, and users are quick to notice consent banners that push them towards accepting tracking.",
          "This checklist is written for product and engineering teams. It does not replace advice from your data protection officer or lawyer, but it covers the decisions that are far cheaper to make during design than after launch.",
        ],
      },
      {
        heading: "Map the data before you write code",
        paragraphs: [
          "Start with an inventory: which personal data the product collects, from whom, for what purpose, on which legal basis under Article 6 GDPR, where it is stored, who can access it and how long it is kept. This becomes the basis of your record of processing activities under Article 30 and makes every later question easier to answer.",
          "Use the inventory to minimise. Fields that nobody can justify should not exist; precise location can often be replaced with a city; dates of birth can often be replaced with an age check. Define retention periods per data category and implement automatic deletion or anonymisation jobs, rather than relying on someone to remember.",
          "If the product processes health data, monitors behaviour at scale or uses new technology such as AI-based profiling, you will likely need a data protection impact assessment under Article 35. Plan it into the discovery phase, because its findings can change the architecture.",
        ],
      },
      {
        heading: "Consent, cookies and tracking",
        paragraphs: [
          "In Germany, storing or reading information on a user's device is governed by section 25 of the TDDDG, the law formerly known as the TTDSG. Anything not strictly necessary for the service the user requested, including most analytics and all advertising tags, requires prior consent. Austria and Switzerland have their own rules, but a consent-first approach is the safe default across the region.",
          "German regulators expect rejecting to be as easy as accepting, usually through a reject button on the first layer of the banner. Tags must not fire before consent, and moving tracking to a server-side container does not remove the need for it. Test this in your QA process: open the site in a clean browser, reject everything and inspect the network requests.",
          "Prefer privacy-friendly analytics where they answer your questions, and keep a register of every tag and SDK in the product, including those inside mobile apps. Third-party SDKs are a common source of undisclosed data transfers.",
        ],
      },
      {
        heading: "Hosting, processors and international transfers",
        paragraphs: [
          "Every service provider that processes personal data on your behalf, from cloud hosting to email delivery and customer support tools, needs a data processing agreement under Article 28, known in Germany as an AVV. Keep a list of these sub-processors; enterprise customers will ask for it, and you must be able to inform them about changes.",
          "Hosting in an EU region of AWS, Azure or Google Cloud is what most DACH customers expect, and for some sectors it is effectively required. Where data does leave the EU, for example to a US-based support tool, check whether the provider is certified under the EU-US Data Privacy Framework or whether standard contractual clauses and a transfer impact assessment are needed.",
          "Technical measures matter as much as contracts: encryption in transit and at rest, role-based access with least privilege, audit logs for access to personal data, and separate environments so that production data is not copied into test systems.",
        ],
      },
      {
        heading: "Build data subject rights into the product",
        paragraphs: [
          "Users have the right to access, correct, delete and port their data, and you generally have one month to respond. Handling this manually works for the first few requests but becomes slow and error-prone as the product grows. Build an export function and a deletion workflow that covers the main database, file storage, analytics and connected third-party tools, with a documented policy for data that remains in backups until they expire.",
          "Prepare for incidents as well. Personal data breaches that pose a risk to individuals must be reported to the supervisory authority within 72 hours of becoming aware of them. That is only realistic if logging, alerting and an incident runbook exist before launch, with named people responsible for each step.",
        ],
      },
      {
        heading: "A short checklist before launch",
        paragraphs: [
          "Before going live in the DACH market, confirm that: the data inventory and record of processing are complete; each processing purpose has a documented legal basis; retention periods are implemented, not just written down; consent is collected before any non-essential tag or SDK runs, and rejecting is as easy as accepting; and a privacy notice in German and English describes the actual behaviour of the product.",
          "Also confirm that data processing agreements are signed with every processor; hosting regions and international transfers are documented; access to production data is restricted and logged; export and deletion requests can be handled within the deadline; and an incident process with 72-hour notification is rehearsed. Remember that accessibility requirements under the German Accessibility Strengthening Act (BFSG) have applied to many consumer-facing digital services since June 2025, so include them in the same pre-launch review.",
        ],
      },
    ],
    related: ["product-development", "devops-cloud", "quality-assurance"],
  },
  {
    slug: "when-to-modernise-a-legacy-app",
    title: "When to Modernise a Legacy Application | Alphai",
    description:
      "Signals that a legacy application needs modernising, how to choose between rehosting, refactoring and rebuilding, and how to make the business case.",
    author: { name: "Sana Malik", role: "Co-founder and Chief Technology Officer" },
    published: "2026-06-24",
    category: "Modernisation",
    summary:
      "Age alone is not a reason to rewrite software. This guide covers the signals that justify modernisation, the main options from rehosting to rebuilding, and why incremental replacement usually beats a big-bang rewrite.",
    sections: [
      {
        heading: "Old is not the problem",
        paragraphs: [
          "Some of the most reliable systems we have worked on were written more than ten years ago. Age alone says little about whether software needs modernising. The real question is whether the application still lets the business change at the speed it needs, at a cost and risk it can accept.",
          "Rewriting working software is expensive and risky, and the history of our industry is full of rewrites that took twice as long as planned and shipped with fewer features than the system they replaced. Modernisation should therefore start with evidence, not with a preference for newer technology.",
        ],
      },
      {
        heading: "Signals that it is time",
        paragraphs: [
          "The clearest signal is unsupported technology. Frameworks and runtimes that no longer receive security patches, such as AngularJS, end-of-life versions of PHP, .NET or Node.js, or Java versions without vendor support, expose you to vulnerabilities that can only be mitigated, not fixed. Security and compliance teams increasingly flag these in audits and customer questionnaires.",
          "The second signal is the cost of change. If small features regularly take weeks, releases are done manually and infrequently, and developers are afraid to touch certain modules, the architecture is slowing the business down. Track lead time for changes and the share of releases that cause incidents; both tend to worsen steadily in systems that need attention.",
          "Other signals include difficulty hiring or retaining engineers for the stack, infrastructure that cannot scale for peak periods without manual intervention, integrations that depend on brittle file exports, and hosting or licence costs that grow faster than usage.",
        ],
      },
      {
        heading: "Rehost, refactor or rebuild",
        paragraphs: [
          "Modernisation covers a range of options. Rehosting moves the application to new infrastructure, for example from an ageing data centre to the cloud, with minimal code changes. It is quick and reduces infrastructure risk, but leaves the code as it was. Replatforming goes a step further, for example moving to managed databases or containers, which reduces operational work.",
          "Refactoring improves the structure of the existing code while keeping its behaviour: upgrading frameworks, breaking up large modules and adding tests. Rebuilding replaces components entirely, usually because their design no longer fits the business. Most real projects combine several options, applied module by module according to business value and risk.",
        ],
      },
      {
        heading: "The strangler fig approach in practice",
        paragraphs: [
          "Instead of replacing everything at once, we usually place new services next to the old system and move functionality across step by step. A routing layer sends requests either to the legacy application or to the new component, so users see one product while the old system gradually shrinks. The technique is known as the strangler fig pattern.",
          "Before moving any module, we write characterisation tests that capture how the existing system actually behaves, including the odd edge cases that users rely on. Data migration is planned as carefully as code: for a period both systems may need to read and write the same data, kept consistent through synchronisation or change data capture.",
          "This approach delivers value early, because the first modernised module can go live within weeks, and it keeps risk manageable, because each step can be rolled back. It also lets you stop when the remaining legacy parts are stable and cheap enough to keep.",
        ],
      },
      {
        heading: "Making the business case",
        paragraphs: [
          "A credible business case compares the cost of modernisation with the cost of doing nothing: security exposure, time lost to slow releases, incidents, extra infrastructure and licence fees, and opportunities the business cannot pursue. Put numbers on these where you can, even if they are ranges.",
          "Start with a technical assessment of two to four weeks that maps the system, its dependencies and its risks, and proposes a sequence of modernisation steps with estimates. It is a small investment that turns a vague sense that the system is old into a plan the board can approve, and it often reveals quick wins that pay for the assessment on their own.",
        ],
      },
    ],
    related: ["app-modernization", "digital-transformation", "devops-ci-cd"],
  },
  {
    slug: "dedicated-team-vs-freelancers",
    title: "Dedicated Team vs Freelancers: How to Decide | Alphai",
    description:
      "When freelancers are the right call and when a dedicated development team pays off: continuity, management effort, real cost, IP and security.",
    author: { name: "Hamza Qureshi", role: "Co-founder and Chief Executive Officer" },
    published: "2026-08-05",
    category: "Hiring and teams",
    summary:
      "Freelancers and dedicated teams solve different problems. This guide compares them on continuity, management effort, total cost, intellectual property and security, and ends with a simple rule for choosing.",
    sections: [
      {
        heading: "Two valid options for different problems",
        paragraphs: [
          "We run a services company, so you might expect us to argue against freelancers. We will not. Many of our clients work with freelancers for some tasks and with us for others, and both choices can be right. The mistake is using one where the other fits, for example assembling a product team out of independent freelancers with no one accountable for the whole.",
          "The useful question is not which option is better, but what kind of work you have: a well-defined task with a clear end, or an ongoing product that needs several skills working together over months.",
        ],
      },
      {
        heading: "Where freelancers shine",
        paragraphs: [
          "Freelancers are excellent for specialist, bounded work: a performance audit of a Next.js site, a set of illustrations, a Terraform review, or a specific integration with a payment provider. You get direct access to an expert, often at short notice, without a minimum term.",
          "They also work well as an extension of a strong in-house team, where your own engineering lead defines the task, reviews the work and integrates it. In that setting the freelancer brings skills and capacity, while your team provides continuity and quality control.",
        ],
      },
      {
        heading: "Where a dedicated team pays off",
        paragraphs: [
          "A product needs more than individual skills. Someone has to make architecture decisions, keep the code consistent, write and maintain tests, handle releases and make sure design, backend and mobile work fit together. With several independent freelancers, that coordination usually falls on the client, often on a founder who has other things to do.",
          "A dedicated team comes with that coordination built in: a lead engineer responsible for technical decisions, shared standards for code review and testing, and a delivery lead who reports progress and risks. Because the same people stay on your product, domain knowledge accumulates instead of leaving with each contract.",
          "Continuity also covers absences and departures. When a freelancer becomes unavailable, knowledge can disappear overnight. A team shares knowledge by design, and a vendor can replace a team member with a planned handover within an agreed notice period.",
        ],
      },
      {
        heading: "Comparing the real cost",
        paragraphs: [
          "Hourly rates are the easiest number to compare and the least informative. A freelancer's rate may look lower than an agency's, but the comparison should include the time your own people spend on recruiting, briefing, coordinating and reviewing, plus the cost of gaps between contracts and of rework when pieces built separately do not fit together.",
          "A fair comparison looks at cost per delivered feature over several months, not cost per hour. For short specialist tasks freelancers often win on that measure; for continuous product development with several roles, dedicated teams usually do, because coordination and quality work are included rather than added by the client.",
        ],
      },
      {
        heading: "Risk, intellectual property and security",
        paragraphs: [
          "Whichever option you choose, make sure contracts assign intellectual property to you and that code lives in repositories you control. With freelancers in several countries this requires individual agreements that are valid in each jurisdiction, which is easy to overlook.",
          "Security deserves the same attention. Access to production systems, customer data and source code should be granted per person with least privilege and removed promptly when work ends. An established vendor should be able to show you how it manages devices, access and offboarding, and sign a data processing agreement where personal data is involved.",
        ],
      },
      {
        heading: "A practical rule for choosing",
        paragraphs: [
          "If the work is bounded, specialist and can be reviewed by someone on your side, hire a freelancer. If the work is an ongoing product that needs several roles, consistent quality and someone accountable for the result, choose a dedicated team, whether you build it in-house or with a partner.",
          "Many companies combine the two: a dedicated team owns the product, and specialists join for specific tasks under the team's technical lead. That gives you flexibility without losing the continuity a product needs to grow.",
        ],
      },
    ],
    related: ["our-team", "hire-developer", "project-management"],
  },
] satisfies z.input<typeof articleSchema>[];
