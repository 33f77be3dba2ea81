/**
 * /team/audit/security (owners): failed sign-ins that matched no member, with the client's address, kept 30 days
 * and capped per client (decision 035). What was tried against a member is in the audit log.
 */
import { Link, useLoaderData, type LoaderFunctionArgs } from "react-router";
import { ListResults, ListTable, loadFiltered, usePages } from "../components/list";
import { DateTime, ScreenHeader } from "../components/ui";
import type { Page, SecurityRow } from "../types";

export async function loader({ request }: LoaderFunctionArgs) {
  return loadFiltered<SecurityRow>(request, "/security-log", []);
}

const REASONS: Record<string, string> = {
  "unknown-link": "a sign-in link that does not exist",
  "no-request": "a code with no sign-in asked in that browser",
  "no-challenge": "a passkey answer without a request",
  "unknown-passkey": "a passkey the workspace does not know",
};

/** The event in words: "Failed sign-in by e-mail: a sign-in link that does not exist". */
function describe(entry: SecurityRow): string {
  const method = entry.detail.method === "passkey" ? "with a passkey" : "by e-mail";
  const reason = typeof entry.detail.reason === "string" ? (REASONS[entry.detail.reason] ?? entry.detail.reason) : "";
  return `Failed sign-in ${method}${reason ? `: ${reason}` : ""}`;
}

function Rows({ page }: { page: Page<SecurityRow> }) {
  const list = usePages(page, "/security-log", ["event", "events"]);
  return (
    <ListTable caption="Security log, newest first" dense list={list} columns={["When", "What", "Client"]}>
      {list.items.map((entry) => (
        <tr key={entry.id}>
          <th scope="row" className="cell-main">
            <DateTime value={entry.at} />
            <span className="row-meta">
              <span className="row-title">{describe(entry)}</span>
              <span>{entry.client}</span>
            </span>
          </th>
          <td>{describe(entry)}</td>
          <td>
            <code className="break">{entry.client}</code>
          </td>
        </tr>
      ))}
    </ListTable>
  );
}

export function Component() {
  const data = useLoaderData<typeof loader>();
  return (
    <>
      <ScreenHeader title="Security log" />
      <p className="lead-text">
        Failed sign-ins that matched no member of the team, with the address they came from. Entries are kept for 30
        days, at most 100 per address a day. Attempts on a member&rsquo;s account are in the{" "}
        <Link to="/audit">audit log</Link>.
      </p>
      <ListResults
        loaded={data}
        rows={<Rows page={data.page} />}
        noMatch={["No entries.", <p>Nothing was refused in the last 30 days.</p>]}
        empty={["The security log is empty.", <p>Nothing was refused in the last 30 days.</p>]}
      />
    </>
  );
}
