/** /team/applications: job applications by role and status, newest first, with the date each will be deleted. */
import { useEffect } from "react";
import { Link, useLoaderData, useLocation, useSearchParams, type LoaderFunctionArgs } from "react-router";
import { act, loadList, query } from "../api";
import { ExportLink, filtersOf, Filters, LoadMore, TableRegion, usePages, type FilterField } from "../components/list";
import { DateTime, EmptyState, UnseenBadge, plural, ScreenHeader, StatusBadge } from "../components/ui";
import { APPLICATION_STATUS_LABELS, JOB_ROLES, optionsOf, type ApplicationRow, type Page } from "../types";

const FIELDS: FilterField[] = [
  { name: "q", label: "Search name or e-mail", kind: "search" },
  { name: "role", label: "Role", kind: "select", options: JOB_ROLES, anyLabel: "Any role" },
  { name: "status", label: "Status", kind: "select", options: optionsOf(APPLICATION_STATUS_LABELS), anyLabel: "Any status" },
  { name: "from", label: "Received from", kind: "date" },
  { name: "to", label: "Received until", kind: "date" },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const filters = filtersOf(new URL(request.url).searchParams, FIELDS.map((field) => field.name));
  return { ...(await loadList<ApplicationRow>(request, `/applications${query(filters)}`)), filters };
}

function ApplicationRows({ page, filters }: { page: Page<ApplicationRow>; filters: [string, string][] }) {
  const list = usePages(page, `/applications${query(filters)}`, ["application", "applications"]);
  const location = useLocation();
  return (
    <>
      <TableRegion caption="Job applications, newest first">
          <thead>
            <tr>
              <th scope="col">Applicant</th>
              <th scope="col">Role</th>
              <th scope="col">Status</th>
              <th scope="col">Received</th>
              <th scope="col">Deleted on</th>
            </tr>
          </thead>
          <tbody id={list.bodyId}>
            {list.items.map((application) => (
              <tr key={application.id} data-new={application.isNew || undefined}>
                <th scope="row" className="cell-main">
                  <Link to={`/applications/${application.id}`} state={{ from: location.pathname + location.search }} className="row-link">
                    {application.name}
                  </Link>
                  {application.isNew ? <UnseenBadge /> : null}
                  <span className="row-sub">{application.email}</span>
                  <span className="row-meta">
                    <StatusBadge status={application.status} label={APPLICATION_STATUS_LABELS[application.status]} />
                    <span>{application.roleTitle}</span>
                    <DateTime value={application.createdAt} withTime={false} />
                  </span>
                </th>
                <td>{application.roleTitle}</td>
                <td>
                  <StatusBadge status={application.status} label={APPLICATION_STATUS_LABELS[application.status]} />
                </td>
                <td>
                  <DateTime value={application.createdAt} />
                </td>
                <td>
                  <DateTime value={application.deleteAt} withTime={false} />
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
  const { page, filterErrors, filters } = useLoaderData<typeof loader>();
  const [search] = useSearchParams();
  const newCount = page.newCount ?? 0;
  useEffect(() => {
    if (newCount > 0) act("/applications/seen", { method: "POST" }).catch(() => undefined);
  }, [newCount]);
  return (
    <>
      <ScreenHeader title="Applications">
        <ExportLink path="/applications" filters={filters} />
      </ScreenHeader>
      {newCount > 0 ? (
        <p className="new-banner">
          <UnseenBadge /> {plural(newCount, "application")} arrived since your last visit.
        </p>
      ) : null}
      <Filters fields={FIELDS} label="Filter applications" errors={filterErrors} />
      {page.items.length ? (
        <ApplicationRows key={search.toString()} page={page} filters={filters} />
      ) : filterErrors ? null : filters.length ? (
        <EmptyState title="No applications match these filters.">
          <p>Try another role or status, or clear the filters to see every application.</p>
        </EmptyState>
      ) : (
        <EmptyState title="No applications yet.">
          <p>
            Applications sent from the role pages under <a href="/about/careers">Careers</a> appear here. Each is deleted automatically when its
            retention period ends.
          </p>
        </EmptyState>
      )}
    </>
  );
}
