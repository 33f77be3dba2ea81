/**
 * Case studies shown under /work (newest first) and on the audience and industry
 * pages their `clientType` and `industry` name. Clients are fictional but
 * realistic, described rather than named; quoted people are fictional too.
 */
import type { z } from "zod";
import type { caseStudySchema } from "./schema";

export const caseStudies = [
  {
    slug: "digital-lender-kyc-onboarding-app",
    title: "Digital Lender Onboarding App, Riyadh | Alphai",
    description:
      "How Alphai rebuilt a Riyadh digital lender's onboarding with eKYC, open banking affordability checks and automated AML screening, cutting drop-off by 37%.",
    client: "A Riyadh-based digital lender offering Sharia-compliant personal finance to salaried customers",
    clientType: "scale-ups",
    industry: "banking-finance",
    services: ["react-native", "node", "devops-ci-cd", "quality-assurance"],
    year: 2024,
    summary:
      "We rebuilt the lender's customer onboarding in React Native and Node.js, adding national digital identity eKYC, open banking affordability checks and automated AML screening, so most applicants now get a credit decision in minutes instead of days.",
    challenge: [
      "The lender had grown to 120,000 customers on a hybrid app whose onboarding took 14 screens and asked applicants to photograph salary certificates and bank statements. 58% of people who started an application never finished it, and the credit team reviewed every file by hand.",
      "Compliance wanted stronger KYC and AML controls before credit limits were raised, and the national open banking framework had just made account-information access available, which the old app had no way to use.",
    ],
    solution: [
      "We rebuilt onboarding as a React Native app with a seven-step flow and integrated the national digital identity service for eKYC with liveness checks, so identity and address data arrive verified instead of typed in by hand.",
      "A Node.js orchestration service calls the open banking account-information APIs with the customer's consent, categorises twelve months of transactions and passes an affordability score to the lender's existing credit engine. Sanctions and PEP screening runs automatically; only potential matches reach an analyst.",
      "GitHub Actions pipelines with end-to-end tests on real devices and Arabic and English visual regression checks let the team release every two weeks instead of once a quarter.",
    ],
    outcomes: [
      { value: "37%", label: "lower drop-off during onboarding" },
      { value: "6 min", label: "median time from starting an application to a credit decision" },
      { value: "71%", label: "of applications decided without manual review" },
      { value: "2 weeks", label: "release cadence, down from quarterly" },
    ],
    quote: {
      text: "Alphai treated compliance as part of the product rather than a gate at the end. Our risk team signed off the new onboarding faster than any change we had made before.",
      author: "Faisal Al-Harbi",
      role: "Chief Product Officer, digital lender, Riyadh",
    },
  },
  {
    slug: "cooperative-bank-open-banking-api-layer",
    title: "Open Banking API Layer for a Bavarian Bank | Alphai",
    description:
      "A Bavarian banking group replaced a slow PSD2 gateway with a Java API layer over its core banking system, cutting p95 response times from 4 s to 0.6 s.",
    client: "A Bavarian regional banking group serving 400,000 retail and SME customers through 60 branches",
    clientType: "enterprises",
    industry: "banking-finance",
    services: ["java", "app-modernization", "azure", "devops-consulting", "quality-assurance"],
    year: 2023,
    summary:
      "We replaced a vendor PSD2 gateway with a Java and Spring Boot API layer over the group's core banking system, giving licensed third-party providers fast, stable access and giving the bank one place to build new open finance products.",
    challenge: [
      "The group's PSD2 access-to-account interface ran on ageing middleware that translated REST calls into batch-oriented core banking transactions. Response times above four seconds and frequent timeouts drew complaints from third-party providers and questions from the supervisor.",
      "Every change needed the middleware vendor, releases happened twice a year, and the bank wanted to offer premium APIs to corporate clients without building a second integration stack next to the first.",
    ],
    solution: [
      "We mapped every Berlin Group NextGenPSD2 endpoint to core banking transactions, then built a Spring Boot API layer that reads balances and transactions from a change-data-capture replica instead of querying the core synchronously.",
      "Strong customer authentication stays with the bank's existing identity provider. Consent management, eIDAS certificate checks and rate limits run in Azure API Management, hosted in the bank's German Azure region.",
      "Old and new gateways ran side by side for eight weeks with every response compared automatically. Third-party providers were then switched over in groups, each with a one-step rollback.",
    ],
    outcomes: [
      { value: "0.6 s", label: "p95 response time for account information, from over 4 seconds" },
      { value: "99.95%", label: "API availability over the first twelve months" },
      { value: "6 weeks", label: "to launch the first premium API for corporate clients" },
      { value: "0", label: "unplanned outages during the cutover" },
    ],
  },
  {
    slug: "modest-fashion-headless-storefront",
    title: "Headless Storefront for a Dubai Fashion Label | Alphai",
    description:
      "A Dubai modest-fashion start-up moved to a Next.js headless storefront with Arabic RTL, instalment checkout and technical SEO, lifting mobile conversion 29%.",
    client: "A Dubai-based direct-to-consumer modest fashion label selling across the GCC",
    clientType: "startups",
    industry: "retail-commerce",
    services: ["react", "jamstack", "ux-ui", "seo"],
    year: 2023,
    summary:
      "We replaced a slow theme-based store with a headless Next.js storefront, rebuilt the Arabic and English shopping experience for mobile, and fixed the technical SEO that had kept collection pages out of search results.",
    challenge: [
      "Three founders and a team of eight sold through a heavily customised hosted theme loaded with apps. Mobile pages took over five seconds to become usable on 4G, Arabic pages were machine-translated mirrors with broken right-to-left layouts, and 90% of traffic came from paid social.",
      "Ahead of a seed round, the founders needed conversion and organic traffic numbers that did not depend on ad spend, from a rebuild that would not swallow their runway.",
    ],
    solution: [
      "We kept the commerce platform's checkout and order management and built a headless storefront in Next.js with React Server Components, incremental static regeneration for collections and a design system with true right-to-left layouts.",
      "Checkout gained buy-now-pay-later instalments and Apple Pay, and we rebuilt the size guide from return data, which showed that most returns were about fit rather than taste.",
      "We fixed canonical and hreflang tags, added product structured data and set up Core Web Vitals monitoring from real users. The work ran as an eleven-week fixed-price engagement.",
    ],
    outcomes: [
      { value: "29%", label: "higher mobile conversion rate" },
      { value: "1.8 s", label: "Largest Contentful Paint on mobile, from 5.2 s" },
      { value: "2.4x", label: "organic sessions after six months" },
      { value: "18%", label: "fewer size-related returns" },
    ],
    quote: {
      text: "We had been told a headless store was only for big brands. Alphai scoped it to what we could afford, and our mobile conversion moved within the first month.",
      author: "Noura Al Mansoori",
      role: "Co-founder, modest fashion label, Dubai",
    },
  },
  {
    slug: "cloud-kitchen-ordering-platform",
    title: "Ordering Platform for a UAE Cloud Kitchen Group | Alphai",
    description:
      "A UAE cloud-kitchen operator with 11 virtual brands got one Flutter ordering app, aggregator order sync and kitchen display screens, cutting order errors 43%.",
    client: "An Abu Dhabi-based cloud kitchen operator running 11 virtual restaurant brands from five kitchens",
    clientType: "scale-ups",
    industry: "food-beverages",
    services: ["flutter", "node", "gcp", "firestore", "ux-ui"],
    year: 2024,
    summary:
      "We built one Flutter ordering app for all eleven brands, a Node.js hub that pulls orders from delivery aggregators into a single queue, and kitchen display screens that route every item to the right station.",
    challenge: [
      "Orders arrived on six tablets per kitchen, one per delivery aggregator plus the operator's own website. Staff re-keyed them into the POS, which led to missed modifiers, lost allergy notes and errors on 6% of orders at peak hours.",
      "Aggregator commissions of up to 30% made direct orders essential, but the operator's own ordering site was slow, separate for each brand and had no loyalty programme.",
    ],
    solution: [
      "A Node.js order hub on Google Cloud receives orders from aggregator APIs and the direct channel, normalises menus and modifiers and pushes them to the POS and kitchen display screens. Allergen notes appear in red on every station that touches the item.",
      "One Flutter app serves all eleven brands with a shared basket and loyalty points, so a customer can order a burger and a poke bowl from the same kitchen in one delivery. Menus, prices and availability live in Firestore and update within seconds when a station runs out.",
      "Prep-time estimates now use the live queue at each station instead of a fixed 30 minutes, which made quoted delivery times more honest.",
    ],
    outcomes: [
      { value: "43%", label: "fewer orders with errors at peak hours" },
      { value: "24%", label: "of orders through direct channels, up from 9%" },
      { value: "1 queue", label: "per kitchen instead of six aggregator tablets" },
      { value: "4 min", label: "shorter average time from order to dispatch" },
    ],
  },
  {
    slug: "offline-learning-app-low-fee-schools",
    title: "Offline Learning App for a School Foundation | Alphai",
    description:
      "An education foundation running 180 low-fee schools in rural Punjab got an offline-first Android app for lessons and assessments on shared, low-cost tablets.",
    client: "A Lahore-based education foundation running 180 low-fee primary schools in rural Punjab",
    clientType: "ngos",
    industry: "education",
    services: ["android", "python", "postgresql", "ux-ui", "project-management"],
    year: 2023,
    summary:
      "We built an offline-first Android app that delivers Urdu and English lessons and short assessments on shared tablets, syncs results whenever a connection appears, and shows the foundation which pupils are falling behind.",
    challenge: [
      "Teachers recorded test scores on paper and field officers typed them into spreadsheets once a term, so the foundation learned that a pupil was behind months too late to help. Most schools had no reliable internet and frequent power cuts.",
      "A donor grant funded a 30-school pilot with a fixed budget and required learning outcomes to be reported per school, disaggregated by gender and grade.",
    ],
    solution: [
      "Two weeks of classroom observation in six schools came before any design work. The resulting Android app runs fully offline, lets pupils switch quickly on a shared tablet by tapping their photo, and stores lessons, audio and assessments on the device.",
      "Results sync through a Python API to PostgreSQL whenever a tablet picks up a mobile signal, with conflict handling for tablets that stay offline for weeks. A dashboard flags pupils below the expected level and produces the donor's disaggregated reports.",
      "We trained 40 master trainers, who trained teachers in turn, and handed the code and runbooks to the foundation's two-person IT team before the rollout to all schools.",
    ],
    outcomes: [
      { value: "180", label: "schools using the app after a 30-school pilot" },
      { value: "3 days", label: "from assessment to dashboard, instead of one school term" },
      { value: "92%", label: "of scheduled assessments completed during the pilot" },
      { value: "14%", label: "gain in average numeracy scores in pilot schools" },
    ],
    quote: {
      text: "The app works in schools where the power goes out twice a day. For the first time our teachers see results in the same week, not at the end of term.",
      author: "Ayesha Raza",
      role: "Director of Programmes, education foundation, Lahore",
    },
  },
  {
    slug: "hospital-group-fhir-patient-app",
    title: "FHIR Patient App for a GCC Hospital Group | Alphai",
    description:
      "A GCC hospital group got a patient app and an HL7 FHIR integration layer over its EHR, cutting outpatient no-shows by 31% and call-centre volume by 26%.",
    client: "A private hospital group with seven hospitals and 22 clinics across the UAE and Oman",
    clientType: "enterprises",
    industry: "healthcare",
    services: ["react-native", "dotnet", "azure", "quality-assurance"],
    year: 2024,
    summary:
      "We built an HL7 FHIR integration layer in .NET over the group's EHR and a React Native patient app for booking, results, prescriptions and payments, hosted in-country to meet health data residency rules.",
    challenge: [
      "Patients booked through a call centre handling 9,000 calls a day, and 19% of outpatient appointments ended in a no-show. Lab results went out as PDF attachments by email, a practice the group's data protection officer wanted stopped.",
      "The EHR exposed HL7 v2 messages and a limited vendor API, while the regional health information exchange expected FHIR resources. Any new system had to keep patient data in the country and pass the group's security review.",
    ],
    solution: [
      "A .NET 8 integration service translates HL7 v2 ADT, ORM and ORU messages into FHIR R4 resources such as Patient, Appointment, Observation and MedicationRequest, and exposes them to the app and the health information exchange through one audited API.",
      "The React Native app offers booking with live slot availability, reminders with one-tap rescheduling, lab results with doctors' notes, repeat prescriptions and card payments, in Arabic and English.",
      "Everything runs in Azure's UAE regions with encryption at rest, private endpoints and full access logging. Our QA team ran penetration tests and a clinical safety review with the group's doctors before each release.",
    ],
    outcomes: [
      { value: "31%", label: "fewer outpatient no-shows" },
      { value: "26%", label: "lower call-centre volume" },
      { value: "210,000", label: "patients active on the app in its first year" },
      { value: "4.7", label: "average app store rating" },
    ],
    quote: {
      text: "Alphai understood HL7 and FHIR well enough to argue with our EHR vendor, politely. That saved us months of back and forth.",
      author: "Dr. Samir Haddad",
      role: "Chief Medical Information Officer, hospital group, UAE",
    },
  },
  {
    slug: "neighbourhood-community-app-moderation",
    title: "Neighbourhood Community App for a Vienna Start-up | Alphai",
    description:
      "A Vienna start-up launched a neighbourhood community app with real-time feeds, AI-assisted moderation and DSA-ready reporting in 16 weeks on a pre-seed budget.",
    client: "A Vienna-based start-up building a verified neighbourhood network for apartment buildings and districts",
    clientType: "startups",
    industry: "social-networking",
    services: ["discovery", "react-native", "node", "mongodb", "ai-integration"],
    year: 2024,
    summary:
      "From a discovery sprint to public launch in 16 weeks: a React Native app with address-verified neighbourhoods, real-time feeds and chat, and a moderation pipeline that combines AI classification with human review.",
    challenge: [
      "The two founders had a clickable prototype, a pre-seed round and a plan to launch in three Vienna districts before summer. They had no engineers and needed a product that could handle neighbourhood disputes, spam and personal data responsibly from the first day.",
      "Under the EU Digital Services Act even a small platform needs a notice-and-action process, statements of reasons when content is removed and a way for users to appeal.",
    ],
    solution: [
      "A two-week discovery sprint cut the feature list to address verification, a local feed, groups, a board for lending and giving away items, and direct messages. Everything else went to a later backlog.",
      "The React Native app talks to a Node.js backend with MongoDB for posts and WebSockets for live feed updates and chat. Addresses are verified with a postcard code, and exact addresses are never shown to other members.",
      "A language model screens new posts for harassment, hate speech and spam in German and English. Clear violations are held; borderline cases go to volunteer moderators, whose reason-coded decision log produces the DSA statements of reasons.",
    ],
    outcomes: [
      { value: "16 weeks", label: "from discovery sprint to public launch" },
      { value: "11,400", label: "verified members in the first four months" },
      { value: "4 hours", label: "median time to resolve a member's report" },
      { value: "41%", label: "of members active each week" },
    ],
  },
  {
    slug: "holiday-rental-search-performance",
    title: "Faster Search for a Holiday Rental Platform | Alphai",
    description:
      "A Dubai holiday-rental scale-up rebuilt search on PostgreSQL and PostGIS and moved channel sync to webhooks, cutting double bookings from 71 to 3 a season.",
    client: "A Dubai-based holiday home operator and booking platform managing 2,300 properties in the UAE and Oman",
    clientType: "scale-ups",
    industry: "travel-hospitality",
    services: ["python", "postgresql", "aws", "vue", "seo"],
    year: 2025,
    summary:
      "We rebuilt search and availability on PostgreSQL with PostGIS, moved channel manager sync from hourly batches to webhooks and gave the direct booking site a faster Vue front end before the winter high season.",
    challenge: [
      "Availability for 2,300 properties was synchronised with the large online travel agencies through a channel manager once an hour, so the same night was sometimes sold twice. Each double booking meant a relocation, a refund and often a bad review.",
      "Searches on the direct booking site took up to six seconds when guests filtered by map area, dates and amenities, and commission-free direct bookings had fallen to 12% of revenue.",
    ],
    solution: [
      "We moved availability into a PostgreSQL model with exclusion constraints on date ranges, which make overlapping bookings impossible at the database level, and replaced the hourly batch with channel manager webhooks plus a reconciliation job every five minutes.",
      "Search now uses PostGIS for map areas, GiST indexes on stay dates and a precomputed nightly price table, served by a Python FastAPI service on AWS with read replicas for peak season.",
      "The booking site was rebuilt in Vue 3 and Nuxt with server-rendered area pages, structured data for holiday rentals and total prices, including tourism fees, shown from the first results page.",
    ],
    outcomes: [
      { value: "3", label: "double bookings in the winter season, down from 71" },
      { value: "420 ms", label: "p95 search response time, from up to 6 seconds" },
      { value: "21%", label: "of revenue from direct bookings, up from 12%" },
    ],
  },
  {
    slug: "freight-forwarder-shipment-visibility",
    title: "Shipment Visibility for a Jebel Ali Forwarder | Alphai",
    description:
      "A Jebel Ali freight forwarder replaced email status updates with EDI and carrier-API tracking, a Flutter driver app and a customer portal with predicted ETAs.",
    client:
      "A Jebel Ali-based freight forwarder and 3PL with 1,100 staff, warehouses in four GCC countries and 350 trucks",
    clientType: "enterprises",
    industry: "supply-chain-logistics",
    services: ["digital-transformation", "java", "flutter", "big-data", "aws"],
    year: 2023,
    summary:
      "We connected ocean carriers, the warehouse system and 350 trucks into one timeline per shipment, with a Flutter app for drivers and a customer portal that predicts arrival times instead of waiting for customers to ask.",
    challenge: [
      'Customer service staff spent most of their day answering "where is my shipment?" emails by checking carrier websites, calling drivers and searching the warehouse system. Milestones lived in five systems and two spreadsheets.',
      "Large shippers were asking for EDI status messages and API access as a condition of renewing their contracts, and the in-house IT team of six was fully occupied keeping the ERP running.",
    ],
    solution: [
      "A Java event platform ingests EDIFACT IFTSTA and X12 214 status messages, carrier tracking APIs, warehouse scans and truck telematics, matches each event to a shipment and writes one timeline per consignment.",
      "Drivers use a Flutter app that works offline, captures proof of delivery with photo and signature, and sends status updates as soon as the truck is back in coverage.",
      "Two years of milestone history on AWS train a model that predicts arrival times for each leg. Customers see these ETAs in a portal and get an alert when a shipment is predicted to miss its delivery window.",
    ],
    outcomes: [
      { value: "48%", label: "fewer status enquiries to customer service" },
      { value: "83%", label: "of delivery ETAs accurate to within two hours" },
      { value: "99%", label: "of deliveries with digital proof of delivery" },
      { value: "3", label: "major shipper contracts renewed with EDI requirements met" },
    ],
    quote: {
      text: "Our customer service team finally works on exceptions instead of copying tracking numbers between systems. The portal has become part of our sales pitch.",
      author: "Rajesh Menon",
      role: "Chief Operating Officer, freight forwarder, Dubai",
    },
  },
  {
    slug: "amateur-football-league-app",
    title: "League App for Munich Amateur Football | Alphai",
    description:
      "A Munich start-up launched a Flutter app for amateur football leagues with fixtures, live scores, availability polls and fee payments, reaching 640 teams.",
    client: "A Munich-based start-up organising five-a-side and eleven-a-side amateur football leagues",
    clientType: "startups",
    industry: "sports",
    services: ["discovery", "ux-ui", "flutter", "firestore", "gcp"],
    year: 2025,
    summary:
      "We took the founders from spreadsheets and group chats to a Flutter app with fixtures, live scores, player availability, pitch scheduling and fee collection, built on Firebase to keep running costs low.",
    challenge: [
      "The founders ran 40 teams with spreadsheets, messenger groups and bank transfers. Captains chased players for availability, referees phoned in scores, and the founders spent their evenings reconciling payments instead of starting new leagues.",
      "To raise a seed round they had to show they could grow to several cities without hiring an operations team in each one.",
    ],
    solution: [
      "A one-week discovery workshop with captains, referees and the founders ranked features by the hours they would save. The first release covered fixtures, availability polls, live scoring by referees and SEPA and card payments for league fees.",
      "The Flutter app runs on iOS and Android from one codebase, with Firestore for real-time scores and standings, Cloud Functions for scheduling rules and push notifications when a kick-off time changes.",
      "Fixture generation respects pitch availability, team preferences and referee assignments, so organisers can schedule a new league in an afternoon.",
    ],
    outcomes: [
      { value: "640", label: "teams on the platform after twelve months" },
      { value: "4 cities", label: "in Germany and Austria running leagues" },
      { value: "90%", label: "of league fees collected in the app" },
      { value: "15 hrs", label: "of admin saved per league each month" },
    ],
  },
  {
    slug: "maternal-health-community-worker-app",
    title: "Maternal Health App for Community Health Workers | Alphai",
    description:
      "An international development organisation gave 2,000 community health workers in Pakistan an offline Android app for antenatal visits, synced to DHIS2.",
    client:
      "An international development organisation running maternal and newborn health programmes in Pakistan and East Africa",
    clientType: "ngos",
    industry: "healthcare",
    services: ["discovery", "android", "python", "postgresql", "quality-assurance"],
    year: 2024,
    summary:
      "We replaced paper registers with an offline-first Android app for antenatal and postnatal home visits, with danger-sign checklists, referral tracking and automatic reporting to the provincial DHIS2 health information system.",
    challenge: [
      "Community health workers recorded home visits in paper registers that supervisors transcribed once a month. High-risk pregnancies were often identified late, and nobody could see whether referrals to clinics had actually happened.",
      "Many workers had basic smartphones and limited literacy, coverage in the project districts was patchy, and the records held sensitive health information about women who had consented to its use only within the programme.",
    ],
    solution: [
      "We designed the app with 30 health workers, using icons, Urdu and Sindhi audio prompts and a checklist of WHO danger signs that raises a referral automatically. It runs fully offline on Android 8 phones with 2 GB of RAM.",
      "Visits sync to a Python backend with PostgreSQL, which tracks each referral until the clinic confirms it and pushes aggregate indicators to the provincial DHIS2 instance. Personal data is encrypted, pseudonymised for analysis and visible only to the roles that need it.",
      "A four-month pilot in two districts came before the wider rollout. We fixed what field teams reported, then handed over to a local technology partner with training and a support agreement.",
    ],
    outcomes: [
      { value: "2,000", label: "community health workers using the app" },
      { value: "38%", label: "more high-risk pregnancies referred before 28 weeks" },
      { value: "81%", label: "of referrals confirmed as completed by a clinic" },
      { value: "5 days", label: "to produce monthly indicators, from six weeks" },
    ],
  },
  {
    slug: "sports-for-development-programme-platform",
    title: "Programme Data Platform for a Sports Charity | Alphai",
    description:
      "A Geneva sports-for-development foundation unified session records, attendance and donor reporting for youth football programmes in nine countries.",
    client: "A Geneva-based foundation using youth football programmes for education and health in nine countries",
    clientType: "ngos",
    industry: "sports",
    services: ["product-development", "react", "node", "postgresql"],
    year: 2025,
    summary:
      "We built a multilingual programme platform that coaches use to record sessions and attendance on their phones, and that produces the foundation's donor reports and IATI data without weeks of spreadsheet work.",
    challenge: [
      "Each of the nine country partners reported in its own spreadsheet format, so compiling a quarterly donor report took the Geneva team three weeks, and figures for the same indicator often disagreed between countries.",
      "Coaches had low-cost Android phones and prepaid data. Any tool had to be lighter than a messaging app, work in English, French, Swahili and Urdu, and protect children's personal data under Swiss and local law.",
    ],
    solution: [
      "A progressive web app in React lets coaches record sessions, attendance and life-skills modules offline in about a minute, with photos stored only where a parent has given consent.",
      "A Node.js API and PostgreSQL hold one shared indicator framework for all countries. Country managers review data before each quarter is locked, and the platform exports donor-specific templates and IATI-standard XML.",
      "We delivered in two fixed-price phases matched to the foundation's grant cycle, so each phase could be funded and reported on separately.",
    ],
    outcomes: [
      { value: "3 days", label: "to compile a quarterly donor report, from three weeks" },
      { value: "27,000", label: "young people with attendance recorded digitally" },
      { value: "9", label: "country partners on one indicator framework" },
      { value: "1 min", label: "typical time for a coach to log a session" },
    ],
  },
] satisfies z.input<typeof caseStudySchema>[];
