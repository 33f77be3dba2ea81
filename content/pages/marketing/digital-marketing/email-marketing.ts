import type { z } from "zod";
import type { serviceDetailSchema } from "../../../schema";

/** The page at /digital-marketing/email. */
export const emailMarketing = {
  title: "Email Marketing & Lifecycle Automation | Alphai",
  description:
    "Email marketing by Alphai: lifecycle flows, campaigns, segmentation and deliverability set-up in Klaviyo, HubSpot, Braze and Customer.io.",
  h1: "Email marketing that reaches the inbox and earns the click",
  intro:
    "Email is still the channel you own outright, and automated flows keep selling long after they are built. We set up authentication and deliverability, design the lifecycle flows your business model needs, and run campaigns people open because they are relevant.",
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
} satisfies z.input<typeof serviceDetailSchema>;
