/**
 * Card grids without a half-empty last row: the number of columns is chosen from the number of cards
 * (15 cards in 3 columns, not 4), and when no count fits, the cards of the last row are centred
 * (global.css `.grid-balanced`). Phones show one column, tablets (641–960px) two.
 */
export type GridColumns = 1 | 2 | 3 | 4 | 5;

/** The desktop column count for `count` cards, at most `max`: one that divides the count, else the fewest empty places. */
export function balancedColumns(count: number, max: GridColumns = 4): GridColumns {
  if (count <= 1) return 2;
  if (count <= max) return count as GridColumns;
  const candidates = ([5, 4, 3, 2] as const).filter((columns) => columns <= max);
  const empty = (columns: number) => (columns - (count % columns)) % columns;
  const exact = candidates.find((columns) => columns >= 3 && empty(columns) === 0);
  if (exact) return exact;
  // Wider rows first among equals: fewer, fuller rows read better than a long column of pairs.
  return [...candidates].sort((a, b) => empty(a) - empty(b) || b - a)[0] ?? 2;
}

/** Attributes of a `.grid-balanced` container holding `count` cards. */
export function gridAttributes(count: number, max: GridColumns = 4) {
  const columns = balancedColumns(count, max);
  return {
    "data-cols": columns,
    "data-rem": count % columns || undefined,
    "data-odd": count % 2 === 1 ? "" : undefined,
  } as const;
}
