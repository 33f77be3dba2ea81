import { useEffect, useRef, type InputHTMLAttributes, type RefObject } from "react";
import { useNavigate } from "react-router";
import type { ApplicationController } from "~/lib/application-upload";
import type { ApplicationFormWords } from "~/lib/form-words.server";
import { useLayoutData } from "~/lib/layout-data";
import type { ApplicationLimits } from "~/shared/application-limits";
import { Honeypot } from "./honeypot";
import { LocaleField } from "./locale-field";

export interface ApplicationFormProps {
  /** The role's slug, sent as the hidden field `role`. */
  readonly role: string;
  /** The form's words in the page's language, the role's title and the CV's limit in them (loader data, app/lib/form-words.server.ts). */
  readonly words: ApplicationFormWords;
  /**
   * The consent label's markup, drawn at build (app/lib/consent.server.tsx): how long an application and its CV are
   * kept (APPLICATION_RETENTION_DAYS at build) and the link to the privacy policy.
   */
  readonly consentHtml: string;
  /** Where a sent application ends, with or without JavaScript (the server redirects a plain post there). */
  readonly sentPath: string;
  /** The CV's and the note's limits (application-limits.ts), passed as loader data to keep them out of the page's script. */
  readonly limits: ApplicationLimits;
}

/**
 * With JavaScript: the form's script (app/lib/application-upload.ts) loads when the visitor starts on the
 * form, and takes over its submission (inline validation, then an upload with progress). If it cannot load,
 * the form is posted the plain way, with the browser's own validation.
 */
function useApplicationScript(form: RefObject<HTMLFormElement | null>, sentPath: string) {
  const navigate = useNavigate();
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    let controller: Promise<ApplicationController> | undefined;
    const load = () =>
      (controller ??= import("~/lib/application-upload").then((module) =>
        module.enhanceApplicationForm(element, { onSent: () => void navigate(sentPath) }),
      ));
    const start = () => {
      load().catch(() => {
        controller = undefined;
      });
    };
    const submit = (event: SubmitEvent) => {
      event.preventDefault();
      load().then(
        (loaded) => loaded.submit(),
        () => {
          element.removeEventListener("submit", submit);
          element.removeAttribute("novalidate");
          element.requestSubmit();
        },
      );
    };
    element.setAttribute("novalidate", "");
    element.addEventListener("focusin", start);
    element.addEventListener("input", start);
    element.addEventListener("submit", submit);
    return () => {
      element.removeEventListener("focusin", start);
      element.removeEventListener("input", start);
      element.removeEventListener("submit", submit);
      void controller?.then((loaded) => loaded.destroy());
    };
  }, [form, navigate, sentPath]);
}

/** One field's id and the name posted; its error slot, `<id>-error`, is added by the form's script or the server's answer. */
const field = (name: string) => ({ name, id: `application-${name}` });

/** A labelled input of the form (one component: the role page's first load carries the markup once). */
function Field({
  name,
  label,
  wide,
  ...input
}: { name: string; label: string; wide?: boolean } & InputHTMLAttributes<HTMLInputElement>) {
  const { id } = field(name);
  return (
    <div className={wide ? "field field-wide" : "field"}>
      <label htmlFor={id}>{label}</label>
      <input id={id} name={name} {...input} />
    </div>
  );
}

/**
 * A link field: text with the URL keyboard rather than `type="url"`, whose native check (without JavaScript)
 * would refuse `linkedin.com/in/name`; the server's schema adds the `https://` (app/shared/application-form.ts).
 */
const LINK_INPUT = {
  type: "text",
  inputMode: "url",
  autoCapitalize: "none",
  spellCheck: false,
  maxLength: 300,
} as const;

/**
 * The application form of a role page: a plain `multipart/form-data` post to `POST /api/applications`
 * (the field names of decision 021's contract), so it works without JavaScript; native constraints
 * check it before it is sent. A refused field gets its message in a slot (`<id>-error`) like the contact
 * form's, from the server's `400 {fields}` or the script's inline validation.
 */
export function ApplicationForm({ role, words, consentHtml, sentPath, limits }: ApplicationFormProps) {
  const { locale } = useLayoutData();
  const formRef = useRef<HTMLFormElement>(null);
  useApplicationScript(formRef, sentPath);
  const note = field("note");
  const consent = field("consent");
  return (
    <form
      ref={formRef}
      className="contact-form application-form"
      method="post"
      action="/api/applications"
      encType="multipart/form-data"
      aria-labelledby="application-form-title"
    >
      <h2 id="application-form-title">{words.title}</h2>
      {/* The note's text around the role's title: three text nodes, as the page always had them. */}
      <p className="form-note">
        {words.note[0]}
        {words.note[1]}
        {words.note[2]}
      </p>
      <input type="hidden" name="role" value={role} />
      {/* Before the CV: the server reads it first, so that a refusal while the CV arrives is in the form's language. */}
      <LocaleField locale={locale} />
      <div className="form-grid">
        <Field name="name" label={words.name} type="text" required maxLength={100} autoComplete="name" />
        <Field name="email" label={words.email} type="email" required maxLength={254} autoComplete="email" />
        <Field name="phone" label={words.phone} type="tel" maxLength={40} autoComplete="tel" />
        <Field name="location" label={words.location} type="text" maxLength={120} autoComplete="address-level2" />
        <Field name="linkedin" label={words.linkedin} {...LINK_INPUT} placeholder="linkedin.com/in/…" />
        <Field name="github" label={words.github} {...LINK_INPUT} placeholder="github.com/…" />
        <Field name="portfolio" label={words.portfolio} wide {...LINK_INPUT} placeholder="example.com" />
        <Field name="cv" label={words.cv} wide type="file" required accept={limits.cvAccept} />
        <div className="field field-wide">
          <label htmlFor={note.id}>{words.message}</label>
          <textarea id={note.id} name={note.name} maxLength={limits.noteMax} rows={5} />
        </div>
        <div className="field field-wide">
          <div className="field-checkbox">
            <input id={consent.id} name={consent.name} type="checkbox" value="yes" required />
            {/* The label's text is its markup, drawn at build (consentHtml): the rule cannot see it. */}
            {/* eslint-disable-next-line jsx-a11y/label-has-associated-control */}
            <label htmlFor={consent.id} dangerouslySetInnerHTML={{ __html: consentHtml }} />
          </div>
        </div>
      </div>
      <Honeypot />
      <button type="submit" className="button button-primary">
        {words.submit}
      </button>
      <p className="form-status" role="status" data-status="idle" />
    </form>
  );
}
