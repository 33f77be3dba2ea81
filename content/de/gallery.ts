/**
 * Einträge der Galerie: gezeichnete Szenen (keine Fotografien) aus dem Studio, den
 * Büros, von Veranstaltungen und aus der Arbeit. Die Zeichnung zu jedem Eintrag
 * steht in app/art/scenes.tsx unter seinem Slug; `alt` beschreibt, was diese
 * Zeichnung zeigt, also beides gemeinsam ändern. Die Bildunterschrift sagt, welcher
 * Ort oder welches Ereignis zu sehen ist.
 */
import type { z } from "zod";
import type { galleryImageSchema } from "../schema";

export const galleryImages = [
  {
    slug: "lahore-engineering-centre",
    title: "Das Entwicklungszentrum in Lahore",
    alt: "Illustration: drei Schreibtische mit je zwei Monitoren, Entwickler von hinten, ein Sprint-Board mit Haftnotizen und zwei hohe Fenster.",
    caption:
      "Unser größtes Entwicklungszentrum in Lahore, in dem die meisten unserer Entwickler, QA-Spezialisten und DevOps-Engineers arbeiten.",
  },
  {
    slug: "dubai-office-business-bay",
    title: "Das Büro in Dubai, Business Bay",
    alt: "Illustration: eine Person präsentiert neben einem Bildschirm mit zwei App-Screens, ein Fenster mit Blick auf Glastürme, zwei Personen sitzen am Tisch.",
    caption:
      "Das GCC-Büro in der Business Bay in Dubai: Hier finden unsere Discovery-Workshops statt, hier arbeiten unser Designteam und die Kundenbetreuung für die Golfregion.",
  },
  {
    slug: "munich-office-schwabing",
    title: "Das Münchner Büro in der Leopoldstraße",
    alt: "Illustration: drei Personen an einem Stehtisch mit Laptop unter drei Bogenfenstern und Pendelleuchten, neben der Tür ein Fahrrad.",
    caption:
      "Unser DACH-Büro im Münchner Stadtteil Schwabing, von dem aus wir Kunden in Deutschland, Österreich und der Schweiz betreuen.",
  },
  {
    slug: "discovery-workshop",
    title: "Ein Discovery-Workshop",
    alt: "Illustration: eine Person moderiert und zeigt auf eine User Journey in fünf Schritten am Whiteboard, Haftnotizen an Wand und Tisch, zwei Personen sitzen.",
    caption:
      "Am ersten Tag einer Product-Discovery-Phase erarbeiten wir mit dem Team des Kunden die User Journeys und die Annahmen dahinter.",
  },
  {
    slug: "design-sprint-prototype",
    title: "Design-Sprint, Tag vier",
    alt: "Illustration: zwei Designer von hinten vor einem Monitor mit drei Smartphone-Screens, angepinnte Skizzen und ein Sprint-Wochenplan mit markiertem Donnerstag.",
    caption:
      "Aus der besten Skizze wird ein klickbarer Prototyp, bereit für Tests mit fünf echten Nutzern am nächsten Morgen.",
  },
  {
    slug: "usability-testing-session",
    title: "Ein Usability-Test",
    alt: "Illustration: eine Testperson sitzt mit einer App auf dem Smartphone, daneben ein Researcher mit Klemmbrett, auf einem Wandbildschirm ein Kollege im Call.",
    caption:
      "Ein moderierter Usability-Test einer Kredit-App, live übertragen an das Produktteam in einem anderen Büro.",
  },
  {
    slug: "quarterly-hackathon",
    title: "Der Quartals-Hackathon",
    alt: "Illustration: vier Personen mit Laptops an einem langen Tisch mit offenem Pizzakarton, ein Countdown auf einem Bildschirm, ein Pokal, ein Fenster im Mondlicht.",
    caption:
      "48 Stunden, um etwas Nützliches zu bauen. Mehrere unserer internen Delivery-Tools sind bei einem Hackathon entstanden.",
  },
  {
    slug: "friday-demo",
    title: "Die Freitagsdemo",
    alt: "Illustration: eine Person präsentiert neben einem großen Bildschirm mit Ring- und Liniendiagramm, sechs Videocall-Kacheln, Publikum von hinten.",
    caption: "Jeden zweiten Freitag zeigen die Squads den Kollegen in allen drei Büros, was sie ausgeliefert haben.",
  },
  {
    slug: "team-offsite-planning",
    title: "Das Team-Offsite",
    alt: "Illustration: Menschen sitzen im Freien unter einer Lichterkette vor einer Person, die neben einem Flipchart mit Zielen spricht, dahinter dunkle Hügel.",
    caption:
      "Das jährliche Offsite, bei dem sich alle drei Büros treffen, das kommende Jahr planen und einen Tag ohne Laptops verbringen.",
  },
  {
    slug: "code-review-pairing",
    title: "Pair-Programming",
    alt: "Illustration: zwei Entwickler von hinten an einem großen Monitor mit einem Code-Diff und einem Kommentar, einer zeigt auf den Bildschirm.",
    caption:
      "Pairing beim Code-Review: Bei Alphai prüft mindestens ein weiterer Engineer jede Änderung, bevor sie gemergt wird.",
  },
  {
    slug: "mobile-device-lab",
    title: "Unser Testlabor für Mobilgeräte",
    alt: "Illustration: drei Regale mit Smartphones und Tablets mit leuchtenden Displays, ein QA-Engineer mit Tablet und ein Monitor mit bestandenen Tests.",
    caption:
      "In diesem Gerätelabor testet unser QA-Team Apps auf echten Smartphones und Tablets, ergänzt durch automatisierte Testläufe auf Cloud-Geräten.",
  },
  {
    slug: "ramadan-iftar-gathering",
    title: "Iftar mit dem Team",
    alt: "Illustration: Erwachsene und Kinder an einer langen Tafel mit Datteln und Wasserkrügen, darüber Laternen, dahinter Sonnenuntergang und Mondsichel.",
    caption: "Im Ramadan laden die Büros in Dubai und Lahore Kollegen, Kunden und Familien zum Iftar ein.",
  },
] satisfies z.input<typeof galleryImageSchema>[];
