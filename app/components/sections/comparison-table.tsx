import type { ReactNode } from "react";

interface ScrollTableProps {
  readonly caption: string;
  readonly columns: readonly string[];
  /** The hint shown on narrow screens, where the table is wider than the page (global.css). */
  readonly hint: string;
  readonly className?: string;
  /** An empty top-left cell, when the rows' headers have no column heading of their own. */
  readonly corner?: boolean;
  /** The body's rows. */
  readonly children: ReactNode;
}

/**
 * A table wider than a phone: a captioned table with column headers in a region that keyboard users can
 * scroll sideways (focusable, WCAG 2.1.1), and a hint for narrow screens.
 */
export function ScrollTable({
  caption,
  columns,
  hint,
  className = "comparison",
  corner = false,
  children,
}: ScrollTableProps) {
  return (
    <>
      <p className="table-hint" aria-hidden="true">
        {hint}
      </p>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="table-scroll" role="region" aria-label={caption} tabIndex={0}>
        <table className={className}>
          <caption>{caption}</caption>
          <thead>
            <tr>
              {corner ? <td /> : null}
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      </div>
    </>
  );
}

interface ComparisonTableProps {
  readonly caption: string;
  /** The hint shown on narrow screens ("Swipe sideways to compare every column →"). */
  readonly hint: string;
  readonly columns: readonly string[];
  readonly rows: readonly { criterion: string; values: readonly string[] }[];
}

/** An accessible comparison: a real table with a caption and row and column headers. */
export function ComparisonTable({ caption, hint, columns, rows }: ComparisonTableProps) {
  return (
    <ScrollTable caption={caption} columns={columns} hint={hint} corner>
      {rows.map((row) => (
        <tr key={row.criterion}>
          <th scope="row">{row.criterion}</th>
          {row.values.map((value, index) => (
            <td key={columns[index]}>{value}</td>
          ))}
        </tr>
      ))}
    </ScrollTable>
  );
}
