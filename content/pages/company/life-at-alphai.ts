import type { z } from "zod";
import type { lifeSchema } from "../../schema";

/** The page at /about/life-at-alphai. */
export const lifePage = {
  title: "Life at Alphai: Culture, Benefits and Team | Alphai",
  description:
    "What working at Alphai is like: guilds, hackathons, flexible hours, learning budgets and team days across our Dubai, Lahore and Munich offices.",
  h1: "Life at Alphai",
  intro:
    "Alphai is a company of builders across three offices and several time zones. We keep a small studio's strengths, like short feedback loops and people who know each other, and give everyone a larger firm's structure and growth paths.",
  culture: [
    {
      icon: "message-square",
      title: "Write it down",
      body: "Decisions, architecture notes and retrospectives are written and shared, so that colleagues in another office or time zone never depend on a conversation they missed.",
    },
    {
      icon: "code",
      title: "Guilds across projects",
      body: "Front-end, mobile, cloud, QA and design guilds meet every two weeks to share patterns, review tooling and agree on the standards every project follows.",
    },
    {
      icon: "heart",
      title: "Sustainable pace",
      body: "We plan for normal working hours. Evening and weekend work is the exception, is agreed in advance and is compensated with time off.",
    },
    {
      icon: "compass",
      title: "Ownership with support",
      body: "Engineers and designers talk to clients directly and own their features, with leads who step in to help rather than to take over.",
    },
  ],
  benefits: [
    {
      icon: "graduation-cap",
      title: "Learning budget",
      body: "A yearly personal budget for courses, books, certifications and conferences, plus paid study time before certification exams.",
    },
    {
      icon: "heart",
      title: "Health cover",
      body: "Private health insurance for employees and their immediate family, with coverage adapted to the rules of each country we operate in.",
    },
    {
      icon: "timer",
      title: "Flexible hours",
      body: "Core collaboration hours with flexible start and finish times, and hybrid working arrangements agreed with each team.",
    },
    {
      icon: "plane",
      title: "Office exchanges",
      body: "Short assignments in Dubai, Lahore or Munich for team members who want to work closer to clients or colleagues in another region.",
    },
    {
      icon: "monitor",
      title: "Proper equipment",
      body: "A current laptop of your choice, a second monitor and a home-office allowance for those who work remotely part of the week.",
    },
    {
      icon: "users",
      title: "Parental leave",
      body: "Paid parental leave above the statutory minimum in each country, and a phased return to work for new parents.",
    },
  ],
  moments: [
    {
      slug: "quarterly-hackathon",
      title: "Quarterly hackathon",
      caption:
        "Two days each quarter to build internal tools and experiments. Several of our delivery templates started as hackathon projects.",
      alt: "Illustration: two people at a whiteboard of hack ideas on sticky notes with vote dots, one adding a note, and a laptop on a table.",
    },
    {
      slug: "friday-demos",
      title: "Friday demos",
      caption:
        "Every other Friday, squads demo what they shipped to the whole company over video, followed by questions from other offices.",
      alt: "Illustration: a laptop showing a video call with a shared phone app screen and four participants, one raising a hand.",
    },
    {
      slug: "annual-offsite",
      title: "Annual offsite",
      caption:
        "Once a year the whole company meets in one place for planning sessions, talks by colleagues and a day without laptops.",
      alt: "Illustration: four colleagues walking up a hill path towards a flag, with a tree, a second hill and the sun behind them.",
    },
    {
      slug: "ramadan-iftars",
      title: "Ramadan iftars",
      caption:
        "During Ramadan the Dubai and Lahore offices adjust working hours and host iftar dinners for the team, clients and families.",
      alt: "Illustration: a table with a plate of dates, a water jug and two glasses, a lantern hanging above and a crescent moon in the window.",
    },
    {
      slug: "guild-talks",
      title: "Guild talks",
      caption:
        "Short internal talks on topics such as React Server Components, Terraform module design or accessibility audits, recorded for all offices.",
      alt: "Illustration: a speaker at a lectern beside a slide of a component diagram, an audience seen from behind and a camera on a tripod.",
    },
    {
      slug: "munich-summer-day",
      title: "Munich summer day",
      caption:
        "The Munich team hosts colleagues from other offices for a summer day of workshops by the Isar and a team dinner.",
      alt: "Illustration: three colleagues at a picnic table by a river, with trees, an arched bridge and the sun behind them.",
    },
  ],
  cta: {
    title: "Like what you see?",
    body: "Browse our open roles in engineering, design, QA and marketing, or send an open application and tell us how you would like to contribute.",
  },
} satisfies z.input<typeof lifeSchema>;
