import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import type { FormToken } from "~/lib/form-token-client";
import type { LayoutData } from "~/lib/layout-data.server";
import type { FieldErrors, LeadFormName } from "~/shared/lead-options";

export type { LeadFormName };

/** The status line's words, in the page's language (root layout data, content/i18n/forms.ts). */
type StatusWords = LayoutData["forms"]["status"];

/**
 * The zod schemas load on first use, keeping zod out of every page's first load; their messages are in the
 * language of the form's hidden `locale` field.
 */
const loadValidator = async (form: LeadFormName) => {
  const module = await import("~/shared/lead-forms");
  return (values: Record<string, string>): FieldErrors => module.checkLeadForm(form, values);
};

type Status = "idle" | "sending" | "success" | "error";

/** The form-token client loads on first use of a form (like the schemas): nothing of it on a page's first load. */
const requestFormToken = async (form: LeadFormName): Promise<FormToken | undefined> => {
  try {
    return (await import("~/lib/form-token-client")).requestFormToken(form);
  } catch {
    return undefined;
  }
};

/** Form values as the server would receive them from a plain form post. */
const valuesOf = (form: HTMLFormElement): Record<string, string> => {
  const values: Record<string, string> = {};
  new FormData(form).forEach((value, key) => {
    if (typeof value === "string") values[key] = value;
  });
  return values;
};

/**
 * Progressive enhancement of a lead form: the same zod schema as the server
 * gives inline messages; submission goes as JSON with fetch. Without
 * JavaScript the form still posts natively and ends on a result page.
 */
// eslint-disable-next-line max-lines-per-function -- it is in every page's first load: split into named parts it was 54 bytes (gzip) larger, which put the role pages over the 120 KB budget
export function useLeadForm(kind: LeadFormName, endpoint: string, words: StatusWords) {
  const formRef = useRef<HTMLFormElement>(null);
  const token = useRef<Promise<FormToken | undefined> | undefined>(undefined);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<Status>("idle");
  const [message, setMessage] = useState("");
  const [submitted, setSubmitted] = useState(false);

  /**
   * The form token is asked for when the visitor starts on the form (focus or
   * input), not at page load: pages stay static, and visitors who never touch
   * a form cost nothing. A failed request is retried at the next call.
   */
  const onStart = () => {
    if (token.current) return;
    const pending = requestFormToken(kind).then((found) => {
      if (!found && token.current === pending) token.current = undefined;
      return found;
    });
    token.current = pending;
  };
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    // Listeners rather than React props: they change nothing the visitor sees (no interaction to announce).
    form.addEventListener("focusin", onStart);
    form.addEventListener("input", onStart);
    return () => {
      form.removeEventListener("focusin", onStart);
      form.removeEventListener("input", onStart);
    };
  });

  /** A usable token: the one asked for on first use, or a new one if that failed or is about to expire. */
  const formToken = async (): Promise<FormToken | undefined> => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      onStart();
      const found = await token.current;
      if (found && Date.now() < found.staleAt) return found;
      token.current = undefined;
    }
    return undefined;
  };

  const validate = async (element: HTMLFormElement): Promise<FieldErrors> =>
    (await loadValidator(kind))(valuesOf(element));

  const focusFirstError = (form: HTMLFormElement, found: FieldErrors) => {
    const first = Object.keys(found).find((name) => form.elements.namedItem(name));
    const element = first ? form.elements.namedItem(first) : null;
    if (element instanceof HTMLElement) element.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setSubmitted(true);
    const found = await validate(form);
    setErrors(found);
    if (Object.keys(found).length) {
      setStatus("error");
      setMessage(words.correct);
      focusFirstError(form, found);
      return;
    }
    setStatus("sending");
    setMessage(words.sending);
    const proof = await formToken();
    if (!proof) {
      setStatus("error");
      setMessage(words.unreachable);
      return;
    }
    // A person who is quicker than the minimum fill time (autofill, paste) waits a moment rather than being refused.
    const wait = proof.readyAt - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    try {
      const response = await fetch(endpoint, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({ ...valuesOf(form), formToken: proof.value }),
      });
      const body = (await response.json().catch(() => ({}))) as {
        message?: string;
        error?: string;
        fields?: FieldErrors;
      };
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
      setStatus("error");
      setErrors(fields);
      setMessage(body.error ?? words.failed);
      focusFirstError(form, fields);
    } catch {
      setStatus("error");
      setMessage(words.unreachable);
    }
  };

  /**
   * Once the visitor has tried to submit, re-checks a field as they correct it
   * (only that one, and while typing rather than on leaving it, so a message
   * never vanishes and moves the layout under the pointer).
   */
  const onChange = async (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
    if (!submitted || !formRef.current) return;
    const name = event.currentTarget.name;
    const message = (await validate(formRef.current))[name];
    setErrors((current) => {
      if (current[name] === message) return current;
      const next = { ...current };
      if (message) next[name] = message;
      else delete next[name];
      return next;
    });
  };

  /** Accessible attributes and error element id of a field. */
  const field = (name: string, id: string) => ({
    invalid: Boolean(errors[name]),
    error: errors[name],
    errorId: `${id}-error`,
    props: {
      id,
      name,
      "aria-invalid": errors[name] ? true : undefined,
      "aria-describedby": errors[name] ? `${id}-error` : undefined,
      onChange,
    },
  });

  return { formRef, onSubmit, field, status, message, errors };
}
