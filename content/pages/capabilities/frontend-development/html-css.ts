import type { z } from "zod";
import type { serviceDetailSchema } from "../../../schema";

/** The page at /capabilities/frontend/html-css. */
export const htmlCss = {
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
} satisfies z.input<typeof serviceDetailSchema>;
