import { ComparisonTable } from "~/components/sections/comparison-table";
import { gridAttributes } from "~/lib/grid";
import { CtaBand } from "~/components/sections/cta-band";
import { FaqAccordion } from "~/components/sections/faq-accordion";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { pageMeta } from "~/lib/meta";
import { loadPage } from "~/lib/page-data.server";
import { heroArtwork } from "~/lib/art.server";
import type { Route } from "./+types/engagement";

export function loader({ url }: Route.LoaderArgs) {
  const page = loadPage(url, "engagement");
  return { ...page, heroArt: heroArtwork(page.pageId) };
}
export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

export default function Engagement({ loaderData }: Route.ComponentProps) {
  const { content, breadcrumbs, heroArt } = loaderData;
  return (
    <>
      <PageHero title={content.h1} intro={content.intro} crumbs={breadcrumbs} art={heroArt} />
      <Section title="Three ways to work with us">
        <ul className="models grid-balanced" {...gridAttributes(content.models.length, 3)}>
          {content.models.map((model) => (
            <li key={model.id} id={model.id} className="model-card">
              <h3>{model.name}</h3>
              <p>{model.summary}</p>
              <h4>Best for</h4>
              <ul>
                {model.bestFor.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Side by side" tone="muted">
        <ComparisonTable
          caption="Engagement models compared"
          columns={content.models.map((model) => model.name)}
          rows={content.comparison}
        />
      </Section>
      <Section title="Frequently asked questions">
        <FaqAccordion faqs={content.faqs} />
      </Section>
      <CtaBand title={content.cta.title} body={content.cta.body} />
    </>
  );
}
