/**
 * Feeds, topics and related reading: the Atom feed of the articles in each language (scripts/build/feed.ts), served
 * as Atom and linked from every page's head and from the resources page; a page per topic listing exactly its
 * articles, in the page's language; each article ending with its topics and the articles that share them.
 */
import { expect, ready, test } from "./fixtures";
import { localePath, locales } from "../../app/shared/locale";
import { contentIn } from "../../content";
import { uiIn } from "../../content/i18n/ui";
import { feedPath, pathOf, topicPath } from "../../content/registry";
import { absoluteUrl } from "../../content/seo";
import { articlesOfTopic, relatedArticles, topicIn, topics } from "../../content/topics";
import { articleHtml } from "../../scripts/build/feed";
import { childrenNamed, parseXml } from "../../scripts/checks/xml";
import { allPaths, fetchPath } from "./helpers";

const articlePath = (slug: string, locale: (typeof locales)[number]) =>
  localePath(`${pathOf("resources")}/${slug}`, locale);

test.describe("the articles' Atom feeds", () => {
  for (const locale of locales) {
    const path = localePath(feedPath(), locale);

    test(`${path} is an Atom document, compressed, with every article and its whole text`, async ({ request }) => {
      const response = await request.get(path, { headers: { "Accept-Encoding": "br, gzip" } });
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("application/atom+xml; charset=utf-8");
      expect(response.headers()["content-encoding"]).toBe("br");
      const feed = parseXml(await response.text());
      expect(feed.name).toBe("feed");
      expect(feed.attributes["xml:lang"]).toBe(locale);
      const self = childrenNamed(feed, "link").find((link) => link.attributes.rel === "self");
      expect(self?.attributes.href).toBe(absoluteUrl(path));
      const entries = childrenNamed(feed, "entry");
      const { articles } = contentIn(locale);
      expect(entries).toHaveLength(articles.length);
      for (const article of articles) {
        const url = absoluteUrl(articlePath(article.slug, locale));
        const entry = entries.find((item) => childrenNamed(item, "link").some((link) => link.attributes.href === url));
        expect(entry, `${path}: an entry for ${url}`).toBeTruthy();
        const [content] = childrenNamed(entry!, "content");
        expect(content?.text).toBe(await articleHtml(article, locale));
        expect(childrenNamed(entry!, "title")[0]?.text).toBe(article.title.replace(/ \| Alphai$/, ""));
      }
    });
  }

  test("every page's head links the feed in its language", async ({ baseURL }) => {
    test.setTimeout(180_000);
    for (const path of allPaths) {
      const html = await (await fetchPath(baseURL, path)).text();
      const locale = html.includes('<html lang="de"') ? "de" : "en";
      const links = [...html.matchAll(/<link rel="alternate" type="application\/atom\+xml"[^>]*>/g)].map(
        ([tag]) => tag,
      );
      expect(links, path).toEqual([
        `<link rel="alternate" type="application/atom+xml" title="${uiIn(locale).feed.title}" href="${absoluteUrl(localePath(feedPath(), locale))}"/>`,
      ]);
    }
  });

  test("the resources page links the feed and every topic, in both languages", async ({ page }) => {
    for (const locale of locales) {
      await ready(page, localePath(pathOf("resources"), locale));
      const feed = page.getByRole("link", { name: uiIn(locale).resources.subscribe });
      await expect(feed).toHaveAttribute("href", localePath(feedPath(), locale));
      await expect(feed).toHaveAttribute("type", "application/atom+xml");
      // A file: the browser follows it, not the page links' client-side navigation.
      await expect(feed).not.toHaveAttribute("data-page-link");
      const nav = page.getByRole("navigation", { name: uiIn(locale).resources.topics });
      await expect(nav.getByRole("link")).toHaveText(topics.map((topic) => topicIn(topic.id, locale).name));
      for (const topic of topics)
        await expect(nav.getByRole("link", { name: topicIn(topic.id, locale).name, exact: true })).toHaveAttribute(
          "href",
          localePath(topicPath(topic.id), locale),
        );
    }
  });
});

test.describe("topic pages", () => {
  test("each lists exactly its articles, newest first, under its name and intro, in its language", async ({ page }) => {
    test.setTimeout(120_000);
    for (const locale of locales) {
      const words = uiIn(locale).resources;
      for (const topic of topics) {
        const path = localePath(topicPath(topic.id), locale);
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        expect(await page.locator("html").getAttribute("lang")).toBe(locale);
        const { name, intro } = topicIn(topic.id, locale);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
        await expect(page.locator(".hero-intro")).toHaveText(intro);
        await expect(page.getByRole("heading", { level: 2, name: words.guides })).toBeVisible();
        const expected = articlesOfTopic(topic.id, contentIn(locale).articles);
        await expect(page.locator(".article-list .article-card h3 a")).toHaveText(
          expected.map((article) => article.title.replace(/ \| Alphai$/, "")),
        );
        const hrefs = await page
          .locator(".article-list .article-card h3 a")
          .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
        expect(hrefs).toEqual(expected.map((article) => articlePath(article.slug, locale)));
        // The trail: home, the resources page, the topic.
        await expect(page.locator(".breadcrumb li")).toHaveText([
          locale === "de" ? "Startseite" : "Home",
          locale === "de" ? "Wissen" : "Resources",
          name,
        ]);
        await expect(page.locator(".topic-nav [aria-current='page']")).toHaveText(name);
        // Structured data: a CollectionPage whose list is the articles shown.
        const graph = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}") as {
          "@graph": { "@type": string; inLanguage?: string; mainEntity?: { itemListElement: { url: string }[] } }[];
        };
        const collection = graph["@graph"].find((node) => node["@type"] === "CollectionPage");
        expect(collection?.inLanguage).toBe(locale);
        expect(collection?.mainEntity?.itemListElement.map((item) => item.url)).toEqual(
          expected.map((article) => absoluteUrl(articlePath(article.slug, locale))),
        );
        if (locale === "de") {
          // German through and through: no English topic name, description or heading of the page's own.
          const text = await page.locator("main").innerText();
          expect(text).not.toContain(topic.en.intro);
          expect(text).not.toContain(uiIn("en").resources.guides);
          expect(text).not.toContain(uiIn("en").resources.subscribe);
          if (topic.en.name !== topic.de.name) expect(text).not.toContain(topic.en.name);
        }
      }
    }
  });

  test("an unknown topic is the 404 page", async ({ request }) => {
    expect((await request.get(`${pathOf("resources")}/topics/cooking`)).status()).toBe(404);
    expect((await request.get(localePath(`${pathOf("resources")}/topics/cooking`, "de"))).status()).toBe(404);
  });
});

test.describe("an article's end", () => {
  test("shows its topics and at least two related articles, those sharing a topic first, never itself, in its language", async ({
    request,
  }) => {
    for (const locale of locales) {
      const { articles } = contentIn(locale);
      for (const article of articles) {
        const path = articlePath(article.slug, locale);
        const html = await (await request.get(path)).text();
        const topicNav = html.match(/<nav class="article-topics"[\s\S]*?<\/nav>/)?.[0] ?? "";
        expect(topicNav, path).toContain(`>${uiIn(locale).article.topics}</h2>`);
        const topicLinks = [...topicNav.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);
        expect(topicLinks, path).toEqual(article.topics.map((id) => localePath(topicPath(id), locale)));
        const reading = html.match(/<ul class="article-list related-reading">[\s\S]*?<\/ul>/)?.[0] ?? "";
        const slugs = [...reading.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!.split("/").at(-1)!);
        expect(slugs.length, path).toBeGreaterThanOrEqual(2);
        expect(slugs.length, path).toBeLessThanOrEqual(3);
        expect(slugs, path).not.toContain(article.slug);
        expect(slugs, path).toEqual(relatedArticles(article, articles).map((other) => other.slug));
        // Shared topics first (the first shares one), then the newest others (issue 35 §7).
        const first = articles.find((item) => item.slug === slugs[0])!;
        expect(
          first.topics.some((id) => article.topics.includes(id)),
          `${path} → ${slugs[0]}`,
        ).toBe(true);
        for (const slug of slugs) expect(reading).toContain(`href="${articlePath(slug, locale)}"`);
        expect(html, path).toContain(`>${uiIn(locale).article.relatedReading}</h2>`);
        expect(html, path).toContain(`>${uiIn(locale).common.relatedServices}</h2>`);
      }
    }
  });

  test("a topic link leads to the topic's page, client-side after hydration", async ({ page }) => {
    const [article] = contentIn("de").articles;
    await ready(page, articlePath(article!.slug, "de"));
    const topic = topicIn(article!.topics[0]!, "de");
    // A mark on the window: a client-side navigation keeps it, a full page load would not.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.locator(".article-topics").getByRole("link", { name: topic.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${localePath(topicPath(topic.id), "de")}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(topic.name);
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  });
});
