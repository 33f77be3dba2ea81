/** /team/members (owners): who is on the team with which role; invite someone, change a role, remove a member. */
import { useState, type FormEvent } from "react";
import { useLoaderData, useRevalidator, type LoaderFunctionArgs } from "react-router";
import { TableRegion } from "../components/list";
import { act, ApiError, load } from "../api";
import { announce } from "../announce";
import { useConfirm } from "../components/confirm";
import { DateTime, ErrorAlert, Field, ScreenHeader, StatusMessage } from "../components/ui";
import { useMember } from "../layout";
import { ROLE_HINTS, ROLE_LABELS, optionsOf, type Role, type TeamMemberRow } from "../types";

export const loader = ({ request }: LoaderFunctionArgs) => load<{ members: TeamMemberRow[] }>(request, "/members");

const ROLE_OPTIONS = optionsOf(ROLE_LABELS);

function RoleOptions() {
  return ROLE_OPTIONS.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));
}

function InviteForm({ onInvited }: { onInvited: () => void }) {
  const [result, setResult] = useState<{ error?: string; fields?: Record<string, string>; done?: string }>({});
  const [pending, setPending] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const email = String(data.get("email") ?? "").trim();
    const name = String(data.get("name") ?? "").trim();
    const role = String(data.get("role")) as Role;
    if (!email) return setResult({ fields: { email: "Enter the address to send the invitation to." } });
    setPending(true);
    try {
      await act("/members", { method: "POST", body: { email, role, ...(name ? { name } : {}) } });
      form.reset();
      setResult({ done: `Invitation sent to ${email} as ${ROLE_LABELS[role]}.` });
      onInvited();
    } catch (caught) {
      // Field messages go next to their fields; the alert says what happened (and anything about the form as a whole).
      setResult(
        caught instanceof ApiError
          ? { error: caught.fields.form ?? caught.message, fields: { ...caught.fields } }
          : { error: "The invitation could not be sent." },
      );
    } finally {
      setPending(false);
    }
  };
  return (
    <section className="panel" aria-labelledby="invite-heading">
      <h2 id="invite-heading">Invite someone</h2>
      <p className="muted">They receive an e-mail with a link to sign in. Choose the role for what they need to see.</p>
      <form onSubmit={(event) => void submit(event)} noValidate className="form-grid">
        <ErrorAlert message={result.error} />
        <Field label="E-mail address" error={result.fields?.email}>
          {(props) => <input {...props} name="email" type="email" autoComplete="off" spellCheck={false} required />}
        </Field>
        <Field label="Name (optional)" error={result.fields?.name}>
          {(props) => <input {...props} name="name" type="text" autoComplete="off" maxLength={100} />}
        </Field>
        <Field label="Role" error={result.fields?.role}>
          {(props) => (
            <select {...props} name="role" defaultValue="sales">
              <RoleOptions />
            </select>
          )}
        </Field>
        <div className="form-grid-actions">
          <button type="submit" className="button button-primary" aria-disabled={pending || undefined}>
            {pending ? "Sending…" : "Send invitation"}
          </button>
          <StatusMessage message={result.done} />
        </div>
      </form>
    </section>
  );
}

// eslint-disable-next-line max-lines-per-function -- a member's row: its markup and the actions on it, which share the row's state
function MemberRow({
  member,
  self,
  onChange,
  onError,
}: {
  member: TeamMemberRow;
  self: boolean;
  onChange: () => void;
  onError: (message: string) => void;
}) {
  const [dialog, confirm] = useConfirm();
  const locked = member.bootstrap || self;
  const label = member.name || member.email;

  const changeRole = async (role: Role) => {
    try {
      await act(`/members/${member.id}`, { method: "PATCH", body: { role } });
      announce(`${label} is now ${ROLE_LABELS[role]}.`);
      onChange();
    } catch (caught) {
      // The list is read again (the select shows the role as it is), then the error is shown: in this order, since
      // reading again clears the screen's error.
      onChange();
      onError(caught instanceof ApiError ? caught.message : "The role could not be changed.");
    }
  };
  const remove = async () => {
    const sure = await confirm({
      title: `Remove ${label}?`,
      body: (
        <p>They are signed out everywhere at once and can no longer sign in. Their notes stay, under their name.</p>
      ),
      confirmLabel: "Remove from the team",
      danger: true,
    });
    if (!sure) return;
    try {
      await act(`/members/${member.id}`, { method: "DELETE" });
      announce(`${label} was removed from the team.`);
      onChange();
    } catch (caught) {
      onError(caught instanceof ApiError ? caught.message : "The member could not be removed.");
    }
  };

  return (
    <tr>
      <th scope="row" className="cell-main">
        <span className="row-title">{member.name || member.email}</span>
        {member.name ? <span className="row-sub break">{member.email}</span> : null}
        {member.bootstrap ? (
          <span className="row-sub">Set by TEAM_OWNER_EMAIL: always an owner</span>
        ) : self ? (
          <span className="row-sub">You</span>
        ) : null}
      </th>
      <td className="cell-keep">
        {locked ? (
          ROLE_LABELS[member.role]
        ) : (
          <form
            className="inline-form"
            onSubmit={(event) => {
              event.preventDefault();
              void changeRole(String(new FormData(event.currentTarget).get("role")) as Role);
            }}
          >
            <label className="visually-hidden" htmlFor={`role-${member.id}`}>
              Role of {label}
            </label>
            <select id={`role-${member.id}`} name="role" className="inline-select" defaultValue={member.role}>
              <RoleOptions />
            </select>
            <button type="submit" className="button button-small button-secondary">
              Change<span className="visually-hidden"> the role of {label}</span>
            </button>
          </form>
        )}
      </td>
      <td>
        <DateTime value={member.createdAt} withTime={false} />
      </td>
      <td className="cell-action">
        {locked ? null : (
          <button type="button" className="button button-small button-danger-quiet" onClick={() => void remove()}>
            Remove<span className="visually-hidden"> {label}</span>
          </button>
        )}
        {dialog}
      </td>
    </tr>
  );
}

export function Component() {
  const { members } = useLoaderData<typeof loader>();
  const me = useMember();
  const revalidator = useRevalidator();
  const [error, setError] = useState<string>();
  const active = members.filter((member) => !member.removedAt);
  const removed = members.filter((member) => member.removedAt);
  return (
    <>
      <ScreenHeader title="Members" />
      <p className="lead-text">Each member has one role. {Object.values(ROLE_HINTS).join(" ")}</p>
      <ErrorAlert message={error} />
      <TableRegion caption="Members of the team">
        <thead>
          <tr>
            <th scope="col">Member</th>
            <th scope="col">Role</th>
            <th scope="col">Member since</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {active.map((member) => (
            <MemberRow
              key={`${member.id}-${member.role}`}
              member={member}
              self={member.id === me.id}
              onError={setError}
              onChange={() => {
                setError(undefined);
                void revalidator.revalidate();
              }}
            />
          ))}
        </tbody>
      </TableRegion>
      <InviteForm onInvited={() => void revalidator.revalidate()} />
      {removed.length ? (
        <section className="panel panel-quiet" aria-labelledby="removed-heading">
          <h2 id="removed-heading">Former members</h2>
          <ul className="plain-list">
            {removed.map((member) => (
              <li key={member.id}>
                {member.name || member.email} {member.name ? <span className="muted">({member.email})</span> : null},
                removed <DateTime value={member.removedAt} withTime={false} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
