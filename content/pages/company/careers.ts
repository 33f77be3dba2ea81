import type { z } from "zod";
import type { careersSchema } from "../../schema";

/** The page at /about/careers. */
export const careersPage = {
  title: "Careers: Engineering, Design & Marketing Jobs | Alphai",
  description:
    "Open roles at Alphai in Lahore, Dubai, Munich and remote: engineering, design, QA and marketing jobs with senior mentors and real client products.",
  h1: "Careers at Alphai",
  intro:
    "We hire engineers, designers, QA specialists and marketers who want to ship real products for real clients, learn from senior colleagues and have a say in how work is done. Roles are in Lahore, Dubai or Munich; some can be remote.",
  whyJoin: [
    {
      icon: "rocket",
      title: "Products that reach users",
      body: "You will work on fintech apps, healthcare platforms, marketplaces and NGO tools that launch to real users, not internal prototypes that never leave a slide deck.",
    },
    {
      icon: "graduation-cap",
      title: "A yearly learning budget",
      body: "Every team member has a personal budget for courses, certifications and conferences, plus paid time for our internal guilds in front-end, mobile, cloud and design.",
    },
    {
      icon: "globe",
      title: "Three offices, one team",
      body: "Work with colleagues and clients across the Gulf, South Asia and Europe, with the option of short assignments in another Alphai office.",
    },
    {
      icon: "users",
      title: "Mentors, not just managers",
      body: "Each new joiner is paired with a senior mentor and follows a written growth framework, so promotion criteria are clear rather than negotiated.",
    },
  ],
  hiringProcess: [
    {
      title: "Application review",
      body: "A hiring manager from the relevant team reads every application and replies within ten working days, whatever the outcome.",
    },
    {
      title: "Introductory call",
      body: "A 30-minute conversation about your experience, what you want from your next role and the questions you have about Alphai.",
    },
    {
      title: "Practical exercise",
      body: "A short, paid take-home task or a live pairing session on a realistic problem. We never ask for unpaid work on client projects.",
    },
    {
      title: "Team interview",
      body: "Meet the people you would work with, walk through your exercise and discuss how you approach trade-offs, feedback and collaboration.",
    },
    {
      title: "Offer",
      body: "A written offer with salary, benefits and start date, usually within a week of the team interview.",
    },
  ],
  howToApply:
    "Open a role above and apply with the form on its page: your CV, a short note on why the role interests you and, if you like, links to a portfolio or GitHub profile. If no current role fits, send an open application by e-mail and tell us which team you would like to join.",
  noRoles:
    "There are no open roles at the moment. Send an open application to careers@alphai.tech and we will contact you when a matching position opens.",
} satisfies z.input<typeof careersSchema>;
