import { Link } from "react-router";
import { Artwork } from "../ui/artwork";
import { Breadcrumb, type Crumb } from "./breadcrumb";

interface PageHeroProps {
  readonly title: string;
  readonly intro: string;
  readonly eyebrow?: string;
  readonly crumbs?: readonly Crumb[];
  /** Primary and secondary calls to action. */
  readonly actions?: readonly { label: string; to: string }[];
  readonly variant?: "default" | "home" | "compact";
  /** Show a decorative illustration, varied by the title. */
  readonly art?: boolean;
  readonly children?: React.ReactNode;
}

/** A stable small number from a string, to vary illustrations per page. */
const seedOf = (text: string) => [...text].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 9973, 7);

/** The dark hero every page opens with: breadcrumb, the page's only h1, intro, actions. */
export function PageHero({ title, intro, eyebrow, crumbs, actions, variant = "default", art, children }: PageHeroProps) {
  const illustration = children ?? (art ? <Artwork seed={seedOf(title)} className="hero-artwork" /> : null);
  return (
    <section className={`hero hero-${variant}${illustration ? " hero-with-art" : ""}`} aria-labelledby="page-title">
      <div className="container hero-inner">
        <div className="hero-copy">
          {crumbs ? <Breadcrumb crumbs={crumbs} /> : null}
          {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
          <h1 id="page-title">{title}</h1>
          <p className="hero-intro">{intro}</p>
          {actions?.length ? (
            <div className="hero-actions">
              {actions.map((action, index) => (
                <Link
                  key={action.to}
                  to={action.to}
                  className={index === 0 ? "button button-accent" : "button button-ghost"}
                >
                  {action.label}
                </Link>
              ))}
            </div>
          ) : null}
        </div>
        {illustration ? <div className="hero-art">{illustration}</div> : null}
      </div>
    </section>
  );
}
