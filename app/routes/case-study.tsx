import type { ReactNode } from "react";
import { data } from "react-router";
import { PageLink } from "~/components/ui/page-link";
import { CtaBand } from "~/components/sections/cta-band";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { Stats } from "~/components/sections/stats";
import { productVisual } from "~/lib/art.server";
import { markdownHtml } from "~/lib/markdown.server";
import { pageMeta } from "~/lib/meta";
import { collectionParent, linkTo, linksIn, localeOf, seoData, seoFor } from "~/lib/page-data.server";
import { contentIn } from "../../content";
import { CASE_STUDY_SECTIONS } from "../../content/collections";
import { pageUi } from "../../content/i18n/ui";
import { pathIn } from "../../content/localized";
import { collections } from "../../content/registry";
import { pageLocales } from "../../content/routes";
import type { Route } from "./+types/case-study";

export async function loader({ params, url }: Route.LoaderArgs) {
  const locale = localeOf(url);
  const found = contentIn(locale).caseStudies.find((item) => item.slug === params.slug);
  if (!found) throw data("Not Found", { status: 404, statusText: "Not Found" });
  // The story's two texts reach the page as their HTML (decision 057), not as Markdown.
  const { challenge, solution, ...study } = found;
  const parent = collectionParent(collections.caseStudies.parentId, locale);
  const path = `${parent.path}/${study.slug}`;
  const name = study.title.replace(/ \| Alphai$/, "");
  return {
    ...seoData(seoFor(path, study.title, study.description, "article", pageLocales(path))),
    canonicalPath: path,
    content: { ...study, h1: name },
    story: { challenge: await markdownHtml(challenge, locale), solution: await markdownHtml(solution, locale) },
    breadcrumbs: [...parent.crumbs, { label: name, path }],
    locale,
    industry: linkTo(study.industry, locale),
    clientType: linkTo(study.clientType, locale),
    services: study.services.map(linksIn(locale)),
    industryLabel: linkTo(study.industry, locale).label,
    visual: productVisual(study, locale),
    contactPath: pathIn("contact", locale),
    ui: { ...pageUi(locale, "caseStudy"), ...CASE_STUDY_SECTIONS[locale] },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

/**
 * A case study: its results, then the story (challenge, what we built) in the main column beside a facts
 * sidebar (client, client type, industry, year, services). The sidebar is on the right and stays in view
 * from 1100 px; on narrower screens it comes first, above the story.
 */
/** One fact of the project's sidebar: a term and its value. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export default function CaseStudyPage({ loaderData }: Route.ComponentProps) {
  const { content, story, breadcrumbs, industry, clientType, services, visual, contactPath, ui } = loaderData;
  return (
    <>
      <PageHero
        title={content.h1}
        intro={content.summary}
        crumbs={breadcrumbs}
        crumbsLabel={ui.breadcrumb}
        eyebrow={`${loaderData.industryLabel} · ${content.year}`}
        art={visual}
      />
      <Section title={ui.results}>
        <Stats items={content.outcomes} />
      </Section>
      <div className="section section-muted">
        <div className="container long-read">
          <aside className="long-read-aside facts-card" aria-labelledby="project-facts">
            <h2 id="project-facts">{ui.projectFacts}</h2>
            <dl className="facts">
              <Fact term={ui.client}>{content.client}</Fact>
              <Fact term={ui.clientType}>
                <PageLink href={clientType.path}>{clientType.label}</PageLink>
              </Fact>
              <Fact term={ui.industry}>
                <PageLink href={industry.path}>{industry.label}</PageLink>
              </Fact>
              <Fact term={ui.year}>{content.year}</Fact>
              <Fact term={ui.servicesUsed}>
                <ul className="facts-services">
                  {services.map((service) => (
                    <li key={service.path}>
                      <PageLink href={service.path}>{service.label}</PageLink>
                    </li>
                  ))}
                </ul>
              </Fact>
            </dl>
          </aside>
          <div className="long-read-main">
            <section aria-labelledby="the-challenge">
              <h2 id="the-challenge">{ui.challenge}</h2>
              <div className="body-text prose" dangerouslySetInnerHTML={{ __html: story.challenge }} />
            </section>
            <section aria-labelledby="what-we-built">
              <h2 id="what-we-built">{ui.solution}</h2>
              <div className="body-text prose" dangerouslySetInnerHTML={{ __html: story.solution }} />
              {content.quote ? (
                <figure className="pull-quote">
                  <blockquote>
                    <p>{content.quote.text}</p>
                  </blockquote>
                  <figcaption>
                    {content.quote.author}, {content.quote.role}
                  </figcaption>
                </figure>
              ) : null}
            </section>
          </div>
        </div>
      </div>
      <CtaBand title={ui.ctaTitle} body={ui.ctaBody} to={contactPath} label={ui.getStarted} />
    </>
  );
}
