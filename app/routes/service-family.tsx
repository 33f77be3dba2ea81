import { PageLink } from "~/components/ui/page-link";
import { CtaBand } from "~/components/sections/cta-band";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { LinkCards } from "~/components/sections/link-cards";
import { PageHero } from "~/components/sections/page-hero";
import { ProcessSteps } from "~/components/sections/process-steps";
import { Section } from "~/components/sections/section";
import { ServiceWork } from "~/components/sections/service-work";
import { pageMeta } from "~/lib/meta";
import { caseStudySummary, linkTo, loadPage } from "~/lib/page-data.server";
import { heroArtwork } from "~/lib/art.server";
import { contentIn } from "../../content";
import { serviceWork } from "../../content/case-study-tags";
import { pageUi } from "../../content/i18n/ui";
import { pathIn, ratesPathIn } from "../../content/localized";
import type { Route } from "./+types/service-family";

export function loader({ url }: Route.LoaderArgs) {
  const page = loadPage(url, "service-family");
  const { locale } = page;
  // The studies tagged with the family or any of its children (an alias child counts as its canonical page).
  const ids = [page.pageId, ...page.children.map((child) => child.pageId)];
  const work = serviceWork(
    contentIn(locale).caseStudies,
    { ids, label: linkTo(page.pageId, locale).label, family: true },
    linkTo("work", locale).path,
    undefined,
    locale,
  );
  return {
    ...page,
    work: { ...work, studies: work.studies.map((study) => caseStudySummary(study.slug, locale)) },
    cards: page.children.map((child) => ({ ...child, body: page.content.cards[child.pageId] })),
    heroArt: heroArtwork(page.pageId, page.locale),
    contactPath: pathIn("contact", locale),
    ratesPath: ratesPathIn(locale),
    engagement: linkTo("engagement-models", locale),
    ui: pageUi(locale, "serviceFamily"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

/** Template of a service family: what it covers, a card per child page, why us, its case studies, process. */
export default function ServiceFamily({ loaderData }: Route.ComponentProps) {
  const { content, breadcrumbs, cards, heroArt, work, contactPath, engagement, ui } = loaderData;
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
          { label: engagement.label, to: engagement.path },
        ]}
      />
      <Section title={ui.whatThisCovers}>
        <p className="prose">{content.overview}</p>
        <LinkCards items={cards} />
      </Section>
      <Section title={ui.whyUs} tone="muted">
        <FeatureGrid items={content.whyUs} columns={content.whyUs.length === 4 ? 4 : 3} />
      </Section>
      <ServiceWork work={work} />
      <Section title={ui.howWeWork} tone="muted">
        <ProcessSteps steps={content.process} />
      </Section>
      <CtaBand title={content.cta.title} body={content.cta.body} to={contactPath} label={ui.getStarted}>
        {/* The published rates. In this template's chunk, not a shared module: no other page's first load carries it. */}
        <p className="cta-rates">
          <PageLink href={loaderData.ratesPath}>{ui.seeRates}</PageLink>
        </p>
      </CtaBand>
    </>
  );
}
