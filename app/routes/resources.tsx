import { PageLink } from "~/components/ui/page-link";
import { gridAttributes } from "~/shared/grid";
import { CtaBand } from "~/components/sections/cta-band";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { formatDate, readingMinutes } from "~/lib/format";
import { pageUi } from "../../content/i18n/ui";
import { pathIn } from "../../content/localized";
import { pageMeta } from "~/lib/meta";
import { loadPage } from "~/lib/page-data.server";
import { heroArtwork } from "~/lib/art.server";
import { contentIn } from "../../content";
import type { Route } from "./+types/resources";

export function loader({ url }: Route.LoaderArgs) {
  const page = loadPage(url, "resources");
  return {
    ...page,
    heroArt: heroArtwork(page.pageId),
    articles: [...contentIn(page.locale).articles]
      .sort((a, b) => b.published.localeCompare(a.published))
      .map((article) => ({
        slug: article.slug,
        title: article.title.replace(/ \| Alphai$/, ""),
        summary: article.summary,
        category: article.category,
        author: article.author.name,
        published: article.published,
        date: formatDate(article.published, page.locale),
        minutes: readingMinutes(article.sections.flatMap((section) => section.paragraphs).join(" ")),
      })),
    contactPath: pathIn("contact", page.locale),
    ui: pageUi(page.locale, "resources"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

export default function Resources({ loaderData }: Route.ComponentProps) {
  const { content, breadcrumbs, path, heroArt, contactPath, ui } = loaderData;
  return (
    <>
      <PageHero
        title={content.h1}
        intro={content.intro}
        crumbs={breadcrumbs}
        crumbsLabel={ui.breadcrumb}
        art={heroArt}
      />
      <Section title={ui.guides}>
        <ul className="article-list grid-balanced" {...gridAttributes(loaderData.articles.length, 3)}>
          {loaderData.articles.map((article) => (
            <li key={article.slug} className="article-card">
              <p className="case-card-meta">{article.category}</p>
              <h3>
                <PageLink href={`${path}/${article.slug}`}>{article.title}</PageLink>
              </h3>
              <p>{article.summary}</p>
              {/* Where the separators' text nodes start decides where Chromium breaks this line (the visual baselines). */}
              {/* prettier-ignore */}
              <p className="article-card-meta">
                {article.author} · <time className="nowrap" dateTime={article.published}>{article.date}</time> ·{" "}
                <span className="nowrap">{article.minutes}{ui.minRead}</span>
              </p>
            </li>
          ))}
        </ul>
      </Section>
      <CtaBand title={content.cta.title} body={content.cta.body} to={contactPath} label={ui.talkToUs} />
    </>
  );
}
