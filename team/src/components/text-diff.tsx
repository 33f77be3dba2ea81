/**
 * Two texts compared line by line (jsdiff's `diffLines`): the lines only the first has are marked as removed, those only
 * the second has as added, each with a word for screen readers (<del> and <ins> alone are not announced), and long
 * runs of unchanged lines folded to the two either side of a change.
 */
import { diffLines } from "diff";

/** Unchanged lines kept either side of a change. */
const CONTEXT = 2;

type Line =
  | { readonly kind: "added" | "removed" | "same"; readonly text: string }
  | { readonly kind: "folded"; readonly count: number };

const linesOf = (value: string) => value.replace(/\n$/, "").split("\n");

/** The lines to show: every changed line, and unchanged ones near a change. */
export function diffRows(before: string, after: string): Line[] {
  const parts = diffLines(before, after);
  const rows: Line[] = [];
  parts.forEach((part, index) => {
    const lines = linesOf(part.value);
    if (part.added || part.removed) {
      for (const text of lines) rows.push({ kind: part.added ? "added" : "removed", text });
      return;
    }
    const head = index === 0 ? 0 : CONTEXT;
    const tail = index === parts.length - 1 ? 0 : CONTEXT;
    if (lines.length <= head + tail + 1) {
      for (const text of lines) rows.push({ kind: "same", text });
      return;
    }
    for (const text of lines.slice(0, head)) rows.push({ kind: "same", text });
    rows.push({ kind: "folded", count: lines.length - head - tail });
    for (const text of lines.slice(lines.length - tail)) rows.push({ kind: "same", text });
  });
  return rows;
}

export function TextDiff({ before, after, label }: { before: string; after: string; label: string }) {
  const rows = diffRows(before, after);
  if (!rows.some((row) => row.kind === "added" || row.kind === "removed"))
    return <p className="muted">The texts are the same.</p>;
  return (
    <div className="text-diff" role="group" aria-label={label}>
      {rows.map((row, index) =>
        row.kind === "folded" ? (
          <p key={index} className="diff-folded">
            {row.count} unchanged {row.count === 1 ? "line" : "lines"}
          </p>
        ) : row.kind === "added" ? (
          <ins key={index} className="diff-line diff-added">
            <span className="visually-hidden">Added: </span>
            {row.text || " "}
          </ins>
        ) : row.kind === "removed" ? (
          <del key={index} className="diff-line diff-removed">
            <span className="visually-hidden">Removed: </span>
            {row.text || " "}
          </del>
        ) : (
          <span key={index} className="diff-line">
            {row.text || " "}
          </span>
        ),
      )}
    </div>
  );
}
