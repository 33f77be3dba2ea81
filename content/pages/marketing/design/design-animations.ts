import type { z } from "zod";
import type { serviceDetailSchema } from "../../../schema";

/** The page at /design/animations. */
export const designAnimations = {
  title: "Motion Design: Animations, Lottie & Video | Alphai",
  description:
    "Motion design and animation by Alphai: explainer videos, social and ad animations, UI motion and logo animations delivered as Lottie, Rive or video.",
  h1: "Animation and motion design that explains and engages",
  intro:
    "Motion catches attention in a feed, explains a product faster than text and makes interfaces feel responsive. Our motion designers create explainer videos, animated ads, logo animations and interface motion, exported in formats that stay light on websites and apps.",
  offerings: [
    {
      icon: "monitor",
      title: "Explainer videos",
      body: "Scripted, storyboarded 2D or 3D explainers of 60 to 120 seconds that show how your product works and why it matters.",
    },
    {
      icon: "megaphone",
      title: "Social and ad animations",
      body: "Short animated ads and posts in 9:16, 1:1 and 16:9, designed to make their point in the first three seconds, with or without sound.",
    },
    {
      icon: "smartphone",
      title: "UI motion",
      body: "Transitions, loading states and micro-interactions for apps and websites, delivered as Lottie or Rive files with timing specs.",
    },
    {
      icon: "sparkles",
      title: "Logo and brand animation",
      body: "Animated logos, intros and outros and motion guidelines so every video and ad moves in a consistent way.",
    },
    {
      icon: "layers",
      title: "3D product visuals",
      body: "3D renders and animations of physical or digital products for launches, ads and product pages.",
    },
  ],
  outcomes: [
    {
      title: "Clearer product understanding",
      body: "A short explainer on the page that needs it answers the question visitors would otherwise ask a salesperson.",
    },
    {
      title: "Stronger ad performance",
      body: "Animated variants of static ads commonly raise click-through rates, and testing both shows where motion earns its cost.",
    },
    {
      title: "Light, sharp interfaces",
      body: "Vector animations in Lottie and Rive are a fraction of the size of GIFs or video and stay crisp on any screen.",
    },
  ],
  process: [
    {
      title: "Brief and script",
      body: "Objectives, audience and key messages, followed by a script or shot list agreed before any visual work.",
    },
    {
      title: "Storyboard and style frames",
      body: "Key frames showing the look and sequence, so you approve direction before animation begins.",
    },
    {
      title: "Animate",
      body: "Animation, voice-over recording and sound design, shared as work-in-progress cuts for feedback.",
    },
    {
      title: "Deliver",
      body: "Final exports in every format and aspect ratio needed, with subtitles, source files and implementation notes for developers.",
    },
  ],
  tech: [
    { name: "Adobe After Effects", use: "2D motion graphics and compositing" },
    { name: "Lottie", use: "Vector animations exported for web and mobile apps" },
    { name: "Rive", use: "Interactive, state-driven animations for interfaces" },
    { name: "Blender", use: "3D modelling, product renders and animation" },
    { name: "Cinema 4D", use: "3D motion design for ads and launches" },
    { name: "Adobe Premiere Pro", use: "Video editing and final assembly" },
    { name: "GSAP", use: "Scroll-driven and timeline animations on websites" },
    { name: "Framer Motion", use: "Animated transitions in React interfaces" },
  ],
  faqs: [
    {
      question: "How long does an explainer video take?",
      answer:
        "A 60 to 90 second 2D explainer usually takes four to six weeks from brief to final delivery, including script, storyboard, animation and voice-over. Timelines depend mostly on how quickly scripts and storyboards are approved.",
    },
    {
      question: "Will animations slow down our website?",
      answer:
        "Not if they are built correctly. We use Lottie or Rive for interface and illustration animation, which are small vector files, compress video properly and respect users' reduced-motion settings.",
    },
    {
      question: "Can you produce voice-over in Arabic and German?",
      answer:
        "Yes. We work with professional voice artists in English, Arabic and German, and deliver subtitle files for every language version.",
    },
  ],
  related: ["design-graphic", "digital-campaigns", "design-web"],
  cta: {
    title: "Bring your story to life",
    body: "Tell us what you want to explain or promote. We will suggest a format, length and budget range, with a sample style frame.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
