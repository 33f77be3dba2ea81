import type { z } from "zod";
import type { audienceSchema } from "../../schema";

/** The page at /industries/food-beverages. */
export const foodBeverages = {
  title: "Food & Beverage Tech: Ordering and Kitchens | Alphai",
  description:
    "Ordering apps, delivery aggregator integration, kitchen display systems and loyalty for restaurants, cloud kitchens and food producers in the GCC and Pakistan.",
  h1: "Ordering, kitchen and loyalty systems for food and beverage brands",
  intro:
    "Restaurants, cloud kitchens and food producers run on thin margins: a lost modifier or late rider shows up in reviews and refunds. We build direct ordering apps, aggregator and POS integrations, kitchen displays and traceability tools that keep orders accurate and customers loyal.",
  challenges: [
    {
      icon: "smartphone",
      title: "A tablet for every delivery aggregator",
      body: "Each aggregator brings its own tablet, menu format and order flow, so staff re-key orders into the POS and mistakes multiply at peak hours.",
    },
    {
      icon: "wallet",
      title: "Commission pressure",
      body: "Aggregator commissions of 20-30% eat the margin on every order, but building direct channels and loyalty programmes that customers actually use is hard.",
    },
    {
      icon: "utensils",
      title: "Menus, modifiers and allergens",
      body: "Menus change by branch, time of day and stock level. Allergen and dietary information has to stay accurate on every channel, or it becomes a safety issue.",
    },
    {
      icon: "check-circle",
      title: "Traceability and food safety records",
      body: "Producers and central kitchens need batch traceability, temperature logs and HACCP records that auditors and halal certifiers can check quickly.",
    },
  ],
  approach: [
    {
      title: "One order hub",
      body: "Orders from aggregators, websites, apps and call centres land in one normalised queue that feeds the POS and the kitchen screens.",
    },
    {
      title: "Direct ordering worth switching to",
      body: "Fast Flutter or React Native apps with saved baskets, loyalty points, group orders and delivery times based on live kitchen load.",
    },
    {
      title: "Kitchen display by station",
      body: "Items are routed to grill, fryer or cold stations, with prep-time tracking and allergen notes that cannot be missed.",
    },
    {
      title: "Digital food safety records",
      body: "Tablet checklists, Bluetooth temperature probes and batch records replace paper HACCP logs, with alerts when readings drift out of range.",
    },
  ],
  services: ["flutter", "node", "firestore", "gcp", "ux-ui", "email-marketing"],
  stats: [
    { value: "43%", label: "fewer order errors at peak for a cloud kitchen group" },
    { value: "24%", label: "of orders through direct channels, up from 9%" },
    { value: "11", label: "virtual restaurant brands served by one ordering app" },
    { value: "4 min", label: "shorter average time from order to dispatch" },
  ],
  cta: {
    title: "Running out of counter space for aggregator tablets?",
    body: "Tell us which aggregators, POS and kitchen setup you use. We will sketch how an order hub would work for your brands and what it would cost.",
  },
} satisfies z.input<typeof audienceSchema>;
