/**
 * The job application form with JavaScript (decision 021): loaded when a visitor
 * starts on the form (first focus or input), never with the page. It checks
 * every field with the server's own zod schema and the CV (present, at most
 * 5 MB, and a PDF or an Office zip by its first bytes) before anything is
 * uploaded, shows each message under its field, then uploads the form with a
 * progress bar and ends on the same thank-you page as the plain post.
 *
 * It works on the form as the role page rendered it (the markup of
 * app/components/forms/application-form.tsx), so the page's first load
 * carries none of this.
 */
import { applicationSchemaIn } from "../shared/application-form";
import { CV_MAX_BYTES, CV_MAX_LABEL } from "../shared/application-limits";
import { splitLocale } from "../shared/form-locale";
import { formMessages, type FormMessages } from "../shared/form-messages";
import { requestFormToken, type FormToken } from "./form-token-client";
import { fieldErrors } from "../shared/lead-forms";

type Errors = Record<string, string>;

export interface ApplicationController {
  /** Checks the form and, when it is right, uploads it. */
  readonly submit: () => Promise<void>;
  /** Stops listening and abandons an upload under way (the page is left). */
  readonly destroy: () => void;
}

/** The script's messages, in the language of the form's hidden `locale` field (English without it). */
type Messages = FormMessages["upload"];

/** What a file's first bytes say it is: a PDF of a version there is (1.0 to 1.7, 2.0), a zip container (DOCX and ODT are), or neither; the server checks the rest (server/api/cv-type.ts). */
async function cvKind(file: Blob): Promise<"pdf" | "zip" | undefined> {
  const head = new Uint8Array(await file.slice(0, 9).arrayBuffer());
  const text = String.fromCharCode(...head);
  if (/^%PDF-(?:1\.[0-7]|2\.0)(?![0-9])/.test(text)) return "pdf";
  if (text.startsWith("PK\u0003\u0004")) return "zip";
  return undefined;
}

/** The CV's message, or undefined when it may be sent. */
async function checkCv(file: File | undefined, messages: Messages): Promise<string | undefined> {
  if (!file || (file.name === "" && file.size === 0)) return messages.attach(CV_MAX_LABEL);
  if (file.size === 0) return messages.empty;
  if (file.size > CV_MAX_BYTES) return messages.tooLarge(CV_MAX_LABEL, file.size);
  try {
    if (!(await cvKind(file))) return messages.notCv;
  } catch {
    return messages.unreadable;
  }
  return undefined;
}

/** A busy server (503 with a short Retry-After) is asked again this many times in all. */
const BUSY_RETRIES = 4;
const BUSY_RETRY_MAX_S = 30;

/** What the server answered an upload: its status, its Retry-After (NaN without one) and its JSON body. */
interface Answer {
  readonly status: number;
  readonly retryAfter: number;
  readonly body: { error?: string; message?: string; fields?: Errors };
}

/** The form's token (form-token-client.ts): a failed request is retried when the token is needed. */
function formTokenSource() {
  let token: Promise<FormToken | undefined> | undefined;
  const ask = () => {
    token ??= requestFormToken("application").then((found) => {
      if (!found) token = undefined;
      return found;
    });
    return token;
  };
  return {
    ask,
    /** A token that is not stale yet, asked for again once when it is. */
    usable: async (): Promise<FormToken | undefined> => {
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const found = await ask();
        if (found && Date.now() < found.staleAt) return found;
        token = undefined;
      }
      return undefined;
    },
    /** The server refused the token: the next try asks for another. */
    forget: () => {
      token = undefined;
    },
  };
}

/** The form's status line, and the progress bar under it while an upload is under way. */
function statusLine(form: HTMLFormElement, messages: Messages) {
  const status = form.querySelector<HTMLElement>(".form-status");
  let progress: HTMLProgressElement | undefined;
  return {
    set: (state: "idle" | "sending" | "error", message: string) => {
      if (!status) return;
      status.dataset.status = state;
      status.textContent = message;
    },
    progress: (fraction: number | undefined) => {
      if (fraction === undefined) {
        progress?.parentElement?.remove();
        progress = undefined;
        return;
      }
      if (!progress) {
        const wrap = document.createElement("div");
        wrap.className = "upload-progress";
        progress = document.createElement("progress");
        progress.max = 100;
        progress.setAttribute("aria-label", messages.progressLabel);
        const figure = document.createElement("span");
        figure.setAttribute("aria-hidden", "true");
        wrap.append(progress, figure);
        status?.after(wrap);
      }
      progress.value = Math.round(fraction * 100);
      const figure = progress.nextElementSibling;
      if (figure) figure.textContent = messages.percent(fraction);
    },
  };
}

type StatusLine = ReturnType<typeof statusLine>;

/** The field's own message under it (the error slot the markup names), or none. */
function showError(form: HTMLFormElement, name: string, message: string | undefined) {
  const control = form.elements.namedItem(name);
  if (
    !(control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) ||
    control.type === "hidden" ||
    !control.id
  )
    return false;
  const slotId = `${control.id}-error`;
  let slot = document.getElementById(slotId);
  if (message) {
    if (!slot) {
      slot = document.createElement("p");
      slot.id = slotId;
      slot.className = "field-error";
      (control.closest(".field") ?? control.parentElement)?.append(slot);
    }
    slot.textContent = message;
    control.setAttribute("aria-invalid", "true");
  } else {
    slot?.remove();
    control.removeAttribute("aria-invalid");
  }
  // The message first, then any other description the field has (a restored draft's note, form-drafts.ts).
  const others = (control.getAttribute("aria-describedby") ?? "").split(" ").filter((id) => id && id !== slotId);
  const describedBy = [...(message ? [slotId] : []), ...others].join(" ");
  if (describedBy) control.setAttribute("aria-describedby", describedBy);
  else control.removeAttribute("aria-describedby");
  return true;
}

/** Every field's message; the ones with no field of their own (role, form) are returned for the status line. */
function showErrors(form: HTMLFormElement, errors: Errors): string[] {
  const names = new Set([
    ...Array.from(form.elements, (element) => (element as HTMLInputElement).name),
    ...Object.keys(errors),
  ]);
  const elsewhere: string[] = [];
  for (const name of names) {
    if (!name) continue;
    if (!showError(form, name, errors[name]) && errors[name]) elsewhere.push(errors[name]);
  }
  return elsewhere;
}

function focusFirst(form: HTMLFormElement, errors: Errors) {
  const first = Array.from(form.elements).find((element) => (element as HTMLInputElement).name in errors);
  if (first instanceof HTMLElement) first.focus();
}

function textValues(form: HTMLFormElement) {
  const values: Record<string, string> = {};
  new FormData(form).forEach((value, key) => {
    if (typeof value === "string") values[key] = value;
  });
  return values;
}

function cvFile(form: HTMLFormElement) {
  const input = form.elements.namedItem("cv");
  return input instanceof HTMLInputElement ? input.files?.[0] : undefined;
}

/** Every field's message, with the server's own schema, and the CV's (the token is not the visitor's to fix). */
async function validate(form: HTMLFormElement): Promise<Errors> {
  const { locale, values } = splitLocale(textValues(form));
  const parsed = applicationSchemaIn(locale).safeParse(values);
  const errors: Errors = parsed.success ? {} : { ...fieldErrors(parsed.error, locale) };
  delete errors.formToken;
  const cv = await checkCv(cvFile(form), formMessages(locale).upload);
  if (cv) errors.cv = cv;
  return errors;
}

/** Posts the form as multipart (the plain post's body plus the token), reporting upload progress. */
function send(
  form: HTMLFormElement,
  proof: FormToken,
  line: StatusLine,
  messages: Messages,
  started: (request: XMLHttpRequest) => void,
): Promise<Answer | undefined> {
  return new Promise((resolve) => {
    const body = new FormData(form);
    body.set("formToken", proof.value);
    const request = new XMLHttpRequest();
    started(request);
    request.open("POST", form.action);
    request.setRequestHeader("accept", "application/json");
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable && event.total > 0) line.progress(event.loaded / event.total);
    });
    request.upload.addEventListener("load", () => line.set("sending", messages.uploaded));
    request.addEventListener("load", () => {
      let parsed = {};
      try {
        parsed = JSON.parse(request.responseText) as object;
      } catch {
        // A body that is not JSON (a proxy's page): the status says enough.
      }
      resolve({
        status: request.status,
        retryAfter: Number(request.getResponseHeader("retry-after") ?? Number.NaN),
        body: parsed,
      });
    });
    request.addEventListener("error", () => resolve(undefined));
    request.addEventListener("abort", () => resolve(undefined));
    request.addEventListener("timeout", () => resolve(undefined));
    request.send(body);
  });
}

/** The upload, with its progress; a busy server (every upload slot taken: 503 with a short Retry-After) is asked again by itself, a few times. */
async function uploadWithRetries(
  form: HTMLFormElement,
  proof: FormToken,
  line: StatusLine,
  messages: Messages,
  track: (request: XMLHttpRequest | undefined) => void,
): Promise<Answer | undefined> {
  let answer: Answer | undefined;
  for (let attempt = 1; ; attempt += 1) {
    line.progress(0);
    line.set("sending", messages.uploading);
    answer = await send(form, proof, line, messages, track);
    track(undefined);
    line.progress(undefined);
    // Every upload slot is busy (a burst of applications): the server says when to come back; try again by itself, a few times.
    const wait = answer?.status === 503 ? answer.retryAfter : Number.NaN;
    if (!(wait > 0 && wait <= BUSY_RETRY_MAX_S) || attempt >= BUSY_RETRIES) break;
    line.set("sending", messages.busy(wait));
    await new Promise((resolve) => setTimeout(resolve, wait * 1000));
  }
  return answer;
}

export function enhanceApplicationForm(
  form: HTMLFormElement,
  { onSent }: { onSent: () => void },
): ApplicationController {
  const messages = formMessages(splitLocale(textValues(form)).locale).upload;
  const line = statusLine(form, messages);
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const tokens = formTokenSource();
  let submitted = false;
  let busy = false;
  let upload: XMLHttpRequest | undefined;

  // A token is asked for at once: the visitor has started on the form.
  void tokens.ask();

  /** After a first try, a field is checked again as it is corrected (only that one). */
  const onEdit = async (event: Event) => {
    const target = event.target as HTMLInputElement | null;
    if (!submitted || busy || !target?.name) return;
    const errors = await validate(form);
    showError(form, target.name, errors[target.name]);
  };
  form.addEventListener("input", onEdit);
  form.addEventListener("change", onEdit);

  const refuse = (message: string, errors: Errors = {}) => {
    const elsewhere = showErrors(form, errors);
    line.set("error", [message, ...elsewhere.filter((item) => item !== message)].join(" "));
    focusFirst(form, errors);
  };

  const submit = async () => {
    if (busy) return;
    busy = true;
    submitted = true;
    if (button) button.disabled = true;
    try {
      const errors = await validate(form);
      if (Object.keys(errors).length) {
        refuse(messages.correct, errors);
        return;
      }
      showErrors(form, {});
      line.set("sending", messages.sending);
      const proof = await tokens.usable();
      if (!proof) {
        line.set("error", messages.unreachable);
        return;
      }
      // Quicker than the minimum fill time (autofill): wait a moment rather than be refused.
      const wait = proof.readyAt - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const answer = await uploadWithRetries(form, proof, line, messages, (request) => {
        upload = request;
      });
      if (!answer) {
        line.set("error", messages.unreachable);
        return;
      }
      if (answer.status === 201) {
        line.set("idle", "");
        // Sent: the form's draft goes with its entries (form-drafts.ts drops it on reset).
        form.reset();
        onSent();
        return;
      }
      const { formToken: refusedToken, ...fields } = answer.body.fields ?? {};
      // A refused token is replaced on the next try (and the whole form is kept as it is).
      if (refusedToken) tokens.forget();
      refuse(answer.body.error ?? messages.failed(answer.status), fields);
    } finally {
      busy = false;
      if (button) button.disabled = false;
    }
  };

  return {
    submit,
    destroy: () => {
      form.removeEventListener("input", onEdit);
      form.removeEventListener("change", onEdit);
      upload?.abort();
    },
  };
}
