/**
 * The words of the server's generic error answers (a 400, 404, 405 or 500 that is not a page), in the language of the
 * address asked for: an answer to a path under /de is German (issue 35 §3). The API's own messages follow the form's
 * language instead (server/api/answers.ts); the prerendered 404 and 400 pages have their own words.
 */
import type { FastifyRequest } from "fastify";
import { localeOfPath, type Locale } from "../app/shared/locale";

const words = {
  en: {
    badRequest: "Bad Request",
    unreadable: "The request could not be read: send valid JSON or form data.",
    notFound: "Not Found",
    methodNotAllowed: "Method Not Allowed",
    internal: "Internal Server Error",
  },
  de: {
    badRequest: "Ungültige Anfrage",
    unreadable: "Die Anfrage konnte nicht gelesen werden: Senden Sie gültiges JSON oder Formulardaten.",
    notFound: "Nicht gefunden",
    methodNotAllowed: "Methode nicht erlaubt",
    internal: "Interner Serverfehler",
  },
} satisfies Record<Locale, Record<string, string>>;

export type ErrorWord = keyof (typeof words)["en"];

/** A generic error's words in the language of the request's path (`/de/…` is German; everything else English). */
export const errorWord = (request: Pick<FastifyRequest, "url">, word: ErrorWord): string =>
  words[localeOfPath((request.url ?? "/").split("?")[0]!)][word];
