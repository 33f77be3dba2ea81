import { PageLink } from "~/components/ui/page-link";
import { gridAttributes } from "~/shared/grid";
import { localizeNodes } from "../../content/localized";
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
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

export default function Home({ loaderData }: Route.ComponentProps) {
  const { content, families, audiences, industries, heroArt } = loaderData;
  return (
    <>
      <PageHero
        variant="home"
        eyebrow={content.eyebrow}
        title={content.h1}
        intro={content.intro}
        actions={[
          { label: "Start a project", to: "/contactus" },
          { label: "See our work", to: "/work" },
        ]}
        art={heroArt}
      />
      <Section title="Key figures" className="home-stats">
        <Stats items={content.stats} />
      </Section>
      <Section
        title="What we do"
        lead="Every service family, from first discovery workshop to growth marketing."
        tone="muted"
      >
        <LinkCards items={families} />
      </Section>
      <Section title="Who we serve" lead={content.whoWeServe}>
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
      <Section title="Industries" lead={content.industries} tone="muted">
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
      <Section title="How we work">
        <ProcessSteps steps={content.process} />
      </Section>
      <Section title="Selected case studies" tone="muted">
        <div className="case-grid grid-balanced" {...gridAttributes(loaderData.caseStudies.length, 3)}>
          {loaderData.caseStudies.map((study) => (
            <CaseStudyCard key={study.slug} study={study} />
          ))}
        </div>
        <p className="section-more">
          <PageLink href="/work">All case studies</PageLink>
        </p>
      </Section>
      <Section title="What clients say">
        <Testimonials items={loaderData.testimonials} />
      </Section>
      <CtaBand title={content.cta.title} body={content.cta.body} label="Start a project" />
    </>
  );
}
