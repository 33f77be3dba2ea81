import { gridAttributes } from "../../shared/grid";
import { PageLink } from "../ui/page-link";
import { CaseStudyCard, type CaseStudySummary } from "./case-study-card";
import { Section } from "./section";

interface ServiceWorkProps {
  readonly work: {
    readonly studies: readonly CaseStudySummary[];
    readonly title: string;
    readonly lead: string;
    readonly link: string;
    /** The link's text: these studies on /work, or all of /work. */
    readonly more: string;
  };
  readonly tone?: "plain" | "muted";
}

/**
 * The case studies tagged with a service page (content/case-study-tags.ts `serviceWork`): their cards, or, when none
 * is, a sentence saying so and a link to all of /work. Never an empty section.
 */
export function ServiceWork({ work, tone = "plain" }: ServiceWorkProps) {
  const count = work.studies.length;
  return (
    <Section title={work.title} lead={work.lead} tone={tone} className="service-work">
      {count ? (
        <div className="case-grid grid-balanced" {...gridAttributes(count, 3)}>
          {work.studies.map((study) => (
            <CaseStudyCard key={study.slug} study={study} />
          ))}
        </div>
      ) : null}
      <p className="section-more">
        <PageLink href={work.link}>{work.more}</PageLink>
      </p>
    </Section>
  );
}
