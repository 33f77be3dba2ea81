/**
 * The form of an entry's fields (issue 37 §2): every field of the collection's schema (GET
 * /api/team/content-fields/<collection>, derived from the schema the build checks files with), each control reading
 * and writing its field in the text field `target` (the file's own text, which stays what is published, previewed and
 * scheduled). A change typed in the text shows in the form, and the form's in the text. A build message that names a
 * field is shown at it.
 */
import { useEffect, useState, type ReactNode, type RefObject } from "react";
import type { ContentField } from "../../../app/shared/team-api";
import { readFields, valueAt, writeField } from "./frontmatter";
import { Field } from "./ui";

type Values = Record<string, unknown> | undefined;
type Path = readonly (string | number)[];
type Write = (path: Path, value: unknown) => void;

type TextField = RefObject<HTMLTextAreaElement | null>;

/** Puts `text` in the field, as typing would (its listeners hear it). */
function replaceText(field: HTMLTextAreaElement, text: string) {
  field.value = text;
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

/** The fields of the text field `target`, read again whenever its text changes. */
function useFields(target: TextField): [Values | "unreadable" | null, Write] {
  const [values, setValues] = useState<Values | "unreadable" | null>(null);
  useEffect(() => {
    const field = target.current;
    if (!field) return;
    // An empty text (a language still to write) has no form yet: nothing to correct.
    const read = () => setValues(field.value.trim() === "" ? null : (readFields(field.value) ?? "unreadable"));
    read();
    field.addEventListener("input", read);
    return () => field.removeEventListener("input", read);
  }, [target]);
  const write: Write = (path, value) => {
    const field = target.current;
    const text = field ? writeField(field.value, path, value) : undefined;
    if (field && text !== undefined) replaceText(field, text);
  };
  return [values, write];
}

/** One item per line: kept as typed (blank lines included) while the member types, written without the blanks. */
function ListControl({ id, value, write, ...props }: { id: string; value: unknown; write: (items: string[]) => void }) {
  const items = Array.isArray(value) ? value.map(String) : [];
  const [draft, setDraft] = useState(items.join("\n"));
  const same = (text: string) =>
    text
      .split("\n")
      .filter((line) => line.trim())
      .join("\n") === items.join("\n");
  // Changed elsewhere (the text, a restore): shown as it is now.
  if (!same(draft)) setDraft(items.join("\n"));
  return (
    <textarea
      {...props}
      id={id}
      rows={Math.max(2, items.length + 1)}
      value={draft}
      onChange={(event) => {
        setDraft(event.target.value);
        write(
          event.target.value
            .split("\n")
            .map((line) => line.trim())
            .filter(Boolean),
        );
      }}
    />
  );
}

interface ControlProps {
  readonly field: ContentField;
  readonly path: Path;
  readonly values: Values;
  readonly write: Write;
  readonly lang: string;
  readonly errorAt: (path: string) => string | undefined;
}

/** A text, a date or a number: an empty optional one is removed from the text, an empty required one kept empty. */
const scalarOf = (field: ContentField, raw: string): unknown =>
  raw === ""
    ? field.required
      ? field.kind === "integer"
        ? undefined
        : ""
      : undefined
    : field.kind === "integer"
      ? Number(raw)
      : raw;

function Choices({ field, path, values, write, errorAt }: ControlProps) {
  const chosen = valueAt(values, path);
  const list = Array.isArray(chosen) ? chosen.map(String) : [];
  const error = errorAt(path.join(".")) ?? list.map((_, index) => errorAt(`${path.join(".")}.${index}`)).find(Boolean);
  return (
    <fieldset className="field choices" aria-invalid={error ? true : undefined}>
      <legend>{field.label}</legend>
      {field.options!.map((option) => (
        <label key={option} className="check">
          <input
            type="checkbox"
            checked={list.includes(option)}
            onChange={(event) =>
              write(
                path,
                event.target.checked
                  ? field.options!.filter((item) => item === option || list.includes(item))
                  : list.filter((item) => item !== option),
              )
            }
          />
          {option}
        </label>
      ))}
      {error ? <p className="field-error">{error}</p> : null}
    </fieldset>
  );
}

function Rows({ field, path, values, write, lang, errorAt }: ControlProps) {
  const rows = (valueAt(values, path) as unknown[] | undefined) ?? [];
  return (
    <fieldset className="field rows">
      <legend>{field.label}</legend>
      {rows.map((_, index) => (
        <fieldset key={index} className="row">
          <legend>
            {field.item} {index + 1}
          </legend>
          {field.fields!.map((child) => (
            <Control
              key={child.path.join(".")}
              field={child}
              path={[...path, index, ...child.path.slice(field.path.length)]}
              values={values}
              write={write}
              lang={lang}
              errorAt={errorAt}
            />
          ))}
          <button
            type="button"
            className="button button-secondary"
            onClick={() =>
              write(
                path,
                rows.filter((__, other) => other !== index),
              )
            }
          >
            Remove {field.item?.toLowerCase()} {index + 1}
          </button>
        </fieldset>
      ))}
      <button type="button" className="button button-secondary" onClick={() => write(path, [...rows, {}])}>
        Add {/^[aeiou]/i.test(field.item ?? "") ? "an" : "a"} {field.item?.toLowerCase()}
      </button>
    </fieldset>
  );
}

function Control(props: ControlProps): ReactNode {
  const { field, path, values, write, lang, errorAt } = props;
  if (field.kind === "group")
    return (
      <fieldset className="field group">
        <legend>{field.label}</legend>
        {field.fields!.map((child) => (
          <Control key={child.path.join(".")} {...props} field={child} path={[...path, child.path.at(-1)!]} />
        ))}
      </fieldset>
    );
  if (field.kind === "choices") return <Choices {...props} />;
  if (field.kind === "rows") return <Rows {...props} />;
  const name = path.join(".");
  const value = valueAt(values, path);
  const hint =
    field.minLength !== undefined && field.maxLength !== undefined
      ? `${field.minLength} to ${field.maxLength} characters${typeof value === "string" ? `; ${value.length} now` : ""}.`
      : undefined;
  return (
    <Field label={field.required ? field.label : `${field.label} (optional)`} hint={hint} error={errorAt(name)}>
      {(control) => {
        const common = { ...control, "data-field": name };
        if (field.kind === "list")
          return (
            <ListControl {...common} value={value} write={(items) => write(path, items.length ? items : undefined)} />
          );
        if (field.kind === "choice")
          return (
            <select
              {...common}
              value={typeof value === "string" ? value : ""}
              onChange={(event) => write(path, scalarOf(field, event.target.value))}
            >
              <option value="">Choose…</option>
              {field.options!.map((option) => (
                <option key={option}>{option}</option>
              ))}
            </select>
          );
        const text = value === undefined || value === null ? "" : String(value);
        const change = (raw: string) => write(path, scalarOf(field, raw));
        if (field.kind === "long")
          return (
            <textarea {...common} lang={lang} rows={3} value={text} onChange={(event) => change(event.target.value)} />
          );
        return (
          <input
            {...common}
            {...(field.kind === "text" ? { lang } : {})}
            type={field.kind === "date" ? "date" : field.kind === "integer" ? "number" : "text"}
            {...(field.minimum === undefined ? {} : { min: field.minimum })}
            {...(field.maximum === undefined ? {} : { max: field.maximum })}
            value={text}
            onChange={(event) => change(event.target.value)}
          />
        );
      }}
    </Field>
  );
}

/** The form of the fields of the text field `target` in `locale`; `errors`: build messages by the field's path. */
export function DocumentFields({
  fields,
  target,
  locale,
  errors,
  omit = [],
}: {
  fields: readonly ContentField[];
  target: TextField;
  locale: string;
  errors: ReadonlyMap<string, string>;
  /** Fields another control on the screen sets (a role's last day, for both languages at once). */
  omit?: readonly string[];
}) {
  const [values, write] = useFields(target);
  if (values === null) return null;
  if (values === "unreadable")
    return (
      <p className="muted" role="note">
        The form cannot read the fields of this text: correct them in the text below (between the lines of three
        dashes), and the form comes back.
      </p>
    );
  return (
    <div className="document-fields stack">
      {fields
        .filter((field) => !omit.includes(field.path.join(".")))
        .map((field) => (
          <Control
            key={field.path.join(".")}
            field={field}
            path={field.path}
            values={values}
            write={write}
            lang={locale}
            errorAt={(path) => errors.get(path)}
          />
        ))}
    </div>
  );
}
