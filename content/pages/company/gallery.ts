import type { z } from "zod";
import type { simplePageSchema } from "../../schema";

/** The page at /gallery. */
export const galleryPage = {
  title: "Gallery: Illustrations of Our Studio and Team | Alphai",
  description:
    "Original illustrations of Alphai's studios in Dubai, Lahore and Munich, our workshops, hackathons, design sprints, offsites and the work we do.",
  h1: "Gallery",
  intro:
    "Drawings, not photographs: original illustrations of everyday life at Alphai, from the three offices and discovery workshops with clients to hackathons, design sprints, team offsites and iftar dinners. Open any of them to see it larger.",
  cta: {
    title: "Want to be part of the picture?",
    body: "We are hiring engineers, designers, QA specialists and marketers across our three offices. See the open roles on our careers page.",
  },
} satisfies z.input<typeof simplePageSchema>;
