import type { z } from "zod";
import type { simplePageSchema } from "../../schema";

/** The page at /contactus. */
export const contactPage = {
  title: "Contact Alphai: Dubai, Lahore and Munich Offices | Alphai",
  description:
    "Contact Alphai about a project or partnership. Offices in Dubai, Lahore and Munich, open Monday to Friday 09:00-18:00; we reply within one working day.",
  h1: "Contact us",
  intro:
    "Tell us about your project, timeline and budget in the form, or contact your nearest office. Our offices in Dubai, Lahore and Munich are open Monday to Friday, 09:00-18:00 local time, and a practice lead answers every enquiry within one working day.",
  cta: {
    title: "Prefer to talk first?",
    body: "Ask for a 30-minute introductory call in your message in the form above. We reply within one working day with times in your time zone, for a call in English, German or Arabic.",
  },
} satisfies z.input<typeof simplePageSchema>;
