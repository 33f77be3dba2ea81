/**
 * Footer subscribe box (spec, section 3): one e-mail field. It posts as a plain
 * form, so it works without JavaScript.
 */
export function SubscribeForm() {
  return (
    <form className="subscribe-form" method="post" action="/api/subscribe" aria-labelledby="subscribe-heading">
      <h2 id="subscribe-heading" className="footer-heading">
        Insights in your inbox
      </h2>
      <p className="subscribe-note">One e-mail a month on building better software. Unsubscribe in one click.</p>
      <div className="subscribe-row">
        <label htmlFor="subscribe-email" className="visually-hidden">
          Email address
        </label>
        <input
          id="subscribe-email"
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder="Enter your email"
          maxLength={254}
        />
        <button type="submit" className="button button-accent">
          Subscribe
        </button>
      </div>
    </form>
  );
}
