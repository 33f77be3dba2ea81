import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import type { FieldErrors } from "~/lib/lead-options";

export type LeadFormName = "subscribe" | "contact";

/** The zod schemas load on first use, keeping zod out of every page's first load. */
const loadValidator = async (form: LeadFormName) => {
  const module = await import("~/lib/lead-forms");
  const schema = form === "contact" ? module.contactSchema : module.subscribeSchema;
  return (values: Record<string, string>): FieldErrors => {
    const result = schema.safeParse(values);
    return result.success ? {} : module.fieldErrors(result.error);
  };
};

type Status = "idle" | "sending" | "success" | "error";

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
export function useLeadForm(kind: LeadFormName, endpoint: string) {
  const formRef = useRef<HTMLFormElement>(null);
  // Not a hidden input: React re-renders would reset its value (a hidden input's value is its default value).
  const startedAt = useRef(0);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<Status>("idle");
  const [message, setMessage] = useState("");
  const [submitted, setSubmitted] = useState(false);

  // When the form became usable: submissions faster than a person can type are refused.
  useEffect(() => {
    startedAt.current = Date.now();
  }, []);

  const validate = async (element: HTMLFormElement): Promise<FieldErrors> => (await loadValidator(kind))(valuesOf(element));

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
      setMessage("Please correct the highlighted fields.");
      focusFirstError(form, found);
      return;
    }
    setStatus("sending");
    setMessage("Sending…");
    try {
      const response = await fetch(endpoint, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({ ...valuesOf(form), startedAt: startedAt.current }),
      });
      const body = (await response.json().catch(() => ({}))) as { message?: string; error?: string; fields?: FieldErrors };
      if (response.ok) {
        setStatus("success");
        setMessage(body.message ?? "Thank you.");
        setErrors({});
        setSubmitted(false);
        form.reset();
        startedAt.current = Date.now();
        return;
      }
      setStatus("error");
      setErrors(body.fields ?? {});
      setMessage(body.error ?? "Something went wrong. Please try again.");
      if (body.fields) focusFirstError(form, body.fields);
    } catch {
      setStatus("error");
      setMessage("We could not reach the server. Check your connection and try again.");
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
