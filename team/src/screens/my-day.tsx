/**
 * /team/my-day: what a salesperson does first (issue 36 §3). Their follow-ups due by today in their own time zone,
 * the overdue first and flagged, and the new leads nobody has taken yet.
 */
import { Link, useLoaderData, type LoaderFunctionArgs } from "react-router";
import { load } from "../api";
import { DateTime, DayItem, EmptyState, OverdueBadge, ScreenHeader, StatusBadge, plural } from "../components/ui";
import {
  clockOf,
  formatDay,
  LANGUAGE_LABELS,
  LEAD_STATUS_LABELS,
  localDay,
  type Language,
  type LeadStatus,
} from "../types";

interface MyDay {
  readonly today: string;
  readonly followUps: readonly {
    id: number;
    dueOn: string;
    note: string | null;
    overdue: boolean;
    lead: { id: number; name: string; company: string | null; status: LeadStatus };
  }[];
  /** The member's own leads waiting for a first answer, soonest due first. */
  readonly waiting: readonly { id: number; name: string; company: string | null; dueAt: string; locale: Language }[];
  readonly unassigned: readonly {
    id: number;
    name: string;
    company: string | null;
    createdAt: string;
    dueAt: string;
    firstReplyAt: string | null;
    locale: Language;
  }[];
  readonly unassignedCount: number;
}

export const loader = ({ request }: LoaderFunctionArgs) => load<MyDay>(request, `/my-day?today=${localDay()}`);

/** The member's leads still waiting for a first answer, each with its due time, the overdue flagged. */
function Waiting({ waiting }: { waiting: MyDay["waiting"] }) {
  return (
    <section className="panel" aria-labelledby="waiting-heading">
      <h2 id="waiting-heading">Your leads waiting for an answer</h2>
      {waiting.length ? (
        <ul className="day-list">
          {waiting.map((lead) => {
            const { overdue } = clockOf({ ...lead, status: "new", firstReplyAt: null });
            return (
              <DayItem key={lead.id} lead={lead}>
                {overdue ? <span className="badge badge-overdue">Overdue</span> : null}
                <span className={overdue ? "overdue" : undefined}>
                  {overdue ? "Was due by " : "Due by "}
                  <DateTime value={lead.dueAt} />
                </span>
                <span>{LANGUAGE_LABELS[lead.locale]}</span>
              </DayItem>
            );
          })}
        </ul>
      ) : (
        <EmptyState title="None of your leads is waiting.">
          <p>New leads assigned to you appear here until you answer them, soonest due first.</p>
        </EmptyState>
      )}
    </section>
  );
}

export function Component() {
  const { today, followUps, waiting, unassigned, unassignedCount } = useLoaderData<typeof loader>();
  const overdue = followUps.filter((followUp) => followUp.overdue).length;
  const late = waiting.filter((lead) => clockOf({ ...lead, status: "new", firstReplyAt: null }).overdue).length;
  return (
    <>
      <ScreenHeader title="My day" />
      <p className="lead-text">
        {formatDay(today)}: {plural(waiting.length, "lead")} of yours waiting for an answer
        {late ? ` (${late} overdue)` : ""}, {plural(followUps.length, "follow-up")} due
        {overdue ? ` (${overdue} overdue)` : ""}, and {plural(unassignedCount, "new lead")} nobody has taken.
      </p>
      <Waiting waiting={waiting} />
      <section className="panel" aria-labelledby="due-heading">
        <h2 id="due-heading">Follow-ups due</h2>
        {followUps.length ? (
          <ul className="day-list">
            {followUps.map((followUp) => (
              <DayItem
                key={followUp.id}
                lead={followUp.lead}
                after={followUp.note ? <p className="day-note">{followUp.note}</p> : null}
              >
                <span className={followUp.overdue ? "overdue" : undefined}>
                  {followUp.overdue ? `Overdue since ${formatDay(followUp.dueOn)}` : "Due today"}
                </span>
                <StatusBadge status={followUp.lead.status} label={LEAD_STATUS_LABELS[followUp.lead.status]} />
              </DayItem>
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
              <DayItem key={lead.id} lead={lead}>
                <OverdueBadge lead={{ ...lead, status: "new" }} />
                <span>{LANGUAGE_LABELS[lead.locale]}</span>
                <DateTime value={lead.createdAt} />
              </DayItem>
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
