/**
 * The lead forms' options and timing, without zod: the forms render from
 * these, and the zod schemas (app/lib/lead-forms.ts) load only when needed.
 */
/** Budget ranges offered on the contact form. */
export const BUDGETS = ["Under $25k", "$25k-$75k", "$75k-$150k", "$150k-$500k", "Over $500k"] as const;

/** Minimum time between showing a form and submitting it; faster is a bot. */
export const MIN_FILL_MS = { subscribe: 1500, contact: 3000 } as const;

export interface FieldErrors {
  readonly [field: string]: string;
}
