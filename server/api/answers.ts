/**
 * What the form endpoints answer a person, in the language of the page the form was on (app/shared/form-locale.ts):
 * the refusals' messages (JSON `error` and the page without JavaScript), the success messages, the check-and-send
 * step without JavaScript (form-token.ts), the withdraw link's pages. The fields' own messages are the schemas'
 * (app/shared/form-messages.ts). The German dictionary has every English key (the type says so).
 */
import type { FormTokenProblem } from "../mail/tokens";
import type { LeadFormName } from "../../app/shared/lead-options";
import type { Locale } from "../../app/shared/locale";
import type { UploadMessages } from "./multipart-upload";

/** The check-and-send page of one form (form-token.ts): its title, its first paragraph and its button. */
interface CheckPage {
  readonly title: string;
  readonly intro: string;
  readonly button: string;
}

export interface Answers {
  /** A refused form: the summary's heading and the JSON `error`. */
  readonly correct: string;
  readonly correctEmail: string;
  readonly contactSent: string;
  readonly subscribeSent: string;
  readonly unsubscribed: string;
  readonly unsubscribeInvalid: string;
  /** The honeypot was filled in. */
  readonly automated: string;
  readonly tooManyRequests: (seconds: number) => string;
  /** The database is away (503): nothing was saved, and the form keeps what was typed. */
  readonly storageUnavailable: string;
  /** A refused form token, for a script (JSON). */
  readonly formToken: Readonly<Record<FormTokenProblem, string>>;
  /** A refused plain post: the refused page's title starts with it; the simple page's link back. */
  readonly errorTitle: string;
  readonly backToForm: string;
  /** The refused application page's note: a browser never sends a file back. */
  readonly attachAgain: string;
  /** The check-and-send page without JavaScript (form-token.ts). */
  readonly check: {
    readonly pages: Readonly<Record<LeadFormName, CheckPage>>;
    /** The entries shown, by field name, in the form's order. */
    readonly labels: Readonly<Record<LeadFormName, readonly (readonly [string, string])[]>>;
    readonly contactConsent: string;
    readonly applicationConsent: string;
    /** Why the page is shown again. */
    readonly notes: Readonly<Record<Exclude<FormTokenProblem, "missing">, string>>;
    readonly cv: (max: string) => string;
    readonly whyThisStep: string;
    /** `policy` is the link's markup. */
    readonly privacy: (policy: string) => string;
    readonly privacyPolicy: string;
  };
  readonly application: {
    readonly cvTooLarge: (max: string) => { readonly message: string; readonly field: string };
    readonly hourlyCap: (careersTo: string) => string;
    readonly tableFull: (careersTo: string) => string;
    readonly roleClosed: string;
    readonly notCv: string;
    readonly sent: string;
    readonly busy: string;
    readonly wrongType: string;
    readonly interrupted: string;
  };
  /** The multipart reader's refusals (multipart-upload.ts), but the CV's size (`application.cvTooLarge`). */
  readonly upload: (cvMax: string) => Omit<UploadMessages, "fileTooLarge">;
  readonly withdraw: {
    readonly invalidTitle: string;
    /** HTML: `careersTo` is escaped by the caller. */
    readonly invalidBody: (careersTo: string) => string;
    readonly title: string;
    readonly body: string;
    readonly button: string;
    readonly hint: string;
    readonly invalid: string;
    readonly done: string;
  };
}

const en: Answers = {
  correct: "Please correct the highlighted fields.",
  correctEmail: "Please correct the e-mail address.",
  contactSent: "Thank you: we reply within one working day.",
  subscribeSent: "Check your inbox: we sent a link to confirm your subscription.",
  unsubscribed: "You are unsubscribed.",
  unsubscribeInvalid: "This unsubscribe link is not valid.",
  automated: "Your submission was rejected as automated. If you are a person, please contact us by e-mail.",
  tooManyRequests: (seconds) => `Too many requests: please try again in ${seconds} seconds.`,
  storageUnavailable:
    "We could not save this just now. Please try again in a minute: what you entered is still in the form.",
  formToken: {
    missing:
      "The form token is missing: get one from GET /api/form-token and send it as formToken (reload the page and try again).",
    invalid: "The form token is not valid: reload the page and send the form again.",
    "too-young": "That was faster than a person can type: please wait a few seconds and send the form again.",
    expired: "The form was open for more than a day: reload the page and send it again.",
  },
  errorTitle: "Error: ",
  backToForm: "Back to the form",
  attachAgain:
    "Attach your CV again before you send: for your safety a browser never keeps a chosen file when a page is sent back.",
  check: {
    pages: {
      contact: {
        title: "Check and send your message",
        intro: "Please check your details, then press Send message. We reply within one working day.",
        button: "Send message",
      },
      subscribe: {
        title: "Confirm your subscription",
        intro: "Press Subscribe to get a link by e-mail that confirms your subscription.",
        button: "Subscribe",
      },
      application: {
        title: "Check and send your application",
        intro:
          "Please check your details, attach your CV again (a browser cannot keep a file across pages), then press Send application.",
        button: "Send application",
      },
    },
    labels: {
      contact: [
        ["name", "Name"],
        ["email", "Work e-mail"],
        ["company", "Company"],
        ["phone", "Phone"],
        ["service", "Service of interest"],
        ["budget", "Budget range"],
        ["message", "Message"],
        ["consent", "Consent"],
      ],
      subscribe: [["email", "E-mail address"]],
      application: [
        ["role", "Role"],
        ["name", "Name"],
        ["email", "E-mail"],
        ["phone", "Phone"],
        ["location", "Location"],
        ["linkedin", "LinkedIn"],
        ["github", "GitHub"],
        ["portfolio", "Portfolio"],
        ["note", "Note"],
        ["consent", "Consent"],
      ],
    },
    contactConsent: "You agree that Alphai stores these details to answer this enquiry.",
    applicationConsent: "You agree that Alphai processes your application and keeps it for the stated period.",
    notes: {
      "too-young": "That was quick: please take a moment to check your details, then press the button again.",
      expired:
        "This page was open for more than a day. Your details are still here: press the button again to send them.",
      invalid:
        "We could not check that the form came from this site. Your details are still here: press the button again to send them.",
    },
    cv: (max) => `CV (PDF, DOCX or ODT, at most ${max})`,
    whyThisStep:
      "This extra step keeps automated spam out when JavaScript is off. To change something, go back with your browser's Back button.",
    privacy: (policy) => `What we do with your details, and for how long: our ${policy}.`,
    privacyPolicy: "privacy policy",
  },
  application: {
    cvTooLarge: (max) => ({
      message: `The CV is larger than ${max}: please send a file of at most ${max}.`,
      field: `The CV must be at most ${max}; this file is larger.`,
    }),
    hourlyCap: (careersTo) =>
      `We cannot take more applications online this hour: please try again later, or send your CV to ${careersTo}.`,
    tableFull: (careersTo) => `We cannot take applications online right now: please send your CV to ${careersTo}.`,
    roleClosed: "This role is closed or does not exist: choose one of the open roles.",
    notCv:
      "The CV must be a PDF, DOCX or ODT document; this file's content is none of them (its name does not matter).",
    sent: "Thank you: your application has arrived. We have sent you a confirmation by e-mail.",
    busy: "We are receiving many applications right now: please try again in a few seconds.",
    wrongType: "Send the application as multipart/form-data, with the CV as the file field cv.",
    interrupted: "The upload was interrupted.",
  },
  upload: (cvMax) => ({
    correct: "Please correct the highlighted fields.",
    unreadable: "The upload could not be read: send the form as multipart/form-data.",
    unexpectedFile: (name, field) => `Unexpected file field: ${name}. Attach the CV as ${field}.`,
    noFileName: "A file in the form has no field name.",
    noFieldName: "A field of the form has no name.",
    tooLong: "This entry is too long.",
    notText: (type) => `Send this field as plain text, not as ${type}.`,
    oneFile: "Attach one file only: your CV.",
    unexpectedFields: "The form has unexpected fields.",
    tooSlow: "The upload was too slow: please try again on a better connection.",
    bodyTooLarge: `The form is larger than it can be: at most a CV of ${cvMax} and the fields.`,
    allowance: "You have uploaded as much as we accept in an hour: please try again later.",
  }),
  withdraw: {
    invalidTitle: "This link is not valid",
    invalidBody: (careersTo) =>
      `The link is broken or has expired. Applications are deleted at the end of the retention period in any case; for anything else, write to ${careersTo}.`,
    title: "Withdraw your application",
    body: "Press the button to withdraw your application and erase it, with your CV, at once. This cannot be undone.",
    button: "Withdraw and erase",
    hint: "Changed your mind? Close this page: nothing happens until you press the button.",
    invalid: "This withdraw link is not valid.",
    done: "Your application has been withdrawn and erased.",
  },
};

const de: Answers = {
  correct: "Bitte korrigieren Sie die markierten Felder.",
  correctEmail: "Bitte korrigieren Sie die E-Mail-Adresse.",
  contactSent: "Vielen Dank: Wir antworten innerhalb eines Werktags.",
  subscribeSent:
    "Bitte sehen Sie in Ihrem Postfach nach: Wir haben Ihnen einen Link zur Bestätigung Ihres Abonnements geschickt.",
  unsubscribed: "Sie sind abgemeldet.",
  unsubscribeInvalid: "Dieser Abmeldelink ist ungültig.",
  automated:
    "Ihre Eingabe wurde als automatisiert abgelehnt. Wenn Sie ein Mensch sind, schreiben Sie uns bitte eine E-Mail.",
  tooManyRequests: (seconds) =>
    `Zu viele Anfragen: Bitte versuchen Sie es in ${seconds} ${seconds === 1 ? "Sekunde" : "Sekunden"} erneut.`,
  storageUnavailable:
    "Das konnten wir gerade nicht speichern. Bitte versuchen Sie es in einer Minute noch einmal: Ihre Eingaben stehen noch im Formular.",
  formToken: {
    missing:
      "Das Formular-Token fehlt: Holen Sie eines über GET /api/form-token und senden Sie es als formToken (laden Sie die Seite neu und versuchen Sie es erneut).",
    invalid: "Das Formular-Token ist ungültig: Laden Sie die Seite neu und senden Sie das Formular erneut.",
    "too-young":
      "Das ging schneller, als ein Mensch tippen kann: Bitte warten Sie einige Sekunden und senden Sie das Formular erneut.",
    expired: "Das Formular war länger als einen Tag geöffnet: Laden Sie die Seite neu und senden Sie es erneut.",
  },
  errorTitle: "Fehler: ",
  backToForm: "Zurück zum Formular",
  attachAgain:
    "Hängen Sie Ihren Lebenslauf vor dem Senden erneut an: Zu Ihrer Sicherheit behält ein Browser eine ausgewählte Datei nie, wenn eine Seite zurückgeschickt wird.",
  check: {
    pages: {
      contact: {
        title: "Nachricht prüfen und senden",
        intro:
          "Bitte prüfen Sie Ihre Angaben und klicken Sie dann auf „Nachricht senden“. Wir antworten innerhalb eines Werktags.",
        button: "Nachricht senden",
      },
      subscribe: {
        title: "Abonnement bestätigen",
        intro:
          "Klicken Sie auf „Abonnieren“: Sie erhalten dann per E-Mail einen Link, mit dem Sie Ihr Abonnement bestätigen.",
        button: "Abonnieren",
      },
      application: {
        title: "Bewerbung prüfen und senden",
        intro:
          "Bitte prüfen Sie Ihre Angaben, hängen Sie Ihren Lebenslauf erneut an (ein Browser kann eine Datei nicht von Seite zu Seite mitnehmen) und klicken Sie dann auf „Bewerbung senden“.",
        button: "Bewerbung senden",
      },
    },
    labels: {
      contact: [
        ["name", "Name"],
        ["email", "Geschäftliche E-Mail-Adresse"],
        ["company", "Unternehmen"],
        ["phone", "Telefon"],
        ["service", "Gewünschte Leistung"],
        ["budget", "Budgetrahmen"],
        ["message", "Nachricht"],
        ["consent", "Einwilligung"],
      ],
      subscribe: [["email", "E-Mail-Adresse"]],
      application: [
        ["role", "Stelle"],
        ["name", "Name"],
        ["email", "E-Mail"],
        ["phone", "Telefon"],
        ["location", "Wohnort"],
        ["linkedin", "LinkedIn"],
        ["github", "GitHub"],
        ["portfolio", "Portfolio"],
        ["note", "Nachricht"],
        ["consent", "Einwilligung"],
      ],
    },
    contactConsent: "Sie sind einverstanden, dass Alphai diese Angaben speichert, um Ihre Anfrage zu beantworten.",
    applicationConsent:
      "Sie sind einverstanden, dass Alphai Ihre Bewerbung bearbeitet und für den angegebenen Zeitraum aufbewahrt.",
    notes: {
      "too-young":
        "Das ging schnell: Bitte nehmen Sie sich einen Moment, um Ihre Angaben zu prüfen, und klicken Sie dann erneut auf die Schaltfläche.",
      expired:
        "Diese Seite war länger als einen Tag geöffnet. Ihre Angaben sind noch da: Klicken Sie erneut auf die Schaltfläche, um sie zu senden.",
      invalid:
        "Wir konnten nicht prüfen, ob das Formular von dieser Website stammt. Ihre Angaben sind noch da: Klicken Sie erneut auf die Schaltfläche, um sie zu senden.",
    },
    cv: (max) => `Lebenslauf (PDF, DOCX oder ODT, höchstens ${max})`,
    whyThisStep:
      "Dieser zusätzliche Schritt hält automatisierten Spam fern, wenn JavaScript ausgeschaltet ist. Um etwas zu ändern, kehren Sie mit der Zurück-Schaltfläche Ihres Browsers zum Formular zurück.",
    privacy: (policy) => `Was wir mit Ihren Angaben tun und wie lange wir sie aufbewahren: unsere ${policy}.`,
    privacyPolicy: "Datenschutzerklärung",
  },
  application: {
    cvTooLarge: (max) => ({
      message: `Der Lebenslauf ist größer als ${max}: Bitte senden Sie eine Datei mit höchstens ${max}.`,
      field: `Der Lebenslauf darf höchstens ${max} groß sein; diese Datei ist größer.`,
    }),
    hourlyCap: (careersTo) =>
      `In dieser Stunde können wir online keine weiteren Bewerbungen annehmen: Bitte versuchen Sie es später erneut oder senden Sie Ihren Lebenslauf an ${careersTo}.`,
    tableFull: (careersTo) =>
      `Wir können im Moment online keine Bewerbungen annehmen: Bitte senden Sie Ihren Lebenslauf an ${careersTo}.`,
    roleClosed:
      "Diese Stelle nimmt keine Bewerbungen mehr an oder existiert nicht: Wählen Sie eine der offenen Stellen.",
    notCv:
      "Der Lebenslauf muss ein PDF-, DOCX- oder ODT-Dokument sein; der Inhalt dieser Datei ist nichts davon (ihr Name spielt keine Rolle).",
    sent: "Vielen Dank: Ihre Bewerbung ist eingegangen. Wir haben Ihnen eine Bestätigung per E-Mail geschickt.",
    busy: "Gerade gehen sehr viele Bewerbungen ein: Bitte versuchen Sie es in einigen Sekunden erneut.",
    wrongType: "Senden Sie die Bewerbung als multipart/form-data, mit dem Lebenslauf im Dateifeld cv.",
    interrupted: "Der Upload wurde unterbrochen.",
  },
  upload: (cvMax) => ({
    correct: "Bitte korrigieren Sie die markierten Felder.",
    unreadable: "Der Upload konnte nicht gelesen werden: Senden Sie das Formular als multipart/form-data.",
    unexpectedFile: (name, field) => `Unerwartetes Dateifeld: ${name}. Hängen Sie den Lebenslauf als ${field} an.`,
    noFileName: "Eine Datei im Formular hat keinen Feldnamen.",
    noFieldName: "Ein Feld des Formulars hat keinen Namen.",
    tooLong: "Diese Eingabe ist zu lang.",
    notText: (type) => `Senden Sie dieses Feld als reinen Text, nicht als ${type}.`,
    oneFile: "Hängen Sie nur eine Datei an: Ihren Lebenslauf.",
    unexpectedFields: "Das Formular hat unerwartete Felder.",
    tooSlow: "Der Upload war zu langsam: Bitte versuchen Sie es mit einer besseren Verbindung erneut.",
    bodyTooLarge: `Das Formular ist größer als möglich: höchstens ein Lebenslauf mit ${cvMax} und die Felder.`,
    allowance: "Sie haben so viel hochgeladen, wie wir in einer Stunde annehmen: Bitte versuchen Sie es später erneut.",
  }),
  withdraw: {
    invalidTitle: "Dieser Link ist ungültig",
    invalidBody: (careersTo) =>
      `Der Link ist fehlerhaft oder abgelaufen. Bewerbungen werden am Ende der Aufbewahrungsfrist ohnehin gelöscht; für alles andere schreiben Sie an ${careersTo}.`,
    title: "Bewerbung zurückziehen",
    body: "Klicken Sie auf die Schaltfläche, um Ihre Bewerbung zurückzuziehen und sie samt Lebenslauf sofort zu löschen. Das lässt sich nicht rückgängig machen.",
    button: "Zurückziehen und löschen",
    hint: "Sie haben es sich anders überlegt? Schließen Sie einfach diese Seite: Solange Sie nicht auf die Schaltfläche klicken, passiert nichts.",
    invalid: "Dieser Link zum Zurückziehen ist ungültig.",
    done: "Ihre Bewerbung wurde zurückgezogen und gelöscht.",
  },
};

const dictionaries: Record<Locale, Answers> = { en, de };

/** The form endpoints' answers in a language. */
export const answersIn = (locale: Locale): Answers => dictionaries[locale];
