import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import type { FormToken } from "~/lib/form-token-client";
import type { LayoutData } from "~/lib/layout-data.server";
import type { FieldErrors, LeadFormName } from "~/shared/lead-options";
import type { LeadFormControl, LeadFormStatus } from "./lead-form-submit";

export type { LeadFormName };

/** The form-token client loads on first use of a form (like the schemas): nothing of it on a page's first load. */
const requestFormToken = async (form: LeadFormName): Promise<FormToken | undefined> => {
  try {
    return (await import("~/lib/form-token-client")).requestFormToken(form);
  } catch {
    return undefined;
  }
};

/** What a submission does (lead-form-submit.ts): loaded when the visitor starts on the form, beside its token. */
const loadSubmit = () => import("./lead-form-submit");

/**
 * Progressive enhancement of a lead form: the same zod schema as the server
 * gives inline messages; submission goes as JSON with fetch. Without
 * JavaScript the form still posts natively and ends on a result page.
 */
export function useLeadForm(kind: LeadFormName, endpoint: string, words: LayoutData["forms"]["status"]) {
  const formRef = useRef<HTMLFormElement>(null);
  const token = useRef<Promise<FormToken | undefined> | undefined>(undefined);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<LeadFormStatus>("idle");
  const [message, setMessage] = useState("");
  const [submitted, setSubmitted] = useState(false);

  /**
   * The form token is asked for when the visitor starts on the form (focus or
   * input), not at page load: pages stay static, and visitors who never touch
   * a form cost nothing. A failed request is retried at the next call.
   */
  const onStart = () => {
    if (token.current) return;
    // What a submission needs arrives while the visitor fills the form in; if it cannot load, onSubmit fails as a chunk.
    loadSubmit().catch(() => undefined);
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

  const control: LeadFormControl = {
    kind,
    endpoint,
    words,
    token,
    onStart,
    setErrors,
    setStatus,
    setMessage,
    setSubmitted,
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setSubmitted(true);
    await (await loadSubmit()).submitLeadForm(form, control);
  };

  /**
   * Once the visitor has tried to submit, re-checks a field as they correct it
   * (only that one, and while typing rather than on leaving it, so a message
   * never vanishes and moves the layout under the pointer).
   */
  const onChange = async (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
    const form = formRef.current;
    if (!submitted || !form) return;
    const name = event.currentTarget.name;
    await (await loadSubmit()).recheckField(form, name, control);
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
