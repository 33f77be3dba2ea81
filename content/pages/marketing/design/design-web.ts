import type { z } from "zod";
import type { serviceDetailSchema } from "../../../schema";

/** The page at /design/web. */
export const designWeb = {
  title: "Web Design: Responsive Sites & Design Systems | Alphai",
  description:
    "Web design by Alphai: responsive, accessible layouts and Figma component libraries that keep your site on-brand and easy for developers to build.",
  h1: "Web design that looks sharp on every screen and builds cleanly",
  intro:
    "Visitors judge a website within seconds, and most arrive on a phone. We design responsive sites that express your brand, guide visitors to action and come with a component library developers can build and your team can extend without breaking the look.",
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
} satisfies z.input<typeof serviceDetailSchema>;
