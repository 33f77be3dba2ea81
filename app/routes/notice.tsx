import { CtaBand } from "~/components/sections/cta-band";
import { LinkCards } from "~/components/sections/link-cards";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { pageMeta } from "~/lib/meta";
import { linksIn, loadPage } from "~/lib/page-data.server";
import { heroArtwork } from "~/lib/art.server";
import type { Route } from "./+types/notice";

export function loader({ url }: Route.LoaderArgs) {
  const page = loadPage(url, "notice");
  return { ...page, next: page.content.next.map(linksIn(page.locale)), heroArt: heroArtwork(page.pageId) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

/** Where a form post or a newsletter link ends: what happened and what comes next. */
export default function Notice({ loaderData }: Route.ComponentProps) {
  const { content, next, heroArt } = loaderData;
  return (
    <>
      <PageHero title={content.h1} intro={content.intro} variant="compact" art={heroArt} />
      <Section title="What happens next">
        {content.details.map((paragraph) => (
          <p key={paragraph.slice(0, 40)} className="prose">
            {paragraph}
          </p>
        ))}
      </Section>
      <Section title="Meanwhile" tone="muted">
        <LinkCards items={next} />
      </Section>
      <CtaBand
        title="Questions in the meantime?"
        body="Write to hello@alphai.tech or call any of our offices, Monday to Friday, 09:00-18:00."
      />
    </>
  );
}
