import type { z } from "zod";
import type { audienceSchema } from "../../schema";

/** The page at /industries/travel-hospitality. */
export const travelHospitality = {
  title: "Travel and Hospitality Software Development | Alphai",
  description:
    "Booking engines, channel manager and OTA integration, guest apps and revenue tools for hotels, holiday rental operators, tour companies and travel start-ups.",
  h1: "Travel and hospitality software that wins more direct bookings",
  intro:
    "Hotels, holiday rentals, tour operators and travel platforms compete with online travel agencies on speed, clear prices and reliable availability. We build booking engines, channel manager and GDS integrations, guest apps and revenue tools that keep inventory accurate and win more direct bookings.",
  challenges: [
    {
      icon: "calendar",
      title: "Availability across many channels",
      body: "Rooms and properties sold through OTAs, channel managers, GDS and your own site drift out of sync, and overbookings mean relocations, refunds and bad reviews.",
    },
    {
      icon: "search",
      title: "Slow search and hidden prices",
      body: "Guests abandon searches that take seconds to load or reveal the total price only at the last step, especially on mobile.",
    },
    {
      icon: "wallet",
      title: "OTA commissions",
      body: "Commissions of 15-25% make direct bookings valuable, but direct channels need the speed, payment options and trust signals of the big platforms.",
    },
    {
      icon: "plane",
      title: "Seasonal peaks and complex pricing",
      body: "High season, events and holidays bring traffic spikes and pricing rules by length of stay, occupancy and channel that spreadsheets cannot keep up with.",
    },
  ],
  approach: [
    {
      title: "Inventory you can trust",
      body: "Webhook-based channel manager sync, reconciliation jobs and database constraints that make overlapping bookings impossible.",
    },
    {
      title: "Fast, transparent booking",
      body: "Search built on PostgreSQL with PostGIS or on Elasticsearch, with total prices including taxes and fees shown from the first results page.",
    },
    {
      title: "Direct channel growth",
      body: "Server-rendered destination pages, structured data, loyalty and email journeys that win back guests who first booked through an OTA.",
    },
    {
      title: "Ready for high season",
      body: "Load tests, read replicas and autoscaling on AWS, Azure or Google Cloud, agreed and rehearsed well before peak dates.",
    },
  ],
  services: ["python", "postgresql", "vue", "aws", "seo", "email-marketing"],
  stats: [
    { value: "3", label: "double bookings in a winter season, down from 71" },
    { value: "420 ms", label: "p95 search time, down from up to six seconds" },
    { value: "21%", label: "of revenue from direct bookings, up from 12%" },
    { value: "2,300", label: "holiday homes on a booking platform we rebuilt" },
  ],
  cta: {
    title: "Losing bookings to OTAs or overbookings?",
    body: "Tell us which channel manager, PMS and booking engine you use. We will show where availability drifts and what a faster direct booking path would take.",
  },
} satisfies z.input<typeof audienceSchema>;
