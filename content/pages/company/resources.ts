import type { z } from "zod";
import type { simplePageSchema } from "../../schema";

/** The page at /resource. */
export const resourcesPage = {
  title: "Resources: Guides on Software Projects | Alphai",
  description:
    "Practical guides from Alphai on engagement models, MVP discovery, app budgets, GDPR readiness for DACH and legacy modernisation for product owners.",
  h1: "Resources for planning software projects",
  intro:
    "Articles and guides written by our engineers, designers and delivery leads for people who commission software: how to choose an engagement model, what a discovery phase should deliver, how to budget an app, and how to prepare a product for European data protection rules.",
  cta: {
    title: "Have a question we have not covered?",
    body: "Send it to us. If the answer is useful to others, it may become our next guide; either way, one of our leads will reply to you directly.",
  },
} satisfies z.input<typeof simplePageSchema>;
