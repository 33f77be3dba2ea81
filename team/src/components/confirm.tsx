/**
 * Confirmation before an action that cannot be undone (remove a member, erase a person): a modal <dialog>, so
 * focus moves into it, stays there, and Escape or Cancel returns it to the button that opened it.
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";

interface ConfirmRequest {
  readonly title: string;
  readonly body: ReactNode;
  readonly confirmLabel: string;
  /** A destructive action is drawn in the error colour. */
  readonly danger?: boolean;
}

/** Asks the member, in the screen's one dialog; resolves with their answer. */
export type Confirm = (request: ConfirmRequest) => Promise<boolean>;

export function useConfirm(): [ReactNode, Confirm] {
  const dialog = useRef<HTMLDialogElement>(null);
  const [request, setRequest] = useState<ConfirmRequest>();
  const settle = useRef<(answer: boolean) => void>(undefined);

  const confirm = useCallback((next: ConfirmRequest) => {
    setRequest(next);
    return new Promise<boolean>((resolve) => {
      settle.current = resolve;
    });
  }, []);

  // Opened once React has committed the request's text into it (an effect runs after the commit, whatever the load;
  // an animation frame could come first on a busy machine).
  useEffect(() => {
    if (request && settle.current && !dialog.current?.open) dialog.current?.showModal();
  }, [request]);

  const close = (answer: boolean) => {
    dialog.current?.close();
    settle.current?.(answer);
    settle.current = undefined;
  };

  const element = (
    <dialog
      ref={dialog}
      className="confirm-dialog"
      aria-labelledby="confirm-title"
      aria-describedby="confirm-body"
      onClose={() => {
        settle.current?.(false);
        settle.current = undefined;
      }}
    >
      {request ? (
        <div className="confirm-inner">
          <h2 id="confirm-title">{request.title}</h2>
          <div id="confirm-body" className="confirm-body">
            {request.body}
          </div>
          <div className="button-row">
            {/* Cancel first and focused: the safe answer is the default. */}
            {/* eslint-disable-next-line jsx-a11y/no-autofocus -- a modal dialog's first control takes the focus (APG dialog pattern) */}
            <button type="button" className="button button-secondary" autoFocus onClick={() => close(false)}>
              Cancel
            </button>
            <button
              type="button"
              className={`button ${request.danger ? "button-danger" : "button-primary"}`}
              onClick={() => close(true)}
            >
              {request.confirmLabel}
            </button>
          </div>
        </div>
      ) : null}
    </dialog>
  );
  return [element, confirm];
}
