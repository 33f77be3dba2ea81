/**
 * Keyboard shortcuts (issue 36 §5): single keys for the triage a salesperson repeats all day, and `?` for the list of
 * them. They never fire while the member types in a field, with Ctrl, Alt or Meta held, or while a dialog is open; and
 * the member may turn them off in that list (WCAG 2.1.4, Character Key Shortcuts), which the browser remembers.
 */
import { useEffect, useLayoutEffect, useRef, useState } from "react";

const STORAGE_KEY = "alphai-team-shortcuts";
const OPEN_EVENT = "alphai:shortcuts";

/** Opens the list of keys (for a button that says where it is). */
export const showShortcuts = () => window.dispatchEvent(new Event(OPEN_EVENT));

/** Whether the member has the single-key shortcuts on (the default), as this browser remembers it. */
const enabled = () => {
  try {
    return localStorage.getItem(STORAGE_KEY) !== "off";
  } catch {
    return true;
  }
};

/** Whether a key press belongs to something the member is typing or to a dialog, not to the screen. */
function typing(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement | null;
  if (!target) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) return !["checkbox", "radio", "button", "submit"].includes(target.type);
  return target.closest("dialog[open]") !== null;
}

/**
 * The screen's shortcuts: `keys` maps a key ("j", "/", "?") to what it does. The latest handlers are used, so a screen
 * may pass a new map on every render.
 */
export function useShortcuts(keys: Readonly<Record<string, () => void>>): void {
  const current = useRef(keys);
  // Layout effects: the keys work as soon as the screen shows, not a frame later.
  useLayoutEffect(() => {
    current.current = keys;
  });
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.altKey || event.metaKey || event.isComposing) return;
      if (typing(event) || document.querySelector("dialog[open]")) return;
      const action = current.current[event.key];
      if (!action || (event.key !== "?" && !enabled())) return;
      event.preventDefault();
      action();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);
}

/** The keys, as the `?` list shows them: the key and what it does, by screen. */
const KEYS: readonly (readonly [string, readonly (readonly [string, string])[]])[] = [
  [
    "Leads",
    [
      ["j / k", "Next / previous lead"],
      ["o or Enter", "Open the lead"],
      ["x", "Tick or untick the lead"],
      ["s", "Set the status of the ticked leads"],
      ["a", "Assign the ticked leads"],
      ["/", "Search"],
    ],
  ],
  [
    "A lead",
    [
      ["j / k", "Next / previous lead of the list you came from"],
      ["r", "Write a reply"],
      ["s", "Set the status"],
      ["a", "Assign"],
      ["u", "Back to the list"],
    ],
  ],
  ["Everywhere", [["?", "This list of keys"]]],
];

/** The `?` dialog: every shortcut, and the switch that turns the single-key ones off. */
export function ShortcutsHelp() {
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const [on, setOn] = useState(enabled);
  // Opened with the focus on Close: Enter or Escape closes it at once (APG dialog pattern).
  const open = () => {
    dialog.current?.showModal();
    closeButton.current?.focus();
  };
  useShortcuts({ "?": open });
  useEffect(() => {
    window.addEventListener(OPEN_EVENT, open);
    return () => window.removeEventListener(OPEN_EVENT, open);
  }, []);
  const toggle = (next: boolean) => {
    setOn(next);
    try {
      localStorage.setItem(STORAGE_KEY, next ? "on" : "off");
    } catch {
      // Private windows may refuse storage: the choice then holds until the page is left.
    }
  };
  return (
    <dialog ref={dialog} className="confirm-dialog shortcuts-dialog" aria-labelledby="shortcuts-title">
      <div className="confirm-inner">
        <h2 id="shortcuts-title">Keyboard shortcuts</h2>
        {KEYS.map(([screen, keys]) => (
          <section key={screen} aria-label={screen}>
            <h3 className="shortcuts-screen">{screen}</h3>
            <dl className="shortcuts">
              {keys.map(([key, does]) => (
                <div key={key}>
                  <dt>
                    {key
                      .split(/( \/ | or )/)
                      .map((part, index) =>
                        index % 2 ? <span key={index}>{part}</span> : <kbd key={index}>{part}</kbd>,
                      )}
                  </dt>
                  <dd>{does}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
        <label className="shortcuts-switch">
          <input type="checkbox" checked={on} onChange={(event) => toggle(event.target.checked)} />
          <span>Use the single-key shortcuts (off: only ? works)</span>
        </label>
        <div className="button-row">
          <button
            ref={closeButton}
            type="button"
            className="button button-primary"
            onClick={() => dialog.current?.close()}
          >
            Close
          </button>
        </div>
      </div>
    </dialog>
  );
}
