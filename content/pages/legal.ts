import type { z } from "zod";
import type { legalSchema } from "../schema";

/** The frame of the two legal pages; their text is made from the facts and the settings (content/legal.ts). */
export const legalPages = {
  "privacy-policy": {
    title: "Privacy policy | Alphai",
    description:
      "What personal data Alphai's website collects, why, on which legal basis and for how long, who receives it, and your rights under the GDPR.",
    h1: "Privacy policy",
    intro:
      "This policy explains what happens to personal data when you use this website: an enquiry, the newsletter, a job application, and what every visit leaves behind. The periods below are the ones the website's server actually keeps.",
  },
  "legal-notice": {
    title: "Legal notice (Impressum) | Alphai",
    description:
      "The company behind Alphai's website: name and address, managing directors, contact details, commercial register and VAT identification number.",
    h1: "Legal notice",
    intro:
      "The information German law (§ 5 DDG) asks of a business website: who runs it, how to reach us quickly, and where the company is registered.",
  },
} satisfies Record<string, z.input<typeof legalSchema>>;
