/** Small pieces every screen uses: titles, dates, status badges, alerts, fields and empty states. */
import { useEffect, useId, useState, type ChangeEvent, type FormEvent, type ReactNode, type Ref } from "react";
import { Link, useLocation } from "react-router";
import { clockOf, optionsOf, type LeadRow } from "../types";
import { problemPlace } from "./problem-place";

/** The browser tab's title for a screen. */
export function useTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · Alphai team`;
  }, [title]);
}

const DATE_TIME = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});
const DATE = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric" });

function formatDate(iso: string | null | undefined, withTime = true): string {
  if (!iso) return "";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : (withTime ? DATE_TIME : DATE).format(date);
}

export function DateTime({ value, withTime = true }: { value: string | null | undefined; withTime?: boolean }) {
  if (!value) return <span className="muted">—</span>;
  return (
    <time dateTime={value} className="nowrap">
      {formatDate(value, withTime)}
    </time>
  );
}

/** A status as text in a tinted pill: the word carries the meaning, the colour only helps the eye. */
export function StatusBadge({ status, label }: { status: string; label: string }) {
  return (
    <span className="badge" data-status={status}>
      {label}
    </span>
  );
}

/** Arrived since the member's last visit to the list (not the status "new", which is about handling). */
export function UnseenBadge() {
  return <span className="badge badge-new">Unseen</span>;
}

/** "Overdue" on a lead whose answer is past its due time (the word is the flag; the colour helps the eye). */
export function OverdueBadge({ lead }: { lead: Pick<LeadRow, "status" | "firstReplyAt" | "dueAt"> }) {
  if (!clockOf(lead).overdue) return null;
  return (
    <span className="badge badge-overdue" title={`An answer was due by ${formatDate(lead.dueAt, true)}`}>
      Overdue
    </span>
  );
}

/** An error the member must see (announced at once): the API's message, not a stack trace. */
export function ErrorAlert({ message, children }: { message: string | undefined; children?: ReactNode }) {
  return (
    <div role="alert" className="alert alert-error" hidden={!message}>
      {message ? (
        <>
          <p>{message}</p>
          {children}
        </>
      ) : null}
    </div>
  );
}

/** Moves the focus to a line of a language's text field (`data-language`), selected and scrolled into view. */
function goToLine(locale: string, line: number): void {
  const field = document.querySelector<HTMLTextAreaElement>(`textarea[data-language="${locale}"]`);
  if (!field) return;
  const lines = field.value.split("\n");
  const start = lines.slice(0, line - 1).reduce((sum, text) => sum + text.length + 1, 0);
  field.focus();
  field.setSelectionRange(start, start + (lines[line - 1]?.length ?? 0));
  const lineHeight = Number.parseFloat(getComputedStyle(field).lineHeight) || 24;
  field.scrollTop = Math.max(0, (line - 3) * lineHeight);
}

/**
 * The build's messages about a text, each as the build wrote it; one that names a line of a text on the screen has a
 * button that selects that line in its field.
 */
export function Problems({ problems }: { problems: readonly string[] | undefined }) {
  return problems?.length ? (
    <ul className="problems">
      {problems.map((problem) => {
        const place = problemPlace(problem);
        return (
          <li key={problem}>
            <code>{problem}</code>
            {place ? (
              <>
                {" "}
                <button type="button" className="link-button" onClick={() => goToLine(place.locale, place.line)}>
                  Go to line {place.line}
                  <span className="visually-hidden"> of the {place.locale === "de" ? "German" : "English"} text</span>
                </button>
              </>
            ) : null}
          </li>
        );
      })}
    </ul>
  ) : null;
}

/** A result shown where it happened; screen readers hear it through the polite status role. */
export function StatusMessage({ message }: { message: string | undefined }) {
  return (
    <p role="status" className="status-message">
      {message}
    </p>
  );
}

interface FieldProps {
  readonly label: string;
  readonly error?: string;
  readonly hint?: string;
  readonly className?: string;
  /** The control, given its id and the ids that describe it. */
  readonly children: (props: { id: string; "aria-describedby"?: string; "aria-invalid"?: true }) => ReactNode;
}

/** A labelled control with its hint and its error, both tied to it with aria-describedby. */
export function Field({ label, error, hint, className, children }: FieldProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div className={`field ${className ?? ""}`}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {children({
        id,
        ...(described ? { "aria-describedby": described } : {}),
        ...(error ? { "aria-invalid": true } : {}),
      })}
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The 6-digit code from a mail: filled in from the mail where the system offers it, a numeric keyboard, big digits. */
export function CodeField({
  hint,
  error,
  inputRef,
}: {
  hint: string;
  error: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
}) {
  return (
    <Field label="Code from the e-mail" hint={hint} error={error}>
      {(props) => (
        <input
          {...props}
          ref={inputRef}
          name="code"
          type="text"
          autoComplete="one-time-code"
          inputMode="numeric"
          spellCheck={false}
          className="code-input"
          required
        />
      )}
    </Field>
  );
}

/** A form's status select: every status by its label, the current one chosen. */
export function StatusSelect({
  labels,
  value,
  onChange,
  error,
}: {
  labels: Readonly<Record<string, string>>;
  value: string;
  /** Given: the select shows `value` (controlled); else `value` is only its first value. */
  onChange?: (value: string) => void;
  error: string | undefined;
}) {
  const shown = onChange
    ? { value, onChange: (event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value) }
    : { defaultValue: value };
  return (
    <Field label="Status" error={error}>
      {(props) => (
        <select {...props} name="status" {...shown}>
          {optionsOf(labels).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/**
 * A form's submit handler, and whether it is under way. The button stays focusable while it is (aria-disabled, not
 * disabled), so a second submit is ignored here instead.
 */
export function useSubmit(send: (form: HTMLFormElement) => Promise<void>) {
  const [pending, setPending] = useState(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    void send(event.currentTarget).finally(() => setPending(false));
  };
  return { pending, onSubmit };
}

/** A form's submit button in its row, saying so while the form is being sent. */
export function SubmitRow({
  label,
  pending,
  pendingLabel = "Saving…",
}: {
  label: string;
  pending: boolean;
  pendingLabel?: string;
}) {
  return (
    <div className="button-row">
      <button type="submit" className="button button-primary" aria-disabled={pending || undefined}>
        {pending ? pendingLabel : label}
      </button>
    </div>
  );
}

/**
 * A form of one button (an action on what the screen shows): `onSubmit` and `pending` from useSubmit; the button says
 * `pendingLabel` while it is under way, and stays focusable (aria-disabled).
 */
export function ActionButton({
  onSubmit,
  pending,
  label,
  pendingLabel,
  small,
  children,
  ...button
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  pending: boolean;
  label: string;
  pendingLabel?: string;
  small?: boolean;
  /** Said after the label (a hidden "which one", for screen readers). */
  children?: ReactNode;
  "aria-expanded"?: boolean;
  "aria-controls"?: string;
}) {
  return (
    <form onSubmit={onSubmit}>
      <button
        type="submit"
        className={`button button-secondary${small ? " button-small" : ""}`}
        aria-disabled={pending || undefined}
        {...button}
      >
        {pending && pendingLabel ? pendingLabel : label}
        {children}
      </button>
    </form>
  );
}

/** A record's facts as a definition list, those without a value left out. */
export function Facts({ rows }: { rows: readonly [string, ReactNode][] }) {
  return (
    <dl className="facts">
      {rows
        .filter(([, value]) => value)
        .map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

export function EmptyState({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="empty-state">
      <p className="empty-title">{title}</p>
      <div className="empty-body">{children}</div>
    </div>
  );
}

/** Where a detail screen's back link leads: the list view the member came from (its filters kept), else the list. */
export function useBackTo(list: string): string {
  const from = (useLocation().state as { from?: string } | null)?.from;
  return from?.startsWith(list) ? from : list;
}

export function ScreenHeader({
  title,
  children,
  back,
}: {
  title: string;
  children?: ReactNode;
  back?: { to: string; label: string };
}) {
  useTitle(title);
  return (
    <header className="screen-header">
      {back ? (
        <p className="back-link">
          <Link to={back.to}>
            <span aria-hidden="true">←</span>
            {back.label}
          </Link>
        </p>
      ) : null}
      <div className="screen-title-row">
        <h1 tabIndex={-1}>{title}</h1>
        {children ? <div className="screen-actions">{children}</div> : null}
      </div>
    </header>
  );
}

/** The size of a file as people say it. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** "1 lead", "3 leads". */
export const plural = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString("en-GB")} ${count === 1 ? one : many}`;

/** One lead in a short list (My day, other enquiries): its name as a link, its company, then its facts below. */
export function DayItem({
  lead,
  children,
  after,
}: {
  lead: { id: number; name: string; company: string | null };
  children: ReactNode;
  /** Below the facts (a follow-up's note). */
  after?: ReactNode;
}) {
  return (
    <li>
      <Link to={`/leads/${lead.id}`} className="row-link">
        {lead.name}
      </Link>
      {/* The link's own margin is the space before the dot. */}
      {lead.company ? <span className="muted">· {lead.company}</span> : null}
      <span className="day-meta">{children}</span>
      {after}
    </li>
  );
}
