/** The notes on a lead or an application: who wrote what and when, and a form to add one. */
import { useState, type FormEvent } from "react";
import { act, ApiError } from "../api";
import { announce } from "../announce";
import type { Note } from "../types";
import { DateTime, Field } from "./ui";

export function Notes({ initial, path }: { initial: readonly Note[]; path: string }) {
  const [notes, setNotes] = useState(initial);
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    const body = String(new FormData(form).get("body") ?? "").trim();
    if (!body) return setError("Write the note first.");
    setPending(true);
    setError(undefined);
    try {
      const { note } = await act<{ note: Note }>(path, { method: "POST", body: { body } });
      setNotes([...notes, note]);
      form.reset();
      announce("Note added.");
    } catch (caught) {
      setError(caught instanceof ApiError ? (caught.fields.body ?? caught.message) : "The note could not be saved.");
    } finally {
      setPending(false);
    }
  };

  return (
    <section className="panel" aria-labelledby="notes-heading">
      <h2 id="notes-heading">Notes</h2>
      {notes.length ? (
        <ol className="notes">
          {notes.map((note) => (
            <li key={note.id} className="note">
              <p className="note-body">{note.body}</p>
              <p className="note-meta">
                {note.author?.name ?? "A former member"} · <DateTime value={note.createdAt} />
              </p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="muted">No notes yet. Write down what was said or agreed, so the next person knows.</p>
      )}
      <form onSubmit={(event) => void submit(event)} noValidate className="stack">
        <Field label="Add a note" error={error} hint="Seen by everyone who can open this.">
          {(props) => <textarea {...props} name="body" rows={3} maxLength={5000} />}
        </Field>
        <div>
          <button type="submit" className="button button-secondary" aria-disabled={pending || undefined}>
            {pending ? "Saving…" : "Add note"}
          </button>
        </div>
      </form>
    </section>
  );
}
