/** /team/leads/:id: the whole enquiry, its status and assignee, the notes, and a reply by e-mail. */
import { formatPeriod } from "../../../app/shared/lead-retention";
import { useRef, useState, type ReactNode } from "react";
import { Link, useLoaderData, useLocation, useNavigate, type LoaderFunctionArgs } from "react-router";
import { act, ApiError, load } from "../api";
import { ConflictAlert, conflictOf, mergeChanges } from "../components/changes";
import { FollowUps } from "../components/follow-ups";
import { OtherEnquiries, type OtherEnquiry } from "../components/other-enquiries";
import { Notes } from "../components/notes";
import { ReplyComposer } from "../components/reply";
import { useShortcuts } from "../components/shortcuts";
import {
  DateTime,
  ErrorAlert,
  Facts,
  Field,
  OverdueBadge,
  ScreenHeader,
  StatusBadge,
  StatusMessage,
  StatusSelect,
  SubmitRow,
  useBackTo,
  useSubmit,
} from "../components/ui";
import {
  clockOf,
  LANGUAGE_LABELS,
  LEAD_STATUS_LABELS,
  labelOf,
  SERVICES,
  type Change,
  type Lead,
  type LeadStatus,
  type Note,
  type FollowUp,
  type Person,
  type Reply,
  type ReplyTemplate,
} from "../types";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = encodeURIComponent(params.id ?? "");
  const [detail, assignees] = await Promise.all([
    load<{
      lead: Lead;
      notes: Note[];
      changes: Change[];
      replies: Reply[];
      followUps: FollowUp[];
      others: OtherEnquiry[];
      templates: ReplyTemplate[];
      reply: string;
    }>(request, `/leads/${id}`),
    load<{ members: Person[] }>(request, "/assignees"),
  ]);
  return { ...detail, assignees: assignees.members };
}

/** Where the enquiry came from, each value a link to the leads that share it. */
function originOf(lead: Lead): [string, ReactNode][] {
  const filtered = (name: string, value: string) => (
    <Link to={`/leads?${new URLSearchParams({ [name]: value }).toString()}`}>{value}</Link>
  );
  const source = lead.utm.source ?? lead.referrerHost;
  const tags = (["medium", "term", "content"] as const).flatMap((key) =>
    lead.utm[key] ? [`${key}: ${lead.utm[key]}`] : [],
  );
  return [
    ["Came from", source ? filtered("source", source) : lead.landingPage ? "Typed in, a bookmark or not said" : null],
    ["Campaign", lead.utm.campaign ? filtered("campaign", lead.utm.campaign) : null],
    ["Campaign tags", tags.length ? tags.join(", ") : null],
    ["First page of the visit", lead.landingPage ? filtered("landing", lead.landingPage) : null],
    ["Sent from", lead.formPage],
  ];
}

/** Where the response clock stands: answered (when), due (by when), or overdue (since when). */
function AnswerClock({ lead }: { lead: Lead }) {
  const clock = clockOf(lead);
  if (lead.firstReplyAt) {
    return (
      <>
        First answered <DateTime value={lead.firstReplyAt} />
      </>
    );
  }
  if (!clock.runs)
    return <span className="muted">No answer due: the lead is {LEAD_STATUS_LABELS[lead.status].toLowerCase()}</span>;
  return (
    <span className={clock.overdue ? "overdue" : undefined}>
      {clock.overdue ? "Overdue: was due by " : "Due by "}
      <DateTime value={lead.dueAt} /> ({lead.office} office hours)
    </span>
  );
}

function LeadFacts({ lead }: { lead: Lead }) {
  const rows: [string, ReactNode][] = [
    ["E-mail", <a href={`mailto:${lead.email}`}>{lead.email}</a>],
    ["Phone", lead.phone ? <a href={`tel:${lead.phone.replace(/[^+\d]/g, "")}`}>{lead.phone}</a> : null],
    ["Company", lead.company],
    ["Service", labelOf(SERVICES, lead.service)],
    ["Language", `${LANGUAGE_LABELS[lead.locale]}: answer in ${LANGUAGE_LABELS[lead.locale]}`],
    ["Budget", lead.budget ? `${lead.budget} (${lead.currency})` : null],
    ["Received", <DateTime value={lead.createdAt} />],
    ["Answer", <AnswerClock lead={lead} />],
    ...originOf(lead),
    ["Consent given", lead.consentAt ? <DateTime value={lead.consentAt} /> : null],
    [
      "Kept until",
      <>
        <DateTime value={lead.keptUntil} withTime={false} />{" "}
        <span className="muted">
          ({formatPeriod(lead.keptMonths, "en")} after the last activity, for a lead that is{" "}
          {LEAD_STATUS_LABELS[lead.status].toLowerCase()})
        </span>
      </>,
    ],
  ];
  return <Facts rows={rows} />;
}

/** What a save sends besides the version. */
type Wanted = { status: LeadStatus; assigneeId: number | null };

function AssigneeField({
  value,
  onChange,
  assignees,
  error,
}: {
  value: number | null;
  onChange: (value: number | null) => void;
  assignees: readonly Person[];
  error: string | undefined;
}) {
  return (
    <Field label="Assignee" error={error}>
      {(props) => (
        <select
          {...props}
          name="assigneeId"
          value={value === null ? "" : String(value)}
          onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
        >
          <option value="">Nobody yet</option>
          {assignees.map((person) => (
            <option key={person.id} value={String(person.id)}>
              {person.name}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** What the form shows of a lead. */
const valuesOf = (lead: Lead): Wanted => ({ status: lead.status, assigneeId: lead.assignee?.id ?? null });

/**
 * What a save sends: the fields the member changed from what the form showed them (`shown`), so that applying a change
 * again after a colleague's never undoes the colleague's other fields; all of them when nothing changed.
 */
const changedFrom = (shown: Wanted, values: Wanted): Partial<Wanted> => {
  const changed: Partial<Wanted> = {};
  if (values.status !== shown.status) changed.status = values.status;
  if (values.assigneeId !== shown.assigneeId) changed.assigneeId = values.assigneeId;
  return Object.keys(changed).length ? changed : values;
};

/** A save's outcome as the form shows it. */
interface Outcome {
  readonly error?: string;
  readonly fields?: Record<string, string>;
  readonly saved?: string;
  readonly conflict?: { message: string; changes: Change[]; wanted: Partial<Wanted> };
}

function Handling({
  lead,
  assignees,
  onSaved,
}: {
  lead: Lead;
  assignees: readonly Person[];
  onSaved: (lead: Lead, changes: readonly Change[]) => void;
}) {
  const [result, setResult] = useState<Outcome>({});
  // What the form showed when the member began (the lead as loaded or last saved), and what it shows now.
  const [shown, setShown] = useState(() => valuesOf(lead));
  const [values, setValues] = useState(shown);
  const form = useRef<HTMLFormElement>(null);
  const settle = (now: Wanted) => {
    setShown(now);
    setValues(now);
  };
  const save = async (wanted: Partial<Wanted>) => {
    // The status region below reads the outcome out (once: not the announcer too). Emptied first, it reads the same
    // message again after the next save.
    setResult({});
    try {
      const { lead: saved, changes } = await act<{ lead: Lead; changes: Change[] }>(`/leads/${lead.id}`, {
        method: "PATCH",
        body: { version: lead.version, ...wanted },
      });
      onSaved({ ...lead, ...saved }, changes);
      settle(valuesOf(saved));
      setResult({ saved: `Saved: ${LEAD_STATUS_LABELS[saved.status]}, ${saved.assignee?.name ?? "unassigned"}.` });
    } catch (caught) {
      // A colleague changed the lead after this page loaded: show it as it is now, keep the member's choice in the
      // form, and let them decide.
      const conflict = conflictOf<Lead>(caught, "lead");
      if (conflict) {
        onSaved({ ...lead, ...conflict.current }, conflict.changes);
        return setResult({ conflict: { message: conflict.message, changes: conflict.changes, wanted } });
      }
      setResult(
        caught instanceof ApiError
          ? { error: caught.message, fields: { ...caught.fields } }
          : { error: "The change could not be saved." },
      );
    }
  };
  // The alert's buttons go with it: the focus returns to the form's own button.
  const refocus = () => form.current?.querySelector<HTMLElement>("button[type=submit]")?.focus();
  const { pending, onSubmit } = useSubmit(() => save(changedFrom(shown, values)));
  const conflict = result.conflict;
  return (
    <section className="panel" aria-labelledby="handling-heading">
      <h2 id="handling-heading">Handling</h2>
      <form ref={form} onSubmit={onSubmit} className="stack" noValidate>
        <ErrorAlert message={result.fields?.form ?? result.error} />
        {conflict ? (
          <ConflictAlert
            message={conflict.message}
            changes={conflict.changes}
            statusLabels={LEAD_STATUS_LABELS}
            onReapply={() => void save(conflict.wanted).finally(refocus)}
            onDiscard={() => {
              settle(valuesOf(lead));
              setResult({ saved: "Kept the lead as it is now." });
              refocus();
            }}
          />
        ) : null}
        <StatusSelect
          labels={LEAD_STATUS_LABELS}
          value={values.status}
          onChange={(status) => setValues({ ...values, status: status as LeadStatus })}
          error={result.fields?.status}
        />
        <AssigneeField
          value={values.assigneeId}
          onChange={(assigneeId) => setValues({ ...values, assigneeId })}
          assignees={assignees}
          error={result.fields?.assigneeId}
        />
        <SubmitRow label="Save changes" pending={pending} />
        <StatusMessage message={result.saved} />
      </form>
    </section>
  );
}

/** One lead's screen; a new one for each lead (its state starts from that lead's data, whichever link led there). */
export function Component() {
  const data = useLoaderData<typeof loader>();
  return <LeadScreen key={data.lead.id} data={data} />;
}

/**
 * The keys of a lead's screen (the `?` dialog lists them): j and k to the next and previous lead of the list the member
 * came from, r to the reply, s and a to the status and the assignee, u back to the list.
 */
function useLeadShortcuts(id: number, back: string) {
  const location = useLocation();
  const navigate = useNavigate();
  const state = location.state as { from?: string; ids?: readonly number[] } | null;
  const ids = state?.ids ?? [];
  const go = (step: number) => {
    const at = ids.indexOf(id);
    const next = at === -1 ? undefined : ids[at + step];
    if (next !== undefined) navigate(`/leads/${next}`, { state });
  };
  const focus = (selector: string) => {
    const element = document.querySelector<HTMLElement>(selector);
    element?.scrollIntoView({ block: "center" });
    element?.focus();
  };
  useShortcuts({
    j: () => go(1),
    k: () => go(-1),
    r: () => focus('#reply [name="subject"]'),
    s: () => focus('main select[name="status"]'),
    a: () => focus('main select[name="assigneeId"]'),
    u: () => navigate(back),
  });
}

function LeadScreen({ data }: { data: ReturnType<typeof useLoaderData<typeof loader>> }) {
  const [lead, setLead] = useState(data.lead);
  const [changes, setChanges] = useState<readonly Change[]>(data.changes);
  const [replies, setReplies] = useState<readonly Reply[]>(data.replies);
  const [followUps, setFollowUps] = useState<readonly FollowUp[]>(data.followUps);
  // A reply can change the lead (a new lead becomes contacted): the handling form starts again from the lead as it is.
  const [handlingKey, setHandlingKey] = useState(0);
  const back = useBackTo("/leads");
  useLeadShortcuts(lead.id, back);
  return (
    <>
      <ScreenHeader title={lead.name} back={{ to: back, label: "All leads" }}>
        <a className="button button-primary" href="#reply">
          Write a reply
        </a>
      </ScreenHeader>
      <p className="subtitle">
        <StatusBadge status={lead.status} label={LEAD_STATUS_LABELS[lead.status]} />
        <OverdueBadge lead={lead} />
        <span>{lead.assignee ? `Assigned to ${lead.assignee.name}` : "Not assigned yet"}</span>
      </p>
      <div className="detail-grid">
        <section className="panel detail-main" aria-labelledby="message-heading">
          <h2 id="message-heading">Message</h2>
          <p className="message">{lead.message}</p>
          <LeadFacts lead={lead} />
        </section>
        <div className="detail-side">
          <Handling
            key={handlingKey}
            lead={lead}
            assignees={data.assignees}
            onSaved={(saved, more) => {
              setLead(saved);
              setChanges((known) => mergeChanges(known, more));
            }}
          />
          <FollowUps leadId={lead.id} followUps={followUps} onChange={setFollowUps} />
          <OtherEnquiries others={data.others} />
        </div>
        <div className="detail-notes">
          <ReplyComposer
            leadId={lead.id}
            email={lead.email}
            locale={lead.locale}
            templates={data.templates}
            firstReply={replies.length === 0}
            onSent={(sent) => {
              setReplies((known) => [...known, sent.reply]);
              setLead((known) => ({ ...known, ...sent.lead }));
              setChanges((known) => mergeChanges(known, sent.changes));
              setHandlingKey((key) => key + 1);
            }}
          />
          <Notes
            initial={data.notes}
            path={`/leads/${lead.id}/notes`}
            arrived={{ at: lead.createdAt, what: "Enquiry sent", locale: lead.locale }}
            changes={changes}
            replies={replies}
            followUps={followUps}
            statusLabels={LEAD_STATUS_LABELS}
          />
        </div>
      </div>
    </>
  );
}
