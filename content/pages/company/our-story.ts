import type { z } from "zod";
import type { storySchema } from "../../schema";
import { site } from "../../site";

/** The page at /about/our-story. */
export const storyPage = {
  title: "Our Story: From Lahore Studio to Three Offices | Alphai",
  description: `How Alphai grew from a nine-person studio in ${site.foundingYear} to ${site.figures.people}+ people in Dubai, Lahore and Munich, plus the mission, values and leaders behind the work.`,
  h1: "Our story",
  intro: `Alphai started in ${site.foundingYear} because clients were tired of agencies selling a senior team and staffing a junior one. We wanted a company where the people in the pitch are the people in the sprint, and engineering, design and marketing form one team.`,
  mission:
    "Our mission is to give ambitious organisations in the Gulf, South Asia and Europe a product team they can trust: senior enough to challenge a brief, transparent about cost and progress, and still around to support what we built long after launch.",
  milestones: [
    {
      year: 2022,
      title: "A nine-person studio in Lahore",
      body: "Hamza Qureshi and Sana Malik founded Alphai with seven engineers in a shared office in Lahore. The first clients were a Dubai property portal and a Karachi-based payments startup, both still working with us today.",
    },
    {
      year: 2023,
      title: "Opening the GCC office in Dubai",
      body: "With a growing share of work coming from the UAE and Saudi Arabia, we opened an office in Business Bay, Dubai, for discovery workshops, design and account leadership close to our Gulf clients.",
    },
    {
      year: 2024,
      title: "Munich and the DACH market",
      body: "Jonas Weber joined to open our DACH office in Munich. German-speaking clients brought new standards for documentation, data protection and accessibility, which now shape how every Alphai project is run.",
    },
    {
      year: 2025,
      title: "Marketing and brand join engineering",
      body: "We added digital marketing, brand strategy and content teams so clients could launch and grow a product with one partner. The same year we passed 100 delivered projects.",
    },
    {
      year: 2026,
      title: `${site.figures.people}+ people, ${site.figures.projects}+ projects, ${site.figures.countries} countries`,
      body: `Today more than ${site.figures.people} engineers, designers and marketers work across our three offices, with Lahore as the main engineering centre and a dedicated AI integration practice serving clients in ${site.figures.countries} countries.`,
    },
  ],
  values: [
    {
      icon: "handshake",
      title: "Say what we will do, then do it",
      body: "Estimates come with their assumptions written down. When something changes, clients hear it from us in the next stand-up, not at the end of the month.",
    },
    {
      icon: "users",
      title: "Senior people on the work",
      body: "Every project has a lead engineer and a lead designer with shipped products behind them, and they stay on the project rather than moving on after the kick-off.",
    },
    {
      icon: "check-circle",
      title: "Quality is part of the estimate",
      body: "Code review, automated tests and accessibility checks are planned and priced from the start, never cut quietly when a deadline gets close.",
    },
    {
      icon: "lightbulb",
      title: "Challenge the brief",
      body: "We ask why a feature is needed before we ask how to build it. Sometimes the most useful advice we give is to build less.",
    },
    {
      icon: "graduation-cap",
      title: "Keep learning in public",
      body: "Internal guilds, conference talks and open write-ups of our own mistakes keep the team sharp and make us easier to work with.",
    },
  ],
  leadership: [
    {
      name: "Hamza Qureshi",
      role: "Co-founder and Chief Executive Officer",
      bio: "Hamza spent eleven years building payments and e-commerce platforms in Dubai before co-founding Alphai. He leads strategy and the GCC office and still joins most discovery workshops with new clients.",
    },
    {
      name: "Sana Malik",
      role: "Co-founder and Chief Technology Officer",
      bio: "Sana led engineering teams at a Lahore software house and a Berlin fintech. She runs the Lahore engineering centre, sets our architecture and security standards, and reviews every technical proposal we send.",
    },
    {
      name: "Jonas Weber",
      role: "Managing Director, DACH",
      bio: "Jonas joined in 2024 after a decade in digital product consulting in Munich. He leads client partnerships in Germany, Austria and Switzerland and owns our data protection and compliance practice.",
    },
    {
      name: "Layla Haddad",
      role: "Head of Design",
      bio: "Layla built design systems for banks and government services in the Gulf. She leads Alphai's designers across all three offices and champions bilingual, right-to-left-ready interfaces.",
    },
    {
      name: "Bilal Chaudhry",
      role: "Head of Delivery",
      bio: "Bilal has run delivery for more than sixty Alphai projects. He owns our engagement models, estimation practice and the reporting every client receives at the end of each sprint.",
    },
  ],
  cta: {
    title: "Meet the team behind the story",
    body: "Book a call with one of our leads in Dubai, Lahore or Munich and talk through your product with the people who would actually build it.",
  },
} satisfies z.input<typeof storySchema>;
