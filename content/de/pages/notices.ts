import type { z } from "zod";
import type { noticeSchema } from "../../schema";

export const noticePages = {
  "contact-sent": {
    title: "Vielen Dank, Ihre Nachricht ist unterwegs | Alphai",
    description:
      "Ihre Anfrage ist beim Alphai-Team angekommen. Eine Teamleitung aus dem passenden Bereich antwortet binnen eines Werktags mit Fragen oder einem ersten Plan.",
    h1: "Vielen Dank, Ihre Nachricht ist bei uns",
    intro:
      "Ihre Anfrage ist sicher gespeichert, und unser Team wurde benachrichtigt. Eine Teamleitung aus dem Fachbereich, der zu Ihrem Projekt passt, antwortet Ihnen innerhalb eines Werktags.",
    details: [
      "Wir lesen jede Anfrage selbst. Ist Ihr Briefing klar, enthält unsere Antwort erste Fragen und einen Vorschlag für ein Gespräch; wenn nicht, fragen wir nach, was wir wissen müssen, um Ihnen wirklich weiterzuhelfen.",
      "Unsere Büros in Dubai, Lahore und München sind montags bis freitags 09:00–18:00 Uhr Ortszeit besetzt. Anfragen vom Wochenende beantworten wir am Montag.",
    ],
    next: ["work", "engagement-models", "resources"],
  },
  "application-sent": {
    title: "Vielen Dank, Ihre Bewerbung ist eingegangen | Alphai",
    description:
      "Ihre Bewerbung und Ihr Lebenslauf sind beim Recruiting-Team von Alphai angekommen. Sie erhalten eine Bestätigung per E-Mail und binnen zwei Wochen eine Antwort.",
    h1: "Vielen Dank, Ihre Bewerbung ist eingegangen",
    intro:
      "Ihre Bewerbung und Ihr Lebenslauf sind sicher gespeichert, und die Verantwortlichen für die Stelle wurden informiert. Eine Bestätigung haben wir Ihnen per E-Mail geschickt.",
    details: [
      "Jede Bewerbung wird von einem Menschen aus dem Recruiting-Team gelesen. Sie erhalten innerhalb von zwei Wochen eine Antwort – eine Einladung zu einem ersten Gespräch oder unsere Entscheidung. Eine automatisierte Vorauswahl setzen wir nicht ein.",
      "Die Bestätigungs-E-Mail nennt, wie lange wir Ihre Bewerbung aufbewahren, und enthält einen Link, mit dem Sie sie zurückziehen und Ihre Daten sofort löschen können. Nach einigen Minuten noch keine E-Mail? Sehen Sie im Spam-Ordner nach oder schreiben Sie an careers@alphai.tech.",
    ],
    next: ["careers", "life-at-alphai", "our-story"],
  },
  "application-withdrawn": {
    title: "Ihre Bewerbung wurde zurückgezogen | Alphai",
    description:
      "Ihre Bewerbung bei Alphai und Ihr Lebenslauf wurden gelöscht. Nichts davon bleibt gespeichert; Sie können sich jederzeit erneut auf offene Stellen bewerben.",
    h1: "Ihre Bewerbung wurde zurückgezogen",
    intro:
      "Ihre Bewerbung und Ihr Lebenslauf wurden aus unseren Systemen gelöscht, zusammen mit den E-Mails dazu, die noch auf den Versand warteten.",
    details: [
      "Von der Bewerbung bleibt nichts gespeichert. Wenn Sie es sich anders überlegen, können Sie sich gern erneut auf jede offene Stelle bewerben; eine neue Bewerbung beginnt ganz von vorn.",
    ],
    next: ["careers", "life-at-alphai", "home"],
  },
  "newsletter-check-inbox": {
    title: "Bitte bestätigen Sie Ihre Anmeldung | Alphai",
    description:
      "Wir haben Ihnen einen Bestätigungslink geschickt. Öffnen Sie ihn, um Alphais monatliche E-Mail zu besserer Software zu erhalten; vorher senden wir nichts.",
    h1: "Bitte prüfen Sie Ihr Postfach",
    intro:
      "Wir haben einen Bestätigungslink an die angegebene Adresse geschickt. Öffnen Sie ihn innerhalb von sieben Tagen, um unsere monatliche E-Mail zu erhalten; bis dahin senden wir Ihnen nichts weiter.",
    details: [
      "Nach einigen Minuten noch keine E-Mail? Sehen Sie im Spam-Ordner oder unter „Werbung“ nach oder melden Sie sich erneut an: Wir schicken Ihnen dann einen neuen Link.",
      "Jede E-Mail von uns enthält einen Link, mit dem Sie sich mit einem Klick abmelden. Ihre Adresse geben wir niemals weiter.",
    ],
    next: ["resources", "work", "our-story"],
  },
  "newsletter-confirmed": {
    title: "Ihr Abonnement ist bestätigt | Alphai",
    description:
      "Danke für Ihre Bestätigung. Die monatliche E-Mail von Alphai bringt Praxiswissen zu Produktentwicklung, Delivery und Wachstum; Abmeldung mit einem Klick.",
    h1: "Sie sind angemeldet",
    intro:
      "Vielen Dank, dass Sie Ihre Adresse bestätigt haben. Unsere nächste monatliche E-Mail ist auf dem Weg zu Ihnen – mit praktischen Hinweisen dazu, wie Sie digitale Produkte entwickeln, ausliefern und wachsen lassen.",
    details: [
      "Jede Ausgabe ist kurz: eine Idee, die sich auszuprobieren lohnt, ein Fall aus unserer Arbeit und ein Tool, auf das wir uns verlassen. Jede E-Mail enthält einen Link zum Abmelden mit einem Klick.",
    ],
    next: ["resources", "work", "home"],
  },
  "newsletter-unsubscribed": {
    title: "Sie wurden abgemeldet | Alphai",
    description:
      "Ihre Adresse wurde aus dem Verteiler von Alphai entfernt. Sie erhalten keine Newsletter mehr und können sich jederzeit über die Fußzeile neu anmelden.",
    h1: "Sie sind abgemeldet",
    intro:
      "Ihre Adresse steht nicht mehr in unserem Verteiler, und Sie erhalten keine Newsletter mehr von uns. War das ein Versehen, können Sie sich in der Fußzeile jeder Seite erneut anmelden.",
    details: [
      "Wir vermerken, dass Sie sich abgemeldet haben, damit keine importierte Liste Sie versehentlich wieder aufnimmt.",
    ],
    next: ["home", "resources", "contact"],
  },
  "newsletter-link-expired": {
    title: "Dieser Link ist abgelaufen oder ungültig | Alphai",
    description:
      "Der Bestätigungs- oder Abmeldelink ist abgelaufen oder wurde verändert. Melden Sie sich über die Fußzeile erneut an, dann erhalten Sie einen neuen Link.",
    h1: "Dieser Link ist abgelaufen",
    intro:
      "Der Link, den Sie geöffnet haben, ist älter als sieben Tage oder wurde unterwegs verändert. An Ihrem Abonnement hat sich dadurch nichts geändert.",
    details: [
      "Um sich anzumelden, geben Sie Ihre Adresse in der Fußzeile einer beliebigen Seite ein; wir schicken Ihnen dann einen neuen Bestätigungslink. Um keine E-Mails mehr von uns zu erhalten, nutzen Sie den Abmeldelink in der letzten E-Mail, die Sie bekommen haben, oder schreiben Sie uns.",
    ],
    next: ["home", "contact", "resources"],
  },
  offline: {
    title: "Sie sind offline | Alphai",
    description:
      "Diese Seite ist noch nicht auf Ihrem Gerät gespeichert. Bereits besuchte Seiten öffnen sich auch ohne Verbindung; diese lädt, sobald Sie wieder online sind.",
    h1: "Sie sind offline",
    intro:
      "Diese Seite ist noch nicht auf Ihrem Gerät gespeichert, und Ihre Verbindung scheint unterbrochen zu sein. Seiten, die Sie schon geöffnet haben, funktionieren auch offline; diese hier lädt, sobald Sie wieder online sind.",
    details: [
      "Prüfen Sie Ihr WLAN oder Ihre mobilen Daten und laden Sie die Seite dann neu. Was Sie in ein Formular eingegeben haben, wird offline nicht gesendet – schicken Sie es erneut, sobald Sie wieder verbunden sind.",
    ],
    next: ["home", "contact", "work"],
  },
} satisfies Record<string, z.input<typeof noticeSchema>>;
