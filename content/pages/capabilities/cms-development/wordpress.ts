import type { z } from "zod";
import type { serviceDetailSchema } from "../../../schema";

/** The page at /capabilities/cms/wordpress. */
export const wordpress = {
  title: "Custom WordPress Development Services | Alphai",
  description:
    "Custom WordPress development: block themes and Gutenberg blocks, headless WordPress, multisite, multilingual sites, security hardening and care plans.",
  h1: "Custom WordPress development without the plugin bloat",
  intro:
    "WordPress can be a fast, secure and pleasant CMS, or a slow patchwork of forty plugins and a page builder. We build custom block themes and Gutenberg blocks around your content, keep plugins to a minimum and maintain sites so they stay patched and quick.",
  offerings: [
    {
      icon: "layout",
      title: "Custom block themes",
      body: "Block themes with theme.json design settings and full site editing, giving editors control without breaking the design.",
    },
    {
      icon: "code",
      title: "Custom Gutenberg blocks",
      body: "Purpose-built blocks in React and PHP for your content types, replacing heavy page builders such as Elementor or WPBakery.",
    },
    {
      icon: "layers",
      title: "Headless WordPress",
      body: "WordPress as a content back end with WPGraphQL or the REST API, feeding a Next.js or Astro front end.",
    },
    {
      icon: "globe",
      title: "Multilingual and multisite",
      body: "WPML, Polylang or multisite networks for Arabic, English and German content, with RTL-ready templates.",
    },
    {
      icon: "shield",
      title: "Security and care plans",
      body: "Hardening, managed updates, uptime monitoring, off-site backups and malware scanning under a monthly plan.",
    },
  ],
  outcomes: [
    {
      title: "Faster pages",
      body: "Replacing a heavy page builder with custom blocks commonly brings mobile Largest Contentful Paint under 2.5 seconds.",
    },
    {
      title: "Happier editors",
      body: "Structured blocks with sensible defaults let marketing teams publish landing pages without developer help or broken layouts.",
    },
    {
      title: "Fewer security incidents",
      body: "Fewer plugins, scheduled updates and a web application firewall shrink the attack surface that causes most WordPress compromises.",
    },
  ],
  process: [
    {
      title: "Content and plugin audit",
      body: "We review content types, templates, plugins and hosting, and decide what to rebuild, keep or remove.",
    },
    {
      title: "Design and block library",
      body: "The design is translated into theme.json settings and a library of custom blocks tested with editors.",
    },
    {
      title: "Build and migrate content",
      body: "Theme and blocks are developed, content is migrated with WP-CLI scripts and redirects are mapped.",
    },
    {
      title: "Launch and care",
      body: "We launch on tuned hosting with caching and a CDN, train editors and move into a maintenance plan.",
    },
  ],
  tech: [
    { name: "WordPress", use: "Core CMS with the block editor" },
    { name: "Gutenberg blocks", use: "Custom editing components in React" },
    { name: "Advanced Custom Fields", use: "Structured custom fields and ACF blocks" },
    { name: "WPGraphQL", use: "GraphQL API for headless front ends" },
    { name: "WP-CLI", use: "Scripted content migration and maintenance" },
    { name: "WPML", use: "Multilingual content and translation workflows" },
    { name: "Redis object cache", use: "Caching database queries on busy sites" },
    { name: "Cloudflare", use: "CDN, caching and web application firewall" },
    { name: "PHPUnit", use: "Testing custom plugin and theme code" },
  ],
  faqs: [
    {
      question: "Can you take over a WordPress site another agency built?",
      answer:
        "Yes. We start with an audit of the code, plugins, hosting and security, fix urgent issues first and then agree a plan to stabilise or rebuild the rest.",
    },
    {
      question: "Should we go headless with WordPress?",
      answer:
        "Headless makes sense if you publish to several channels or need a highly interactive front end. For most marketing sites, a well-built traditional theme is simpler, cheaper and equally fast.",
    },
    {
      question: "Do you build sites with Elementor or other page builders?",
      answer:
        "We prefer custom blocks because they are faster and harder to break, but we can maintain existing page-builder sites and migrate them gradually.",
    },
    {
      question: "What does a WordPress care plan include?",
      answer:
        "Core, theme and plugin updates tested on staging, daily off-site backups, uptime and security monitoring, and a monthly allowance of developer hours for small changes.",
    },
  ],
  related: ["woocommerce", "jamstack", "design-web", "seo"],
  cta: {
    title: "Is your WordPress site slow or hard to edit?",
    body: "Send us the URL. We will review performance, plugins and the editing experience, and suggest a fix or a rebuild.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
