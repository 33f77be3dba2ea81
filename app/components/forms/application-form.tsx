import { useEffect, useRef, type RefObject } from "react";
import { useNavigate } from "react-router";
import type { ApplicationController } from "~/lib/application-upload";
import type { ApplicationLimits } from "~/lib/application-limits";
import { FieldError } from "./field-error";
import { Honeypot } from "./honeypot";

export interface ApplicationFormProps {
  /** The role's slug, sent as the hidden field `role`. */
  readonly role: string;
  readonly roleTitle: string;
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

/** One field's id, the id of its error slot and the name posted. */
const field = (name: string) => ({ name, id: `application-${name}`, errorId: `application-${name}-error` });

/**
 * The application form of a role page: a plain `multipart/form-data` post to `POST /api/applications`
 * (the field names of the issue 13 contract), so it works without JavaScript; native constraints
 * check it before it is sent. Each field has its error slot (`<id>-error`) like the contact form's,
 * for the messages the server's `400 {fields}` or the script's inline validation will fill in.
 */
export function ApplicationForm({ role, roleTitle, consentHtml, sentPath, limits }: ApplicationFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  useApplicationScript(formRef, sentPath);
  const name = field("name");
  const email = field("email");
  const phone = field("phone");
  const location = field("location");
  const linkedin = field("linkedin");
  const github = field("github");
  const portfolio = field("portfolio");
  const cv = field("cv");
  const note = field("note");
  const consent = field("consent");
  return (
    <form ref={formRef} className="contact-form application-form" method="post" action="/api/applications" encType="multipart/form-data" aria-labelledby="application-form-title">
      <h2 id="application-form-title">Apply for this role</h2>
      <p className="form-note">Fields marked * are required. Your CV goes only to the people hiring for {roleTitle}.</p>
      <input type="hidden" name="role" value={role} />
      <div className="form-grid">
        <div className="field">
          <label htmlFor={name.id}>Full name *</label>
          <input id={name.id} name={name.name} type="text" required maxLength={100} autoComplete="name" />
          <FieldError id={name.errorId} />
        </div>
        <div className="field">
          <label htmlFor={email.id}>E-mail *</label>
          <input id={email.id} name={email.name} type="email" required maxLength={254} autoComplete="email" />
          <FieldError id={email.errorId} />
        </div>
        <div className="field">
          <label htmlFor={phone.id}>Phone</label>
          <input id={phone.id} name={phone.name} type="tel" maxLength={40} autoComplete="tel" />
          <FieldError id={phone.errorId} />
        </div>
        <div className="field">
          <label htmlFor={location.id}>Where you live (city, country)</label>
          <input id={location.id} name={location.name} type="text" maxLength={120} autoComplete="address-level2" />
          <FieldError id={location.errorId} />
        </div>
        <div className="field">
          <label htmlFor={linkedin.id}>LinkedIn profile</label>
          <input id={linkedin.id} name={linkedin.name} type="url" maxLength={300} placeholder="https://www.linkedin.com/in/…" />
          <FieldError id={linkedin.errorId} />
        </div>
        <div className="field">
          <label htmlFor={github.id}>GitHub profile</label>
          <input id={github.id} name={github.name} type="url" maxLength={300} placeholder="https://github.com/…" />
          <FieldError id={github.errorId} />
        </div>
        <div className="field field-wide">
          <label htmlFor={portfolio.id}>Portfolio or website</label>
          <input id={portfolio.id} name={portfolio.name} type="url" maxLength={300} placeholder="https://…" />
          <FieldError id={portfolio.errorId} />
        </div>
        <div className="field field-wide">
          <label htmlFor={cv.id}>CV * (PDF, DOCX or ODT, at most {limits.cvMaxLabel})</label>
          <input
            id={cv.id}
            name={cv.name}
            type="file"
            required
            accept={limits.cvAccept}
          />
          <FieldError id={cv.errorId} />
        </div>
        <div className="field field-wide">
          <label htmlFor={note.id}>A short note (why this role?)</label>
          <textarea id={note.id} name={note.name} maxLength={limits.noteMax} rows={5} />
          <FieldError id={note.errorId} />
        </div>
        <div className="field field-wide">
          <div className="field-checkbox">
            <input id={consent.id} name={consent.name} type="checkbox" value="yes" required />
            {/* The label's text is its markup, drawn at build (consentHtml): the rule cannot see it. */}
            {/* eslint-disable-next-line jsx-a11y/label-has-associated-control */}
            <label htmlFor={consent.id} dangerouslySetInnerHTML={{ __html: consentHtml }} />
          </div>
          <FieldError id={consent.errorId} />
        </div>
      </div>
      <Honeypot />
      <button type="submit" className="button button-primary">
        Send application
      </button>
      <p className="form-status" role="status" data-status="idle" />
    </form>
  );
}
