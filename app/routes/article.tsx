import { data } from "react-router";
import { PageLink } from "~/components/ui/page-link";
import { CtaBand } from "~/components/sections/cta-band";
import { LinkCards } from "~/components/sections/link-cards";
import { PageHero } from "~/components/sections/page-hero";
import { formatDate, readingMinutes } from "~/lib/format";
import { pageMeta } from "~/lib/meta";
import { collectionParent, linkTo, seoData, seoFor } from "~/lib/page-data.server";
import { articleHeroArt } from "~/lib/art.server";
import { articles } from "../../content";
import { collections } from "../../content/registry";
import type { Route } from "./+types/article";

export function loader({ params }: Route.LoaderArgs) {
  const article = articles.find((item) => item.slug === params.slug);
  if (!article) throw data("Not Found", { status: 404, statusText: "Not Found" });
  const parent = collectionParent(collections.articles.parentId);
  const path = `${parent.path}/${article.slug}`;
  const name = article.title.replace(/ \| Alphai$/, "");
  const words = article.sections.flatMap((section) => [section.heading, ...section.paragraphs]).join(" ");
  return {
    ...seoData(seoFor(path, article.title, article.description, "article")),
    canonicalPath: path,
    content: { ...article, h1: name },
    breadcrumbs: [...parent.crumbs, { label: name, path }],
    minutes: readingMinutes(words),
    related: article.related.map(linkTo),
    resourcesPath: parent.path,
    heroArt: articleHeroArt(article.category),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { content, breadcrumbs, minutes, related, resourcesPath, heroArt } = loaderData;
  return (
    <>
      <PageHero title={content.h1} intro={content.summary} crumbs={breadcrumbs} eyebrow={content.category} art={heroArt} />
      <article className="article container">
        <p className="article-meta">
          By <strong>{content.author.name}</strong>, {content.author.role} ·{" "}
          <time className="nowrap" dateTime={content.published}>{formatDate(content.published)}</time> ·{" "}
          <span className="nowrap">{minutes} min read</span>
        </p>
        <nav className="article-toc" aria-label="In this article">
          <ol>
            {content.sections.map((section, index) => (
              <li key={section.heading}>
                <a href={`#section-${index + 1}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        {content.sections.map((section, index) => (
          <section key={section.heading} id={`section-${index + 1}`} aria-labelledby={`section-${index + 1}-title`}>
            <h2 id={`section-${index + 1}-title`}>{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </section>
        ))}
        <section aria-labelledby="article-related">
          <h2 id="article-related">Related services</h2>
          <LinkCards items={related} />
          <p className="section-more">
            <PageLink href={resourcesPath}>More guides and articles</PageLink>
          </p>
        </section>
      </article>
      <CtaBand title="Want a second opinion on your plans?" body="Our leads review briefs, architectures and budgets every week. A first call costs you nothing." />
    </>
  );
}
