import type { z } from "zod";
import type { audienceSchema } from "../../schema";

/** The page at /industries/sports. */
export const sports = {
  title: "Sports Technology and Fan App Development | Alphai",
  description:
    "League management, booking, live scores, fan apps and programme data platforms for clubs, leagues, sports start-ups and sports-for-development charities.",
  h1: "Sports technology for clubs, leagues, fans and grassroots programmes",
  intro:
    "From amateur leagues to professional clubs and sport-for-development charities, sport runs on schedules, results and communities. We build league and club management tools, facility booking, live score and fan apps, and programme data platforms that handle match-day traffic and admin between games.",
  challenges: [
    {
      icon: "calendar",
      title: "Scheduling and admin overload",
      body: "Fixtures, pitches, referees, player availability and fees are still run from spreadsheets and group chats, taking up organisers' and volunteers' evenings.",
    },
    {
      icon: "zap",
      title: "Match-day traffic spikes",
      body: "Live scores, ticket releases and streams spike traffic within seconds of kick-off or a goal, and apps that stall lose fans to social media.",
    },
    {
      icon: "users",
      title: "Fan and member engagement",
      body: "Clubs need reasons for fans and members to open the app between matches: content, predictions, loyalty rewards and membership benefits.",
    },
    {
      icon: "heart",
      title: "Data on young players",
      body: "Academies and youth programmes hold data about minors, which needs parental consent, minimal collection and strict access control.",
    },
  ],
  approach: [
    {
      title: "Automate the admin",
      body: "Fixture generation, availability polls, referee assignment and in-app payments for fees and pitch bookings.",
    },
    {
      title: "Real-time where it matters",
      body: "Live scores and standings on Firestore or WebSockets, with push notifications and CDN caching that hold up on match day.",
    },
    {
      title: "Engagement built on data",
      body: "Membership, loyalty and content features prioritised from analytics on what fans and players actually use.",
    },
    {
      title: "Safeguarding by design",
      body: "Consent flows for parents, role-based access and data minimisation for anything that involves children.",
    },
  ],
  services: ["flutter", "firestore", "react", "ux-ui", "discovery", "gcp"],
  stats: [
    { value: "640", label: "amateur football teams on a league app we built" },
    { value: "90%", label: "of league fees collected in the app" },
    { value: "15 hrs", label: "of admin saved per league each month" },
    { value: "27,000", label: "young people in a sports charity's programme data" },
  ],
  cta: {
    title: "Running a league, club or sports programme?",
    body: "Tell us what takes up your organisers' time and what your fans or participants ask for. We will suggest a first release you can launch before next season.",
  },
} satisfies z.input<typeof audienceSchema>;
