import { PageLink } from "../ui/page-link";

/** The closing call to action of a page: usually to the contact page ("Talk to us"), in the page's language. */
export function CtaBand({ title, body, to, label }: { title: string; body: string; to: string; label: string }) {
  return (
    <section className="cta-band" aria-label={title}>
      <div className="container cta-inner">
        <div>
          <h2 className="cta-title">{title}</h2>
          <p>{body}</p>
        </div>
        <PageLink href={to} className="button button-primary">
          {label}
        </PageLink>
      </div>
    </section>
  );
}
