import type { z } from "zod";
import type { serviceDetailSchema } from "../../../schema";

/** The page at /brand-strategy. */
export const brandStrategy = {
  title: "Brand Strategy, Positioning & Messaging | Alphai",
  description:
    "Brand strategy from Alphai: customer research, positioning, messaging and tone of voice, delivered as a brand platform your whole team can use.",
  h1: "Brand strategy that tells people why you, and why now",
  intro:
    "If you cannot say in one sentence why customers should choose you, every campaign, pitch and page must work harder. We research your market and customers, define a position you can credibly own and turn it into everyday messaging for your teams.",
  offerings: [
    {
      icon: "users",
      title: "Customer and market research",
      body: "Interviews, surveys and review mining to learn how customers describe their problem, the alternatives they consider and why they buy.",
    },
    {
      icon: "target",
      title: "Positioning",
      body: "A clear statement of who you serve, the category you compete in and the difference you can prove, tested against competitors.",
    },
    {
      icon: "message-square",
      title: "Messaging and tone of voice",
      body: "A message hierarchy, value propositions per audience, proof points and a tone-of-voice guide with examples of what to write and avoid.",
    },
    {
      icon: "layers",
      title: "Brand architecture",
      body: "How the company, products and sub-brands relate, and how to name new offerings without confusing customers.",
    },
    {
      icon: "palette",
      title: "Creative direction",
      body: "Mood boards and visual principles that brief identity, web and campaign work, handled by our design team.",
    },
    {
      icon: "refresh-cw",
      title: "Rebrands and repositioning",
      body: "Planned transitions for companies that have outgrown their brand, including rollout plans for web, product and sales materials.",
    },
  ],
  outcomes: [
    {
      title: "A sharper pitch",
      body: "A clear position and proof points give sales teams a sharper story, which shows up in proposal-to-win rates within a few quarters.",
    },
    {
      title: "Consistent messaging",
      body: "Sales, marketing and product teams describe your business the same way, because they all work from one written positioning and messaging guide.",
    },
    {
      title: "Faster creative work",
      body: "Clear positioning and tone guidelines mean fewer rounds of revisions on campaigns, web copy and decks.",
    },
  ],
  process: [
    {
      title: "Immerse",
      body: "Stakeholder workshops, a review of existing materials, analytics and competitors, and the research plan.",
    },
    {
      title: "Research",
      body: "Eight to fifteen customer interviews plus a survey where useful, synthesised into jobs, pains and buying triggers.",
    },
    {
      title: "Define",
      body: "Positioning options presented and debated in a workshop, then refined into a single position and message hierarchy.",
    },
    {
      title: "Validate",
      body: "Messages tested with target customers through interviews or quick preference tests before rollout.",
    },
    {
      title: "Roll out",
      body: "A brand platform document, training session for your teams and a plan for updating the website, decks and campaigns.",
    },
  ],
  tech: [
    { name: "Miro", use: "Remote workshops, affinity mapping and positioning exercises" },
    { name: "Dovetail", use: "Interview tagging and research synthesis" },
    { name: "Typeform", use: "Customer and market surveys" },
    { name: "Maze", use: "Message and concept preference testing" },
    { name: "Brandwatch", use: "Social listening and share-of-voice analysis" },
    { name: "Figma", use: "Mood boards, creative direction and brand presentations" },
    { name: "Frontify", use: "Brand portal for guidelines and approved assets" },
  ],
  faqs: [
    {
      question: "How long does a brand strategy project take?",
      answer:
        "A focused positioning and messaging project for a start-up or scale-up usually takes six to eight weeks. Projects with several audiences, markets or sub-brands take ten to fourteen weeks, mainly because of the research and stakeholder alignment involved.",
    },
    {
      question: "Do we need a new logo as part of this?",
      answer:
        "Not necessarily. Many companies need clearer positioning and messaging, not a new identity. If the research shows your visual identity works against your position, we will say so and scope identity work separately with our graphic design team.",
    },
    {
      question: "Who from our side needs to be involved?",
      answer:
        "Typically the founder or CEO, heads of marketing, sales and product, plus access to six to ten customers for interviews. Workshops take about six hours of leadership time in total across the project.",
    },
  ],
  related: ["design-graphic", "digital-campaigns", "content-marketing"],
  cta: {
    title: "Clarify what your brand stands for",
    body: "Book a call to discuss your market and growth plans. We will outline the research and workshops a positioning project would need.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
