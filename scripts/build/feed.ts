/**
 * The Atom feeds of the articles (RFC 4287), one per language: `/resource/feed.xml` and `/de/resource/feed.xml`
 * (content/registry.ts `feedPath`), written by the post-build script and served as `application/atom+xml`
 * (app/shared/feed.ts, server/static-memory.ts). Every page's head links its language's feed
 * (app/lib/meta-tags.server.ts), and the resources page shows the link.
 *
 * Each entry carries the whole article (`<content type="html">`: its sections as HTML, escaped), its summary, its
 * author, its dates and its topics as categories. Ids are tag: URIs (RFC 4151), so they stay the same whatever
 * `SITE_URL` the build has; links are absolute URLs from it (content/seo.ts). Dates are the articles' publication
 * days at midnight UTC: the feed changes only when the articles do, not with every build.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { ATOM_TYPE } from "../../app/shared/feed";
import { localePath, locales, type Locale } from "../../app/shared/locale";
import { contentIn } from "../../content";
import { uiIn } from "../../content/i18n/ui";
import { collectionBase, collections, feedPath, pathOf } from "../../content/registry";
import type { Article } from "../../content/schema";
import { absoluteUrl, DEFAULT_SITE_URL } from "../../content/seo";
import { site } from "../../content/site";
import { topicIn } from "../../content/topics";
import { markdownHtml } from "../../app/lib/markdown.server";

/** The authority of the tag: URIs: the site's domain, which the company has held since its founding year. */
const TAG_AUTHORITY = new URL(DEFAULT_SITE_URL).hostname.replace(/^www\./, "");

/** Characters XML 1.0 does not allow, even escaped. */
// eslint-disable-next-line no-control-regex -- the control characters are what this looks for
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;

/** Text for XML character data or a quoted attribute value. */
export function escapeXml(text: string): string {
  if (NOT_XML.test(text)) throw new Error(`feed: a character XML cannot carry in ${JSON.stringify(text)}`);
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** HTML for an element's text (then escaped once more as the XML text of `<content type="html">`). */
const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** An RFC 3339 timestamp for an ISO day (YYYY-MM-DD): midnight UTC. */
const rfc3339 = (day: string): string => `${day}T00:00:00Z`;

/**
 * The article's body as HTML: each section's heading and its Markdown as the page renders it (app/lib/markdown.server.ts),
 * with absolute links, a photo as one image.
 */
export async function articleHtml(article: Pick<Article, "sections">, locale: Locale): Promise<string> {
  const parts: string[] = [];
  for (const section of article.sections)
    parts.push(
      `<h2>${escapeHtml(section.heading)}</h2>${await markdownHtml(section.body, locale, { absolute: true })}`,
    );
  return parts.join("");
}

const element = (name: string, text: string, attributes = "") => `<${name}${attributes}>${escapeXml(text)}</${name}>`;
const link = (rel: string, type: string, href: string, hreflang?: string) =>
  `<link rel="${rel}" type="${type}"${hreflang ? ` hreflang="${hreflang}"` : ""} href="${escapeXml(href)}"/>`;

async function entry(article: Article, locale: Locale): Promise<string> {
  const articlePath = localePath(`${pathOf(collections.articles.parentId)}/${article.slug}`, locale);
  const topicsUrl = absoluteUrl(`${localePath(collectionBase("topics"), locale)}/`);
  return [
    "  <entry>",
    `    ${element("id", `tag:${TAG_AUTHORITY},${article.published}:${articlePath}`)}`,
    `    ${element("title", article.title.replace(/ \| Alphai$/, ""))}`,
    `    ${link("alternate", "text/html", absoluteUrl(articlePath), locale)}`,
    `    ${element("published", rfc3339(article.published))}`,
    `    ${element("updated", rfc3339(article.published))}`,
    `    <author>${element("name", article.author.name)}</author>`,
    ...article.topics.map(
      (id) =>
        `    <category term="${escapeXml(id)}" scheme="${escapeXml(topicsUrl)}" label="${escapeXml(topicIn(id, locale).name)}"/>`,
    ),
    `    ${element("summary", article.summary)}`,
    `    ${element("content", await articleHtml(article, locale), ' type="html"')}`,
    "  </entry>",
  ].join("\n");
}

/** The Atom feed of `articles` (by default the site's, in `locale`), newest first. */
export async function atomFeed(
  locale: Locale,
  articles: readonly Article[] = contentIn(locale).articles,
): Promise<string> {
  const words = uiIn(locale).feed;
  const newest = [...articles].sort((a, b) => b.published.localeCompare(a.published) || a.slug.localeCompare(b.slug));
  const self = localePath(feedPath(), locale);
  const updated = newest[0]?.published;
  if (!updated) throw new Error("feed: there are no articles");
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${locale}">`,
    `  ${element("id", `tag:${TAG_AUTHORITY},${site.foundingYear}:${self}`)}`,
    `  ${element("title", words.title)}`,
    `  ${element("subtitle", words.subtitle)}`,
    `  ${element("updated", rfc3339(updated))}`,
    `  <author>${element("name", site.name)}${element("uri", absoluteUrl("/"))}</author>`,
    `  ${link("self", ATOM_TYPE, absoluteUrl(self))}`,
    `  ${link("alternate", "text/html", absoluteUrl(localePath(pathOf(collections.articles.parentId), locale)), locale)}`,
    `  ${element("icon", absoluteUrl("/icons/icon-192.png"))}`,
    ...(await Promise.all(newest.map((article) => entry(article, locale)))),
    "</feed>",
    "",
  ].join("\n");
}

/** Writes each language's feed into the build; returns their paths and sizes. */
export async function writeFeeds(buildDir: string): Promise<{ path: string; bytes: number }[]> {
  return Promise.all(
    locales.map(async (locale) => {
      const feed = localePath(feedPath(), locale);
      const file = path.join(buildDir, feed.slice(1));
      const xml = await atomFeed(locale);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, xml);
      return { path: feed, bytes: Buffer.byteLength(xml) };
    }),
  );
}
