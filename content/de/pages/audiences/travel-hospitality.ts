import type { z } from "zod";
import type { audienceSchema } from "../../../schema";

/** Die Seite /de/industries/travel-hospitality. */
export const travelHospitality = {
  title: "Softwareentwicklung für Reise und Hotellerie | Alphai",
  description:
    "Buchungsmaschinen, Channel-Manager- und OTA-Anbindung, Gäste-Apps und Revenue-Tools für Hotels, Ferienwohnungsanbieter, Reiseveranstalter und Travel-Start-ups.",
  h1: "Software für Reise und Hotellerie, die mehr Direktbuchungen bringt",
  intro:
    "Hotels, Ferienwohnungsanbieter, Reiseveranstalter und Reiseplattformen konkurrieren mit Online-Reisebüros (OTAs) um Geschwindigkeit, klare Preise und Verfügbarkeiten, auf die sich Gäste verlassen können. Wir bauen Buchungsmaschinen, Anbindungen an Channel-Manager und GDS, Gäste-Apps und Revenue-Tools, die den Bestand korrekt halten und mehr Buchungen über Ihre eigenen Kanäle bringen.",
  challenges: [
    {
      icon: "calendar",
      title: "Verfügbarkeit über viele Kanäle",
      body: "Zimmer und Unterkünfte, die über OTAs, Channel-Manager, GDS und die eigene Website verkauft werden, laufen auseinander – und Überbuchungen bedeuten Umquartierungen, Erstattungen und schlechte Bewertungen.",
    },
    {
      icon: "search",
      title: "Langsame Suche und versteckte Preise",
      body: "Gäste brechen Suchen ab, die Sekunden zum Laden brauchen oder den Gesamtpreis erst im letzten Schritt zeigen, besonders auf dem Smartphone.",
    },
    {
      icon: "wallet",
      title: "OTA-Provisionen",
      body: "Provisionen von 15–25 % machen Direktbuchungen wertvoll. Direkte Kanäle brauchen aber die Geschwindigkeit, die Zahlungsoptionen und die Vertrauenssignale der großen Plattformen.",
    },
    {
      icon: "plane",
      title: "Saisonspitzen und komplexe Preise",
      body: "Hochsaison, Events und Feiertage bringen Lastspitzen und Preisregeln nach Aufenthaltsdauer, Belegung und Kanal, mit denen keine Tabellenkalkulation Schritt hält.",
    },
  ],
  approach: [
    {
      title: "Ein Bestand, auf den Sie sich verlassen können",
      body: "Webhook-basierte Synchronisation mit dem Channel-Manager, Abgleichjobs und Datenbank-Constraints, die überlappende Buchungen unmöglich machen.",
    },
    {
      title: "Schnell und transparent buchen",
      body: "Suche auf Basis von PostgreSQL mit PostGIS oder Elasticsearch, mit Gesamtpreisen inklusive Steuern und Gebühren ab der ersten Ergebnisseite.",
    },
    {
      title: "Direktkanäle ausbauen",
      body: "Serverseitig gerenderte Reiseziel-Seiten, strukturierte Daten, Treueprogramme und E-Mail-Strecken, die Gäste zurückgewinnen, die zuerst über eine OTA gebucht haben.",
    },
    {
      title: "Bereit für die Hochsaison",
      body: "Lasttests, Read Replicas und Autoscaling auf AWS, Azure oder Google Cloud – abgestimmt und geprobt lange vor den Spitzenterminen.",
    },
  ],
  services: ["python", "postgresql", "vue", "aws", "seo", "email-marketing"],
  stats: [
    { value: "3", label: "Doppelbuchungen in einer Wintersaison, zuvor 71" },
    { value: "420 ms", label: "p95-Suchzeit, zuvor bis zu sechs Sekunden" },
    { value: "21 %", label: "des Umsatzes aus Direktbuchungen, zuvor 12 %" },
    { value: "2.300", label: "Ferienhäuser auf einer Buchungsplattform, die wir neu gebaut haben" },
  ],
  cta: {
    title: "Verlieren Sie Buchungen an OTAs oder durch Überbuchungen?",
    body: "Nennen Sie uns Ihren Channel-Manager, Ihr PMS und Ihre Buchungsmaschine. Wir zeigen Ihnen, wo Verfügbarkeiten auseinanderlaufen und was ein schnellerer Weg zur Direktbuchung erfordert.",
  },
} satisfies z.input<typeof audienceSchema>;
