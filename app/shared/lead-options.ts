/**
 * The lead forms' options and timing, without zod: the forms render from
 * these, and the zod schemas (app/shared/lead-forms.ts) load only when needed.
 */

/** The lead forms; each has its own form tokens (`GET /api/form-token?form=`). */
export type LeadFormName = "subscribe" | "contact" | "application";

/**
 * Minimum age of a form token when the form is sent: the time a person needs
 * at least between starting on a form and sending it; faster is a bot.
 */
export const MIN_FILL_MS = { subscribe: 1500, contact: 3000, application: 5000 } as const satisfies Record<
  LeadFormName,
  number
>;

/** A form token is refused once older than this (decision 012). */
export const FORM_TOKEN_MAX_AGE_MS = 24 * 60 * 60_000;

export interface FieldErrors {
  readonly [field: string]: string;
}
