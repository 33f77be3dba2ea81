import type { z } from "zod";
import type { serviceDetailSchema } from "../../../../schema";

/** Die Seite /de/capabilities/frontend/html-css. */
export const htmlCss = {
  title: "HTML- und CSS-Entwicklung | Alphai",
  description:
    "Semantisches HTML und modernes CSS von Alphai: barrierefreie Templates, Designsysteme, RTL-Layouts und HTML-E-Mails nach WCAG 2.2 AA, schnell geladen.",
  h1: "HTML- und CSS-Entwicklung, sauber umgesetzt",
  intro:
    "Gutes Markup und gute Styles sind der günstigste Gewinn an Performance und Barrierefreiheit, den eine Website bekommen kann. Wir setzen Figma-Designs in semantisches HTML und modernes CSS um, das Screenreader verstehen, Browser schnell rendern und Ihre Entwickler erweitern können, ohne gegen die Spezifität anzukämpfen.",
  offerings: [
    {
      icon: "layout",
      title: "Vom Design zum Template",
      body: "Pixelgenaue, responsive Templates aus Figma mit CSS Grid, Flexbox und Container Queries, geliefert als statisches HTML oder als Framework-Komponenten.",
    },
    {
      icon: "palette",
      title: "CSS-Architektur und Design-Tokens",
      body: "Custom Properties auf Basis von Design-Tokens, Cascade Layers zur Kontrolle der Spezifität und eine Namenskonvention, an die sich Ihr Team halten kann.",
    },
    {
      icon: "globe",
      title: "RTL- und mehrsprachige Layouts",
      body: "Logische Eigenschaften (margin-inline, padding-block), damit ein Stylesheet Arabisch und Englisch bedient, mit Schriften und Zeilenhöhen für beide Schriftsysteme.",
    },
    {
      icon: "check-circle",
      title: "Beseitigung von Barrieren",
      body: "Audits nach WCAG 2.2 AA und Korrekturen an Landmarks, Überschriften, Fokusreihenfolge, Farbkontrast, Formularen und überflüssig eingesetztem ARIA.",
    },
    {
      icon: "mail",
      title: "HTML-E-Mail-Templates",
      body: "Tabellenbasierte, responsive E-Mail-Templates, getestet in Outlook, Gmail und Apple Mail, mit Dark-Mode-Unterstützung und Nur-Text-Fallback.",
    },
  ],
  outcomes: [
    {
      title: "Kleinere, schnellere Seiten",
      body: "Ersetzt man ein altes CSS-Framework durch gezielt geschriebene Styles, sinkt die ausgelieferte CSS-Menge typischerweise um 60–80 %, und render-blockierende Requests entfallen.",
    },
    {
      title: "Weniger Barrierefreiheitsmängel",
      body: "Eine Überarbeitung von Markup und Kontrasten kann die automatisch gefundenen Barrierefreiheitsverstöße auf zentralen User Journeys von mehreren Hundert auf null senken.",
    },
    {
      title: "Schnellere Feature-Entwicklung",
      body: "Stehen Tokens und geschichtetes CSS, bauen Entwickler neue Seiten aus vorhandenen Mustern, statt Einzelfall-Overrides hinzuzufügen.",
    },
  ],
  process: [
    {
      title: "Design-Review",
      body: "Bevor wir Code schreiben, prüfen wir die Figma-Dateien auf fehlende Zustände, Breakpoints und Kontrastprobleme.",
    },
    {
      title: "Tokens und Basis-Styles",
      body: "Zuerst entstehen Farben, Abstände, Schriftskala und Resets, danach gemeinsame Komponenten wie Buttons, Formulare und Cards.",
    },
    {
      title: "Templates und Seiten",
      body: "Seiten-Templates werden aus Komponenten zusammengesetzt und in echten Browsern und auf echten Geräten geprüft, nicht nur im Desktop-Viewport.",
    },
    {
      title: "Tests und Übergabe",
      body: "Vor der Übergabe laufen Barrierefreiheits-, Cross-Browser- und visuelle Regressionstests; dazu gibt es einen kurzen Styleguide.",
    },
  ],
  tech: [
    { name: "HTML5", use: "Semantische Struktur, Landmarks und native Formularelemente" },
    { name: "CSS Grid und Flexbox", use: "Responsive zwei- und eindimensionale Layouts" },
    { name: "Container Queries", use: "Komponenten, die sich an ihren Container anpassen, nicht nur an den Viewport" },
    { name: "Sass", use: "Mixins und Partials, wo ein Präprozessor noch sinnvoll ist" },
    { name: "PostCSS", use: "Autoprefixing, Nesting und Minifizierung im Build" },
    { name: "Tailwind CSS", use: "Utility-first-Styling, wenn das Team es bevorzugt" },
    { name: "axe-core", use: "Automatisierte Barrierefreiheitsprüfungen in der CI" },
    { name: "Storybook", use: "Dokumentation von Komponenten und ihren Zuständen" },
    { name: "MJML", use: "Responsive HTML-E-Mails, die auch Outlook überstehen" },
  ],
  faqs: [
    {
      question: "Liefern Sie nur statisches HTML oder auch Framework-Komponenten?",
      answer:
        "Beides. Wir übergeben statische Templates, die Ihre Entwickler integrieren, oder bauen dasselbe Markup direkt als React-, Vue- oder Angular-Komponenten oder als Templates für ein WordPress-Theme.",
    },
    {
      question: "Welche Browser unterstützen Sie?",
      answer:
        "Standardmäßig die jeweils letzten zwei Versionen von Chrome, Edge, Firefox und Safari, einschließlich Safari auf iOS. Zeigen Ihre Analytics-Daten nennenswerten Traffic auf älteren Browsern, vereinbaren wir eine konkrete Liste und testen dagegen.",
    },
    {
      question: "Können Sie die Barrierefreiheit einer bestehenden Website ohne Redesign verbessern?",
      answer:
        "Meistens ja. Die meisten WCAG-Verstöße gehen auf Markup, Fokussteuerung und Kontrast zurück und lassen sich beheben, ohne das visuelle Design zu ändern. Wir beginnen mit einem Audit und einer priorisierten Liste von Korrekturen.",
    },
    {
      question: "Unterstützen Sie Arabisch und andere Sprachen, die von rechts nach links geschrieben werden?",
      answer:
        "Ja. Mit logischen CSS-Eigenschaften und dem dir-Attribut deckt eine Codebasis beide Leserichtungen ab, und wir testen mit arabischen Muttersprachlern aus unserem Büro in Dubai.",
    },
  ],
  related: ["javascript", "bootstrap", "design-web", "ux-ui"],
  cta: {
    title: "Ihre Designs warten darauf, Code zu werden?",
    body: "Schicken Sie uns Ihre Figma-Dateien und Zielbrowser. Innerhalb von zwei Werktagen schätzen wir die Templates und schlagen einen CSS-Ansatz vor.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
