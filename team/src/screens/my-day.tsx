/**
 * /team/my-day: what a salesperson does first (issue 36 §3). Their follow-ups due by today in their own time zone,
 * the overdue first and flagged, and the new leads nobody has taken yet.
 */
import { Link, useLoaderData, type LoaderFunctionArgs } from "react-router";
import { load } from "../api";
import { DateTime, EmptyState, ScreenHeader, StatusBadge, plural } from "../components/ui";
import { formatDay, LANGUAGE_LABELS, LEAD_STATUS_LABELS, localDay, type Language, type LeadStatus } from "../types";

interface MyDay {
  readonly today: string;
  readonly followUps: readonly {
    id: number;
    dueOn: string;
    note: string | null;
    overdue: boolean;
    lead: { id: number; name: string; company: string | null; status: LeadStatus };
  }[];
  readonly unassigned: readonly {
    id: number;
    name: string;
    company: string | null;
    createdAt: string;
    locale: Language;
  }[];
  readonly unassignedCount: number;
}

export const loader = ({ request }: LoaderFunctionArgs) => load<MyDay>(request, `/my-day?today=${localDay()}`);

export function Component() {
  const { today, followUps, unassigned, unassignedCount } = useLoaderData<typeof loader>();
  const overdue = followUps.filter((followUp) => followUp.overdue).length;
  return (
    <>
      <ScreenHeader title="My day" />
      <p className="lead-text">
        {formatDay(today)}: {plural(followUps.length, "follow-up")} due
        {overdue ? `, ${overdue} of them overdue` : ""}, and {plural(unassignedCount, "new lead")} nobody has taken.
      </p>
      <section className="panel" aria-labelledby="due-heading">
        <h2 id="due-heading">Follow-ups due</h2>
        {followUps.length ? (
          <ul className="day-list">
            {followUps.map((followUp) => (
              <li key={followUp.id}>
                <Link to={`/leads/${followUp.lead.id}`} className="row-link">
                  {followUp.lead.name}
                </Link>
                {followUp.lead.company ? <span className="muted"> · {followUp.lead.company}</span> : null}
                <span className="day-meta">
                  <span className={followUp.overdue ? "overdue" : undefined}>
                    {followUp.overdue ? `Overdue since ${formatDay(followUp.dueOn)}` : "Due today"}
                  </span>
                  <StatusBadge status={followUp.lead.status} label={LEAD_STATUS_LABELS[followUp.lead.status]} />
                </span>
                {followUp.note ? <p className="day-note">{followUp.note}</p> : null}
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState title="Nothing due today.">
            <p>Set a follow-up on a lead&apos;s page, and it appears here on its day.</p>
          </EmptyState>
        )}
      </section>
      <section className="panel" aria-labelledby="unassigned-heading">
        <h2 id="unassigned-heading">New and unassigned</h2>
        {unassigned.length ? (
          <ul className="day-list">
            {unassigned.map((lead) => (
              <li key={lead.id}>
                <Link to={`/leads/${lead.id}`} className="row-link">
                  {lead.name}
                </Link>
                {lead.company ? <span className="muted"> · {lead.company}</span> : null}
                <span className="day-meta">
                  <span>{LANGUAGE_LABELS[lead.locale]}</span>
                  <DateTime value={lead.createdAt} />
                </span>
              </li>
            ))}
          </ul>
        ) : null}
        {unassignedCount > unassigned.length ? (
          <p>
            <Link to="/leads?status=new&assignee=none">All {plural(unassignedCount, "new unassigned lead")}</Link>
          </p>
        ) : null}
        {unassigned.length ? null : (
          <EmptyState title="Every new lead has someone.">
            <p>New enquiries that nobody has taken appear here.</p>
          </EmptyState>
        )}
      </section>
    </>
  );
}
