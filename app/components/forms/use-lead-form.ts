import { useEffect, useRef, useState, type ChangeEvent, type FormEvent, type RefObject } from "react";
import type { FormToken } from "~/lib/form-token-client";
import type { FieldErrors, LeadFormName } from "~/shared/lead-options";

export type { LeadFormName };

/** The zod schemas load on first use, keeping zod out of every page's first load. */
const loadValidator = async (form: LeadFormName) => {
  const module = await import("~/shared/lead-forms");
  const schema = form === "contact" ? module.contactSchema : module.subscribeSchema;
  return (values: Record<string, string>): FieldErrors => {
    const result = schema.safeParse(values);
    return result.success ? {} : module.fieldErrors(result.error);
  };
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

const UNREACHABLE = "We could not reach the server. Check your connection and try again.";

/** Form values as the server would receive them from a plain form post. */
const valuesOf = (form: HTMLFormElement): Record<string, string> => {
  const values: Record<string, string> = {};
  new FormData(form).forEach((value, key) => {
    if (typeof value === "string") values[key] = value;
  });
  return values;
};

/**
 * The form token is asked for when the visitor starts on the form (focus or
 * input), not at page load: pages stay static, and visitors who never touch
 * a form cost nothing. A failed request is retried at the next call.
 */
function useFormToken(kind: LeadFormName, formRef: RefObject<HTMLFormElement | null>) {
  const token = useRef<Promise<FormToken | undefined> | undefined>(undefined);
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

  return {
    /** A usable token: the one asked for on first use, or a new one if that failed or is about to expire. */
    usable: async (): Promise<FormToken | undefined> => {
      for (let attempt = 0; attempt < 2; attempt += 1) {
        onStart();
        const found = await token.current;
        if (found && Date.now() < found.staleAt) return found;
        token.current = undefined;
      }
      return undefined;
    },
    /** The next submission gets a new token (the form was sent, or its token refused). */
    forget: () => {
      token.current = undefined;
    },
  };
}

const focusFirstError = (form: HTMLFormElement, found: FieldErrors) => {
  const first = Object.keys(found).find((name) => form.elements.namedItem(name));
  const element = first ? form.elements.namedItem(first) : null;
  if (element instanceof HTMLElement) element.focus();
};

/** Posts the form's values as JSON with the token; the answer's status and its body, read as JSON when it is. */
async function postLead(endpoint: string, form: HTMLFormElement, proof: FormToken) {
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
  return { ok: response.ok, body };
}

/**
 * Progressive enhancement of a lead form: the same zod schema as the server
 * gives inline messages; submission goes as JSON with fetch. Without
 * JavaScript the form still posts natively and ends on a result page.
 */
export function useLeadForm(kind: LeadFormName, endpoint: string) {
  const formRef = useRef<HTMLFormElement>(null);
  const token = useFormToken(kind, formRef);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<Status>("idle");
  const [message, setMessage] = useState("");
  const [submitted, setSubmitted] = useState(false);

  const validate = async (element: HTMLFormElement): Promise<FieldErrors> =>
    (await loadValidator(kind))(valuesOf(element));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setSubmitted(true);
    const found = await validate(form);
    setErrors(found);
    if (Object.keys(found).length) {
      setStatus("error");
      setMessage("Please correct the highlighted fields.");
      focusFirstError(form, found);
      return;
    }
    setStatus("sending");
    setMessage("Sending…");
    const proof = await token.usable();
    if (!proof) {
      setStatus("error");
      setMessage(UNREACHABLE);
      return;
    }
    // A person who is quicker than the minimum fill time (autofill, paste) waits a moment rather than being refused.
    const wait = proof.readyAt - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    try {
      const { ok, body } = await postLead(endpoint, form, proof);
      if (ok) {
        setStatus("success");
        setMessage(body.message ?? "Thank you.");
        setErrors({});
        setSubmitted(false);
        form.reset();
        // The next submission is a new fill: it gets its own token when the visitor starts on it.
        token.forget();
        return;
      }
      const { formToken: refusedToken, ...fields } = body.fields ?? {};
      // A refused token (expired, or signed with a retired secret) is replaced on the next try.
      if (refusedToken) token.forget();
      setStatus("error");
      setErrors(fields);
      setMessage(body.error ?? "Something went wrong. Please try again.");
      focusFirstError(form, fields);
    } catch {
      setStatus("error");
      setMessage(UNREACHABLE);
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
