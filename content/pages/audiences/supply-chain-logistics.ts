import type { z } from "zod";
import type { audienceSchema } from "../../schema";

/** The page at /industries/supply-chain-logistics. */
export const supplyChainLogistics = {
  title: "Logistics and Supply Chain Software Development | Alphai",
  description:
    "Track and trace, EDI integration, driver apps, warehouse and transport systems and ETA prediction for forwarders, 3PLs, distributors and shippers.",
  h1: "Logistics software that gives every shipment one timeline",
  intro:
    "Freight forwarders, 3PLs, distributors and shippers run on data scattered across carriers, warehouses, trucks and customs systems. We connect those sources through EDI and APIs, build driver and warehouse apps that work offline, and give your customers live visibility and ETAs they can plan around.",
  challenges: [
    {
      icon: "search",
      title: '"Where is my shipment?"',
      body: "Milestones are spread across carrier portals, telematics, WMS scans and emails, so customer service spends its day looking things up instead of handling exceptions.",
    },
    {
      icon: "git-branch",
      title: "EDI and API demands from shippers",
      body: "Large customers require EDIFACT or X12 status messages, APIs and portal access as a condition of contract, often at short notice.",
    },
    {
      icon: "truck",
      title: "Last mile and driver workflows",
      body: "Paper delivery notes, missing proof of delivery and unreachable drivers lead to disputes, delayed invoicing and failed deliveries.",
    },
    {
      icon: "bar-chart",
      title: "Planning on unreliable data",
      body: "Without accurate arrival times and warehouse throughput data, dock schedules, labour and transport capacity are planned on guesswork.",
    },
  ],
  approach: [
    {
      title: "Event-driven integration",
      body: "We ingest EDI messages, carrier APIs, telematics and warehouse scans into one event stream and match every event to a shipment.",
    },
    {
      title: "Offline-first field apps",
      body: "Driver and warehouse apps in Flutter or native Android with barcode scanning, photo proof of delivery and signatures that sync when coverage returns.",
    },
    {
      title: "Predictive ETAs",
      body: "Models trained on your own milestone history predict arrival times per leg, and customers are alerted before a shipment misses its window.",
    },
    {
      title: "Integration with ERP, WMS and TMS",
      body: "Connectors for SAP, Oracle, Microsoft Dynamics and the WMS and TMS products you already run, with monitoring and replay for failed messages.",
    },
  ],
  services: ["digital-transformation", "java", "node", "flutter", "big-data", "aws"],
  stats: [
    { value: "48%", label: "fewer status enquiries for a Jebel Ali forwarder" },
    { value: "83%", label: "of delivery ETAs accurate to within two hours" },
    { value: "350", label: "trucks connected to one shipment timeline" },
    { value: "99%", label: "of deliveries with digital proof of delivery" },
  ],
  cta: {
    title: "Still answering tracking requests by email?",
    body: "Tell us which carriers, warehouse and transport systems you run. We will outline how to bring them into one shipment timeline, starting with your largest customers.",
  },
} satisfies z.input<typeof audienceSchema>;
