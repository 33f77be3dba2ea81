/** /team/applications/:id: the application, its status, the notes, when it will be deleted, and the CV. */
import { useState, type ReactNode } from "react";
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { act, ApiError, load } from "../api";
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
import { APPLICATION_STATUS_LABELS, type Application, type ApplicationStatus, type Note } from "../types";

export const loader = ({ request, params }: LoaderFunctionArgs) =>
  load<{ application: Application; notes: Note[] }>(request, `/applications/${encodeURIComponent(params.id ?? "")}`);

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
  onSaved: (application: Application) => void;
}) {
  const [result, setResult] = useState<{ error?: string; saved?: string }>({});
  const { pending, onSubmit } = useSubmit(async (form) => {
    // The status region below reads the outcome out (once: not the announcer too). Emptied first, it reads the same
    // message again after the next save.
    setResult({});
    const status = String(new FormData(form).get("status")) as ApplicationStatus;
    try {
      const { application: saved } = await act<{ application: Application }>(`/applications/${application.id}`, {
        method: "PATCH",
        body: { status },
      });
      onSaved({ ...application, ...saved });
      const message = `Saved: ${APPLICATION_STATUS_LABELS[saved.status ?? status]}.`;
      setResult({ saved: message });
    } catch (caught) {
      setResult({
        error: caught instanceof ApiError ? (caught.fields.status ?? caught.message) : "The change could not be saved.",
      });
    }
  });
  return (
    <form onSubmit={onSubmit} className="stack" noValidate>
      <StatusSelect labels={APPLICATION_STATUS_LABELS} value={application.status} error={result.error} />
      <SubmitRow label="Save status" pending={pending} />
      <StatusMessage message={result.saved} />
    </form>
  );
}

const CV_TYPES: Record<string, string> = { pdf: "PDF", docx: "Word document", odt: "OpenDocument text" };

export function Component() {
  const data = useLoaderData<typeof loader>();
  const [application, setApplication] = useState(data.application);
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
            <StatusForm application={application} onSaved={setApplication} />
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
          <Notes initial={data.notes} path={`/applications/${application.id}/notes`} />
        </div>
      </div>
    </>
  );
}
