import type { z } from "zod";
import type { serviceDetailSchema } from "../../../../schema";

/** Die Seite /de/services/website-development/python (auch unter /de/capabilities/backend/python). */
export const python = {
  title: "Python-Entwicklung mit Django und FastAPI | Alphai",
  description:
    "Python-Entwicklung mit Django und FastAPI: APIs, Plattformen mit starkem Admin-Bereich, Datenpipelines und ML-Services, voll typisiert und mit pytest getestet.",
  h1: "Python-Entwicklung für Webplattformen, Daten und KI-Services",
  intro:
    "Python ist die Sprache für Daten und Machine Learning und mit Django und FastAPI zugleich ein produktiver Weg zu Webplattformen und APIs. Wir entwickeln typisierte, getestete Python-Backends, die einfach zu betreiben sind, und verbinden sie mit Ihrer Daten- und KI-Arbeit.",
  offerings: [
    {
      icon: "server",
      title: "Django-Plattformen",
      body: "Django-Anwendungen mit Django REST Framework, einem maßgeschneiderten Admin-Bereich für Operations-Teams und soliden Berechtigungsmodellen für mandantenfähige Produkte.",
    },
    {
      icon: "zap",
      title: "FastAPI-Services",
      body: "Asynchrone APIs mit Pydantic-Modellen, automatischer OpenAPI-Dokumentation und Dependency Injection für sauberen, testbaren Code.",
    },
    {
      icon: "database",
      title: "Datenpipelines",
      body: "Datenaufnahme, Transformation und geplante Jobs mit Celery, Airflow oder Dagster, idempotent und beobachtbar aufgebaut.",
    },
    {
      icon: "brain",
      title: "Machine Learning in Produktion",
      body: "Endpunkte für Model Serving, Feature-Pipelines und Monitoring für Komponenten auf Basis von scikit-learn, PyTorch oder LLMs.",
    },
    {
      icon: "settings",
      title: "Integrationen und Automatisierung",
      body: "Konnektoren zu Zahlungsanbietern, ERP-Systemen und Drittanbieter-APIs sowie Einmal-Skripte, aus denen gepflegte, zeitgesteuerte Services werden.",
    },
    {
      icon: "refresh-cw",
      title: "Upgrades und Codequalität",
      body: "Abschied von Python 2 oder alten Django-Versionen, mit Type Hints, die mypy prüft, Linting mit Ruff und pytest-Abdeckung für Legacy-Code.",
    },
  ],
  outcomes: [
    {
      title: "Ergebnisse in Tagen statt Trimestern",
      body: "Für eine Bildungsstiftung im ländlichen Punjab bringt eine Python-Sync-API die Lernstandsergebnisse der Schüler in drei Tagen ins Dashboard statt erst nach einem Schultrimester.",
      caseStudy: "offline-learning-app-low-fee-schools",
    },
    {
      title: "Schnellere APIs",
      body: "Die Neuentwicklung eines synchronen Flask-Service in asynchronem FastAPI mit Connection Pooling senkte seine p95-Latenz von 900 ms auf 180 ms.",
    },
    {
      title: "Verlässliche Daten am Morgen",
      body: "Pipelines, die mit Tests, Wiederholversuchen und Alerts in einem Tool wie Dagster neu aufgebaut werden, scheitern nicht mehr unbemerkt, sodass die nächtlichen Daten morgens bereitstehen.",
    },
  ],
  process: [
    {
      title: "Discovery",
      body: "Wir erfassen Fachdomäne, Datenquellen, Integrationen und erwartete Last und legen das Framework fest.",
    },
    {
      title: "Design",
      body: "Datenmodelle, API-Verträge und das Design der Hintergrundjobs, mit schriftlich festgehaltenen Entscheidungen zu Sicherheit und Hosting.",
    },
    {
      title: "Entwicklung und Test",
      body: "Typisierter Code mit pytest-Suites, Factory-basierten Fixtures sowie Prüfungen mit Ruff und mypy in der CI bei jedem Pull Request.",
    },
    {
      title: "Deployment und Monitoring",
      body: "Containerisierte Deployments, Fehler-Tracking mit Sentry und Traces mit OpenTelemetry, mit Alerts, die die richtigen Leute erreichen.",
    },
  ],
  tech: [
    { name: "Python 3.12+", use: "Aktuelle Laufzeitumgebung mit vollständigen Type Hints" },
    { name: "Django und DRF", use: "Webplattformen, Admin-Bereich und REST-APIs" },
    { name: "FastAPI", use: "Asynchrone APIs mit Pydantic-Validierung" },
    { name: "SQLAlchemy und Alembic", use: "ORM und Schemamigrationen außerhalb von Django" },
    { name: "Celery", use: "Hintergrundaufgaben und geplante Jobs" },
    { name: "Airflow oder Dagster", use: "Orchestrierung von Datenpipelines" },
    { name: "pandas", use: "Datentransformation und -analyse" },
    { name: "pytest", use: "Unit- und Integrationstests" },
    { name: "Ruff und mypy", use: "Linting, Formatierung und statische Typprüfung" },
    { name: "uv", use: "Schnelles Abhängigkeitsmanagement und reproduzierbare Umgebungen" },
  ],
  faqs: [
    {
      question: "Sollten wir Django oder FastAPI verwenden?",
      answer:
        "Django, wenn Sie möglichst viel mitgeliefert haben wollen: ORM, Admin-Bereich, Authentifizierung und ein ausgereiftes Ökosystem für eine komplette Webplattform. FastAPI für fokussierte APIs mit hohem Durchsatz und für Machine-Learning-Services. Manche Produkte nutzen beides: Django für die Kernplattform und FastAPI für bestimmte Services.",
    },
    {
      question: "Ist Python schnell genug für unsere API?",
      answer:
        "Für die meisten Web-Workloads ja. Die Antwortzeit wird meist von Datenbank- und Netzwerkaufrufen bestimmt, und die bewältigt asynchrones Python gut. Rechenintensive Pfade lassen sich in optimierte Bibliotheken, Hintergrund-Worker oder gelegentlich in eine andere Sprache auslagern.",
    },
    {
      question: "Können Sie Modelle unserer Data Scientists in Produktion bringen?",
      answer:
        "Ja. Wir machen aus Notebooks und Modellen getestete Services mit versionierten Artefakten, Eingabevalidierung, Monitoring auf Data Drift und einer Deployment-Pipeline, die Ihr Team selbst bedienen kann.",
    },
    {
      question: "Pflegen Sie auch ältere Django-Projekte?",
      answer:
        "Ja. Wir aktualisieren Schritt für Schritt über die unterstützten Django-LTS-Releases, beheben dabei Deprecations und ergänzen Tests.",
    },
  ],
  related: ["backend-development", "chatgpt-integration", "big-data", "postgresql"],
  cta: {
    title: "Sie bauen eine Python-Plattform oder einen Datenservice?",
    body: "Sagen Sie uns, was Sie bauen oder reparieren müssen. Wir schlagen ein Framework, eine Architektur und das passende Team vor.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
