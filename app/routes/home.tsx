import { PageLink } from "~/components/ui/page-link";
import { gridAttributes } from "~/shared/grid";
import { pageUi } from "../../content/i18n/ui";
import { localizeNodes, pathIn } from "../../content/localized";
import { menu } from "../../content/registry";
import { CaseStudyCard } from "~/components/sections/case-study-card";
import { CtaBand } from "~/components/sections/cta-band";
import { LinkCards } from "~/components/sections/link-cards";
import { PageHero } from "~/components/sections/page-hero";
import { ProcessSteps } from "~/components/sections/process-steps";
import { Section } from "~/components/sections/section";
import { Stats } from "~/components/sections/stats";
import { Testimonials } from "~/components/sections/testimonials";
import { homeHeroArt } from "~/lib/art.server";
import { pageMeta } from "~/lib/meta";
import { caseStudySummary, getFamilyCards, loadPage } from "~/lib/page-data.server";
import { contentIn } from "../../content";
import type { Route } from "./+types/home";

export function loader({ url }: Route.LoaderArgs) {
  const page = loadPage(url, "home");
  const { locale } = page;
  const group = (id: string) => localizeNodes(menu, locale).find((item) => item.id === id)?.children ?? [];
  const pagesOf = (id: string) =>
    group(id).flatMap((node) => (node.kind === "page" ? [{ label: node.label, path: node.path }] : []));
  const industries = group("who-we-serve").flatMap((node) =>
    node.kind === "group"
      ? node.children.flatMap((child) => (child.kind === "page" ? [{ label: child.label, path: child.path }] : []))
      : [],
  );
  return {
    ...page,
    families: getFamilyCards(locale),
    audiences: pagesOf("who-we-serve"),
    industries,
    caseStudies: contentIn(locale)
      .caseStudies.slice(0, 3)
      .map((study) => caseStudySummary(study.slug, locale)),
    testimonials: contentIn(locale).testimonials,
    heroArt: homeHeroArt(),
    contactPath: pathIn("contact", locale),
    workPath: pathIn("work", locale),
    ui: pageUi(locale, "home"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

export default function Home({ loaderData }: Route.ComponentProps) {
  const { content, families, audiences, industries, heroArt, contactPath, workPath, ui } = loaderData;
  return (
    <>
      <PageHero
        variant="home"
        eyebrow={content.eyebrow}
        title={content.h1}
        intro={content.intro}
        actions={[
          { label: ui.getStarted, to: contactPath },
          { label: ui.seeOurWork, to: workPath },
        ]}
        art={heroArt}
      />
      <Section title={ui.keyFigures} className="home-stats">
        <Stats items={content.stats} />
      </Section>
      <Section title={ui.whatWeDo} lead={ui.whatWeDoLead} tone="muted">
        <LinkCards items={families} />
      </Section>
      <Section title={ui.whoWeServe} lead={content.whoWeServe}>
        <ul className="pill-list">
          {audiences.map((item) => (
            <li key={item.path}>
              <PageLink href={item.path} className="pill">
                {item.label}
              </PageLink>
            </li>
          ))}
        </ul>
      </Section>
      <Section title={ui.industries} lead={content.industries} tone="muted">
        <ul className="pill-list">
          {industries.map((item) => (
            <li key={item.path}>
              <PageLink href={item.path} className="pill">
                {item.label}
              </PageLink>
            </li>
          ))}
        </ul>
      </Section>
      <Section title={ui.howWeWork}>
        <ProcessSteps steps={content.process} />
      </Section>
      <Section title={ui.selectedWork} tone="muted">
        <div className="case-grid grid-balanced" {...gridAttributes(loaderData.caseStudies.length, 3)}>
          {loaderData.caseStudies.map((study) => (
            <CaseStudyCard key={study.slug} study={study} />
          ))}
        </div>
        <p className="section-more">
          <PageLink href={workPath}>{ui.allWork}</PageLink>
        </p>
      </Section>
      <Section title={ui.clientsSay}>
        <Testimonials items={loaderData.testimonials} rated={{ before: ui.ratedBefore, after: ui.ratedAfter }} />
      </Section>
      <CtaBand title={content.cta.title} body={content.cta.body} to={contactPath} label={ui.getStarted} />
    </>
  );
}
