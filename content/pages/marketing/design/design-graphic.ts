import type { z } from "zod";
import type { serviceDetailSchema } from "../../../schema";

/** The page at /design/graphic. */
export const designGraphic = {
  title: "Graphic Design: Identity, Campaign & Print | Alphai",
  description:
    "Graphic design by Alphai: logos, visual identity systems, campaign and social assets, pitch decks and print, produced to guidelines for every channel.",
  h1: "Graphic design that makes your brand recognisable everywhere",
  intro:
    "People recognise brands by repeated, consistent visual cues: a logo, a colour, a typeface, a style of image. We design identity systems and the everyday assets that carry them, from social posts and ads to pitch decks, packaging and event materials, in English and Arabic.",
  offerings: [
    {
      icon: "palette",
      title: "Visual identity",
      body: "Logos, colour palettes, typography and graphic elements, designed as a system that works from an app icon to a billboard.",
    },
    {
      icon: "file-text",
      title: "Brand guidelines",
      body: "Clear guidelines with do's and don'ts, plus editable templates so internal teams and partners stay on-brand.",
    },
    {
      icon: "megaphone",
      title: "Campaign and ad creative",
      body: "Key visuals adapted into every size and format needed for Meta, Google, LinkedIn, TikTok, outdoor and print.",
    },
    {
      icon: "layout",
      title: "Social media templates",
      body: "Post, story and carousel templates in Figma or Canva that your team can update without breaking the design.",
    },
    {
      icon: "briefcase",
      title: "Presentations and sales material",
      body: "Pitch decks, investor presentations, one-pagers and proposals that make complex offerings easy to follow.",
    },
    {
      icon: "shopping-cart",
      title: "Packaging and print",
      body: "Packaging, brochures, signage and event materials, with print-ready files and colour proofing.",
    },
  ],
  outcomes: [
    {
      title: "Consistent brand presence",
      body: "One identity system with templates for every outlet, channel and delivery app rolls out within a quarter instead of drifting apart.",
    },
    {
      title: "Faster in-house production",
      body: "Editable templates let marketing teams produce routine assets themselves, saving design time for bigger campaigns.",
    },
    {
      title: "Stronger first impressions",
      body: "A redesigned investor or sales deck presents traction and proof clearly, so meetings start from the story rather than the slides.",
    },
  ],
  process: [
    {
      title: "Brief",
      body: "Goals, audiences, channels and existing brand assets, plus references for what you like and dislike.",
    },
    {
      title: "Concepts",
      body: "Two or three creative routes with rationale, shown in realistic applications rather than on a blank page.",
    },
    {
      title: "Refine",
      body: "The selected route developed in detail across the key formats, with feedback rounds agreed up front.",
    },
    {
      title: "Produce and deliver",
      body: "Final artwork in every required format and size, source files, templates and guidelines delivered in an organised library.",
    },
  ],
  tech: [
    { name: "Adobe Illustrator", use: "Logos, icons and vector illustration" },
    { name: "Adobe Photoshop", use: "Image retouching and compositing" },
    { name: "Adobe InDesign", use: "Brochures, reports and print layouts" },
    { name: "Figma", use: "Digital assets, decks and shared templates" },
    { name: "Canva", use: "Editable templates for in-house marketing teams" },
    { name: "Frontify", use: "Online brand guidelines and asset library" },
    { name: "Pantone Connect", use: "Colour matching for print and packaging" },
  ],
  faqs: [
    {
      question: "Can you design in Arabic as well as English?",
      answer:
        "Yes. Our designers work with bilingual layouts regularly and choose Arabic typefaces that match the character of your Latin type, rather than using a default system font.",
    },
    {
      question: "Do we get the source files?",
      answer:
        "Yes. Once the project is paid, you own the final artwork and receive the editable source files. Any licensed fonts or stock images are listed so you can license them for your own use.",
    },
    {
      question: "Can you support us with ongoing design work?",
      answer:
        "Yes. Many clients use a monthly design retainer or a dedicated designer for campaign assets, social content and sales materials, with a shared request board and agreed turnaround times.",
    },
  ],
  related: ["brand-strategy", "design-animations", "digital-campaigns"],
  cta: {
    title: "Brief our graphic designers",
    body: "Tell us what you need, from a new identity to a month of campaign assets. We will reply with a scope and timeline.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
