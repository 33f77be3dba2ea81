import { data } from "react-router";
import { PageLink } from "~/components/ui/page-link";
import { gridAttributes } from "~/shared/grid";
import { CtaBand } from "~/components/sections/cta-band";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { pageUi } from "../../content/i18n/ui";
import { pathIn } from "../../content/localized";
import { pageMeta } from "~/lib/meta";
import {
  allTopicLinks,
  articleCard,
  collectionParent,
  loadPage,
  localeOf,
  seoData,
  seoFor,
} from "~/lib/page-data.server";
import { heroArtwork } from "~/lib/art.server";
import { localePath, type Locale } from "~/shared/locale";
import { contentIn, getContent, topicPagesIn } from "../../content";
import { collections, feedPath } from "../../content/registry";
import { articlesOfTopic, type TopicId } from "../../content/topics";
import type { Route } from "./+types/resources";

/** What the resources page and a topic page share: the articles' feed, the topics, the contact page, the words. */
function listing(locale: Locale, current?: TopicId) {
  return {
    locale,
    heroArt: heroArtwork(collections.topics.parentId, locale),
    topics: allTopicLinks(locale, current),
    feedPath: localePath(feedPath(), locale),
    contactPath: pathIn("contact", locale),
    ui: pageUi(locale, "resources"),
  };
}

/** A topic's page (/resource/topics/<id>): the resources page narrowed to the topic's articles. */
function topicPage(url: URL, slug: string) {
  const locale = localeOf(url);
  const topic = topicPagesIn(locale).find((item) => item.id === slug);
  if (!topic) throw data("Not Found", { status: 404, statusText: "Not Found" });
  const parent = collectionParent(collections.topics.parentId, locale);
  const path = localePath(topic.path, locale);
  const { cta } = getContent(collections.topics.parentId, "resources", locale);
  return {
    ...seoData(seoFor(path, topic.title, topic.description)),
    ...listing(locale, topic.id),
    path,
    canonicalPath: path,
    content: { h1: topic.name, intro: topic.intro, cta },
    breadcrumbs: [...parent.crumbs, { label: topic.name, path }],
    eyebrow: pageUi(locale, "resources").topic,
    articles: articlesOfTopic(topic.id, contentIn(locale).articles).map((article) => articleCard(article, locale)),
  };
}

export function loader({ url, params }: Route.LoaderArgs) {
  if ("slug" in params && params.slug) return topicPage(url, params.slug);
  const page = loadPage(url, "resources");
  return {
    ...page,
    ...listing(page.locale),
    eyebrow: undefined,
    articles: [...contentIn(page.locale).articles]
      .sort((a, b) => b.published.localeCompare(a.published))
      .map((article) => articleCard(article, page.locale)),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

/** The resources page, and a topic's page (the same page with the topic's articles, its name and description). */
export default function Resources({ loaderData }: Route.ComponentProps) {
  const { content, breadcrumbs, eyebrow, heroArt, topics, feedPath, contactPath, ui } = loaderData;
  return (
    <>
      <PageHero
        title={content.h1}
        intro={content.intro}
        crumbs={breadcrumbs}
        crumbsLabel={ui.breadcrumb}
        eyebrow={eyebrow}
        art={heroArt}
      />
      <Section title={ui.guides}>
        <nav className="topic-nav" aria-label={ui.topics}>
          <ul className="pill-list">
            {topics.map((topic) => (
              <li key={topic.path}>
                <PageLink href={topic.path} className="pill" current={topic.current}>
                  {topic.label}
                </PageLink>
              </li>
            ))}
          </ul>
        </nav>
        <ul className="article-list grid-balanced" {...gridAttributes(loaderData.articles.length, 3)}>
          {loaderData.articles.map((article) => (
            <li key={article.slug} className="article-card">
              <p className="case-card-meta">{article.category}</p>
              <h3>
                <PageLink href={article.path}>{article.title}</PageLink>
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
        {/* A file, not a page: a plain link, which the page links' click listener leaves to the browser. */}
        <p className="section-more">
          <a href={feedPath} type="application/atom+xml">
            {ui.subscribe}
          </a>
        </p>
      </Section>
      <CtaBand title={content.cta.title} body={content.cta.body} to={contactPath} label={ui.getStarted} />
    </>
  );
}
