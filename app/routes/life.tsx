import { CtaBand } from "~/components/sections/cta-band";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { StaticArt } from "~/components/ui/static-art";
import { gridAttributes } from "~/shared/grid";
import { heroArtwork, momentArt } from "~/lib/art.server";
import { pageMeta } from "~/lib/meta";
import { loadPage } from "~/lib/page-data.server";
import { pageUi } from "../../content/i18n/ui";
import { pathIn } from "../../content/localized";
import type { Route } from "./+types/life";

export function loader({ url }: Route.LoaderArgs) {
  const page = loadPage(url, "life");
  return {
    ...page,
    heroArt: heroArtwork(page.pageId, page.locale),
    momentArt: page.content.moments.map((moment) => momentArt(moment.slug, moment.alt, page.locale)),
    careersPath: pathIn("careers", page.locale),
    ui: pageUi(page.locale, "life"),
  };
}
export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

export default function Life({ loaderData }: Route.ComponentProps) {
  const { content, breadcrumbs, heroArt, momentArt, careersPath, ui } = loaderData;
  return (
    <>
      <PageHero
        title={content.h1}
        intro={content.intro}
        crumbs={breadcrumbs}
        crumbsLabel={ui.breadcrumb}
        art={heroArt}
      />
      <Section title={ui.culture}>
        <FeatureGrid items={content.culture} />
      </Section>
      <Section title={ui.benefits} tone="muted">
        <FeatureGrid items={content.benefits} columns={4} />
      </Section>
      <Section title={ui.moments} lead={ui.momentsLead}>
        <ul className="moments grid-balanced" {...gridAttributes(content.moments.length, 3)}>
          {content.moments.map((moment, index) => (
            <li key={moment.slug}>
              <figure>
                <StaticArt markup={momentArt[index] ?? ""} />
                <figcaption>
                  <strong>{moment.title}</strong> {moment.caption}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Section>
      <CtaBand title={content.cta.title} body={content.cta.body} to={careersPath} label={ui.seeOpenRoles} />
    </>
  );
}
