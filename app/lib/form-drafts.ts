/**
 * Drafts of the public forms (decision 036): what a visitor types into a form that posts to the API is kept in the
 * tab's sessionStorage as they type, put back when the form is shown again in that tab (Back from the privacy policy,
 * a reload, a later visit) and dropped once the form is sent (its `reset`). Never kept: files, hidden fields (the form
 * token, the locale, the role), the honeypot and ticks (consent is given again each time). Loaded when the browser is
 * idle after hydration (after-hydration.ts) or when a visitor starts on a form (form-token-client.ts), never with a
 * page: a form's first draft is taken then, and a new form (a client-side navigation back to it) is found by a
 * MutationObserver.
 */

/** What the decision of keeping a field rests on: a form control as the DOM describes it. */
export interface FieldLike {
  readonly name: string;
  readonly type: string;
  readonly value: string;
  readonly disabled?: boolean;
}

/** Named fields whose value is never kept: the honeypot (bots fill it) and the form token (it proves fill time). */
const NEVER_KEPT = new Set(["website", "formToken"]);

/**
 * Field types whose value is not kept: files (a browser cannot put one back), hidden fields (set by the page),
 * ticks (consent must be given again), passwords and buttons.
 */
const NOT_KEPT_TYPES = new Set([
  "file",
  "hidden",
  "checkbox",
  "radio",
  "password",
  "submit",
  "button",
  "reset",
  "image",
]);

/** Whether a field's value belongs in a draft. */
const isKept = (field: FieldLike): boolean =>
  field.name !== "" && !field.disabled && !NEVER_KEPT.has(field.name) && !NOT_KEPT_TYPES.has(field.type);

/** The draft of a form's fields: each kept field's non-empty value by name; undefined when nothing was typed. */
export function draftOf(fields: Iterable<FieldLike>): Record<string, string> | undefined {
  const draft: Record<string, string> = {};
  for (const field of fields) if (isKept(field) && field.value !== "") draft[field.name] = field.value;
  return Object.keys(draft).length ? draft : undefined;
}

/**
 * The fields a stored draft fills in: only empty ones (a value the browser or the visitor put there wins), and only
 * with what the draft may hold, so a changed form or a tampered entry fills nothing else.
 */
export function fillsOf<F extends FieldLike>(fields: Iterable<F>, draft: unknown): [F, string][] {
  if (typeof draft !== "object" || draft === null) return [];
  const fills: [F, string][] = [];
  for (const field of fields) {
    const value = (draft as Record<string, unknown>)[field.name];
    if (isKept(field) && field.value === "" && typeof value === "string" && value !== "") fills.push([field, value]);
  }
  return fills;
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The forms drafts are kept of: every form of the page that posts to the site's API. */
const FORMS = 'form[method="post"][action^="/api/"]';

/** A form's key: its action, and the role it applies for (one draft per role page, in either language). */
export function draftKey(action: string, role?: string): string {
  return `draft:${action}${role ? `:${role}` : ""}`;
}

const keyOf = (form: HTMLFormElement): string => {
  const role = form.elements.namedItem("role");
  return draftKey(form.getAttribute("action") ?? "", role instanceof HTMLInputElement ? role.value : undefined);
};

const controls = (form: HTMLFormElement): Control[] =>
  Array.from(form.elements).filter(
    (element): element is Control =>
      element instanceof HTMLInputElement ||
      element instanceof HTMLSelectElement ||
      element instanceof HTMLTextAreaElement,
  );

/** Storage can be refused (a browser's privacy setting, a full quota): the form then works as it always did. */
const storage = (): Storage | undefined => {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
};

function save(form: HTMLFormElement): void {
  const draft = draftOf(controls(form));
  try {
    if (draft) storage()?.setItem(keyOf(form), JSON.stringify(draft));
    else storage()?.removeItem(keyOf(form));
  } catch {
    // Quota or privacy setting: nothing is kept.
  }
}

function clear(form: HTMLFormElement): void {
  try {
    storage()?.removeItem(keyOf(form));
  } catch {
    // Nothing was kept.
  }
}

/** Under a file field of a restored form: say that the file is to be chosen again, as the field's description. */
async function noteFileFields(form: HTMLFormElement): Promise<void> {
  const files = controls(form).filter(
    (control): control is HTMLInputElement => control.type === "file" && control.id !== "",
  );
  if (!files.length) return;
  const { formMessages } = await import("../shared/form-messages");
  const text = formMessages(document.documentElement.lang === "de" ? "de" : "en").upload.restored;
  for (const input of files) {
    const id = `${input.id}-restored`;
    if (document.getElementById(id)) continue;
    const note = document.createElement("p");
    note.id = id;
    note.className = "field-note";
    note.textContent = text;
    input.after(note);
    input.setAttribute("aria-describedby", [id, input.getAttribute("aria-describedby")].filter(Boolean).join(" "));
  }
}

function restore(form: HTMLFormElement): void {
  let draft: unknown;
  try {
    draft = JSON.parse(storage()?.getItem(keyOf(form)) ?? "null");
  } catch {
    return;
  }
  const fills = fillsOf(controls(form), draft);
  for (const [control, value] of fills) {
    // A select takes only one of its options (a draft of an option since removed leaves it as it is).
    if (control instanceof HTMLSelectElement && !Array.from(control.options).some((option) => option.value === value))
      continue;
    control.value = value;
  }
  if (fills.length) void noteFileFields(form);
}

const seen = new WeakSet<HTMLFormElement>();

/** Takes a form on: its draft put back, then kept as the visitor types, and dropped when the form is reset (sent). */
function adopt(form: HTMLFormElement): void {
  if (seen.has(form)) return;
  seen.add(form);
  restore(form);
  // What was typed before this module loaded.
  save(form);
  form.addEventListener("input", () => save(form));
  form.addEventListener("change", () => save(form));
  form.addEventListener("reset", () => clear(form));
}

let started = false;

/** Keeps drafts of the page's forms from now on, and of the forms later navigations bring. Safe to call again. */
export function keepDrafts(): void {
  if (started || typeof document === "undefined") return;
  started = true;
  const adoptAll = () => document.querySelectorAll<HTMLFormElement>(FORMS).forEach(adopt);
  adoptAll();
  new MutationObserver(adoptAll).observe(document.body, { childList: true, subtree: true });
}
