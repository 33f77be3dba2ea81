import { PageLink } from "~/components/ui/page-link";
import { CtaBand } from "~/components/sections/cta-band";
import { FaqAccordion } from "~/components/sections/faq-accordion";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { LinkCards } from "~/components/sections/link-cards";
import { PageHero } from "~/components/sections/page-hero";
import { ProcessSteps } from "~/components/sections/process-steps";
import { Section } from "~/components/sections/section";
import { ServiceWork } from "~/components/sections/service-work";
import { TechStack } from "~/components/sections/tech-stack";
import { pageMeta } from "~/lib/meta";
import { heroArtwork } from "~/lib/art.server";
import { caseStudySummary, linkTo, linksIn, loadPage } from "~/lib/page-data.server";
import { childrenOf, contentIn } from "../../content";
import { labelIn, pathIn, ratesPathIn } from "../../content/localized";
import { trailTo } from "../../content/registry";
import { serviceWork } from "../../content/case-study-tags";
import { pageUi } from "../../content/i18n/ui";
import type { Route } from "./+types/service-detail";

export function loader({ url }: Route.LoaderArgs) {
  const page = loadPage(url, "service-detail");
  const { locale } = page;
  const ui = pageUi(locale, "serviceDetail");
  // The studies tagged with this page (an alias path shows its canonical page's).
  // With none, the studies of its family (the page's parent in the registry, when that is a family page).
  const parent = trailTo(page.canonicalPath).at(-2);
  const practice =
    parent?.kind === "page" && parent.template === "service-family"
      ? {
          ids: [
            parent.id,
            ...childrenOf(parent.id).flatMap((node) =>
              node.kind === "page" ? [node.id] : node.kind === "alias" ? [node.aliasOf] : [],
            ),
          ],
          label: labelIn(parent.label, locale),
        }
      : undefined;
  const work = serviceWork(
    contentIn(locale).caseStudies,
    { ids: [page.pageId], label: linkTo(page.pageId, locale).label, family: false },
    linkTo("work", locale).path,
    practice,
    locale,
  );
  const studyLink = (slug: string) => {
    const study = caseStudySummary(slug, locale);
    return { href: study.path, title: study.title.replace(/ \| Alphai$/, ""), label: ui.caseStudy };
  };
  return {
    ...page,
    outcomes: page.content.outcomes.map((outcome) => ({
      ...outcome,
      study: outcome.caseStudy ? studyLink(outcome.caseStudy) : undefined,
    })),
    work: { ...work, studies: work.studies.map((study) => caseStudySummary(study.slug, locale)) },
    related: page.content.related.map(linksIn(locale)),
    heroArt: heroArtwork(page.pageId, page.locale),
    contactPath: pathIn("contact", locale),
    ratesPath: ratesPathIn(locale),
    workPath: pathIn("work", locale),
    ui,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

/** Template of every service, capability, marketing, brand and design detail page. */
export default function ServiceDetail({ loaderData }: Route.ComponentProps) {
  const { content, breadcrumbs, related, heroArt, outcomes, work, contactPath, workPath, ui } = loaderData;
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
          { label: ui.seeOurWork, to: workPath },
        ]}
      />
      <Section title={ui.whatWeDeliver}>
        <FeatureGrid items={content.offerings} />
      </Section>
      <Section title={ui.outcomes} tone="muted">
        <FeatureGrid items={outcomes} columns={outcomes.length === 4 ? 4 : 3} />
      </Section>
      <ServiceWork work={work} />
      <Section title={ui.howWeWork} tone="muted">
        <ProcessSteps steps={content.process} />
      </Section>
      <Section title={ui.tech}>
        <TechStack items={content.tech} />
      </Section>
      <Section title={ui.faq} tone="muted">
        <FaqAccordion faqs={content.faqs} />
      </Section>
      <Section title={ui.relatedServices}>
        <LinkCards items={related} />
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
