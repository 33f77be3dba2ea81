/**
 * A language's text published at a time (issue 37): the time, in the member's own time zone, for the text in the
 * editor's field, checked with the whole site now and published then; and, once scheduled, when, by whom, the reason
 * it was not published if it could not be, and its cancellation.
 */
import { useState, type RefObject } from "react";
import { useRevalidator } from "react-router";
import type { ContentEntryDetail, ContentLanguage } from "../../../app/shared/team-api";
import { act, ApiError } from "../api";
import { ActionButton, DateTime, ErrorAlert, Field, Problems, StatusMessage, useSubmit } from "./ui";

interface Outcome {
  readonly error?: string;
  readonly field?: string;
  readonly problems?: readonly string[];
  readonly done?: string;
}

/** A `datetime-local` value (the browser's time zone) `minutes` from now. */
const localInput = (minutes: number) => {
  const at = new Date(Date.now() + minutes * 60_000);
  at.setSeconds(0, 0);
  return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

/** What is scheduled: when, by whom, why it was not published if it could not be; and its cancellation. */
function ScheduledNote({
  scheduled,
  cancel,
}: {
  scheduled: NonNullable<ContentLanguage["scheduled"]>;
  cancel: ReturnType<typeof useSubmit>;
}) {
  return (
    <div className={scheduled.problem ? "alert alert-warning" : "scheduled-note"}>
      <p>
        {scheduled.problem ? "Not published: the text scheduled for " : "Scheduled for "}
        <DateTime value={scheduled.publishAt} />
        {scheduled.by ? `, by ${scheduled.by}` : ""}.
      </p>
      {scheduled.problem ? <p>{scheduled.problem}</p> : null}
      <ActionButton {...cancel} small label={scheduled.problem ? "Remove the schedule" : "Cancel the schedule"} />
    </div>
  );
}

export function ScheduleControls({
  entry,
  language,
  name,
  text,
}: {
  entry: ContentEntryDetail;
  /** The language on the site, or one the entry is not in yet (`version: null`: its first version is scheduled). */
  language: Pick<ContentLanguage, "locale" | "version" | "scheduled">;
  /** The language's name ("English"). */
  name: string;
  /** The editor's text field: what is scheduled is what it holds. */
  text: RefObject<HTMLTextAreaElement | null>;
}) {
  const revalidator = useRevalidator();
  const [outcome, setOutcome] = useState<Outcome>({});
  const path = `/content/${entry.collection}/${entry.slug}/${language.locale}/schedule`;
  const send = async (request: () => Promise<unknown>, done: string) => {
    setOutcome({});
    try {
      await request();
      await revalidator.revalidate();
      setOutcome({ done });
    } catch (caught) {
      if (!(caught instanceof ApiError)) return setOutcome({ error: "The schedule could not be saved." });
      setOutcome({ error: caught.message, field: caught.fields?.publishAt, problems: caught.problems });
      if (caught.status === 409) await revalidator.revalidate();
    }
  };
  const schedule = useSubmit(async (form) => {
    const value = String(new FormData(form).get("publishAt") ?? "");
    const at = new Date(value);
    if (!value || Number.isNaN(at.getTime()))
      return setOutcome({ error: "Choose when to publish it.", field: "Give a date and a time." });
    await send(
      () =>
        act(path, {
          method: "PUT",
          body: { text: text.current?.value ?? "", version: language.version, publishAt: at.toISOString() },
        }),
      `Scheduled. The ${name} text in the field is published then.`,
    );
  });
  const cancel = useSubmit(() =>
    send(() => act(path, { method: "DELETE" }), `The schedule is cancelled. Nothing of it was published.`),
  );
  const scheduled = language.scheduled;
  return (
    <div className="schedule stack">
      <h3>Publish later</h3>
      {scheduled ? <ScheduledNote scheduled={scheduled} cancel={cancel} /> : null}
      <ErrorAlert message={outcome.error}>
        <Problems problems={outcome.problems} />
      </ErrorAlert>
      <form onSubmit={schedule.onSubmit} className="inline-fields" noValidate>
        <Field
          label={`Time to publish (${name})`}
          hint={`In your time zone. The text in the field above is checked with the whole site now and published then${scheduled ? ", in place of the one scheduled" : ""}.`}
          error={outcome.field}
        >
          {(props) => <input {...props} type="datetime-local" name="publishAt" min={localInput(1)} required />}
        </Field>
        <button type="submit" className="button button-secondary" aria-disabled={schedule.pending || undefined}>
          {schedule.pending ? "Checking the whole site with it…" : `Schedule the ${name} text`}
        </button>
      </form>
      <StatusMessage message={outcome.done} />
    </div>
  );
}
