import { useSearchParams } from "react-router";
import { useHydrated } from "~/lib/use-hydrated";
import { CaseStudyCard } from "~/components/sections/case-study-card";
import { CtaBand } from "~/components/sections/cta-band";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { pageMeta } from "~/lib/meta";
import { caseStudySummary, linkTo, loadPage } from "~/lib/page-data.server";
import { caseStudies } from "../../content";
import type { Route } from "./+types/work";

export function loader({ request }: Route.LoaderArgs) {
  const page = loadPage(request, "work");
  const studies = caseStudies.map((study) => ({
    ...caseStudySummary(study.slug),
    industry: study.industry,
    services: study.services,
  }));
  const options = (ids: string[]) =>
    [...new Set(ids)].map((id) => ({ id, label: linkTo(id).label })).sort((a, b) => a.label.localeCompare(b.label));
  return {
    ...page,
    studies,
    industries: options(caseStudies.map((study) => study.industry)),
    services: options(caseStudies.flatMap((study) => study.services)),
  };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data);

/**
 * Case studies, filterable by industry and service without a reload. The
 * filter lives in the query string (?industry=…&service=…) so it can be shared.
 */
export default function Work({ loaderData }: Route.ComponentProps) {
  const { content, breadcrumbs, studies, industries, services } = loaderData;
  const [params, setParams] = useSearchParams();
  // The prerendered HTML shows every case study; the query is applied once hydrated.
  const hydrated = useHydrated();
  const industry = (hydrated && params.get("industry")) || "";
  const service = (hydrated && params.get("service")) || "";
  const shown = studies.filter(
    (study) => (!industry || study.industry === industry) && (!service || study.services.includes(service)),
  );
  const update = (key: "industry" | "service", value: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <>
      <PageHero title={content.h1} intro={content.intro} crumbs={breadcrumbs} />
      <Section title="Case studies">
        <form className="filters" method="get" aria-label="Filter case studies" onSubmit={(event) => event.preventDefault()}>
          <div className="field">
            <label htmlFor="filter-industry">Industry</label>
            <select id="filter-industry" name="industry" value={industry} onChange={(event) => update("industry", event.target.value)}>
              <option value="">All industries</option>
              {industries.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="filter-service">Service</label>
            <select id="filter-service" name="service" value={service} onChange={(event) => update("service", event.target.value)}>
              <option value="">All services</option>
              {services.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          {industry || service ? (
            <button type="button" className="button button-ghost-dark" onClick={() => setParams({}, { replace: true, preventScrollReset: true })}>
              Clear filters
            </button>
          ) : null}
        </form>
        <p className="filter-count" role="status">
          {shown.length === 1 ? "1 case study" : `${shown.length} case studies`}
        </p>
        {shown.length ? (
          <div className="case-grid" data-testid="case-grid">
            {shown.map((study) => (
              <CaseStudyCard key={study.slug} study={study} />
            ))}
          </div>
        ) : (
          <p className="empty-state">No case study matches both filters yet. Clear one of them to see related work.</p>
        )}
      </Section>
      <CtaBand title={content.cta.title} body={content.cta.body} />
    </>
  );
}
