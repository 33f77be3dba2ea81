import { CtaBand } from "~/components/sections/cta-band";
import { LinkCards } from "~/components/sections/link-cards";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { pageMeta } from "~/lib/meta";
import { linksIn, loadPage } from "~/lib/page-data.server";
import { heroArtwork } from "~/lib/art.server";
import { fill, pageUi } from "../../content/i18n/ui";
import { pathIn, siteIn } from "../../content/localized";
import type { Route } from "./+types/notice";

export function loader({ url }: Route.LoaderArgs) {
  const page = loadPage(url, "notice");
  const { locale } = page;
  const { email, hours } = siteIn(locale);
  const ui = pageUi(locale, "notice");
  return {
    ...page,
    next: page.content.next.map(linksIn(locale)),
    heroArt: heroArtwork(page.pageId, page.locale),
    contactPath: pathIn("contact", locale),
    ui: { ...ui, ctaBody: fill(ui.ctaBody, { email, hours: hours.label }) },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

/** Where a form post or a newsletter link ends: what happened and what comes next. */
export default function Notice({ loaderData }: Route.ComponentProps) {
  const { content, next, heroArt, contactPath, ui } = loaderData;
  return (
    <>
      <PageHero title={content.h1} intro={content.intro} variant="compact" art={heroArt} />
      <Section title={ui.next}>
        {content.details.map((paragraph) => (
          <p key={paragraph.slice(0, 40)} className="prose">
            {paragraph}
          </p>
        ))}
      </Section>
      <Section title={ui.meanwhile} tone="muted">
        <LinkCards items={next} />
      </Section>
      <CtaBand title={ui.ctaTitle} body={ui.ctaBody} to={contactPath} label={ui.getStarted} />
    </>
  );
}
