/**
 * A lead's follow-ups (issue 36 §3): the open ones with whose they are, "Done" for the member's own (an owner's for
 * anyone's), and a form to set one for a day with an optional note. They appear in the member's "My day" on that day.
 */
import { useState } from "react";
import { act, ApiError } from "../api";
import { announce } from "../announce";
import { useMember } from "../layout";
import { formatDay, localDay, type FollowUp } from "../types";
import { ErrorAlert, Field, SubmitRow, useSubmit } from "./ui";

const tomorrow = () => localDay(new Date(Date.now() + 24 * 60 * 60_000));

export function FollowUps({
  leadId,
  followUps,
  onChange,
}: {
  leadId: number;
  followUps: readonly FollowUp[];
  onChange: (followUps: readonly FollowUp[]) => void;
}) {
  const member = useMember();
  const [errors, setErrors] = useState<{ form?: string; dueOn?: string; note?: string }>({});
  const { pending, onSubmit } = useSubmit(async (form) => {
    setErrors({});
    const data = new FormData(form);
    const dueOn = String(data.get("dueOn") ?? "");
    try {
      const saved = await act<{ followUps: FollowUp[] }>(`/leads/${leadId}/follow-ups`, {
        method: "POST",
        body: { dueOn, note: String(data.get("note") ?? "") },
      });
      onChange(saved.followUps);
      form.reset();
      announce(`Follow-up set for ${formatDay(dueOn)}: it will be in your day then.`);
    } catch (caught) {
      setErrors(caught instanceof ApiError ? { form: caught.message, ...caught.fields } : { form: "Not saved." });
    }
  });
  const done = async (followUp: FollowUp) => {
    try {
      const saved = await act<{ followUps: FollowUp[] }>(`/follow-ups/${followUp.id}/done`, { method: "POST" });
      onChange(saved.followUps);
      announce(`Follow-up of ${formatDay(followUp.dueOn)} done.`);
    } catch (caught) {
      setErrors({ form: caught instanceof ApiError ? caught.message : "Not saved." });
    }
  };
  const open = followUps.filter((followUp) => !followUp.doneAt);
  return (
    <section className="panel" aria-labelledby="follow-up-heading">
      <h2 id="follow-up-heading">Follow-up</h2>
      {open.length ? (
        <ul className="follow-ups">
          {open.map((followUp) => (
            <li key={followUp.id}>
              <span>
                <strong>{formatDay(followUp.dueOn)}</strong>
                {followUp.member.id === member.id ? "" : ` (${followUp.member.name})`}
                {followUp.note ? `: ${followUp.note}` : ""}
              </span>
              {followUp.member.id === member.id || member.role === "owner" ? (
                <button
                  type="button"
                  className="button button-secondary button-small"
                  onClick={() => void done(followUp)}
                  aria-label={`Mark the follow-up of ${formatDay(followUp.dueOn)} done`}
                >
                  Done
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      <form onSubmit={onSubmit} className="stack" noValidate>
        <ErrorAlert message={errors.dueOn || errors.note ? undefined : errors.form} />
        <Field label="Follow up on" error={errors.dueOn}>
          {(props) => <input {...props} type="date" name="dueOn" defaultValue={tomorrow()} min={localDay()} required />}
        </Field>
        <Field label="Note (optional)" error={errors.note}>
          {(props) => <input {...props} name="note" maxLength={500} autoComplete="off" />}
        </Field>
        <SubmitRow label="Set follow-up" pending={pending} />
      </form>
    </section>
  );
}
