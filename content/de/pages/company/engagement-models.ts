import type { z } from "zod";
import type { engagementSchema } from "../../../schema";

/** Die Seite /de/about/engagement-models. */
export const engagementPage = {
  title: "Zusammenarbeitsmodelle: Festpreis, Team oder T&M | Alphai",
  description:
    "Festpreis, dediziertes Team oder Time & Material: die Modelle von Alphai im Vergleich – nach Budgetsicherheit, Flexibilität, Mitwirkung und Abrechnung.",
  h1: "Zusammenarbeitsmodelle",
  intro:
    "Wie Sie ein Projekt vertraglich aufsetzen, zählt ebenso wie die Frage, wer es umsetzt. Wir bieten drei Zusammenarbeitsmodelle an: Festpreis, dediziertes Team und Time & Material. Jedes gewichtet Planbarkeit, Flexibilität und Mitwirkung anders, und viele Kunden wechseln, wenn ihr Produkt reifer wird.",
  models: [
    {
      id: "fixed-price",
      name: "Festpreis",
      summary:
        "Ein vereinbarter Umfang, Zeitplan und Preis für ein klar definiertes Ergebnis. Meist beginnen wir mit einer bezahlten Discovery-Phase, damit der Umfang konkret genug ist, um ihn verantwortungsvoll zu kalkulieren.",
      bestFor: [
        "MVPs und Projekte mit gut verstandenen Anforderungen und festem Budget",
        "Marketing-Websites, Redesigns und klar abgegrenzte Funktionspakete",
        "Organisationen, deren Vergaberegeln einen festen Auftragswert verlangen",
      ],
      budgetPer: "project",
      pricing: "Angebot je Meilenstein nach der Discovery; eine zweiwöchige Discovery-Phase kostet {discovery}.",
      minimum: "Projekte ab {from} und etwa sechs Wochen Arbeit, in der Regel nach einer bezahlten Discovery-Phase.",
    },
    {
      id: "dedicated-team",
      name: "Dediziertes Team",
      summary:
        "Ein Vollzeitteam aus Engineers, Designern und QA-Fachleuten, das ausschließlich an Ihrem Produkt und nach Ihren Prioritäten arbeitet – zu einer monatlichen Gebühr pro Rolle und mit einer Mindestlaufzeit.",
      bestFor: [
        "Langlebige Produkte mit einer fortlaufenden Roadmap",
        "Scale-ups, die ihre Entwicklungskapazität schneller ausbauen müssen, als sie einstellen können",
        "Unternehmen, die ihr internes Team dauerhaft mit festen Personen erweitern möchten",
      ],
      budgetPer: "month",
      pricing:
        "Eine monatliche Gebühr pro Vollzeitkraft, von etwa {qa} für einen QA-Engineer bis {lead} für einen Lead.",
      minimum:
        "Eine Fachkraft in Vollzeit für drei Monate, danach ein Monat Kündigungsfrist; die meisten Teams haben drei bis acht Personen.",
    },
    {
      id: "time-material",
      name: "Time & Material",
      summary:
        "Sie zahlen die tatsächlich geleisteten Stunden zu vereinbarten Sätzen, und der Umfang wird Sprint für Sprint angepasst. Ideal, wenn sich die Anforderungen voraussichtlich ändern, während Sie dazulernen.",
      bestFor: [
        "Produkte in Entwicklung, deren Prioritäten sich nach dem Nutzerfeedback richten",
        "Audits, Integrationen und Modernisierungen mit Unbekannten",
        "Support und Verbesserungen nach dem Launch mit schwankendem Aufwand pro Monat",
      ],
      budgetPer: "month",
      pricing: "Erfasste Stunden zu {hourly} je nach Rolle, wöchentlich berichtet und monatlich abgerechnet.",
      minimum: "80 Stunden pro Monat für mindestens zwei Monate; eine Reduzierung ist mit zwei Wochen Vorlauf möglich.",
    },
  ],
  comparison: [
    {
      criterion: "Budgetsicherheit",
      values: [
        "Hoch: Der Gesamtpreis steht vor Arbeitsbeginn fest",
        "Hoch pro Monat: feste Gebühr pro Teammitglied",
        "Mittel: Schätzung pro Sprint, die Kosten folgen den Stunden",
      ],
    },
    {
      criterion: "Flexibilität beim Umfang",
      values: [
        "Gering: Änderungen laufen über einen Change Request",
        "Hoch: Sie priorisieren das Backlog jederzeit neu",
        "Hoch: Der Umfang wird in jedem Sprint angepasst",
      ],
    },
    {
      criterion: "Mitwirkung des Kunden",
      values: [
        "Mittel: Abnahmen an den Meilensteinen",
        "Hoch: Sie setzen Prioritäten und nehmen an den Team-Terminen teil",
        "Hoch: Sprint Planning und Reviews gemeinsam",
      ],
    },
    {
      criterion: "Teamzusammensetzung",
      values: [
        "Von Alphai passend zum vereinbarten Umfang gewählt",
        "Gemeinsam mit Ihnen gewählt, feste Personen für Ihr Produkt",
        "Flexible Mischung von Rollen, je Sprint auf- oder abgebaut",
      ],
    },
    {
      criterion: "Abrechnung",
      values: [
        "Nach Meilensteinen, gegen abgenommene Ergebnisse",
        "Monatlich, pro Teammitglied in Vollzeit",
        "Monatlich, nach erfassten und berichteten Stunden",
      ],
    },
    {
      criterion: "Ideale Projektgröße",
      values: [
        "Klein bis mittel, etwa 1–6 Monate",
        "Mittel bis groß, 6 Monate oder länger",
        "Jede Größe, besonders offene Vorhaben",
      ],
    },
    {
      criterion: "Anlaufzeit",
      values: ["2–4 Wochen, einschließlich Discovery", "2–6 Wochen, je nach Rollen", "1–2 Wochen"],
    },
  ],
  budgetNote:
    "Alle Beträge in Euro, ohne Umsatzsteuer und ohne Kosten Dritter wie Cloud-Hosting, Lizenzen und App-Store-Gebühren. Wir rechnen in EUR, USD oder AED ab. Ihr schriftliches Angebot nennt einen Festpreis oder einen Monatsbetrag für Ihren Umfang, bevor irgendetwas unterschrieben wird.",
  exampleTeam: {
    title: "Ein Beispielteam: ein mobiles Produkt nach dem Launch",
    model: "dedicated-team",
    context:
      "Ein Scale-up mit einer laufenden React-Native-App und einem Node.js-Backend, das alle zwei Wochen ausliefert und den Funktionsumfang ausbaut. Geführt wird die Arbeit von unserem Büro in Dubai oder München aus, gebaut von Engineers in Lahore – zu den Arbeitszeiten Ihrer Zeitzone.",
    members: [
      {
        role: "Delivery Lead",
        allocation: 50,
        does: "Leitet Planning und Reviews mit Ihrem Product Owner und berichtet jede Woche über Fortschritt und Risiken.",
      },
      {
        role: "Senior-React-Native-Engineer",
        allocation: 100,
        does: "Verantwortet die Architektur der App, reviewt Code und kümmert sich um die Releases in den Stores.",
      },
      {
        role: "React-Native-Engineer",
        allocation: 100,
        does: "Entwickelt Features in der App und in der gemeinsamen Komponentenbibliothek.",
      },
      {
        role: "Node.js-Engineer",
        allocation: 100,
        does: "Baut die APIs, Integrationen und Hintergrundjobs hinter der App.",
      },
      {
        role: "QA-Engineer",
        allocation: 100,
        does: "Schreibt automatisierte End-to-End-Tests und prüft jedes Release auf echten Geräten.",
      },
      {
        role: "UX/UI-Designer",
        allocation: 50,
        does: "Gestaltet neue Abläufe, führt schnelle Usability-Tests durch und hält das Designsystem aktuell.",
      },
      {
        role: "DevOps-Engineer",
        allocation: 20,
        does: "Kümmert sich um Pipelines, Umgebungen, Monitoring und Cloud-Kosten.",
      },
    ],
  },
  faqs: [
    {
      question: "Können wir das Modell während eines Projekts wechseln?",
      answer:
        "Ja. Ein üblicher Weg ist eine Discovery und ein MVP zum Festpreis, gefolgt von einem dedizierten Team oder Time & Material, sobald das Produkt live ist und sich die Prioritäten in jedem Sprint ändern. Den Wechsel vereinbaren wir an einem Meilenstein, damit nichts halb fertig liegen bleibt.",
    },
    {
      question: "Wie gehen Sie beim Festpreis mit Änderungswünschen um?",
      answer:
        "Änderungen sind willkommen, aber jede wird vor Arbeitsbeginn schriftlich geschätzt. Sie können sie zum angebotenen Preis in den Umfang aufnehmen, gegen ein Feature ähnlicher Größe tauschen oder auf eine spätere Phase verschieben.",
    },
    {
      question: "Wie lange ist die Mindestlaufzeit für ein dediziertes Team?",
      answer:
        "In der Regel drei Monate, danach gilt eine Kündigungsfrist von einem Monat. Kürzere Laufzeiten sind möglich, wenn einzelne Fachkräfte ein bestehendes Team verstärken.",
    },
    {
      question: "Wem gehören der Code und das geistige Eigentum?",
      answer:
        "Ihnen, in jedem Modell. Unsere Verträge übertragen die Rechte am geistigen Eigentum mit der Bezahlung auf den Kunden, und der Code liegt, wann immer möglich, vom ersten Commit an in Ihren Repositorys.",
    },
  ],
  cta: {
    title: "Unsicher, welches Modell passt?",
    body: "Beschreiben Sie Projekt, Budget und Zeitrahmen. Unser Delivery Lead empfiehlt Ihnen in einem 30-minütigen Gespräch ein Modell und erklärt die Vor- und Nachteile.",
  },
} satisfies z.input<typeof engagementSchema>;
