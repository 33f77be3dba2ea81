import { PageLink } from "../ui/page-link";

/** The closing call to action of a page: usually to the contact page ("Get Started"), in the page's language. */
export function CtaBand({
  title,
  body,
  to,
  label,
  rates,
}: {
  title: string;
  body: string;
  to: string;
  label: string;
  /** A link to the published rates (the engagement models page), under the text. */
  rates?: { readonly to: string; readonly label: string };
}) {
  return (
    <section className="cta-band" aria-label={title}>
      <div className="container cta-inner">
        <div>
          <h2 className="cta-title">{title}</h2>
          <p>{body}</p>
          {rates ? (
            <p className="cta-rates">
              <PageLink href={rates.to}>{rates.label}</PageLink>
            </p>
          ) : null}
        </div>
        <PageLink href={to} className="button button-primary">
          {label}
        </PageLink>
      </div>
    </section>
  );
}
