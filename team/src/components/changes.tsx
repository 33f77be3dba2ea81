/**
 * The team's changes to a lead or an application (issue 36; decision 043): how each reads in the timeline, and the
 * alert a stale save gets (409): who changed what since the page was opened, with the member's own change kept to
 * apply again or drop.
 */
import type { ReactNode } from "react";
import { ApiError } from "../api";
import type { Change, Person } from "../types";
import { DateTime } from "./ui";

type Labels = Readonly<Record<string, string>>;

const nameOf = (value: string | Person | null, nobody: string) =>
  value === null ? nobody : typeof value === "string" ? value : value.name;

/** A change as a sentence without its author: "set the status from New to Contacted", "assigned it to Sam". */
function changeText(change: Change, statusLabels: Labels): string {
  if (change.kind === "status") {
    const label = (value: string | Person | null) => (typeof value === "string" ? (statusLabels[value] ?? value) : "");
    return `changed the status from ${label(change.from)} to ${label(change.to)}`;
  }
  if (change.to === null) return `unassigned it (it was ${nameOf(change.from, "nobody")}'s)`;
  return change.from === null
    ? `assigned it to ${nameOf(change.to, "nobody")}`
    : `reassigned it from ${nameOf(change.from, "nobody")} to ${nameOf(change.to, "nobody")}`;
}

/** The changes known plus those a save or a 409 brought, once each, oldest first. */
export const mergeChanges = (known: readonly Change[], more: readonly Change[]): Change[] =>
  [...new Map([...known, ...more].map((change) => [change.id, change])).values()].sort((a, b) => a.id - b.id);

/** A 409's item as it is now (under the subject's name) and the changes since, or undefined for any other error. */
export function conflictOf<T>(
  caught: unknown,
  subject: "lead" | "application",
): { current: T; changes: Change[]; message: string } | undefined {
  if (!(caught instanceof ApiError && caught.status === 409 && caught.conflict?.[subject])) return undefined;
  return {
    current: caught.conflict[subject] as T,
    changes: (caught.conflict.changes ?? []) as Change[],
    message: caught.message,
  };
}

/** One change as a line: who, what, when. */
export function ChangeLine({ change, statusLabels }: { change: Change; statusLabels: Labels }) {
  return (
    <>
      <strong>{change.actor?.name ?? "A former member"}</strong> {changeText(change, statusLabels)}
      {" · "}
      <DateTime value={change.at} />
    </>
  );
}

/**
 * A save refused because the item changed after the page was opened: what changed, by whom and when, and the two ways
 * on. The member's own choice stays in the form until they pick one.
 */
export function ConflictAlert({
  message,
  changes,
  statusLabels,
  onReapply,
  onDiscard,
}: {
  message: string;
  changes: readonly Change[];
  statusLabels: Labels;
  onReapply: () => void;
  onDiscard: () => void;
}): ReactNode {
  return (
    <div role="alert" className="alert alert-warning">
      <p>{message}</p>
      {changes.length ? (
        <ul className="conflict-changes">
          {changes.map((change) => (
            <li key={change.id}>
              <ChangeLine change={change} statusLabels={statusLabels} />
            </li>
          ))}
        </ul>
      ) : null}
      <div className="button-row">
        <button type="button" className="button button-primary" onClick={onReapply}>
          Apply my change again
        </button>
        <button type="button" className="button button-secondary" onClick={onDiscard}>
          Keep theirs
        </button>
      </div>
    </div>
  );
}
