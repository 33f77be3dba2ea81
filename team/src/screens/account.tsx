/** /team/account: the member's passkeys (add, list, remove) and sessions (list, revoke, sign out elsewhere). */
import { startRegistration, type PublicKeyCredentialCreationOptionsJSON } from "@simplewebauthn/browser";
import { useState, type FormEvent } from "react";
import { useLoaderData, useNavigate, useRevalidator, type LoaderFunctionArgs } from "react-router";
import { act, ApiError, load } from "../api";
import { announce } from "../announce";
import { useConfirm } from "../components/confirm";
import { SignatureForm, type Signature } from "../components/signature";
import { DigestForm, type Digest } from "../components/digest";
import { DateTime, ErrorAlert, Field, plural, ScreenHeader, StatusMessage, SubmitRow } from "../components/ui";
import { useMember } from "../layout";
import { ROLE_HINTS, ROLE_LABELS, type PasskeyRow, type SessionRow } from "../types";

export async function loader({ request }: LoaderFunctionArgs) {
  const [passkeys, sessions, signature, digest] = await Promise.all([
    load<{ passkeys: PasskeyRow[] }>(request, "/passkeys"),
    load<{ sessions: SessionRow[] }>(request, "/sessions"),
    load<Signature>(request, "/me/signature"),
    // The digest is of leads: a recruiter's role has none (403), and no digest form.
    load<Digest>(request, "/me/digest").catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 403) return null;
      throw error;
    }),
  ]);
  return { passkeys: passkeys.passkeys, sessions: sessions.sessions, signature, digest };
}

/** A name for the passkey that says where it lives, from the browser's own description of its platform. */
function deviceName(): string {
  const platform = (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform || "";
  return platform ? `Passkey on ${platform}` : "My passkey";
}

function AddPasskey({ onAdded }: { onAdded: () => void }) {
  const [result, setResult] = useState<{ error?: string; field?: string; done?: string }>({});
  const [pending, setPending] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    const name = String(new FormData(form).get("name") ?? "").trim();
    if (!name) return setResult({ field: "Give the passkey a name, such as the device it is on." });
    setPending(true);
    setResult({});
    try {
      const options = await act<
        PublicKeyCredentialCreationOptionsJSON | { options: PublicKeyCredentialCreationOptionsJSON }
      >("/passkeys/options", { method: "POST" });
      const response = await startRegistration({ optionsJSON: "options" in options ? options.options : options });
      await act("/passkeys", { method: "POST", body: { response, name } });
      form.reset();
      setResult({ done: `Passkey “${name}” added. You can sign in with it from now on.` });
      onAdded();
    } catch (caught) {
      const errorName = caught instanceof Error ? caught.name : "";
      if (caught instanceof ApiError)
        setResult(caught.fields.name ? { field: caught.fields.name } : { error: caught.message });
      else if (errorName === "NotAllowedError" || errorName === "AbortError")
        setResult({ error: "Adding the passkey was cancelled or timed out. Try again when you are ready." });
      else if (errorName === "InvalidStateError")
        setResult({ error: "This device already holds a passkey for your account." });
      else setResult({ error: "This browser or device could not create a passkey." });
    } finally {
      setPending(false);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="stack add-passkey">
      <ErrorAlert message={result.error} />
      <Field
        label="Name of the new passkey"
        error={result.field}
        hint="For example the device or password manager it is kept in."
      >
        {(props) => (
          <input {...props} name="name" type="text" defaultValue={deviceName()} maxLength={60} autoComplete="off" />
        )}
      </Field>
      <SubmitRow label="Add a passkey" pending={pending} pendingLabel="Waiting for your device…" />
      <StatusMessage message={result.done} />
    </form>
  );
}

function Passkeys({ passkeys, onChange }: { passkeys: readonly PasskeyRow[]; onChange: () => void }) {
  const [dialog, confirm] = useConfirm();
  const [error, setError] = useState<string>();
  const remove = async (passkey: PasskeyRow) => {
    const sure = await confirm({
      title: `Remove the passkey “${passkey.name}”?`,
      body: <p>You will no longer be able to sign in with it. You can still sign in with a link by e-mail.</p>,
      confirmLabel: "Remove passkey",
      danger: true,
    });
    if (!sure) return;
    try {
      await act(`/passkeys/${passkey.id}`, { method: "DELETE" });
      announce(`Passkey “${passkey.name}” removed.`);
      onChange();
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : "The passkey could not be removed.");
    }
  };
  return (
    <section className="panel" aria-labelledby="passkeys-heading">
      <h2 id="passkeys-heading">Passkeys</h2>
      <p className="muted">
        A passkey signs you in with your device&rsquo;s fingerprint, face or PIN: no e-mail to wait for, nothing to
        type.
      </p>
      <ErrorAlert message={error} />
      {passkeys.length ? (
        <ul className="item-list">
          {passkeys.map((passkey) => (
            <li key={passkey.id} className="item">
              <div>
                <p className="item-title">{passkey.name}</p>
                <p className="item-meta">
                  Added <DateTime value={passkey.createdAt} withTime={false} />
                  {" · "}
                  {passkey.lastUsedAt ? (
                    <>
                      last used <DateTime value={passkey.lastUsedAt} />
                    </>
                  ) : (
                    "not used yet"
                  )}
                </p>
              </div>
              <button
                type="button"
                className="button button-small button-danger-quiet"
                onClick={() => void remove(passkey)}
              >
                Remove<span className="visually-hidden"> the passkey {passkey.name}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="empty-inline">You have no passkey yet. Add one below to sign in faster next time.</p>
      )}
      <AddPasskey onAdded={onChange} />
      {dialog}
    </section>
  );
}

const METHOD_LABELS: Record<SessionRow["method"], string> = {
  email: "Signed in by e-mail",
  passkey: "Signed in with a passkey",
  operator: "Signed in with a link from the server's operator",
};

function Sessions({ sessions, onChange }: { sessions: readonly SessionRow[]; onChange: () => void }) {
  const [result, setResult] = useState<{ error?: string; done?: string }>({});
  const others = sessions.filter((session) => !session.current);
  // The status region reads the outcome out (once: not the announcer too). Emptied first, it reads the same message
  // again for the next session signed out.
  const revoke = async (session: SessionRow) => {
    setResult({});
    try {
      await act(`/sessions/${session.id}`, { method: "DELETE" });
      setResult({ done: "That session is signed out." });
      onChange();
    } catch (caught) {
      setResult({ error: caught instanceof ApiError ? caught.message : "The session could not be signed out." });
    }
  };
  const signOutOthers = async () => {
    setResult({});
    try {
      const { revoked } = await act<{ revoked: number }>("/sessions/sign-out-others", { method: "POST" });
      setResult({ done: `Signed out of ${plural(revoked, "other session")}.` });
      onChange();
    } catch (caught) {
      setResult({ error: caught instanceof ApiError ? caught.message : "The other sessions could not be signed out." });
    }
  };
  return (
    <section className="panel" aria-labelledby="sessions-heading">
      <h2 id="sessions-heading">Where you are signed in</h2>
      <ErrorAlert message={result.error} />
      <ul className="item-list">
        {[...sessions]
          .sort((a, b) => Number(b.current) - Number(a.current))
          .map((session) => (
            <li key={session.id} className="item">
              <div>
                <p className="item-title">
                  {session.label || "A browser"}
                  {session.current ? <span className="badge badge-current">This browser</span> : null}
                </p>
                <p className="item-meta">
                  {METHOD_LABELS[session.method] ?? "Signed in"} <DateTime value={session.createdAt} />
                  {" · "}last active <DateTime value={session.lastSeenAt} />
                  {session.verifiedAt !== session.createdAt ? (
                    <>
                      {" · "}last confirmed it was you <DateTime value={session.verifiedAt} />
                    </>
                  ) : null}
                </p>
              </div>
              {session.current ? null : (
                <button
                  type="button"
                  className="button button-small button-secondary"
                  onClick={() => void revoke(session)}
                >
                  Sign out<span className="visually-hidden"> this session</span>
                </button>
              )}
            </li>
          ))}
      </ul>
      {others.length ? (
        <div className="button-row">
          <button type="button" className="button button-secondary" onClick={() => void signOutOthers()}>
            Sign out everywhere else
          </button>
        </div>
      ) : null}
      <StatusMessage message={result.done} />
    </section>
  );
}

export function Component() {
  const { passkeys, sessions, signature, digest } = useLoaderData<typeof loader>();
  const member = useMember();
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const refresh = () => void revalidator.revalidate();
  const signOut = async () => {
    await act("/sign-out", { method: "POST" }).catch(() => undefined);
    navigate("/sign-in?signed-out=1");
  };
  return (
    <>
      <ScreenHeader title="Your account">
        <button type="button" className="button button-secondary" onClick={() => void signOut()}>
          Sign out
        </button>
      </ScreenHeader>
      <p className="lead-text">
        Signed in as <strong className="break">{member.email}</strong>, with the role {ROLE_LABELS[member.role]}.{" "}
        {ROLE_HINTS[member.role]}
      </p>
      <Passkeys passkeys={passkeys} onChange={refresh} />
      <Sessions sessions={sessions} onChange={refresh} />
      {member.role === "owner" || member.role === "sales" ? <SignatureForm initial={signature} /> : null}
      {digest ? <DigestForm initial={digest} /> : null}
    </>
  );
}
