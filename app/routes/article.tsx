import { data } from "react-router";
import { PageLink } from "~/components/ui/page-link";
import { CtaBand } from "~/components/sections/cta-band";
import { LinkCards } from "~/components/sections/link-cards";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { formatDate, readingMinutes } from "~/lib/format";
import { fill, pageUi } from "../../content/i18n/ui";
import { pathIn } from "../../content/localized";
import { pageMeta } from "~/lib/meta";
import { articleCard, collectionParent, linksIn, localeOf, seoData, seoFor, topicLinks } from "~/lib/page-data.server";
import { articleHeroArt } from "~/lib/art.server";
import { markdownHtml } from "~/lib/markdown.server";
import { markdownText } from "../../content/markdown";
import { contentIn } from "../../content";
import { everyEntryIn, isListed } from "../../content/collections";
import type { Article } from "../../content/schema";
import type { Locale } from "~/shared/locale";
import { collections } from "../../content/registry";
import { relatedArticles } from "../../content/topics";
import { pageLocales } from "../../content/routes";
import type { Route } from "./+types/article";

export async function loader({ params, url }: Route.LoaderArgs) {
  const locale = localeOf(url);
  const { articles } = contentIn(locale);
  const article = everyEntryIn(locale).articles.find((item) => item.slug === params.slug);
  if (!article) throw data("Not Found", { status: 404, statusText: "Not Found" });
  const parent = collectionParent(collections.articles.parentId, locale);
  const path = `${parent.path}/${article.slug}`;
  const name = article.title.replace(/ \| Alphai$/, "");
  if (!isListed(article)) return removedArticle(article, { name, path, parent, locale });
  const words = article.sections.flatMap((section) => [section.heading, markdownText(section.body)]).join(" ");
  // Each h2 gets an id from its heading (the table of contents links to it), made unique within the article.
  const ids = new Set<string>();
  const sections = [];
  for (const section of article.sections) {
    const base =
      section.heading
        .toLowerCase()
        .normalize("NFKD")
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-|-$/g, "") || "section";
    let id = base;
    for (let n = 2; ids.has(id); n++) id = `${base}-${n}`;
    ids.add(id);
    sections.push({ heading: section.heading, id, html: await markdownHtml(section.body, locale) });
  }
  return {
    ...seoData(seoFor(path, article.title, article.description, "article", pageLocales(path))),
    canonicalPath: path,
    locale,
    content: { ...article, h1: name, sections },
    breadcrumbs: [...parent.crumbs, { label: name, path }],
    minutes: readingMinutes(words),
    date: formatDate(article.published, locale),
    related: article.related.map(linksIn(locale)),
    topics: topicLinks(article.topics, locale),
    reading: relatedArticles(article, articles).map((other) => articleCard(other, locale)),
    resourcesPath: parent.path,
    heroArt: articleHeroArt(article, locale),
    contactPath: pathIn("contact", locale),
    ui: pageUi(locale, "article"),
  };
}

/**
 * A removed article's page (its `removed` day passed to the build, decision 052): it says so, links to the other
 * articles, noindex; the server answers it with 410 Gone (the build lists it in the site manifest's `gone`).
 */
function removedArticle(
  article: Article,
  {
    name,
    path,
    parent,
    locale,
  }: { name: string; path: string; parent: ReturnType<typeof collectionParent>; locale: Locale },
) {
  const ui = pageUi(locale, "article");
  const intro = fill(ui.removedIntro, { title: name });
  // Nothing of the article's own description or card stays in the page: it may have been removed for what it said.
  const title = `${ui.removedTitle} | Alphai`;
  const seo = {
    ...seoFor(path, title, intro, "website", pageLocales(path)),
    image: seoFor(parent.path, title, intro).image,
    noindex: true,
  };
  return {
    ...seoData(seo),
    canonicalPath: path,
    locale,
    removed: true as const,
    breadcrumbs: [...parent.crumbs, { label: name, path }],
    resourcesPath: parent.path,
    heroArt: articleHeroArt(article, locale),
    ui: { ...ui, removedIntro: intro },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

/**
 * An article: the text in a readable column and, from 1100 px, a table of contents built from its h2s beside
 * it that stays in view (CSS only: position sticky). On narrower screens the contents come first, above the text.
 */
export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  if ("removed" in loaderData) {
    const { ui } = loaderData;
    return (
      <>
        <PageHero
          title={ui.removedTitle}
          intro={ui.removedIntro}
          crumbs={loaderData.breadcrumbs}
          crumbsLabel={ui.breadcrumb}
          art={loaderData.heroArt}
        />
        <Section title={ui.moreGuides}>
          <p className="prose">
            <PageLink href={loaderData.resourcesPath}>{ui.seeArticles}</PageLink>
          </p>
        </Section>
      </>
    );
  }
  const { content, breadcrumbs, minutes, date, heroArt, contactPath, ui } = loaderData;
  return (
    <>
      <PageHero
        title={content.h1}
        intro={content.summary}
        crumbs={breadcrumbs}
        crumbsLabel={ui.breadcrumb}
        eyebrow={content.category}
        art={heroArt}
      />
      <article className="article container long-read">
        {/* Where the separators' text nodes start decides where Chromium breaks this line (the visual baselines). */}
        {/* prettier-ignore */}
        <p className="article-meta">
          {ui.by}<strong>{content.author.name}</strong>, {content.author.role} ·{" "}
          <time className="nowrap" dateTime={content.published}>{date}</time> ·{" "}
          <span className="nowrap">{minutes}{ui.minRead}</span>
        </p>
        <nav className="article-toc long-read-aside" aria-labelledby="article-toc-title">
          <h2 id="article-toc-title" className="toc-title">
            {ui.toc}
          </h2>
          <ol>
            {content.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="long-read-main">
          {content.sections.map((section) => (
            <section key={section.id} aria-labelledby={section.id}>
              <h2 id={section.id}>{section.heading}</h2>
              {/* The section's Markdown as HTML, rendered and sanitised at build (content/markdown.ts). */}
              <div className="body-text" dangerouslySetInnerHTML={{ __html: section.html }} />
            </section>
          ))}
          <ArticleEnd {...loaderData} />
        </div>
      </article>
      <CtaBand title={ui.ctaTitle} body={ui.ctaBody} to={contactPath} label={ui.getStarted} />
    </>
  );
}

/** The article's end: its topics, the articles sharing them, and the services it relates to. */
function ArticleEnd({
  topics,
  reading,
  related,
  resourcesPath,
  ui,
}: Exclude<Route.ComponentProps["loaderData"], { removed: true }>) {
  return (
    <>
      <nav className="article-topics" aria-labelledby="article-topics-title">
        <h2 id="article-topics-title">{ui.topics}</h2>
        <ul className="pill-list">
          {topics.map((topic) => (
            <li key={topic.path}>
              <PageLink href={topic.path} className="pill">
                {topic.label}
              </PageLink>
            </li>
          ))}
        </ul>
      </nav>
      {reading.length ? (
        <section aria-labelledby="article-reading">
          <h2 id="article-reading">{ui.relatedReading}</h2>
          <ul className="article-list related-reading">
            {reading.map((other) => (
              <li key={other.slug} className="article-card">
                <p className="case-card-meta">{other.category}</p>
                <h3>
                  <PageLink href={other.path}>{other.title}</PageLink>
                </h3>
                <p>{other.summary}</p>
                <p className="article-card-meta">
                  <time dateTime={other.published}>{other.date}</time>
                </p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="article-related">
        <h2 id="article-related">{ui.relatedServices}</h2>
        <LinkCards items={related} />
        <p className="section-more">
          <PageLink href={resourcesPath}>{ui.moreGuides}</PageLink>
        </p>
      </section>
    </>
  );
}
