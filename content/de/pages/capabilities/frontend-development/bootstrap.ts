import type { z } from "zod";
import type { serviceDetailSchema } from "../../../../schema";

/** Die Seite /de/capabilities/frontend/bootstrap. */
export const bootstrap = {
  title: "Bootstrap-Entwicklung und Theming | Alphai",
  description:
    "Bootstrap-5-Theming und -Entwicklung: individuelle Sass-Builds, RTL-Unterstützung, Utility-API und Migrationen von Bootstrap 3 und 4 ohne jQuery.",
  h1: "Bootstrap-Entwicklung für Oberflächen, die schnell live gehen müssen",
  intro:
    "Bootstrap bleibt einer der schnellsten Wege zu einer einheitlichen, responsiven Oberfläche, gerade für Admin-Panels und interne Tools. Wir passen es so an, dass es nicht nach Standard-Bootstrap aussieht, halten das CSS schlank und aktualisieren ältere Versionen, ohne dass Ihre Screens kaputtgehen.",
  offerings: [
    {
      icon: "palette",
      title: "Individuelle Bootstrap-Themes",
      body: "Marken-Themes über überschriebene Sass-Variablen und -Maps; ins finale Stylesheet werden nur die Komponenten kompiliert, die Sie tatsächlich nutzen.",
    },
    {
      icon: "refresh-cw",
      title: "Versions-Upgrades",
      body: "Migrationen von Bootstrap 3 oder 4 auf Bootstrap 5: jQuery-Plugins ersetzen wir durch natives JavaScript, veraltete Klassen werden aktualisiert.",
    },
    {
      icon: "monitor",
      title: "Admin-Panels und Dashboards",
      body: "Datentabellen, Formulare, Filter und Diagramme aus Bootstrap-Komponenten für Backoffice-Tools und interne Anwendungen.",
    },
    {
      icon: "globe",
      title: "RTL-Builds für arabische Oberflächen",
      body: "Rechts-nach-links-Stylesheets mit der RTLCSS-Unterstützung von Bootstrap; Icons, Karussells und Formularelemente prüfen wir in beiden Leserichtungen.",
    },
    {
      icon: "code",
      title: "Integration in Frameworks",
      body: "Bootstrap-Styles zusammen mit React Bootstrap, ng-bootstrap oder BootstrapVueNext, damit sich die Komponenten in Ihrem Framework korrekt verhalten.",
    },
  ],
  outcomes: [
    {
      title: "Wochen gespart bei internen Tools",
      body: "Wer Backoffice-Screens aus einem angepassten Bootstrap-Kit baut, kann sich auf die Geschäftslogik konzentrieren; ein aktuelles Logistik-Dashboard ging nach sechs Wochen mit dem ersten Release live.",
    },
    {
      title: "Leichtere Seiten nach dem Upgrade",
      body: "Fallen beim Upgrade auf Bootstrap 5 jQuery und ungenutzte Komponenten weg, spart das häufig 80–100 KB JavaScript auf jeder Seite.",
    },
    {
      title: "Ein Look, der zu Ihnen gehört",
      body: "Theming auf Variablenebene ergibt eine unverwechselbare Oberfläche und hält den Weg zu künftigen Bootstrap-Versionen offen.",
    },
  ],
  process: [
    {
      title: "Bestandsaufnahme",
      body: "Wir erfassen Bootstrap-Version, eingesetzte Komponenten, Plugins und eigene Overrides und markieren, was bei einem Upgrade brechen wird.",
    },
    {
      title: "Theme-Setup",
      body: "Markenfarben, Typografie, Abstände und Komponentenvariablen werden in Sass definiert, ungenutzte Module ausgeschlossen.",
    },
    {
      title: "Screens und Komponenten",
      body: "Seiten entstehen oder migrieren Screen für Screen; visuelle Regressionstests fangen unbeabsichtigte Änderungen ab.",
    },
    {
      title: "Aufräumen und Dokumentation",
      body: "Überflüssige Overrides werden entfernt, und ein kurzer Leitfaden erklärt Ihren Entwicklern das Theme.",
    },
  ],
  tech: [
    { name: "Bootstrap 5", use: "Komponenten, Grid und Utility-Klassen" },
    { name: "Sass", use: "Theming über Variablen, Maps und Mixins" },
    { name: "Utility-API", use: "Projektspezifische Utility-Klassen generieren" },
    { name: "RTLCSS", use: "Rechts-nach-links-Stylesheets erzeugen" },
    { name: "Popper", use: "Positionierung von Dropdowns, Tooltips und Popovers" },
    { name: "React Bootstrap", use: "Bootstrap-Komponenten für React-Anwendungen" },
    { name: "ng-bootstrap", use: "Native Angular-Widgets im Bootstrap-Stil" },
    { name: "Playwright", use: "Visuelle Regressions- und Cross-Browser-Tests" },
  ],
  faqs: [
    {
      question: "Ist Bootstrap heute noch eine gute Wahl?",
      answer:
        "Für Admin-Panels, interne Tools und Projekte, die mit einem kleinen Team schnell live gehen müssen: ja. Für stark individuelle Oberflächen für Endkunden empfehlen wir oft eher ein eigenes Designsystem oder Tailwind CSS – und sagen Ihnen das auch.",
    },
    {
      question: "Können Sie uns ohne Redesign von Bootstrap 3 aktualisieren?",
      answer:
        "Ja. Wir ordnen alte Klassen und Plugins ihren Entsprechungen in Bootstrap 5 zu und sichern mit visuellen Regressionstests ab, dass die Screens gleich aussehen. Die Reste räumen wir in einem zweiten Durchgang auf.",
    },
    {
      question: "Sieht unsere Website dann aus wie ein beliebiges Bootstrap-Template?",
      answer:
        "Nicht, wenn das Theme sauber umgesetzt ist. Passen wir die Variablen für Farbe, Typografie, Radien, Schatten und Abstände an, folgt das Ergebnis Ihrer Marke und behält das erprobte Verhalten von Bootstrap.",
    },
  ],
  related: ["html-css", "javascript", "design-web"],
  cta: {
    title: "Hängen Sie auf einer alten Bootstrap-Version fest?",
    body: "Schicken Sie uns Ihr Repository oder eine Liste der Screens. Wir schätzen das Upgrade oder das neue Theme ein – einschließlich dessen, was wegfallen kann.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
