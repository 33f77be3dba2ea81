import { useLayoutData } from "~/lib/layout-data";
import { useHydrated } from "~/lib/use-hydrated";
import { FieldError } from "./field-error";
import { Honeypot } from "./honeypot";
import { LocaleField } from "./locale-field";
import { PageLink } from "../ui/page-link";
import { useLeadForm } from "./use-lead-form";

/**
 * Footer subscribe box: one e-mail field, double opt-in (decision 006).
 * It posts as a plain form without JavaScript and inline with it. Its words are the root layout's data, in the
 * page's language (content/i18n/forms.ts).
 */
export function SubscribeForm({ privacyPath }: { readonly privacyPath: string }) {
  const { locale, forms } = useLayoutData();
  const words = forms.subscribe;
  const { formRef, onSubmit, field, status, message } = useLeadForm("subscribe", "/api/subscribe", forms.status);
  const email = field("email", "subscribe-email");
  const hydrated = useHydrated();
  return (
    <form
      ref={formRef}
      className="subscribe-form"
      method="post"
      action="/api/subscribe"
      aria-labelledby="subscribe-heading"
      // Native validation without JavaScript; inline messages (same rules as the server) with it.
      noValidate={hydrated}
      onSubmit={onSubmit}
    >
      <h2 id="subscribe-heading" className="footer-heading">
        {words.title}
      </h2>
      <p className="subscribe-note">{words.note}</p>
      <LocaleField locale={locale} />
      <div className="subscribe-row">
        <label htmlFor="subscribe-email" className="visually-hidden">
          {words.email}
        </label>
        <input
          {...email.props}
          type="email"
          required
          autoComplete="email"
          placeholder={words.placeholder}
          maxLength={254}
        />
        <button type="submit" className="button button-primary" disabled={status === "sending"}>
          {words.submit}
        </button>
      </div>
      {/* A target of its own (24 px, 44 on phones) rather than a link inside the note. */}
      <p className="subscribe-privacy">
        <PageLink href={privacyPath}>{words.privacy}</PageLink>
      </p>
      <FieldError id={email.errorId} message={email.error} />
      <Honeypot />
      <p className="form-status" role="status" data-status={status}>
        {status === "idle" ? "" : message}
      </p>
    </form>
  );
}
