/**
 * After `react-router build`: everything the prerendered site needs that is
 * derived from the registry and content rather than rendered by React.
 *  - the JSON-LD graph injected into each page's <head> (present without JavaScript,
 *    and not duplicated into the hydration data or the bundles), and the deferred
 *    hydration rewrite, on the pages parsed once by scripts/build/build-output.ts, which
 *    then writes the site manifest (CSP hashes, first-load assets; .site-manifest.json);
 *  - a 1200x630 social image per canonical page; app icons from the favicon;
 *  - the gallery's drawings as standalone SVG files (each thumbnail links to its file);
 *  - sitemap.xml and robots.txt; the articles' Atom feeds (scripts/build/feed.ts);
 *  - the photos of content/photos.ts as AVIF and WebP variants (app/lib/photos.server.ts);
 *  - the site search's index, per language (scripts/build/search-index.ts);
 *  - Brotli and gzip siblings of every compressible file.
 */
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { articles, caseStudies, contentIn, getContent, rolesClosingWithin, topicPagesIn } from "../../content";
import { labelIn } from "../../content/localized";
import { collections, contentPages, indexablePages, pageNode, pathOf, rolePath, trailTo } from "../../content/registry";
import { closedRolePaths, collectionPaths, allPagePaths } from "../../content/routes";
import { absoluteUrl, alternatesOf, ogImagePath } from "../../content/seo";
import { localePath, locales, type Locale } from "../../app/shared/locale";
import { serializeJsonLd, structuredData } from "../../content/structured-data";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { icons } from "../../app/components/ui/icon-set.server";
import { galleryFile, galleryImagePath, productFile, productImagePath } from "../../app/lib/art.server";
import { compressDirectory } from "./compress";
import { writeFeeds } from "./feed";
import { applyEdits, BuildOutput } from "./build-output";
import { deferHydration } from "./deferred-hydration";
import { searchDocuments, writeSearchIndex } from "./search-index";
import { searchKeywords, sectionsByPath, siteIndex, SEARCH_PAGE_ID } from "../../app/lib/site-index.server";
import { renderIcon, renderOgImage } from "./og-image";
import { buildId, serviceWorkerSource, shellAssets } from "./service-worker";
import { photoEntries, processPhoto, publishPhotos, type ProcessedPhoto } from "../../app/lib/photos.server";
import { PHOTO_URL_BASE } from "../../app/shared/photo-data";
import { policySettingValues, readPolicySettings } from "../../app/shared/policy-settings";

const buildDir = path.resolve(process.argv[2] ?? "build/client");
const started = Date.now();

// 1. The prerendered HTML, parsed once (scripts/build/build-output.ts): structured data in every page's <head>, and hydration
//    code after the first paint (scripts/build/deferred-hydration.ts) in every HTML file. Then the site manifest: each page's
//    CSP hashes and first-load assets, for the server and the budgets check.
const build = await BuildOutput.read(buildDir);
const jsonLdPaths = new Set(allPagePaths());
for (const page of build.pages) {
  const edits = deferHydration(page, build.graph);
  if (page.path && jsonLdPaths.has(page.path)) {
    if (page.scripts.some((script) => script.kind === "json-ld")) throw new Error(`${page.file} already has JSON-LD`);
    edits.push({
      start: page.headEnd,
      end: page.headEnd,
      text: `<script type="application/ld+json">${serializeJsonLd(structuredData(page.path))}</script>`,
    });
  }
  build.update(page, applyEdits(page.html, edits));
}
// Closed roles keep a prerendered "this role is closed" page, which the server answers with 410 Gone.
const buildTime = new Date();
const closedPaths = closedRolePaths(buildTime);
// The settings the privacy policy and the consent texts state, read as the prerender read them (the same parser as the
// server's): recorded in the site manifest, the server refuses to start with others (decision 023).
const policySettings = policySettingValues(readPolicySettings());
// The search pages run WebAssembly (scripts/build/search-index.ts): their CSP allows it, no other page's does.
const searchPaths = locales.map((locale) => localePath(pathOf(SEARCH_PAGE_ID), locale));
const siteManifest = await build.write(
  closedPaths.map((pagePath) => `${pagePath.slice(1)}/index.html`),
  policySettings,
  searchPaths.map((pagePath) => `${pagePath.slice(1)}/index.html`),
);

// 2. Social images: one per canonical page and language (aliases share their canonical page's image).
interface Card {
  path: string;
  title: string;
  section: string;
}
/** The kicker of a collection entry's card, in each language. */
const CARD_SECTIONS: Record<Locale, { caseStudy: string; careers: string }> = {
  en: { caseStudy: "Case study", careers: "Careers" },
  de: { caseStudy: "Fallstudie", careers: "Karriere" },
};
const cardsIn = (locale: Locale): Card[] => {
  const { articles: localArticles, caseStudies: localStudies, roles: localRoles } = contentIn(locale);
  const at = (englishPath: string) => localePath(englishPath, locale);
  return [
    ...contentPages.map((page) => {
      const top = trailTo(page.path)[0]?.label;
      return {
        path: at(page.path),
        title: getContent(page.pageId, page.template, locale).title,
        section: !top || top === "Home" ? "Alphai" : labelIn(top, locale),
      };
    }),
    ...localStudies.map((study) => ({
      path: at(`${pathOf(collections.caseStudies.parentId)}/${study.slug}`),
      title: study.title,
      section: CARD_SECTIONS[locale].caseStudy,
    })),
    ...localArticles.map((article) => ({
      path: at(`${pathOf(collections.articles.parentId)}/${article.slug}`),
      title: article.title,
      section: article.category,
    })),
    ...localRoles.map((role) => ({
      path: at(rolePath(role.slug)),
      title: role.seoTitle,
      section: CARD_SECTIONS[locale].careers,
    })),
    ...topicPagesIn(locale).map((topic) => ({
      path: at(topic.path),
      title: topic.title,
      section: labelIn(pageNode(collections.topics.parentId).label, locale),
    })),
  ];
};
const cards = locales.flatMap(cardsIn);
await mkdir(path.join(buildDir, "og"), { recursive: true });
for (const card of cards) {
  const png = await renderOgImage(card.title, card.section);
  await writeFile(path.join(buildDir, ogImagePath(card.path).slice(1)), png);
}

// 3. App icons for the manifest and iOS.
const favicon = path.resolve("public/favicon.svg");
await mkdir(path.join(buildDir, "icons"), { recursive: true });
for (const size of [180, 192, 512]) {
  await writeFile(path.join(buildDir, "icons", `icon-${size}.png`), await renderIcon(favicon, size));
}

// 3b. The icon sprite: one <symbol> per lucide icon the content may use.
const symbols = Object.entries(icons).map(([name, component]) => {
  const markup = renderToStaticMarkup(createElement(component, { size: 24, strokeWidth: 1.75 }));
  const inner = markup.replace(/^<svg[^>]*>/, "").replace(/<\/svg>$/, "");
  return `<symbol id="${name}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.75" stroke-linecap="round" stroke-linejoin="round">${inner}</symbol>`;
});
await writeFile(path.join(buildDir, "icons.svg"), `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>`);

// 3c. Gallery drawings as files, one per language (their words and titles): the thumbnails link to them, so without
// JavaScript a click opens the image.
for (const locale of locales) {
  for (const image of contentIn(locale).galleryImages) {
    const file = path.join(buildDir, galleryImagePath(image.slug, locale).slice(1));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, galleryFile(image.slug, image.alt, locale));
  }
  // Case studies' product visuals as files, one per language: the cards show them as lazily loaded images.
  for (const study of caseStudies) {
    const file = path.join(buildDir, productImagePath(study.slug, locale).slice(1));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, productFile(study.slug, locale));
  }
}

// 4. Sitemap (canonical pages only, in both languages, each with its language versions) and robots.txt.
const today = new Date().toISOString().slice(0, 10);
const published = new Map(
  articles.map((article) => [`${pathOf(collections.articles.parentId)}/${article.slug}`, article.published]),
);
const englishSitemapPaths = [
  ...indexablePages.map((page) => page.path),
  ...collectionPaths().filter((pagePath) => !closedPaths.includes(pagePath)),
];
const sitemapPaths = locales.flatMap((locale) => englishSitemapPaths.map((pagePath) => localePath(pagePath, locale)));
const escapeXml = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;");
const sitemapEntry = (pagePath: string) =>
  [
    `  <url><loc>${escapeXml(absoluteUrl(pagePath))}</loc>`,
    ...alternatesOf(pagePath).map(
      ({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`,
    ),
    `<lastmod>${published.get(localePath(pagePath, "en")) ?? today}</lastmod></url>`,
  ].join("");
const sitemap = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${sitemapPaths.map(sitemapEntry).join("\n")}
</urlset>
`;
await writeFile(path.join(buildDir, "sitemap.xml"), sitemap);
// The team workspace (decision 026) is private: never crawled (its pages also say noindex, in a header and a meta tag).
await writeFile(
  path.join(buildDir, "robots.txt"),
  `User-agent: *\nAllow: /\nDisallow: /team\n\nSitemap: ${absoluteUrl("/sitemap.xml")}\n`,
);

// 4a. The articles' Atom feeds, one per language (scripts/build/feed.ts).
const feeds = await writeFeeds(buildDir);

// 4b. Photos: every entry of content/photos.ts, from the cache the prerender's loaders filled (or encoded now).
const photosStarted = Date.now();
const photos: ProcessedPhoto[] = [];
for (const entry of photoEntries()) photos.push(await processPhoto(entry));
const photoBytes = await publishPhotos(photos, buildDir);
const photoUrls = new Set(photos.flatMap((photo) => photo.files.map((file) => `${PHOTO_URL_BASE}${file.name}`)));
// Every photo URL a page or its data refers to must exist (a stale cache or a hand-written URL would break it).
for (const file of (await readdir(buildDir, { recursive: true })).filter((name) => /\.(html|data)$/.test(name))) {
  const text = await readFile(path.join(buildDir, file), "utf8");
  for (const [url] of text.matchAll(new RegExp(`${PHOTO_URL_BASE}[\\w.-]+`, "g"))) {
    if (!photoUrls.has(url)) throw new Error(`${file} refers to ${url}, which the build did not make`);
  }
}
const photoSummary = `${photos.length} photos (${photos.filter((photo) => photo.cached).length} from cache, ${photos.reduce((sum, photo) => sum + photo.files.length, 0)} files, ${(photoBytes / 1024).toFixed(0)} KiB) in ${((Date.now() - photosStarted) / 1000).toFixed(1)} s`;

// 4c. The search index (Pagefind): the pages of the site index, which are the sitemap's but the search pages.
const searchStarted = Date.now();
const searchSections = new Map(locales.flatMap((locale) => [...sectionsByPath(siteIndex(locale, buildTime))]));
const unlisted = sitemapPaths.filter((pagePath) => !searchSections.has(pagePath) && !searchPaths.includes(pagePath));
const extra = [...searchSections.keys()].filter((pagePath) => !sitemapPaths.includes(pagePath));
if (unlisted.length || extra.length)
  throw new Error(
    `The site index (app/lib/site-index.server.ts) and the sitemap differ: ${[...unlisted.map((p) => `${p} not in the index`), ...extra.map((p) => `${p} not in the sitemap`)].join(", ")}`,
  );
const searchKeywordsByPath = new Map(locales.flatMap((locale) => [...searchKeywords(locale, buildTime)]));
const searchIndex = await writeSearchIndex(
  buildDir,
  searchDocuments(build.pages, searchSections, searchKeywordsByPath),
);
const searchSummary = `search index ${Object.entries(searchIndex.languages)
  .map(([language, { pages, bytes }]) => `${language} ${pages} pages ${(bytes / 1024).toFixed(0)} KiB`)
  .join(", ")} in ${((Date.now() - searchStarted) / 1000).toFixed(1)} s`;

// 5. The service worker: named after a hash of everything above, pre-caching the home page, the offline page and the shell.
const id = await buildId(buildDir);
const germanOffline = localePath(pathOf("offline"), "de");
const precache = ["/", pathOf("offline"), germanOffline, ...shellAssets(siteManifest)];
await writeFile(path.join(buildDir, "sw.js"), serviceWorkerSource(id, precache, pathOf("offline"), germanOffline));

// 6. Precompression, last, so it covers everything above.
const totals = await compressDirectory(buildDir);
const closing = rolesClosingWithin(buildTime, 14);
console.log(
  closing.length
    ? `postbuild: ${closing.length} role(s) close within 14 days: ${closing.map((role) => `${rolePath(role.slug)} (validThrough ${role.validThrough})`).join(", ")}`
    : "postbuild: no role closes within 14 days",
);
if (closedPaths.length)
  console.log(`postbuild: ${closedPaths.length} closed role(s) answer 410 Gone: ${closedPaths.join(", ")}`);
console.log(
  `postbuild: build ${id}, policy settings ${Object.entries(policySettings)
    .map(([name, value]) => `${name}=${value}`)
    .join(
      " ",
    )}, JSON-LD in ${jsonLdPaths.size} pages, ${Object.keys(siteManifest.pages).length} pages in the site manifest, ${cards.length} social images, sitemap of ${sitemapPaths.length} URLs, ${feeds.map((feed) => `${feed.path} (${(feed.bytes / 1024).toFixed(0)} KiB)`).join(" and ")}, ${photoSummary}, ${searchSummary}, ` +
    `${totals.files} files precompressed (${(totals.raw / 1024).toFixed(0)} KiB → ${(totals.br / 1024).toFixed(0)} KiB brotli) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
