/**
 * /team/sign-in (decision 026): no passwords. The member asks for a mail with a one-time link and the same code,
 * valid 15 minutes in this browser only; or signs in with a passkey. The mailed link (`/team/sign-in?token=…`) is
 * posted from here as the page opens. Afterwards the member returns to the screen they asked for.
 */
import { startAuthentication } from "@simplewebauthn/browser";
import type { PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { redirect, useLoaderData, useNavigate, useSearchParams, type LoaderFunctionArgs } from "react-router";
import { ApiError, call } from "../api";
import { CodeField, ErrorAlert, Field, StatusMessage, useTitle } from "../components/ui";
import { localePath } from "../../../app/shared/locale";

/**
 * The public site's home page in the browser's language: German for a browser that prefers German to English, else
 * English (the workspace's one link to the site for someone not signed in).
 */
const websiteInBrowserLanguage = (): string => {
  const preferred = navigator.languages.find((language) => /^(de|en)\b/i.test(language)) ?? "en";
  return localePath("/", preferred.toLowerCase().startsWith("de") ? "de" : "en");
};

/** Where to go after signing in: a workspace path only (never another site). */
function safeNext(value: string | null | undefined): string {
  return value && /^\/[a-z]/.test(value) && !value.startsWith("/sign-in") ? value : "/";
}

/** The screen asked for, kept while the member fetches the mail (the link may open in another tab). */
const NEXT_KEY = "alphai-team-next";
const rememberNext = (next: string) => {
  try {
    localStorage.setItem(NEXT_KEY, next);
  } catch {
    // Storage refused (private mode): the member lands on their start screen instead.
  }
};
const recallNext = (): string => {
  try {
    const next = localStorage.getItem(NEXT_KEY);
    localStorage.removeItem(NEXT_KEY);
    return safeNext(next);
  } catch {
    return "/";
  }
};

/** Whether this server can send the sign-in mail (SMTP_URL set); assumed so when it cannot be asked. */
const mailStatus = (signal: AbortSignal) =>
  call<{ mail: boolean }>("/sign-in/status", { signal }).catch(() => ({ mail: true }));

/** Already signed in: straight on to the screen asked for. Otherwise, whether mail can be sent. */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  if (url.searchParams.has("token")) return mailStatus(request.signal);
  const signedIn = await call("/me", { signal: request.signal }).then(
    () => true,
    () => false,
  );
  if (signedIn) return redirect(safeNext(url.searchParams.get("next")));
  return mailStatus(request.signal);
}

/** Without SMTP_URL no mail leaves the server: who can let the member in instead. */
function NoMail() {
  return (
    <div className="alert alert-notice stack" id="no-mail">
      <h2>E-mail is not set up on this server</h2>
      <p>
        No sign-in mail can be sent, so sign in with a passkey if you have one. Otherwise ask whoever runs the server
        for a sign-in link; they print one for your address with:
      </p>
      <p>
        <code className="command">npm run team -- sign-in-link &lt;your address&gt;</code>
      </p>
      <p>
        They can also set up mail with the <code>SMTP_URL</code> setting (docs/operations.md).
      </p>
    </div>
  );
}

const LINK_HELP =
  "Each link works once, for 15 minutes, and only in the browser where it was asked for. Ask for a new one below, in this browser.";

/** Tokens already posted: the effect that posts one may run twice (React's strict mode), the token is single use. */
const posted = new Set<string>();

function useLinkSignIn(onDone: (next: string) => void) {
  const [search] = useSearchParams();
  const token = search.get("token");
  const navigate = useNavigate();
  const [state, setState] = useState<{ pending: boolean; error?: string }>({ pending: Boolean(token) });
  useEffect(() => {
    if (!token || posted.has(token)) return;
    posted.add(token);
    // The token leaves the address bar and the history at once.
    navigate("/sign-in", { replace: true });
    call("/sign-in/link", { method: "POST", body: { token } })
      .then(() => onDone(recallNext()))
      .catch((error: unknown) =>
        setState({
          pending: false,
          error: error instanceof ApiError ? error.message : "The link could not be checked.",
        }),
      );
  }, [token, navigate, onDone]);
  return state;
}

function PasskeyButton({ onDone }: { onDone: () => void }) {
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const signIn = async () => {
    setError(undefined);
    setPending(true);
    try {
      const options = await call<
        PublicKeyCredentialRequestOptionsJSON | { options: PublicKeyCredentialRequestOptionsJSON }
      >("/sign-in/passkey/options", { method: "POST" });
      const response = await startAuthentication({ optionsJSON: "options" in options ? options.options : options });
      await call("/sign-in/passkey", { method: "POST", body: { response } });
      onDone();
    } catch (caught) {
      const name = caught instanceof Error ? caught.name : "";
      setError(
        caught instanceof ApiError
          ? caught.message
          : name === "NotAllowedError" || name === "AbortError"
            ? "The passkey sign-in was cancelled or timed out. Try again, or ask for a link by e-mail."
            : "This browser could not use a passkey here. Ask for a link by e-mail instead.",
      );
    } finally {
      setPending(false);
    }
  };
  return (
    <div className="passkey-block">
      <button
        type="button"
        className="button button-secondary button-wide"
        onClick={() => void signIn()}
        aria-disabled={pending || undefined}
      >
        {pending ? "Waiting for your passkey…" : "Sign in with a passkey"}
      </button>
      <ErrorAlert message={error} />
    </div>
  );
}

function EmailForm({ onSent, next }: { onSent: (email: string, message: string) => void; next: string }) {
  const [error, setError] = useState<{ message?: string; field?: string }>({});
  const [pending, setPending] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get("email") ?? "").trim();
    if (!email) return setError({ field: "Enter the e-mail address you use at Alphai." });
    setPending(true);
    try {
      const answer = await call<{ message?: string }>("/sign-in/email", { method: "POST", body: { email } });
      rememberNext(next);
      onSent(email, answer?.message ?? "");
    } catch (caught) {
      const api = caught instanceof ApiError ? caught : undefined;
      setError(
        api?.fields.email
          ? { field: api.fields.email }
          : { message: api?.message ?? "The request could not be sent. Try again." },
      );
    } finally {
      setPending(false);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="stack">
      <ErrorAlert message={error.message} />
      <Field label="Work e-mail address" error={error.field}>
        {(props) => (
          <input
            {...props}
            name="email"
            type="email"
            autoComplete="username webauthn"
            inputMode="email"
            spellCheck={false}
            required
          />
        )}
      </Field>
      <button type="submit" className="button button-primary button-wide" aria-disabled={pending || undefined}>
        {pending ? "Sending…" : "E-mail me a sign-in link"}
      </button>
    </form>
  );
}

function CodeForm({
  email,
  message,
  onDone,
  onRestart,
}: {
  email: string;
  message: string;
  onDone: () => void;
  onRestart: () => void;
}) {
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get("code") ?? "").replace(/\s+/g, "");
    if (!code) return setError("Enter the code from the e-mail.");
    setPending(true);
    try {
      await call("/sign-in/code", { method: "POST", body: { code } });
      onDone();
    } catch (caught) {
      const api = caught instanceof ApiError ? caught : undefined;
      setError(api?.fields.code ?? api?.message ?? "The code could not be checked. Try again.");
    } finally {
      setPending(false);
    }
  };
  return (
    <div className="stack">
      <h2 ref={heading} tabIndex={-1}>
        Check your inbox
      </h2>
      <p>
        {message ||
          "If this address belongs to a member of the team, a mail with a sign-in link and a code is on its way."}
      </p>
      <p>
        Sent to <strong className="break">{email}</strong>: open the link in this browser, or type the code below.
      </p>
      <form onSubmit={(event) => void submit(event)} noValidate className="stack">
        <CodeField hint="6 digits" error={error} />
        <button type="submit" className="button button-primary button-wide" aria-disabled={pending || undefined}>
          {pending ? "Checking…" : "Sign in"}
        </button>
      </form>
      <button type="button" className="link-button" onClick={onRestart}>
        Use another address or ask again
      </button>
    </div>
  );
}

export function Component() {
  useTitle("Sign in");
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const next = safeNext(search.get("next"));
  const [sent, setSent] = useState<{ email: string; message: string }>();
  const finish = (target: string) => navigate(target, { replace: true });
  const link = useLinkSignIn(finish);
  const { mail } = useLoaderData<typeof loader>();

  return (
    <main id="main" className="sign-in-page" data-surface="dark">
      <div className="sign-in-card" data-surface="light">
        <p className="sign-in-brand">
          <img src="/logo-dark.svg" alt="Alphai" width="100" height="30" />
          <span className="brand-label">Team workspace</span>
        </p>
        <h1>Sign in</h1>
        {search.has("signed-out") ? <StatusMessage message="You are signed out." /> : null}
        {link.pending ? (
          <p role="status" className="status-message">
            Checking your sign-in link…
          </p>
        ) : sent ? (
          <CodeForm
            email={sent.email}
            message={sent.message}
            onDone={() => finish(recallNext())}
            onRestart={() => setSent(undefined)}
          />
        ) : (
          <>
            <ErrorAlert message={link.error}>
              <p>{LINK_HELP}</p>
            </ErrorAlert>
            {next !== "/" ? <p className="muted">Sign in to continue to the screen you opened.</p> : null}
            {mail ? (
              <>
                <EmailForm next={next} onSent={(email, message) => setSent({ email, message })} />
                <p className="divider">
                  <span>or</span>
                </p>
              </>
            ) : (
              <NoMail />
            )}
            <PasskeyButton onDone={() => finish(next)} />
            <p className="fine-print">
              No account? The workspace is for Alphai&rsquo;s team: an owner invites you by e-mail.{" "}
              <a href={websiteInBrowserLanguage()}>Back to the website</a>
            </p>
          </>
        )}
      </div>
    </main>
  );
}
