import type { ContactFormWords } from "~/lib/form-words.server";
import { useLayoutData } from "~/lib/layout-data";
import { useHydrated } from "~/lib/use-hydrated";
import { FieldError } from "./field-error";
import { Honeypot } from "./honeypot";
import { LocaleField } from "./locale-field";
import { useLeadForm } from "./use-lead-form";

export interface ContactFormProps {
  /** Service options (label shown, value sent). */
  readonly services: readonly { value: string; label: string }[];
  /** The consent label's markup with its link to the privacy policy, drawn at build (app/lib/consent.server.tsx). */
  readonly consentHtml: string;
  /** The form's words in the page's language (loader data, app/lib/form-words.server.ts). */
  readonly words: ContactFormWords;
}

/**
 * The contact form of /contactus. Without JavaScript, native constraints
 * validate it and it posts to a result page; with JavaScript, the server's
 * own zod schema gives inline messages and it submits in place.
 */
// eslint-disable-next-line max-lines-per-function -- the form's markup, one field after another; its behaviour is useLeadForm's
export function ContactForm({ services, consentHtml, words }: ContactFormProps) {
  const { locale, forms } = useLayoutData();
  const { formRef, onSubmit, field, status, message } = useLeadForm("contact", "/api/contact", forms.status);
  const hydrated = useHydrated();
  const name = field("name", "contact-name");
  const email = field("email", "contact-email");
  const company = field("company", "contact-company");
  const phone = field("phone", "contact-phone");
  const service = field("service", "contact-service");
  const budget = field("budget", "contact-budget");
  const text = field("message", "contact-message");
  const consent = field("consent", "contact-consent");
  return (
    <form
      ref={formRef}
      id="form"
      className="contact-form"
      method="post"
      action="/api/contact"
      aria-labelledby="contact-form-title"
      noValidate={hydrated}
      onSubmit={onSubmit}
    >
      <h2 id="contact-form-title">{words.title}</h2>
      <p className="form-note">{words.note}</p>
      <LocaleField locale={locale} />
      <div className="form-grid">
        <div className="field">
          <label htmlFor={name.props.id}>{words.name}</label>
          <input {...name.props} type="text" required maxLength={100} autoComplete="name" />
          <FieldError id={name.errorId} message={name.error} />
        </div>
        <div className="field">
          <label htmlFor={email.props.id}>{words.email}</label>
          <input {...email.props} type="email" required maxLength={254} autoComplete="email" />
          <FieldError id={email.errorId} message={email.error} />
        </div>
        <div className="field">
          <label htmlFor={company.props.id}>{words.company}</label>
          <input {...company.props} type="text" maxLength={120} autoComplete="organization" />
          <FieldError id={company.errorId} message={company.error} />
        </div>
        <div className="field">
          <label htmlFor={phone.props.id}>{words.phone}</label>
          <input {...phone.props} type="tel" maxLength={40} autoComplete="tel" />
          <FieldError id={phone.errorId} message={phone.error} />
        </div>
        <div className="field">
          <label htmlFor={service.props.id}>{words.service}</label>
          <select {...service.props} defaultValue="">
            <option value="">{words.serviceNone}</option>
            {services.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <FieldError id={service.errorId} message={service.error} />
        </div>
        <div className="field">
          <label htmlFor={budget.props.id}>{words.budget}</label>
          <select {...budget.props} defaultValue="">
            <option value="">{words.budgetNone}</option>
            {words.budgets.map((band) => (
              <option key={band.value} value={band.value}>
                {band.label}
              </option>
            ))}
          </select>
          <FieldError id={budget.errorId} message={budget.error} />
        </div>
        <div className="field field-wide">
          <label htmlFor={text.props.id}>{words.message}</label>
          <textarea {...text.props} required minLength={10} maxLength={5000} rows={6} />
          <FieldError id={text.errorId} message={text.error} />
        </div>
        <div className="field field-wide">
          <div className="field-checkbox">
            <input {...consent.props} type="checkbox" value="true" required />
            {/* The label's text is its markup, drawn at build (consentHtml): the rule cannot see it. */}
            {/* eslint-disable-next-line jsx-a11y/label-has-associated-control */}
            <label htmlFor={consent.props.id} dangerouslySetInnerHTML={{ __html: consentHtml }} />
          </div>
          <FieldError id={consent.errorId} message={consent.error} />
        </div>
      </div>
      <Honeypot />
      <button type="submit" className="button button-primary" disabled={status === "sending"}>
        {words.submit}
      </button>
      <p className="form-status" role="status" data-status={status}>
        {status === "idle" ? "" : message}
      </p>
    </form>
  );
}
