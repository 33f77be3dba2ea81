import type { z } from "zod";
import type { serviceDetailSchema } from "../../../schema";

/** The page at /capabilities/cms/woocommerce. */
export const woocommerce = {
  title: "WooCommerce Development and Store Integration | Alphai",
  description:
    "WooCommerce development: custom checkout, regional payment gateways, ERP and inventory integration, HPOS migration and speed tuning for busy stores.",
  h1: "WooCommerce development for stores that keep growing",
  intro:
    "WooCommerce gives merchants full control of their store on top of WordPress. As order volumes grow, that control needs engineering: a fast catalogue, a checkout that converts, payment providers that work in your markets and reliable sync with stock and accounting systems.",
  offerings: [
    {
      icon: "shopping-cart",
      title: "Custom store builds",
      body: "Product templates, filters and block-based cart and checkout pages designed around your catalogue and customers.",
    },
    {
      icon: "wallet",
      title: "Payment gateway integration",
      body: "Stripe, Checkout.com, PayTabs and Tabby integrations, plus cash on delivery rules common in GCC and Pakistani markets.",
    },
    {
      icon: "truck",
      title: "ERP, inventory and shipping",
      body: "Two-way sync with ERPs such as Odoo and SAP Business One, warehouse systems and courier APIs for labels and tracking.",
    },
    {
      icon: "gauge",
      title: "Performance and scaling",
      body: "Migration to High-Performance Order Storage, object caching, query tuning and background processing with Action Scheduler.",
    },
    {
      icon: "refresh-cw",
      title: "Subscriptions and B2B",
      body: "Recurring billing, wholesale pricing, quote requests and customer-specific catalogues built on extensions or custom code.",
    },
  ],
  outcomes: [
    {
      title: "Higher checkout completion",
      body: "A shorter checkout with local payment options typically raises checkout completion noticeably.",
    },
    {
      title: "Accurate stock levels",
      body: "Automated inventory sync with the ERP ends overselling and the manual spreadsheet updates that cause it.",
    },
    {
      title: "Stable during sales peaks",
      body: "Caching, HPOS and load testing before campaigns such as White Friday keep the store responsive when traffic spikes.",
    },
  ],
  process: [
    {
      title: "Store audit",
      body: "We review catalogue size, extensions, checkout analytics, hosting and integrations to find bottlenecks.",
    },
    {
      title: "Solution design",
      body: "Checkout, payments, integrations and custom features are specified with data flows and edge cases.",
    },
    {
      title: "Build and test",
      body: "Features are built on staging with realistic product and order data, and tested end to end including payments.",
    },
    {
      title: "Launch and grow",
      body: "We launch with monitoring in place and support campaigns, new markets and integrations afterwards.",
    },
  ],
  tech: [
    { name: "WooCommerce", use: "E-commerce on WordPress" },
    { name: "High-Performance Order Storage", use: "Dedicated order tables for faster queries" },
    { name: "WooCommerce Blocks", use: "Block-based cart and checkout" },
    { name: "Action Scheduler", use: "Background jobs for sync and bulk updates" },
    { name: "Stripe", use: "Card payments and wallets" },
    { name: "PayTabs", use: "Payment processing for GCC markets" },
    { name: "WooCommerce REST API", use: "Integrating ERPs, apps and marketplaces" },
    { name: "Redis", use: "Object caching for busy stores" },
    { name: "k6", use: "Load testing before sales campaigns" },
  ],
  faqs: [
    {
      question: "How large a store can WooCommerce handle?",
      answer:
        "With good hosting, HPOS, caching and careful extension choices, WooCommerce comfortably handles tens of thousands of products and thousands of orders a day. Beyond that, we assess whether a different platform makes more sense.",
    },
    {
      question: "Can you integrate payment providers used in the Gulf?",
      answer:
        "Yes. We have integrated providers such as PayTabs, Checkout.com, Tabby and Tamara, along with Apple Pay through Stripe and cash on delivery with verification rules.",
    },
    {
      question: "Should we move from WooCommerce to Shopify?",
      answer:
        "Shopify suits merchants who want minimal technical ownership. WooCommerce suits those who need custom logic, integrations or full data control. We compare total costs and requirements before recommending a move.",
    },
  ],
  related: ["wordpress", "retail-commerce", "mysql", "seo"],
  cta: {
    title: "Ready to get more from your WooCommerce store?",
    body: "Share your store URL and your biggest pain point. We will suggest improvements for speed, checkout or integrations.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
