/**
 * What the lists share: filters kept in the URL's query (a view can be linked to, and Back returns to the previous
 * one), pages loaded with the API's cursor and appended, the CSV export of the current view.
 */
import { Fragment, useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Link, useLocation, useNavigate, useNavigation, useRevalidator, useSearchParams } from "react-router";
import { act, ApiError, loadList, query } from "../api";
import { announce } from "../announce";
import type { Option, Page } from "../types";
import { EmptyState, ErrorAlert, plural, UnseenBadge } from "./ui";

/** What a list holds, in the singular and the plural. */
export type Noun = readonly [string, string];

export interface FilterField {
  readonly name: string;
  readonly label: string;
  readonly kind: "select" | "search" | "date" | "text";
  readonly options?: readonly Option[];
  /** The select's first choice, meaning "no filter". */
  readonly anyLabel?: string;
}

/** The query entries a list's API call takes: the URL's filters, the empty ones and the cursor left out. */
function filtersOf(search: URLSearchParams, names: readonly string[]): [string, string][] {
  return names.flatMap((name) => {
    const value = search.get(name)?.trim();
    return value ? [[name, value] as [string, string]] : [];
  });
}

/** A list loader's first page for the filters in the URL, with those filters (for the rows, the export and the empty state). */
export async function loadFiltered<T>(request: Request, path: string, names: readonly string[]) {
  const filters = filtersOf(new URL(request.url).searchParams, names);
  return { ...(await loadList<T>(request, `${path}${query(filters)}`)), filters };
}

const useWide = () => {
  const [wide] = useState(() => typeof matchMedia === "function" && matchMedia("(min-width: 721px)").matches);
  return wide;
};

/**
 * The filter form. It reads and writes the URL's query: applying filters is a navigation, so the list's loader
 * runs, the view has an address and the Back button returns to the previous filters. On phones the filters other
 * than the search fold behind a button (open when one is in use).
 */
// eslint-disable-next-line max-lines-per-function -- the filter form's markup, field after field
export function Filters({
  fields,
  label,
  errors = {},
}: {
  fields: readonly FilterField[];
  label: string;
  errors?: Readonly<Record<string, string>>;
}) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const id = useId();
  const [text, others] = [
    fields.filter((field) => field.kind === "search"),
    fields.filter((field) => field.kind !== "search"),
  ];
  const active = others.filter((field) => search.get(field.name)).length;
  const wide = useWide();
  const [open, setOpen] = useState(wide || active > 0 || Object.keys(errors).length > 0);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    navigate({
      pathname: location.pathname,
      search: query(fields.map((field) => [field.name, String(data.get(field.name) ?? "")])),
    });
  };

  const control = (field: FilterField) => {
    const value = search.get(field.name) ?? "";
    const controlId = `${id}-${field.name}`;
    const error = errors[field.name];
    const invalid = error ? { "aria-invalid": true as const, "aria-describedby": `${controlId}-error` } : {};
    return (
      <div className={`field field-${field.kind}`} key={field.name}>
        <label htmlFor={controlId}>{field.label}</label>
        {field.kind === "select" ? (
          <select id={controlId} name={field.name} defaultValue={value} {...invalid}>
            <option value="">{field.anyLabel ?? "Any"}</option>
            {field.options?.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        ) : (
          <input
            id={controlId}
            name={field.name}
            type={field.kind}
            defaultValue={value}
            {...invalid}
            {...(field.kind === "search" ? { autoComplete: "off", spellCheck: false } : {})}
          />
        )}
        {error ? (
          <p className="field-error" id={`${controlId}-error`}>
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  const anyActive = fields.some((field) => search.get(field.name));
  // Only a list with a search folds its other filters (on phones; on wider screens they are always shown).
  const foldable = text.length > 0 && others.length > 0;
  return (
    // Keyed by the query: Back and Forward show the filters of the view they return to.
    <form role="search" aria-label={label} className="filters" onSubmit={submit} key={location.search}>
      {text.length ? <div className="filters-search">{text.map(control)}</div> : null}
      {others.length ? (
        <div className="filters-more" id={`${id}-more`} hidden={foldable && !open}>
          {others.map(control)}
        </div>
      ) : null}
      <div className="filters-actions">
        {foldable ? (
          <button
            type="button"
            className="button button-secondary filters-toggle"
            aria-expanded={open}
            aria-controls={`${id}-more`}
            onClick={() => setOpen(!open)}
          >
            {open ? "Fewer filters" : active ? `More filters (${active} in use)` : "More filters"}
          </button>
        ) : null}
        <button type="submit" className="button button-primary">
          Apply filters
        </button>
        {anyActive ? (
          <Link className="button button-secondary" to={location.pathname}>
            Clear filters
          </Link>
        ) : null}
      </div>
      {Object.keys(errors).length ? (
        <div className="filters-alert">
          <ErrorAlert
            message={errors.form ?? "These filters cannot be applied: correct the ones marked, or clear them."}
          />
        </div>
      ) : null}
    </form>
  );
}

/**
 * The items of a list: the loader's first page, then each further page the member asks for, appended. The list is
 * remounted (keyed by the query) when the filters change.
 */
export function usePages<T>(first: Page<T>, path: string, noun: Noun, countPath?: string) {
  const [one, many] = noun;
  const [items, setItems] = useState<readonly T[]>(first.items);
  const [cursor, setCursor] = useState(first.nextCursor);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string>();
  const focusFrom = useRef<number | undefined>(undefined);
  /** The id of the table's body, whose rows these are. */
  const bodyId = useId();

  useEffect(() => {
    // The first of the rows just loaded takes the focus, so the keyboard continues where the new rows start.
    if (focusFrom.current === undefined) return;
    const body = document.getElementById(bodyId) as HTMLTableSectionElement | null;
    body?.rows[focusFrom.current]?.querySelector<HTMLElement>("a, button")?.focus();
    focusFrom.current = undefined;
  }, [items, bodyId]);

  const loadMore = async () => {
    if (!cursor) return;
    setLoading(true);
    setError(undefined);
    try {
      const joiner = path.includes("?") ? "&" : "?";
      const page = await act<Page<T>>(`${path}${joiner}cursor=${encodeURIComponent(cursor)}`);
      focusFrom.current = items.length;
      setItems([...items, ...page.items]);
      setCursor(page.nextCursor);
      announce(
        `${plural(page.items.length, `more ${one}`, `more ${many}`)} shown, ${items.length + page.items.length} in all.`,
      );
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : "The next page could not be loaded.");
    } finally {
      setLoading(false);
    }
  };
  // A list whose first page comes without its total (the leads: counting them takes longer) asks for it apart.
  const [counted, setCounted] = useState<number>();
  useEffect(() => {
    if (first.total !== undefined || !countPath || !first.nextCursor) return;
    let live = true;
    act<{ total: number }>(countPath).then(
      (answer) => live && setCounted(answer.total),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [countPath, first.total, first.nextCursor]);
  /** Changes the rows shown in place (after an action on several of them). */
  const update = (change: (item: T) => T) => setItems((shown) => shown.map(change));
  return { items, cursor, loading, error, loadMore, bodyId, noun, total: first.total ?? counted, update };
}

/** How many are shown, and the button for the next page while there is one. */
function LoadMore({ list }: { list: Omit<ReturnType<typeof usePages<unknown>>, "update"> }) {
  const {
    cursor,
    loading,
    error,
    items,
    total,
    noun: [one, many],
  } = list;
  return (
    <div className="list-footer">
      <p className="list-count">
        {total !== undefined && cursor
          ? `${items.length.toLocaleString("en-GB")} of ${plural(total, one, many)} shown.`
          : `${plural(items.length, one, many)} shown${cursor ? "" : ", the end of the list"}.`}
      </p>
      {cursor ? (
        <button
          type="button"
          className="button button-secondary"
          onClick={() => loading || void list.loadMore()}
          aria-disabled={loading || undefined}
        >
          {loading ? "Loading…" : `Load more ${many}`}
        </button>
      ) : null}
      <ErrorAlert message={error} />
    </div>
  );
}

/** The CSV of the view on screen: the same filters, every page (the API streams the whole filtered view). */
export function ExportLink({ path, filters }: { path: string; filters: [string, string][] }) {
  return (
    <a className="button button-secondary" href={`/api/team${path}/export.csv${query(filters)}`} download>
      Export CSV
    </a>
  );
}

/**
 * What the list shows below its filters: the rows, or why there are none (no match for the filters, or nothing yet).
 * Nothing when the filters are invalid: the filter form says what is wrong. The rows are remounted (keyed by the
 * query) when the filters change, so the pages loaded for the previous filters are dropped.
 */
export function ListResults(props: {
  loaded: { page: { items: readonly unknown[] }; filterErrors?: unknown; filters: readonly unknown[] };
  rows: ReactNode;
  noMatch: [string, ReactNode];
  empty: [string, ReactNode];
}) {
  const [search] = useSearchParams();
  const { page, filterErrors, filters } = props.loaded;
  if (page.items.length) return <Fragment key={search.toString()}>{props.rows}</Fragment>;
  if (filterErrors) return null;
  const [title, body] = filters.length ? props.noMatch : props.empty;
  return <EmptyState title={title}>{body}</EmptyState>;
}

/**
 * What of an inbox (leads, applications) is unseen by the member, exactly, with a link to just those and "Mark all as
 * seen". Unseen is the member's own (issue 36): an item stays unseen until they open it or mark it seen; loading or
 * filtering a list never changes it. "Mark all as seen" covers what had arrived when the list was loaded (`asOf`),
 * never what arrived since.
 */
export function InboxIntro({
  count,
  asOf,
  noun,
  seenPath,
}: {
  count: number;
  asOf: string | undefined;
  noun: string;
  seenPath: string;
}) {
  const revalidator = useRevalidator();
  const [error, setError] = useState<string>();
  const [search] = useSearchParams();
  if (count === 0 && !error) return null;
  const unseenOnly = new URLSearchParams(search);
  unseenOnly.set("seen", "unseen");
  unseenOnly.delete("cursor");
  const markAll = async () => {
    setError(undefined);
    try {
      await act(seenPath, { method: "POST", body: asOf ? { upTo: asOf } : {} });
      announce(`Marked ${plural(count, noun)} as seen.`);
      await revalidator.revalidate();
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : "They could not be marked as seen.");
    }
  };
  return (
    <div className="inbox-intro">
      <ErrorAlert message={error} />
      {count > 0 ? (
        <>
          <p className="new-banner">
            <UnseenBadge /> {plural(count, noun)} unseen by you.
          </p>
          {search.get("seen") === "unseen" ? null : (
            <Link to={`?${unseenOnly.toString()}`} className="button button-secondary">
              Show only unseen
            </Link>
          )}
          <button type="button" className="button button-secondary" onClick={() => void markAll()}>
            Mark all as seen
          </button>
        </>
      ) : null}
    </div>
  );
}

/** A page of a list as a table (the column headings, the rows given), with the count and the "Load more" button below. */
export function ListTable<T>(props: {
  caption: string;
  dense?: boolean;
  list: ReturnType<typeof usePages<T>>;
  columns: readonly ReactNode[];
  children: ReactNode;
}) {
  return (
    <>
      <TableRegion caption={props.caption} dense={props.dense}>
        <thead>
          <tr>
            {props.columns.map((column, index) => (
              <th scope="col" key={index}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody id={props.list.bodyId}>{props.children}</tbody>
      </TableRegion>
      <LoadMore list={props.list} />
    </>
  );
}

/**
 * A list's table, in a labelled region that keyboard users can scroll sideways when it is wider than the screen
 * (WCAG 2.1.1, as the public site's ScrollTable). Dimmed while the rows of new filters load.
 */
export function TableRegion({ caption, dense, children }: { caption: string; dense?: boolean; children: ReactNode }) {
  const id = useId();
  const busy = useNavigation().state === "loading";
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take the focus to be scrolled by keyboard
    <div className="table-region" role="region" aria-labelledby={id} tabIndex={0} data-busy={busy || undefined}>
      <table className={dense ? "data-table data-table-dense" : "data-table"}>
        <caption id={id} className="visually-hidden">
          {caption}
        </caption>
        {children}
      </table>
    </div>
  );
}
