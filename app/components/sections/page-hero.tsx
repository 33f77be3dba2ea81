import { PageLink } from "../ui/page-link";
import { Breadcrumb, type Crumb } from "./breadcrumb";

/** The breadcrumb and its navigation's name ("Breadcrumb", in the page's language), or neither. */
type Crumbs =
  | { readonly crumbs?: undefined; readonly crumbsLabel?: undefined }
  | { readonly crumbs: readonly Crumb[]; readonly crumbsLabel: string };

type PageHeroProps = Crumbs & {
  readonly title: string;
  readonly intro: string;
  readonly eyebrow?: string;
  /** Primary and secondary calls to action. */
  readonly actions?: readonly { label: string; to: string }[];
  readonly variant?: "default" | "home" | "compact";
  /** A decorative illustration as SVG markup, drawn at build (app/lib/art.server.tsx). */
  readonly art?: string;
};

/** The dark hero every page opens with: breadcrumb, the page's only h1, intro, actions. */
export function PageHero({
  title,
  intro,
  eyebrow,
  crumbs,
  crumbsLabel,
  actions,
  variant = "default",
  art,
}: PageHeroProps) {
  return (
    <section className={`hero hero-${variant}${art ? " hero-with-art" : ""}`} aria-labelledby="page-title">
      <div className="container hero-inner">
        <div className="hero-copy">
          {crumbs ? <Breadcrumb crumbs={crumbs} label={crumbsLabel ?? ""} /> : null}
          {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
          <h1 id="page-title">{title}</h1>
          <p className="hero-intro">{intro}</p>
          {actions?.length ? (
            <div className="hero-actions">
              {actions.map((action, index) => (
                <PageLink
                  key={action.to}
                  href={action.to}
                  className={index === 0 ? "button button-primary" : "button button-ghost"}
                >
                  {action.label}
                </PageLink>
              ))}
            </div>
          ) : null}
        </div>
        {art ? <div className="hero-art" dangerouslySetInnerHTML={{ __html: art }} /> : null}
      </div>
    </section>
  );
}
