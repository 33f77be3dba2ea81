/**
 * The one way the project writes CSV, for the scripts and the workspace's exports: RFC 4180 quoting by
 * csv-stringify, with cells that a spreadsheet would read as a formula neutralised (OWASP "CSV injection").
 * Leads are typed by strangers and opened in Excel or Sheets by the agency, so `=HYPERLINK(…)`, `+cmd|…`,
 * `@SUM(…)` or `-2+3` must arrive as text. ESLint forbids importing csv-stringify anywhere else.
 */
import { stringify } from "csv-stringify/sync";

/**
 * What csv-stringify's `escape_formulas` does not look at: its check is on the
 * first character only (=, +, -, @, tab, CR and their full-width forms), so a
 * trigger behind leading spaces or line breaks (spreadsheets that trim cells on
 * import) is prefixed here the same way. (PostgreSQL text cannot hold NUL.)
 */
const HIDDEN_FORMULA = /^\s+[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/;

/** A single quote in front makes the cell text; csv-stringify then adds the first-character cases. */
const neutraliseCell = (value: string): string => (HIDDEN_FORMULA.test(value) ? `'${value}` : value);

/**
 * CSV with a header row from objects with the same keys, every string cell safe to open in a spreadsheet. With
 * `columns`, those columns in that order, and the header row even when there are no rows.
 */
export function toCsv(rows: readonly Record<string, string>[], columns?: readonly string[]): string {
  // A cell holding `;` or a tab is quoted too: Excel set to split on `;` (most of continental Europe) or tabs would
  // otherwise read `x;=1+1` as two cells, the second a formula.
  return stringify(rows as Record<string, string>[], {
    header: true,
    columns: columns && [...columns],
    escape_formulas: true,
    quoted_match: /[;\t]/,
    cast: { string: neutraliseCell },
  });
}

/** The cells of an enquiry that every export of leads has, in this order (the scripts' and the workspace's). */
export const contactCells = (row: {
  name: string;
  email: string;
  company: string | null;
  phone: string | null;
  service: string | null;
  budget: string | null;
  /** The currency the enquiry was sent in, in which `budget` is a band (content/pricing.ts). */
  currency: string;
  message: string;
}) => ({
  name: row.name,
  email: row.email,
  company: row.company ?? "",
  phone: row.phone ?? "",
  service: row.service ?? "",
  budget: row.budget ?? "",
  currency: row.currency,
  message: row.message,
});

/** The cells of a job application that every export of applications has, in this order; never the CV itself. */
export const applicantCells = (row: {
  name: string;
  email: string;
  phone: string | null;
  location: string | null;
  linkedin: string | null;
  github: string | null;
  portfolio: string | null;
  note: string | null;
  cvType: string;
  cvSize: number;
}) => ({
  name: row.name,
  email: row.email,
  phone: row.phone ?? "",
  location: row.location ?? "",
  linkedin: row.linkedin ?? "",
  github: row.github ?? "",
  portfolio: row.portfolio ?? "",
  note: row.note ?? "",
  cv: `${row.cvType}, ${row.cvSize} bytes`,
});
