import { data } from "react-router";
import { PageLink } from "~/components/ui/page-link";
import { CtaBand } from "~/components/sections/cta-band";
import { LinkCards } from "~/components/sections/link-cards";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { Stats } from "~/components/sections/stats";
import { productVisual } from "~/lib/art.server";
import { pageMeta } from "~/lib/meta";
import { collectionParent, linkTo, seoData, seoFor } from "~/lib/page-data.server";
import { caseStudies } from "../../content";
import { collections, pageNode } from "../../content/registry";
import type { Route } from "./+types/case-study";

export function loader({ params }: Route.LoaderArgs) {
  const study = caseStudies.find((item) => item.slug === params.slug);
  if (!study) throw data("Not Found", { status: 404, statusText: "Not Found" });
  const parent = collectionParent(collections.caseStudies.parentId);
  const path = `${parent.path}/${study.slug}`;
  const name = study.title.replace(/ \| Alphai$/, "");
  return {
    ...seoData(seoFor(path, study.title, study.description, "article")),
    canonicalPath: path,
    content: { ...study, h1: name },
    breadcrumbs: [...parent.crumbs, { label: name, path }],
    industry: linkTo(study.industry),
    clientType: linkTo(study.clientType),
    services: study.services.map(linkTo),
    industryLabel: pageNode(study.industry).label,
    visual: productVisual(study.slug),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

export default function CaseStudyPage({ loaderData }: Route.ComponentProps) {
  const { content, breadcrumbs, industry, clientType, services, visual } = loaderData;
  return (
    <>
      <PageHero title={content.h1} intro={content.summary} crumbs={breadcrumbs} eyebrow={`${loaderData.industryLabel} · ${content.year}`} art={visual} />
      <Section title="At a glance">
        <dl className="facts">
          <div>
            <dt>Client</dt>
            <dd>{content.client}</dd>
          </div>
          <div>
            <dt>Client type</dt>
            <dd>
              <PageLink href={clientType.path}>{clientType.label}</PageLink>
            </dd>
          </div>
          <div>
            <dt>Industry</dt>
            <dd>
              <PageLink href={industry.path}>{industry.label}</PageLink>
            </dd>
          </div>
          <div>
            <dt>Year</dt>
            <dd>{content.year}</dd>
          </div>
        </dl>
        <Stats items={content.outcomes} />
      </Section>
      <Section title="The challenge" tone="muted">
        {content.challenge.map((paragraph) => (
          <p key={paragraph.slice(0, 40)} className="prose">
            {paragraph}
          </p>
        ))}
      </Section>
      <Section title="What we built">
        {content.solution.map((paragraph) => (
          <p key={paragraph.slice(0, 40)} className="prose">
            {paragraph}
          </p>
        ))}
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
      </Section>
      <Section title="Services used" tone="muted">
        <LinkCards items={services} />
      </Section>
      <CtaBand title="Facing a similar challenge?" body="Tell us where you are today and where you need to be; we reply within one working day with a first plan." />
    </>
  );
}
