/**
 * /team/retention (owners): how long leads are kept, per status (issue 36 §6). Each period runs from the last activity
 * on a lead; a daily job erases what is past it, for good. As the owner types, the screen says how many leads the next
 * daily run would erase with these periods; saving shorter ones asks first, and needs a recent sign-in (the server
 * checks both the limits and the version: a colleague's save in between is a 409, and theirs is shown).
 */
import { useEffect, useRef, useState } from "react";
import { useLoaderData, useRevalidator, type LoaderFunctionArgs } from "react-router";
import { act, ApiError, load } from "../api";
import { announce } from "../announce";
import { useConfirm } from "../components/confirm";
import {
  DateTime,
  ErrorAlert,
  Field,
  plural,
  ScreenHeader,
  StatusMessage,
  SubmitRow,
  useSubmit,
} from "../components/ui";
import { LEAD_STATUS_LABELS, type LeadStatus } from "../types";
import { RETENTION_ORDER, formatPeriod } from "../../../app/shared/lead-retention";

type Months = Record<LeadStatus, number>;
type Counts = Record<LeadStatus, number>;
interface Retention {
  months: Months;
  version: number;
  updatedAt: string | null;
  updatedByName: string | null;
  eraseFrom: string;
  lastRunOn: string | null;
}
interface Answer {
  retention: Retention;
  limits: Record<LeadStatus, { min: number; max: number; default: number }>;
  due: Counts;
}

export const loader = ({ request }: LoaderFunctionArgs) => load<Answer>(request, "/retention");

const total = (counts: Counts) => Object.values(counts).reduce((sum, count) => sum + count, 0);

/** The periods as typed: whole numbers, or undefined while a field holds something else. */
function typedMonths(form: HTMLFormElement): Months | undefined {
  const data = new FormData(form);
  const months: Partial<Months> = {};
  for (const status of RETENTION_ORDER) {
    const value = Number(String(data.get(status) ?? "").trim());
    if (!Number.isInteger(value) || value <= 0) return undefined;
    months[status] = value;
  }
  return months as Months;
}

/** What the next daily run would erase with the periods as typed, asked for a moment after the owner stops typing. */
function useDuePreview(initial: Counts) {
  const [due, setDue] = useState<Counts | undefined>(initial);
  const timer = useRef<number>(undefined);
  // Each question's number: an answer to an older one, arriving late, is dropped.
  const asked = useRef(0);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const ask = (form: HTMLFormElement) => {
    window.clearTimeout(timer.current);
    const question = ++asked.current;
    const months = typedMonths(form);
    if (!months) return setDue(undefined);
    timer.current = window.setTimeout(() => {
      act<{ due: Counts }>("/retention/preview", { method: "POST", body: months })
        .then((answer) => question === asked.current && setDue(answer.due))
        .catch(() => question === asked.current && setDue(undefined));
    }, 350);
  };
  return { due, ask, setDue };
}

function DueLine({ due }: { due: Counts | undefined }) {
  if (!due)
    return (
      <p className="muted">
        Enter a period within its limits for every status to see what the next daily run would erase.
      </p>
    );
  const count = total(due);
  if (!count) return <p>With these periods, the next daily run erases no lead.</p>;
  const parts = RETENTION_ORDER.filter((status) => due[status]).map(
    (status) => `${due[status].toLocaleString("en-GB")} ${LEAD_STATUS_LABELS[status].toLowerCase()}`,
  );
  return (
    <p>
      With these periods, the next daily run erases <strong>{plural(count, "lead")}</strong> ({parts.join(", ")}).
    </p>
  );
}

function RunLine({ retention }: { retention: Retention }) {
  if (new Date(retention.eraseFrom) > new Date())
    return (
      <p>
        The daily erasure starts on <DateTime value={retention.eraseFrom} withTime={false} />. Until then nothing is
        erased, so you can set longer periods first.
      </p>
    );
  return (
    <p>
      The erasure runs once a day.{" "}
      {retention.lastRunOn ? (
        <>
          It last ran on <DateTime value={retention.lastRunOn} withTime={false} />; the audit log has its counts.
        </>
      ) : (
        "It has not run yet."
      )}
    </p>
  );
}

// eslint-disable-next-line max-lines-per-function -- the screen's form with its preview, confirmation and conflict, which share its state
export function Component() {
  const { retention, limits, due: dueNow } = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  const [dialog, confirm] = useConfirm();
  const [errors, setErrors] = useState<Partial<Record<LeadStatus | "form", string>>>({});
  const [saved, setSaved] = useState<string>();
  const { due, ask, setDue } = useDuePreview(dueNow);
  const { pending, onSubmit } = useSubmit(async (form) => {
    setErrors({});
    setSaved(undefined);
    const months = typedMonths(form);
    const body = Object.fromEntries(RETENTION_ORDER.map((status) => [status, Number(new FormData(form).get(status))]));
    try {
      const { due: erased } = months
        ? await act<{ due: Counts }>("/retention/preview", { method: "POST", body: months })
        : { due: undefined };
      if (erased && total(erased)) {
        const sure = await confirm({
          title: `Erase ${plural(total(erased), "lead")} at the next daily run?`,
          body: (
            <p>
              With these periods, {plural(total(erased), "lead")} are past their time already. The next daily run erases
              them for good, with their notes, replies and mails; it cannot be undone.
            </p>
          ),
          confirmLabel: "Save and erase them",
          danger: true,
        });
        if (!sure) return;
      }
      const answer = await act<{ due: Counts }>("/retention", {
        method: "PUT",
        body: { ...body, version: retention.version },
      });
      setDue(answer.due);
      setSaved("Saved. The privacy policy states these periods from now on.");
      announce("Saved the retention periods.");
      await revalidator.revalidate();
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 409) {
        setErrors({ form: `${caught.message} Your periods are still here: save again to replace theirs.` });
        await revalidator.revalidate();
        return;
      }
      setErrors(
        caught instanceof ApiError
          ? { form: caught.message, ...caught.fields }
          : { form: "The periods could not be saved." },
      );
    }
  });

  return (
    <>
      <ScreenHeader title="How long leads are kept" />
      <p className="lead-text">
        A lead is erased for good, with its notes, replies, follow-ups and the mails about it, once its period has
        passed since the last activity on it: its arrival, or the team&apos;s last change of its status or assignee,
        note, reply or follow-up. The <a href="/privacy-policy#enquiries">privacy policy</a> states these periods as
        they are saved here.
      </p>
      <section className="panel" aria-labelledby="retention-periods">
        <h2 id="retention-periods">Periods by status</h2>
        <RunLine retention={retention} />
        <p className="muted">
          {retention.updatedAt ? (
            <>
              Last changed <DateTime value={retention.updatedAt} />
              {retention.updatedByName ? ` by ${retention.updatedByName}` : ""}.
            </>
          ) : (
            "The periods are the defaults: nobody has changed them yet."
          )}
        </p>
        <form onSubmit={onSubmit} onInput={(event) => ask(event.currentTarget)} className="stack" noValidate>
          <ErrorAlert message={errors.form} />
          <div className="retention-fields">
            {RETENTION_ORDER.map((status) => {
              const { min, max, default: standard } = limits[status];
              return (
                <Field
                  key={status}
                  label={`${LEAD_STATUS_LABELS[status]}, in months`}
                  hint={`From ${min} to ${max}; ${formatPeriod(standard, "en")} by default.`}
                  error={errors[status]}
                >
                  {(props) => (
                    <input
                      {...props}
                      name={status}
                      type="number"
                      inputMode="numeric"
                      min={min}
                      max={max}
                      step={1}
                      required
                      defaultValue={retention.months[status]}
                    />
                  )}
                </Field>
              );
            })}
          </div>
          <div role="status" className="retention-due">
            <DueLine due={due} />
          </div>
          <SubmitRow label="Save periods" pending={pending} />
          <StatusMessage message={saved} />
        </form>
      </section>
      {dialog}
    </>
  );
}
