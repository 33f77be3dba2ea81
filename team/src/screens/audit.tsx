/** /team/audit (owners): who did what and when, as ids (never the personal data itself), kept one year. */
import { Link, useLoaderData, type LoaderFunctionArgs } from "react-router";
import { load, query } from "../api";
import { Filters, ListResults, ListTable, loadFiltered, usePages, type FilterField } from "../components/list";
import { DateTime, ScreenHeader } from "../components/ui";
import { AUDIT_ACTION_LABELS, optionsOf, type AuditRow, type Page, type TeamMemberRow } from "../types";

const NAMES = ["action", "actor"];

export async function loader({ request }: LoaderFunctionArgs) {
  const [list, members] = await Promise.all([
    loadFiltered<AuditRow>(request, "/audit", NAMES),
    load<{ members: TeamMemberRow[] }>(request, "/members"),
  ]);
  return { ...list, members: members.members };
}

/** Who acted: the member, or for a link printed on the server its operator, or nobody signed in. */
const actorOf = (entry: AuditRow) =>
  entry.actor?.name ??
  (entry.action === "sign-in-link.issue"
    ? "The server's operator"
    : entry.action === "retention.erase"
      ? "The server (daily erasure)"
      : undefined);

const readable = (action: string) => (AUDIT_ACTION_LABELS as Record<string, string>)[action] ?? action;

/** What an entry is about, linked to its screen where it has one. */
function Subject({ entry }: { entry: AuditRow }) {
  if (!entry.subjectType) return <span className="muted">—</span>;
  const text = `${entry.subjectType} ${entry.subjectId ?? ""}`.trim();
  const to =
    entry.subjectType === "lead"
      ? `/leads/${entry.subjectId}`
      : entry.subjectType === "application"
        ? `/applications/${entry.subjectId}`
        : undefined;
  return to && entry.subjectId !== null ? <Link to={to}>{text}</Link> : <>{text}</>;
}

function detailText(detail: unknown): string {
  if (detail === null || detail === undefined || detail === "") return "";
  if (typeof detail !== "object") return String(detail);
  return Object.entries(detail as Record<string, unknown>)
    .map(([key, value]) => `${key}: ${typeof value === "object" ? JSON.stringify(value) : String(value)}`)
    .join(", ");
}

function AuditRows({ page, filters }: { page: Page<AuditRow>; filters: [string, string][] }) {
  const list = usePages(page, `/audit${query(filters)}`, ["entry", "entries"]);
  return (
    <ListTable
      caption="Audit log, newest first"
      dense
      list={list}
      columns={["When", "Who", "Action", "Subject", "Detail"]}
    >
      {list.items.map((entry) => (
        <tr key={entry.id}>
          <th scope="row" className="cell-main">
            <DateTime value={entry.at} />
            <span className="row-meta">
              <span className="row-title">{readable(entry.action)}</span>
              <span>{actorOf(entry) ?? "No one signed in"}</span>
              {entry.subjectType ? <Subject entry={entry} /> : null}
            </span>
          </th>
          <td>{actorOf(entry) ?? <span className="muted">No one signed in</span>}</td>
          <td>
            {readable(entry.action)}
            <code className="action">{entry.action}</code>
          </td>
          <td>
            <Subject entry={entry} />
          </td>
          <td className="cell-detail">{detailText(entry.detail)}</td>
        </tr>
      ))}
    </ListTable>
  );
}

export function Component() {
  const data = useLoaderData<typeof loader>();
  const { page, filterErrors, members, filters } = data;
  const fields: FilterField[] = [
    {
      name: "action",
      label: "Action",
      kind: "select",
      anyLabel: "Any action",
      options: optionsOf(AUDIT_ACTION_LABELS),
    },
    {
      name: "actor",
      label: "Who",
      kind: "select",
      anyLabel: "Any member",
      options: members.map((member) => ({ value: String(member.id), label: member.name || member.email })),
    },
  ];
  return (
    <>
      <ScreenHeader title="Audit log" />
      <p className="lead-text">
        Sign-ins, failed sign-ins, views of leads, applications and CVs, exports, erasures, invitations, role changes
        and refused requests. Entries are kept for one year and cannot be changed. Failed sign-ins that matched no
        member are in the <Link to="/audit/security">security log</Link>.
      </p>
      <Filters fields={fields} label="Filter the audit log" errors={filterErrors} />
      <ListResults
        loaded={data}
        rows={<AuditRows page={page} filters={filters} />}
        noMatch={["No entries match these filters.", <p>Try another action or member, or clear the filters.</p>]}
        empty={["The audit log is empty.", <p>Entries appear here as the team signs in and works.</p>]}
      />
    </>
  );
}
