import { useSearchParams } from "react-router";
import { gridAttributes } from "~/lib/grid";
import { useHydrated } from "~/lib/use-hydrated";
import { appliedFilters, countText, matches, withFilters, type AppliedFilters, type WorkFilter } from "~/lib/work-filters";
import { CaseStudyCard } from "~/components/sections/case-study-card";
import { CtaBand } from "~/components/sections/cta-band";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { pageMeta } from "~/lib/meta";
import { heroArtwork } from "~/lib/art.server";
import { caseStudySummary, linkTo, loadPage } from "~/lib/page-data.server";
import { caseStudies } from "../../content";
import { newestFirst, studyTags } from "../../content/case-study-tags";
import { contentPages } from "../../content/registry";
import type { Route } from "./+types/work";

export function loader({ url }: Route.LoaderArgs) {
  const page = loadPage(url, "work");
  const studies = newestFirst(caseStudies).map((study) => ({
    ...caseStudySummary(study.slug),
    tags: { industry: [study.industry], audience: [study.clientType], service: study.services },
  }));
  const option = (id: string) => ({ id, label: linkTo(id).label });
  const alphabetical = (ids: string[]) => [...new Set(ids)].map(option).sort((a, b) => a.label.localeCompare(b.label));
  const filters: WorkFilter[] = [
    {
      key: studyTags.industry.param,
      label: "Industry",
      all: "All industries",
      prep: "in",
      options: alphabetical(caseStudies.map((study) => study.industry)),
    },
    {
      key: studyTags.audience.param,
      label: "Client type",
      all: "All client types",
      prep: "for",
      // Audience pages in registry order (startups to enterprises, then NGOs), those with a study.
      options: contentPages
        .filter((item) => item.template === "audience" && caseStudies.some((study) => study.clientType === item.pageId))
        .map((item) => option(item.pageId)),
    },
    {
      key: "service",
      label: "Service",
      all: "All services",
      prep: "with",
      options: alphabetical(caseStudies.flatMap((study) => study.services)),
    },
  ];
  return { ...page, studies, filters, heroArt: heroArtwork(page.pageId) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

/**
 * Case studies, filterable by industry, client type (audience) and service
 * without a reload. The filters live in the query string
 * (?industry=…&audience=…&service=…) so they can be shared; the audience and
 * industry pages link here with theirs.
 */
export default function Work({ loaderData }: Route.ComponentProps) {
  const { content, breadcrumbs, studies, filters, heroArt } = loaderData;
  const [params, setParams] = useSearchParams();
  // The prerendered HTML lists every study and its count, with the filters disabled: without JavaScript
  // they could not apply. Once hydrated, the query's filters apply and the selects show them.
  const hydrated = useHydrated();
  const applied = hydrated ? appliedFilters(filters, params) : {};
  const shown = studies.filter((study) => matches(study.tags, applied));
  const apply = (next: AppliedFilters) =>
    setParams((previous) => withFilters(previous, filters, next), { replace: true, preventScrollReset: true });

  return (
    <>
      <PageHero title={content.h1} intro={content.intro} crumbs={breadcrumbs} art={heroArt} />
      <Section title="Case studies">
        <form className="filters" method="get" aria-label="Filter case studies" onSubmit={(event) => event.preventDefault()}>
          {filters.map((filter) => (
            <div className="field" key={filter.key}>
              <label htmlFor={`filter-${filter.key}`}>{filter.label}</label>
              <select
                id={`filter-${filter.key}`}
                name={filter.key}
                value={applied[filter.key] ?? ""}
                disabled={!hydrated}
                onChange={(event) => apply({ ...applied, [filter.key]: event.target.value })}
              >
                <option value="">{filter.all}</option>
                {filter.options.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
          ))}
          {Object.keys(applied).length ? (
            <button
              type="button"
              className="button button-ghost-dark"
              onClick={(event) => {
                // The button goes with the filters: keep the keyboard in the form, on its first control.
                event.currentTarget.form?.querySelector("select")?.focus();
                apply({});
              }}
            >
              Clear filters
            </button>
          ) : null}
        </form>
        <p className="filter-count" role="status">
          {countText(shown.length, filters, applied)}
        </p>
        {shown.length ? (
          <div className="case-grid grid-balanced" data-testid="case-grid" {...gridAttributes(shown.length, 3)}>
            {shown.map((study) => (
              <CaseStudyCard key={study.slug} study={study} />
            ))}
          </div>
        ) : (
          <p className="empty-state">No case study matches all of these filters yet. Clear one of them to see related work.</p>
        )}
      </Section>
      <CtaBand title={content.cta.title} body={content.cta.body} />
    </>
  );
}
