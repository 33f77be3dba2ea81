import type { z } from "zod";
import type { audienceSchema } from "../../../schema";
import { ratingText, site } from "../../../site";

/** Die Seite /de/who-we-serve/startups. */
export const startups = {
  title: "Software für Start-ups: vom MVP zur Seed-Runde | Alphai",
  description:
    "Mit Alphai planen, gestalten und launchen Start-ups ihr erstes Produkt in 10–14 Wochen. Code, Cloud-Konten und IP gehören ab dem ersten Commit den Gründern.",
  h1: "Von der Idee zum Produkt, für das Kunden zahlen – ohne Ihr Kapital zu verbrennen",
  intro:
    "Gründerteams kommen mit Pitch Deck, Prototyp oder halb fertiger App und begrenzter Runway. Wir planen mit Ihnen das erste Release, bauen es mit einem kleinen Senior-Team aus Lahore, Dubai oder München und übergeben sauberen Code, Dokumentation und Nutzungsdaten für Ihre nächste Finanzierungsrunde.",
  challenges: [
    {
      icon: "target",
      title: "Zu viele Features für die Runway",
      body: "Jeder Stakeholder hat sein Must-have, und das Backlog wächst schneller als das Budget. Ohne konsequente Priorisierung startet das MVP zu spät und beweist nichts.",
    },
    {
      icon: "users",
      title: "Noch kein technischer Mitgründer",
      body: "Gründerteams ohne technischen Hintergrund brauchen jemanden, der Entscheidungen zu Architektur, Hosting und Einstellungen trifft, die sie in der Due Diligence von Investoren vertreten können – keine Blackbox, die sie nicht warten können.",
    },
    {
      icon: "wallet",
      title: "Die Kosten kommen vor dem Umsatz",
      body: "Festanstellungen und lange Verträge binden Ausgaben, bevor Sie wissen, welche Features Ihre Kunden tatsächlich nutzen. Sie brauchen ein Team, das mit jedem Meilenstein wachsen oder schrumpfen kann.",
    },
    {
      icon: "shield",
      title: "Die Due Diligence deckt Abkürzungen auf",
      body: "Investoren prüfen immer häufiger auch die Technik. Fehlende Tests, geteilte Zugangsdaten und Code im Account eines Freelancers können eine Finanzierungsrunde verzögern oder ihre Konditionen verschlechtern.",
    },
  ],
  approach: [
    {
      title: "Discovery-Sprint vor dem Code",
      body: "Zwei Wochen mit Kundeninterviews, einem klickbaren Figma-Prototyp und einem priorisierten, geschätzten Backlog. So wissen Sie, was das erste Release kostet, bevor Sie sich festlegen.",
    },
    {
      title: "Erst Festpreis, dann flexibel",
      body: "Das vereinbarte erste Release bauen wir zum Festpreis. Sobald Sie anhand echter Nutzungsdaten iterieren, wechseln wir zu Time & Material oder einem dedizierten Team.",
    },
    {
      title: "Bewährte, bezahlbare Technologie",
      body: "React oder Next.js, React Native oder Flutter, Node.js oder Python auf gemanagten Cloud-Diensten: Stacks, für die Sie leicht Entwickler finden und die bei geringer Last günstig laufen.",
    },
    {
      title: "Ihr Eigentum ab dem ersten Tag",
      body: "Repositories, Cloud-Konten, App-Store-Einträge und Analytics werden auf den Namen Ihres Unternehmens angelegt, mit Architekturnotizen und einer Übergabe-Checkliste zu jedem Meilenstein.",
    },
  ],
  services: ["discovery", "ux-ui", "product-development", "react-native", "flutter", "hire-developer"],
  stats: [
    { value: "2 Wochen", label: "Discovery-Sprint, bevor Sie sich für die Umsetzung entscheiden" },
    { value: "10–14 Wochen", label: "typische Dauer vom Kick-off bis zum ersten öffentlichen Release" },
    { value: "3", label: "Zusammenarbeitsmodelle, zwischen denen Sie beim Wachsen wechseln können" },
    {
      value: ratingText("de"),
      label: `Bewertung aus ${site.rating.count} Rezensionen auf ${site.rating.source}`,
    },
  ],
  cta: {
    title: "Sie haben einen Prototyp und eine Deadline?",
    body: "Erzählen Sie uns, was Sie bauen und wie viel Runway Sie haben. Wir melden uns mit Rückfragen, einem Vorschlag für das erste Release und einer groben Schätzung.",
  },
} satisfies z.input<typeof audienceSchema>;
