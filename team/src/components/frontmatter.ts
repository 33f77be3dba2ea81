/**
 * An entry's text as the form reads and writes it (issue 37 §2): the fields between the lines of three dashes (YAML,
 * read and written with the `yaml` package's document, which keeps the rest of the text, its comments and its quoting
 * as they were), then the Markdown. Pure, for the form (components/document-fields.tsx) and its tests.
 */
import { parseDocument } from "yaml";

const FRONTMATTER = /^---\n([\s\S]*?\n)?---(?:\n|$)/;

/** The text's fields and what follows them, or undefined when it has no frontmatter. */
function split(text: string): { front: string; rest: string } | undefined {
  const match = FRONTMATTER.exec(text);
  return match ? { front: match[1] ?? "", rest: text.slice(match[0].length) } : undefined;
}

/** The text's fields as values, or undefined when they cannot be read (no frontmatter, or YAML with errors). */
export function readFields(text: string): Record<string, unknown> | undefined {
  const parts = split(text);
  if (!parts) return undefined;
  const doc = parseDocument(parts.front);
  if (doc.errors.length) return undefined;
  const value: unknown = doc.toJS();
  if (value === null || value === undefined) return {};
  return typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

/** A value at `path` of the fields read (undefined where there is none). */
export function valueAt(values: Record<string, unknown> | undefined, path: readonly (string | number)[]): unknown {
  let value: unknown = values;
  for (const key of path) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<string | number, unknown>)[key];
  }
  return value;
}

const isEmpty = (value: unknown) =>
  value === null || typeof value !== "object" || Object.values(value as object).every((item) => item === undefined);

/**
 * The text with the field at `path` set to `value` (undefined: the field removed, and a group left empty by it too);
 * everything else as it was. Undefined when the text's fields cannot be read.
 */
export function writeField(text: string, path: readonly (string | number)[], value: unknown): string | undefined {
  const parts = split(text);
  if (!parts) return undefined;
  const doc = parseDocument(parts.front);
  if (doc.errors.length) return undefined;
  if (value === undefined) {
    doc.deleteIn(path);
    const parent = path.slice(0, -1);
    if (parent.length && isEmpty((doc.getIn(parent) as { toJSON?: () => unknown } | undefined)?.toJSON?.()))
      doc.deleteIn(parent);
  } else doc.setIn(path, value);
  return `---\n${doc.contents === null ? "" : doc.toString({ lineWidth: 0 })}---\n${parts.rest}`;
}

/**
 * The build messages about the team's document of `collection` in `locale` that name a field
 * (`workspace/[de/]<collection>/<slug>.md:<line>: <field>: …`, as the content check writes them), by the field's
 * dotted path ("author.name", "topics.1"); the first message of each.
 */
export function fieldProblems(
  problems: readonly string[] | undefined,
  collection: string,
  locale: string,
): Map<string, string> {
  const prefix = `workspace/${locale === "en" ? "" : `${locale}/`}${collection}/`;
  const found = new Map<string, string>();
  for (const problem of problems ?? []) {
    if (!problem.startsWith(prefix)) continue;
    const match = /^[a-z0-9-]+\.md:\d+: ([A-Za-z]\w*(?:\.\w+)*): (.+)$/s.exec(problem.slice(prefix.length));
    if (match && !found.has(match[1]!)) found.set(match[1]!, match[2]!);
  }
  return found;
}
