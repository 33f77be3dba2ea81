/**
 * Kundenstimmen auf der Startseite. Die Personen sind fiktiv; die Unternehmen
 * werden allgemein beschrieben statt namentlich genannt.
 */
import type { z } from "zod";
import type { testimonialSchema } from "../schema";

export const testimonials = [
  {
    author: "Omar Al-Mansoori",
    role: "Chief Product Officer",
    company: "Fintech-Scale-up, Dubai",
    rating: 5,
    body: "Alphai hat unsere Kredit-App in React Native neu entwickelt, während die alte weiterlief. Das Team hat Risiken früh angesprochen, alle zwei Wochen eine Demo gezeigt und das Release-Fenster gehalten, das wir unserem Board zugesagt hatten. Im ersten Quartal nach dem Launch wurden in der App spürbar mehr Kreditanträge abgeschlossen.",
  },
  {
    author: "Katharina Brandt",
    role: "Leiterin Digitales",
    company: "Mittelständischer Industriegroßhändler, Bayern",
    rating: 5,
    body: "Wir brauchten ein B2B-Bestellportal, dem unser Betriebsrat und unser Datenschutzbeauftragter zustimmen. Das Münchner Team hat jede Verarbeitungstätigkeit dokumentiert, alles in der EU gehostet und eine saubere Übergabe geliefert. Heute entwickelt unsere eigene IT den Code weiter, ohne bei Alphai anrufen zu müssen.",
  },
  {
    author: "Faisal Rehman",
    role: "Mitgründer und CTO",
    company: "Healthtech-Start-up, Karachi",
    rating: 5,
    body: "Allein die Discovery-Phase hat sich gelohnt: Zwei Wochen Interviews mit Ärztinnen und Ärzten haben die Hälfte unserer Feature-Liste verändert. Das dedizierte Team danach war wie unser eigenes Entwicklerteam und hat widersprochen, wenn wir Dinge wollten, die das Produkt ausgebremst hätten.",
  },
  {
    author: "Sarah Whitfield",
    role: "Programmdirektorin",
    company: "Internationale Bildungs-NGO, London",
    rating: 4,
    body: "Alphai hat mit einem knappen Fördermittelbudget eine Offline-first-Lern-App für Lehrkräfte in ländlichen Regionen entwickelt. Die Abstimmung über Zeitzonen hinweg brauchte anfangs etwas Eingewöhnung, doch sobald wir einen wöchentlichen Rhythmus vereinbart hatten, lief das Projekt reibungslos. Im Einsatz läuft die App seither stabil.",
  },
  {
    author: "Abdulrahman Al-Qahtani",
    role: "E-Commerce-Manager",
    company: "Modehandelsgruppe, Riad",
    rating: 5,
    body: "Alphai hat unsere Shops von einer veralteten Plattform auf ein Headless-Setup mit arabischen und englischen Storefronts umgezogen und danach SEO und Kampagnen für den Relaunch betreut. Die mobilen Ladezeiten sind deutlich kürzer, und den Ramadan, unsere umsatzstärkste Zeit, haben wir ohne einen einzigen Ausfall überstanden.",
  },
  {
    author: "Lukas Steiner",
    role: "Leiter Softwareentwicklung",
    company: "Logistiksoftware-Unternehmen, Zürich",
    rating: 4,
    body: "Wir haben zwei DevOps-Engineers von Alphai dazugeholt, um unsere Plattform auf Kubernetes zu migrieren und eine saubere CI/CD-Pipeline aufzubauen. Ein Release ist kein halbtägiges Ritual mehr, sondern ein gewöhnlicher Pipeline-Lauf. Die Schätzung für die Migration wurde leicht überschritten, aber das Team hat bei jedem Schritt offen erklärt, warum.",
  },
] satisfies z.input<typeof testimonialSchema>[];
