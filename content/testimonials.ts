/**
 * Client reviews shown on the home page. People are fictional; companies are
 * described generically rather than named.
 */
import type { z } from "zod";
import type { testimonialSchema } from "./schema";

export const testimonials = [
  {
    author: "Omar Al-Mansoori",
    role: "Chief Product Officer",
    company: "Fintech scale-up, Dubai",
    rating: 5,
    body: "Alphai rebuilt our lending app in React Native while the old one stayed live. They flagged risks early, demoed every two weeks and hit the release window we had promised our board. Loan applications completed in the app rose noticeably in the first quarter after launch.",
  },
  {
    author: "Katharina Brandt",
    role: "Head of Digital",
    company: "Mid-sized industrial distributor, Bavaria",
    rating: 5,
    body: "We needed a B2B ordering portal that our works council and data protection officer would sign off. The Munich team documented every processing activity, hosted everything in the EU and delivered a clean handover. Our own IT team now extends the code without calling them.",
  },
  {
    author: "Faisal Rehman",
    role: "Co-founder and CTO",
    company: "Healthtech startup, Karachi",
    rating: 5,
    body: "The discovery phase alone was worth it: two weeks of interviews with doctors changed half of our feature list. The dedicated team that followed felt like our own engineers, and they pushed back when we asked for things that would have slowed the product down.",
  },
  {
    author: "Sarah Whitfield",
    role: "Director of Programmes",
    company: "International education NGO, London",
    rating: 4,
    body: "Alphai built an offline-first learning app for teachers in rural areas on a tight grant budget. Communication across time zones took some adjustment at the start, but once we agreed a weekly rhythm the project ran smoothly and the app has been stable in the field.",
  },
  {
    author: "Abdulrahman Al-Qahtani",
    role: "E-commerce Manager",
    company: "Fashion retail group, Riyadh",
    rating: 5,
    body: "They moved our stores from an ageing platform to a headless setup with Arabic and English storefronts, then ran SEO and campaigns for the relaunch. Page speed on mobile improved markedly and Ramadan traffic, our busiest period, passed without a single outage.",
  },
  {
    author: "Lukas Steiner",
    role: "Engineering Manager",
    company: "Logistics software company, Zurich",
    rating: 4,
    body: "We brought in two Alphai DevOps engineers to move our platform to Kubernetes and set up proper CI/CD. Release time dropped from a half-day ritual to a routine pipeline run. Estimates for the migration ran a little over, but they were transparent about why at every step.",
  },
] satisfies z.input<typeof testimonialSchema>[];
