import type { z } from "zod";
import type { serviceDetailSchema } from "../../../schema";

/** The page at /capabilities/frontend/bootstrap. */
export const bootstrap = {
  title: "Bootstrap Development and Theming | Alphai",
  description:
    "Bootstrap 5 theming and development: custom Sass builds, RTL support, utility API and migrations from Bootstrap 3 and 4 with jQuery removed.",
  h1: "Bootstrap development for interfaces that need to ship quickly",
  intro:
    "Bootstrap remains one of the fastest routes to a consistent, responsive interface, especially for admin panels and internal tools. We customise it so it does not look like stock Bootstrap, keep the CSS lean and upgrade older versions without breaking your screens.",
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
} satisfies z.input<typeof serviceDetailSchema>;
