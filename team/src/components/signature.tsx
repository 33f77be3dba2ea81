/** The member's signature under their replies to leads (issue 36 §2), on their account screen: theirs, or a default. */
import { useState } from "react";
import { act, ApiError } from "../api";
import { Field, StatusMessage, SubmitRow, useSubmit } from "./ui";

export interface Signature {
  readonly signature: string;
  /** What the replies end with now: the member's own, or their name and the agency's. */
  readonly shown: string;
}

export function SignatureForm({ initial }: { initial: Signature }) {
  const [current, setCurrent] = useState(initial);
  const [result, setResult] = useState<{ error?: string; saved?: string }>({});
  const { pending, onSubmit } = useSubmit(async (form) => {
    setResult({});
    try {
      const saved = await act<Signature>("/me/signature", {
        method: "PUT",
        body: { signature: String(new FormData(form).get("signature") ?? "") },
      });
      setCurrent(saved);
      setResult({ saved: saved.signature ? "Signature saved." : "Signature cleared: replies use the default." });
    } catch (caught) {
      setResult({ error: caught instanceof ApiError ? (caught.fields.signature ?? caught.message) : "Not saved." });
    }
  });
  return (
    <section className="panel" aria-labelledby="signature-heading">
      <h2 id="signature-heading">Signature</h2>
      <p className="muted">Added below every reply you send to a lead from the workspace. Your replies now end with:</p>
      <pre className="signature-preview">{current.shown}</pre>
      <form onSubmit={onSubmit} className="stack" noValidate>
        <Field label="Your signature" hint="Leave it empty for your name and the agency's." error={result.error}>
          {(props) => (
            <textarea {...props} name="signature" rows={4} maxLength={500} defaultValue={current.signature} />
          )}
        </Field>
        <SubmitRow label="Save signature" pending={pending} />
        <StatusMessage message={result.saved} />
      </form>
    </section>
  );
}
