export interface ContactFormProps {
  /** Service options (label shown, value sent). */
  readonly services: readonly { value: string; label: string }[];
  readonly budgets: readonly string[];
}

/**
 * The contact form of /contactus. Native constraints (required, type, length)
 * give validation without JavaScript; it posts as a plain form.
 */
export function ContactForm({ services, budgets }: ContactFormProps) {
  return (
    <form className="contact-form" method="post" action="/api/contact" aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">Tell us about your project</h2>
      <p className="form-note">Fields marked * are required. We reply within one working day.</p>
      <div className="form-grid">
        <div className="field">
          <label htmlFor="contact-name">Name *</label>
          <input id="contact-name" name="name" type="text" required maxLength={100} autoComplete="name" />
        </div>
        <div className="field">
          <label htmlFor="contact-email">Work e-mail *</label>
          <input id="contact-email" name="email" type="email" required maxLength={254} autoComplete="email" />
        </div>
        <div className="field">
          <label htmlFor="contact-company">Company</label>
          <input id="contact-company" name="company" type="text" maxLength={120} autoComplete="organization" />
        </div>
        <div className="field">
          <label htmlFor="contact-phone">Phone</label>
          <input id="contact-phone" name="phone" type="tel" maxLength={40} autoComplete="tel" />
        </div>
        <div className="field">
          <label htmlFor="contact-service">Service of interest</label>
          <select id="contact-service" name="service" defaultValue="">
            <option value="">Not sure yet</option>
            {services.map((service) => (
              <option key={service.value} value={service.value}>
                {service.label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="contact-budget">Budget range</label>
          <select id="contact-budget" name="budget" defaultValue="">
            <option value="">Prefer not to say</option>
            {budgets.map((budget) => (
              <option key={budget} value={budget}>
                {budget}
              </option>
            ))}
          </select>
        </div>
        <div className="field field-wide">
          <label htmlFor="contact-message">Message *</label>
          <textarea id="contact-message" name="message" required minLength={10} maxLength={5000} rows={6} />
        </div>
        <div className="field field-wide field-checkbox">
          <input id="contact-consent" name="consent" type="checkbox" value="true" required />
          <label htmlFor="contact-consent">
            I agree that Alphai stores my details to answer this enquiry, as described in the privacy notice. *
          </label>
        </div>
      </div>
      <button type="submit" className="button button-primary">
        Send message
      </button>
    </form>
  );
}
