import type { z } from "zod";
import type { audienceSchema } from "../../schema";

/** The page at /industries/retail-commerce. */
export const retailCommerce = {
  title: "Retail and E-commerce Development | Alphai",
  description:
    "Headless storefronts, marketplace and ERP integration and fast mobile checkout for retailers and D2C brands selling in the GCC, Europe and South Asia.",
  h1: "E-commerce and retail technology that converts on mobile",
  intro:
    "Online retail is won or lost on a phone, in seconds. We build headless storefronts, mobile shopping apps and the integrations linking commerce platforms to ERP, warehouse and marketplace systems, for D2C brands and multi-store retailers selling in Arabic, English and German.",
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
} satisfies z.input<typeof audienceSchema>;
