/** /team/applications/:id: the application, its status, the notes, when it will be deleted, and the CV. */
import { useRef, useState, type ReactNode } from "react";
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { act, ApiError, load } from "../api";
import { ConflictAlert, conflictOf, mergeChanges } from "../components/changes";
import { Notes } from "../components/notes";
import {
  DateTime,
  Facts,
  formatBytes,
  ScreenHeader,
  StatusBadge,
  StatusMessage,
  StatusSelect,
  SubmitRow,
  useBackTo,
  useSubmit,
} from "../components/ui";
import { APPLICATION_STATUS_LABELS, type Application, type ApplicationStatus, type Change, type Note } from "../types";

export const loader = ({ request, params }: LoaderFunctionArgs) =>
  load<{ application: Application; notes: Note[]; changes: Change[] }>(
    request,
    `/applications/${encodeURIComponent(params.id ?? "")}`,
  );

/** A link the applicant gave: shown as written, opened without telling the other site where from. */
const External = ({ href }: { href: string }) => (
  <a href={href} rel="noreferrer noopener" target="_blank" className="break">
    {href.replace(/^https?:\/\//, "")}
    <span className="visually-hidden"> (opens in a new tab)</span>
  </a>
);

function ApplicationFacts({ application }: { application: Application }) {
  const rows: [string, ReactNode][] = [
    ["E-mail", <a href={`mailto:${application.email}`}>{application.email}</a>],
    [
      "Phone",
      application.phone ? <a href={`tel:${application.phone.replace(/[^+\d]/g, "")}`}>{application.phone}</a> : null,
    ],
    ["Location", application.location],
    ["LinkedIn", application.linkedin ? <External href={application.linkedin} /> : null],
    ["GitHub", application.github ? <External href={application.github} /> : null],
    ["Portfolio", application.portfolio ? <External href={application.portfolio} /> : null],
    ["Received", <DateTime value={application.createdAt} />],
  ];
  return <Facts rows={rows} />;
}

function StatusForm({
  application,
  onSaved,
}: {
  application: Application;
  onSaved: (application: Application, changes: readonly Change[]) => void;
}) {
  const [result, setResult] = useState<{
    error?: string;
    saved?: string;
    conflict?: { message: string; changes: Change[]; status: ApplicationStatus };
  }>({});
  const [status, setStatus] = useState(application.status);
  const form = useRef<HTMLFormElement>(null);
  // The alert's buttons go with it: the focus returns to the form's own button.
  const refocus = () => form.current?.querySelector<HTMLElement>("button[type=submit]")?.focus();
  const save = async (status: ApplicationStatus) => {
    // The status region below reads the outcome out (once: not the announcer too). Emptied first, it reads the same
    // message again after the next save.
    setResult({});
    try {
      const { application: saved, changes } = await act<{ application: Application; changes: Change[] }>(
        `/applications/${application.id}`,
        { method: "PATCH", body: { version: application.version, status } },
      );
      onSaved({ ...application, ...saved }, changes);
      setStatus(saved.status);
      setResult({ saved: `Saved: ${APPLICATION_STATUS_LABELS[saved.status]}.` });
    } catch (caught) {
      const conflict = conflictOf<Application>(caught, "application");
      if (conflict) {
        onSaved({ ...application, ...conflict.current }, conflict.changes);
        return setResult({ conflict: { message: conflict.message, changes: conflict.changes, status } });
      }
      setResult({
        error: caught instanceof ApiError ? (caught.fields.status ?? caught.message) : "The change could not be saved.",
      });
    }
  };
  const { pending, onSubmit } = useSubmit((form) =>
    save(String(new FormData(form).get("status")) as ApplicationStatus),
  );
  const conflict = result.conflict;
  return (
    <form ref={form} onSubmit={onSubmit} className="stack" noValidate>
      {conflict ? (
        <ConflictAlert
          message={conflict.message}
          changes={conflict.changes}
          statusLabels={APPLICATION_STATUS_LABELS}
          onReapply={() => void save(conflict.status).finally(refocus)}
          onDiscard={() => {
            setStatus(application.status);
            setResult({ saved: "Kept the application as it is now." });
            refocus();
          }}
        />
      ) : null}
      <StatusSelect
        labels={APPLICATION_STATUS_LABELS}
        value={status}
        onChange={(value) => setStatus(value as ApplicationStatus)}
        error={result.error}
      />
      <SubmitRow label="Save status" pending={pending} />
      <StatusMessage message={result.saved} />
    </form>
  );
}

const CV_TYPES: Record<string, string> = { pdf: "PDF", docx: "Word document", odt: "OpenDocument text" };

export function Component() {
  const data = useLoaderData<typeof loader>();
  const [application, setApplication] = useState(data.application);
  const [changes, setChanges] = useState<readonly Change[]>(data.changes);
  const back = useBackTo("/applications");
  return (
    <>
      <ScreenHeader title={application.name} back={{ to: back, label: "All applications" }}>
        <a className="button button-primary" href={`/api/team/applications/${application.id}/cv`} download>
          Download CV
          <span className="button-note">
            {CV_TYPES[application.cvType] ?? application.cvType}, {formatBytes(application.cvSize)}
          </span>
        </a>
      </ScreenHeader>
      <p className="subtitle">
        <StatusBadge status={application.status} label={APPLICATION_STATUS_LABELS[application.status]} />
        <span>{application.roleTitle}</span>
      </p>
      <div className="detail-grid">
        <section className="panel detail-main" aria-labelledby="application-heading">
          <h2 id="application-heading">Application</h2>
          {application.note ? (
            <p className="message">{application.note}</p>
          ) : (
            <p className="muted">The applicant added no note.</p>
          )}
          <ApplicationFacts application={application} />
        </section>
        <div className="detail-side">
          <section className="panel" aria-labelledby="status-heading">
            <h2 id="status-heading">Progress</h2>
            <StatusForm
              application={application}
              onSaved={(saved, more) => {
                setApplication(saved);
                setChanges((known) => mergeChanges(known, more));
              }}
            />
          </section>
          <section className="panel panel-quiet" aria-labelledby="retention-heading">
            <h2 id="retention-heading">Retention</h2>
            <p>
              This application and its CV are deleted for good on{" "}
              <DateTime value={application.deleteAt} withTime={false} />, as the privacy policy promises applicants.
              Every view of it and of the CV is written to the audit log.
            </p>
          </section>
        </div>
        <div className="detail-notes">
          <Notes
            initial={data.notes}
            path={`/applications/${application.id}/notes`}
            arrived={{ at: application.createdAt, what: "Application sent", locale: application.locale }}
            changes={changes}
            statusLabels={APPLICATION_STATUS_LABELS}
          />
        </div>
      </div>
    </>
  );
}
