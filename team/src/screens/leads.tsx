/** /team/leads: the contact form's leads, newest first, with what is new since the member's last visit. */
import { Link, useLoaderData, useLocation, type LoaderFunctionArgs } from "react-router";
import { load, query } from "../api";
import {
  ExportLink,
  Filters,
  InboxIntro,
  ListResults,
  ListTable,
  loadFiltered,
  usePages,
  type FilterField,
} from "../components/list";
import { BulkBar, useSelection, type Selection } from "../components/bulk";
import { showShortcuts, useShortcuts } from "../components/shortcuts";
import { DateTime, OverdueBadge, UnseenBadge, ScreenHeader, StatusBadge } from "../components/ui";
import { localePath } from "../../../app/shared/locale";
import {
  LANGUAGE_LABELS,
  LEAD_STATUS_LABELS,
  labelOf,
  optionsOf,
  SERVICES,
  type LeadRow,
  type LeadStatus,
  type Page,
  type Person,
} from "../types";

const FILTERS = [
  "q",
  "sort",
  "status",
  "service",
  "assignee",
  "language",
  "seen",
  "due",
  "source",
  "campaign",
  "landing",
  "from",
  "to",
];

const ORDERS: Record<string, string> = { status: "by status", due: "soonest due first" };

export async function loader({ request }: LoaderFunctionArgs) {
  const [list, assignees] = await Promise.all([
    loadFiltered<LeadRow>(request, "/leads", FILTERS),
    load<{ members: Person[] }>(request, "/assignees"),
  ]);
  return { ...list, assignees: assignees.members };
}

function fields(assignees: readonly Person[]): FilterField[] {
  return [
    { name: "q", label: "Search name, e-mail, company, message, notes", kind: "search" },
    {
      name: "sort",
      label: "Order",
      kind: "select",
      options: [
        { value: "status", label: "By status" },
        { value: "due", label: "Soonest due first" },
      ],
      anyLabel: "Newest first",
    },
    {
      name: "seen",
      label: "Show",
      kind: "select",
      options: [{ value: "unseen", label: "Unseen only" }],
      anyLabel: "All leads",
    },
    {
      name: "due",
      label: "Answer",
      kind: "select",
      options: [{ value: "overdue", label: "Overdue only" }],
      anyLabel: "Overdue or not",
    },
    { name: "status", label: "Status", kind: "select", options: optionsOf(LEAD_STATUS_LABELS), anyLabel: "Any status" },
    {
      name: "service",
      label: "Service",
      kind: "select",
      options: [...SERVICES, { value: "none", label: "None named" }],
      anyLabel: "Any service",
    },
    {
      name: "assignee",
      label: "Assignee",
      kind: "select",
      anyLabel: "Anyone",
      options: [
        { value: "me", label: "Me" },
        { value: "none", label: "Nobody yet" },
        ...assignees.map((person) => ({ value: String(person.id), label: person.name })),
      ],
    },
    {
      name: "language",
      label: "Language",
      kind: "select",
      options: optionsOf(LANGUAGE_LABELS),
      anyLabel: "Any language",
    },
    { name: "source", label: "Came from (source or site)", kind: "text" },
    { name: "campaign", label: "Campaign", kind: "text" },
    { name: "landing", label: "First page of the visit", kind: "text" },
    { name: "from", label: "Received from", kind: "date" },
    { name: "to", label: "Received until", kind: "date" },
  ];
}

/** One lead's row: its tick, its essentials (a card on phones) and its columns. */
function LeadRowView({
  lead,
  ticked,
  onTick,
  ids,
}: {
  lead: LeadRow;
  ticked: boolean;
  onTick: (on: boolean) => void;
  /** The list's leads in its order: the detail's next and previous (j, k). */
  ids: readonly number[];
}) {
  const location = useLocation();
  return (
    <tr data-new={lead.isNew || undefined} data-selected={ticked || undefined}>
      <td className="cell-action cell-check">
        <Tick label={`Select ${lead.name}`} checked={ticked} onChange={onTick} />
      </td>
      <th scope="row" className="cell-main">
        <Link to={`/leads/${lead.id}`} state={{ from: location.pathname + location.search, ids }} className="row-link">
          {lead.name}
        </Link>
        {lead.isNew ? <UnseenBadge /> : null}
        <OverdueBadge lead={lead} />
        <span className="row-sub">{[lead.company, lead.email].filter(Boolean).join(" · ")}</span>
        <span className="row-meta">
          <StatusBadge status={lead.status} label={LEAD_STATUS_LABELS[lead.status]} />
          <span>{lead.assignee?.name ?? "Unassigned"}</span>
          <span>{LANGUAGE_LABELS[lead.locale]}</span>
          <DateTime value={lead.createdAt} />
        </span>
      </th>
      <td>{labelOf(SERVICES, lead.service) || <span className="muted">—</span>}</td>
      <td>{LANGUAGE_LABELS[lead.locale]}</td>
      <td>
        <StatusBadge status={lead.status} label={LEAD_STATUS_LABELS[lead.status]} />
      </td>
      <td>{lead.assignee?.name ?? <span className="muted">Unassigned</span>}</td>
      <td>
        <DateTime value={lead.createdAt} />
      </td>
    </tr>
  );
}

/** A checkbox with a target of at least 24 px (44 on phones). */
function Tick({ label, checked, onChange }: { label: string; checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <label className="check-target">
      <input
        type="checkbox"
        className="row-check"
        aria-label={label}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
    </label>
  );
}

/**
 * The list's keys (the `?` dialog lists them): j and k move between rows, o opens, x ticks, s and a go to the bar's
 * status and assignee for the ticked leads (the current one ticked if none is), / to the search.
 */
function useListShortcuts(bodyId: string, selection: Selection, items: readonly LeadRow[]) {
  const rows = () => [...(document.getElementById(bodyId)?.querySelectorAll("tr") ?? [])];
  const current = () => rows().findIndex((row) => row.contains(document.activeElement));
  const move = (step: number) => {
    const all = rows();
    const at = current();
    const next = all[at === -1 ? 0 : Math.min(Math.max(at + step, 0), all.length - 1)];
    next?.querySelector<HTMLElement>(".row-link")?.focus();
    next?.scrollIntoView({ block: "nearest" });
  };
  const toBar = (name: string) => {
    const at = current();
    if (!selection.ids.size && at !== -1 && items[at]) selection.toggle(items[at].id, true);
    // The bar's controls appear once a lead is ticked: after React has drawn them.
    requestAnimationFrame(() => document.querySelector<HTMLElement>(`select[name="${name}"]`)?.focus());
  };
  useShortcuts({
    j: () => move(1),
    k: () => move(-1),
    o: () => rows()[current()]?.querySelector<HTMLElement>(".row-link")?.click(),
    x: () => {
      const lead = items[current()];
      if (lead) selection.toggle(lead.id, !selection.ids.has(lead.id));
    },
    s: () => toBar("bulk-status"),
    a: () => toBar("bulk-assignee"),
    "/": () => document.querySelector<HTMLInputElement>('main input[type="search"]')?.focus(),
  });
}

function LeadRows({
  page,
  filters,
  assignees,
}: {
  page: Page<LeadRow>;
  filters: [string, string][];
  assignees: readonly Person[];
}) {
  const list = usePages(
    page,
    `/leads${query(filters)}`,
    ["lead", "leads"],
    `/leads/count${query(filters.filter(([name]) => name !== "sort"))}`,
  );
  const selection = useSelection();
  useListShortcuts(list.bodyId, selection, list.items);
  const ids = list.items.map((lead) => lead.id);
  const allTicked = list.items.length > 0 && list.items.every((lead) => selection.ids.has(lead.id));
  const names = new Map(assignees.map((person) => [person.id, person]));
  const changed = (
    changes: ReadonlyMap<number, { status?: LeadStatus; assigneeId?: number | null; version: number }>,
  ) =>
    list.update((lead) => {
      const change = changes.get(lead.id);
      if (!change) return lead;
      const { assigneeId, ...rest } = change;
      const assignee =
        assigneeId === undefined ? lead.assignee : assigneeId === null ? null : (names.get(assigneeId) ?? null);
      return { ...lead, ...rest, assignee };
    });
  return (
    <>
      <BulkBar rows={list.items} selection={selection} assignees={assignees} onChanged={changed} />
      <ListTable
        caption={`Leads, ${ORDERS[new URLSearchParams(filters).get("sort") ?? ""] ?? "newest first"}`}
        list={list}
        columns={[
          <Tick
            label="Select all leads shown"
            checked={allTicked}
            onChange={(on) => selection.set(on ? list.items.map((lead) => lead.id) : [])}
          />,
          "Lead",
          "Service",
          "Language",
          "Status",
          "Assignee",
          "Received",
        ]}
      >
        {list.items.map((lead) => (
          <LeadRowView
            key={lead.id}
            lead={lead}
            ticked={selection.ids.has(lead.id)}
            onTick={(on) => selection.toggle(lead.id, on)}
            ids={ids}
          />
        ))}
      </ListTable>
    </>
  );
}

export function Component() {
  const data = useLoaderData<typeof loader>();
  const { page, filterErrors, assignees, filters } = data;
  return (
    <>
      <ScreenHeader title="Leads">
        <ExportLink path="/leads" filters={filters} />
      </ScreenHeader>
      <InboxIntro count={page.newCount ?? 0} asOf={page.asOf} noun="lead" seenPath="/leads/seen" />
      <Filters fields={fields(assignees)} label="Filter leads" errors={filterErrors} />
      <ListResults
        loaded={data}
        rows={<LeadRows page={page} filters={filters} assignees={assignees} />}
        noMatch={[
          "No leads match these filters.",
          <p>Try fewer filters or another search, or clear them to see every lead.</p>,
        ]}
        empty={[
          "No leads yet.",
          <p>
            When someone sends the form on the contact page, in <a href="/contactus">English</a> or{" "}
            <a href={localePath("/contactus", "de")} hrefLang="de">
              German
            </a>
            , their enquiry appears here within seconds, and the team is told by e-mail.
          </p>,
        ]}
      />
      <p className="shortcuts-hint">
        Keyboard: <kbd>j</kbd> and <kbd>k</kbd> move between leads, <kbd>x</kbd> ticks one.{" "}
        <button type="button" className="link-button" onClick={showShortcuts}>
          All shortcuts (?)
        </button>
      </p>
    </>
  );
}
