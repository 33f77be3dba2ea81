/**
 * The answer to a refused plain form post (JavaScript off, or a press before the page's script ran): the
 * page the form is on, as it was built (layout, styles, navigation), with the form again, every entry the
 * server read kept, each refused field marked (`aria-invalid`, its message next to it) and a summary at the
 * top of the form linking to the fields (decision 025).
 *
 * The page is the prerendered HTML of the build, rewritten with parse5 (a spec-compliant HTML parser): the
 * form is found by its `action`, its controls by their `name`. The page's scripts that hydrate it into the
 * single-page app are removed: the app would render the form as it was built and drop the entries, so the
 * answered page stays a document (its links, menus and forms work as they do before JavaScript runs). Scripts
 * that run before hydration and are marked `data-static-page` (the menu's fallback) and JSON-LD stay.
 */
import { defaultTreeAdapter as tree, parse, serialize } from "parse5";
import {
  attr,
  type Element,
  elements,
  escapeHtml,
  find,
  fragment,
  hasClass,
  insertAfter,
  removeAttr,
  setAttr,
  staticDocument,
} from "./html-document";

/** What a refused post is answered with, besides the page. */
export interface FormRefusal {
  /** The form's `action` (`/api/contact`): which form of the page it is. */
  readonly action: string;
  /** The answer's one-line reason ("Please correct the highlighted fields."). */
  readonly error: string;
  /** Messages by field name; a name the form has no control for is shown in the summary only. */
  readonly fields?: Readonly<Record<string, string>>;
  /** The entries as the server read them (text fields; files are never sent back). */
  readonly values?: Readonly<Record<string, unknown>>;
  /** A sentence the summary adds (the application: attach the CV again). */
  readonly note?: string;
  /** What the page's title starts with, in the page's language: "Error: " unless told. */
  readonly errorTitle?: string;
}

/** Fields never written back into the page: the honeypot (a person leaves it empty) and the form token (the page gets a fresh one by its own step). */
const NEVER_REFILLED = new Set(["website", "formToken"]);
const SUMMARY_ID = "form-error-summary";

/** The submitted values of a field: a string, or the strings of a repeated field. */
const submitted = (values: Readonly<Record<string, unknown>>, name: string): string[] => {
  const value = values[name];
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === "string");
  return [];
};

/** Writes the entries back into the form's controls. */
function refill(form: Element, values: Readonly<Record<string, unknown>>): void {
  for (const control of elements(form)) {
    const name = attr(control, "name");
    if (!name || NEVER_REFILLED.has(name)) continue;
    const entries = submitted(values, name);
    if (control.nodeName === "input") {
      const type = (attr(control, "type") ?? "text").toLowerCase();
      // Hidden fields (the role) are the page's own, a file cannot be sent back, buttons are not entries.
      if (["hidden", "file", "submit", "button", "reset", "image"].includes(type)) continue;
      if (type === "checkbox" || type === "radio") {
        if (entries.includes(attr(control, "value") ?? "on")) setAttr(control, "checked", "");
        else removeAttr(control, "checked");
      } else if (entries[0] !== undefined) setAttr(control, "value", entries[0]);
    } else if (control.nodeName === "textarea") {
      for (const child of [...tree.getChildNodes(control)]) tree.detachNode(child);
      if (entries[0] !== undefined) tree.insertText(control, entries[0]);
    } else if (control.nodeName === "select") {
      if (!entries.length) continue;
      for (const option of elements(control)) {
        if (option.nodeName !== "option") continue;
        const value = attr(option, "value") ?? "";
        if (entries.includes(value)) setAttr(option, "selected", "");
        else removeAttr(option, "selected");
      }
    }
  }
}

/** Marks a control invalid and puts its message next to it, where the page's script would (`<id>-error`). */
function markInvalid(form: Element, control: Element, message: string): string | undefined {
  const id = attr(control, "id");
  if (!id) return undefined;
  const errorId = `${id}-error`;
  setAttr(control, "aria-invalid", "true");
  const described = (attr(control, "aria-describedby") ?? "").split(/\s+/).filter(Boolean);
  if (!described.includes(errorId)) setAttr(control, "aria-describedby", [...described, errorId].join(" "));
  const existing = find(form, (element) => attr(element, "id") === errorId);
  if (existing) {
    for (const child of [...tree.getChildNodes(existing)]) tree.detachNode(child);
    tree.insertText(existing, message);
    removeAttr(existing, "hidden");
    return id;
  }
  const slot = fragment(`<p id="${escapeHtml(errorId)}" class="field-error">${escapeHtml(message)}</p>`);
  // In a `.field` the message ends the field, as FieldError renders it; otherwise (a row of controls, a checkbox
  // with its label) it follows the control's wrapper.
  const parent = tree.getParentNode(control) as Element;
  const field = parent && hasClass(parent, "field") ? parent : undefined;
  if (field) for (const node of slot) tree.appendChild(field, node);
  else insertAfter(parent && parent !== form ? parent : control, slot);
  return id;
}

/**
 * The page `html` with the form whose action is `refusal.action` refilled and marked; undefined when the page
 * has no such form (the caller then answers another way).
 */
export function refusedFormPage(html: string, refusal: FormRefusal): string | undefined {
  const document = parse(html);
  const form = find(document, (element) => element.nodeName === "form" && attr(element, "action") === refusal.action);
  if (!form) return undefined;
  refill(form, refusal.values ?? {});

  const links: string[] = [];
  const unplaced: string[] = [];
  for (const [name, message] of Object.entries(refusal.fields ?? {})) {
    const control = find(
      form,
      (element) =>
        ["input", "select", "textarea"].includes(element.nodeName) &&
        attr(element, "name") === name &&
        attr(element, "type") !== "hidden",
    );
    const id = control && markInvalid(form, control, message);
    if (id) links.push(`<li><a href="#${escapeHtml(id)}">${escapeHtml(message)}</a></li>`);
    else unplaced.push(`<li>${escapeHtml(message)}</li>`);
  }
  const list = [...links, ...unplaced];
  // Focus goes to the summary as the page opens (autofocus works without scripts), so it is read first.
  const summary = fragment(
    `<div class="form-error-summary" id="${SUMMARY_ID}" role="alert" tabindex="-1" autofocus aria-labelledby="${SUMMARY_ID}-title">` +
      `<h3 class="form-error-summary-title" id="${SUMMARY_ID}-title">${escapeHtml(refusal.error)}</h3>` +
      (list.length ? `<ul>${list.join("")}</ul>` : "") +
      (refusal.note ? `<p>${escapeHtml(refusal.note)}</p>` : "") +
      `</div>`,
  );
  // After the form's heading and its note when it opens with them, else first in the form.
  const children = tree.getChildNodes(form).filter(tree.isElementNode);
  let anchor: Element | undefined;
  for (const child of children) {
    if (/^h[1-6]$/.test(child.nodeName) || (child.nodeName === "p" && anchor)) anchor = child;
    else break;
  }
  if (anchor) insertAfter(anchor, summary);
  else {
    const first = tree.getFirstChild(form);
    for (const node of summary) {
      if (first) tree.insertBefore(form, node, first);
      else tree.appendChild(form, node);
    }
  }

  const title = find(document, (element) => element.nodeName === "title");
  const text = title && tree.getChildNodes(title).find(tree.isTextNode);
  const prefix = refusal.errorTitle ?? "Error: ";
  if (text && !text.value.startsWith(prefix)) text.value = `${prefix}${text.value}`;
  const head = find(document, (element) => element.nodeName === "head");
  if (head && !find(head, (element) => element.nodeName === "meta" && attr(element, "name") === "robots")) {
    for (const node of fragment(`<meta name="robots" content="noindex">`)) tree.appendChild(head, node);
  }
  staticDocument(document);
  return serialize(document);
}
