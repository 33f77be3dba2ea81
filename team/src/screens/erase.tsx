/**
 * /team/erase (owners): erase a person by e-mail address from every table (leads and their notes, subscribers,
 * applications with their CVs, queued mails) in one transaction. First what would be removed, then a confirmation.
 */
import { useEffect, useRef, useState, type FormEvent } from "react";
import { act, ApiError } from "../api";
import { announce } from "../announce";
import { useConfirm } from "../components/confirm";
import { ErrorAlert, Field, plural, ScreenHeader } from "../components/ui";

type Counts = Readonly<Record<string, number>>;

const LABELS: Record<string, [string, string]> = {
  leads: ["lead", "leads"],
  notes: ["note on their lead or application", "notes on their leads and applications"],
  subscribers: ["newsletter subscription", "newsletter subscriptions"],
  applications: ["job application with its CV", "job applications with their CVs"],
  mails: ["queued mail", "queued mails"],
};

function CountList({ counts }: { counts: Counts }) {
  return (
    <ul className="count-list">
      {Object.entries(counts).map(([kind, count]) => (
        <li key={kind} data-zero={count === 0 || undefined}>
          <span className="count">{count.toLocaleString("en-GB")}</span>{" "}
          {(LABELS[kind] ?? [kind, kind])[count === 1 ? 0 : 1]}
        </li>
      ))}
    </ul>
  );
}

const total = (counts: Counts) => Object.values(counts).reduce((sum, count) => sum + count, 0);

// eslint-disable-next-line max-lines-per-function -- the screen's markup with its two actions, which share the screen's state
export function Component() {
  const [state, setState] = useState<{
    email?: string;
    found?: Counts;
    removed?: Counts;
    error?: string;
    field?: string;
  }>({});
  const [pending, setPending] = useState(false);
  const [dialog, confirm] = useConfirm();
  const result = useRef<HTMLHeadingElement>(null);

  const preview = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const email = String(new FormData(event.currentTarget).get("email") ?? "").trim();
    if (!email) return setState({ field: "Enter the e-mail address of the person to erase." });
    setPending(true);
    try {
      const { found } = await act<{ found: Counts }>("/erase/preview", { method: "POST", body: { email } });
      setState({ email, found });
      announce(
        total(found) ? `Found ${plural(total(found), "record")} for ${email}.` : `Nothing is stored for ${email}.`,
      );
    } catch (caught) {
      setState(
        caught instanceof ApiError
          ? caught.fields.email
            ? { field: caught.fields.email }
            : { error: caught.message }
          : { error: "The search failed." },
      );
    } finally {
      setPending(false);
    }
  };

  // The result's heading takes the focus once it is on the page (after the commit that shows it).
  useEffect(() => {
    if (state.removed) result.current?.focus();
  }, [state.removed]);

  const erase = async () => {
    const { email } = state;
    if (!email) return;
    const sure = await confirm({
      title: `Erase ${email} everywhere?`,
      body: (
        <p>
          Everything listed is deleted for good, at once, and cannot be restored. The audit log records that an erasure
          happened, with counts only.
        </p>
      ),
      confirmLabel: "Erase for good",
      danger: true,
    });
    if (!sure) return;
    setPending(true);
    try {
      const { removed } = await act<{ removed: Counts }>("/erase", { method: "POST", body: { email } });
      setState({ email, removed });
    } catch (caught) {
      setState({
        ...state,
        error: caught instanceof ApiError ? caught.message : "The erasure failed; nothing was removed.",
      });
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <ScreenHeader title="Erase a person" />
      <p className="lead-text">
        When someone asks to be forgotten, enter their e-mail address. You see what is stored about them before anything
        is deleted.
      </p>
      <section className="panel" aria-labelledby="erase-find">
        <h2 id="erase-find">Find what is stored</h2>
        <form onSubmit={(event) => void preview(event)} noValidate className="inline-fields">
          <Field label="E-mail address" error={state.field}>
            {(props) => (
              <input
                {...props}
                name="email"
                type="email"
                autoComplete="off"
                spellCheck={false}
                defaultValue={state.email}
                required
              />
            )}
          </Field>
          <button type="submit" className="button button-primary" aria-disabled={pending || undefined}>
            {pending && !state.found ? "Looking…" : "Show what is stored"}
          </button>
        </form>
        <ErrorAlert message={state.error} />
      </section>
      {state.found ? (
        <section className="panel" aria-labelledby="erase-found">
          <h2 id="erase-found">Stored about {state.email}</h2>
          {total(state.found) ? (
            <>
              <CountList counts={state.found} />
              <button
                type="button"
                className="button button-danger"
                onClick={() => void erase()}
                aria-disabled={pending || undefined}
              >
                {pending ? "Erasing…" : `Erase ${state.email} everywhere`}
              </button>
            </>
          ) : (
            <p>
              Nothing is stored under this address: there is nothing to erase. Check the spelling, or ask the person
              which address they used.
            </p>
          )}
        </section>
      ) : null}
      {state.removed ? (
        <section className="panel panel-success" aria-labelledby="erase-done">
          <h2 id="erase-done" ref={result} tabIndex={-1}>
            {state.email} is erased
          </h2>
          <p>Removed, in one transaction:</p>
          <CountList counts={state.removed} />
          <p className="muted">The deleted rows&rsquo; bytes are compacted out of the database files shortly.</p>
        </section>
      ) : null}
      {dialog}
    </>
  );
}
