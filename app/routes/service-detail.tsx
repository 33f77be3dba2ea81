import { CtaBand } from "~/components/sections/cta-band";
import { FaqAccordion } from "~/components/sections/faq-accordion";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { LinkCards } from "~/components/sections/link-cards";
import { PageHero } from "~/components/sections/page-hero";
import { ProcessSteps } from "~/components/sections/process-steps";
import { Section } from "~/components/sections/section";
import { TechStack } from "~/components/sections/tech-stack";
import { pageMeta } from "~/lib/meta";
import { heroArtwork } from "~/lib/art.server";
import { linkTo, loadPage } from "~/lib/page-data.server";
import type { Route } from "./+types/service-detail";

export function loader({ url }: Route.LoaderArgs) {
  const page = loadPage(url, "service-detail");
  return { ...page, related: page.content.related.map(linkTo), heroArt: heroArtwork(page.pageId) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

/** Template of every service, capability, marketing, brand and design detail page. */
export default function ServiceDetail({ loaderData }: Route.ComponentProps) {
  const { content, breadcrumbs, related, heroArt } = loaderData;
  return (
    <>
      <PageHero
        title={content.h1}
        intro={content.intro}
        crumbs={breadcrumbs}
        art={heroArt}
        actions={[
          { label: "Discuss your project", to: "/contactus" },
          { label: "See our work", to: "/work" },
        ]}
      />
      <Section title="What we deliver">
        <FeatureGrid items={content.offerings} />
      </Section>
      <Section title="Outcomes you can expect" tone="muted">
        <FeatureGrid items={content.outcomes} columns={content.outcomes.length === 4 ? 4 : 3} />
      </Section>
      <Section title="How we work">
        <ProcessSteps steps={content.process} />
      </Section>
      <Section title="Technologies and tools" tone="muted">
        <TechStack items={content.tech} />
      </Section>
      <Section title="Frequently asked questions">
        <FaqAccordion faqs={content.faqs} />
      </Section>
      <Section title="Related services" tone="muted">
        <LinkCards items={related} />
      </Section>
      <CtaBand title={content.cta.title} body={content.cta.body} />
    </>
  );
}
