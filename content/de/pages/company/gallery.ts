import type { z } from "zod";
import type { simplePageSchema } from "../../../schema";

/** Die Seite /de/gallery. */
export const galleryPage = {
  title: "Galerie: Illustrationen aus Studio und Team | Alphai",
  description:
    "Eigene Illustrationen aus Alphais Studios in Dubai, Lahore und München: Workshops, Hackathons, Design-Sprints, Offsites und die Arbeit, die wir machen.",
  h1: "Galerie",
  intro:
    "Zeichnungen statt Fotos: eigene Illustrationen aus dem Alltag bei Alphai – von den drei Büros und Discovery-Workshops mit Kunden bis zu Hackathons, Design-Sprints, Team-Offsites und Iftar-Abendessen. Öffnen Sie eine beliebige Illustration, um sie größer zu sehen.",
  cta: {
    title: "Möchten Sie mit aufs Bild?",
    body: "Wir stellen in allen drei Büros ein – in Engineering, Design, QA und Marketing. Die offenen Stellen finden Sie auf unserer Karriereseite.",
  },
} satisfies z.input<typeof simplePageSchema>;
