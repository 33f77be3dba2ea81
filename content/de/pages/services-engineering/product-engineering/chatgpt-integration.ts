import type { z } from "zod";
import type { serviceDetailSchema } from "../../../../schema";

/** Die Seite /de/services/product-engineering/chatgpt-integration. */
export const chatgptIntegration = {
  title: "ChatGPT- und OpenAI-API-Integration | Alphai",
  description:
    "ChatGPT-Integration über die OpenAI API: Assistenten auf Basis Ihrer Dokumente, Tool Calling in Ihre Systeme, Evaluierungen, Guardrails und Kostenkontrolle.",
  h1: "ChatGPT-Integration, die sicher aus Ihren eigenen Daten antwortet",
  intro:
    "Ein Chatfenster über einem Sprachmodell ist schnell gebaut. Schwierig wird es, wenn es aus Ihren Daten korrekt antworten, Berechtigungen respektieren und planbar kosten soll. Wir integrieren OpenAI-basierte Funktionen in Produkte und interne Tools, mit Retrieval, Tool Calling, Evaluierungen und Guardrails von Anfang an.",
  offerings: [
    {
      icon: "message-square",
      title: "Assistenten auf Basis Ihrer Inhalte",
      body: "Retrieval-Augmented Generation über Richtlinien, Handbücher, Tickets und Produktdaten, mit Antworten, die ihre Quellen nennen und offen sagen, wenn sie etwas nicht wissen.",
    },
    {
      icon: "zap",
      title: "Tool Calling in Ihre Systeme",
      body: "Assistenten, die über Ihre APIs Bestellungen abfragen, Tickets anlegen oder Angebote entwerfen, mit eng begrenzten Berechtigungen und einem Bestätigungsschritt vor jeder Aktion.",
    },
    {
      icon: "file-text",
      title: "Dokumentenverarbeitung",
      body: "Extraktion und Klassifizierung von Rechnungen, Verträgen und Formularen, mit strukturierten Ausgaben, die gegen ein Schema validiert werden, bevor sie Ihre Systeme erreichen.",
    },
    {
      icon: "check-circle",
      title: "Evaluierungs-Suites",
      body: "Testsets mit echten Fragen und erwarteten Antworten, die bei jeder Änderung an Prompt oder Modell automatisch laufen, damit Qualität gemessen statt angenommen wird.",
    },
    {
      icon: "lock",
      title: "Guardrails und Datenschutz",
      body: "Schwärzung personenbezogener Daten, Schutz vor Prompt Injection, Inhaltsfilter und Audit-Logs, mit Azure OpenAI, wenn Datenresidenz oder Enterprise-Konditionen es verlangen.",
    },
    {
      icon: "wallet",
      title: "Kosten und Latenz im Griff",
      body: "Routing zwischen größeren und kleineren Modellen, Caching, gekürzte Prompts und Nutzungs-Dashboards, damit die Kosten pro Konversation bekannt und gedeckelt sind.",
    },
  ],
  outcomes: [
    {
      title: "Support-Anfragen schneller gelöst",
      body: "Ein interner Assistent, der die passende Richtlinienpassage samt Quelle anzeigt, lässt Support-Mitarbeitende in Sekunden antworten, statt Netzlaufwerke zu durchsuchen.",
    },
    {
      title: "Weniger manuelle Dateneingabe",
      body: "Das automatische Auslesen von Feldern aus Rechnungen und Formularen erspart typischerweise den Großteil der manuellen Erfassung; unsichere Fälle gehen zur Prüfung an einen Menschen.",
    },
    {
      title: "Planbare Ausgaben",
      body: "Einfache Anfragen an ein kleineres Modell zu leiten und häufige Antworten zu cachen, hält die monatliche API-Rechnung bei gleichem Evaluierungsergebnis niedrig.",
    },
  ],
  process: [
    {
      title: "Auswahl des Anwendungsfalls",
      body: "Wir bewerten mögliche Anwendungsfälle nach Nutzen, Risiko und Datenreife und wählen einen mit messbarem Ziel.",
    },
    {
      title: "Prototyp und Evaluierungsset",
      body: "Ein funktionierender Prototyp auf Ihren Daten und ein Testset aus 100 bis 300 echten Fragen, das festlegt, wie eine gute Antwort aussieht.",
    },
    {
      title: "Entwicklung für den Produktivbetrieb",
      body: "Retrieval-Pipeline, Tool-Integrationen, Guardrails, Logging und Benutzeroberfläche, eingebaut in Ihr Produkt oder Ihre internen Tools.",
    },
    {
      title: "Überwachen und verbessern",
      body: "Qualität, Kosten und Nutzerfeedback werden nach dem Launch verfolgt, und die Evaluierungs-Suite sichert jede spätere Änderung ab.",
    },
  ],
  tech: [
    { name: "OpenAI API", use: "GPT-Modelle für Chat, strukturierte Ausgaben, Tool Calling und Embeddings" },
    { name: "Azure OpenAI Service", use: "OpenAI-Modelle zu Azure-Enterprise-Konditionen mit regionalem Hosting" },
    { name: "pgvector", use: "Vektorsuche in PostgreSQL, direkt neben Ihren relationalen Daten" },
    { name: "Azure AI Search", use: "Hybride Keyword- und Vektorsuche mit Security Trimming" },
    { name: "LangGraph", use: "Mehrstufige Agenten-Workflows mit explizitem State und Checkpoints" },
    { name: "LlamaIndex", use: "Pipelines für Dokumentenaufnahme, Chunking und Retrieval" },
    { name: "Langfuse", use: "Tracing, Prompt-Versionierung und Kostenverfolgung im Produktivbetrieb" },
    { name: "promptfoo", use: "Automatisierte Evaluierungen und Red-Teaming von Prompts und Modellen" },
    { name: "Python und FastAPI", use: "Services für Retrieval, Tools und Guardrails" },
  ],
  faqs: [
    {
      question: "Werden unsere Daten zum Training der OpenAI-Modelle verwendet?",
      answer:
        "Nach den API-Bedingungen von OpenAI und den Bedingungen von Azure OpenAI werden über die API gesendete Daten standardmäßig nicht zum Training von Modellen verwendet. Wir minimieren trotzdem, was gesendet wird, schwärzen personenbezogene Daten, wo möglich, und stellen die Aufbewahrungsfristen passend zu Ihren Richtlinien ein.",
    },
    {
      question: "Wie verhindern Sie, dass der Assistent Dinge erfindet?",
      answer:
        "Die Antworten stützen sich auf abgerufene Dokumente, das Modell ist angewiesen, Quellen zu nennen und abzulehnen, wenn der Kontext nicht ausreicht, und eine Evaluierungs-Suite misst vor jedem Release die sachliche Richtigkeit. Das senkt das Risiko erheblich, aber nicht auf null. Bei folgenreichen Ausgaben bleibt deshalb ein Mensch eingebunden.",
    },
    {
      question: "Funktioniert der Assistent auch auf Arabisch und Deutsch?",
      answer:
        "Ja. Aktuelle GPT-Modelle beherrschen Arabisch und Deutsch gut, und wir nehmen Fragen in jeder Sprache in das Evaluierungsset auf. Retrieval über arabische Texte erfordert besondere Sorgfalt bei Tokenisierung und hybrider Suche, was wir gezielt testen.",
    },
    {
      question: "Was kostet der Betrieb einer ChatGPT-Integration?",
      answer:
        "Das hängt vom Volumen, vom Modell und von der Länge der Antworten ab. Während des Prototyps messen wir die Tokens pro Konversation, rechnen die monatlichen Kosten auf Ihre erwartete Nutzung hoch und senken sie anschließend mit Routing und Caching.",
    },
  ],
  related: ["ai-integration", "python", "product-development", "digital-transformation"],
  cta: {
    title: "Sie haben einen Anwendungsfall für ChatGPT in Ihrem Produkt?",
    body: "Beschreiben Sie die Aufgabe und die Daten dahinter. Wir sagen Ihnen, ob ein Sprachmodell das richtige Werkzeug ist und was ein erster Prototyp umfassen würde.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
