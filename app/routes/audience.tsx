import { PageLink } from "~/components/ui/page-link";
import { CaseStudyCard } from "~/components/sections/case-study-card";
import { gridAttributes } from "~/shared/grid";
import { CtaBand } from "~/components/sections/cta-band";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { LinkCards } from "~/components/sections/link-cards";
import { PageHero } from "~/components/sections/page-hero";
import { ProcessSteps } from "~/components/sections/process-steps";
import { Section } from "~/components/sections/section";
import { Stats } from "~/components/sections/stats";
import { pageMeta } from "~/lib/meta";
import { caseStudySummary, linkTo, linksIn, loadPage } from "~/lib/page-data.server";
import { heroArtwork } from "~/lib/art.server";
import { contentIn } from "../../content";
import { relevantWork, type TagTemplate } from "../../content/case-study-tags";
import { pageUi } from "../../content/i18n/ui";
import { pathIn, ratesPathIn } from "../../content/localized";
import { pageNode } from "../../content/registry";
import type { Route } from "./+types/audience";

export function loader({ url }: Route.LoaderArgs) {
  const page = loadPage(url, "audience", "industry");
  const { locale } = page;
  // The studies tagged with this page (its clientType or industry), newest first.
  const work = relevantWork(
    contentIn(locale).caseStudies,
    pageNode(page.pageId).template as TagTemplate,
    page.pageId,
    linkTo("work", locale).path,
    locale,
  );
  return {
    ...page,
    services: page.content.services.map(linksIn(locale)),
    work: { ...work, studies: work.studies.map((study) => caseStudySummary(study.slug, locale)) },
    heroArt: heroArtwork(page.pageId, page.locale),
    contactPath: pathIn("contact", locale),
    ratesPath: ratesPathIn(locale),
    ui: pageUi(locale, "audience"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

/** Template of the "Who we serve" and industry pages. */
export default function Audience({ loaderData }: Route.ComponentProps) {
  const { content, breadcrumbs, services, work, heroArt, contactPath, ui } = loaderData;
  return (
    <>
      <PageHero
        title={content.h1}
        intro={content.intro}
        crumbs={breadcrumbs}
        crumbsLabel={ui.breadcrumb}
        art={heroArt}
        actions={[
          { label: ui.getStarted, to: contactPath },
          { label: ui.readCaseStudies, to: work.link },
        ]}
      />
      <Section title={ui.challenges}>
        <FeatureGrid items={content.challenges} columns={content.challenges.length === 4 ? 2 : 3} />
      </Section>
      <Section title={ui.howWeHelp} tone="muted">
        <ProcessSteps steps={content.approach} />
      </Section>
      <Section title={ui.inNumbers}>
        <Stats items={content.stats} />
      </Section>
      <Section title={ui.servicesThatFit} tone="muted">
        <LinkCards items={services} />
      </Section>
      {work.studies.length ? (
        <Section title={work.title}>
          <div className="case-grid grid-balanced" {...gridAttributes(work.studies.length, 3)}>
            {work.studies.map((study) => (
              <CaseStudyCard key={study.slug} study={study} />
            ))}
          </div>
        </Section>
      ) : null}
      <CtaBand title={content.cta.title} body={content.cta.body} to={contactPath} label={ui.getStarted}>
        {/* The published rates. In this template's chunk, not a shared module: no other page's first load carries it. */}
        <p className="cta-rates">
          <PageLink href={loaderData.ratesPath}>{ui.seeRates}</PageLink>
        </p>
      </CtaBand>
    </>
  );
}
