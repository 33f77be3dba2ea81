interface ComparisonTableProps {
  readonly caption: string;
  readonly columns: readonly string[];
  readonly rows: readonly { criterion: string; values: readonly string[] }[];
}

/** An accessible comparison: a real table with a caption and row and column headers. */
export function ComparisonTable({ caption, columns, rows }: ComparisonTableProps) {
  return (
    <>
      {/* Shown on narrow screens, where the table is wider than the page (global.css). */}
      <p className="table-hint" aria-hidden="true">
        Swipe sideways to compare every column →
      </p>
      {/* Focusable so keyboard users can scroll the table sideways on narrow screens (WCAG 2.1.1). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="table-scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className="comparison">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <td />
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.criterion}>
              <th scope="row">{row.criterion}</th>
              {row.values.map((value, index) => (
                <td key={columns[index]}>{value}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      </div>
    </>
  );
}
