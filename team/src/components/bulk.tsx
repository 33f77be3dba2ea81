/**
 * Several leads at once (issue 36 §5): the member ticks rows, then sets a status, an assignee or spam for all of them
 * in one action, and may undo it. Each lead goes with the version the list showed: a lead a colleague changed since is
 * left as it is, and the result says so (POST /api/team/leads/bulk).
 */
import { useState } from "react";
import { act, ApiError } from "../api";
import { announce } from "../announce";
import { LEAD_STATUS_LABELS, optionsOf, type LeadRow, type LeadStatus, type Person } from "../types";
import { plural } from "./ui";

interface Before {
  readonly status: LeadStatus;
  readonly assigneeId: number | null;
}
interface BulkResult {
  readonly changed: readonly { id: number; version: number; before: Before }[];
  readonly skipped: readonly { id: number; reason: "changed" | "missing" }[];
}
type Values = { status?: LeadStatus; assigneeId?: number | null };

/** The ticked rows, by id. */
export function useSelection() {
  const [ids, setIds] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number, on: boolean) =>
    setIds((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  return { ids, toggle, set: (next: Iterable<number>) => setIds(new Set(next)), clear: () => setIds(new Set()) };
}
export type Selection = ReturnType<typeof useSelection>;

/** What an action did, in a sentence. */
function said(result: BulkResult, what: string): string {
  const changed = result.changed.length;
  const stale = result.skipped.filter((entry) => entry.reason === "changed").length;
  const gone = result.skipped.length - stale;
  return [
    changed ? `${plural(changed, "lead")} ${what}.` : "Nothing changed.",
    stale ? `${plural(stale, "lead")} changed by a colleague since the list was loaded: left as it is.` : "",
    gone ? `${plural(gone, "lead")} no longer there.` : "",
  ]
    .filter(Boolean)
    .join(" ");
}

type Changed = ReadonlyMap<number, Values & { version: number }>;

/** Runs an action on several leads, says what it did, and keeps its undo (the leads' former values). */
function useBulkAction(selection: Selection, onChanged: (changes: Changed) => void) {
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<string>();
  const [error, setError] = useState<string>();
  const [undo, setUndo] = useState<{ items: (Before & { id: number; version: number })[] }>();

  const run = async (body: object, what: string, values: (id: number) => Values, undoable: boolean) => {
    setPending(true);
    setError(undefined);
    try {
      const result = await act<BulkResult>("/leads/bulk", { method: "POST", body });
      onChanged(new Map(result.changed.map((entry) => [entry.id, { ...values(entry.id), version: entry.version }])));
      const sentence = said(result, what);
      setMessage(sentence);
      announce(sentence);
      const items = result.changed.map((entry) => ({ id: entry.id, version: entry.version, ...entry.before }));
      setUndo(undoable && items.length ? { items } : undefined);
      if (undoable) selection.clear();
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : "The leads could not be changed. Try again.");
    } finally {
      setPending(false);
    }
  };
  return {
    pending,
    message,
    error,
    undoable: undo !== undefined,
    apply: (rows: readonly LeadRow[], values: Values, what: string) =>
      pending ||
      void run(
        { items: rows.map((row) => ({ id: row.id, version: row.version })), ...values },
        what,
        () => values,
        true,
      ),
    undo: () => {
      if (pending || !undo) return;
      const before = new Map(undo.items.map((item) => [item.id, item]));
      void run(
        { items: undo.items },
        `back as ${undo.items.length === 1 ? "it was" : "they were"}`,
        (id) => ({ status: before.get(id)!.status, assigneeId: before.get(id)!.assigneeId }),
        false,
      );
    },
  };
}

/** A select of the bar, labelled for screen readers only (the bar says what it is for). */
function BarSelect({
  name,
  label,
  value,
  onChange,
  options,
}: {
  /** What the keyboard shortcuts find it by (s, a). */
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <label className="bulk-field">
      <span className="visually-hidden">{label}</span>
      <select name={name} className="inline-select" value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The actions on the ticked leads: a status, an assignee, spam; select all shown; clear. */
function BulkActions({
  rows,
  chosen,
  selection,
  assignees,
  action,
}: {
  rows: readonly LeadRow[];
  chosen: readonly LeadRow[];
  selection: Selection;
  assignees: readonly Person[];
  action: ReturnType<typeof useBulkAction>;
}) {
  const [status, setStatus] = useState<LeadStatus>("contacted");
  const [assignee, setAssignee] = useState("");
  const assigneeName = assignees.find((person) => String(person.id) === assignee)?.name ?? "nobody";
  const button = (label: string, onClick: () => void) => (
    <button
      type="button"
      className="button button-secondary"
      aria-disabled={action.pending || undefined}
      onClick={onClick}
    >
      {label}
    </button>
  );
  return (
    <div className="bulk-actions">
      <BarSelect
        name="bulk-status"
        label="Status for the selected leads"
        value={status}
        onChange={(value) => setStatus(value as LeadStatus)}
        options={optionsOf(LEAD_STATUS_LABELS)}
      />
      {button("Set status", () => action.apply(chosen, { status }, `set to ${LEAD_STATUS_LABELS[status]}`))}
      <BarSelect
        name="bulk-assignee"
        label="Assignee for the selected leads"
        value={assignee}
        onChange={setAssignee}
        options={[
          { value: "", label: "Nobody" },
          ...assignees.map((person) => ({ value: String(person.id), label: person.name })),
        ]}
      />
      {button("Assign", () =>
        action.apply(chosen, { assigneeId: assignee ? Number(assignee) : null }, `assigned to ${assigneeName}`),
      )}
      {button("Mark as spam", () => action.apply(chosen, { status: "spam" }, "marked as spam"))}
      {chosen.length < rows.length
        ? button(`Select all ${rows.length} shown`, () => selection.set(rows.map((row) => row.id)))
        : null}
      {button("Clear selection", selection.clear)}
    </div>
  );
}

export function BulkBar({
  rows,
  selection,
  assignees,
  onChanged,
}: {
  rows: readonly LeadRow[];
  selection: Selection;
  assignees: readonly Person[];
  /** The rows' new values, after an action or its undo. */
  onChanged: (changes: Changed) => void;
}) {
  const action = useBulkAction(selection, onChanged);
  const chosen = rows.filter((row) => selection.ids.has(row.id));
  return (
    <section className="bulk-bar" aria-label="Selected leads" data-active={chosen.length > 0 || undefined}>
      <p className="bulk-count">
        {chosen.length ? `${plural(chosen.length, "lead")} selected` : "Tick leads to change several at once."}
      </p>
      {chosen.length ? (
        <BulkActions rows={rows} chosen={chosen} selection={selection} assignees={assignees} action={action} />
      ) : null}
      {action.message ? (
        <p className="bulk-result">
          <span>{action.message}</span>
          {action.undoable ? (
            <button type="button" className="button button-secondary" onClick={action.undo}>
              Undo
            </button>
          ) : null}
        </p>
      ) : null}
      {action.error ? (
        <p role="alert" className="alert alert-error">
          {action.error}
        </p>
      ) : null}
    </section>
  );
}
