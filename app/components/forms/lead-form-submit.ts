import type { Dispatch, RefObject, SetStateAction } from "react";
import { flushSync } from "react-dom";
import type { FormToken } from "~/lib/form-token-client";
import { attributionOf } from "~/lib/visit";
import { ATTRIBUTION_FIELD } from "~/shared/attribution";
import type { LayoutData } from "~/lib/layout-data.server";
import type { FieldErrors, LeadFormName } from "~/shared/lead-options";

/** A lead form's status line: nothing yet, sending, sent, or a message to act on. */
export type LeadFormStatus = "idle" | "sending" | "success" | "error";

/**
 * What useLeadForm (use-lead-form.ts) hands this module: the form's kind and endpoint, the status line's words, its
 * form token, and the setters of its state. This module loads when the visitor starts on a form (with the form-token
 * client), so none of it is in a page's first load.
 */
export interface LeadFormControl {
  readonly kind: LeadFormName;
  readonly endpoint: string;
  /** The status line's words, in the page's language (root layout data, content/i18n/forms.ts). */
  readonly words: LayoutData["forms"]["status"];
  /** The form token asked for when the visitor started on the form; undefined until then, or after a failure. */
  readonly token: RefObject<Promise<FormToken | undefined> | undefined>;
  /** Asks for a form token unless one is on its way. */
  readonly onStart: () => void;
  readonly setErrors: Dispatch<SetStateAction<FieldErrors>>;
  readonly setStatus: (status: LeadFormStatus) => void;
  readonly setMessage: (message: string) => void;
  readonly setSubmitted: (submitted: boolean) => void;
}

/**
 * The zod schemas load on first use, keeping zod out of every page's first load; their messages are in the
 * language of the form's hidden `locale` field.
 */
const validate = async (form: LeadFormName, element: HTMLFormElement): Promise<FieldErrors> =>
  (await import("~/shared/lead-forms")).checkLeadForm(form, valuesOf(element));

/** Form values as the server would receive them from a plain form post. */
const valuesOf = (form: HTMLFormElement): Record<string, string> => {
  const values: Record<string, string> = {};
  new FormData(form).forEach((value, key) => {
    if (typeof value === "string") values[key] = value;
  });
  return values;
};

/** A usable token: the one asked for on first use, or a new one if that failed or is about to expire. */
const formToken = async ({ token, onStart }: LeadFormControl): Promise<FormToken | undefined> => {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    onStart();
    const found = await token.current;
    if (found && Date.now() < found.staleAt) return found;
    token.current = undefined;
  }
  return undefined;
};

/**
 * Focuses the first field in error once the messages are on the page: the focus scrolls the field into view, so the
 * layout it scrolls in is the one with the messages (set before, React would draw them after the scroll, by a
 * line's height or not depending on the machine's speed).
 */
const focusFirstError = (form: HTMLFormElement, found: FieldErrors) => {
  const first = Object.keys(found).find((name) => form.elements.namedItem(name));
  const element = first ? form.elements.namedItem(first) : null;
  if (element instanceof HTMLElement) element.focus();
};

/** The server's answer to a submission, sent as JSON. */
const send = async (form: HTMLFormElement, control: LeadFormControl, proof: FormToken) => {
  const { endpoint, words, token, setStatus, setMessage, setErrors, setSubmitted } = control;
  const response = await fetch(endpoint, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({
      ...valuesOf(form),
      formToken: proof.value,
      // The contact form says where the enquiry came from (issue 36 §4); the newsletter's needs nothing of it.
      ...(control.kind === "contact" ? { [ATTRIBUTION_FIELD]: attributionOf(form) } : {}),
    }),
  });
  const body = (await response.json().catch(() => ({}))) as { message?: string; error?: string; fields?: FieldErrors };
  if (response.ok) {
    setStatus("success");
    setMessage(body.message ?? words.thanks);
    setErrors({});
    setSubmitted(false);
    form.reset();
    // The next submission is a new fill: it gets its own token when the visitor starts on it.
    token.current = undefined;
    return;
  }
  const { formToken: refusedToken, ...fields } = body.fields ?? {};
  // A refused token (expired, or signed with a retired secret) is replaced on the next try.
  if (refusedToken) token.current = undefined;
  flushSync(() => {
    setStatus("error");
    setErrors(fields);
    setMessage(body.error ?? words.failed);
  });
  focusFirstError(form, fields);
};

/**
 * A submission with JavaScript: the same zod schema as the server gives inline messages, then the form goes as JSON
 * with fetch, once its token is old enough.
 */
export async function submitLeadForm(form: HTMLFormElement, control: LeadFormControl): Promise<void> {
  const { kind, words, setStatus, setMessage, setErrors } = control;
  const found = await validate(kind, form);
  if (Object.keys(found).length) {
    flushSync(() => {
      setErrors(found);
      setStatus("error");
      setMessage(words.correct);
    });
    focusFirstError(form, found);
    return;
  }
  setErrors(found);
  setStatus("sending");
  setMessage(words.sending);
  const proof = await formToken(control);
  if (!proof) {
    setStatus("error");
    setMessage(words.unreachable);
    return;
  }
  // A person who is quicker than the minimum fill time (autofill, paste) waits a moment rather than being refused.
  const wait = proof.readyAt - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  try {
    await send(form, control, proof);
  } catch {
    setStatus("error");
    setMessage(words.unreachable);
  }
}

/** Re-checks one field of a form the visitor has tried to submit, as they correct it. */
export async function recheckField(form: HTMLFormElement, name: string, control: LeadFormControl): Promise<void> {
  const message = (await validate(control.kind, form))[name];
  control.setErrors((current) => {
    if (current[name] === message) return current;
    const next = { ...current };
    if (message) next[name] = message;
    else delete next[name];
    return next;
  });
}
