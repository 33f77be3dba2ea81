import type { z } from "zod";
import type { audienceSchema } from "../../schema";

/** The page at /industries/education. */
export const education = {
  title: "EdTech and Education Software Development | Alphai",
  description:
    "Learning platforms, LMS integrations, assessment tools and offline learning apps for schools, universities, edtech companies and education foundations.",
  h1: "Education technology that works in real classrooms",
  intro:
    "Schools, universities and edtech companies need tools teachers adopt and students can use on any device. We build learning apps and platforms, connect them to LMS and student systems via LTI and xAPI, and design for accessibility, low bandwidth and minors' privacy.",
  challenges: [
    {
      icon: "layers",
      title: "Integration with LMS and student systems",
      body: "Moodle, Canvas, Blackboard, Google Classroom and student information systems each hold part of the picture. Without LTI 1.3, OneRoster or xAPI, teachers copy grades by hand.",
    },
    {
      icon: "lock",
      title: "Protecting students' data",
      body: "Learning records about children fall under the GDPR, FERPA in the US and local data protection laws, with strict rules on consent, profiling and retention.",
    },
    {
      icon: "timer",
      title: "Peaks at enrolment and exams",
      body: "Traffic can jump tenfold on results day, at registration or during online exams, and failures at those moments are the ones parents and the press remember.",
    },
    {
      icon: "graduation-cap",
      title: "Adoption by teachers",
      body: "Tools that add work for teachers are quietly abandoned, and low-connectivity schools and shared devices make adoption harder still.",
    },
  ],
  approach: [
    {
      title: "Design with teachers and learners",
      body: "Classroom observation and prototype testing with teachers and students, with accessibility checked against WCAG 2.2 AA.",
    },
    {
      title: "Standards-based integration",
      body: "LTI 1.3 for launching tools from the LMS, xAPI and SCORM for learning records, and OneRoster for class lists and grades.",
    },
    {
      title: "Offline-first where needed",
      body: "Apps that store lessons and assessments on the device and sync when a connection appears, tested on low-cost Android tablets.",
    },
    {
      title: "Insight teachers can act on",
      body: "Dashboards that show which learners need help this week, not only end-of-term statistics for head office.",
    },
  ],
  services: ["android", "react", "python", "postgresql", "ux-ui", "ai-integration"],
  stats: [
    { value: "180", label: "schools using an offline learning app we built" },
    { value: "3 days", label: "from classroom assessment to teacher dashboard" },
    { value: "14%", label: "numeracy gain in pilot schools within one year" },
    { value: "WCAG 2.2 AA", label: "accessibility baseline for every interface" },
  ],
  cta: {
    title: "Building or fixing a learning platform?",
    body: "Tell us who your learners are, which systems you already run and what devices they use. We will suggest a first release and how to integrate it.",
  },
} satisfies z.input<typeof audienceSchema>;
