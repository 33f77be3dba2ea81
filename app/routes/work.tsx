import type { MouseEvent } from "react";
import { useSearchParams } from "react-router";
import { gridAttributes } from "~/shared/grid";
import { useHydrated } from "~/lib/use-hydrated";
import { appliedFilters, countText, matches, withFilters, type AppliedFilters } from "~/shared/work-filters";
import { CaseStudyCard } from "~/components/sections/case-study-card";
import { CtaBand } from "~/components/sections/cta-band";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { pageMeta } from "~/lib/meta";
import { heroArtwork } from "~/lib/art.server";
import { caseStudySummary, loadPage } from "~/lib/page-data.server";
import { studyFilterTags, WORK_WORDS, workFilters, workStudies } from "~/shared/work-catalogue";
import { pageUi } from "../../content/i18n/ui";
import { pathIn } from "../../content/localized";
import type { Route } from "./+types/work";

export function loader({ url }: Route.LoaderArgs) {
  const page = loadPage(url, "work");
  const { locale } = page;
  const studies = workStudies(locale).map((study) => ({
    ...caseStudySummary(study.slug, locale),
    tags: studyFilterTags(study),
  }));
  return {
    ...page,
    studies,
    filters: workFilters(locale),
    words: WORK_WORDS[locale],
    heroArt: heroArtwork(page.pageId, page.locale),
    contactPath: pathIn("contact", locale),
    ui: pageUi(locale, "work"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

/**
 * Case studies, filterable by industry, client type (audience) and service
 * without a reload. The filters live in the query string
 * (?industry=…&audience=…&service=…) so they can be shared; the audience and
 * industry pages link here with theirs.
 */
export default function Work({ loaderData }: Route.ComponentProps) {
  // The page's own path from its loader (the registry is not in this page's first load; the router's pathname
  // has a trailing slash when prerendered).
  const { content, breadcrumbs, studies, filters, heroArt, canonicalPath: pathname, contactPath, ui } = loaderData;
  const [params, setParams] = useSearchParams();
  // The query's filters apply from the first render: the prerendered /work lists every study, and the server
  // answers a filtered URL with this render of it (server/work-page.ts), so hydration finds what it renders.
  const hydrated = useHydrated();
  const applied = appliedFilters(filters, params);
  const shown = studies.filter((study) => matches(study.tags, applied));
  const apply = (next: AppliedFilters) =>
    setParams((previous) => withFilters(previous, filters, next), { replace: true, preventScrollReset: true });

  const clear = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    // The link goes with the filters: keep the keyboard in the form, on its first control.
    event.currentTarget.closest("form")?.querySelector("select")?.focus();
    apply({});
  };

  return (
    <>
      <PageHero
        title={content.h1}
        intro={content.intro}
        crumbs={breadcrumbs}
        crumbsLabel={ui.breadcrumb}
        art={heroArt}
      />
      <Section title={ui.caseStudies}>
        {/* Without JavaScript the form is sent: the server answers /work?… with the list filtered (server/work-page.ts). */}
        <form
          className="filters"
          method="get"
          action={pathname}
          aria-label={ui.filters}
          onSubmit={(event) => event.preventDefault()}
        >
          {filters.map((filter) => (
            <div className="field" key={filter.key}>
              <label htmlFor={`filter-${filter.key}`}>{filter.label}</label>
              <select
                id={`filter-${filter.key}`}
                name={filter.key}
                value={applied[filter.key] ?? ""}
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
          {/* Once hydrated a choice applies at once; before, this button sends the form. */}
          <button type="submit" className="button button-primary filters-apply" hidden={hydrated}>
            {ui.show}
          </button>
          <a
            href={pathname}
            className="button button-ghost-dark filters-clear"
            hidden={!Object.keys(applied).length}
            onClick={clear}
          >
            {ui.clear}
          </a>
        </form>
        <p className="filter-count" role="status">
          {countText(shown.length, filters, applied, loaderData.words)}
        </p>
        {shown.length ? (
          <div className="case-grid grid-balanced" data-testid="case-grid" {...gridAttributes(shown.length, 3)}>
            {shown.map((study) => (
              <CaseStudyCard key={study.slug} study={study} />
            ))}
          </div>
        ) : (
          <p className="empty-state">{loaderData.words.noMatch}</p>
        )}
      </Section>
      <CtaBand title={content.cta.title} body={content.cta.body} to={contactPath} label={ui.getStarted} />
    </>
  );
}
