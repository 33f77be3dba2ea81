import { CtaBand } from "~/components/sections/cta-band";
import { gridAttributes } from "~/shared/grid";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { pageMeta } from "~/lib/meta";
import { loadPage } from "~/lib/page-data.server";
import { heroArtwork } from "~/lib/art.server";
import { pageUi } from "../../content/i18n/ui";
import { pathIn } from "../../content/localized";
import type { Route } from "./+types/story";

export function loader({ url }: Route.LoaderArgs) {
  const page = loadPage(url, "story");
  return {
    ...page,
    heroArt: heroArtwork(page.pageId, page.locale),
    contactPath: pathIn("contact", page.locale),
    ui: pageUi(page.locale, "story"),
  };
}
export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

export default function Story({ loaderData }: Route.ComponentProps) {
  const { content, breadcrumbs, heroArt, contactPath, ui } = loaderData;
  return (
    <>
      <PageHero
        title={content.h1}
        intro={content.intro}
        crumbs={breadcrumbs}
        crumbsLabel={ui.breadcrumb}
        art={heroArt}
      />
      <Section title={ui.mission}>
        <p className="prose prose-large">{content.mission}</p>
      </Section>
      <Section title={ui.milestones} tone="muted">
        <ol className="timeline">
          {content.milestones.map((milestone) => (
            <li key={`${milestone.year}-${milestone.title}`}>
              <p className="timeline-year">{milestone.year}</p>
              <h3>{milestone.title}</h3>
              <p>{milestone.body}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section title={ui.values}>
        <FeatureGrid items={content.values} />
      </Section>
      <Section title={ui.leadership} tone="muted">
        <ul className="people grid-balanced" {...gridAttributes(content.leadership.length, 4)}>
          {content.leadership.map((person) => (
            <li key={person.name} className="person">
              <span className="person-avatar" aria-hidden="true">
                {person.name
                  .split(" ")
                  .map((part) => part[0])
                  .join("")
                  .slice(0, 2)}
              </span>
              <h3>{person.name}</h3>
              <p className="person-role">{person.role}</p>
              <p>{person.bio}</p>
            </li>
          ))}
        </ul>
      </Section>
      <CtaBand title={content.cta.title} body={content.cta.body} to={contactPath} label={ui.getStarted} />
    </>
  );
}
