import type { z } from "zod";
import type { serviceDetailSchema } from "../../../../schema";

/** Die Seite /de/capabilities/trending/ai-integration. */
export const aiIntegration = {
  title: "KI-Integration für bestehende Produkte | Alphai",
  description:
    "KI-Integration für bestehende Produkte: RAG-Suche, Dokumentenextraktion und Assistenten auf Basis von LLM-APIs – mit Evaluation und Guardrails.",
  h1: "KI-Integration, die ein konkretes Problem löst",
  intro:
    "Große Sprachmodelle sind nützlich, wenn sie eine klar umrissene Aufgabe bekommen, die richtigen Daten und eine Möglichkeit, Antworten zu prüfen. Wir ergänzen Produkte und interne Tools um KI-Funktionen, von der Dokumentenextraktion bis zur Suche in Ihrer Wissensdatenbank, und messen, ob sie helfen.",
  offerings: [
    {
      icon: "search",
      title: "Retrieval-Augmented Generation",
      body: "Assistenten und Suche, die aus Ihren eigenen Dokumenten antworten – mit Chunking, Embeddings in pgvector oder einer Vektordatenbank und Quellenangaben.",
    },
    {
      icon: "file-text",
      title: "Dokumentenextraktion",
      body: "Strukturierte Felder aus Rechnungen, Verträgen, Ausweisen und Formularen auf Englisch und Arabisch, mit Konfidenzwerten und Warteschlangen für die Prüfung durch Menschen.",
    },
    {
      icon: "bot",
      title: "Assistenten und Agenten",
      body: "Assistenten für Support und Betrieb, die per Tool Use Ihre APIs aufrufen, mit Berechtigungen, Audit-Logs und Übergabe an Menschen.",
    },
    {
      icon: "bar-chart",
      title: "Evaluation und Monitoring",
      body: "Testsets, automatisierte Bewertung und Tracing in der Produktion: Qualität, Latenz und Kosten pro Anfrage werden gemessen, nicht angenommen.",
    },
    {
      icon: "shield",
      title: "Guardrails und Datenschutz",
      body: "Schwärzung personenbezogener Daten, Schutz vor Prompt Injection, Validierung der Ausgaben und regional passendes Hosting, etwa Azure OpenAI in der Region Ihrer Wahl.",
    },
  ],
  outcomes: [
    {
      title: "Moderation im Start-up-Maßstab",
      body: "Für eine Wiener Nachbarschafts-App prüft ein Sprachmodell neue Beiträge auf Deutsch und Englisch; Meldungen von Mitgliedern sind im Median nach vier Stunden erledigt.",
      caseStudy: "neighbourhood-community-app-moderation",
    },
    {
      title: "Schnellere Antworten für Support-Teams",
      body: "Ein Retrieval-Assistent über Richtliniendokumente liefert Ihren Mitarbeitenden Antworten in Sekunden, samt der Quellpassage, statt sie auf Netzlaufwerken suchen zu lassen.",
    },
    {
      title: "Planbare Betriebskosten",
      body: "Model-Routing, Caching und gekürzte Prompts halten die Kosten pro Anfrage sichtbar und innerhalb eines vereinbarten Budgets.",
    },
  ],
  process: [
    {
      title: "Auswahl des Anwendungsfalls",
      body: "Wir bewerten mögliche Anwendungsfälle nach Nutzen, Datenverfügbarkeit und Risiko und wählen einen mit messbarem Erfolgskriterium.",
    },
    {
      title: "Prototyp und Evaluationsset",
      body: "Ein funktionsfähiger Prototyp wird an echten Beispielen getestet, die wir mit Ihrem Team annotieren – so wird die Qualität vom ersten Tag an bewertet.",
    },
    {
      title: "Integration in die Produktion",
      body: "Die Funktion wird mit Authentifizierung, Logging, Rate-Limits, Fallbacks und Kostenerfassung in Ihr Produkt integriert.",
    },
    {
      title: "Überwachen und verbessern",
      body: "Wir werten Traces und Nutzerfeedback aus, erweitern das Evaluationsset und optimieren Prompts, Retrieval oder Modellwahl fortlaufend.",
    },
  ],
  tech: [
    { name: "OpenAI API", use: "Universelle Sprach- und Embedding-Modelle" },
    { name: "Azure OpenAI", use: "OpenAI-Modelle mit den Enterprise-Kontrollen von Azure" },
    { name: "Anthropic Claude", use: "Analyse langer Dokumente und Tool Use" },
    { name: "LangChain", use: "Orchestrierung von Retrieval- und Tool-Calling-Abläufen, wo es hilft" },
    { name: "pgvector", use: "Vektorsuche in einer bestehenden PostgreSQL-Datenbank" },
    { name: "Qdrant", use: "Eigenständige Vektordatenbank für größere Datenbestände" },
    { name: "FastAPI", use: "Python-Services, die Modelle und Pipelines kapseln" },
    { name: "Langfuse", use: "Tracing, Evaluation und Kostenerfassung für LLM-Aufrufe" },
  ],
  faqs: [
    {
      question: "Werden unsere Daten zum Training des Modells verwendet?",
      answer:
        "Nach den Enterprise-API-Bedingungen der großen Anbieter werden API-Eingaben standardmäßig nicht für das Training genutzt. Wir prüfen die Bedingungen des von Ihnen gewählten Anbieters und können regional gehostete Modelle oder Open-Weight-Modelle einsetzen, wo Ihre Richtlinien das verlangen.",
    },
    {
      question: "Wie verhindern Sie, dass das Modell Dinge erfindet?",
      answer:
        "Wir stützen Antworten auf abgerufene Quellen, verlangen Quellenangaben, validieren Ausgaben gegen Schemas und testen gegen ein annotiertes Evaluationsset. Kein Ansatz schließt Fehler ganz aus; Antworten mit hohem Risiko gehen deshalb in eine Prüfung durch Menschen.",
    },
    {
      question: "Wie lange dauert eine erste KI-Funktion?",
      answer:
        "Ein klar abgegrenzter Prototyp mit Evaluationsset dauert typischerweise drei bis fünf Wochen. Die Integration in die Produktion hängt von Ihren Systemen und Freigabeprozessen ab und braucht oft weitere vier bis acht Wochen.",
    },
    {
      question: "Kann die KI mit arabischen Inhalten arbeiten?",
      answer:
        "Ja. Aktuelle Modelle beherrschen modernes Hocharabisch gut, und bevor wir uns auf einen Ansatz festlegen, testen wir Extraktion und Retrieval an Ihren echten arabischen Dokumenten, auch an gescannten.",
    },
  ],
  related: ["chatgpt-integration", "python", "big-data", "product-development"],
  cta: {
    title: "Haben Sie einen Prozess, den KI beschleunigen könnte?",
    body: "Beschreiben Sie die Aufgabe, die Daten und wer sie heute erledigt. Wir sagen Ihnen, ob KI gut passt und was ein erster Prototyp umfassen würde.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
