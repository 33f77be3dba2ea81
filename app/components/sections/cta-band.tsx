import { PageLink } from "../ui/page-link";

/** The closing call to action of a page: usually to the contact page ("Get Started"), in the page's language. */
export function CtaBand({
  title,
  body,
  to,
  label,
  children,
}: {
  title: string;
  body: string;
  to: string;
  label: string;
  /** More under the text: a service or client page's link to the published rates (`RatesLink`). */
  children?: React.ReactNode;
}) {
  return (
    <section className="cta-band" aria-label={title}>
      <div className="container cta-inner">
        <div>
          <h2 className="cta-title">{title}</h2>
          <p>{body}</p>
          {children}
        </div>
        <PageLink href={to} className="button button-primary">
          {label}
        </PageLink>
      </div>
    </section>
  );
}
