import { DrizzleQueryError } from "drizzle-orm";

/**
 * The error to log for a failed query: without the query's parameters. Drizzle's
 * DrizzleQueryError writes them into its message and keeps them (`params`), and
 * PGlite's error (its cause) keeps them too: for an application, the candidate's
 * name, address and whole CV would reach the log. The query text, the database's
 * message, code and position stay; any other error is returned as it is.
 */
export function withoutQueryParameters(error: unknown): unknown {
  if (!(error instanceof DrizzleQueryError)) return error;
  const clean = new Error(`Failed query: ${error.query}\nparams: (${error.params.length}, not logged)`);
  clean.name = "DrizzleQueryError";
  if (error.cause instanceof Error) {
    const { cause } = error;
    const copy = new Error(cause.message);
    copy.name = cause.name;
    copy.stack = cause.stack;
    clean.cause = copy;
    // The database's fields, on the error itself (the logger writes a cause's message and stack, not its fields).
    // Not `detail`: it can quote the values (`Key (email)=(…) already exists`).
    for (const key of ["code", "severity", "hint", "position", "schema", "table", "column", "constraint", "routine"]) {
      const value = (cause as unknown as Record<string, unknown>)[key];
      if (value !== undefined) Object.defineProperty(clean, key, { value, enumerable: true });
    }
  }
  // The stack's first line is the message (params included; they may hold line breaks): keep only the frames after it.
  const stack = error.stack ?? "";
  const header = `${error.name}: ${error.message}`;
  clean.stack = `${clean.name}: ${clean.message}${stack.startsWith(header) ? stack.slice(header.length) : ""}`;
  return clean;
}
