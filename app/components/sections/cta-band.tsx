import { PageLink } from "../ui/page-link";

/** The closing call to action of a page. */
export function CtaBand({
  title,
  body,
  to = "/contactus",
  label = "Talk to us",
}: {
  title: string;
  body: string;
  to?: string;
  label?: string;
}) {
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
