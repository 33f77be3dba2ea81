/** /team/leads: the contact form's leads, newest first, with what is new since the member's last visit. */
import { useEffect } from "react";
import { Link, useLoaderData, useLocation, useSearchParams, type LoaderFunctionArgs } from "react-router";
import { act, load, loadList, query } from "../api";
import { ExportLink, filtersOf, Filters, LoadMore, TableRegion, usePages, type FilterField } from "../components/list";
import { DateTime, EmptyState, UnseenBadge, plural, ScreenHeader, StatusBadge } from "../components/ui";
import { LEAD_STATUS_LABELS, labelOf, optionsOf, SERVICES, type LeadRow, type Page, type Person } from "../types";

const FILTERS = ["q", "status", "service", "assignee", "from", "to"];

export async function loader({ request }: LoaderFunctionArgs) {
  const filters = filtersOf(new URL(request.url).searchParams, FILTERS);
  const [list, assignees] = await Promise.all([loadList<LeadRow>(request, `/leads${query(filters)}`), load<{ members: Person[] }>(request, "/assignees")]);
  return { ...list, assignees: assignees.members, filters };
}

function fields(assignees: readonly Person[]): FilterField[] {
  return [
    { name: "q", label: "Search name, e-mail or company", kind: "search" },
    { name: "status", label: "Status", kind: "select", options: optionsOf(LEAD_STATUS_LABELS), anyLabel: "Any status" },
    { name: "service", label: "Service", kind: "select", options: [...SERVICES, { value: "none", label: "None named" }], anyLabel: "Any service" },
    {
      name: "assignee",
      label: "Assignee",
      kind: "select",
      anyLabel: "Anyone",
      options: [{ value: "me", label: "Me" }, { value: "none", label: "Nobody yet" }, ...assignees.map((person) => ({ value: String(person.id), label: person.name }))],
    },
    { name: "from", label: "Received from", kind: "date" },
    { name: "to", label: "Received until", kind: "date" },
  ];
}

function LeadRows({ page, filters }: { page: Page<LeadRow>; filters: [string, string][] }) {
  const list = usePages(page, `/leads${query(filters)}`, ["lead", "leads"]);
  const location = useLocation();
  return (
    <>
      <TableRegion caption="Leads, newest first">
          <thead>
            <tr>
              <th scope="col">Lead</th>
              <th scope="col">Service</th>
              <th scope="col">Status</th>
              <th scope="col">Assignee</th>
              <th scope="col">Received</th>
            </tr>
          </thead>
          <tbody id={list.bodyId}>
            {list.items.map((lead) => (
              <tr key={lead.id} data-new={lead.isNew || undefined}>
                <th scope="row" className="cell-main">
                  <Link to={`/leads/${lead.id}`} state={{ from: location.pathname + location.search }} className="row-link">
                    {lead.name}
                  </Link>
                  {lead.isNew ? <UnseenBadge /> : null}
                  <span className="row-sub">{[lead.company, lead.email].filter(Boolean).join(" · ")}</span>
                  <span className="row-meta">
                    <StatusBadge status={lead.status} label={LEAD_STATUS_LABELS[lead.status]} />
                    <span>{lead.assignee?.name ?? "Unassigned"}</span>
                    <DateTime value={lead.createdAt} />
                  </span>
                </th>
                <td>{labelOf(SERVICES, lead.service) || <span className="muted">—</span>}</td>
                <td>
                  <StatusBadge status={lead.status} label={LEAD_STATUS_LABELS[lead.status]} />
                </td>
                <td>{lead.assignee?.name ?? <span className="muted">Unassigned</span>}</td>
                <td>
                  <DateTime value={lead.createdAt} />
                </td>
              </tr>
            ))}
          </tbody>
      </TableRegion>
      <LoadMore list={list} />
    </>
  );
}

export function Component() {
  const { page, filterErrors, assignees, filters } = useLoaderData<typeof loader>();
  const [search] = useSearchParams();
  const newCount = page.newCount ?? 0;
  // What arrived before this visit is marked here, then no longer new on the next visit.
  useEffect(() => {
    if (newCount > 0) act("/leads/seen", { method: "POST" }).catch(() => undefined);
  }, [newCount]);
  return (
    <>
      <ScreenHeader title="Leads">
        <ExportLink path="/leads" filters={filters} />
      </ScreenHeader>
      {newCount > 0 ? (
        <p className="new-banner">
          <UnseenBadge /> {plural(newCount, "lead")} arrived since your last visit.
        </p>
      ) : null}
      <Filters fields={fields(assignees)} label="Filter leads" errors={filterErrors} />
      {page.items.length ? (
        <LeadRows key={search.toString()} page={page} filters={filters} />
      ) : filterErrors ? null : filters.length ? (
        <EmptyState title="No leads match these filters.">
          <p>Try fewer filters or another search, or clear them to see every lead.</p>
        </EmptyState>
      ) : (
        <EmptyState title="No leads yet.">
          <p>
            When someone sends the form on the <a href="/contactus">contact page</a>, their enquiry appears here within seconds, and the team is
            told by e-mail.
          </p>
        </EmptyState>
      )}
    </>
  );
}
