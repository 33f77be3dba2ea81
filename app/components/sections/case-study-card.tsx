import { PageLink } from "../ui/page-link";

export interface CaseStudySummary {
  readonly slug: string;
  /** The study's page, in the page's language. */
  readonly path: string;
  readonly title: string;
  readonly client: string;
  readonly summary: string;
  readonly industryLabel: string;
  /** The label of the study's audience page (Startups, NGOs…). */
  readonly audienceLabel: string;
  readonly outcome: { readonly value: string; readonly label: string };
  /** The product, drawn at build into an SVG file (app/lib/art.server.tsx productImage). */
  readonly visual: { readonly src: string; readonly alt: string; readonly width: number; readonly height: number };
}

/** A case study teaser linking to its page. */
export function CaseStudyCard({ study }: { study: CaseStudySummary }) {
  return (
    <article className="case-card">
      <img
        className="product-visual"
        src={study.visual.src}
        alt={study.visual.alt}
        width={study.visual.width}
        height={study.visual.height}
        loading="lazy"
        decoding="async"
      />
      <p className="case-card-meta">{`${study.industryLabel} · ${study.audienceLabel}`}</p>
      <h3>
        <PageLink href={study.path}>{study.title.replace(/ \| Alphai$/, "")}</PageLink>
      </h3>
      <p>{study.summary}</p>
      <p className="case-card-outcome">
        <strong>{study.outcome.value}</strong> {study.outcome.label}
      </p>
    </article>
  );
}
