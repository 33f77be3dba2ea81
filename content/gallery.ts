/**
 * Gallery entries: drawn scenes (not photographs) of the studio, its offices,
 * events and work. Each entry's drawing is in app/art/scenes.tsx under its slug;
 * `alt` describes what that drawing shows, so change both together. The caption
 * says what the place or event is.
 */
import type { z } from "zod";
import type { galleryImageSchema } from "./schema";

export const galleryImages = [
  {
    slug: "lahore-engineering-centre",
    title: "The Lahore engineering centre",
    alt: "Illustration: three desks with two monitors each, engineers seen from behind, a sprint board with sticky notes and two tall windows.",
    caption:
      "Our main engineering centre in Lahore, where most of our developers, QA specialists and DevOps engineers work.",
  },
  {
    slug: "dubai-office-business-bay",
    title: "Dubai office in Business Bay",
    alt: "Illustration: a presenter beside a screen showing two app screens, a window onto glass towers and two people seated at a table.",
    caption:
      "The GCC office in Business Bay, Dubai, home to our discovery workshops, design team and client leads for the Gulf.",
  },
  {
    slug: "munich-office-schwabing",
    title: "Munich office on Leopoldstraße",
    alt: "Illustration: three people at a standing desk with a laptop under three arched windows and pendant lamps, a bicycle by the door.",
    caption:
      "Our DACH office in Munich's Schwabing district, working with clients in Germany, Austria and Switzerland.",
  },
  {
    slug: "discovery-workshop",
    title: "A discovery workshop",
    alt: "Illustration: a facilitator pointing at a whiteboard journey map of five steps, sticky notes on the wall and table, two people seated.",
    caption: "Mapping user journeys and assumptions with a client team on the first day of a product discovery phase.",
  },
  {
    slug: "design-sprint-prototype",
    title: "Design sprint, day four",
    alt: "Illustration: two designers seen from behind at a monitor showing three phone screens, sketches pinned up and a sprint week, Thursday marked.",
    caption:
      "Turning the winning sketch into a clickable prototype, ready for tests with five real users the next morning.",
  },
  {
    slug: "usability-testing-session",
    title: "Usability testing session",
    alt: "Illustration: a seated participant holding a phone with an app, a researcher with a clipboard, and a wall screen showing a colleague on a call.",
    caption: "A moderated usability test of a lending app, streamed to the product team in another office.",
  },
  {
    slug: "quarterly-hackathon",
    title: "Quarterly hackathon",
    alt: "Illustration: four people behind laptops at a long table with an open pizza box, a countdown clock on a screen, a trophy and a moonlit window.",
    caption:
      "Forty-eight hours to build something useful. Several of our internal delivery tools started at a hackathon.",
  },
  {
    slug: "friday-demo",
    title: "Friday demo",
    alt: "Illustration: a presenter beside a big screen with a ring chart and a line chart, a grid of six video-call tiles and an audience seen from behind.",
    caption: "Every other Friday, squads show what they shipped to colleagues in all three offices.",
  },
  {
    slug: "team-offsite-planning",
    title: "Team offsite",
    alt: "Illustration: people seated outdoors under string lights, facing a speaker beside a flip chart of goals, with dark hills behind.",
    caption: "The annual offsite, where all three offices meet to plan the year ahead and spend a day without laptops.",
  },
  {
    slug: "code-review-pairing",
    title: "Pair programming",
    alt: "Illustration: two developers seen from behind at one large monitor showing a code diff with a comment, one pointing at the screen.",
    caption:
      "Pairing on a code review: every change at Alphai is reviewed by at least one other engineer before it is merged.",
  },
  {
    slug: "mobile-device-lab",
    title: "Our mobile device lab",
    alt: "Illustration: three shelves of phones and tablets with lit screens, a QA engineer holding a tablet and a monitor listing passed tests.",
    caption:
      "The device lab our QA team uses to test apps on real phones and tablets alongside automated cloud device runs.",
  },
  {
    slug: "ramadan-iftar-gathering",
    title: "Iftar with the team",
    alt: "Illustration: adults and children behind a long table with plates of dates and water jugs, lanterns above and a sunset with a crescent moon.",
    caption: "The Dubai and Lahore offices host iftar dinners for colleagues, clients and families during Ramadan.",
  },
] satisfies z.input<typeof galleryImageSchema>[];
