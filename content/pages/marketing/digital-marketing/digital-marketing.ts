import type { z } from "zod";
import type { serviceFamilySchema } from "../../../schema";

/** The page at /digital-marketing. */
export const digitalMarketing = {
  title: "Digital Marketing: SEO, Email & Content | Alphai",
  description:
    "Digital marketing from Alphai: technical SEO, lifecycle email and content programmes measured against pipeline and revenue, not vanity metrics.",
  h1: "Digital marketing that builds demand you own",
  intro:
    "Paid media stops when the budget does; rankings, an engaged email list and useful content keep working. Our marketers in Dubai, Lahore and Munich plan, produce and measure these channels together, tracing every article, ranking and send to sign-ups, leads or sales.",
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
} satisfies z.input<typeof serviceFamilySchema>;
