/** /team/leads/:id: the whole enquiry, its status and assignee, the notes, and a reply by e-mail. */
import { useState, type ReactNode } from "react";
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { act, ApiError, load } from "../api";
import { Notes } from "../components/notes";
import {
  DateTime,
  ErrorAlert,
  Facts,
  Field,
  ScreenHeader,
  StatusBadge,
  StatusMessage,
  StatusSelect,
  SubmitRow,
  useBackTo,
  useSubmit,
} from "../components/ui";
import { LEAD_STATUS_LABELS, labelOf, SERVICES, type Lead, type LeadStatus, type Note, type Person } from "../types";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = encodeURIComponent(params.id ?? "");
  const [detail, assignees] = await Promise.all([
    load<{ lead: Lead; notes: Note[]; reply: string }>(request, `/leads/${id}`),
    load<{ members: Person[] }>(request, "/assignees"),
  ]);
  return { ...detail, assignees: assignees.members };
}

function LeadFacts({ lead }: { lead: Lead }) {
  const rows: [string, ReactNode][] = [
    ["E-mail", <a href={`mailto:${lead.email}`}>{lead.email}</a>],
    ["Phone", lead.phone ? <a href={`tel:${lead.phone.replace(/[^+\d]/g, "")}`}>{lead.phone}</a> : null],
    ["Company", lead.company],
    ["Service", labelOf(SERVICES, lead.service)],
    ["Budget", lead.budget ? `${lead.budget} (${lead.currency})` : null],
    ["Received", <DateTime value={lead.createdAt} />],
    ["Consent given", lead.consentAt ? <DateTime value={lead.consentAt} /> : null],
  ];
  return <Facts rows={rows} />;
}

function Handling({
  lead,
  assignees,
  onSaved,
}: {
  lead: Lead;
  assignees: readonly Person[];
  onSaved: (lead: Lead) => void;
}) {
  const [result, setResult] = useState<{ error?: string; fields?: Record<string, string>; saved?: string }>({});
  const { pending, onSubmit } = useSubmit(async (form) => {
    // The status region below reads the outcome out (once: not the announcer too). Emptied first, it reads the same
    // message again after the next save.
    setResult({});
    const data = new FormData(form);
    const assignee = String(data.get("assigneeId") ?? "");
    const body = { status: String(data.get("status")) as LeadStatus, assigneeId: assignee ? Number(assignee) : null };
    try {
      const { lead: saved } = await act<{ lead: Lead }>(`/leads/${lead.id}`, { method: "PATCH", body });
      onSaved({ ...lead, ...saved });
      const message = `Saved: ${LEAD_STATUS_LABELS[saved.status ?? body.status]}, ${saved.assignee?.name ?? "unassigned"}.`;
      setResult({ saved: message });
    } catch (caught) {
      setResult(
        caught instanceof ApiError
          ? { error: caught.message, fields: { ...caught.fields } }
          : { error: "The change could not be saved." },
      );
    }
  });
  return (
    <section className="panel" aria-labelledby="handling-heading">
      <h2 id="handling-heading">Handling</h2>
      <form onSubmit={onSubmit} className="stack" noValidate>
        <ErrorAlert message={result.fields?.form ?? result.error} />
        <StatusSelect labels={LEAD_STATUS_LABELS} value={lead.status} error={result.fields?.status} />
        <Field label="Assignee" error={result.fields?.assigneeId}>
          {(props) => (
            <select {...props} name="assigneeId" defaultValue={lead.assignee ? String(lead.assignee.id) : ""}>
              <option value="">Nobody yet</option>
              {assignees.map((person) => (
                <option key={person.id} value={String(person.id)}>
                  {person.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <SubmitRow label="Save changes" pending={pending} />
        <StatusMessage message={result.saved} />
      </form>
    </section>
  );
}

export function Component() {
  const data = useLoaderData<typeof loader>();
  const [lead, setLead] = useState(data.lead);
  const back = useBackTo("/leads");
  return (
    <>
      <ScreenHeader title={lead.name} back={{ to: back, label: "All leads" }}>
        <a className="button button-primary" href={data.reply}>
          Reply by e-mail
        </a>
      </ScreenHeader>
      <p className="subtitle">
        <StatusBadge status={lead.status} label={LEAD_STATUS_LABELS[lead.status]} />
        <span>{lead.assignee ? `Assigned to ${lead.assignee.name}` : "Not assigned yet"}</span>
      </p>
      <div className="detail-grid">
        <section className="panel detail-main" aria-labelledby="message-heading">
          <h2 id="message-heading">Message</h2>
          <p className="message">{lead.message}</p>
          <LeadFacts lead={lead} />
        </section>
        <div className="detail-side">
          <Handling lead={lead} assignees={data.assignees} onSaved={setLead} />
        </div>
        <div className="detail-notes">
          <Notes initial={data.notes} path={`/leads/${lead.id}/notes`} />
        </div>
      </div>
    </>
  );
}
