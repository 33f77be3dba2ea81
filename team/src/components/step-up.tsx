/**
 * "Confirm it's you" (decision 035): when an action needs a recent sign-in, this modal dialog asks for a passkey or a
 * code by mail, in place, and the action then goes on (team/src/api.ts `act`). A modal <dialog>: focus moves into it
 * and stays there; Escape or Cancel closes it and the action is not done.
 */
import type { PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";
import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { ApiError, call, whenStepUpNeeded, type StepUp } from "../api";
import { announce } from "../announce";
import { CodeField, ErrorAlert } from "./ui";

/** Choosing a way, or typing the code of the `sent`-th mail (a new mail is a fresh field, without the last error). */
type Stage = { readonly step: "choose" } | { readonly step: "code"; readonly message: string; readonly sent: number };

function passkeyError(caught: unknown): string {
  if (caught instanceof ApiError) return caught.message;
  const name = caught instanceof Error ? caught.name : "";
  return name === "NotAllowedError" || name === "AbortError"
    ? "The passkey check was cancelled or timed out. Try again, or use a code by e-mail."
    : "This browser could not use a passkey here. Use a code by e-mail instead.";
}

function CodeStep({
  asking,
  onConfirmed,
  onAskAgain,
}: {
  asking: boolean;
  onConfirmed: () => void;
  onAskAgain: () => void;
}) {
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const code = String(new FormData(event.currentTarget).get("code") ?? "").replace(/\s+/g, "");
    if (!code) return setError("Enter the code from the e-mail.");
    setPending(true);
    try {
      await call("/step-up/code", { method: "POST", body: { code } });
      onConfirmed();
    } catch (caught) {
      const api = caught instanceof ApiError ? caught : undefined;
      setError(api?.fields.code ?? api?.message ?? "The code could not be checked. Try again.");
      input.current?.focus();
    } finally {
      setPending(false);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="stack">
      <CodeField hint="6 digits, valid for 15 minutes" error={error} inputRef={input} />
      <button type="submit" className="button button-primary button-wide" aria-disabled={pending || undefined}>
        {pending ? "Checking…" : "Confirm"}
      </button>
      <button type="button" className="link-button" aria-disabled={asking || undefined} onClick={onAskAgain}>
        {asking ? "Sending…" : "Send another code"}
      </button>
    </form>
  );
}

/** The ways this member can confirm, one under the other: a passkey first (no mail to wait for), then a code. */
function Ways({
  need,
  pending,
  onMail,
  onPasskey,
}: {
  need: StepUp;
  pending: "passkey" | "mail" | undefined;
  onMail: () => void;
  onPasskey: () => void;
}) {
  return (
    <div className="stack step-up-ways">
      {need.passkey ? (
        <button
          type="button"
          className="button button-primary button-wide"
          aria-disabled={pending ? true : undefined}
          onClick={onPasskey}
        >
          {pending === "passkey" ? "Waiting for your passkey…" : "Use a passkey"}
        </button>
      ) : null}
      {need.mail ? (
        <button
          type="button"
          className={`button button-wide ${need.passkey ? "button-secondary" : "button-primary"}`}
          aria-disabled={pending ? true : undefined}
          onClick={onMail}
        >
          {pending === "mail" ? "Sending…" : "E-mail me a code"}
        </button>
      ) : null}
    </div>
  );
}

/** The passkey ceremony of a step-up: its options, the device's answer, the server's check. */
async function passkeyCheck(): Promise<void> {
  const options = await call<PublicKeyCredentialRequestOptionsJSON>("/step-up/passkey/options", { method: "POST" });
  // The WebAuthn library loads only when a passkey is used (the workspace's frame stays light).
  const { startAuthentication } = await import("@simplewebauthn/browser");
  const response = await startAuthentication({ optionsJSON: options });
  await call("/step-up/passkey", { method: "POST", body: { response } });
}

/** What the dialog asks: the ways this member can confirm, then the code once one is mailed. */
function StepUpContent({
  need,
  onConfirmed,
  onCancel,
}: {
  need: StepUp;
  onConfirmed: () => void;
  onCancel: () => void;
}) {
  const [stage, setStage] = useState<Stage>({ step: "choose" });
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState<"passkey" | "mail">();

  const checkPasskey = async () => {
    if (pending) return;
    setError(undefined);
    setPending("passkey");
    try {
      await passkeyCheck();
      onConfirmed();
    } catch (caught) {
      setError(passkeyError(caught));
    } finally {
      setPending(undefined);
    }
  };

  const askForCode = async () => {
    if (pending) return;
    setError(undefined);
    setPending("mail");
    try {
      const answer = await call<{ message: string }>("/step-up/email", { method: "POST" });
      setStage((previous) => ({
        step: "code",
        message: answer.message,
        sent: previous.step === "code" ? previous.sent + 1 : 1,
      }));
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : "The code could not be sent. Try again.");
    } finally {
      setPending(undefined);
    }
  };

  return (
    <div className="confirm-inner stack">
      <h2 id="step-up-title">Confirm it&rsquo;s you</h2>
      <p id="step-up-body" className="confirm-body">
        This change needs a sign-in from the last 10 minutes. Confirm it&rsquo;s you and it goes on where you left it.
      </p>
      <ErrorAlert message={error} />
      {/* In the dialog from its opening (empty, so not drawn), so that the message is read out when it appears. */}
      <p role="status" className="status-message">
        {stage.step === "code" ? stage.message : ""}
      </p>
      {stage.step === "code" ? (
        <CodeStep
          key={stage.sent}
          asking={pending === "mail"}
          onConfirmed={onConfirmed}
          onAskAgain={() => void askForCode()}
        />
      ) : need.passkey || need.mail ? (
        <Ways need={need} pending={pending} onMail={() => void askForCode()} onPasskey={() => void checkPasskey()} />
      ) : (
        <p>
          E-mail is not set up on this server and you have no passkey: sign out, then sign in again with a link from
          whoever runs the server, and try again within 10 minutes.
        </p>
      )}
      <div className="button-row">
        <button type="button" className="button button-secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}

/** The dialog, and the function that opens it (resolves whether the member confirmed). */
function useStepUp(): [ReactNode, (need: StepUp) => Promise<boolean>] {
  const dialog = useRef<HTMLDialogElement>(null);
  // Each opening is a new check (its own state), keyed by a counter.
  const [request, setRequest] = useState<{ need: StepUp; key: number }>();
  const settle = useRef<(answer: boolean) => void>(undefined);

  const open = useCallback((need: StepUp) => {
    // A check still open is answered "not confirmed" first: no caller is left waiting.
    settle.current?.(false);
    setRequest((previous) => ({ need, key: (previous?.key ?? 0) + 1 }));
    return new Promise<boolean>((resolve) => {
      settle.current = resolve;
    });
  }, []);

  // The frame leaves (a sign-in after the session ended, a reload): whoever waits hears "not confirmed".
  useEffect(
    () => () => {
      settle.current?.(false);
      settle.current = undefined;
    },
    [],
  );

  useEffect(() => {
    if (request && settle.current && !dialog.current?.open) dialog.current?.showModal();
  }, [request]);

  const finish = (answer: boolean) => {
    const resolve = settle.current;
    settle.current = undefined;
    if (dialog.current?.open) dialog.current.close();
    resolve?.(answer);
  };

  const element = (
    <dialog
      ref={dialog}
      className="confirm-dialog step-up-dialog"
      aria-labelledby="step-up-title"
      aria-describedby="step-up-body"
      onClose={() => finish(false)}
    >
      {request ? (
        <StepUpContent
          key={request.key}
          need={request.need}
          onConfirmed={() => {
            announce("Confirmed. Continuing…");
            finish(true);
          }}
          onCancel={() => finish(false)}
        />
      ) : null}
    </dialog>
  );
  return [element, open];
}

/** Mounts the dialog and lets `act` open it while the workspace's frame is on screen. */
export function StepUpDialog() {
  const [element, open] = useStepUp();
  useEffect(() => whenStepUpNeeded(open), [open]);
  return element;
}
