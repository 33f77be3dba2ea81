/**
 * The timeline of a lead or an application (issue 36 §2): when it arrived and from which site, the team's changes
 * (status, assignee) and notes, oldest first, each with who and when; and a form to add a note.
 */
import { useState, type FormEvent, type ReactNode } from "react";
import { act, ApiError } from "../api";
import { announce } from "../announce";
import { formatDay, LANGUAGE_LABELS, type Change, type FollowUp, type Language, type Note, type Reply } from "../types";
import { ChangeLine } from "./changes";
import { DateTime, Field } from "./ui";

type Entry = { at: string; key: string; node: ReactNode };

/** A follow-up's entries: when it was set, and when it was done. */
const followUpEntries = (followUp: FollowUp): Entry[] => [
  {
    at: followUp.createdAt,
    key: `follow-up-${followUp.id}`,
    node: (
      <li className="event">
        <strong>{followUp.member.name}</strong> set a follow-up for {formatDay(followUp.dueOn)}
        {followUp.note ? `: ${followUp.note}` : ""}
        {" · "}
        <DateTime value={followUp.createdAt} />
      </li>
    ),
  },
  ...(followUp.doneAt
    ? [
        {
          at: followUp.doneAt,
          key: `follow-up-done-${followUp.id}`,
          node: (
            <li className="event">
              <strong>{followUp.member.name}</strong>&apos;s follow-up of {formatDay(followUp.dueOn)} was done
              {" · "}
              <DateTime value={followUp.doneAt} />
            </li>
          ),
        },
      ]
    : []),
];

/** The timeline's entries, oldest first; an entry of the same instant keeps this order: arrival, changes, notes. */
function timeline(
  arrived: { at: string; what: string; locale: Language } | undefined,
  changes: readonly Change[],
  notes: readonly Note[],
  statusLabels: Readonly<Record<string, string>>,
  replies: readonly Reply[],
  followUps: readonly FollowUp[],
): Entry[] {
  const entries: Entry[] = [
    ...(arrived
      ? [
          {
            at: arrived.at,
            key: "arrived",
            node: (
              <li className="event">
                <strong>{arrived.what}</strong> from the {LANGUAGE_LABELS[arrived.locale]} site
                {" · "}
                <DateTime value={arrived.at} />
              </li>
            ),
          },
        ]
      : []),
    ...changes.map((change) => ({
      at: change.at,
      key: `change-${change.id}`,
      node: (
        <li className="event">
          <ChangeLine change={change} statusLabels={statusLabels} />
        </li>
      ),
    })),
    ...followUps.flatMap(followUpEntries),
    ...replies.map((reply) => ({
      at: reply.createdAt,
      key: `reply-${reply.id}`,
      node: (
        <li className="note note-reply">
          <p className="note-meta">
            <strong>{reply.author?.name ?? "A former member"}</strong> replied · <DateTime value={reply.createdAt} />
          </p>
          <details>
            <summary>{reply.subject}</summary>
            <p className="note-body">{reply.body}</p>
          </details>
        </li>
      ),
    })),
    ...notes.map((note) => ({
      at: note.createdAt,
      key: `note-${note.id}`,
      node: (
        <li className="note">
          <p className="note-body">{note.body}</p>
          <p className="note-meta">
            {note.author?.name ?? "A former member"} · <DateTime value={note.createdAt} />
          </p>
        </li>
      ),
    })),
  ];
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => Date.parse(a.entry.at) - Date.parse(b.entry.at) || a.index - b.index)
    .map(({ entry }) => entry);
}

export function Notes({
  initial,
  path,
  arrived,
  changes = [],
  replies = [],
  followUps = [],
  statusLabels = {},
}: {
  initial: readonly Note[];
  path: string;
  /** When the item arrived, what it was ("Enquiry") and the language of the site it came from. */
  arrived?: { at: string; what: string; locale: Language };
  changes?: readonly Change[];
  replies?: readonly Reply[];
  followUps?: readonly FollowUp[];
  statusLabels?: Readonly<Record<string, string>>;
}) {
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

  const ordered = timeline(arrived, changes, notes, statusLabels, replies, followUps);
  return (
    <section className="panel" aria-labelledby="notes-heading">
      <h2 id="notes-heading">{arrived ? "Timeline" : "Notes"}</h2>
      {ordered.length ? (
        <ol className="notes">
          {ordered.map((entry) => (
            <Keyed key={entry.key}>{entry.node}</Keyed>
          ))}
        </ol>
      ) : null}
      {notes.length ? null : (
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

/** A list item under a key of its own (the entries' nodes are built above). */
const Keyed = ({ children }: { children: ReactNode }) => <>{children}</>;
