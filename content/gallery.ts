/**
 * Gallery entries: original illustrations drawn by Alphai's design team of the
 * studio, its offices, events and work. `alt` describes what each illustration shows.
 */
import type { z } from "zod";
import type { galleryImageSchema } from "./schema";

export const galleryImages = [
  {
    slug: "lahore-engineering-centre",
    title: "The Lahore engineering centre",
    alt: "Illustration of an open-plan office with rows of desks, engineers at dual monitors and a wall-sized sprint board beside tall windows.",
    caption: "Our main engineering centre in Lahore, where most of our developers, QA specialists and DevOps engineers work.",
  },
  {
    slug: "dubai-office-business-bay",
    title: "Dubai office in Business Bay",
    alt: "Illustration of a meeting room overlooking a canal and glass towers, with a designer presenting app screens on a large display to two clients.",
    caption: "The GCC office in Business Bay, Dubai, home to our discovery workshops, design team and client leads for the Gulf.",
  },
  {
    slug: "munich-office-schwabing",
    title: "Munich office on Leopoldstraße",
    alt: "Illustration of a bright office in an older Munich building with high ceilings, bicycles by the door and a team gathered around a standing desk.",
    caption: "Our DACH office in Munich's Schwabing district, working with clients in Germany, Austria and Switzerland.",
  },
  {
    slug: "discovery-workshop",
    title: "A discovery workshop",
    alt: "Illustration of a workshop table covered in sticky notes and user journey maps, with a facilitator pointing to a whiteboard of user needs.",
    caption: "Mapping user journeys and assumptions with a client team on the first day of a product discovery phase.",
  },
  {
    slug: "design-sprint-prototype",
    title: "Design sprint, day four",
    alt: "Illustration of two designers building a clickable phone prototype on a laptop, surrounded by printed sketches and a sprint schedule.",
    caption: "Turning the winning sketch into a clickable prototype, ready for tests with five real users the next morning.",
  },
  {
    slug: "usability-testing-session",
    title: "Usability testing session",
    alt: "Illustration of a participant using a banking app on a phone while a researcher takes notes and a colleague observes via a video link.",
    caption: "A moderated usability test of a lending app, streamed to the product team in another office.",
  },
  {
    slug: "quarterly-hackathon",
    title: "Quarterly hackathon",
    alt: "Illustration of small teams around laptops late in the evening, with pizza boxes, a countdown clock on a screen and a trophy on a shelf.",
    caption: "Forty-eight hours to build something useful. Several of our internal delivery tools started at a hackathon.",
  },
  {
    slug: "friday-demo",
    title: "Friday demo",
    alt: "Illustration of an engineer presenting a dashboard on a big screen to colleagues in the room and on a video call grid from other offices.",
    caption: "Every other Friday, squads show what they shipped to colleagues in all three offices.",
  },
  {
    slug: "team-offsite-planning",
    title: "Team offsite",
    alt: "Illustration of colleagues seated in a semicircle outdoors under string lights, listening to a speaker beside a flip chart of yearly goals.",
    caption: "The annual offsite, where all three offices meet to plan the year ahead and spend a day without laptops.",
  },
  {
    slug: "code-review-pairing",
    title: "Pair programming",
    alt: "Illustration of two developers sharing one large monitor showing a pull request with code comments, one pointing at a highlighted line.",
    caption: "Pairing on a code review: every change at Alphai is reviewed by at least one other engineer before it is merged.",
  },
  {
    slug: "mobile-device-lab",
    title: "Our mobile device lab",
    alt: "Illustration of shelves of Android phones and iPhones on charging stands, with a QA engineer running tests on several devices at once.",
    caption: "The device lab our QA team uses to test apps on real phones and tablets alongside automated cloud device runs.",
  },
  {
    slug: "ramadan-iftar-gathering",
    title: "Iftar with the team",
    alt: "Illustration of a long table set with dates, water jugs and shared dishes at sunset, with colleagues and their families sitting together.",
    caption: "The Dubai and Lahore offices host iftar dinners for colleagues, clients and families during Ramadan.",
  },
] satisfies z.input<typeof galleryImageSchema>[];
