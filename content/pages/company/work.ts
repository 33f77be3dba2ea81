import type { z } from "zod";
import type { simplePageSchema } from "../../schema";
import { site } from "../../site";

/** The page at /work. */
export const workPage = {
  title: "Our Work: Case Studies and Client Projects | Alphai",
  description:
    "Case studies of Alphai projects: fintech apps, e-commerce platforms, healthcare portals and modernised enterprise systems, with measurable results.",
  h1: "Our work",
  intro: `A selection of the ${site.figures.projects}+ projects delivered since ${site.foundingYear} for startups, scale-ups, enterprises and NGOs, in banking, retail, healthcare, logistics, education and more. Each case study covers the problem, our solution and the results measured after launch. Some clients stay anonymous by agreement.`,
  cta: {
    title: "Have a similar project in mind?",
    body: "Tell us about your product and we will share the case studies and lessons most relevant to it on a short call.",
  },
} satisfies z.input<typeof simplePageSchema>;
