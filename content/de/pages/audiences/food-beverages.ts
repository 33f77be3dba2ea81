import type { z } from "zod";
import type { audienceSchema } from "../../../schema";

/** Die Seite /de/industries/food-beverages. */
export const foodBeverages = {
  title: "Software für Gastronomie: Bestellung und Küche | Alphai",
  description:
    "Bestell-Apps, Lieferplattform-Anbindung, Küchendisplays und Kundenbindung für Restaurants, Cloud Kitchens und Foodhersteller am Golf und in Pakistan.",
  h1: "Bestell-, Küchen- und Kundenbindungssysteme für Gastronomie- und Foodmarken",
  intro:
    "Restaurants, Cloud Kitchens und Lebensmittelhersteller arbeiten mit knappen Margen: Ein vergessener Sonderwunsch oder ein verspäteter Fahrer zeigt sich in Bewertungen und Erstattungen. Wir entwickeln Direktbestell-Apps, Anbindungen an Lieferplattformen und Kassensysteme, Küchendisplays und Tools zur Rückverfolgbarkeit, die Bestellungen korrekt halten und Gäste zurückbringen.",
  challenges: [
    {
      icon: "smartphone",
      title: "Ein Tablet für jede Lieferplattform",
      body: "Jede Plattform bringt ihr eigenes Tablet, Menüformat und ihren eigenen Bestellablauf mit. Das Personal tippt Bestellungen ins Kassensystem ab, und in Stoßzeiten häufen sich die Fehler.",
    },
    {
      icon: "wallet",
      title: "Druck durch Provisionen",
      body: "Provisionen von 20–30 % fressen bei jeder Bestellung die Marge auf. Direktkanäle und Treueprogramme aufzubauen, die Kunden wirklich nutzen, ist jedoch schwer.",
    },
    {
      icon: "utensils",
      title: "Speisekarten, Extras und Allergene",
      body: "Speisekarten ändern sich je nach Filiale, Tageszeit und Warenbestand. Angaben zu Allergenen und Ernährungsweisen müssen auf jedem Kanal stimmen, sonst wird daraus ein Sicherheitsproblem.",
    },
    {
      icon: "check-circle",
      title: "Rückverfolgbarkeit und Lebensmittelsicherheit",
      body: "Hersteller und Zentralküchen brauchen Chargenrückverfolgung, Temperaturprotokolle und HACCP-Dokumentation, die Prüfer und Halal-Zertifizierer schnell nachvollziehen können.",
    },
  ],
  approach: [
    {
      title: "Ein zentraler Order-Hub",
      body: "Bestellungen von Lieferplattformen, Websites, Apps und Callcentern landen in einer einheitlichen Warteschlange, die Kassensystem und Küchendisplays versorgt.",
    },
    {
      title: "Direktbestellung, die überzeugt",
      body: "Schnelle Flutter- oder React-Native-Apps mit gespeicherten Warenkörben, Treuepunkten, Gruppenbestellungen und Lieferzeiten auf Basis der aktuellen Küchenauslastung.",
    },
    {
      title: "Küchendisplay nach Station",
      body: "Positionen werden an Grill, Fritteuse oder kalte Küche geleitet, mit Messung der Zubereitungszeit und Allergenhinweisen, die niemand übersehen kann.",
    },
    {
      title: "Digitale Dokumentation der Lebensmittelsicherheit",
      body: "Checklisten auf dem Tablet, Bluetooth-Temperaturfühler und digitale Chargenprotokolle ersetzen HACCP-Listen auf Papier, mit Alarmen, sobald Messwerte den Sollbereich verlassen.",
    },
  ],
  services: ["flutter", "node", "firestore", "gcp", "ux-ui", "email-marketing"],
  stats: [
    { value: "43 %", label: "weniger Bestellfehler in Stoßzeiten bei einer Cloud-Kitchen-Gruppe" },
    { value: "24 %", label: "der Bestellungen über Direktkanäle, zuvor 9 %" },
    { value: "11", label: "virtuelle Restaurantmarken in einer einzigen Bestell-App" },
    { value: "4 Min.", label: "schneller im Schnitt von der Bestellung bis zur Übergabe an den Fahrer" },
  ],
  cta: {
    title: "Kein Platz mehr am Tresen für die Tablets der Lieferdienste?",
    body: "Nennen Sie uns Ihre Lieferplattformen, Ihr Kassensystem und Ihre Küchenorganisation. Wir skizzieren, wie ein Order-Hub für Ihre Marken funktionieren würde und was er kostet.",
  },
} satisfies z.input<typeof audienceSchema>;
