/**
 * The member's daily digest (issue 36 §3), on their account screen: a short mail at 08:00 on working days, in the
 * time zone of the browser they turn it on in, of what is due (counts and a link, never a lead's details).
 */
import { useState } from "react";
import { act, ApiError } from "../api";
import { Field, StatusMessage, SubmitRow, useSubmit } from "./ui";

export interface Digest {
  /** The time zone it is sent in; null when it is off. */
  readonly timeZone: string | null;
  readonly hour: number;
}

const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export function DigestForm({ initial }: { initial: Digest }) {
  const [current, setCurrent] = useState(initial);
  const [result, setResult] = useState<{ error?: string; saved?: string }>({});
  const here = browserTimeZone();
  const at = `${String(current.hour).padStart(2, "0")}:00`;
  const { pending, onSubmit } = useSubmit(async (form) => {
    setResult({});
    const on = new FormData(form).get("digest") === "on";
    try {
      const saved = await act<Digest>("/me/digest", { method: "PUT", body: { timeZone: on ? here : null } });
      setCurrent(saved);
      setResult({
        saved: saved.timeZone
          ? `Daily digest on: every working day at ${at}, ${saved.timeZone} time.`
          : "Daily digest off.",
      });
    } catch (caught) {
      setResult({ error: caught instanceof ApiError ? (caught.fields.timeZone ?? caught.message) : "Not saved." });
    }
  });
  return (
    <section className="panel" aria-labelledby="digest-heading">
      <h2 id="digest-heading">Daily digest</h2>
      <p className="muted">
        A short mail each working day at {at} with what is due for you: how many follow-ups, how many of your leads wait
        for an answer, how many new leads nobody has taken. It links to My day and names no lead.
      </p>
      <form onSubmit={onSubmit} className="stack" noValidate>
        <Field
          label="Send me the daily digest"
          hint={
            current.timeZone && current.timeZone !== here
              ? `Now sent at ${at} ${current.timeZone} time; saving sends it at ${at} in this browser's time zone, ${here}.`
              : `At ${at} in this browser's time zone, ${here}.`
          }
          error={result.error}
        >
          {(props) => (
            <select {...props} name="digest" defaultValue={current.timeZone ? "on" : "off"}>
              <option value="off">No, thank you</option>
              <option value="on">Yes, every working day</option>
            </select>
          )}
        </Field>
        <SubmitRow label="Save digest" pending={pending} />
        <StatusMessage message={result.saved} />
      </form>
    </section>
  );
}
