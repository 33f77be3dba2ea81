/** /team/applications: job applications by role and status, newest first, with the date each will be deleted. */
import { Link, useLoaderData, useLocation, type LoaderFunctionArgs } from "react-router";
import { query } from "../api";
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
import { DateTime, UnseenBadge, ScreenHeader, StatusBadge } from "../components/ui";
import { localePath } from "../../../app/shared/locale";
import { APPLICATION_STATUS_LABELS, JOB_ROLES, optionsOf, type ApplicationRow, type Page } from "../types";

const FIELDS: FilterField[] = [
  { name: "q", label: "Search name or e-mail", kind: "search" },
  {
    name: "seen",
    label: "Show",
    kind: "select",
    options: [{ value: "unseen", label: "Unseen only" }],
    anyLabel: "All applications",
  },
  { name: "role", label: "Role", kind: "select", options: JOB_ROLES, anyLabel: "Any role" },
  {
    name: "status",
    label: "Status",
    kind: "select",
    options: optionsOf(APPLICATION_STATUS_LABELS),
    anyLabel: "Any status",
  },
  { name: "from", label: "Received from", kind: "date" },
  { name: "to", label: "Received until", kind: "date" },
];

export const loader = ({ request }: LoaderFunctionArgs) =>
  loadFiltered<ApplicationRow>(
    request,
    "/applications",
    FIELDS.map((field) => field.name),
  );

function ApplicationRows({ page, filters }: { page: Page<ApplicationRow>; filters: [string, string][] }) {
  const list = usePages(page, `/applications${query(filters)}`, ["application", "applications"]);
  const location = useLocation();
  return (
    <ListTable
      caption="Job applications, newest first"
      list={list}
      columns={["Applicant", "Role", "Status", "Received", "Deleted on"]}
    >
      {list.items.map((application) => (
        <tr key={application.id} data-new={application.isNew || undefined}>
          <th scope="row" className="cell-main">
            <Link
              to={`/applications/${application.id}`}
              state={{ from: location.pathname + location.search }}
              className="row-link"
            >
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
    </ListTable>
  );
}

export function Component() {
  const data = useLoaderData<typeof loader>();
  const { page, filterErrors, filters } = data;
  return (
    <>
      <ScreenHeader title="Applications">
        <ExportLink path="/applications" filters={filters} />
      </ScreenHeader>
      <InboxIntro count={page.newCount ?? 0} asOf={page.asOf} noun="application" seenPath="/applications/seen" />
      <Filters fields={FIELDS} label="Filter applications" errors={filterErrors} />
      <ListResults
        loaded={data}
        rows={<ApplicationRows page={page} filters={filters} />}
        noMatch={[
          "No applications match these filters.",
          <p>Try another role or status, or clear the filters to see every application.</p>,
        ]}
        empty={[
          "No applications yet.",
          <p>
            Applications sent from the role pages under Careers, in <a href="/about/careers">English</a> or{" "}
            <a href={localePath("/about/careers", "de")} hrefLang="de">
              German
            </a>
            , appear here. Each is deleted automatically when its retention period ends.
          </p>,
        ]}
      />
    </>
  );
}
