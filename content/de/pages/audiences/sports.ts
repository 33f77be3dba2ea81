import type { z } from "zod";
import type { audienceSchema } from "../../../schema";

/** Die Seite /de/industries/sports. */
export const sports = {
  title: "Sporttechnologie und Fan-App-Entwicklung | Alphai",
  description:
    "Ligaverwaltung, Buchung, Liveticker, Fan-Apps und Programmdatenplattformen für Vereine, Ligen, Sport-Start-ups und gemeinnützige Sportorganisationen.",
  h1: "Sporttechnologie für Vereine, Ligen, Fans und Breitensportprogramme",
  intro:
    "Von Amateurligen über Profivereine bis zu gemeinnützigen Organisationen, die Sport für Entwicklungsarbeit nutzen: Sport lebt von Spielplänen, Ergebnissen und Gemeinschaft. Wir bauen Tools für Liga- und Vereinsverwaltung, Platzbuchung, Liveticker, Fan-Apps und Programmdatenplattformen, die den Andrang am Spieltag und die Verwaltung dazwischen bewältigen.",
  challenges: [
    {
      icon: "calendar",
      title: "Überlastung durch Planung und Verwaltung",
      body: "Spielpläne, Plätze, Schiedsrichter, Verfügbarkeit der Spieler und Beiträge laufen noch über Tabellen und Gruppenchats und kosten Organisatoren und Ehrenamtliche ihre Abende.",
    },
    {
      icon: "zap",
      title: "Lastspitzen am Spieltag",
      body: "Liveticker, Ticketverkaufsstarts und Streams lassen den Traffic Sekunden nach dem Anpfiff oder einem Tor in die Höhe schnellen, und Apps, die dann hängen, verlieren Fans an Social Media.",
    },
    {
      icon: "users",
      title: "Bindung von Fans und Mitgliedern",
      body: "Vereine brauchen Gründe, warum Fans und Mitglieder die App auch zwischen den Spielen öffnen: Inhalte, Tippspiele, Prämien und Mitgliedervorteile.",
    },
    {
      icon: "heart",
      title: "Daten junger Spielerinnen und Spieler",
      body: "Nachwuchsakademien und Jugendprogramme verwalten Daten Minderjähriger. Das erfordert die Einwilligung der Eltern, eine sparsame Erhebung und strenge Zugriffskontrolle.",
    },
  ],
  approach: [
    {
      title: "Verwaltung automatisieren",
      body: "Automatische Spielplanerstellung, Verfügbarkeitsabfragen, Schiedsrichtereinteilung und In-App-Zahlungen für Beiträge und Platzbuchungen.",
    },
    {
      title: "Echtzeit, wo es darauf ankommt",
      body: "Liveergebnisse und Tabellen auf Firestore oder WebSockets, mit Push-Benachrichtigungen und CDN-Caching, die am Spieltag standhalten.",
    },
    {
      title: "Engagement auf Datenbasis",
      body: "Mitgliedschaft, Prämienprogramme und Inhalte, priorisiert nach Analysen dazu, was Fans und Spieler tatsächlich nutzen.",
    },
    {
      title: "Kinderschutz von Anfang an",
      body: "Einwilligungsabläufe für Eltern, rollenbasierte Zugriffe und Datenminimierung für alles, was Kinder betrifft.",
    },
  ],
  services: ["flutter", "firestore", "react", "ux-ui", "discovery", "gcp"],
  stats: [
    { value: "640", label: "Amateurfußballteams in einer Liga-App, die wir gebaut haben" },
    { value: "90 %", label: "der Ligabeiträge werden in der App bezahlt" },
    { value: "15 Std.", label: "Verwaltungsaufwand pro Liga und Monat eingespart" },
    { value: "27.000", label: "junge Menschen in den Programmdaten einer gemeinnützigen Sportorganisation" },
  ],
  cta: {
    title: "Sie leiten eine Liga, einen Verein oder ein Sportprogramm?",
    body: "Sagen Sie uns, was Ihre Organisatoren Zeit kostet und was sich Fans oder Teilnehmende wünschen. Wir schlagen ein erstes Release vor, das Sie vor der nächsten Saison starten können.",
  },
} satisfies z.input<typeof audienceSchema>;
