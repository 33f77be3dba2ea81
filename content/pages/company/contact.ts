import type { z } from "zod";
import type { simplePageSchema } from "../../schema";

/** The page at /contactus. */
export const contactPage = {
  title: "Contact Alphai: Dubai, Lahore and Munich Offices | Alphai",
  description:
    "Contact Alphai about a project or partnership. Offices in Dubai, Lahore and Munich, open Monday to Friday 09:00–18:00; we reply within one working day.",
  h1: "Contact us",
  intro:
    "Tell us about your project, timeline and budget. A lead from the right practice replies within one working day, or call the office nearest you.",
  cta: {
    title: "Prefer to talk first?",
    body: "Call the person who leads the office nearest you, in English, German or Arabic. Outside office hours, ask for a 30-minute call in the form and we will reply with times in your time zone.",
  },
} satisfies z.input<typeof simplePageSchema>;
