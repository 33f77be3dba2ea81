import { expect, test } from "./fixtures";
import { articles, caseStudies, roles } from "../../content";
import {
  collections,
  contentPages,
  findPage,
  indexablePages,
  pathOf,
  rolePath,
  routedPages,
} from "../../content/registry";
import { collectionPaths } from "../../content/routes";
import { absoluteUrl, siteUrl } from "../../content/seo";
import { topics } from "../../content/topics";
import { basePath, localeOfPath, localePath, locales } from "../../app/shared/locale";
import { site } from "../../content/site";
import { allPaths, closedPaths, fetchPath, noticePaths } from "./helpers";

type Node = Record<string, unknown> & { "@type": string; "@id"?: string };

const attr = (html: string, pattern: RegExp) => html.match(pattern)?.[1];
const metaProperty = (html: string, property: string) =>
  attr(html, new RegExp(`<meta property="${property.replace(/:/g, ":")}" content="([^"]*)"`));
const metaName = (html: string, name: string) => attr(html, new RegExp(`<meta name="${name}" content="([^"]*)"`));
const decode = (value: string) =>
  value
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");

function graphOf(html: string, path: string): Node[] {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  expect(scripts, `${path}: one JSON-LD script`).toHaveLength(1);
  const json = JSON.parse(scripts[0]![1]!) as { "@context": string; "@graph": Node[] };
  expect(json["@context"]).toBe("https://schema.org");
  return json["@graph"];
}

const servicePages = contentPages.filter(
  (page) => page.template === "service-family" || page.template === "service-detail",
);

test.describe("structured data and meta in the raw HTML", () => {
  test("every page carries the organisation, website and three offices with the business facts", async ({
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const SITE_TYPES = new Set(["Organization", "WebSite", "ProfessionalService", "Review"]);
    let firstSiteNodes: Node[] | undefined;
    for (const path of allPaths) {
      const html = await (await fetchPath(baseURL, path)).text();
      const graph = graphOf(html, path);
      // The site-wide nodes are identical on every page but for the offer catalogue, listed on the home pages and
      // named by its @id elsewhere: check them in depth on the home page (the first path), then compare.
      const siteNodes = graph.filter((node) => SITE_TYPES.has(node["@type"]));
      if (firstSiteNodes) {
        const catalogId = (firstSiteNodes.find((node) => node["@type"] === "Organization")!.hasOfferCatalog as Node)[
          "@id"
        ];
        const expected =
          basePath(path) === "/"
            ? firstSiteNodes
            : firstSiteNodes.map((node) =>
                node["@type"] === "Organization" ? { ...node, hasOfferCatalog: { "@id": catalogId } } : node,
              );
        expect(siteNodes, `${path}: same organisation, offices and reviews as every page`).toEqual(expected);
        continue;
      }
      expect(path, "the home page comes first").toBe("/");
      firstSiteNodes = siteNodes;
      const byId = new Map(graph.filter((node) => node["@id"]).map((node) => [node["@id"], node]));
      const org = graph.find((node) => node["@type"] === "Organization")!;
      expect(org, path).toBeTruthy();
      expect(org.name).toBe(site.name);
      expect(org.url).toBe(absoluteUrl("/"));
      const catalog = org.hasOfferCatalog as {
        itemListElement: { itemOffered: { "@type": string; name: string; url: string } }[];
      };
      expect(catalog.itemListElement).toHaveLength(servicePages.length);
      for (const offer of catalog.itemListElement) {
        expect(offer.itemOffered["@type"]).toBe("Service");
        expect(findPage(offer.itemOffered.url.slice(siteUrl().length))).toBeTruthy();
      }
      expect(graph.find((node) => node["@type"] === "WebSite")?.url, path).toBe(absoluteUrl("/"));

      const offices = graph.filter((node) => node["@type"] === "ProfessionalService");
      expect(
        offices.map((office) => office.areaServed),
        path,
      ).toEqual(["GCC", "South Asia", "DACH"]);
      for (const office of offices) {
        const facts = site.offices.find((item) => item.region === office.areaServed)!;
        expect(office.telephone).toBe(facts.phone);
        expect(office.email).toBe(facts.email);
        expect(office.address).toMatchObject({
          "@type": "PostalAddress",
          streetAddress: facts.streetAddress,
          addressCountry: facts.countryCode,
        });
        expect(office.openingHoursSpecification).toEqual([
          {
            "@type": "OpeningHoursSpecification",
            dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
            opens: "09:00",
            closes: "18:00",
          },
        ]);
        expect(office.aggregateRating).toEqual({
          "@type": "AggregateRating",
          ratingValue: 4.9,
          bestRating: 5,
          reviewCount: 57,
        });
        const reviews = (office.review as { "@id": string }[]).map((ref) => byId.get(ref["@id"]));
        expect(reviews.length).toBeGreaterThanOrEqual(3);
        for (const review of reviews) {
          expect(review?.["@type"]).toBe("Review");
          expect((review?.author as { name: string }).name).toBeTruthy();
          expect((review?.reviewRating as { ratingValue: number }).ratingValue).toBeGreaterThanOrEqual(1);
          expect(review?.reviewBody).toBeTruthy();
        }
        expect((office.hasOfferCatalog as { "@id": string })["@id"]).toBe(
          (catalog as unknown as { "@id": string })["@id"],
        );
      }
    }
  });

  test("page nodes: breadcrumb matching the visible one, Service, FAQPage, JobPosting, Article", async ({
    baseURL,
  }) => {
    test.setTimeout(240_000);
    for (const path of allPaths) {
      const html = await (await fetchPath(baseURL, path)).text();
      const graph = graphOf(html, path);
      const ofType = (type: string) => graph.filter((node) => node["@type"] === type);
      const visibleCrumbs = [
        ...(html.match(/<nav class="breadcrumb"[\s\S]*?<\/nav>/)?.[0] ?? "").matchAll(
          /<li>(?:<a [^>]*>|<span [^>]*>)([^<]+)</g,
        ),
      ].map((match) => decode(match[1]!));
      if (visibleCrumbs.length === 0) {
        expect(ofType("BreadcrumbList"), `${path}: no breadcrumb shown, none declared`).toHaveLength(0);
      } else {
        const [breadcrumb] = ofType("BreadcrumbList");
        expect(breadcrumb, `${path}: BreadcrumbList`).toBeTruthy();
        const items = breadcrumb!.itemListElement as { position: number; name: string; item: string }[];
        expect(
          items.map((item) => item.name),
          `${path}: breadcrumb matches the visible one`,
        ).toEqual(visibleCrumbs);
        items.forEach((item, index) => {
          expect(item.position).toBe(index + 1);
          expect(item.item.startsWith(siteUrl())).toBe(true);
        });
      }
      // The page's own nodes are in its language.
      const webPage = ofType("WebPage")[0];
      if (webPage) expect(webPage.inLanguage, `${path}: WebPage.inLanguage`).toBe(localeOfPath(path));
      const base = basePath(path);
      const page = findPage(base);
      if (page && (page.template === "service-detail" || page.template === "service-family")) {
        const [service] = ofType("Service");
        expect(service?.name, `${path}: Service`).toBeTruthy();
        expect(service?.provider).toEqual({ "@id": `${absoluteUrl("/")}#organization` });
      }
      const visibleFaqs = (html.match(/<details class="faq-item"/g) ?? []).length;
      if (visibleFaqs) {
        const [faq] = ofType("FAQPage");
        const questions = faq?.mainEntity as { "@type": string; name: string; acceptedAnswer: { text: string } }[];
        expect(questions, `${path}: FAQPage`).toHaveLength(visibleFaqs);
        for (const question of questions) {
          expect(question["@type"]).toBe("Question");
          expect(question.acceptedAnswer.text.length).toBeGreaterThan(20);
        }
      } else {
        expect(ofType("FAQPage"), path).toHaveLength(0);
      }
      // JobPostings are on the open roles' own pages, one each; none on the careers page.
      const role = roles.find((item) => rolePath(item.slug) === base);
      const postings = ofType("JobPosting");
      expect(postings, `${path}: JobPostings`).toHaveLength(role ? 1 : 0);
      for (const posting of postings) {
        for (const key of [
          "title",
          "description",
          "datePosted",
          "validThrough",
          "employmentType",
          "hiringOrganization",
          "jobLocation",
          "baseSalary",
        ]) {
          expect(posting[key], `JobPosting.${key}`).toBeTruthy();
        }
        expect(posting.directApply).toBe(true);
        expect((posting.hiringOrganization as { name: string }).name).toBe(site.name);
        expect((posting.jobLocation as { address: { addressCountry: string } }).address.addressCountry).toMatch(
          /^[A-Z]{2}$/,
        );
        expect(Date.parse(posting.validThrough as string)).toBeGreaterThan(Date.parse(posting.datePosted as string));
      }
      if (articles.some((article) => base === `${pathOf(collections.articles.parentId)}/${article.slug}`)) {
        const [article] = ofType("Article");
        for (const key of ["headline", "datePublished", "author", "image", "publisher"])
          expect(article?.[key], `${path}: Article.${key}`).toBeTruthy();
      }
      if (base.startsWith(`${pathOf(collections.caseStudies.parentId)}/`)) {
        const [work] = ofType("CreativeWork");
        for (const key of ["headline", "description", "creator", "image"])
          expect(work?.[key], `${path}: CreativeWork.${key}`).toBeTruthy();
      }
    }
  });

  test("every page has canonical, title, description, Open Graph and Twitter tags", async ({ baseURL, request }) => {
    test.setTimeout(240_000);
    const images = new Set<string>();
    for (const path of allPaths) {
      const html = await (await fetchPath(baseURL, path)).text();
      const locale = localeOfPath(path);
      // An alias shows its page, whose path (in the alias's language) is canonical.
      const canonicalPath = localePath(findPage(basePath(path))?.canonicalPath ?? basePath(path), locale);
      expect(attr(html, /<link rel="canonical" href="([^"]*)"/), path).toBe(absoluteUrl(canonicalPath));
      expect(attr(html, /<html lang="([^"]+)"/), path).toBe(locale);
      // Reciprocal language versions: each language's page names both, and English as the default.
      const alternates = Object.fromEntries(
        [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((match) => [
          match[1],
          match[2],
        ]),
      );
      expect(alternates, path).toEqual({
        en: absoluteUrl(localePath(canonicalPath, "en")),
        de: absoluteUrl(localePath(canonicalPath, "de")),
        "x-default": absoluteUrl(localePath(canonicalPath, "en")),
      });
      expect(metaProperty(html, "og:locale"), path).toBe(locale === "de" ? "de_DE" : "en_US");
      expect(metaName(html, "theme-color")).toBeTruthy();
      expect(metaName(html, "robots"), `${path}: only form result pages are noindex`).toBe(
        noticePaths.includes(path) ? "noindex" : undefined,
      );
      expect(html).toContain('rel="manifest" href="/site.webmanifest"');
      const title = decode(attr(html, /<title>([^<]*)<\/title>/) ?? "");
      const description = decode(metaName(html, "description") ?? "");
      expect(title.length, path).toBeGreaterThan(0);
      expect(title.length, path).toBeLessThanOrEqual(60);
      expect(decode(metaProperty(html, "og:title") ?? "")).toBe(title);
      expect(decode(metaProperty(html, "og:description") ?? "")).toBe(description);
      expect(metaProperty(html, "og:url")).toBe(absoluteUrl(canonicalPath));
      expect(["website", "article"]).toContain(metaProperty(html, "og:type"));
      expect(metaProperty(html, "og:image:width")).toBe("1200");
      expect(metaProperty(html, "og:image:height")).toBe("630");
      expect(metaProperty(html, "og:image:alt")).toBeTruthy();
      expect(metaName(html, "twitter:card")).toBe("summary_large_image");
      expect(decode(metaName(html, "twitter:title") ?? "")).toBe(title);
      const image = metaProperty(html, "og:image")!;
      expect(metaName(html, "twitter:image")).toBe(image);
      expect(image.startsWith(siteUrl())).toBe(true);
      images.add(image.slice(siteUrl().length));
    }
    // One picture per canonical page and language, each a real 1200x630 PNG.
    expect(images.size).toBe(locales.length * (contentPages.length + collectionPaths().length) - closedPaths.length);
    for (const image of [...images].slice(0, 12)) {
      const response = await request.get(image);
      expect(response.status(), image).toBe(200);
      expect(response.headers()["content-type"]).toBe("image/png");
      const png = await response.body();
      expect(png.readUInt32BE(16), `${image} width`).toBe(1200);
      expect(png.readUInt32BE(20), `${image} height`).toBe(630);
    }
  });

  test("the sitemap lists exactly the canonical pages and robots.txt points to it", async ({ request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const lastmods = [...xml.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map((match) => match[1]);
    const expected = locales.flatMap((locale) =>
      [...indexablePages.map((page) => page.path), ...collectionPaths()]
        .map((path) => localePath(path, locale))
        .filter((path) => !closedPaths.includes(path))
        .map(absoluteUrl),
    );
    expect([...locs].sort()).toEqual([...expected].sort());
    // Each URL lists its language versions: English, German and English as the default.
    for (const entry of xml.match(/<url>[\s\S]*?<\/url>/g) ?? []) {
      const loc = entry.match(/<loc>([^<]+)<\/loc>/)![1]!;
      const path = new URL(loc).pathname;
      const links = [...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)];
      expect(Object.fromEntries(links.map((link) => [link[1], link[2]])), loc).toEqual({
        en: absoluteUrl(localePath(path, "en")),
        de: absoluteUrl(localePath(path, "de")),
        "x-default": absoluteUrl(localePath(path, "en")),
      });
    }
    expect(lastmods).toHaveLength(locs.length);
    for (const lastmod of lastmods) expect(lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const alias of routedPages.filter((page) => page.path !== page.canonicalPath))
      expect(locs).not.toContain(absoluteUrl(alias.path));
    expect(locs).not.toContain(absoluteUrl("/404"));
    expect(locs).not.toContain(absoluteUrl("/de/404"));
    expect(caseStudies.length + articles.length + roles.length + topics.length).toBe(collectionPaths().length);
    for (const path of closedPaths) expect(locs).not.toContain(absoluteUrl(path));

    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("User-agent: *");
    expect(robots).toContain("Allow: /");
    expect(robots).toContain(`Sitemap: ${absoluteUrl("/sitemap.xml")}`);
    // The team workspace is never crawled (decision 026), and no public page is under its path.
    expect(robots.split("\n")).toContain("Disallow: /team");
    expect(locs.filter((loc) => /^\/team(\/|$)/.test(new URL(loc!).pathname))).toEqual([]);
  });
});
